//! The `Game` trait: the one vocabulary that the app, the command-line tool, the computer
//! opponents, records and the invariant tests use for every game.

use super::{GameOptions, Lang, ParseError, PlayError, Player, Text};
use std::fmt::Debug;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// A player has no pieces left (Cờ gánh).
    NoPieces,
    /// The player to move has pieces but no legal move.
    NoMoves,
    /// The same position came up for the third time.
    Repetition,
    /// The no-progress rule's plies in a row (100 or 50) without a capture or conversion.
    NoProgress,
    /// A 0 was captured: thắng tuyệt đối (Cờ toán).
    ZeroCaptured,
    /// The agreed point target was reached (Cờ toán).
    PointTarget,
    /// Every player has a place (Cờ cá ngựa).
    Finished,
    /// Both quan squares are empty: "hết quan, tàn dân" (Ô ăn quan).
    QuanCleared,
    /// The player to move had an empty row and not enough dân to refill it (Ô ăn quan).
    NoRefill,
}

impl EndReason {
    /// The reason as a short sentence.
    pub fn text(self) -> Text {
        match self {
            EndReason::NoPieces => Text::new("Hết quân", "No pieces left"),
            EndReason::NoMoves => Text::new("Hết nước đi", "No legal move"),
            EndReason::Repetition => {
                Text::new("Lặp lại thế cờ ba lần", "Position repeated three times")
            }
            // The length is the game's option (100 or 50 plies): the words do not repeat it.
            EndReason::NoProgress => {
                Text::new("Quá lâu không ăn quân", "Too long without a capture")
            }
            EndReason::ZeroCaptured => Text::new("Thắng tuyệt đối", "Absolute win"),
            EndReason::PointTarget => Text::new("Đạt đủ điểm", "Point target reached"),
            EndReason::Finished => Text::new("Đã xếp hạng xong", "All places settled"),
            EndReason::QuanCleared => Text::new("Hết quan, tàn dân", "Quan squares empty"),
            EndReason::NoRefill => Text::new("Hết dân để rải", "No dân to refill"),
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// One player won.
    Win(Player, EndReason),
    /// Nobody won.
    Draw(EndReason),
    /// Places from first to last (Cờ cá ngựa).
    Places(Vec<Player>),
}

impl Outcome {
    /// A one-line summary for the end screen.
    pub fn summary(&self, lang: Lang) -> String {
        match (self, lang) {
            (Outcome::Win(p, r), Lang::Vi) => format!("{} thắng — {}", p.name_vi(), r.text().vi),
            (Outcome::Win(p, r), Lang::En) => format!("{} wins — {}", p.name_en(), r.text().en),
            (Outcome::Draw(r), Lang::Vi) => format!("Hòa — {}", r.text().vi),
            (Outcome::Draw(r), Lang::En) => format!("Draw — {}", r.text().en),
            (Outcome::Places(ps), Lang::Vi) => {
                let names: Vec<_> = ps.iter().map(|p| p.name_vi()).collect();
                format!("Thứ hạng: {}", names.join(", "))
            }
            (Outcome::Places(ps), Lang::En) => {
                let names: Vec<_> = ps.iter().map(|p| p.name_en()).collect();
                format!("Places: {}", names.join(", "))
            }
        }
    }
}

/// One game in progress: its position, its options, and whatever history its rules need
/// (repetition counts, dice generator). Every method is pure rules: no browser, no I/O.
pub trait Game: Clone + Debug {
    /// A move, small and copyable.
    type Move: Copy + Eq + Debug;
    /// The game's settings.
    type Options: GameOptions;
    /// What a move did (pieces converted, captures, kicks), for announcements and animation.
    type Report: Clone + Debug;

    /// The short name used on the command line and in addresses: `ganh`, `toan`, `cangua`.
    const ID: &'static str;

    /// The most move sequences the command-line tool's `perft` counts: about 10 s at the
    /// game's measured speed (`src/cli/caps.rs`).
    const PERFT_BUDGET: f64;

    /// Whether the game has dice: rolls are moves too, and the game's seed decides them
    /// (a match between engines needs a referee that rolls; self-play starts from the first
    /// roll rather than from random opening moves).
    const DICE: bool = false;

    /// A new game from the start position. `seed` drives every random choice the game makes
    /// (who starts when that is random, the dice), so the same seed replays the same game.
    fn new(options: Self::Options, seed: u64) -> Self;

    /// A game set up from a position string (RULES.md), with no earlier history.
    ///
    /// # Errors
    /// Malformed text, with a sentence that says what and where.
    fn from_position(position: &str, options: Self::Options) -> Result<Self, ParseError>;

    /// A game set up from a position string whose later random choices (the dice) come
    /// from `seed`. Games without chance ignore the seed.
    ///
    /// # Errors
    /// As [`Game::from_position`].
    fn from_position_seeded(
        position: &str,
        options: Self::Options,
        _seed: u64,
    ) -> Result<Self, ParseError> {
        Self::from_position(position, options)
    }

    /// The game's options.
    fn options(&self) -> &Self::Options;

    /// The current position as a position string.
    fn position(&self) -> String;

    /// The player whose turn it is.
    fn to_move(&self) -> Player;

    /// Every legal move here, in a fixed order; empty once the game is over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    /// The game is over, or `mv` is not legal here; the game is then left unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<Self::Report, PlayError>;

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// Reads a move in the game's notation (`a3-b3`, `f1xf4`, `6:s-t0`).
    ///
    /// # Errors
    /// Text that is not a move in this notation. (Whether the move is legal is `play`'s call.)
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseError>;

    /// Writes a move in the game's notation.
    fn format_move(&self, mv: Self::Move) -> String;

    /// Whether `mv` is legal here (asks the one move generator).
    fn is_legal(&self, mv: Self::Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Counts the move sequences of length `depth` from here (perft). A game may override
    /// this with a faster walk; the count must not change.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv).map_or(0, |_| next.perft(depth - 1))
            })
            .sum()
    }
}
