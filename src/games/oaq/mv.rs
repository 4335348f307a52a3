//! A move of Ô ăn quan and its notation: the mover's square as a letter a–e counted from
//! the mover's own left, then `>` (toward their right, up in index) or `<`.

use super::board::{row_start, ROW};
use crate::core::ParseError;

/// A move: which of the mover's five squares to sow from, and which way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square in the mover's row, 0 (a, the mover's left) to 4 (e).
    pub square: u8,
    /// Sow toward the mover's right (`>`, up in index) rather than their left (`<`).
    pub right: bool,
}

impl Move {
    /// The board square (0–11) this move sows from when side `side` plays it.
    pub fn from_square(self, side: usize) -> usize {
        row_start(side) + self.square as usize
    }

    /// The move's text: `a>`, `e<`.
    pub fn text(self) -> String {
        let letter = char::from(b'a' + self.square);
        let way = if self.right { '>' } else { '<' };
        format!("{letter}{way}")
    }

    /// Reads a move written by [`Move::text`].
    ///
    /// # Errors
    /// Anything but a letter a–e followed by `>` or `<`.
    pub fn parse(text: &str) -> Result<Move, ParseError> {
        let shown: String = text.chars().take(24).collect();
        let mut chars = text.chars();
        let square = match chars.next() {
            Some(c @ 'a'..='e') => c as u8 - b'a',
            _ => {
                return Err(ParseError::at(
                    0,
                    format!("Nước đi '{shown}' phải bắt đầu bằng ô a–e của người đi."),
                    format!("The move '{shown}' must start with the mover's square, a to e."),
                ))
            }
        };
        let right = match chars.next() {
            Some('>') => true,
            Some('<') => false,
            _ => {
                return Err(ParseError::at(
                    1,
                    format!("Sau ô trong nước đi '{shown}' phải là hướng rải: '>' hoặc '<'."),
                    format!("After the square, the move '{shown}' needs a direction: '>' or '<'."),
                ))
            }
        };
        if chars.next().is_some() {
            return Err(ParseError::at(
                2,
                format!("Nước đi '{shown}' chỉ có hai ký tự, như 'a>' hay 'c<'."),
                format!("The move '{shown}' is two characters, such as 'a>' or 'c<'."),
            ));
        }
        debug_assert!((square as usize) < ROW);
        Ok(Move { square, right })
    }
}
