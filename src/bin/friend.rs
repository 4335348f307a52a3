//! The friend module (built by Trunk from `index.html`, with the `friend` feature): play
//! with a friend on another device. The app loads it on its own page, and only when a
//! person opens that screen or a link of it, so none of it is in the first download.

#[cfg(all(target_arch = "wasm32", feature = "friend"))]
fn main() {
    co_dan_gian::friend::run();
}

/// The module only runs in a browser, loaded by the app.
#[cfg(not(all(target_arch = "wasm32", feature = "friend")))]
fn main() {
    eprintln!("the friend module runs in the browser, loaded by the app");
    std::process::exit(2);
}
