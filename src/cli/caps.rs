//! The largest limits the tool accepts, so that no single command runs for hours by
//! accident. Measured on the release build, on 2 busy cores (README, "The command-line
//! tool"): each cap is the last step that finishes in a minute or two.

use crate::ai::Level;

/// The most move sequences one `perft` counts, per game: about a minute on a free core at
/// the measured speeds (Cờ gánh 390 M, Cờ toán 300 M, Cờ cá ngựa 25 M sequences a second;
/// `docs/performance.md`). From the start that allows `perft ganh 10` (1.9e10), `perft toan 5`
/// (6.4e9) and `perft cangua 14` (5.8e8), but only `perft cangua 7 --dice 2` (two dice
/// multiply the rolls: depth 8 is 2.4e9).
pub fn perft_budget(game_id: &str) -> f64 {
    match game_id {
        "toan" => 1e10,
        "cangua" => 1e9,
        _ => 2e10,
    }
}

/// `2e10 (ganh), 1e10 (toan), 1e9 (cangua)`, for the usage.
pub fn perft_budgets_text() -> String {
    ["ganh", "toan", "cangua"]
        .map(|g| format!("{:e} ({g})", perft_budget(g)))
        .join(", ")
}

/// The deepest `perft` at all, whatever the count (a tree that never grows still costs).
pub const PERFT_DEPTH_CAP: u32 = 64;

/// Counts below this many are counted outright while estimating a deeper `perft`.
const PROBE_COUNT: u64 = 10_000;

/// About how many move sequences `perft(depth)` counts, from the exact counts of the first
/// plies (`perft(k)` for growing `k` while the count is small): the last count grown by the
/// mean growth of the last two plies (dice games alternate rolls and moves).
pub fn perft_estimate(perft: impl Fn(u32) -> u64, depth: u32) -> f64 {
    let mut counts: Vec<u64> = vec![1];
    for k in 1..=depth {
        let n = perft(k);
        counts.push(n);
        if n == 0 || k == depth {
            return n as f64;
        }
        if n >= PROBE_COUNT {
            let before = counts[counts.len().saturating_sub(3)].max(1);
            let growth = (n as f64 / before as f64).sqrt().max(1.0);
            return n as f64 * growth.powi(i32::try_from(depth - k).unwrap_or(i32::MAX));
        }
    }
    1.0
}

/// The deepest `--depth` of a search with no `--time-ms`, and never deeper than any level
/// searches in that game (Cờ cá ngựa: 3 rolls). Measured at Hard from the start: Cờ gánh
/// depth 14 6 s, 16 25 s; Cờ toán depth 9 8 s, 10 50 s.
pub fn depth_cap(game_id: &str) -> u32 {
    let measured = match game_id {
        "toan" => 10,
        _ => 16,
    };
    let deepest = Level::ALL
        .iter()
        .map(|l| l.budget(game_id).depth)
        .max()
        .unwrap_or(1);
    measured.min(deepest).max(1)
}

/// The most `--nodes` of a search with no `--time-ms`: searches visit 0.6 to 1.2 million
/// nodes a second (measured), so this is a minute or three a move.
pub const NODES_CAP: u64 = 100_000_000;

/// The most `--games` of one `selfplay`.
pub const GAMES_CAP: u64 = 100_000;

/// The most `--max-plies` (and `--opening`) of one `selfplay` game.
pub const PLIES_CAP: u64 = 1_000_000;

/// The longest any level thinks about a move, in milliseconds: a longer `--time-ms` is cut
/// to it.
pub fn time_cap_ms(game_id: &str) -> f64 {
    Level::ALL
        .iter()
        .map(|l| l.budget(game_id).time_ms)
        .fold(0.0, f64::max)
}

/// The caps other than perft's, for the usage.
pub fn limits_text() -> String {
    let depths = ["ganh", "toan", "cangua"]
        .map(|g| format!("{g} {}", depth_cap(g)))
        .join(", ");
    format!(
        "limits (a larger value is cut to the limit, with a warning):\n  \
         without --time-ms: --depth at most {depths}; --nodes at most {NODES_CAP}\n  \
         --time-ms at most {} ms (no level thinks longer); --games at most {GAMES_CAP}; \
         --max-plies at most {PLIES_CAP}",
        time_cap_ms("ganh")
    )
}
