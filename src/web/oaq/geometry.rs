//! Where Ô ăn quan's twelve squares sit on the canvas: two rows of five between a half-moon
//! quan square at each end, a strip above and below for each side's store, and which square
//! a tap is on.

use crate::games::oaq::SQUARES;

/// Board width and height in square sides: five squares and a half-moon each side, with a
/// little margin; two rows and a store strip above and below.
const WIDE: f64 = 7.2;
/// See [`WIDE`].
const HIGH: f64 = 3.3;
/// The height of each store strip, in square sides.
const STRIP: f64 = 0.55;

/// The board's placement on the canvas.
#[derive(Clone, Copy, Debug, Default)]
pub struct Geometry {
    /// The canvas size.
    pub w: f64,
    /// See [`Geometry::w`].
    pub h: f64,
    /// A square's side.
    pub u: f64,
    /// The left edge of the West half-moon.
    pub x0: f64,
    /// The top of North's row.
    pub y0: f64,
}

impl Geometry {
    /// Width divided by height.
    pub fn aspect() -> f64 {
        WIDE / HIGH
    }

    /// The geometry for a `w`×`h` canvas.
    pub fn new(w: f64, h: f64) -> Geometry {
        let u = (w / WIDE).min(h / HIGH);
        Geometry {
            w,
            h,
            u,
            x0: (w - 7.0 * u) / 2.0,
            y0: (h - 2.0 * u) / 2.0,
        }
    }

    /// The centre of square `i` (a quan square's is inside its half-moon).
    pub fn xy(&self, i: usize) -> (f64, f64) {
        let u = self.u;
        match i {
            0 => (self.x0 + 0.5 * u, self.y0 + u),
            6 => (self.x0 + 6.5 * u, self.y0 + u),
            1..=5 => (self.x0 + (i as f64 + 0.5) * u, self.y0 + 1.5 * u),
            _ => (self.x0 + ((12 - i) as f64 + 0.5) * u, self.y0 + 0.5 * u),
        }
    }

    /// The middle of side `side`'s store strip (0 South, below; 1 North, above).
    pub fn store_y(&self, side: usize) -> f64 {
        if side == 0 {
            self.y0 + 2.0 * self.u + STRIP * self.u * 0.55
        } else {
            self.y0 - STRIP * self.u * 0.55
        }
    }

    /// The square under (`x`, `y`), if any.
    pub fn hit(&self, x: f64, y: f64) -> Option<usize> {
        let u = self.u;
        let (cx, cy) = ((x - self.x0) / u, (y - self.y0) / u);
        if !(-0.1..=2.1).contains(&cy) || !(-0.1..=7.1).contains(&cx) {
            return None;
        }
        let i = match cx {
            c if c < 1.0 => 0,
            c if c >= 6.0 => 6,
            c => {
                let col = c as usize; // 1–5
                if cy < 1.0 {
                    12 - col
                } else {
                    col
                }
            }
        };
        (i < SQUARES).then_some(i)
    }
}
