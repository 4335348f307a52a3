//! Cờ cá ngựa, four players with two dice: a small learned evaluation. A position is worth
//! each seat's chance to come home first, read by a one-layer network from where every
//! horse stands (the player to move first, then the others in turn order) plus each seat's
//! hand-made worth ([`super::cangua_eval`]), which goes straight to that seat's output. The
//! weights (`cangua_net4_weights.rs`) were learned by temporal differences over self-play
//! games (`src/bin/cangua-td/four.rs`, docs/ai-log.md "A seventh round").

use super::cangua_net::{active, hidden, sized, trained_rules, PER_SEAT};
use super::cangua_net4_weights::{B1, B2, C, W1, W2};
use crate::core::{Game, Player};
use crate::games::cangua::Cangua;

/// Hidden units.
pub const HIDDEN: usize = 16;
/// Seats, and outputs: one chance for each.
pub const SEATS: usize = 4;
/// Inputs: [`PER_SEAT`] for the player to move, then for each of the others in turn order.
pub const INPUTS: usize = SEATS * PER_SEAT;

/// A network's weights, borrowed so that training can hold its own.
#[derive(Clone, Copy)]
pub struct Net4<'a> {
    /// Input to hidden, `INPUTS` rows of `HIDDEN`.
    pub w1: &'a [f32],
    /// Hidden biases.
    pub b1: &'a [f32],
    /// Hidden to output, `SEATS` rows of `HIDDEN`.
    pub w2: &'a [f32],
    /// Output biases.
    pub b2: &'a [f32],
    /// Weight of each seat's hand-made worth (in hundreds of steps) in its own output.
    pub c: f32,
}

/// The weights that ship (static: the input weights are too many for a constant), each
/// checked when compiling to have the network's shape.
pub static LEARNED: Net4<'static> = Net4 {
    w1: sized::<{ INPUTS * HIDDEN }>(&W1),
    b1: sized::<HIDDEN>(&B1),
    w2: sized::<{ SEATS * HIDDEN }>(&W2),
    b2: sized::<SEATS>(&B2),
    c: C,
};

/// Whether the learned evaluation was trained for `game`: four players, nobody home yet,
/// and the rules of [`trained_rules`].
pub fn applies(game: &Cangua) -> bool {
    game.seats().len() == SEATS && game.places().is_empty() && trained_rules(game)
}

/// The seats from the player to move on, in turn order.
pub fn order(game: &Cangua) -> [Player; SEATS] {
    let seats = game.seats();
    let me = game.to_move();
    let at = seats.iter().position(|&s| s == me).unwrap_or(0);
    std::array::from_fn(|k| seats[(at + k) % seats.len()])
}

/// The network's inputs for `game` with the hand-made worths `hand`: the inputs that are
/// on, each seat's worth in hundreds of steps, and the seats in that order ([`order`]).
pub fn inputs(game: &Cangua, hand: &[f64; 4]) -> (Vec<usize>, [f32; SEATS], [Player; SEATS]) {
    let seats = order(game);
    let worth = seats.map(|s| (hand[s.index()] / 100.0) as f32);
    (active(game, &seats), worth, seats)
}

/// Values given in the order `seats` ([`order`]), placed by seat index.
pub fn by_seat(seats: &[Player; SEATS], values: [f32; SEATS]) -> [f32; 4] {
    let mut out = [0.0; 4];
    for (s, x) in seats.iter().zip(values) {
        out[s.index()] = x;
    }
    out
}

impl Net4<'_> {
    /// The hidden layer for the inputs `on`.
    pub fn hidden(&self, on: &[usize]) -> [f32; HIDDEN] {
        hidden(self.w1, self.b1, on)
    }

    /// Each seat's output before the softmax, from the hidden layer and the worths `worth`.
    pub fn logits(&self, hidden: &[f32; HIDDEN], worth: &[f32; SEATS]) -> [f32; SEATS] {
        std::array::from_fn(|k| {
            let row = &self.w2[k * HIDDEN..(k + 1) * HIDDEN];
            self.b2[k] + self.c * worth[k] + hidden.iter().zip(row).map(|(h, w)| h * w).sum::<f32>()
        })
    }

    /// Each seat's chance to come home first, in the order of [`order`].
    pub fn chances(&self, on: &[usize], worth: &[f32; SEATS]) -> [f32; SEATS] {
        softmax(self.logits(&self.hidden(on), worth))
    }
}

