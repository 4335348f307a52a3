//! The messages between the page and the computer's Web Worker, as typed structs (the
//! browser passes them with `serde-wasm-bindgen`), and the worker's answer to a request.
//!
//! The page sends the game whole, as its record's text: the worker replays it with the
//! game's own rules ([`crate::record::to_session`]) and searches from the game it reaches,
//! which carries its history, as `bestmove --record` does. So a position that already
//! stood on the board twice, the no-progress count and, in Cờ cá ngựa, the thầu mạ history
//! count in the search. Nothing here knows the browser; it runs and is tested natively.
//!
//! ```
//! use co_dan_gian::request::{answer, Answer, Request};
//! use co_dan_gian::ai::StoppedClock;
//!
//! let req = Request {
//!     id: 7,
//!     record: "co-dan-gian record 1\ngame: ganh\nmoves: a3-b3\n".into(),
//!     level: "random".into(),
//!     time_ms: None,
//!     seed: 1,
//!     look: None,
//!     lines: 0,
//! };
//! assert!(matches!(answer(&req, &StoppedClock), Answer::Move { id: 7, .. }));
//! let bad = Request { level: "expert".into(), ..req };
//! let Answer::Failed { id: 7, en, .. } = answer(&bad, &StoppedClock) else { panic!() };
//! assert!(en.starts_with("There is no level 'expert'"));
//! ```

use crate::ai::{Clock, Level, Limits, Think};
use crate::core::{Lang, Text};
use crate::record::{to_session, Record, RecordError};
use crate::review::Look;
use serde::{Deserialize, Serialize};

/// The longest a request may ask the computer to think (a minute), in milliseconds.
pub const MAX_TIME_MS: f64 = 60_000.0;

/// A question from the page: the move to play (or to hint) in the game of `record`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The page's number for the request; the answer carries it back.
    pub id: u32,
    /// The game as a record's text ([`Record::format`]): options, seed, start and every
    /// move in effect. The computer plays for the player to move after the last one.
    pub record: String,
    /// The level's name: `random`, `easy`, `medium`, `hard`.
    pub level: String,
    /// At most this many milliseconds of thought (`None`: the level's own budget).
    pub time_ms: Option<f64>,
    /// Drives the computer's random choices.
    pub seed: u64,
    /// For the game review: instead of a move, the engine's [`Look`] at the position before
    /// move `look` (after the last move when it is the number of moves), Hard with no
    /// contempt. Absent from a request for a move.
    #[serde(default)]
    pub look: Option<u32>,
    /// With `look`: the engine's best lines there too, this many (the analysis board).
    #[serde(default)]
    pub lines: u32,
}

/// What the worker says: an object with its `kind` (`ready`, `move`, `look`, `failed`) beside the
/// fields of its variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Answer {
    /// The worker has started; `build` is the id its loader set (empty when none), so the
    /// page can tell it is of its own build.
    Ready {
        /// The worker's build id.
        build: String,
    },
    /// The move for request `id`, in the game's notation.
    Move {
        /// The request answered.
        id: u32,
        /// The move (`a3-b3`, `f1xf4`, `6:s-t0`).
        text: String,
    },
    /// The look at a position that request `id` asked for (the game review).
    Look {
        /// The request answered.
        id: u32,
        /// What the engine sees there.
        look: Look,
    },
    /// Request `id` could not be answered (0 when the message carried no readable id).
    Failed {
        /// The request answered.
        id: u32,
        /// Why, in Vietnamese.
        vi: String,
        /// Why, in English.
        en: String,
    },
}

impl Answer {
    /// The answer to request `id` that it could not be answered, for `why`.
    pub fn failed(id: u32, why: Text) -> Answer {
        Answer::Failed {
            id,
            vi: why.vi,
            en: why.en,
        }
    }
}

/// Only the id of a message, read when the whole of it does not read as a [`Request`], so
/// that the error answer still reaches the request it belongs to.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct IdOnly {
    /// The page's number for the request.
    pub id: u32,
}

/// The answer for a message that is not a [`Request`] (`why`: the decoder's own words, an
/// `Error: ` in front of them left out).
pub fn malformed(id: u32, why: &str) -> Answer {
    let why = why.strip_prefix("Error: ").unwrap_or(why);
    let why: String = why.chars().take(200).collect();
    Answer::failed(
        id,
        Text::new(
            format!("Tin nhắn gửi máy không phải là một yêu cầu nước đi: {why}."),
            format!("The message to the computer is not a request for a move: {why}."),
        ),
    )
}

/// What the worker keeps between requests for moves: the search memory of the game the
/// last request came from ([`Think::think_with`]), kept while the requests come from the
/// same game (the same options, seed and start); a request from another game starts afresh.
#[derive(Default)]
pub struct Memories {
    /// The game the memories belong to: its record without the moves.
    game: Option<Record>,
    /// That game's `Think::Memory`, whichever game it is.
    memory: Option<Box<dyn std::any::Any + Send>>,
}

impl Memories {
    /// Forgets everything unless `record` continues the game the memories belong to.
    fn follow(&mut self, record: &Record) {
        let game = Record {
            moves: Vec::new(),
            redo: Vec::new(),
            position: None,
            extras: Vec::new(),
            ..record.clone()
        };
        if self.game.as_ref() != Some(&game) {
            *self = Memories {
                game: Some(game),
                ..Memories::default()
            };
        }
    }

    /// The memory of `G`'s search, kept or new.
    fn of<G: Think>(&mut self) -> Option<&mut G::Memory> {
        let memory = self
            .memory
            .get_or_insert_with(|| Box::new(G::Memory::default()));
        if !memory.is::<G::Memory>() {
            *memory = Box::new(G::Memory::default());
        }
        memory.downcast_mut::<G::Memory>()
    }
}

