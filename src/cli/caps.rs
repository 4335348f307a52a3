//! The largest limits the tool accepts, so that no single command runs for long by
//! accident: each capped search or count ends within [`PROMISE_S`] seconds on the release
//! build. Measured on 2 cores shared with other work (`scripts/bench-caps.sh`; the figures
//! in `docs/performance.md`, "The command-line tool's caps"): each cap takes at most about a
//! third of the promise there, so that a busier machine still keeps it.

use crate::ai::{Budget, Think};
use crate::games::GAMES;

/// What every cap keeps a command within: seconds on the release build.
pub const PROMISE_S: u32 = 30;

/// What the registry's games say of their caps, read by id.
struct Caps;

impl Caps {
    fn visit<G: Think>(self) -> (f64, u32, u64, [Budget; 8]) {
        (G::PERFT_BUDGET, G::DEPTH_CAP, G::NODES_CAP, G::BUDGETS)
    }
}

/// The caps of the game `game_id`: its perft budget, depth cap and node cap, and its levels'
/// budgets. An unknown id (which the tool refuses before it asks) gets the smallest caps.
fn caps(game_id: &str) -> (f64, u32, u64, [Budget; 8]) {
    crate::visit_game!(game_id, Caps).unwrap_or((0.0, 1, 0, [Budget::RANDOM; 8]))
}

/// The most move sequences one `perft` counts, per game: about 10 s at the game's measured
/// speed ([`crate::core::Game::PERFT_BUDGET`]).
pub fn perft_budget(game_id: &str) -> f64 {
    caps(game_id).0
}

/// `2e9 (ganh), 2e9 (toan), 2e8 (cangua)`, for the usage.
pub fn perft_budgets_text() -> String {
    let budgets: Vec<String> = GAMES
        .iter()
        .map(|g| format!("{:e} ({})", perft_budget(g.id), g.id))
        .collect();
    budgets.join(", ")
}

/// The deepest `perft` at all, whatever the count (a tree that never grows still costs).
pub const PERFT_DEPTH_CAP: u32 = 64;

/// Counts below this many are counted outright while estimating a deeper `perft`.
const PROBE_COUNT: u64 = 10_000;

/// About how many move sequences `perft(depth)` counts, from the exact counts of the first
/// plies (`perft(k)` for growing `k` while the count is small): the last count grown by the
/// mean growth of the last two plies (dice games alternate rolls and moves).
pub fn perft_estimate(perft: impl Fn(u32) -> u64, depth: u32) -> f64 {
    // perft(k - 2), perft(k - 1)
    let (mut two_before, mut one_before) = (1u64, 1u64);
    for k in 1..=depth {
        let n = perft(k);
        if n == 0 || k == depth {
            return n as f64;
        }
        if n >= PROBE_COUNT {
            let growth = if k == 1 {
                n as f64
            } else {
                (n as f64 / two_before.max(1) as f64).sqrt()
            };
            let plies_left = i32::try_from(depth - k).unwrap_or(i32::MAX);
            return n as f64 * growth.max(1.0).powi(plies_left);
        }
        (two_before, one_before) = (one_before, n);
    }
    1.0
}

/// The deepest `--depth` of a search with no `--time-ms`, and never deeper than any level
/// searches in that game (Cờ cá ngựa: 3 rolls). Measured at Hard from the start (Hard looks
/// a ply past every forced reply, so each ply costs 3 to 6 times the one before): Cờ gánh
/// depth 11 3.5 s, 12 13 s, 13 76 s; Cờ toán depth 8 2.7 s, 9 6.3 s (9.3 M nodes, but 36 s
/// with the machine's load average at 19: too near the promise). A position
/// with more moves can cost ten times the start at the same depth (a Cờ gánh middle game:
/// depth 11 29 s), so such a search also stops at [`nodes_cap`].
pub fn depth_cap(game_id: &str) -> u32 {
    let (_, measured, _, budgets) = caps(game_id);
    let deepest = budgets.iter().map(|b| b.depth).max().unwrap_or(1);
    measured.min(deepest).max(1)
}

/// The most `--nodes` of a search with no `--time-ms`, and where a `--depth` search with no
/// `--time-ms` stops at the latest: about 10 s at the measured speeds (Hard: Cờ gánh 4 to 5
/// million nodes a second, Cờ toán 1 to 1.5 million, Cờ cá ngựa 2 to 3.5 million).
pub fn nodes_cap(game_id: &str) -> u64 {
    caps(game_id).2
}

/// The most `--games` of one `selfplay`.
pub const GAMES_CAP: u64 = 100_000;

/// The most `--max-plies` (and `--opening`) of one `selfplay` game.
pub const PLIES_CAP: u64 = 1_000_000;

/// The longest any level thinks about a move, in milliseconds: a longer `--time-ms` is cut
/// to it.
pub fn time_cap_ms(game_id: &str) -> f64 {
    caps(game_id)
        .3
        .iter()
        .map(|b| b.time_ms)
        .fold(0.0, f64::max)
}

/// The caps other than perft's, for the usage.
pub fn limits_text() -> String {
    let per_game = |cap: &dyn Fn(&str) -> String| {
        let each: Vec<String> = GAMES
            .iter()
            .map(|g| format!("{} {}", g.id, cap(g.id)))
            .collect();
        each.join(", ")
    };
    let depths = per_game(&|id| depth_cap(id).to_string());
    let nodes = per_game(&|id| nodes_cap(id).to_string());
    format!(
        "limits (a larger value is cut to the limit, with a warning), so that one search or count\n\
         ends within {PROMISE_S} s:\n  \
         without --time-ms: --depth at most {depths};\n  \
         without --time-ms: --nodes at most {nodes}\n    \
         (a --depth search also stops there)\n  \
         --time-ms at most {} ms (no level thinks longer); --games at most {GAMES_CAP}; \
         --max-plies at most {PLIES_CAP}",
        GAMES.iter().map(|g| time_cap_ms(g.id)).fold(0.0, f64::max)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_perft_estimate_grows_by_the_mean_of_the_last_two_plies() {
        let close = |a: f64, b: f64| (a / b - 1.0).abs() < 1e-9;
        assert!(close(perft_estimate(|k| 10u64.pow(k), 12), 1e12));
        assert_eq!(perft_estimate(|k| 10u64.pow(k), 3), 1000.0);
        // Rolls then moves: ×6, ×4, ×6, ×4, …
        let dice = |k: u32| 6u64.pow(k.div_ceil(2)) * 4u64.pow(k / 2);
        let est = perft_estimate(dice, 20);
        assert!(
            est / dice(20) as f64 > 0.5 && est / dice(20) as f64 <= 2.0,
            "{est}"
        );
        assert_eq!(perft_estimate(|_| 0, u32::MAX), 0.0);
        assert_eq!(perft_estimate(|_| 1, 64), 1.0);
    }
}
