//! The person's own mistakes as puzzles, kept on the device ([`crate::puzzle::own`]): read
//! for the puzzle screen's practice, added to when a review ends.

use crate::page::dom;
use crate::puzzle::own::Own;
use crate::puzzle::Puzzle;

fn key(game: &str) -> String {
    format!("cdg.puzzles.own.{game}")
}

/// The stored text of `game`'s own puzzles, read; why it does not read.
fn read(game: &str) -> Result<Own, String> {
    Own::from_text(&dom::load(&key(game)).unwrap_or_default())
}

/// `game`'s own puzzles (none when the stored text does not read: said in the console, and
/// the text is left as it is).
pub fn own_store(game: &str) -> Own {
    read(game).unwrap_or_else(|e| {
        dom::log(&format!("own puzzles of {game} ignored: {e}"));
        Own::default()
    })
}

/// `game`'s own puzzles still to solve, oldest first (the practice's queue).
pub fn due(game: &str) -> Vec<Puzzle> {
    own_store(game).due().into_iter().cloned().collect()
}

/// Keeps `own` as `game`'s own puzzles.
pub fn save_own(game: &str, own: &Own) {
    dom::save(&key(game), &own.to_text());
}

/// Adds the mistakes and blunders of a reviewed game (each with its game's options) to
/// `game`'s own puzzles; returns how
/// many are due now (0, and nothing written, when the stored text does not read).
pub fn keep_own(game: &str, new: Vec<(Puzzle, Vec<(String, String)>)>) -> usize {
    match read(game) {
        Ok(mut own) => {
            own.add(game, new);
            save_own(game, &own);
            own.due().len()
        }
        Err(e) => {
            dom::log(&format!("own puzzles of {game} not added to: {e}"));
            0
        }
    }
}
