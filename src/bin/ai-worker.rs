//! The computer opponents' Web Worker (built by Trunk from `index.html`): it thinks off the
//! page's main thread, so the board keeps moving while the computer looks for its move.

#[cfg(target_arch = "wasm32")]
fn main() {
    co_dan_gian::worker::run();
}

/// The worker only runs in a browser; natively the `co-dan-gian bestmove` verb does its job.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ai-worker runs in the browser; use `co-dan-gian bestmove` natively");
    std::process::exit(2);
}
