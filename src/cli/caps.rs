//! The largest limits the tool accepts, so that no single command runs for hours by
//! accident. Measured on the release build (README, "The command-line tool").

use crate::ai::Level;

/// The deepest `perft` of each game: the last depth that finishes in about a minute
/// (each ply more costs about the branching factor: ×10 for Cờ gánh, ×40 for Cờ toán).
pub fn perft_cap(game_id: &str) -> u32 {
    match game_id {
        "toan" => 5,
        "cangua" => 13,
        _ => 9,
    }
}

/// `ganh 9, toan 5, cangua 13`, for the usage.
pub fn perft_caps_text() -> String {
    ["ganh", "toan", "cangua"]
        .map(|g| format!("{g} {}", perft_cap(g)))
        .join(", ")
}

/// The deepest `--depth` of a search with no `--time-ms`: about a minute a move at Hard,
/// and never deeper than any level searches in that game (Cờ cá ngựa: 3 rolls).
pub fn depth_cap(game_id: &str) -> u32 {
    let measured = match game_id {
        "toan" => 9,
        _ => 16,
    };
    let deepest = Level::ALL
        .iter()
        .map(|l| l.budget(game_id).depth)
        .max()
        .unwrap_or(1);
    measured.min(deepest).max(1)
}

/// The most `--nodes` of a search with no `--time-ms` (a minute or two a move).
pub const NODES_CAP: u64 = 500_000_000;

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
    format!(
        "--depth at most {} (toan {}) and --nodes at most {NODES_CAP} without --time-ms; \
         --time-ms at most {} ms; --games at most {GAMES_CAP}; --max-plies at most {PLIES_CAP}",
        depth_cap("ganh"),
        depth_cap("toan"),
        time_cap_ms("ganh")
    )
}
