//! Running the command-line tool from a test, as a person would.

use std::process::Command;

/// Runs `co-dan-gian ARGS…`: its exit code, standard output and standard error.
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_co-dan-gian"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
