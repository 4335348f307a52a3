//! The puzzles module (built by Trunk from `index.html`, with the `learn` feature). The app
//! loads it on its own page, only when a puzzle screen opens, so none of it is in the first
//! download.

#[cfg(all(target_arch = "wasm32", feature = "learn"))]
fn main() {
    co_dan_gian::learn::run();
}

/// The module only runs in a browser, loaded by the app.
#[cfg(not(all(target_arch = "wasm32", feature = "learn")))]
fn main() {
    eprintln!("the puzzles module runs in the browser, loaded by the app");
    std::process::exit(2);
}
