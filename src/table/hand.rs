//! Who plays each colour, as far as the table is concerned: a person here taps and rolls for
//! it; the computer and a friend on another device act for it themselves, so the table
//! refuses a tap, a key or a roll made here for their colours.

use crate::core::Player;

/// Who acts for a colour at this table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Hand {
    /// A person at this device (the default).
    #[default]
    Person,
    /// The computer, which rolls and moves through [`super::Table::choose`] when asked.
    Computer,
    /// A friend on another device, whose moves arrive as messages.
    Friend,
}

/// Who acts for each colour, by [`Player::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hands(pub [Hand; 4]);

impl Hands {
    /// Who acts for `p`.
    pub fn get(self, p: Player) -> Hand {
        self.0[p.index()]
    }
}
