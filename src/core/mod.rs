//! The vocabulary every game shares: players, bilingual text, errors, the `Game` trait
//! and a `Session` that keeps a game's history for undo and redo.

mod error;
mod game;
mod player;
mod session;
mod sort;
mod text;

pub use error::{ParseError, PlayError};
pub use game::{EndReason, Game, GameOptions, Outcome};
pub use player::Player;
pub use session::Session;
pub use sort::{sort_small, sort_small_by_key};
pub use text::{Lang, Text};
