//! The three games, each a module of pure rules behind [`crate::core::Game`].

pub mod cangua;
pub mod ganh;
pub mod toan;

use crate::core::Game;

/// The perft runs the benchmarks measure: game and depth from the start position.
pub const BENCH_PERFT: &[(&str, u32)] = &[("ganh", 6), ("ganh", 7), ("cangua", 10), ("toan", 4)];

/// Perft from the start of the game named `id` with default options, or `None` for an
/// unknown name.
pub fn perft_from_start(id: &str, depth: u32) -> Option<u64> {
    Some(match id {
        "ganh" => ganh::Ganh::new(Default::default(), 0).perft(depth),
        "toan" => toan::Toan::new(Default::default(), 0).perft(depth),
        "cangua" => cangua::Cangua::new(Default::default(), 0).perft(depth),
        _ => return None,
    })
}
