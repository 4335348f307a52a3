//! Cells of the 9 × 11 board, their names (`a1` … `i11`) and the eight directions.

use crate::core::Player;
use std::fmt;

/// Number of files, `a` to `i`.
pub const FILES: u8 = 9;
/// Number of ranks, `1` to `11`.
pub const RANKS: u8 = 11;
/// Number of cells on the board.
pub const CELLS: usize = 99;

/// A cell of the board. Its index is `rank × 9 + file` (both counted from 0):
/// a1 = 0, i1 = 8, a2 = 9, …, i11 = 98. Every `Cell` value is on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

/// The cells marked with a diagonal cross, home of each side's 0: e2 for Red, e10 for Blue
/// (indexed by [`Player::index`]).
pub const ZERO_HOMES: [Cell; 2] = [Cell(9 + 4), Cell(9 * 9 + 4)];

/// The home of `player`'s 0 (Red and Blue only; other seats get Red's).
pub fn zero_home(player: Player) -> Cell {
    if player == Player::Blue {
        ZERO_HOMES[1]
    } else {
        ZERO_HOMES[0]
    }
}

impl Cell {
    /// Every cell, a1 first and i11 last (index order).
    pub const ALL: [Cell; CELLS] = {
        let mut all = [Cell(0); CELLS];
        let mut i = 0;
        while i < CELLS {
            all[i] = Cell(i as u8);
            i += 1;
        }
        all
    };

    /// The cell on `file` (0 = a … 8 = i) and `rank` (0 = rank 1 … 10 = rank 11).
    pub const fn new(file: u8, rank: u8) -> Option<Cell> {
        if file < FILES && rank < RANKS {
            Some(Cell(rank * FILES + file))
        } else {
            None
        }
    }

    /// The cell with index `index` (0–98).
    pub const fn from_index(index: u8) -> Option<Cell> {
        if (index as usize) < CELLS {
            Some(Cell(index))
        } else {
            None
        }
    }

    /// The cell with index `index`, which the caller knows is below 99.
    pub(crate) const fn at(index: u8) -> Cell {
        debug_assert!((index as usize) < CELLS);
        Cell(index)
    }

    /// The index `rank × 9 + file`, 0–98.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (a) to 8 (i).
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// The rank counted from 0: 0 is rank 1 (Red's back row), 10 is rank 11.
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The cell's name, file letter then rank number: `e10`.
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Reads a name written by [`Cell::name`] (`a1` … `i11`, lower case, no leading zero).
    pub fn parse(text: &str) -> Option<Cell> {
        let mut chars = text.chars();
        let file = chars.next()?;
        let digits = chars.as_str();
        if !('a'..='i').contains(&file) || digits.is_empty() || digits.len() > 2 {
            return None;
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        Cell::new(file as u8 - b'a', rank.checked_sub(1)?)
    }

    /// The neighbouring cell in direction `dir`, if it is on the board.
    pub fn step(self, dir: Dir) -> Option<Cell> {
        let next = NEXT[self.index()][dir as usize];
        if next == OFF {
            None
        } else {
            Some(Cell(next))
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// One of the eight straight directions a piece moves and captures in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    /// Towards rank 11.
    N,
    /// Towards i11.
    NE,
    /// Towards file i.
    E,
    /// Towards i1.
    SE,
    /// Towards rank 1.
    S,
    /// Towards a1.
    SW,
    /// Towards file a.
    W,
    /// Towards a11.
    NW,
}

impl Dir {
    /// The eight directions, clockwise from north.
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::SE,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::NW,
    ];

    /// The change of (file, rank) for one step.
    pub const fn delta(self) -> (i8, i8) {
        DELTAS[self as usize]
    }

    /// The direction of a straight line from `from` towards `to` and the number of steps,
    /// or `None` when the two are equal or not on one rank, file or diagonal.
    pub fn between(from: Cell, to: Cell) -> Option<(Dir, u8)> {
        let df = i16::from(to.file()) - i16::from(from.file());
        let dr = i16::from(to.rank()) - i16::from(from.rank());
        if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return None;
        }
        let unit = (df.signum() as i8, dr.signum() as i8);
        let dir = Dir::ALL.into_iter().find(|d| d.delta() == unit)?;
        Some((dir, df.abs().max(dr.abs()) as u8))
    }
}

const DELTAS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Marks "off the board" in [`NEXT`].
pub(crate) const OFF: u8 = u8::MAX;

/// `NEXT[cell][dir]`: the index of the neighbour of `cell` in direction `dir`, or [`OFF`].
pub(crate) const NEXT: [[u8; 8]; CELLS] = {
    let mut table = [[OFF; 8]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let file = (i % FILES as usize) as i16;
        let rank = (i / FILES as usize) as i16;
        let mut d = 0;
        while d < 8 {
            let f = file + DELTAS[d].0 as i16;
            let r = rank + DELTAS[d].1 as i16;
            if f >= 0 && f < FILES as i16 && r >= 0 && r < RANKS as i16 {
                table[i][d] = (r * FILES as i16 + f) as u8;
            }
            d += 1;
        }
        i += 1;
    }
    table
};
