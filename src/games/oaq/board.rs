//! The ring of twelve squares: which are quan squares, where each side's row starts, and the
//! step from one square to the next in either direction.
//!
//! Indices, counterclockwise as South sees the board: 0 is the West quan square, 1–5 South's
//! squares from West to East, 6 the East quan square, 7–11 North's squares from East to West.

/// Squares on the board.
pub const SQUARES: usize = 12;

/// The two quan squares, West then East.
pub const QUAN_SQUARES: [usize; 2] = [0, 6];

/// Squares in a player's row.
pub const ROW: usize = 5;

/// Whether square `i` is a quan square (0 or 6).
#[inline]
pub const fn is_quan(i: usize) -> bool {
    i % 6 == 0
}

/// The first square of side `side`'s row (0: South, squares 1–5; 1: North, squares 7–11).
#[inline]
pub const fn row_start(side: usize) -> usize {
    1 + 6 * side
}

/// The square after `i` going up in index (`up`, the mover's right, written `>`) or down.
#[inline]
pub const fn step(i: usize, up: bool) -> usize {
    if up {
        (i + 1) % SQUARES
    } else {
        (i + SQUARES - 1) % SQUARES
    }
}
