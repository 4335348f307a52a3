//! The game's state ([`Cangua`]), its moves ([`Move`]) and what a move did
//! ([`CanguaReport`]): what the rules read and change.

use super::dice::{Dice, DiceState, Roller};
use super::options::{CanguaOptions, FirstRoll};
use super::place::Place;
use crate::core::Player;

/// Horses each player has.
pub const HORSES: usize = 4;

/// A move: roll the dice, or move one horse with part of the roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Roll the dice; they show this (`roll 6`, `roll 3+5`).
    Roll(Dice),
    /// Move the horse on `from` to `to`, using `die`: one value of the roll, or with two
    /// dice the whole roll to bring a horse out (`6:s-t0`, `3:t12-t15`, `1+6:s-t0`).
    Step {
        /// The value (or whole two-dice roll) this move uses.
        die: Dice,
        /// Where the horse stands before the move.
        from: Place,
        /// Where it stands after.
        to: Place,
    },
}

/// What a move did, for announcements and animation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanguaReport {
    /// The move played.
    pub mv: Move,
    /// Who played it.
    pub player: Player,
    /// The horse kicked (đá) back to its stable, with where it stood.
    pub kicked: Option<(Player, Place)>,
    /// A horse entered its home column onto cell 6 (thầu mạ).
    pub thau_ma: bool,
    /// A horse entered its home onto cell 1 (sập hầm).
    pub sap_ham: bool,
    /// The mover finished with this move, and the place (1 = first) it earned.
    pub finished: Option<(Player, usize)>,
    /// Dice values that had no legal use and were lost, ending the turn.
    pub lost_dice: Option<Dice>,
    /// The turn ended and the same player rolls again.
    pub extra_roll: bool,
    /// The roll was a third 6 in a row (`three-sixes=on`): it is lost and the turn passes.
    pub third_six: bool,
    /// Every place the moving horse stands on, from where it started to where it stops
    /// (empty for a roll), for the hop-by-hop animation.
    pub path: Vec<Place>,
}

/// A game of Cờ cá ngựa in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cangua {
    /// The settings (with `players` equal to the seats in play).
    pub(super) options: CanguaOptions,
    /// The playing seats, in seat order.
    pub(super) seats: Vec<Player>,
    /// Every seat's four horses, most advanced first (non-playing seats stay in the stable).
    pub(super) horses: [[Place; HORSES]; 4],
    /// Whose turn it is (after the end: the player who made the last move).
    pub(super) to_move: Player,
    /// The dice of the turn.
    pub(super) dice: DiceState,
    /// The seeded dice generator.
    pub(super) roller: Roller,
    /// Players who have finished (or, once the game is over, every player), first first.
    pub(super) places: Vec<Player>,
    /// Who made the game's first thầu mạ.
    pub(super) thau_ma_first: Option<Player>,
    /// Each seat's count of sập hầm.
    pub(super) sap_ham: [u32; 4],
    /// Whether every place is settled.
    pub(super) over: bool,
    /// Rolls counting as a 6 in a row by the player to move (`three-sixes=on`).
    pub(super) sixes: u8,
    /// The roll-off that chose the first player (`first=roll`): each round, the players
    /// still tied and the die each rolled. Empty otherwise.
    pub(super) rolloff: Vec<Vec<(Player, u8)>>,
}

impl Cangua {
    /// The playing seats, in seat order.
    pub fn seats(&self) -> &[Player] {
        &self.seats
    }

    /// Where `player`'s four horses stand, most advanced first.
    pub fn horses(&self, player: Player) -> [Place; HORSES] {
        self.horses[player.index()]
    }

    /// The dice of the turn: still to roll, or the roll and the values left.
    pub fn dice(&self) -> DiceState {
        self.dice
    }

    /// What the seeded generator would roll now. The app plays `Move::Roll(next_roll())`
    /// for a normal roll, or the values of real dice when a family rolls its own.
    pub fn next_roll(&self) -> Dice {
        self.roller.peek(self.options.dice)
    }

