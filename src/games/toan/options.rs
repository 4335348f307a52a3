//! The settings of a game of Cờ toán and their text form (`--target 30`, `--blockers enemy`).

use crate::core::options::{choice, spec, Choice, Number, Pick, Schema, ON_OFF};
use crate::core::{First, GameOptions, NoProgress};
use crate::{choices, pick};

#[rustfmt::skip]
choices! {
    /// Which pieces between the partner and the target stop a capture.
    pub enum Blockers in BLOCKERS {
        /// Any piece in between blocks (the default).
        #[default]
        Any = ("any", "Mọi quân", "Any piece"),
        /// Only enemy pieces block; the mover may jump its own (the seed's literal reading).
        Enemy = ("enemy", "Chỉ quân đối phương", "Only enemy pieces"),
    }
}

#[rustfmt::skip]
choices! {
    /// Which results of a division give a distance.
    pub enum Division in DIVISION {
        /// Both the quotient and the remainder (the default: `8 ÷ 5 = 1 dư 3` gives 1 and 3).
        #[default]
        Both = ("both", "Thương và số dư", "Quotient and remainder"),
        /// Only the remainder (the seed's later sentence: with a remainder, the remainder is used).
        Remainder = ("remainder", "Chỉ số dư", "Only the remainder"),
    }
}

/// What the move generator needs of the options: which pieces block, whether the 0 can be a
/// partner, and how division counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CaptureRules {
    /// Which pieces between the partner and the target stop a capture.
    pub blockers: Blockers,
    /// Whether a 0 next to the mover can be its partner.
    pub zero_partner: bool,
    /// Which results of a division count.
    pub division: Division,
}

impl Default for CaptureRules {
    fn default() -> CaptureRules {
        ToanOptions::default().capture_rules()
    }
}

/// The settings of a game (and of a match).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToanOptions {
    /// Who moves first (key `first`: `red`, `blue`, `random`).
    pub first: First,
    /// Points that win a game (key `target`, any whole number ≥ 1; default 20).
    pub target: u32,
    /// Games in a match: 1, or 3, 5, 7 (key `match`: `3` best of 3, `all-3` all three).
    pub match_games: u32,
    /// Whether every agreed game is played (`all-N`) instead of stopping at a majority.
    pub match_all: bool,
    /// Which pieces block a capture (key `blockers`: `any`, `enemy`).
    pub blockers: Blockers,
    /// Whether the third repetition of a position ends the game (key `repetition`: `on`, `off`).
    pub draw_repetition: bool,
    /// How many plies without a capture end the game (key `no-progress`: `100`, `50`, `off`).
    pub no_progress: NoProgress,
    /// Whether a 0 can be the partner of a capture (key `zero-partner`: `on`, `off`).
    pub zero_partner: bool,
    /// Which results of a division count (key `division`: `both`, `remainder`).
    pub division: Division,
}

impl ToanOptions {
    /// The part of the options the move generator reads.
    pub fn capture_rules(&self) -> CaptureRules {
        CaptureRules {
            blockers: self.blockers,
            zero_partner: self.zero_partner,
            division: self.division,
        }
    }
}

impl Default for ToanOptions {
    fn default() -> ToanOptions {
        ToanOptions {
            first: First::Red,
            target: 20,
            match_games: 1,
            match_all: false,
            blockers: Blockers::Any,
            draw_repetition: true,
            no_progress: NoProgress::Hundred,
            zero_partner: true,
            division: Division::Both,
        }
    }
}

/// The values `target` offers in the settings dialog (it takes any whole number from 1).
#[rustfmt::skip]
const TARGETS: &[Choice] = &[
    choice("10", "10 điểm", "10 points"), choice("15", "15 điểm", "15 points"),
    choice("20", "20 điểm", "20 points"), choice("25", "25 điểm", "25 points"),
    choice("30", "30 điểm", "30 points"), choice("40", "40 điểm", "40 points"),
    choice("50", "50 điểm", "50 points"),
];

/// The values of `match`: how many games, and whether every one is played.
#[rustfmt::skip]
const MATCHES: &[((u32, bool), Choice)] = &[
    ((1, false), choice("1", "1 ván", "1 game")),
    ((3, false), choice("3", "Thắng 2 trong 3", "Best of 3")),
    ((5, false), choice("5", "Thắng 3 trong 5", "Best of 5")),
    ((7, false), choice("7", "Thắng 4 trong 7", "Best of 7")),
    ((3, true), choice("all-3", "Chơi đủ 3 ván", "All 3 games")),
    ((5, true), choice("all-5", "Chơi đủ 5 ván", "All 5 games")),
    ((7, true), choice("all-7", "Chơi đủ 7 ván", "All 7 games")),
];

impl GameOptions for ToanOptions {
    #[rustfmt::skip]
    const SCHEMA: Schema<ToanOptions> = Schema { game: "Cờ toán", options: &[
        spec("first", "Đi trước", "Who starts", pick!(ToanOptions, first, First::CHOICES)),
        spec("target", "Mốc điểm thắng", "Point target", &Number {
            min: 1, offered: TARGETS, get: |o: &ToanOptions| o.target, set: |o, n| o.target = n,
        }),
        spec("match", "Số ván một trận", "Match length", &Pick {
            table: MATCHES,
            get: |o: &ToanOptions| (o.match_games, o.match_all && o.match_games > 1),
            set: |o, (games, all)| (o.match_games, o.match_all) = (games, all),
        }),
        spec("blockers", "Quân chắn đường ăn", "What blocks a capture", pick!(ToanOptions, blockers, BLOCKERS)),
        spec("repetition", "Dừng khi lặp thế cờ 3 lần", "End on threefold repetition",
            pick!(ToanOptions, draw_repetition, ON_OFF)),
        spec("no-progress", "Dừng khi lâu không ăn quân", "End when no piece is captured",
            pick!(ToanOptions, no_progress, NoProgress::CHOICES)),
        spec("zero-partner", "Quân 0 làm quân tính", "The 0 as a capture partner",
            pick!(ToanOptions, zero_partner, ON_OFF)),
        spec("division", "Phép chia cho khoảng cách", "Division gives", pick!(ToanOptions, division, DIVISION)),
    ]};
}
