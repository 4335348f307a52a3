//! A fast perft: counts move sequences by making and unmaking moves on one board, with a
//! fixed move list per ply and no allocation per node.
//!
//! It walks positions only. A capture of a 0, reaching the point target, both sides unable
//! to move and (when that rule is on) the 100th quiet ply end the walk; repetitions are not
//! tracked. From a game with no repetition in its record the count equals the plain walk over
//! `legal_moves` and `play` up to depth 7, since a third occurrence takes at least 8 plies.

use super::cell::CELLS;
use super::game::Toan;
use super::movegen::{has_move, MoveList};
use super::mv::Move;
use super::options::CaptureRules;
use super::piece::{value, Square, EMPTY};
use crate::core::Game;

/// What stays fixed during the walk.
struct Walk {
    cells: [Square; CELLS],
    score: [u64; 2],
    target: u64,
    rules: CaptureRules,
    /// Quiet plies that end the game (`u32::MAX`: never).
    no_progress: u32,
}

/// Perft of `game` to `depth`.
pub(crate) fn perft(game: &Toan, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.outcome().is_some() {
        return 0;
    }
    let options = game.options();
    let mut walk = Walk {
        cells: game.state.board.cells,
        score: game.state.score.map(u64::from),
        target: u64::from(options.target),
        rules: options.capture_rules(),
        no_progress: options.no_progress.plies().unwrap_or(u32::MAX),
    };
    walk.node(game.state.side(), depth, game.state.quiet_plies)
}

impl Walk {
    /// Counts from a position that is not over, `depth` ≥ 1, with `side` to move.
    fn node(&mut self, side: usize, depth: u32, quiet: u32) -> u64 {
        let list = MoveList::of(&self.cells, side, self.rules);
        let moves = list.as_slice();
        if moves.is_empty() {
            // Neither can move: over. Otherwise the only move is a pass.
            if !has_move(&self.cells, 1 - side, self.rules) {
                return 0;
            }
            if depth == 1 {
                return 1;
            }
            return self.child(1 - side, depth - 1, quiet.saturating_add(1));
        }
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for &mv in moves {
            match mv {
                Move::Step { from, to } => {
                    let (from, to) = (from.index(), to.index());
                    self.cells[to] = self.cells[from];
                    self.cells[from] = EMPTY;
                    total += self.child(1 - side, depth - 1, quiet.saturating_add(1));
                    self.cells[from] = self.cells[to];
                    self.cells[to] = EMPTY;
                }
                Move::Capture { from, to } => {
                    let (from, to) = (from.index(), to.index());
                    let taken = self.cells[to];
                    let points = u64::from(value(taken));
                    self.cells[to] = self.cells[from];
                    self.cells[from] = EMPTY;
                    self.score[side] += points;
                    if points != 0 && self.score[side] < self.target {
                        total += self.node(1 - side, depth - 1, 0);
                    }
                    self.score[side] -= points;
                    self.cells[from] = self.cells[to];
                    self.cells[to] = taken;
                }
                Move::Pass => {}
            }
        }
        total
    }

    /// Counts from the position after a quiet ply (a move or a pass).
    #[inline]
    fn child(&mut self, side: usize, depth: u32, quiet: u32) -> u64 {
        if quiet >= self.no_progress {
            return 0;
        }
        self.node(side, depth, quiet)
    }
}
