//! Where the verbs print: every line goes through [`Out`], so a reader that stops early (a
//! closed pipe: `| head -1`, `| true`) ends the program quietly instead of a panic.

use super::CliError;
use std::io::{self, Write};

/// Why a verb stopped before the end.
#[derive(Debug)]
pub enum Failure {
    /// A bad argument, position or move: one line and exit status 2.
    Bad(CliError),
    /// The reader closed standard output: nothing more to say.
    Closed,
    /// Standard output could not be written for another reason (a full disk, …).
    Write(io::Error),
}

impl From<CliError> for Failure {
    fn from(e: CliError) -> Failure {
        Failure::Bad(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::Closed
        } else {
            Failure::Write(e)
        }
    }
}

/// Standard output, as the verbs see it.
pub struct Out<'a> {
    w: &'a mut dyn Write,
}

impl<'a> Out<'a> {
    /// Output into `w`.
    pub fn new(w: &'a mut dyn Write) -> Out<'a> {
        Out { w }
    }

    /// Prints `text` and a line break.
    ///
    /// # Errors
    /// [`Failure::Closed`] when the reader has gone, [`Failure::Write`] for any other error.
    pub fn line(&mut self, text: &str) -> Result<(), Failure> {
        self.w.write_all(text.as_bytes())?;
        self.w.write_all(b"\n")?;
        Ok(())
    }

    /// Sends what is buffered.
    ///
    /// # Errors
    /// As [`Out::line`].
    pub fn flush(&mut self) -> Result<(), Failure> {
        Ok(self.w.flush()?)
    }
}
