//! The settings of Ô ăn quan: what a captured quan is worth, quan non, what happens when a
//! player's row is empty and their captures cannot refill it, and who starts.

use crate::core::options::{spec, Schema, ON_OFF};
use crate::core::{GameOptions, Player};
use crate::{choices, pick};

#[rustfmt::skip]
choices! {
    /// What a captured quan counts at the end.
    pub enum Mandarin in MANDARIN {
        /// Ten dân (the default).
        #[default]
        Ten = ("10", "10 dân", "10 dân"),
        /// Five dân.
        Five = ("5", "5 dân", "5 dân"),
    }
}

#[rustfmt::skip]
choices! {
    /// What a player whose row is empty does when their captures hold fewer than five dân.
    pub enum Refill in REFILL {
        /// Borrow the rest from the opponent's captures and owe them back at the count (the
        /// default).
        #[default]
        Borrow = ("borrow", "Vay dân của đối phương", "Borrow dân from the opponent"),
        /// The game ends there.
        End = ("end", "Ván cờ kết thúc", "The game ends"),
    }
}

#[rustfmt::skip]
choices! {
    /// Who makes the first move.
    pub enum Starts in STARTS {
        /// South, the player of squares 1–5, at the bottom (the default).
        #[default]
        South = ("south", "Nam (bên dưới)", "South (bottom)"),
        /// North, the player of squares 7–11.
        North = ("north", "Bắc (bên trên)", "North (top)"),
    }
}

impl Starts {
    /// The seat that moves first: South plays Red, North Blue.
    pub fn player(self) -> Player {
        match self {
            Starts::South => Player::Red,
            Starts::North => Player::Blue,
        }
    }
}

impl Mandarin {
    /// The dân a captured quan counts for.
    pub fn worth(self) -> i32 {
        match self {
            Mandarin::Ten => 10,
            Mandarin::Five => 5,
        }
    }
}

/// The options of a game of Ô ăn quan, as text: `mandarin` (10|5), `quan-non` (off|on),
/// `refill` (borrow|end), `first` (south|north).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OaqOptions {
    /// What a captured quan counts at the end.
    pub mandarin: Mandarin,
    /// Quan non: a quan square still holding its quan and fewer than five dân cannot be
    /// captured.
    pub quan_non: bool,
    /// What an empty row does when its owner's captures cannot refill it.
    pub refill: Refill,
    /// Who starts.
    pub first: Starts,
}

/// The off/on choices with off first, the order the settings dialog offers quan non in.
const OFF_ON: &[(bool, crate::core::options::Choice)] = &[ON_OFF[1], ON_OFF[0]];

impl GameOptions for OaqOptions {
    #[rustfmt::skip]
    const SCHEMA: Schema<OaqOptions> = Schema { game: "Ô ăn quan", options: &[
        spec("mandarin", "Một quan bằng", "A quan counts", pick!(OaqOptions, mandarin, MANDARIN)),
        spec("quan-non", "Quan non (dưới 5 dân không ăn được)",
            "Quan non (under 5 dân cannot be taken)", pick!(OaqOptions, quan_non, OFF_ON)),
        spec("refill", "Hết dân để rải", "No dân to refill", pick!(OaqOptions, refill, REFILL)),
        spec("first", "Đi trước", "Who starts", pick!(OaqOptions, first, STARTS)),
    ]};
}
