//! `co-dan-gian`: perft, legal moves and play for every game, from the command line.
//! A bad argument prints one line to stderr and exits with status 2; a reader that closes
//! the output early ends it quietly (see `co_dan_gian::cli::main`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let argv: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let code = co_dan_gian::cli::main(
        &argv,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::ExitCode::from(code)
}

/// The tool is native only; the wasm build of the crate is the browser app.
#[cfg(target_arch = "wasm32")]
fn main() {}
