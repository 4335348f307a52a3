//! The 25 points of the board, their names (`c3`), and a move between two of them (`a3-b3`).

use crate::core::ParseError;
use std::fmt;

/// A point of the board. Its index is `rank * 5 + file`: a1 = 0, e1 = 4, a2 = 5, …, e5 = 24.
/// Points compare by index (rank first); names sort file first (`a1 < a2 < … < b1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// Every point, in index order (a1, b1, …, e1, a2, …, e5).
    pub const ALL: [Point; 25] = {
        let mut all = [Point(0); 25];
        let mut i = 0;
        while i < 25 {
            all[i] = Point(i as u8);
            i += 1;
        }
        all
    };

    /// The point at `file` (0 = a … 4 = e) and `rank` (0 = rank 1 … 4 = rank 5).
    pub const fn new(file: u8, rank: u8) -> Option<Point> {
        if file < 5 && rank < 5 {
            Some(Point(rank * 5 + file))
        } else {
            None
        }
    }

    /// The point with index `i` (0–24).
    pub const fn from_index(i: usize) -> Option<Point> {
        if i < 25 {
            Some(Point(i as u8))
        } else {
            None
        }
    }

    /// A point from an index the caller knows is below 25 (tables and bit loops).
    pub(crate) const fn at(i: u32) -> Point {
        Point(i as u8)
    }

    /// The index `rank * 5 + file`, 0–24.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The point's bit in a board mask.
    pub(crate) const fn bit(self) -> u32 {
        1 << self.0
    }

    /// The file, 0 (a) to 4 (e).
    pub const fn file(self) -> u8 {
        self.0 % 5
    }

    /// The rank, 0 (rank 1) to 4 (rank 5).
    pub const fn rank(self) -> u8 {
        self.0 / 5
    }

    /// Whether diagonal lines pass through this point (file + rank even).
    pub const fn has_diagonals(self) -> bool {
        (self.file() + self.rank()) % 2 == 0
    }

    /// The name: file letter and rank number, `c3`.
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Reads a name written by [`Point::name`] (`a1` … `e5`, lower case).
    pub fn parse(text: &str) -> Option<Point> {
        let mut chars = text.chars();
        let (f, r) = (chars.next()?, chars.next()?);
        if chars.next().is_some() || !('a'..='e').contains(&f) || !('1'..='5').contains(&r) {
            return None;
        }
        Point::new(f as u8 - b'a', r as u8 - b'1')
    }

    /// The key that orders points by name (file first, then rank), as position strings list them.
    pub(crate) fn name_order(self) -> (u8, u8) {
        (self.file(), self.rank())
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A move: one piece steps from `from` to the adjacent empty point `to` along a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the piece stands.
    pub from: Point,
    /// Where it lands.
    pub to: Point,
}

impl Move {
    /// The move from `from` to `to` (legal or not; `Ganh::play` decides).
    pub const fn new(from: Point, to: Point) -> Move {
        Move { from, to }
    }

    /// Reads the notation `from-to`, e.g. `a3-b3` (surrounding spaces are ignored).
    ///
    /// # Errors
    /// Text that is not two point names joined by `-`; the error names the bad part.
    pub fn parse(text: &str) -> Result<Move, ParseError> {
        let lead = text.chars().take_while(|c| c.is_whitespace()).count();
        let body = text.trim();
        let Some((a, b)) = body.split_once('-') else {
            return Err(ParseError::at(
                lead,
                format!("Nước đi '{body}' phải có dạng 'a3-b3' (điểm đi, dấu '-', điểm đến)."),
                format!("The move '{body}' must look like 'a3-b3' (from, '-', to)."),
            ));
        };
        let from = Point::parse(a).ok_or_else(|| bad_point(lead, a))?;
        let to = Point::parse(b).ok_or_else(|| bad_point(lead + a.chars().count() + 1, b))?;
        Ok(Move { from, to })
    }
}

/// The error for text at `at` that should have been a point name.
pub(crate) fn bad_point(at: usize, text: &str) -> ParseError {
    ParseError::at(
        at,
        format!("'{text}' không phải là một điểm trên bàn cờ (a1…e5)."),
        format!("'{text}' is not a point of the board (a1…e5)."),
    )
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}
