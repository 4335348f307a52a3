//! The vocabulary every game shares: players, bilingual text, errors, the `Game` trait,
//! the option schema and a `Session` that keeps a game's history for undo and redo.

mod error;
mod game;
pub mod options;
mod player;
mod session;
mod sort;
mod text;

pub use error::{ParseError, PlayError};
pub use game::{EndReason, Game, Outcome};
pub use options::{BadPair, First, GameOptions, NoProgress, OptionSpec, Schema};
pub use player::Player;
pub use session::Session;
pub use sort::{sort_small, sort_small_by_key};
pub use text::{words_at, Lang, Text};
