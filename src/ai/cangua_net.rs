//! Cờ cá ngựa, two players with two dice: a small learned evaluation. A position is worth
//! the chance that the player to move wins, read by a one-layer network from where every
//! horse stands plus the hand-made evaluation's difference ([`super::cangua_eval`]). The
//! weights (`cangua_net_weights.rs`) were learned by temporal differences over self-play
//! games (`src/bin/cangua-td/two.rs`, docs/ai-log.md "A sixth round").

use super::cangua_net_weights::{B1, B2, C, W1, W2};
use crate::core::{Game, Player};
use crate::games::cangua::{BringOut, Cangua, DiceCount, ExtraRoll, HomeRule, Place};

/// Hidden units.
pub const HIDDEN: usize = 16;
/// Inputs per seat: the horses in the stable (0–4, one of five), a horse on each of the 56
/// track steps, a horse on each of the 6 home cells.
pub const PER_SEAT: usize = 67;
/// Inputs: the player to move's seat, then the other's.
pub const INPUTS: usize = 2 * PER_SEAT;

/// A network's weights, borrowed so that training can hold its own.
#[derive(Clone, Copy)]
pub struct Net<'a> {
    /// Input to hidden, `INPUTS` rows of `HIDDEN`.
    pub w1: &'a [f32],
    /// Hidden biases.
    pub b1: &'a [f32],
    /// Hidden to output.
    pub w2: &'a [f32],
    /// Output bias.
    pub b2: f32,
    /// Weight of the hand-made evaluation's difference (in hundreds of steps).
    pub c: f32,
}

/// The weights that ship, each checked when compiling to have the network's shape.
pub const LEARNED: Net<'static> = Net {
    w1: sized::<{ INPUTS * HIDDEN }>(&W1),
    b1: sized::<HIDDEN>(&B1),
    w2: sized::<HIDDEN>(&W2),
    b2: B2,
    c: C,
};

/// `weights`, which must hold `N` of them: the weights files are written by training with
/// their lengths as numbers, and this is where a shape that no longer fits stops the build.
pub const fn sized<const N: usize>(weights: &[f32; N]) -> &[f32] {
    weights
}

/// Whether the learned evaluation was trained for `game`'s rules: two players facing each
/// other (Red and Yellow, or Blue and Green), two dice, and the default home, extra-roll and
/// bringing-out rules, no three-sixes rule and no stakes.
pub fn applies(game: &Cangua) -> bool {
    let seats = game.seats();
    seats.len() == 2 && (seats[0].index() + 2 == seats[1].index()) && trained_rules(game)
}

/// Whether `game` is played with two dice and the rules the learned evaluations were
/// trained under: the default home, extra-roll and bringing-out rules, no three-sixes rule
/// and no stakes.
pub fn trained_rules(game: &Cangua) -> bool {
    let o = game.options();
    o.dice == DiceCount::Two
        && o.home == HomeRule::Climb
        && o.extra_roll == ExtraRoll::OneOrSix
        && o.bring_out == BringOut::OneOrSix
        && !o.three_sixes
        && !o.stakes
}

/// The other seat of a two-player game.
pub fn other(game: &Cangua, me: Player) -> Player {
    game.seats()
        .iter()
        .copied()
        .find(|&s| s != me)
        .unwrap_or(me)
}

/// The inputs that are on for `seats` in that order, [`PER_SEAT`] for each.
pub fn active(game: &Cangua, seats: &[Player]) -> Vec<usize> {
    let mut on = Vec::with_capacity(5 * seats.len());
    for (k, &seat) in seats.iter().enumerate() {
        let base = k * PER_SEAT;
        let mut stable = 0;
        for h in game.horses(seat) {
            match h {
                Place::Stable => stable += 1,
                Place::Track(s) => on.push(base + 5 + usize::from(s)),
                Place::Home(c) => on.push(base + 61 + usize::from(c.clamp(1, 6)) - 1),
            }
        }
        on.push(base + stable.min(4));
    }
    on
}

/// The hidden layer (tanh, `H` units) for the inputs `on`, with the weights `w1` (a row of
/// `H` per input) and the biases `b1`.
pub fn hidden<const H: usize>(w1: &[f32], b1: &[f32], on: &[usize]) -> [f32; H] {
    let mut a = [0.0; H];
    a.copy_from_slice(&b1[..H]);
    for &i in on {
        for (x, w) in a.iter_mut().zip(&w1[i * H..(i + 1) * H]) {
            *x += w;
        }
    }
    a.map(f32::tanh)
}

