//! One engine that `match` plays: a child process speaking the engine protocol
//! (docs/engine.md), its answers read by a thread so that a silent engine can time out.

use super::quote::short;
use super::CliError;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long an engine may take to say who it is.
const HELLO: Duration = Duration::from_secs(10);

/// A running engine.
pub struct Player {
    /// What it calls itself (`id name`), or its command.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

/// Why an engine gave no move: it loses the game.
#[derive(Debug)]
pub enum Fault {
    /// No `bestmove` in time.
    Time,
    /// It ended, or its input closed.
    Gone,
}

impl Player {
    /// Starts `command` (words split at spaces: the program, then its arguments) and waits
    /// for `identified`.
    ///
    /// # Errors
    /// The program cannot start or does not identify itself in time.
    pub fn start(command: &str) -> Result<Player, CliError> {
        let words: Vec<&str> = command.split_whitespace().collect();
        let (program, args) = words
            .split_first()
            .ok_or_else(|| CliError("an engine command is empty".into()))?;
        let bad = |why: String| CliError(format!("engine '{}': {why}", short(command)));
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| bad(format!("cannot start it: {e}")))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(bad("no pipes to it".into()));
        };
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut player = Player {
            name: short(command),
            child,
            stdin,
            lines,
        };
        player
            .send("identify")
            .map_err(|_| bad("it closed its input".into()))?;
        let deadline = Instant::now() + HELLO;
        loop {
            let line = player
                .next_line(deadline)
                .map_err(|_| bad("it did not answer identify with identified".into()))?;
            if let Some(name) = line.strip_prefix("id name ") {
                player.name = short(name.trim());
            }
            if line.trim() == "identified" {
                return Ok(player);
            }
        }
    }

    /// Sends one line.
    ///
    /// # Errors
    /// The engine has closed its input.
    pub fn send(&mut self, line: &str) -> Result<(), Fault> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| Fault::Gone)
    }

    fn next_line(&self, deadline: Instant) -> Result<String, Fault> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.lines.recv_timeout(left).map_err(|e| match e {
            RecvTimeoutError::Timeout => Fault::Time,
            RecvTimeoutError::Disconnected => Fault::Gone,
        })
    }

    /// Sends `position` and `go`, and returns the move of its `bestmove` line, waiting at
    /// most `patience`. Lines before it (`info`, `error`) are passed over.
    ///
    /// # Errors
    /// No answer in time, or the engine ended.
    pub fn best_move(
        &mut self,
        position: &str,
        go: &str,
        patience: Duration,
    ) -> Result<String, Fault> {
        self.send(position)?;
        self.send(go)?;
        let deadline = Instant::now() + patience;
        loop {
            let line = self.next_line(deadline)?;
            if let Some(mv) = line.strip_prefix("bestmove ") {
                return Ok(mv.trim().to_string());
            }
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
