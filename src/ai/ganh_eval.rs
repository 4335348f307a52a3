//! Cờ gánh for the search: a node holding the position without its history (the game's own
//! move generator and move code make every move), and its evaluation.
//!
//! **Evaluation**, from the player to move, in hundredths of a piece: a sum of weighted terms
//! ([`GanhNode::features`]) whose weights were fitted to the results of 4,000 games of
//! self-play (docs/ai.md, "The evaluations' weights"):
//! - material: 123 per piece more than the opponent;
//! - strong points: −32 per piece more on the points with diagonals (8 lines meet there, so
//!   a piece there can be taken in a gánh along more of them);
//! - gánh points: +30 for each point where the player to move could gánh a pair now, and +63
//!   for each point where the opponent could (a gap between two of our pieces next to an
//!   enemy is usually a mở trap laid for it, not a weakness);
//! - room: 40 per empty point next to one's pieces more than the opponent's (a cramped side
//!   runs out of moves and gets enclosed, vây).

use super::keys::mix128;
use super::search::{End, TwoPlayer};
use crate::games::ganh::{between, dilate, ganh_taken, Ganh, Move, State, EVEN, FULL};

/// A position of Cờ gánh as the search walks it: the rules' own `State`, which makes the
/// moves and ends the game.
#[derive(Clone, Copy, Debug)]
pub struct GanhNode {
    state: State,
    /// Whether a third repetition draws the game.
    repetition: bool,
}

impl GanhNode {
    /// The node of `game`'s current position, and the keys of the positions before it.
    pub fn of(game: &Ganh) -> (GanhNode, Vec<u64>) {
        let (state, seen) = game.search_start();
        let node = GanhNode {
            state,
            repetition: crate::core::Game::options(game).draw_repetition,
        };
        let history = seen[..seen.len().saturating_sub(1)]
            .iter()
            .map(|&k| mix128(k))
            .collect();
        (node, history)
    }
}

/// How many terms the evaluation weighs.
pub const FEATURES: usize = 5;

/// The weight of each of [`GanhNode::features`], in hundredths of a piece.
const WEIGHTS: [i32; FEATURES] = [123, -32, 30, 63, 40];

impl GanhNode {
    /// The terms the evaluation weighs, for the player to move: pieces (less the opponent's);
    /// pieces on strong points (less the opponent's); points where it could gánh now; points
    /// where the opponent could; empty points next to its pieces (less the opponent's). Public
    /// so that the weights can be fitted to the results of games.
    pub fn features(&self) -> [i32; FEATURES] {
        let (us, them) = (self.state.pos.us, self.state.pos.them);
        let empty = !(us | them) & FULL;
        let diff = |a: u32, b: u32| a.count_ones() as i32 - b.count_ones() as i32;
        [
            diff(us, them),
            diff(us & EVEN, them & EVEN),
            (between(them) & empty & dilate(us)).count_ones() as i32,
            (between(us) & empty & dilate(them)).count_ones() as i32,
            diff(dilate(us) & empty, dilate(them) & empty),
        ]
    }
}

impl TwoPlayer for GanhNode {
    type Move = Move;
    const HISTORY_SIZE: usize = 25 * 25;

    fn moves(&self, out: &mut Vec<Move>) {
        if self.end().is_none() {
            self.state.moves_onto(FULL, |mv| out.push(mv));
        }
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        if self.end().is_none() {
            self.state
                .moves_onto(self.state.pos.ganh_points(), |mv| out.push(mv));
        }
    }

    fn after(&self, mv: Move) -> GanhNode {
        let mut next = *self;
        next.state.play_unchecked(mv);
        next
    }

    fn end(&self) -> Option<End> {
        self.state
            .ended(|| false)
            .map(|o| End::of(&o, self.state.pos.side))
    }

    fn stall(&self) -> Option<End> {
        self.repetition.then_some(End::Draw)
    }

    fn key(&self) -> u64 {
        mix128(self.state.pos.key())
    }

    fn reversible_plies(&self) -> usize {
        self.state.quiet as usize
    }

    fn evaluate(&self) -> i32 {
        let f = self.features();
        f.iter().zip(WEIGHTS).map(|(x, w)| x * w).sum()
    }

    fn order_hint(&self, mv: Move) -> i32 {
        ganh_taken(mv.to.index(), self.state.pos.them).count_ones() as i32 * 100
    }

    fn must_move(&self) -> bool {
        self.state.obligation() != 0
    }

    fn history_index(&self, mv: Move) -> usize {
        mv.from.index() * 25 + mv.to.index()
    }

    fn no_moves(&self) -> End {
        End::Loss
    }
}