/// The answer to `req`: the move the computer plays at its level in the game of its record,
/// reading time from `clock`; or, for a request that cannot be answered, a sentence saying
/// why. Never panics, whatever the request holds. Remembers nothing between calls.
pub fn answer(req: &Request, clock: &dyn Clock) -> Answer {
    answer_with(req, clock, &mut Memories::default())
}

/// As [`answer`], searching from what the earlier requests of the same game learnt and
/// keeping what this one learns in `memories` (the worker keeps one for its life).
pub fn answer_with(req: &Request, clock: &dyn Clock, memories: &mut Memories) -> Answer {
    if let Some(ply) = req.look {
        return match look_at(req, ply, clock) {
            Ok(look) => Answer::Look { id: req.id, look },
            Err(why) => Answer::failed(req.id, why),
        };
    }
    match best(req, clock, memories) {
        Ok(text) => Answer::Move { id: req.id, text },
        Err(why) => Answer::failed(req.id, why),
    }
}

/// The move for `req`, or why there is none.
fn best(req: &Request, clock: &dyn Clock, memories: &mut Memories) -> Result<String, Text> {
    let level = Level::parse(&req.level).map_err(|e| e.text)?;
    let limits = Limits {
        time_ms: time_limit(req.time_ms)?,
        ..Limits::LEVEL
    };
    let record = Record::parse(&req.record).map_err(record_text)?;
    memories.follow(&record);
    /// [`think`] for the game the registry finds, with its memory.
    struct Best<'a> {
        record: &'a Record,
        level: Level,
        limits: Limits,
        seed: u64,
        clock: &'a dyn Clock,
        memories: &'a mut Memories,
    }
    impl Best<'_> {
        fn visit<G: Think>(self) -> Result<String, Text> {
            let mut fresh = G::Memory::default();
            let memory = self.memories.of::<G>().unwrap_or(&mut fresh);
            think::<G>(
                self.record,
                self.level,
                self.limits,
                self.seed,
                self.clock,
                memory,
            )
        }
    }
    let best = Best {
        record: &record,
        level,
        limits,
        seed: req.seed,
        clock,
        memories,
    };
    crate::visit_game!(&record.game, best)
        .unwrap_or_else(|| Err(crate::games::no_such_game(&record.game)))
}

/// The review's look for `req` at the position before move `ply`.
fn look_at(req: &Request, ply: u32, clock: &dyn Clock) -> Result<Look, Text> {
    let limits = Limits {
        time_ms: time_limit(req.time_ms)?,
        ..Limits::LEVEL
    };
    let record = Record::parse(&req.record).map_err(record_text)?;
    crate::review::look_with_lines(&record, ply as usize, req.lines as usize, limits, clock)
}

/// Checks a time limit: a number of milliseconds above 0 and at most [`MAX_TIME_MS`].
fn time_limit(time_ms: Option<f64>) -> Result<Option<f64>, Text> {
    match time_ms {
        Some(t) if !(t > 0.0 && t <= MAX_TIME_MS) => Err(Text::new(
            format!("Thời gian suy nghĩ {t} ms không hợp lệ: cần một số từ trên 0 đến {MAX_TIME_MS} ms."),
            format!("The thinking time {t} ms is not valid: it must be a number above 0 and at most {MAX_TIME_MS} ms."),
        )),
        t => Ok(t),
    }
}

/// A record error as a sentence in both languages.
fn record_text(e: RecordError) -> Text {
    Text::new(e.message(Lang::Vi), e.message(Lang::En))
}

/// Replays `record` as a game of `G` with its whole history and thinks there, with
/// `memory`: the search entry point `bestmove --record` and selfplay use
/// ([`Think::think_with`] on the game itself).
fn think<G: Think>(
    record: &Record,
    level: Level,
    limits: Limits,
    seed: u64,
    clock: &dyn Clock,
    memory: &mut G::Memory,
) -> Result<String, Text> {
    let session = to_session::<G>(record).map_err(record_text)?;
    let game = session.game();
    let info = game.think_with(level, limits, clock, seed, memory);
    match info.best {
        Some(mv) if game.outcome().is_none() => Ok(game.format_move(mv)),
        _ => Err(Text::new(
            "Ván cờ đã kết thúc: không còn nước nào để đi.",
            "The game is over: there is no move to choose.",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ganh::Ganh;

    fn record(text: &str) -> Record {
        Record::parse(&format!("co-dan-gian record 1\ngame: ganh\n{text}")).unwrap()
    }

    #[test]
    fn memories_follow_one_game_and_forget_it_for_another() {
        let mut m = Memories::default();
        m.follow(&record("moves: a3-b3\n"));
        let first = m.game.clone();
        assert!(first.is_some());
        // The same game, a move later: kept (the table is not remade).
        m.of::<Ganh>().unwrap().table_for_tests();
        m.follow(&record("moves: a3-b3 e3-d3\n"));
        assert_eq!(m.game, first);
        assert!(m.of::<Ganh>().unwrap().has_table());
        // Other options: another game, forgotten.
        m.follow(&record("options: forced=off\nmoves: a3-b3\n"));
        assert_ne!(m.game, first);
        assert!(!m.of::<Ganh>().unwrap().has_table());
        // Another game's memory is another type: asked for, it is made afresh.
        assert!(m.of::<crate::games::oaq::Oaq>().is_some());
        assert!(!m.of::<Ganh>().unwrap().has_table());
    }
}
