//! The app's side of the puzzles, which are a module of their own (`src/learn`, built as
//! `learn`, loaded the first time a puzzle screen opens by [`super::lazy`]): the board each
//! game's puzzles are set up on, and the calls into the module (`window.cdgLearn`).

use super::lazy::{self, Module};
use std::cell::RefCell;

thread_local! {
    /// The puzzle boards' keys made so far (one per game, made once).
    static KEYS: RefCell<Vec<(&'static str, &'static str)>> = const { RefCell::new(Vec::new()) };
}

/// The key of the board `game`'s puzzles are set up on (`puzzles-ganh`): a view of its own
/// beside the game's, so the game in progress is never touched, and not saved.
pub fn board_key(game: &'static str) -> &'static str {
    KEYS.with(|k| {
        let mut k = k.borrow_mut();
        if let Some((_, key)) = k.iter().find(|(g, _)| *g == game) {
            return *key;
        }
        let key: &'static str = Box::leak(format!("puzzles-{game}").into_boxed_str());
        k.push((game, key));
        key
    })
}

/// Whether `key` is a puzzle board's.
pub fn is_board(key: &str) -> bool {
    key.starts_with("puzzles-")
}

/// Opens the puzzles of `game` (loading the module the first time).
pub fn open(game: &str) {
    lazy::call(Module::Learn, "open", &[game.into()]);
}

/// Opens the first lesson of `game` (loading the module the first time).
pub fn lesson(game: &str) {
    lazy::call(Module::Learn, "lesson", &[game.into()]);
}

/// After the app's work: the module follows the puzzle board on screen.
pub fn follow(active: Option<&'static str>) {
    if active.is_some_and(is_board) {
        lazy::tell(Module::Learn, "follow", &[]);
    }
}

/// The language changed.
pub fn lang(code: &str) {
    lazy::tell(Module::Learn, "lang", &[code.into()]);
}
