//! The puzzle miner: plays the computer against itself from seeded openings and keeps the
//! positions where one move is clearly better than every other, checked again one ply
//! deeper. Deterministic: the same settings give the same puzzles on every machine (every
//! search has a fixed depth and no clock).

use super::line::Puzzle;
use super::rank::Ranked;
use super::themes::Themed;
use crate::ai::{choose, Level, Limits, StoppedClock};

/// What to mine and how hard to look.
#[derive(Clone, Debug)]
pub struct MineSettings {
    /// How many puzzles.
    pub count: usize,
    /// Drives the openings and the games: the same seed, the same puzzles.
    pub seed: u64,
    /// Plies the search looks ahead when it ranks the moves of a position.
    pub depth: u32,
    /// The least gap (hundredths of a piece or point) between the best and the second best.
    pub gap: i32,
    /// Random plies at the start of each game, so the games differ.
    pub opening: u32,
    /// At most this many puzzles from one game, so they come from many games.
    pub per_game: usize,
    /// At most this many games are played (the miner stops with fewer puzzles).
    pub max_games: u64,
    /// At most this many solver moves in a solution.
    pub max_line: usize,
    /// The id's prefix (`ganh` gives `ganh-1`, `ganh-2`, …).
    pub prefix: String,
    /// Games mined at once (the result does not depend on it).
    pub threads: usize,
}

/// The largest gap written: a win against no win is worth this much (100 pieces or points).
const GAP_SHOWN: i32 = 10_000;
/// Plies after which a game is left (the puzzles come from the middle game), and when the
/// miner looks at every position of a game ([`Themed::largest_per_game`]).
const MAX_GAME_PLIES: u32 = 240;
const MAX_WHOLE_GAME_PLIES: u32 = 5000;

/// Mines up to `s.count` puzzles from games with `options`, `s.threads` games at a time;
/// `progress(found, games)` is called after each batch. Each game's puzzles depend on its
/// number alone (a position already found in an earlier game is dropped), so the result is
/// the same whatever the number of threads.
pub fn mine<G>(
    options: &G::Options,
    s: &MineSettings,
    progress: &mut dyn FnMut(usize, u64),
) -> Vec<Puzzle>
where
    G: Themed + Send + Sync,
    G::Options: Sync,
{
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let threads = s.threads.max(1) as u64;
    let mut game_no = 0;
    while game_no < s.max_games && found.len() < s.count {
        let batch: Vec<u64> = (game_no..s.max_games.min(game_no + threads)).collect();
        game_no += batch.len() as u64;
        let results: Vec<Vec<Puzzle>> = if batch.len() == 1 {
            vec![one_game::<G>(options, s, batch[0])]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .iter()
                    .map(|&n| scope.spawn(move || one_game::<G>(options, s, n)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_default())
                    .collect()
            })
        };
        for mut p in results.into_iter().flatten() {
            if found.len() < s.count && seen.insert(p.position.clone()) {
                p.id = format!("{}-{}", s.prefix, found.len() + 1);
                found.push(p);
            }
        }
        progress(found.len(), game_no);
    }
    found
}

/// The puzzles of game number `game_no` (at most `s.per_game`, their ids not yet given).
fn one_game<G: Themed>(options: &G::Options, s: &MineSettings, game_no: u64) -> Vec<Puzzle> {
    let seed =
        s.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ game_no.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let mut rng = oorandom::Rand64::new(u128::from(seed));
    let mut game = G::new(options.clone(), seed);
    for _ in 0..s.opening {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.rand_range(0..moves.len() as u64) as usize];
        let _ = game.play(mv);
    }
    let largest = game.largest_per_game();
    let max_plies = if largest {
        MAX_WHOLE_GAME_PLIES
    } else {
        MAX_GAME_PLIES
    };
    let mut this_game: Vec<Puzzle> = Vec::new();
    let mut ply = 0;
    while game.outcome().is_none() && ply < max_plies && (largest || this_game.len() < s.per_game) {
        if game.is_decision() && !this_game.iter().any(|p| p.position == game.position()) {
            if let Some(p) = puzzle_at(&game, s) {
                this_game.push(p);
            }
        }
        // Hard plays, with a Medium move now and then so that the games make mistakes to
        // punish.
        let level = if rng.rand_range(0..4) == 0 {
            Level::Medium
        } else {
            Level::Hard
        };
        let Some(mv) = choose(
            &game,
            level,
            Limits::depth(s.depth),
            &StoppedClock,
            seed ^ u64::from(ply),
        ) else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
        ply += 1;
    }
    if largest {
        // The largest gaps, in the order they came up in the game.
        let mut by_gap: Vec<usize> = (0..this_game.len()).collect();
        by_gap.sort_by_key(|&i| std::cmp::Reverse(this_game[i].gap));
        by_gap.truncate(s.per_game);
        by_gap.sort_unstable();
        this_game = by_gap.into_iter().map(|i| this_game[i].clone()).collect();
    }
    this_game.truncate(s.per_game);
    this_game
}

