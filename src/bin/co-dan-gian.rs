//! `co-dan-gian`: perft, legal moves and play for every game, from the command line.
//! A bad argument prints one line to stderr and exits with status 2.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match co_dan_gian::cli::run(&argv) {
        Ok(out) => {
            if !out.is_empty() {
                println!("{out}");
            }
        }
        Err(e) => {
            eprintln!("co-dan-gian: {e}");
            std::process::exit(2);
        }
    }
}

/// The tool is native only; the wasm build of the crate is the browser app.
#[cfg(target_arch = "wasm32")]
fn main() {}
