//! Moves and their notation: `e2-e5` (a move), `f1xf4` (a capture), `pass`.

use super::cell::Cell;
use crate::core::ParseError;
use std::fmt;

/// One turn: a move, a capture, or a pass when the player has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Đi: a piece n goes 1 to n cells in a straight line over empty cells.
    Step {
        /// Where the piece stands.
        from: Cell,
        /// Where it stops.
        to: Cell,
    },
    /// Bắt: the mover jumps over its partner and lands on the enemy piece it captures.
    Capture {
        /// The mover's cell.
        from: Cell,
        /// The captured piece's cell, where the mover lands.
        to: Cell,
    },
    /// Bỏ lượt: the only legal move of a player who has no other (notation `pass`).
    Pass,
}

impl Move {
    /// The cell the moving piece starts on (none for a pass).
    pub fn from(self) -> Option<Cell> {
        match self {
            Move::Step { from, .. } | Move::Capture { from, .. } => Some(from),
            Move::Pass => None,
        }
    }

    /// The cell the moving piece ends on (none for a pass).
    pub fn to(self) -> Option<Cell> {
        match self {
            Move::Step { to, .. } | Move::Capture { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// Whether this is a capture.
    pub fn is_capture(self) -> bool {
        matches!(self, Move::Capture { .. })
    }

    /// Reads `e2-e5`, `f1xf4` or `pass`. Surrounding spaces are ignored, and so is an
    /// annotation in brackets after a capture (`f1xf4 (8+5=13)`), which is not part of it.
    ///
    /// # Errors
    /// Text that is not a move in this notation, with the place of the problem.
    pub fn parse(text: &str) -> Result<Move, ParseError> {
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        if i == chars.len() {
            return Err(ParseError::whole("Nước đi trống.", "The move is empty."));
        }
        let word: String = chars[i..].iter().take(4).collect();
        if word == "pass" && chars.get(i + 4).is_none_or(|c| c.is_whitespace()) {
            return finish(&chars, i + 4, Move::Pass);
        }
        let from = read_cell(&chars, &mut i, "xuất phát", "starting")?;
        let capture = match chars.get(i) {
            Some('-') => false,
            Some('x') => true,
            _ => {
                return Err(ParseError::at(
                    i,
                    "Sau ô xuất phát cần '-' (đi) hoặc 'x' (bắt).",
                    "Expected '-' (a move) or 'x' (a capture) after the starting cell.",
                ))
            }
        };
        i += 1;
        let to_at = i;
        let to = read_cell(&chars, &mut i, "đến", "destination")?;
        if to == from {
            return Err(ParseError::at(
                to_at,
                "Ô đến trùng với ô xuất phát.",
                "The destination is the starting cell.",
            ));
        }
        let mv = if capture {
            Move::Capture { from, to }
        } else {
            Move::Step { from, to }
        };
        finish(&chars, i, mv)
    }
}

/// Accepts trailing spaces and one bracketed annotation after the move.
fn finish(chars: &[char], mut i: usize, mv: Move) -> Result<Move, ParseError> {
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if chars.get(i) == Some(&'(') {
        match chars[i..].iter().position(|&c| c == ')') {
            Some(len) => i += len + 1,
            None => {
                return Err(ParseError::at(
                    i,
                    "Chú thích mở '(' mà không đóng ')'.",
                    "The annotation opens '(' but never closes it.",
                ))
            }
        }
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
    }
    if i < chars.len() {
        return Err(ParseError::at(
            i,
            "Thừa ký tự sau nước đi.",
            "Unexpected text after the move.",
        ));
    }
    Ok(mv)
}

/// Reads a cell name at `*i` and moves past it.
fn read_cell(
    chars: &[char],
    i: &mut usize,
    which_vi: &str,
    which_en: &str,
) -> Result<Cell, ParseError> {
    let start = *i;
    let expected = || {
        ParseError::at(
            start,
            format!("Cần tên ô {which_vi} như e2 (cột a–i, hàng 1–11)."),
            format!("Expected the {which_en} cell's name, such as e2 (files a–i, ranks 1–11)."),
        )
    };
    if !chars.get(start).is_some_and(|c| c.is_ascii_alphabetic()) {
        return Err(expected());
    }
    let mut end = start + 1;
    while end < chars.len() && chars[end].is_ascii_digit() && end - start < 4 {
        end += 1;
    }
    if end == start + 1 {
        return Err(expected());
    }
    let name: String = chars[start..end].iter().collect();
    let cell = Cell::parse(&name).ok_or_else(|| {
        ParseError::at(
            start,
            format!("Không có ô '{name}' trên bàn cờ (cột a–i, hàng 1–11)."),
            format!("There is no cell '{name}' on the board (files a–i, ranks 1–11)."),
        )
    })?;
    *i = end;
    Ok(cell)
}

/// The notation: `e2-e5`, `f1xf4`, `pass`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Capture { from, to } => write!(f, "{from}x{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}
