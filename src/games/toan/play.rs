//! Playing a turn: the capture's arithmetic, the score, and how the game ends.

use super::arithmetic::{ops_for, Op};
use super::cell::Cell;
use super::cell::Dir;
use super::game::{Toan, ToanReport};
use super::mv::Move;
use super::piece::decode;
use crate::core::{EndReason, Game, Lang, Outcome};

/// Occurrences of one position that end the game when the `repetition` rule is on.
pub const REPETITIONS: usize = 3;

/// The partner, the direction and the distance beyond the partner of a capture's geometry:
/// the partner stands next to the mover on the line to the target.
pub(crate) fn capture_line(from: Cell, to: Cell) -> Option<(Cell, Dir, u8)> {
    let (dir, steps) = Dir::between(from, to)?;
    let partner = from.step(dir)?;
    Some((partner, dir, steps.checked_sub(1)?))
}

impl Toan {
    /// Every operation that makes the capture `mv` here (several when several give the same
    /// distance, as 8 + 5 = 13 and 8 − 5 = 3 both give 3); empty when `mv` is not a legal capture.
    pub fn capture_ops(&self, mv: Move) -> Vec<Op> {
        let Move::Capture { from, to } = mv else {
            return Vec::new();
        };
        if !self.is_legal(mv) {
            return Vec::new();
        }
        let Some((partner, _, distance)) = capture_line(from, to) else {
            return Vec::new();
        };
        match (self.piece_at(from), self.piece_at(partner)) {
            (Some(m), Some(p)) => ops_for(m.value, p.value, distance, self.options.division),
            _ => Vec::new(),
        }
    }

    /// The move as the move list shows it, in the app's default language, with every
    /// operation of a capture: `c5xc9 (8+5=13, 8-5=3, 8÷5 dư 3)`; moves and passes as plain
    /// notation.
    pub fn annotate(&self, mv: Move) -> String {
        self.annotate_in(mv, Lang::default())
    }

    /// [`Toan::annotate`] in `lang` (only a remainder reads differently: `8÷5 dư 3`, `8÷5 rem 3`).
    pub fn annotate_in(&self, mv: Move, lang: Lang) -> String {
        let ops = self.capture_ops(mv);
        if ops.is_empty() {
            return mv.to_string();
        }
        let shown: Vec<String> = ops.iter().map(|op| op.short(lang)).collect();
        format!("{mv} ({})", shown.join(", "))
    }

    /// Plays a move already known to be legal.
    pub(crate) fn apply(&mut self, mv: Move) -> ToanReport {
        let ops = self.capture_ops(mv);
        let taken = decode(self.state.play_unchecked(mv));
        if taken.is_some() {
            // No earlier position can come back once a piece has left the board.
            self.seen.clear();
        }
        self.remember();
        self.outcome = self.judge();
        ToanReport {
            mv,
            captured: taken,
            ops,
            zero_captured: taken.is_some_and(|p| p.is_zero()),
            passed: mv == Move::Pass,
        }
    }

    /// How the game stands ended, judged from the position and its record, in this order:
    /// a 0 captured, the point target, the third repetition, 100 quiet plies, neither side able
    /// to move.
    pub(crate) fn judge(&self) -> Option<Outcome> {
        let repeated = || self.options.draw_repetition && self.repetitions() >= REPETITIONS;
        self.state.ended(repeated).or_else(|| {
            self.state
                .no_moves()
                .then(|| self.state.stall(EndReason::NoMoves))
        })
    }
}
