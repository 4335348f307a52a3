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
use crate::core::Game;
use crate::games::ganh::{
    between, dilate, ganh_taken, Bits, Forced, Ganh, Move, Position, Vay, ADJ, FULL,
    NO_PROGRESS_PLIES,
};

/// The points that diagonal lines pass through (file + rank even): each joins up to 8 lines.
const STRONG: u32 = {
    let mut m = 0;
    let mut i = 0;
    while i < 25 {
        if (i % 5 + i / 5) % 2 == 0 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

/// A position of Cờ gánh as the search walks it.
#[derive(Clone, Copy, Debug)]
pub struct GanhNode {
    pos: Position,
    /// Plies since a piece was last converted.
    quiet: u32,
    forced: Forced,
    vay: Vay,
    repetition: bool,
    no_progress: bool,
}

impl GanhNode {
    /// The node of `game`'s current position, and the keys of the positions before it.
    pub fn of(game: &Ganh) -> (GanhNode, Vec<u64>) {
        let (pos, quiet, seen) = game.search_start();
        let options = game.options();
        let node = GanhNode {
            pos,
            quiet,
            forced: options.forced,
            vay: options.vay,
            repetition: options.draw_repetition,
            no_progress: options.draw_no_progress,
        };
        let history = seen[..seen.len().saturating_sub(1)]
            .iter()
            .map(|&k| mix128(k))
            .collect();
        (node, history)
    }
}

/// The legal moves of `pos` that land on a point of `onto`.
fn moves_onto(pos: &Position, onto: u32, out: &mut Vec<Move>) {
    for from in Bits(pos.us) {
        for to in Bits(ADJ[from.index()] & onto) {
            out.push(Move { from, to });
        }
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
            moves_onto(&self.pos, self.pos.targets(self.forced), out);
        }
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        if self.end().is_none() {
            moves_onto(
                &self.pos,
                self.pos.targets(self.forced) & self.pos.ganh_points(),
                out,
            );
        }
    }

    fn after(&self, mv: Move) -> GanhNode {
        let before = if self.forced == Forced::Off {
            0
        } else {
            self.pos.their_ganh_points()
        };
        let (pos, fx) = self.pos.after(
            mv.from.index(),
            mv.to.index(),
            (self.forced, self.vay),
            before,
        );
        let quiet = if fx.ganh | fx.vay != 0 {
            0
        } else {
            self.quiet + 1
        };
        GanhNode {
            pos,
            quiet,
            ..*self
        }
    }

    fn end(&self) -> Option<End> {
        if self.pos.us == 0 {
            return Some(End::Loss);
        }
        if self.pos.them == 0 {
            return Some(End::Win);
        }
        if self.pos.count_moves(self.forced) == 0 {
            return Some(End::Loss);
        }
        if self.no_progress && self.quiet >= NO_PROGRESS_PLIES {
            return Some(End::Draw);
        }
        None
    }

    fn stall(&self) -> Option<End> {
        self.repetition.then_some(End::Draw)
    }

    fn key(&self) -> u64 {
        mix128(self.pos.key())
    }

    fn reversible_plies(&self) -> usize {
        self.quiet as usize
    }

    fn evaluate(&self) -> i32 {
        let (us, them) = (self.pos.us, self.pos.them);
        let empty = !(us | them) & FULL;
        let material = (us.count_ones() as i32 - them.count_ones() as i32) * 100;
        let mobility = (mobility(us, empty) - mobility(them, empty)) * 6;
        let strong = ((us & STRONG).count_ones() as i32 - (them & STRONG).count_ones() as i32) * 8;
        let enclosed = (enclosable(them, us, empty).count_ones() as i32
            - enclosable(us, them, empty).count_ones() as i32)
            * 50;
        // Points where a step would gánh a pair: ours to take now, theirs to fear.
        let ours = (between(them) & empty & dilate(us)).count_ones() as i32;
        let theirs = (between(us) & empty & dilate(them)).count_ones() as i32;
        material + mobility + strong + enclosed + (ours - theirs) * 30
    }

    fn order_hint(&self, mv: Move) -> i32 {
        ganh_taken(mv.to.index(), self.pos.them).count_ones() as i32 * 100
    }

    fn must_move(&self) -> bool {
        match self.forced {
            Forced::Opening => self.pos.mo != 0,
            Forced::Always => self.pos.ganh_points() != 0,
            Forced::Off => false,
        }
    }

    fn history_index(&self, mv: Move) -> usize {
        mv.from.index() * 25 + mv.to.index()
    }

    fn no_moves(&self) -> End {
        End::Loss
    }
}
