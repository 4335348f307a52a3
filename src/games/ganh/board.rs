//! The drawn lines as bit masks: adjacency, the pairs of points on either side of a point,
//! and the shifts that spread a set of points one step along the lines.
//!
//! A mask holds one bit per point (bit `rank * 5 + file`), 25 bits of a `u32`.

use super::point::Point;

/// Every point.
pub(crate) const FULL: u32 = (1 << 25) - 1;
/// The points of file a.
const FILE_A: u32 = 0x0010_8421;
/// The points of file e.
const FILE_E: u32 = FILE_A << 4;
/// The points that diagonal lines pass through (file + rank even).
pub(crate) const EVEN: u32 = {
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

/// The four kinds of line through a point, as (file step, rank step):
/// horizontal, vertical, diagonal `/`, diagonal `\`.
const AXES: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (-1, 1)];

/// The index of the point `(file, rank)` if it is on the board.
const fn index(file: i32, rank: i32) -> Option<u32> {
    if file >= 0 && file < 5 && rank >= 0 && rank < 5 {
        Some((rank * 5 + file) as u32)
    } else {
        None
    }
}

/// For each point, the pair of points on either side of it along each line through it
/// (`0` where that line does not exist or the point is at its end), in the order of `AXES`.
pub(crate) const PAIRS: [[u32; 4]; 25] = {
    let mut t = [[0; 4]; 25];
    let mut i = 0;
    while i < 25 {
        let (f, r) = ((i % 5) as i32, (i / 5) as i32);
        let mut a = 0;
        while a < 4 {
            let (df, dr) = AXES[a];
            let diagonal = df != 0 && dr != 0;
            if !diagonal || (f + r) % 2 == 0 {
                if let (Some(x), Some(y)) = (index(f - df, r - dr), index(f + df, r + dr)) {
                    t[i][a] = (1 << x) | (1 << y);
                }
            }
            a += 1;
        }
        i += 1;
    }
    t
};

/// For each point, the points joined to it by a drawn segment.
pub(crate) const ADJ: [u32; 25] = {
    let mut t = [0; 25];
    let mut i = 0;
    while i < 25 {
        let (f, r) = ((i % 5) as i32, (i / 5) as i32);
        let mut a = 0;
        while a < 4 {
            let (df, dr) = AXES[a];
            let diagonal = df != 0 && dr != 0;
            if !diagonal || (f + r) % 2 == 0 {
                if let Some(x) = index(f - df, r - dr) {
                    t[i] |= 1 << x;
                }
                if let Some(y) = index(f + df, r + dr) {
                    t[i] |= 1 << y;
                }
            }
            a += 1;
        }
        i += 1;
    }
    t
};

/// The points one step along a line from some point of `m`.
#[inline]
pub(crate) const fn dilate(m: u32) -> u32 {
    let not_e = m & !FILE_E;
    let not_a = m & !FILE_A;
    let orth = (m << 5) | (m >> 5) | (not_e << 1) | (not_a >> 1);
    let diag = ((not_e & EVEN) << 6)
        | ((not_a & EVEN) << 4)
        | ((not_e & EVEN) >> 4)
        | ((not_a & EVEN) >> 6);
    (orth | diag) & FULL
}

/// The points that lie between two points of `m` on a drawn line (the middle of three in a row).
#[inline]
pub(crate) const fn between(m: u32) -> u32 {
    let not_e = m & !FILE_E;
    let not_a = m & !FILE_A;
    let horizontal = (not_e << 1) & (not_a >> 1);
    let vertical = (m << 5) & (m >> 5);
    let diagonal = ((not_e << 6) & (not_a >> 6)) | ((not_a << 4) & (not_e >> 4));
    (horizontal | vertical | (diagonal & EVEN)) & FULL
}

/// The points of a mask, lowest index first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bits(pub u32);

impl Iterator for Bits {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Point::at(i))
    }
}

/// The points joined to `p` by a drawn segment, lowest index first.
pub fn neighbours(p: Point) -> impl Iterator<Item = Point> {
    Bits(ADJ[p.index()])
}

/// Whether a drawn segment joins `a` and `b`.
pub fn joined(a: Point, b: Point) -> bool {
    ADJ[a.index()] & b.bit() != 0
}

/// Every drawn straight line, end to end: the five ranks, the five files, the two long
/// diagonals and the four sides of the diamond a3–c5–e3–c1.
pub const LINES: [(Point, Point); 16] = [
    (Point::at(0), Point::at(4)),
    (Point::at(5), Point::at(9)),
    (Point::at(10), Point::at(14)),
    (Point::at(15), Point::at(19)),
    (Point::at(20), Point::at(24)),
    (Point::at(0), Point::at(20)),
    (Point::at(1), Point::at(21)),
    (Point::at(2), Point::at(22)),
    (Point::at(3), Point::at(23)),
    (Point::at(4), Point::at(24)),
    (Point::at(0), Point::at(24)),
    (Point::at(4), Point::at(20)),
    (Point::at(10), Point::at(22)),
    (Point::at(22), Point::at(14)),
    (Point::at(14), Point::at(2)),
    (Point::at(2), Point::at(10)),
];

/// Every drawn segment between two neighbouring points, once each (56 in all),
/// lower index first within a segment.
pub fn segments() -> Vec<(Point, Point)> {
    Point::ALL
        .iter()
        .flat_map(|&a| Bits(ADJ[a.index()] & !((a.bit() << 1) - 1)).map(move |b| (a, b)))
        .collect()
}
