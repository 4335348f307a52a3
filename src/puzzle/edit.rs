//! The board editor's model: the board of a position string as a grid of cells that taps
//! change, written back as a position string. Whether the result is a position the rules
//! accept is the rules' call ([`crate::core::Game::from_position`]), never this file's: the
//! editor tries each change on the rules and keeps it only when they accept it.

use crate::core::{Game, Player};

/// The shape of a board of cells, as the editor reads a position string of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridShape {
    /// Cells in a rank.
    pub files: u8,
    /// Whether a piece is written with a digit after its letter (Cờ toán's `r5`).
    pub digits: bool,
    /// What follows the side to move, kept from the position (Cờ toán's score, `0-0` when
    /// missing), or `None` to write `-` (Cờ gánh's mở points: a set-up position owes none).
    pub rest: Option<&'static str>,
}

/// How the board editor sets up a game's positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    /// A board of cells ([`Grid`]).
    Grid(GridShape),
    /// Cờ cá ngựa's horses ([`super::horses::Horses`]).
    Horses,
    /// No editor yet.
    None,
}

/// A game the board editor sets up: how it reads the game's positions and which pieces its
/// palette offers. Each registered game answers; the editor asks through the registry.
pub trait Edited: Game {
    /// The editor's model of a position.
    const MODEL: Model;

    /// The palette's pieces for the playing `seats`: each the piece as a position writes it
    /// (`R`; `r5`; a seat's letter) and what its button shows.
    fn palette(seats: &[Player]) -> Vec<(String, String)>;
}

impl Edited for crate::games::ganh::Ganh {
    const MODEL: Model = Model::Grid(GridShape {
        files: 5,
        digits: false,
        rest: None,
    });

    fn palette(_: &[Player]) -> Vec<(String, String)> {
        vec![("R".into(), "●".into()), ("B".into(), "●".into())]
    }
}

impl Edited for crate::games::toan::Toan {
    const MODEL: Model = Model::Grid(GridShape {
        files: 9,
        digits: true,
        rest: Some("0-0"),
    });

    /// Each number of each side.
    fn palette(_: &[Player]) -> Vec<(String, String)> {
        ["r", "b"]
            .iter()
            .flat_map(|s| (0..10).map(move |n| (format!("{s}{n}"), n.to_string())))
            .collect()
    }
}

impl Edited for crate::games::cangua::Cangua {
    const MODEL: Model = Model::Horses;

    /// A horse of each playing seat.
    fn palette(seats: &[Player]) -> Vec<(String, String)> {
        seats
            .iter()
            .map(|p| (p.letter().to_string(), "●".to_string()))
            .collect()
    }
}

impl Edited for crate::games::oaq::Oaq {
    /// Not written yet (issue 36).
    const MODEL: Model = Model::None;

    fn palette(_: &[Player]) -> Vec<(String, String)> {
        Vec::new()
    }
}

/// A board being set up: cells by name, the side to move, and the rest of the position
/// string (Cờ toán's score; Cờ gánh's mở points are dropped: a set-up position owes none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    files: u8,
    ranks: u8,
    /// Cells from the top rank down, file a first: `""` empty, else the piece's text (`R`,
    /// `B` in Cờ gánh; `r5`, `b0` in Cờ toán).
    cells: Vec<String>,
    /// `r` or `b`.
    pub side: char,
    rest: String,
}

impl Grid {
    /// The grid of `position` on a board of `shape`, or `None` when it is not one.
    pub fn read(shape: GridShape, position: &str) -> Option<Grid> {
        let mut parts = position.split_whitespace();
        let board = parts.next()?;
        let side = parts.next()?.chars().next()?;
        let rest = match shape.rest {
            None => "-".to_string(),
            Some(missing) => parts.next().unwrap_or(missing).to_string(),
        };
        let GridShape { files, digits, .. } = shape;
        let rows: Vec<&str> = board.split('/').collect();
        let mut cells = Vec::new();
        for row in &rows {
            let mut chars = row.chars().peekable();
            let mut n = 0;
            while let Some(c) = chars.next() {
                if c == '.' {
                    cells.push(String::new());
                } else if digits {
                    let d = chars.next().filter(char::is_ascii_digit)?;
                    cells.push(format!("{c}{d}"));
                } else {
                    cells.push(c.to_string());
                }
                n += 1;
            }
            if n != files as usize {
                return None;
            }
        }
        Some(Grid {
            files,
            ranks: rows.len() as u8,
            cells,
            side,
            rest,
        })
    }

    /// The position string.
    pub fn write(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.files as usize)
            .map(|row| {
                row.iter()
                    .map(|c| if c.is_empty() { "." } else { c.as_str() })
                    .collect()
            })
            .collect();
        format!("{} {} {}", rows.join("/"), self.side, self.rest)
    }

    /// The index of the cell named `name` (`c3`).
    fn index(&self, name: &str) -> Option<usize> {
        let mut chars = name.chars();
        let file = chars.next()? as u32;
        let file = file
            .checked_sub('a' as u32)
            .filter(|f| *f < u32::from(self.files))?;
        let rank: u32 = chars.as_str().parse().ok()?;
        let rank = rank.checked_sub(1).filter(|r| *r < u32::from(self.ranks))?;
        Some(((u32::from(self.ranks) - 1 - rank) * u32::from(self.files) + file) as usize)
    }

    /// What stands on `name` (`""` when empty); `None` for a name not on the board.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.index(name).map(|i| self.cells[i].as_str())
    }

    /// Puts `piece` (`""` to empty it) on `name`; false for a name not on the board.
    pub fn set(&mut self, name: &str, piece: &str) -> bool {
        match self.index(name) {
            Some(i) => {
                self.cells[i] = piece.to_string();
                true
            }
            None => false,
        }
    }
}
