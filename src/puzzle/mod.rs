//! Puzzles: positions from the computer's own games where one move (or a short forced line)
//! is clearly best, each tagged with themes. `co-dan-gian puzzles GAME` mines them
//! ([`mine()`]); the app ships them as one text file per game (`www/puzzles/GAME.txt`,
//! [`Puzzle::parse_file`]), loaded only when the puzzle screen opens. Pure: no browser.
//!
//! One puzzle per line, fields split by `;`:
//! `ID;THEMES;RATING;GAP;POSITION;SOLUTION` where THEMES is a comma list, RATING the
//! difficulty (about 800–1800, as the player's own rating counts), GAP how much better
//! (hundredths of a piece or point) the first move is than the second best, and SOLUTION the
//! moves in notation split by spaces: the solver's move, the reply, the solver's next move…
//! always ending on the solver's move. Lines starting with `#` and empty lines are comments.
//!
//! ```
//! use co_dan_gian::puzzle::Puzzle;
//! let p = Puzzle::parse_line("ganh-1;ganh;900;250;BBBBB/B...B/R...B/R...R/RRRRR r -;a3-b3").unwrap();
//! assert_eq!(p.solution, ["a3-b3"]);
//! assert_eq!(Puzzle::parse_line(&p.line()).unwrap(), p);
//! ```

pub mod edit;
pub mod explain;
pub mod horses;
pub mod lesson;
mod line;
pub mod mine;
pub mod own;
pub mod progress;
pub mod rank;
pub mod themes;

pub use line::{Puzzle, PuzzleError};
pub use mine::{mine, MineSettings};
pub use rank::{rank_moves, Ranked};
pub use themes::Themed;
