//! The board as 99 bytes, one per cell: what the move generator and perft walk over.

use super::cell::{Cell, CELLS, ZERO_HOMES};
use super::piece::Piece;
use super::piece::{decode, encode, owner, value, Square, EMPTY};

/// The pieces on the 99 cells, by cell index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    /// One [`Square`] per cell.
    pub cells: [Square; CELLS],
}

impl Board {
    /// The start: each side's 1–9 on its back row (Red 1 on a1, Blue 1 on i11), 0 on its home.
    pub fn start() -> Board {
        let mut cells = [EMPTY; CELLS];
        for v in 1..=9u8 {
            cells[usize::from(v - 1)] = encode(0, v);
            cells[CELLS - usize::from(v)] = encode(1, v);
        }
        cells[ZERO_HOMES[0].index()] = encode(0, 0);
        cells[ZERO_HOMES[1].index()] = encode(1, 0);
        Board { cells }
    }

    /// The piece on `cell`.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        decode(self.cells[cell.index()])
    }

    /// Whether side `side` (0 Red, 1 Blue) still has its 0 on the board.
    pub fn has_zero(&self, side: usize) -> bool {
        self.cells
            .iter()
            .any(|&sq| sq != EMPTY && owner(sq) == side && value(sq) == 0)
    }
}
