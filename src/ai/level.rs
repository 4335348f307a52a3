//! How strong the computer plays: a ladder of levels, each with a budget per game, and the
//! limits a caller may add (a fixed depth or node count for reproducible tests and benchmarks, or a
//! shorter time).

use crate::core::options::{words, Words};
use crate::core::ParseError;
use std::fmt;

/// A computer player's strength, weakest first. The steps between the levels a game offers
/// ([`crate::ai::Think::LEVELS`]) were placed by measured matches (docs/ai.md, "The ladder"): each
/// level wins roughly 65–90% of its decided games against the one below.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Any legal move, uniformly at random (a yardstick, not offered to players).
    Random,
    /// Mới tập: for someone who has just learned the rules. Some of the time it looks one ply
    /// (it sees a capture it can make, never the reply), the rest it plays any move.
    Beginner,
    /// Dễ: a shallow look with some noise, so it plays like a beginner, not like a dice.
    Easy,
    /// Vừa: a few plies deep, at most 0.3 s.
    Medium,
    /// Khá: two plies deeper than Medium in Cờ gánh, one in Cờ toán.
    Fair,
    /// Giỏi: deeper again.
    Good,
    /// Rất giỏi: the last step below Hard.
    Strong,
    /// Khó: as deep as one second allows; the Hint button shows its move.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 8] = [
        Level::Random,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Fair,
        Level::Good,
        Level::Strong,
        Level::Hard,
    ];

    /// The name used on the command line and by the app: `random`, `beginner`, `easy`,
    /// `medium`, `fair`, `good`, `strong`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Fair => "fair",
            Level::Good => "good",
            Level::Strong => "strong",
            Level::Hard => "hard",
        }
    }

    /// What players see, in Vietnamese and English.
    pub fn label(self) -> Words {
        match self {
            Level::Random => words("Ngẫu nhiên", "Random"),
            Level::Beginner => words("Mới tập", "Beginner"),
            Level::Easy => words("Dễ", "Easy"),
            Level::Medium => words("Vừa", "Medium"),
            Level::Fair => words("Khá", "Fair"),
            Level::Good => words("Giỏi", "Good"),
            Level::Strong => words("Rất giỏi", "Strong"),
            Level::Hard => words("Khó", "Hard"),
        }
    }

    /// A word for the new-game sheet on whom the level is for, where it needs one.
    pub fn note(self) -> Option<Words> {
        match self {
            Level::Beginner => Some(words(
                "Mới tập: cho người vừa học luật.",
                "Beginner: for someone who has just learned the rules.",
            )),
            _ => None,
        }
    }

    /// A computer seat at this level, as the settings list it ("Máy — vừa").
    pub fn seat_label(self) -> Words {
        match self {
            Level::Random => words("Máy — ngẫu nhiên", "Computer — random"),
            Level::Beginner => words("Máy — mới tập", "Computer — beginner"),
            Level::Easy => words("Máy — dễ", "Computer — easy"),
            Level::Medium => words("Máy — vừa", "Computer — medium"),
            Level::Fair => words("Máy — khá", "Computer — fair"),
            Level::Good => words("Máy — giỏi", "Computer — good"),
            Level::Strong => words("Máy — rất giỏi", "Computer — strong"),
            Level::Hard => words("Máy — khó", "Computer — hard"),
        }
    }

    /// The level named `text` by [`Level::name`], if any (the app's own settings, where an
    /// unknown name is never shown to anyone).
    pub fn named(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == text)
    }

    /// Reads a name written by [`Level::name`].
    ///
    /// # Errors
    /// Any other text, with the names that are accepted.
    pub fn parse(text: &str) -> Result<Level, ParseError> {
        Level::named(text).ok_or_else(|| {
            let shown: String = text.chars().take(24).collect();
            let names = Level::ALL.map(Level::name).join(", ");
            ParseError::whole(
                format!("Không có mức '{shown}' (chọn: {names})."),
                format!("There is no level '{shown}' (choose: {names})."),
            )
        })
    }

    /// Its place in a game's table of budgets ([`crate::ai::Think::BUDGETS`]), weakest
    /// first as in [`Level::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The deepest iteration any search starts.
pub const MAX_DEPTH: u32 = 64;

/// What a level may spend on one move. Each game has a table of them, one a level
/// ([`crate::ai::Think::BUDGETS`]: the table in docs/ai.md, "The levels").
///
/// Plies are counted before quiescence, which plays out captures (and gánh) at the end of
/// every line at every level. "Noise" is a random amount added to every root move's score,
/// and a chance of playing the second-best move when it is close, both drawn from the seed
/// (Easy). The beginner's attention is the share of its moves on which it looks at all, one
/// ply and no reply; on the rest it may take a capture it sees, or check that its move leaves
/// nothing to take, or play any move ([`Budget::glance`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Milliseconds per move.
    pub time_ms: f64,
    /// The deepest iteration: plies for Cờ gánh and Cờ toán, turns for Cờ cá ngựa.
    pub depth: u32,
    /// The largest random amount added to each root move's score (in evaluation units).
    pub noise: i32,
    /// Percent chance of playing the second-best move instead of the best.
    pub second_best_percent: u32,
    /// Percent of moves on which the level looks at all (Beginner); on the others it plays
    /// any legal move. 100 for every level above.
    pub attention_percent: u32,
    /// Percent chance, on a move it does not look at, that the beginner notices a capture it
    /// can make (and takes the best of them as it stands).
    pub take_percent: u32,
    /// Percent chance, on a move it does not look at and with no capture taken, that the
    /// beginner plays a move after which the opponent has no capture at once.
    pub guard_percent: u32,
}

