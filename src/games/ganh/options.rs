//! The settings of Cờ gánh: forced gánh, who starts, the two draw rules and what vây takes.

use crate::core::options::{spec, Schema, ON_OFF};
use crate::core::{First, GameOptions, NoProgress};
use crate::{choices, pick};

#[rustfmt::skip]
choices! {
    /// When a player is obliged to gánh.
    pub enum Forced in FORCED {
        /// After a mở (a move that opens new gánh points for the opponent), the opponent must
        /// land on one of them. The rule of RULES.md, and the default.
        #[default]
        Opening = ("opening", "Sau nước mở", "After a mở"),
        /// Whenever a move that captures by gánh exists, the player must make one.
        Always = ("always", "Luôn luôn khi gánh được", "Always, whenever possible"),
        /// Gánh is never compulsory.
        Off = ("off", "Không bắt buộc", "Off"),
    }
}

#[rustfmt::skip]
choices! {
    /// Which enemy pieces vây converts.
    pub enum Vay in VAY {
        /// Every enemy group (pieces joined by segments) with no empty neighbour (the default).
        #[default]
        Group = ("group", "Cả nhóm hết đường đi", "A whole group with no free point"),
        /// Every enemy piece that cannot move, one by one: no empty point next to it, even when
        /// its group still has one elsewhere (the seed's literal wording).
        Single = ("single", "Từng quân không đi được", "Each piece that cannot move"),
    }
}

/// The options of a game of Cờ gánh, as text: `forced` (opening|always|off),
/// `first` (red|blue|random), `repetition` (on|off), `no-progress` (100|50|off), `vay`
/// (group|single).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GanhOptions {
    /// When gánh is compulsory.
    pub forced: Forced,
    /// Who starts.
    pub first: First,
    /// Draw on the third repetition of a position (same player to move, same obligation).
    pub draw_repetition: bool,
    /// Draw after this many plies in a row without any piece converted (100, 50 or never).
    pub no_progress: NoProgress,
    /// Which pieces vây converts.
    pub vay: Vay,
}

impl Default for GanhOptions {
    fn default() -> GanhOptions {
        GanhOptions {
            forced: Forced::Opening,
            first: First::Red,
            draw_repetition: true,
            no_progress: NoProgress::Hundred,
            vay: Vay::Group,
        }
    }
}

impl GameOptions for GanhOptions {
    #[rustfmt::skip]
    const SCHEMA: Schema<GanhOptions> = Schema { game: "Cờ gánh", options: &[
        spec("forced", "Bắt buộc gánh", "Forced gánh", pick!(GanhOptions, forced, FORCED)),
        spec("first", "Đi trước", "Who starts", pick!(GanhOptions, first, First::CHOICES)),
        spec("repetition", "Hòa khi lặp thế cờ 3 lần", "Draw on threefold repetition",
            pick!(GanhOptions, draw_repetition, ON_OFF)),
        spec("no-progress", "Hòa khi lâu không ăn quân", "Draw when no piece is converted",
            pick!(GanhOptions, no_progress, NoProgress::CHOICES)),
        spec("vay", "Vây", "Vây", pick!(GanhOptions, vay, VAY)),
    ]};
}
