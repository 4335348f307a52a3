//! Ô ăn quan ("capture the mandarin's square"): two players sow dân round a ring of ten
//! citizens' squares and two quan squares, capturing what lies past an empty square. The
//! game ends when both quan squares are empty; captured quan count 10 dân (or 5). Rules as
//! played here: RULES-OAQ.md and docs/rules-oaq.md.
//!
//! ```
//! use co_dan_gian::core::Game;
//! use co_dan_gian::games::oaq::Oaq;
//!
//! let mut game = Oaq::new(Default::default(), 0);
//! assert_eq!(game.position(), "Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0");
//! assert_eq!(game.legal_moves().len(), 10);
//! // South sows square 1 to the right: the last dân lands in the East quan square, so the
//! // sowing goes on from square 7; it ends before the emptied square 1, and the 6 dân past
//! // it are captured.
//! let report = game.play(game.parse_move("a>").unwrap()).unwrap();
//! assert_eq!(report.captured(), (6, 0));
//! assert_eq!(game.position(), "Q1/0/0/6/6/6/Q1/0/6/6/6/6 n 6:0:0 0:0:0");
//! ```

mod board;
mod game;
mod mv;
mod options;
mod perft;
mod position;
mod report;
mod state;

pub use board::{is_quan, row_start, step, QUAN_SQUARES, ROW, SQUARES};
pub use game::{seat, Oaq};
pub use mv::Move;
pub use options::{Mandarin, OaqOptions, Refill, Starts};
pub use report::OaqReport;
pub use state::{Ending, Rules, State, Step, Store, DAN_TOTAL};