/// Limits a caller adds to a level's budget. Each limit only ever makes the search smaller.
/// A depth or node limit without a time limit switches the level's time budget off, so the
/// search gives the same answer on any machine (tests, benchmarks).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    /// At most this many milliseconds.
    pub time_ms: Option<f64>,
    /// At most this deep (plies; turns for Cờ cá ngựa).
    pub depth: Option<u32>,
    /// At most this many positions visited.
    pub nodes: Option<u64>,
    /// How much worse than even a draw is for the searching side (hundredths of a piece or
    /// point); `None` for [`CONTEMPT`].
    pub contempt: Option<i32>,
}

/// The default contempt: a draw (a repetition, the no-progress rule) counts as 0.2 piece
/// worse than an even position for the side searching. Ahead, it steers away from draws;
/// behind by more than that, a draw scores better than the position and it seeks one.
pub const CONTEMPT: i32 = 20;

/// The largest contempt accepted, either way (a draw worth more than 10 pieces would be
/// preferred to nearly anything).
pub const CONTEMPT_CAP: i32 = 1000;

impl Budget {
    /// A level that looks at every move: `time_ms` a move, `depth` deep, with `noise` and a
    /// `second_best_percent` chance of the second-best move.
    pub const fn new(time_ms: f64, depth: u32, noise: i32, second_best_percent: u32) -> Budget {
        Budget {
            time_ms,
            depth,
            noise,
            second_best_percent,
            attention_percent: 100,
            take_percent: 0,
            guard_percent: 0,
        }
    }

    /// Random play: no look at all.
    pub const RANDOM: Budget = Budget::new(0.0, 0, 0, 0);

    /// Hard in a two-player game: as deep as a second allows.
    pub const HARD: Budget = Budget::new(1000.0, MAX_DEPTH, 0, 0);

    /// A beginner that looks one ply on `attention_percent` of its moves; on the others it
    /// takes a capture it sees with `take_percent` chance, else checks with `guard_percent`
    /// chance that its move leaves nothing to take at once, else plays any move.
    pub const fn glance(attention_percent: u32, take_percent: u32, guard_percent: u32) -> Budget {
        Budget {
            attention_percent,
            take_percent,
            guard_percent,
            ..Budget::new(300.0, 1, 0, 0)
        }
    }
}

impl Limits {
    /// No limits beyond the level's own budget (what the app uses).
    pub const LEVEL: Limits = Limits {
        time_ms: None,
        depth: None,
        nodes: None,
        contempt: None,
    };

    /// A fixed depth and no time limit: reproducible.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::LEVEL
        }
    }

    /// At most `time_ms` milliseconds per move.
    pub fn time(time_ms: f64) -> Limits {
        Limits {
            time_ms: Some(time_ms),
            ..Limits::LEVEL
        }
    }

    /// At most `nodes` positions and no time limit: reproducible.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::LEVEL
        }
    }

    /// The plan for `level`, whose budget in the game is `budget`, under these limits.
    pub fn plan(&self, level: Level, budget: Budget) -> Plan {
        let fixed = self.time_ms.is_none() && (self.depth.is_some() || self.nodes.is_some());
        let time_ms = if fixed {
            None
        } else {
            Some(
                self.time_ms
                    .map_or(budget.time_ms, |t| t.min(budget.time_ms)),
            )
        };
        Plan {
            time_ms,
            depth: self
                .depth
                .map_or(budget.depth, |d| d.min(budget.depth))
                .max(1),
            nodes: self.nodes,
            noise: budget.noise,
            second_best_percent: budget.second_best_percent,
            attention_percent: budget.attention_percent,
            take_percent: budget.take_percent,
            guard_percent: budget.guard_percent,
            contempt: self
                .contempt
                .unwrap_or(CONTEMPT)
                .clamp(-CONTEMPT_CAP, CONTEMPT_CAP),
            extend: level == Level::Hard,
        }
    }
}

/// A level's budget with the caller's limits applied: what one search may spend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// Milliseconds, or `None` for no time limit.
    pub time_ms: Option<f64>,
    /// The deepest iteration (at least 1).
    pub depth: u32,
    /// Positions, or `None` for no node limit.
    pub nodes: Option<u64>,
    /// Random amount added to root scores (Easy).
    pub noise: i32,
    /// Percent chance of the second-best move (Easy).
    pub second_best_percent: u32,
    /// Percent of moves on which it looks at all (Beginner: [`Budget::attention_percent`]).
    pub attention_percent: u32,
    /// Beginner: [`Budget::take_percent`].
    pub take_percent: u32,
    /// Beginner: [`Budget::guard_percent`].
    pub guard_percent: u32,
    /// What a draw costs the side searching ([`Limits::contempt`]).
    pub contempt: i32,
    /// Whether forced replies are searched a ply deeper (Hard only: the levels below look a
    /// fixed number of plies, so that each stays where the ladder measured it).
    pub extend: bool,
}