impl Net<'_> {
    /// The hidden layer for the inputs `on`.
    pub fn hidden(&self, on: &[usize]) -> [f32; HIDDEN] {
        hidden(self.w1, self.b1, on)
    }

    /// The output before the sigmoid, from the hidden layer and the hand-made difference `d`.
    pub fn logit(&self, hidden: &[f32; HIDDEN], d: f32) -> f32 {
        self.b2 + self.c * d + hidden.iter().zip(self.w2).map(|(h, w)| h * w).sum::<f32>()
    }

    /// The chance that the player to move wins, from the inputs `on` and the hand-made
    /// difference `d` (the mover's worth less the other's, in hundreds of steps).
    pub fn value(&self, on: &[usize], d: f32) -> f32 {
        sigmoid(self.logit(&self.hidden(on), d))
    }
}

/// The logistic function.
pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The network's inputs for the player to move in `game`, with the hand-made worths `hand`:
/// the inputs that are on, and the mover's worth less the other's in hundreds of steps.
pub fn inputs(game: &Cangua, hand: &[f64; 4]) -> (Vec<usize>, f32) {
    let me = game.to_move();
    let rival = other(game, me);
    let d = ((hand[me.index()] - hand[rival.index()]) / 100.0) as f32;
    (active(game, &[me, rival]), d)
}

/// The worths of `game`'s seats as winning chances in percent, from the hand-made worths
/// `hand`: the winner 100 once the game is over.
pub fn worths(game: &Cangua, hand: &[f64; 4]) -> [f64; 4] {
    let mut out = [0.0; 4];
    let me = game.to_move();
    let rival = other(game, me);
    if game.outcome().is_some() {
        if let Some(w) = game.places().first() {
            out[w.index()] = 100.0;
        }
        return out;
    }
    let (on, d) = inputs(game, hand);
    let v = f64::from(LEARNED.value(&on, d));
    out[me.index()] = 100.0 * v;
    out[rival.index()] = 100.0 * (1.0 - v);
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::cangua_eval::{worth, Chances, Style};
    use crate::ai::{Level, Limits, StoppedClock, Think};
    use crate::core::GameOptions;
    use crate::games::cangua::CanguaOptions;

    /// A game from the position `pos` with the options `sets` (key, value).
    pub(crate) fn game(pos: &str, sets: &[(&str, &str)]) -> Cangua {
        let mut o = CanguaOptions::default();
        for (k, v) in sets {
            o.set(k, v).unwrap();
        }
        Cangua::from_position(pos, o).unwrap()
    }

    const AHEAD: &str = "r=h6,h5,t30,t40 y=t3,s,s,s r 2+3";

    /// The weights were learned for two facing players with two dice and the default rules;
    /// any other game keeps the hand-made evaluation.
    #[test]
    fn applies_only_to_the_rules_it_learned() {
        let two = [("dice", "2")];
        assert!(applies(&game(AHEAD, &two)));
        assert!(applies(&game("b=t3,s,s,s g=t9,s,s,s b 1+4", &two)));
        assert!(!applies(&game("r=t3,s,s,s b=t9,s,s,s r 1+4", &two)));
        assert!(!applies(&game(
            "r=t3,s,s,s b=t9,s,s,s y=s,s,s,s r 1+4",
            &two
        )));
        assert!(!applies(&game("r=h6,h5,h4,t40 y=t3,s,s,s r 2", &[])));
        for (k, v) in [
            ("home", "steps"),
            ("extra", "6"),
            ("bring-out", "6"),
            ("three-sixes", "on"),
            ("stakes", "on"),
        ] {
            assert!(!applies(&game(AHEAD, &[("dice", "2"), (k, v)])), "{k}={v}");
        }
    }

    /// The learned value sides with the player far ahead, whichever seat is to move, and the
    /// two seats' chances add up to 100%.
    #[test]
    fn the_learned_value_favours_the_player_ahead() {
        let two = [("dice", "2")];
        let chance = |pos: &str, seat: Player| {
            let g = game(pos, &two);
            let hand = worth(&g, Style::FULL, &Chances::of(g.options()));
            let w = worths(&g, &hand);
            assert!((w[0] + w[2] - 100.0).abs() < 1e-6, "{pos}");
            w[seat.index()]
        };
        assert!(chance(AHEAD, Player::Red) > 85.0);
        assert!(chance("r=h6,h5,t30,t40 y=t3,s,s,s y 2+3", Player::Red) > 85.0);
        assert!(chance("r=t3,s,s,s y=h6,h5,t30,t40 r 2+3", Player::Red) < 15.0);
    }

    /// Hard weighs two-player two-dice games in winning chances (at most 100 points, reported
    /// in hundredths) and every other game in steps of the track.
    #[test]
    fn hard_scores_two_dice_in_winning_chances() {
        let score = |g: &Cangua| {
            g.think(Level::Hard, Limits::depth(2), &StoppedClock, 1)
                .score
        };
        let learned = score(&game(AHEAD, &[("dice", "2")]));
        assert!((8_000..=10_000).contains(&learned), "{learned}");
        let steps = score(&game("r=h6,h5,t30,t40 y=t3,s,s,s r 1", &[]));
        assert!(steps > 10_000, "{steps}");
    }
}
