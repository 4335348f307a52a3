//! The one move generator: every step and capture of a side, straight from RULES.md §2.
//! Everything else (legality, hints, perft) asks it.

use super::arithmetic::USABLE;
use super::cell::{Cell, CELLS, NEXT, OFF};
use super::mv::Move;
use super::options::{Blockers, CaptureRules, Division};
use super::piece::{owner, value, Square, EMPTY};

/// More than the most moves a side can have: 9 pieces × at most 34 steps, plus at most one
/// capture per (mover, direction) since the target is the first piece that blocks.
pub(crate) const MAX_MOVES: usize = 400;

/// Calls `emit` with every step and capture of side `side` (0 Red, 1 Blue), by mover cell,
/// then direction ([`super::Dir::ALL`] order), then distance. Passing is not generated here.
#[inline]
pub(crate) fn generate(
    cells: &[Square; CELLS],
    side: usize,
    rules: CaptureRules,
    emit: impl FnMut(Move),
) {
    walk::<true>(cells, side, rules, emit);
}

/// Calls `emit` with every capture of side `side`, in the order of [`generate`] (for the
/// computer opponent's quiescence search, which looks at captures only).
#[inline]
pub(crate) fn generate_captures(
    cells: &[Square; CELLS],
    side: usize,
    rules: CaptureRules,
    emit: impl FnMut(Move),
) {
    walk::<false>(cells, side, rules, emit);
}

/// The one walk over a side's pieces behind [`generate`]; steps are listed when `STEPS`.
#[inline]
fn walk<const STEPS: bool>(
    cells: &[Square; CELLS],
    side: usize,
    rules: CaptureRules,
    mut emit: impl FnMut(Move),
) {
    let table = &USABLE[usize::from(rules.division == Division::Remainder)];
    for from in 0..CELLS {
        let sq = cells[from];
        if sq == EMPTY || owner(sq) != side {
            continue;
        }
        let m = value(sq);
        if m == 0 {
            continue; // the 0 never moves and is never the mover
        }
        let from_cell = Cell::at(from as u8);
        for (dir, &first) in NEXT[from].iter().enumerate() {
            if first == OFF {
                continue;
            }
            let next = cells[usize::from(first)];
            if next == EMPTY {
                if !STEPS {
                    continue;
                }
                // Move: 1 to m cells, every one empty.
                let mut to = first;
                for _ in 0..m {
                    emit(Move::Step {
                        from: from_cell,
                        to: Cell::at(to),
                    });
                    to = NEXT[usize::from(to)][dir];
                    if to == OFF || cells[usize::from(to)] != EMPTY {
                        break;
                    }
                }
            } else if owner(next) == side {
                // Capture: `first` holds the partner; the target is the first piece beyond
                // it that blocks, and must be an enemy at a usable distance.
                let partner = value(next);
                if partner == 0 && !rules.zero_partner {
                    continue;
                }
                let usable = table[usize::from(m)][usize::from(partner)];
                let mut target = first;
                let mut distance = 0u32;
                loop {
                    target = NEXT[usize::from(target)][dir];
                    if target == OFF {
                        break;
                    }
                    distance += 1;
                    let there = cells[usize::from(target)];
                    if there == EMPTY {
                        continue;
                    }
                    if owner(there) != side {
                        if usable & (1 << distance) != 0 {
                            emit(Move::Capture {
                                from: from_cell,
                                to: Cell::at(target),
                            });
                        }
                        break;
                    }
                    if rules.blockers == Blockers::Any {
                        break;
                    }
                }
            }
        }
    }
}

/// Whether side `side` has any step or capture.
pub(crate) fn has_move(cells: &[Square; CELLS], side: usize, rules: CaptureRules) -> bool {
    for from in 0..CELLS {
        let sq = cells[from];
        if sq != EMPTY && owner(sq) == side && value(sq) != 0 {
            let free = NEXT[from]
                .iter()
                .any(|&n| n != OFF && cells[usize::from(n)] == EMPTY);
            if free {
                return true;
            }
        }
    }
    let mut any = false;
    generate(cells, side, rules, |_| any = true);
    any
}

/// A fixed-capacity list of moves, filled by [`generate`] without allocating.
pub(crate) struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// The moves of side `side`.
    #[inline]
    pub fn of(cells: &[Square; CELLS], side: usize, rules: CaptureRules) -> MoveList {
        let mut list = MoveList {
            moves: [Move::Pass; MAX_MOVES],
            len: 0,
        };
        generate(cells, side, rules, |mv| {
            if list.len < MAX_MOVES {
                list.moves[list.len] = mv;
                list.len += 1;
            }
        });
        list
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}
