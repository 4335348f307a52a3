//! The dice: a roll of one or two dice, what is left of it, and the seeded generator.

use std::fmt;

/// Faces of a die.
pub const FACES: u8 = 6;

/// A roll of one die or two dice, or the part of a roll a move uses. Two values are kept
/// low first (`3+5`, never `5+3`): the dice are alike, so the order carries no meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dice {
    /// The values, low first; the second is 0 for a single die.
    values: [u8; 2],
}

impl Dice {
    /// One die showing `value` (1–6).
    pub fn one(value: u8) -> Option<Dice> {
        (1..=FACES)
            .contains(&value)
            .then_some(Dice { values: [value, 0] })
    }

    /// Two dice showing `a` and `b` (each 1–6), in either order.
    pub fn two(a: u8, b: u8) -> Option<Dice> {
        let ok = (1..=FACES).contains(&a) && (1..=FACES).contains(&b);
        ok.then_some(Dice {
            values: [a.min(b), a.max(b)],
        })
    }

    /// The values shown, low first: one value for one die, two for two dice.
    pub fn values(&self) -> &[u8] {
        if self.values[1] == 0 {
            &self.values[..1]
        } else {
            &self.values
        }
    }

    /// Whether this is two dice.
    pub fn is_pair(self) -> bool {
        self.values[1] != 0
    }

    /// Whether this is two dice showing the same value.
    pub fn is_double(self) -> bool {
        self.is_pair() && self.values[0] == self.values[1]
    }

    /// Whether this roll may bring a horse out of the stable (ra quân): 1 or 6 with one
    /// die, 1+6 or any double with two.
    pub fn brings_out(self) -> bool {
        match self.values {
            [v, 0] => v == 1 || v == FACES,
            [1, 6] => true,
            [a, b] => a == b,
        }
    }

    /// Whether this roll counts as a 6: a 6 with one die, any double with two (the double
    /// stands for the 6 in `bring-out=6` and `three-sixes=on`).
    pub fn is_six(self) -> bool {
        match self.values {
            [v, 0] => v == FACES,
            [a, b] => a == b,
        }
    }

    /// The same roll without one die showing `value`; `None` if no die shows it or if it
    /// is the only die.
    pub fn without(self, value: u8) -> Option<Dice> {
        match self.values {
            [a, b] if b != 0 && a == value => Dice::one(b),
            [a, b] if b != 0 && b == value => Dice::one(a),
            _ => None,
        }
    }

    /// The chance of this roll among every roll of its dice: 1/6 for one die; with two,
    /// 1/36 for a double and 2/36 for any other pair (either die may show either value).
    pub fn chance(self) -> f64 {
        match (self.is_pair(), self.is_double()) {
            (false, _) => 1.0 / 6.0,
            (true, true) => 1.0 / 36.0,
            (true, false) => 2.0 / 36.0,
        }
    }

    /// Every roll of `count` dice (1 or 2) in a fixed order: 6 for one die, the 21
    /// unordered pairs for two.
    pub fn all(count: DiceCount) -> Vec<Dice> {
        match count {
            DiceCount::One => (1..=FACES).filter_map(Dice::one).collect(),
            DiceCount::Two => (1..=FACES)
                .flat_map(|a| (a..=FACES).filter_map(move |b| Dice::two(a, b)))
                .collect(),
        }
    }

    /// Reads `6` or `3+5` (either order, no spaces).
    pub fn parse(text: &str) -> Option<Dice> {
        let digit = |s: &str| -> Option<u8> {
            match s.as_bytes() {
                [d @ b'1'..=b'6'] => Some(d - b'0'),
                _ => None,
            }
        };
        match text.split_once('+') {
            None => Dice::one(digit(text)?),
            Some((a, b)) => Dice::two(digit(a)?, digit(b)?),
        }
    }
}

/// Written as `6` or `3+5`.
impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.values {
            [v, 0] => write!(f, "{v}"),
            [a, b] => write!(f, "{a}+{b}"),
        }
    }
}

/// How many dice the game uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DiceCount {
    /// One die (the default).
    #[default]
    One,
    /// Two dice.
    Two,
}

/// Where the dice of the turn stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiceState {
    /// The player to move has yet to roll.
    ToRoll,
    /// The player rolled `roll`; `left` holds the values not used yet (the whole roll
    /// until a move uses part of it).
    Rolled {
        /// The whole roll of this turn.
        roll: Dice,
        /// The values still to use.
        left: Dice,
    },
}

/// The seeded dice generator kept in the game, so that the same seed and the same moves
/// give the same game. Its whole state is two `u64`s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Roller {
    rng: oorandom::Rand32,
}

impl Roller {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Roller {
        Roller {
            rng: oorandom::Rand32::new(seed),
        }
    }

    /// A generator resumed from a saved [`Roller::state`].
    pub fn from_state(state: (u64, u64)) -> Roller {
        Roller {
            rng: oorandom::Rand32::from_state(state),
        }
    }

    /// The generator's whole state, for saving.
    pub fn state(&self) -> (u64, u64) {
        self.rng.state()
    }

    /// What the generator rolls next, without rolling.
    pub fn peek(&self, count: DiceCount) -> Dice {
        let mut copy = *self;
        copy.roll(count)
    }

    /// Rolls `count` dice and moves the generator on.
    pub fn roll(&mut self, count: DiceCount) -> Dice {
        let mut die = || self.rng.rand_range(1..u32::from(FACES) + 1) as u8;
        let first = die();
        let rolled = match count {
            DiceCount::One => Dice::one(first),
            DiceCount::Two => Dice::two(first, die()),
        };
        // `rand_range(1..7)` only gives 1–6, so both constructors succeed.
        rolled.unwrap_or(Dice { values: [1, 0] })
    }
}
