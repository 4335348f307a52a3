//! Entry points for measuring speed in wasm, built only without the app (`scripts/bench.sh`
//! and `scripts/bench-ai.sh` load the module in Node, V8 being Chromium's engine).

use crate::ai::{think_text, Level, Limits};
use wasm_bindgen::prelude::*;

/// Counts perft nodes from the start of `game` (`ganh`, `toan`, …) to `depth`;
/// returns -1 for a game it does not know.
#[wasm_bindgen]
pub fn bench_perft(game: &str, depth: u32) -> f64 {
    crate::games::perft_from_start(game, depth).map_or(-1.0, |n| n as f64)
}

/// Thinks as the computer would in the browser (the level's own time budget, read from
/// `Date.now()`) and returns `[milliseconds, nodes, depth]`, or an empty array on bad input.
/// `options` are the game's options as `key=value` words (`dice=2`), or empty.
#[wasm_bindgen]
pub fn bench_think(game: &str, position: &str, options: &str, level: &str, seed: f64) -> Vec<f64> {
    let clock = js_sys::Date::now;
    let Ok(level) = Level::parse(level) else {
        return Vec::new();
    };
    let Some(options) = options
        .split_whitespace()
        .map(|w| {
            w.split_once('=')
                .map(|(k, v)| (k.to_string(), v.to_string()))
        })
        .collect::<Option<Vec<_>>>()
    else {
        return Vec::new();
    };
    let t = js_sys::Date::now();
    match think_text(
        game,
        position,
        &options,
        level,
        Limits::LEVEL,
        seed as u64,
        &clock,
    ) {
        Ok(info) => vec![
            js_sys::Date::now() - t,
            info.nodes as f64,
            info.depth as f64,
        ],
        Err(_) => Vec::new(),
    }
}
