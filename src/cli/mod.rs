//! The native command-line tool `co-dan-gian`: perft, legal moves and play for every game.
//! It speaks only through [`crate::core::Game`], so a new game joins every verb at once.

mod args;
mod verbs;

pub use args::{Args, CliError};

/// The usage text printed by `co-dan-gian help`.
pub const USAGE: &str = "\
usage: co-dan-gian VERB GAME ARGS... [--OPTION VALUE]...
  perft GAME DEPTH [POSITION]   count the move sequences of DEPTH plies
  moves GAME POSITION           list the legal moves, one per line, sorted
  play  GAME POSITION MOVE...   play the moves and print the resulting position
games: ganh (Cờ gánh), toan (Cờ toán), cangua (Cờ cá ngựa)
options: the game's settings, e.g. --forced off (see docs/)";

/// Runs the tool on `argv` (without the program name) and returns what to print.
///
/// # Errors
/// A one-line message for any bad argument, position or move.
pub fn run(argv: &[String]) -> Result<String, CliError> {
    let args = Args::parse(argv)?;
    verbs::dispatch(&args)
}
