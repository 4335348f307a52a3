//! What the verbs share: a verb's work as a [`Job`], and the game it starts from (a position,
//! the moves played from it through the rules, a file given with a flag).

use super::output::{Failure, Out};
use super::quote::{short, tame, QUOTE_CHARS};
use super::CliError;
use crate::core::Game;

/// A verb's work, with its arguments already checked: it prints through [`Out`].
pub type Job = Box<dyn FnOnce(&mut Out<'_>) -> Result<(), Failure>>;

/// A job that prints `text` as it is.
pub fn print(text: String) -> Job {
    Box::new(move |out: &mut Out<'_>| out.line(&text))
}

/// The game at the position given, or at the start when `position` is `None`.
pub fn game_at<G: Game>(position: Option<&String>, options: G::Options) -> Result<G, CliError> {
    match position {
        Some(p) => G::from_position(p, options)
            .map_err(|e| CliError(format!("position: {}", tame(&e.to_string())))),
        None => Ok(G::new(options, 0)),
    }
}

/// The game at `position` (the word `start`, or `None`: the start) after `moves`, played
/// through the rules so that it holds their history (repetitions, the no-progress count):
/// what `play`, `bestmove` and the engine protocol start from.
///
/// # Errors
/// A bad position, or a move that does not parse or is illegal, named by its number.
pub fn game_after<G: Game>(
    position: Option<&String>,
    moves: &[String],
    options: G::Options,
) -> Result<G, CliError> {
    play_moves(
        game_at::<G>(position.filter(|p| p.as_str() != "start"), options)?,
        moves,
    )
}

/// `game` after `moves`, each parsed and played by the rules.
///
/// # Errors
/// A move that does not parse or is illegal, named by its number.
pub fn play_moves<G: Game>(mut game: G, moves: &[String]) -> Result<G, CliError> {
    for (i, text) in moves.iter().enumerate() {
        let bad = |e: String| CliError(format!("move {} '{}': {}", i + 1, short(text), tame(&e)));
        if text.chars().count() > QUOTE_CHARS {
            return Err(bad("too long for a move".into()));
        }
        let mv = game.parse_move(text).map_err(|e| bad(e.to_string()))?;
        game.play(mv).map_err(|e| bad(e.to_string()))?;
    }
    Ok(game)
}

/// The text of the file at `path` given with `--FLAG`, refused when larger than `cap` bytes.
///
/// # Errors
/// The file cannot be read, is not text, or is too large; the message names the flag.
pub fn read_file(flag: &str, path: &str, cap: u64) -> Result<String, CliError> {
    use std::io::Read;
    let bad = |e: String| CliError(format!("--{flag} {}: {}", short(path), tame(&e)));
    let file = std::fs::File::open(path).map_err(|e| bad(e.to_string()))?;
    let mut text = String::new();
    file.take(cap + 1)
        .read_to_string(&mut text)
        .map_err(|e| bad(e.to_string()))?;
    if text.len() as u64 > cap {
        return Err(bad(format!("larger than {cap} bytes")));
    }
    Ok(text)
}
