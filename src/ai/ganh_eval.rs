//! Cờ gánh for the search: a node holding the position without its history (the game's own
//! move generator and move code make every move), and its evaluation.
//!
//! **Evaluation**, from the player to move, in hundredths of a piece:
//! - material: 100 per piece more than the opponent (every piece converted is worth 200);
//! - mobility: 6 per step more than the opponent's, since a side left without moves loses
//!   and a cramped side gets enclosed (vây);
//! - strong points: 8 per piece more on the points with diagonals, which join 8 lines;
//! - danger: for each side's group with a single empty neighbour that the enemy can step
//!   onto, its pieces count as half lost (a vây threat); and each point where the enemy could
//!   gánh a pair of our pieces costs 30 (the player to move may strike first: it gains 30).

use super::keys::mix128;
use super::search::{End, TwoPlayer};
use crate::games::ganh::{between, dilate, ganh_taken, Bits, Ganh, Move, State, ADJ, EVEN, FULL};

/// A position of Cờ gánh as the search walks it: the rules' own [`State`], which makes the
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

/// The pieces of `side` in groups with exactly one empty neighbour that a piece of `enemy`
/// could step onto (so the enemy may enclose them next move).
fn enclosable(side: u32, enemy: u32, empty: u32) -> u32 {
    let mut left = side;
    let mut weak = 0;
    while left != 0 {
        let mut group = left & left.wrapping_neg();
        loop {
            let grown = group | (dilate(group) & side);
            if grown == group {
                break;
            }
            group = grown;
        }
        left &= !group;
        let liberties = dilate(group) & empty;
        if liberties.count_ones() == 1 && dilate(enemy) & liberties != 0 {
            weak |= group;
        }
    }
    weak
}

/// Steps each piece of `side` could make onto `empty` (counted per piece).
fn mobility(side: u32, empty: u32) -> i32 {
    Bits(side)
        .map(|p| (ADJ[p.index()] & empty).count_ones() as i32)
        .sum()
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
        let (us, them) = (self.state.pos.us, self.state.pos.them);
        let empty = !(us | them) & FULL;
        let material = (us.count_ones() as i32 - them.count_ones() as i32) * 100;
        let mobility = (mobility(us, empty) - mobility(them, empty)) * 6;
        let strong = ((us & EVEN).count_ones() as i32 - (them & EVEN).count_ones() as i32) * 8;
        let enclosed = (enclosable(them, us, empty).count_ones() as i32
            - enclosable(us, them, empty).count_ones() as i32)
            * 50;
        // Points where a step would gánh a pair: ours to take now, theirs to fear.
        let ours = (between(them) & empty & dilate(us)).count_ones() as i32;
        let theirs = (between(us) & empty & dilate(them)).count_ones() as i32;
        material + mobility + strong + enclosed + (ours - theirs) * 30
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
