//! The pieces: a colour and a number 0–9, and their one-byte form on the board.

use crate::core::Player;

/// A piece: its owner (Red or Blue) and its number (0–9). The 0 (drawn as a brain) never
/// moves; capturing it wins outright. Every other piece scores its number when captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// Whose piece it is.
    pub owner: Player,
    /// Its number, 0–9.
    pub value: u8,
}

impl Piece {
    /// Whether this is the 0, the piece that decides the game when captured.
    pub fn is_zero(self) -> bool {
        self.value == 0
    }

    /// The text of the piece in a position string: `r5`, `b0`.
    pub fn code(self) -> String {
        format!("{}{}", self.owner.letter(), self.value)
    }
}

/// A cell's byte: 0 for empty, `1 + value` for Red (1–10), `17 + value` for Blue (17–26),
/// so bit 4 is the owner and the low nibble minus one is the value.
pub(crate) type Square = u8;

/// The byte of an empty cell.
pub(crate) const EMPTY: Square = 0;

/// The byte of `piece` (Yellow and Green, which never play Cờ toán, count as Blue).
pub(crate) const fn encode(owner: usize, value: u8) -> Square {
    (owner as u8 & 1) << 4 | (value + 1)
}

/// The owner index (0 Red, 1 Blue) of an occupied square.
#[inline]
pub(crate) const fn owner(sq: Square) -> usize {
    (sq >> 4) as usize & 1
}

/// The number of an occupied square.
#[inline]
pub(crate) const fn value(sq: Square) -> u8 {
    (sq & 15).wrapping_sub(1)
}

/// The piece on a square, if any.
pub(crate) fn decode(sq: Square) -> Option<Piece> {
    if sq == EMPTY {
        return None;
    }
    let owner = if owner(sq) == 0 {
        Player::Red
    } else {
        Player::Blue
    };
    Some(Piece {
        owner,
        value: value(sq),
    })
}
