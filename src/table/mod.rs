//! The game screen's logic, written once for every game and free of the browser: a
//! [`Table`] owns the session, the seed, the options, the screen's own settings, the
//! selection, the notice, the hint, the announcements and the move list, and does undo,
//! redo, history jumps, records and set-up. Each game brings a small [`Present`]er (the
//! words, the panel's facts, the move list's lines, the cells read aloud); drawing and
//! hit-testing stay in `web`. Compiled natively too, so `cargo test` covers the screen.

mod grid;
mod hand;
mod lines;
mod move_line;
mod prefs;
mod present;
mod state;
mod status;

pub mod cangua;
pub mod ganh;
pub mod oaq;
pub mod toan;
mod words;

pub use hand::{Hand, Hands};
pub use lines::{Changes, Lines};
pub use move_line::MoveLine;
pub use prefs::{Pref, Prefs};
pub use present::Seen;
pub use present::{Course, Present, Worded};
pub use state::{Played, Table};
pub use status::{sentences, InEffect, Said, Status};
pub use words::record_words;
