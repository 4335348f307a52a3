//! The app's side of the puzzles, which are a module of their own (`src/learn`, built as
//! `learn`, loaded the first time a puzzle screen opens by [`super::lazy`]): the board each
//! game's puzzles are set up on, and the calls into the module (`window.cdgLearn`).

use super::lazy::{self, Module};
use std::cell::{Cell, RefCell};

thread_local! {
    /// Whether the board on screen is the editor's (taps go to the module, not to the game).
    static EDITING: Cell<bool> = const { Cell::new(false) };
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

/// Opens the board editor of `game`: taps on the board go to the module from now on.
pub fn edit(game: &str) {
    EDITING.set(true);
    lazy::call(Module::Learn, "edit", &[game.into()]);
}

/// Opens the review of the game copied onto the board apart: taps on the board go to the
/// module (which leaves the record under review alone).
pub fn review(game: &str) {
    EDITING.set(true);
    lazy::call(Module::Learn, "review", &[game.into()]);
}

/// Opens the analysis board of the game copied onto the board apart (or of the position
/// the editor hands it); the person moves both sides on it.
pub fn analysis(game: &str) {
    lazy::call(Module::Learn, "analysis", &[game.into()]);
}

/// The screen changed: a review under way stops looking (its worker would compete with the
/// game's computer for the processor); opening the review again starts it anew.
pub fn leave() {
    lazy::tell(Module::Learn, "leave", &[]);
}

/// Whether the board on screen is the editor's.
pub fn editing() -> bool {
    EDITING.with(Cell::get)
}

/// Another screen: taps go to the game again.
pub fn stop_editing() {
    EDITING.set(false);
}

/// A tap on the editor's board, on the point or cell `name`.
pub fn tap(name: &str) {
    lazy::tell(Module::Learn, "tap", &[name.into()]);
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
