//! The native command-line tool `co-dan-gian`: perft, legal moves, play, and the computer
//! players (bestmove, selfplay) for every game.
//! It speaks only through [`crate::core::Game`], so a new game joins every verb at once.
//!
//! Whatever the arguments, it never panics: they are read as OS strings, a message quotes
//! at most a short prefix of what was typed, limits are capped ([`caps`]), and a reader that
//! closes the output early ends the program quietly.

mod ai_flags;
mod arena;
mod args;
mod bestmove;
pub mod caps;
mod engine;
mod help;
mod job;
mod lessons;
mod output;
mod player;
mod puzzles;
mod quote;
mod review;
mod selfplay;
mod sprt;
mod verbs;

pub use args::{texts, Args, CliError, Request};
pub use help::{usage, VERBS};
pub use output::{Failure, Out};
pub use quote::{short, QUOTE_CHARS};

use std::ffi::OsString;
use std::io::{BufRead, Write};

/// A command line read and checked, ready to run.
pub struct Task {
    /// Limits that were cut to their caps, one line each.
    pub warnings: Vec<String>,
    job: job::Job,
}

impl Task {
    /// Does the work, printing into `out`.
    ///
    /// # Errors
    /// [`Failure::Closed`] when the reader stops early, [`Failure::Write`] for other output
    /// errors, [`Failure::Bad`] when the work itself fails.
    pub fn run(self, out: &mut dyn Write) -> Result<(), Failure> {
        self.run_io(&mut std::io::empty(), out)
    }

    /// As [`Task::run`], with `input` for the verb that reads standard input (`engine`).
    ///
    /// # Errors
    /// As [`Task::run`].
    pub fn run_io(
        self,
        input: &mut (dyn BufRead + Send),
        out: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mut out = Out::with_input(out, input);
        (self.job)(&mut out)?;
        out.flush()
    }
}

/// Reads and checks `argv` (without the program name) without doing any of the work: every
/// argument error is found here.
///
/// # Errors
/// A one-line message for any bad argument, position or move.
pub fn prepare(argv: &[OsString]) -> Result<Task, CliError> {
    let mut warnings = Vec::new();
    let job = match Request::parse_os(argv)? {
        Request::Help(topic) => job::print(usage(topic.as_deref())?),
        Request::Run(args) => verbs::dispatch(&args, &mut warnings)?,
    };
    Ok(Task { warnings, job })
}

/// The whole tool: runs `argv` printing into `stdout` and `stderr`, and returns the exit
/// status: 0 when done (also when the reader of `stdout` stops early), 1 when `stdout`
/// cannot be written, 2 for a bad argument. Errors writing `stderr` are ignored.
pub fn main(argv: &[OsString], stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    main_io(argv, &mut std::io::empty(), stdout, stderr)
}

/// As [`main`], with `stdin` for `engine`, which reads its commands there.
pub fn main_io(
    argv: &[OsString],
    stdin: &mut (dyn BufRead + Send),
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let task = match prepare(argv) {
        Ok(task) => task,
        Err(e) => {
            say(stderr, &e.0);
            return 2;
        }
    };
    for w in &task.warnings {
        say(stderr, &format!("warning: {w}"));
    }
    match task.run_io(stdin, stdout) {
        Ok(()) | Err(Failure::Closed) => 0,
        Err(Failure::Bad(e)) => {
            say(stderr, &e.0);
            2
        }
        Err(Failure::Write(e)) => {
            say(stderr, &format!("cannot write the output: {e}"));
            1
        }
    }
}

/// One line on standard error.
fn say(stderr: &mut dyn Write, message: &str) {
    let _ = writeln!(stderr, "co-dan-gian: {}", quote::one_line(message));
    let _ = stderr.flush();
}
