//! Cờ gánh ("carrying chess", from Quảng Nam): two players, eight pieces each, on the 25
//! points of a 5×5 grid with its drawn lines. A piece that steps between two enemy pieces
//! on a line converts both (gánh); enclosed enemy groups are converted too (vây); a move
//! that opens a gánh for the opponent (mở) obliges the opponent to take it. The player who
//! loses all their pieces has lost. Rules as played here: RULES.md §1 and docs/rules-ganh.md.
//!
//! ```
//! use co_dan_gian::core::Game;
//! use co_dan_gian::games::ganh::{Ganh, GanhOptions, Move, Point};
//!
//! let mut game = Ganh::new(GanhOptions::default(), 0);
//! assert_eq!(game.position(), "BBBBB/B...B/R...B/R...R/RRRRR r -");
//! assert_eq!(game.legal_moves().len(), 12);
//! let mv = game.parse_move("a3-b3").unwrap();
//! let report = game.play(mv).unwrap();
//! assert_eq!(report.chau(), 0);
//! assert_eq!(game.piece_at(Point::parse("b3").unwrap()), Some(co_dan_gian::core::Player::Red));
//! ```

mod board;
mod game;
mod movegen;
mod options;
mod perft;
mod play;
mod point;
mod position;
mod report;
mod state;

pub use crate::core::First;
pub use board::{joined, neighbours, segments, LINES};
pub use game::Ganh;
pub use options::{Forced, GanhOptions, Vay};
pub use point::{Move, Point};
pub use report::GanhReport;

// What the computer opponent's search walks (crate only): the position without its history,
// the bit tables and the gánh rule. The rules stay here; the search only calls them.
pub(crate) use board::{between, dilate, EVEN, FULL};
pub(crate) use play::ganh as ganh_taken;
pub(crate) use state::State;
