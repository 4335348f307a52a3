//! The computer opponents by name and text, for callers that speak in strings: the
//! browser's Web Worker and the command-line tool.

use super::clock::Clock;
use super::info::SearchInfo;
use super::level::{Level, Limits};
use super::think::Think;
use crate::core::{GameOptions, ParseError};

/// What [`think_text`] found, with the move in the game's notation.
#[derive(Clone, Debug, PartialEq)]
pub struct TextInfo {
    /// The move in the game's notation (`a3-b3`, `f1xf4`, `6:s-t0`, `roll 6`).
    pub best: String,
    /// The deepest iteration completed (plies; turns ahead for Cờ cá ngựa).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The move's score for the player to move.
    pub score: i32,
    /// Milliseconds spent.
    pub time_ms: f64,
}

/// The move the computer plays at `level` in the game named `game_id` (`ganh`, `toan`,
/// `cangua`) at `position` (a position string) with `options` (`(key, value)` pairs as the
/// settings write them), thinking at most `time_ms` milliseconds if given (else the level's
/// budget) by `clock`, with `seed` for its random choices. This is what the Web Worker calls;
/// the Hint button asks for [`Level::Hard`].
///
/// # Errors
/// An unknown game or option, a position that does not parse, or a game that is already over.
pub fn best_move_text(
    game_id: &str,
    position: &str,
    options: &[(String, String)],
    level: Level,
    time_ms: Option<f64>,
    seed: u64,
    clock: &dyn Clock,
) -> Result<String, ParseError> {
    let limits = Limits {
        time_ms,
        ..Limits::LEVEL
    };
    think_text(game_id, position, options, level, limits, seed, clock).map(|t| t.best)
}

/// As [`best_move_text`] with any [`Limits`], returning how hard the computer looked too.
///
/// # Errors
/// As [`best_move_text`].
pub fn think_text(
    game_id: &str,
    position: &str,
    options: &[(String, String)],
    level: Level,
    limits: Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Result<TextInfo, ParseError> {
    /// The arguments of [`run`], for the game the registry finds.
    struct Run<'a>(
        &'a str,
        &'a [(String, String)],
        Level,
        Limits,
        u64,
        &'a dyn Clock,
    );
    impl Run<'_> {
        fn visit<G: Think>(self) -> Result<TextInfo, ParseError> {
            run::<G>(self.0, self.1, self.2, self.3, self.4, self.5)
        }
    }
    let run = Run(position, options, level, limits, seed, clock);
    crate::visit_game!(game_id, run).unwrap_or_else(|| {
        let shown: String = game_id.chars().take(24).collect();
        let ids = crate::games::ids();
        Err(ParseError::whole(
            format!("Không có trò chơi '{shown}' (có: {ids})."),
            format!("There is no game '{shown}' (games: {ids})."),
        ))
    })
}

/// Sets up `G` from text and thinks.
fn run<G: Think>(
    position: &str,
    options: &[(String, String)],
    level: Level,
    limits: Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Result<TextInfo, ParseError> {
    let o = G::Options::from_pairs(options.iter().map(|(k, v)| (k, v))).map_err(|bad| bad.error)?;
    let game = G::from_position(position, o)?;
    let info: SearchInfo<G::Move> = game.think(level, limits, clock, seed);
    let best = info.best.ok_or_else(|| {
        ParseError::whole(
            "Ván cờ đã kết thúc: không còn nước nào để đi.",
            "The game is over: there is no move to choose.",
        )
    })?;
    Ok(TextInfo {
        best: game.format_move(best),
        depth: info.depth,
        nodes: info.nodes,
        score: info.score,
        time_ms: info.time_ms,
    })
}
