//! The board editor's model: the board of a position string as a grid of cells that taps
//! change, written back as a position string. Whether the result is a position the rules
//! accept is the rules' call ([`crate::core::Game::from_position`]), never this file's: the
//! editor tries each change on the rules and keeps it only when they accept it.

/// A board being set up: cells by name, the side to move, and the rest of the position
/// string (Cờ toán's score; Cờ gánh's mở points are dropped: a set-up position owes none).
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The grid of `position` (Cờ gánh or Cờ toán), or `None` when it is not one.
    pub fn read(game: &str, position: &str) -> Option<Grid> {
        let mut parts = position.split_whitespace();
        let board = parts.next()?;
        let side = parts.next()?.chars().next()?;
        let rest = if game == "ganh" {
            "-".to_string()
        } else {
            parts.next().unwrap_or("0-0").to_string()
        };
        let (files, digits) = match game {
            "ganh" => (5, false),
            "toan" => (9, true),
            _ => return None,
        };
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
