//! The largest limits the tool accepts, so that no single command runs for hours by
//! accident. Measured on the release build, on 2 busy cores (README, "The command-line
//! tool"): each cap is the last step that finishes in a minute or two.

use crate::ai::Level;
use crate::games::GAMES;

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
    let depths: Vec<String> = GAMES
        .iter()
        .map(|g| format!("{} {}", g.id, depth_cap(g.id)))
        .collect();
    let depths = depths.join(", ");
    format!(
        "limits (a larger value is cut to the limit, with a warning):\n  \
         without --time-ms: --depth at most {depths}; --nodes at most {NODES_CAP}\n  \
         --time-ms at most {} ms (no level thinks longer); --games at most {GAMES_CAP}; \
         --max-plies at most {PLIES_CAP}",
        time_cap_ms("ganh")
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