    /// The dice generator's state (two `u64`s), e.g. to save it beside a position.
    pub fn roller(&self) -> Roller {
        self.roller
    }

    /// Replaces the dice generator, e.g. with one saved by [`Cangua::roller`].
    pub fn set_roller(&mut self, roller: Roller) {
        self.roller = roller;
    }

    /// The players who have finished, first first (every player once the game is over).
    pub fn places(&self) -> &[Player] {
        &self.places
    }

    /// Whether `player` has finished: four horses on home cells 3, 4, 5 and 6.
    pub fn has_finished(&self, player: Player) -> bool {
        let mut homes = self.horses(player);
        crate::core::sort_small(&mut homes);
        homes
            == [
                Place::Home(3),
                Place::Home(4),
                Place::Home(5),
                Place::Home(6),
            ]
    }

    /// Who made the game's first thầu mạ (a horse entering its home column onto cell 6).
    pub fn thau_ma_first(&self) -> Option<Player> {
        self.thau_ma_first
    }

    /// How many sập hầm (a horse entering its home onto cell 1) `player` has made.
    pub fn sap_ham_count(&self, player: Player) -> u32 {
        self.sap_ham[player.index()]
    }

    /// A game with these seats and settings and every horse in its stable.
    pub(super) fn empty(options: CanguaOptions, seed: u64) -> Cangua {
        let seats = options.seats();
        let options = CanguaOptions {
            players: seats.clone(),
            ..options
        };
        Cangua {
            to_move: seats[0],
            seats,
            options,
            horses: [[Place::Stable; HORSES]; 4],
            dice: DiceState::ToRoll,
            roller: Roller::new(seed),
            places: Vec::new(),
            thau_ma_first: None,
            sap_ham: [0; 4],
            over: false,
            sixes: 0,
            rolloff: Vec::new(),
        }
    }

    /// The roll-off that chose who rolls first (`first=roll`): each round, the players
    /// still tied and the die each rolled; the last round has one highest roll. Empty when
    /// the first player was not rolled for.
    pub fn rolloff(&self) -> &[Vec<(Player, u8)>] {
        &self.rolloff
    }

    /// Rolls counting as a 6 that the player to move has rolled in a row (`three-sixes=on`).
    pub fn sixes_in_a_row(&self) -> u8 {
        self.sixes
    }

    /// Settles who rolls first under `first`, with `seed` for the lots and the roll-off.
    pub(super) fn choose_first(&mut self, seed: u64) {
        let seats = self.seats.clone();
        self.to_move = match self.options.first {
            FirstRoll::FirstSeat => seats[0],
            FirstRoll::Seat(p) => Player::ALL
                .into_iter()
                .cycle()
                .skip(p.index())
                .take(4)
                .find(|s| seats.contains(s))
                .unwrap_or(seats[0]),
            FirstRoll::Random => {
                let n = seats.len() as u32;
                seats[oorandom::Rand32::new(seed).rand_range(0..n) as usize]
            }
            FirstRoll::HighestRoll => {
                let mut dice = oorandom::Rand32::new(seed ^ ROLLOFF_SALT);
                let mut tied = seats;
                // A tie among k players lasts another round with chance below 1 in 6; 64
                // rounds never end tied in practice, and if they did the first tied starts.
                for _ in 0..64 {
                    let round: Vec<(Player, u8)> = tied
                        .iter()
                        .map(|&p| (p, dice.rand_range(1..7) as u8))
                        .collect();
                    let best = round.iter().map(|&(_, v)| v).max().unwrap_or(0);
                    tied = round
                        .iter()
                        .filter(|&&(_, v)| v == best)
                        .map(|&(p, _)| p)
                        .collect();
                    self.rolloff.push(round);
                    if tied.len() == 1 {
                        break;
                    }
                }
                tied[0]
            }
        };
    }
}

/// Mixed into the seed for the roll-off's dice, so they are not the game's first rolls.
const ROLLOFF_SALT: u64 = 0x726f_6c6c_6f66_6621;
