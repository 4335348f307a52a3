//! Where Cờ cá ngựa's cells sit: a 15×15 grid in the shape of a cross. The 56 track cells run
//! round the cross (14 a side, counter-clockwise); each home column runs up the middle of its
//! arm to the centre; the stables fill the corners. Seat 0 (Red) sits at the bottom and the
//! other seats follow counter-clockwise.

/// Grid cells across the board.
pub const GRID: f64 = 15.0;

/// One side of the track for seat 0, as grid cells (column, row), row 0 at the top:
/// its start cell, up the right side of the bottom arm, the inner corner, along the bottom of
/// the right arm, and the end cap of that arm (seat 1's gate).
const SIDE: [(f64, f64); 14] = [
    (8.0, 14.0),
    (8.0, 13.0),
    (8.0, 12.0),
    (8.0, 11.0),
    (8.0, 10.0),
    (8.0, 9.0),
    (9.0, 9.0),
    (9.0, 8.0),
    (10.0, 8.0),
    (11.0, 8.0),
    (12.0, 8.0),
    (13.0, 8.0),
    (14.0, 8.0),
    (14.0, 7.0),
];

/// Turns a grid cell a quarter counter-clockwise round the centre (one seat on).
fn turn((x, y): (f64, f64)) -> (f64, f64) {
    (y, GRID - 1.0 - x)
}

fn turn_n(mut c: (f64, f64), n: usize) -> (f64, f64) {
    for _ in 0..n % 4 {
        c = turn(c);
    }
    c
}

/// The grid cell of absolute track cell `i` (0–55; seat s starts at 14·s).
pub fn track(i: usize) -> (f64, f64) {
    let i = i % 56;
    turn_n(SIDE[i % 14], i / 14)
}

/// The grid cell of home cell `k` (1–6, 6 deepest) of seat `seat`.
pub fn home(seat: usize, k: u8) -> (f64, f64) {
    turn_n((7.0, 14.0 - k as f64), seat)
}

/// The grid position of stable spot `n` (0–3) of seat `seat`: a 2×2 group in its corner,
/// spread wide enough that the dice fit between the four horses.
pub fn stable(seat: usize, n: usize) -> (f64, f64) {
    let (dx, dy) = [(0.0, 0.0), (2.9, 0.0), (0.0, 2.9), (2.9, 2.9)][n % 4];
    turn_n((10.05 + dx, 10.05 + dy), seat)
}

/// The centre of seat `seat`'s stable, in grid units.
pub fn stable_centre(seat: usize) -> (f64, f64) {
    turn_n((11.5, 11.5), seat)
}

/// Placement of the 15×15 grid on a square canvas.
#[derive(Clone, Copy, Debug, Default)]
pub struct Geometry {
    /// Left and top edge of the grid.
    pub origin: f64,
    /// Size of one grid cell.
    pub cell: f64,
}

impl Geometry {
    /// The geometry for a `w`×`h` canvas.
    pub fn new(w: f64, h: f64) -> Geometry {
        let side = w.min(h);
        let cell = side / (GRID + 0.4);
        Geometry {
            origin: cell * 0.2,
            cell,
        }
    }

    /// Canvas position of the centre of grid cell (x, y).
    pub fn xy(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (
            self.origin + (x + 0.5) * self.cell,
            self.origin + (y + 0.5) * self.cell,
        )
    }

    /// Canvas position of a grid corner (x, y): (0, 0) is the top-left of the board,
    /// (15, 15) its bottom-right.
    pub fn corner(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (self.origin + x * self.cell, self.origin + y * self.cell)
    }

    /// The grid cell position (as [`Geometry::xy`] takes it) under canvas point (x, y).
    pub fn grid(&self, x: f64, y: f64) -> (f64, f64) {
        (
            (x - self.origin) / self.cell - 0.5,
            (y - self.origin) / self.cell - 0.5,
        )
    }
}

/// Turns a point given in grid corners (0–15) a quarter counter-clockwise round the
/// centre, as [`turn`] does for cells.
pub fn turn_corner((x, y): (f64, f64), n: usize) -> (f64, f64) {
    let mut c = (x, y);
    for _ in 0..n % 4 {
        c = (c.1, GRID - c.0);
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn track_cells_are_distinct_and_adjacent() {
        for i in 0..56 {
            let (a, b) = (track(i), track(i + 1));
            let d = (a.0 - b.0).abs() + (a.1 - b.1).abs();
            assert!(
                d == 1.0,
                "cells {i} and {} are not neighbours: {a:?} {b:?}",
                i + 1
            );
            for j in 0..i {
                assert_ne!(track(i), track(j), "cells {i} and {j} overlap");
            }
        }
    }

    #[test]
    fn each_gate_leads_into_its_home_column() {
        for seat in 0..4 {
            let gate = track(14 * seat + 55);
            let h1 = home(seat, 1);
            assert_eq!(
                (gate.0 - h1.0).abs() + (gate.1 - h1.1).abs(),
                1.0,
                "seat {seat}"
            );
        }
    }
}
