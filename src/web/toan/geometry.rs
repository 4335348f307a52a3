//! Where Cờ toán's 9×11 cells sit on the canvas, and which cell a tap falls in.

use crate::games::toan::Cell;

/// Files across and ranks up the board.
pub const FILES: f64 = 9.0;
/// See [`FILES`].
pub const RANKS: f64 = 11.0;
/// Space left round the grid for coordinates, in cells.
const RIM: f64 = 0.45;

/// The board's placement on its canvas.
#[derive(Clone, Copy, Debug, Default)]
pub struct Geometry {
    /// Left edge of the grid.
    pub x0: f64,
    /// Top edge of the grid.
    pub y0: f64,
    /// Side of one cell.
    pub cell: f64,
    /// Canvas width and height.
    pub w: f64,
    /// See [`Geometry::w`].
    pub h: f64,
}

impl Geometry {
    /// The geometry for a `w`×`h` canvas.
    pub fn new(w: f64, h: f64) -> Geometry {
        let cell = (w / (FILES + 2.0 * RIM)).min(h / (RANKS + 2.0 * RIM));
        let x0 = (w - cell * FILES) / 2.0;
        let y0 = (h - cell * RANKS) / 2.0;
        Geometry { x0, y0, cell, w, h }
    }

    /// Width divided by height of the whole board, rim included.
    pub fn aspect() -> f64 {
        (FILES + 2.0 * RIM) / (RANKS + 2.0 * RIM)
    }

    /// Centre of `c` (rank 1 at the bottom).
    pub fn xy(&self, c: Cell) -> (f64, f64) {
        let (f, r) = (c.file() as f64, c.rank() as f64);
        (
            self.x0 + (f + 0.5) * self.cell,
            self.y0 + (RANKS - 1.0 - r + 0.5) * self.cell,
        )
    }

    /// The cell under (x, y), if any.
    pub fn hit(&self, x: f64, y: f64) -> Option<Cell> {
        let f = ((x - self.x0) / self.cell).floor();
        let r = RANKS - 1.0 - ((y - self.y0) / self.cell).floor();
        if !(0.0..FILES).contains(&f) || !(0.0..RANKS).contains(&r) {
            return None;
        }
        Cell::new(f as u8, r as u8)
    }
}
