//! `puzzles GAME [--count N] [--seed S] [--depth D] [--gap G] [--opening K] [--per-game P]
//! [--max-games M] [--max-line L] [game option flags]`: mines puzzles from the computer's
//! own games ([`crate::puzzle::mine`]) and prints them as a puzzle file (the app's
//! `www/puzzles/GAME.txt`); a progress line goes to standard error every ten games.

use super::ai_flags::{AiFlags, Range};
use super::job::Job;
use super::output::Out;
use super::{Args, CliError};
use crate::puzzle::{mine, MineSettings, Themed};
use std::io::Write;

/// The flags `puzzles` reads itself; every other flag is a game option.
pub const FLAGS: &[&str] = &[
    "count",
    "seed",
    "depth",
    "gap",
    "opening",
    "per-game",
    "max-games",
    "max-line",
];

/// Checks the flags and returns the mining as a job.
pub fn puzzles<G: Themed + Send + Sync + 'static>(
    args: &Args,
    options: G::Options,
    warnings: &mut Vec<String>,
) -> Result<Job, CliError>
where
    G::Options: Sync + 'static,
{
    if let Some(extra) = args.rest.first() {
        return Err(CliError(format!(
            "puzzles takes no position ('{}'): it mines its own games",
            super::quote::short(extra)
        )));
    }
    let f = AiFlags::read(args, FLAGS);
    let mut num = |name: &str, what: &'static str, min: u64, cap: u64, default: u64| {
        f.bounded(
            name,
            Range::capped(what, min, cap, "one command, not a week", warnings),
        )
        .map(|v| v.unwrap_or(default))
    };
    let count = num("count", "the number of puzzles", 1, 5000, 300)?;
    let depth = num("depth", "the depth", 2, 10, G::MINING_DEPTH)?;
    let gap = num("gap", "the gap", 1, 100_000, 200)?;
    let opening = num(
        "opening",
        "the random opening plies",
        0,
        40,
        G::MINING_OPENING,
    )?;
    let per_game = num("per-game", "the puzzles per game", 1, 100, 3)?;
    let max_games = num("max-games", "the number of games", 1, 1_000_000, count * 20)?;
    let max_line = num("max-line", "the solver's moves in a solution", 1, 5, 3)?;
    let seed = f.seed()?;
    let settings = MineSettings {
        count: count as usize,
        seed,
        depth: depth as u32,
        gap: gap as i32,
        opening: opening as u32,
        per_game: per_game as usize,
        max_games,
        max_line: max_line as usize,
        prefix: G::ID.to_string(),
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let command = format!(
        "co-dan-gian puzzles {} --count {count} --seed {seed} --depth {depth} --gap {gap} \
         --opening {opening} --per-game {per_game} --max-line {max_line}",
        G::ID
    );
    Ok(Box::new(move |out: &mut Out<'_>| {
        let mut tens = 0;
        let mut progress = |found: usize, games: u64| {
            if games / 10 > tens {
                tens = games / 10;
                let _ = writeln!(
                    std::io::stderr(),
                    "puzzles {}: {found} found in {games} games",
                    G::ID
                );
            }
        };
        let found = mine::<G>(&options, &settings, &mut progress);
        out.line(&format!(
            "# {} puzzles for {}, mined by: {command}",
            found.len(),
            G::ID
        ))?;
        out.line("# id;themes;rating;gap;position;solution (docs/puzzles.md)")?;
        for p in &found {
            out.line(&p.line())?;
        }
        Ok(())
    }))
}
