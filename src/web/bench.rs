//! Entry points for measuring the rules' speed in wasm (`scripts/bench.sh` loads the module
//! in Node and times them against the native build).

use wasm_bindgen::prelude::*;

/// Counts perft nodes from the start of `game` (`ganh`, `toan`, …) to `depth`;
/// returns -1 for a game it does not know.
#[wasm_bindgen]
pub fn bench_perft(game: &str, depth: u32) -> f64 {
    crate::games::perft_from_start(game, depth).map_or(-1.0, |n| n as f64)
}
