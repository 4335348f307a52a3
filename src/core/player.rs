//! The seats at the table.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player, named by colour. Two-player games use Red and Blue; Cờ cá ngựa uses all four
/// in seat order round the board. Serialised as its [letter](Player::letter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Player {
    /// Đỏ: the first player, at the bottom of the screen.
    #[serde(rename = "r")]
    Red,
    /// Xanh: the second player.
    #[serde(rename = "b")]
    Blue,
    /// Vàng (Cờ cá ngựa only).
    #[serde(rename = "y")]
    Yellow,
    /// Xanh lá (Cờ cá ngựa only).
    #[serde(rename = "g")]
    Green,
}

impl Player {
    /// All four seats in seat order.
    pub const ALL: [Player; 4] = [Player::Red, Player::Blue, Player::Yellow, Player::Green];

    /// Seat number 0–3.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The seat with number `i` (0–3).
    pub fn from_index(i: usize) -> Option<Player> {
        Player::ALL.get(i).copied()
    }

    /// The letter used in position strings: `r`, `b`, `y`, `g`.
    pub fn letter(self) -> char {
        match self {
            Player::Red => 'r',
            Player::Blue => 'b',
            Player::Yellow => 'y',
            Player::Green => 'g',
        }
    }

    /// Reads a letter written by [`Player::letter`].
    pub fn from_letter(c: char) -> Option<Player> {
        match c {
            'r' => Some(Player::Red),
            'b' => Some(Player::Blue),
            'y' => Some(Player::Yellow),
            'g' => Some(Player::Green),
            _ => None,
        }
    }

    /// The other player of a two-player game (Red ↔ Blue).
    pub fn opponent(self) -> Player {
        match self {
            Player::Red => Player::Blue,
            _ => Player::Red,
        }
    }

    /// The colour's name in `lang`.
    pub fn name(self, lang: super::Lang) -> &'static str {
        match lang {
            super::Lang::Vi => self.name_vi(),
            super::Lang::En => self.name_en(),
        }
    }

    /// The colour's name in Vietnamese.
    pub fn name_vi(self) -> &'static str {
        match self {
            Player::Red => "Đỏ",
            Player::Blue => "Xanh",
            Player::Yellow => "Vàng",
            Player::Green => "Xanh lá",
        }
    }

    /// The colour's name in English.
    pub fn name_en(self) -> &'static str {
        match self {
            Player::Red => "Red",
            Player::Blue => "Blue",
            Player::Yellow => "Yellow",
            Player::Green => "Green",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name_en())
    }
}
