//! Where Cờ gánh's 25 points sit on the canvas, and which point a tap is nearest.

use crate::games::ganh::Point;

/// The board's placement on a square canvas.
#[derive(Clone, Copy, Debug, Default)]
pub struct Geometry {
    /// Distance from the canvas edge to the outer lines.
    pub margin: f64,
    /// Distance between neighbouring points.
    pub step: f64,
    /// Side of the board area.
    pub side: f64,
}

impl Geometry {
    /// The geometry for a `w`×`h` canvas (the board is the largest square that fits).
    pub fn new(w: f64, h: f64) -> Geometry {
        let side = w.min(h);
        let margin = side * 0.11;
        Geometry {
            margin,
            step: (side - 2.0 * margin) / 4.0,
            side,
        }
    }

    /// Centre of point `p` (rank 1 at the bottom).
    pub fn xy(&self, p: Point) -> (f64, f64) {
        let (f, r) = (p.file() as f64, p.rank() as f64);
        (
            self.margin + f * self.step,
            self.margin + (4.0 - r) * self.step,
        )
    }

    /// Radius of a piece.
    pub fn piece_radius(&self) -> f64 {
        self.step * 0.27
    }

    /// The point nearest (x, y), if the tap is close enough to it.
    pub fn hit(&self, x: f64, y: f64) -> Option<Point> {
        let best = Point::ALL.iter().copied().min_by(|a, b| {
            let da = dist2(self.xy(*a), (x, y));
            let db = dist2(self.xy(*b), (x, y));
            da.total_cmp(&db)
        })?;
        (dist2(self.xy(best), (x, y)).sqrt() <= self.step * 0.5).then_some(best)
    }
}

fn dist2(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}
