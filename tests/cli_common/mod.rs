//! Running the command-line tool from a test, as a person would.
#![allow(dead_code)]

use std::ffi::OsString;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// The tool's binary.
pub fn tool() -> Command {
    Command::new(env!("CARGO_BIN_EXE_co-dan-gian"))
}

/// Runs `co-dan-gian ARGS…`: its exit code, standard output and standard error.
pub fn run(args: &[&str]) -> (i32, String, String) {
    run_os(&args.iter().map(OsString::from).collect::<Vec<_>>())
}

/// [`run`] with arguments that need not be text.
pub fn run_os(args: &[OsString]) -> (i32, String, String) {
    let out = tool().args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs the tool with its standard output already closed by the reader (a socket whose
/// other end is gone, so every write fails with a broken pipe, whatever the timing): its
/// exit code and standard error.
#[cfg(unix)]
pub fn run_reader_gone(args: &[&str]) -> (i32, String) {
    use std::os::fd::OwnedFd;
    use std::os::unix::net::UnixStream;
    let (ours, theirs) = UnixStream::pair().expect("socket pair");
    drop(ours);
    let out = tool()
        .args(args)
        .stdout(Stdio::from(OwnedFd::from(theirs)))
        .stderr(Stdio::piped())
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs the tool into a pipe, reads at most `lines` lines (0: none) and closes the pipe, as
/// `| head -1` and `| true` do: its exit code, the lines read and standard error.
pub fn run_then_close(args: &[&str], lines: usize) -> (i32, Vec<String>, String) {
    let mut child = tool()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut read = Vec::new();
    {
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        for _ in 0..lines {
            let mut line = String::new();
            if stdout.read_line(&mut line).unwrap_or(0) == 0 {
                break;
            }
            read.push(line);
        }
    }
    let out = child.wait_with_output().expect("waits");
    (
        out.status.code().unwrap_or(-1),
        read,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
