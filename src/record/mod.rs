//! Saved games: versioned text records of a game with its whole history, read with clear
//! errors, replayed through the game's own rules; share links that carry a record in the
//! address's fragment; and a checksummed envelope for the browser's autosave.
//!
//! Everything here is pure: text in, text out. The browser side only stores and reads the
//! strings. The format is described in `docs/records.md`.
//!
//! ```
//! use co_dan_gian::core::{Game, Session};
//! use co_dan_gian::games::ganh::Ganh;
//! use co_dan_gian::record::{from_session, to_session, Record};
//!
//! let mut session = Session::new(Ganh::new(Default::default(), 7));
//! for text in ["a3-b3", "e3-d3", "b3-c3"] {
//!     let mv = session.game().parse_move(text).unwrap();
//!     session.play(mv).unwrap();
//! }
//! session.undo();
//! let text = from_session(&session, 7, &[("players", "red=person blue=hard")]).format();
//! assert!(text.starts_with("co-dan-gian record 1\ngame: ganh\n"));
//! assert!(text.contains("\nmoves: a3-b3, e3-d3\nredo: b3-c3\n"));
//! let back: Session<Ganh> = to_session(&Record::parse(&text).unwrap()).unwrap();
//! assert_eq!(back.game().position(), session.game().position());
//! assert!(back.can_redo());
//! ```

mod error;
mod extras;
mod fields;
mod fragment;
mod names;
mod parse;
mod replay;
mod storage;
mod variations;

pub use error::{RecordError, RecordErrorKind};
pub use extras::{
    format_outcomes, format_players, format_points, parse_outcomes, parse_players, parse_points,
};
pub use fields::{is_extra_name, Record, Start, CORE_FIELDS, MAGIC, STANDARD, VERSION};
pub use fragment::{check_link_size, from_fragment, to_fragment, MAX_LINK_BYTES, MAX_LINK_PLIES};
pub use names::game_name;
pub use parse::{MAX_MOVES, MAX_RECORD_BYTES};
pub use replay::{from_session, to_session, to_session_with, unknown_game, validate};
pub use storage::{seal, unseal};
pub use variations::{
    check_variations, check_variations_of, read_variations, write_variations, Variation,
    MAX_VARIATIONS,
};