/// Whether `ranked` (best first) has one clearly best move: at least `gap` better than the
/// second best, within the game's `bounds` ([`Themed::bounds`]: the best not a lost
/// cause, the second best keeping no clear advantage).
pub fn clear<M>(ranked: &[Ranked<M>], gap: i32, bounds: (i32, i32)) -> bool {
    match ranked {
        [best, second, ..] => {
            best.score >= bounds.0
                && second.score <= bounds.1
                && i64::from(best.score) - i64::from(second.score) >= i64::from(gap)
        }
        _ => false,
    }
}

/// The puzzle at `game`, if its best move is clearly best at `s.depth` and still one ply
/// deeper; its solution goes on while the solver's next move is as clear.
fn puzzle_at<G: Themed>(played: &G, s: &MineSettings) -> Option<Puzzle> {
    // The position as shipped: its string alone, without the game's history (a repetition
    // in the game would score differently than on the puzzle board).
    let bare = G::from_position(&played.position(), played.options().clone()).ok()?;
    let game = &bare;
    let bounds = game.bounds();
    let ranked = game.rank(s.depth);
    if !clear(&ranked, s.gap, bounds) {
        return None;
    }
    let deeper = game.rank(s.depth + 1);
    if deeper.first().map(|r| r.mv) != Some(ranked[0].mv) || !clear(&deeper, s.gap / 2, bounds) {
        return None;
    }
    let solver = game.to_move();
    let mut line = vec![ranked[0].mv];
    let mut now = game.clone();
    now.play(ranked[0].mv).ok()?;
    let max_line = s.max_line.min(game.max_line());
    while line.len() < max_line * 2 - 1 && now.outcome().is_none() {
        let Some(reply) = choose(&now, Level::Hard, Limits::depth(s.depth), &StoppedClock, 1)
        else {
            break;
        };
        let mut next = now.clone();
        if next.play(reply).is_err() || next.outcome().is_some() || next.to_move() != solver {
            break;
        }
        let again = next.rank(s.depth);
        if !clear(&again, s.gap, bounds) {
            break;
        }
        line.push(reply);
        line.push(again[0].mv);
        next.play(again[0].mv).ok()?;
        now = next;
    }
    let solver_moves = line.len().div_ceil(2) as u32;
    let rating = 700 + 150 * found_at(game, ranked[0].mv, s.depth + 1) + 100 * (solver_moves - 1);
    let mut text_game = game.clone();
    let solution = line
        .iter()
        .map(|&mv| {
            let t = text_game.format_move(mv);
            let _ = text_game.play(mv);
            t
        })
        .collect();
    Some(Puzzle {
        id: String::new(),
        themes: game
            .themes(&line, &deeper)
            .iter()
            .map(|t| t.to_string())
            .collect(),
        rating,
        gap: deeper[0]
            .score
            .saturating_sub(deeper[1].score)
            .min(GAP_SHOWN),
        position: game.position(),
        solution,
    })
}

/// The shallowest search (1 to `most` plies) that already plays `mv` here: how far one must
/// look to find it (`most` when none does).
fn found_at<G: Themed>(game: &G, mv: G::Move, most: u32) -> u32 {
    (1..most)
        .find(|&d| {
            let limits = Limits {
                contempt: Some(0),
                ..Limits::depth(d)
            };
            choose(game, Level::Hard, limits, &StoppedClock, 1) == Some(mv)
        })
        .unwrap_or(most)
}