/// Chances from outputs: each one's exponential over their sum.
pub fn softmax(z: [f32; SEATS]) -> [f32; SEATS] {
    let top = z.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let e = z.map(|x| (x - top).exp());
    let sum: f32 = e.iter().sum();
    e.map(|x| x / sum)
}

/// The worths of `game`'s seats as chances in percent to come home first, from the
/// hand-made worths `hand`: 100 for the first seat home once there is one.
pub fn worths(game: &Cangua, hand: &[f64; 4]) -> [f64; 4] {
    let mut out = [0.0; 4];
    if let Some(w) = game.places().first() {
        out[w.index()] = 100.0;
        return out;
    }
    let (on, worth, seats) = inputs(game, hand);
    by_seat(&seats, LEARNED.chances(&on, &worth)).map(|x| 100.0 * f64::from(x))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::cangua_eval::{worth, Chances, Style};
    use crate::ai::cangua_net::tests::game;
    use crate::ai::{Level, Limits, StoppedClock, Think};

    const FOUR: &str = "r=t3,s,s,s b=t9,s,s,s y=t20,s,s,s g=s,s,s,s b 1+4";

    /// Four players with two dice and the default rules, before anyone is home; any other
    /// game keeps another evaluation.
    #[test]
    fn applies_only_to_four_players_with_the_rules_it_learned() {
        let two = [("dice", "2")];
        assert!(applies(&game(FOUR, &two)));
        assert!(!applies(&game(
            "r=t3,s,s,s b=t9,s,s,s y=t20,s,s,s g=s,s,s,s b 4",
            &[]
        )));
        let home = "r=h6,h5,h4,h3 b=t9,s,s,s y=t20,s,s,s g=s,s,s,s b 1+4";
        assert!(!applies(&game(home, &two)), "someone is home");
        assert!(!applies(&game(
            "r=t3,s,s,s b=t9,s,s,s y=s,s,s,s r 1+4",
            &two
        )));
        assert!(!applies(&game("r=t3,s,s,s y=t9,s,s,s r 1+4", &two)));
        assert!(!applies(&game(FOUR, &[("dice", "2"), ("stakes", "on")])));
        assert!(!applies(&game(FOUR, &[("dice", "2"), ("bring-out", "6")])));
    }

    /// The seats are read from the player to move on, in turn order.
    #[test]
    fn the_order_starts_with_the_mover() {
        let g = game(FOUR, &[("dice", "2")]);
        assert_eq!(
            order(&g),
            [Player::Blue, Player::Yellow, Player::Green, Player::Red]
        );
    }

    /// The learned chances side with the seat far ahead, whichever seat is to move, and add
    /// up to 100%.
    #[test]
    fn the_learned_chances_favour_the_seat_ahead() {
        let two = [("dice", "2")];
        for mover in ["r", "b", "y", "g"] {
            let pos = format!("r=t3,s,s,s b=h6,h5,t40,t50 y=t9,s,s,s g=t1,s,s,s {mover} 2+3");
            let g = game(&pos, &two);
            let hand = worth(&g, Style::FULL, &Chances::of(g.options()));
            let w = worths(&g, &hand);
            assert!((w.iter().sum::<f64>() - 100.0).abs() < 1e-3, "{pos}");
            assert!(w[Player::Blue.index()] > 70.0, "{pos}: {w:?}");
        }
    }

    /// Hard weighs four-player two-dice games in chances to come home first (its own less
    /// the others' mean: at most 100 points, reported in hundredths), and the one-die game in
    /// steps of the track.
    #[test]
    fn hard_scores_four_players_with_two_dice_in_chances() {
        let pos = "r=h6,h5,t40,t50 b=t3,s,s,s y=t9,s,s,s g=t1,s,s,s r";
        let score = |dice: &str, roll: &str| {
            let g = game(&format!("{pos} {roll}"), &[("dice", dice)]);
            g.think(Level::Hard, Limits::depth(2), &StoppedClock, 1)
                .score
        };
        let learned = score("2", "2+3");
        assert!((5_000..=10_000).contains(&learned), "{learned}");
        let steps = score("1", "2");
        assert!(steps > 10_000, "{steps}");
    }
}
