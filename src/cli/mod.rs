//! The native command-line tool `co-dan-gian`: perft, legal moves, play, and the computer
//! players (bestmove, selfplay) for every game.
//! It speaks only through [`crate::core::Game`], so a new game joins every verb at once.

mod ai_flags;
mod args;
mod bestmove;
mod selfplay;
mod verbs;

pub use args::{Args, CliError};

/// The usage text printed by `co-dan-gian help`.
pub const USAGE: &str = "\
usage: co-dan-gian VERB GAME ARGS... [--OPTION VALUE]...
  perft GAME DEPTH [POSITION]   count the move sequences of DEPTH plies
  moves GAME POSITION           list the legal moves, one per line, sorted
  play  GAME POSITION MOVE...   play the moves and print the resulting position
  bestmove GAME POSITION --level LEVEL [--time-ms T | --depth D | --nodes N] [--seed S] [--info on]
                                print the move the computer plays (LEVEL: random, easy, medium, hard)
  selfplay GAME --players LEVEL,LEVEL[,...] --games N --seed S [--depth D | --time-ms T | --nodes N]
           [--opening K] [--max-plies P] [--seats r,b,y,g]
                                computer against computer, seats rotating game by game; prints wins,
                                draws, losses, plies, time per move and nodes/s per player
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
