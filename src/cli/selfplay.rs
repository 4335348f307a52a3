//! `selfplay GAME --players LEVEL,LEVEL[,...] --games N --seed S [--depth D | --time-ms T |
//! --nodes N] [--opening K] [--max-plies P] [--seats r,b,...] [--jobs J] [game option flags]`:
//! whole games between computer players, seats rotating from one game to the next, with the
//! results and the time per move of each player. `--jobs` plays that many games at once, on
//! threads; the games and results are the same as one at a time (times per move aside).

use super::ai_flags::{AiFlags, Range};
use super::caps;
use super::job::Job;
use super::output::Out;
use super::quote::short;
use super::{Args, CliError};
use crate::ai::{Clock, Level, Limits, NativeClock, Think};
use crate::core::{GameOptions, Outcome, Player};

/// The flags `selfplay` reads itself; every other flag is a game option (`--seats` is the
/// game option `players` of Cờ cá ngựa, since `--players` names the levels here).
pub const FLAGS: &[&str] = &[
    "players",
    "games",
    "seed",
    "depth",
    "time-ms",
    "nodes",
    "opening",
    "max-plies",
    "jobs",
];

/// The most games `--jobs` plays at once.
const JOBS_CAP: u64 = 64;

/// What one entry of `--players` did over all games.
struct Tally {
    level: Level,
    wins: u32,
    draws: u32,
    losses: u32,
    /// Sum of places (1 = first), for games with places.
    places: u32,
    /// Milliseconds of every decision.
    times: Vec<f64>,
    nodes: u64,
    depths: u64,
}

impl Tally {
    fn new(level: Level) -> Tally {
        Tally {
            level,
            wins: 0,
            draws: 0,
            losses: 0,
            places: 0,
            times: Vec::new(),
            nodes: 0,
            depths: 0,
        }
    }
}

/// The seats a Cờ cá ngựa game uses for `n` players: facing each other for 2, then in order.
fn default_seats(n: usize) -> &'static str {
    match n {
        2 => "r,y",
        3 => "r,b,y",
        _ => "r,b,y,g",
    }
}

/// The `q`-quantile of `sorted` (nearest rank), 0 for none.
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

/// A seed for one decision, different for every game and ply.
fn decision_seed(seed: u64, game: u64, ply: u64) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ game.wrapping_mul(0xbf58_476d_1ce4_e5b9)
        ^ ply.wrapping_mul(0x94d0_49bb_1331_11eb)
}

/// What `selfplay` was asked for, checked.
struct Setup<O> {
    levels: Vec<Level>,
    games: u64,
    seed: u64,
    limits: Limits,
    opening: u64,
    max_plies: u64,
    options: O,
    /// The number of seats (= levels).
    n: usize,
    /// Games played at once, each on its own thread.
    jobs: u64,
}

/// Checks the arguments; the job plays the games and prints the table.
pub fn selfplay<G: Think + 'static>(
    args: &Args,
    mut options: G::Options,
    seats_given: bool,
    warnings: &mut Vec<String>,
) -> Result<Job, CliError>
where
    G::Options: 'static,
{
    if !args.rest.is_empty() {
        return Err(CliError(
            "selfplay takes no POSITION: games start from the start".into(),
        ));
    }
    let flags = AiFlags::read(args, FLAGS);
    let players = flags
        .get("players")
        .ok_or_else(|| CliError("selfplay needs --players LEVEL,LEVEL[,...]".into()))?;
    let levels = players
        .split(',')
        .map(|p| {
            Level::parse(p).map_err(|e| CliError(format!("--players {}: {e}", short(players))))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let games = flags.games(10, warnings)?;
    let seed = flags.seed()?;
    let limits = flags.limits(G::ID, warnings)?;
    let dice_game = G::DICE;
    let plies_why = "longer than any game";
    let opening = flags
        .bounded(
            "opening",
            Range::capped("the opening", 0, caps::PLIES_CAP, plies_why, warnings),
        )?
        .unwrap_or(if dice_game { 0 } else { 4 });
    let max_plies = flags.max_plies(100_000, warnings)?;
    let jobs = flags
        .bounded(
            "jobs",
            Range::capped(
                "the number of jobs",
                1,
                JOBS_CAP,
                "more than the cores of any machine here",
                warnings,
            ),
        )?
        .unwrap_or(1);
    if dice_game && !seats_given {
        options
            .set("players", default_seats(levels.len()))
            .map_err(|e| CliError(format!("--players: {e}")))?;
    }
    let n = G::new(options.clone(), seed).seats().len();
    if levels.len() != n || n == 0 {
        return Err(CliError(format!(
            "--players names {} levels, but the game has {n} seats",
            levels.len()
        )));
    }
    let setup = Setup {
        levels,
        games,
        seed,
        limits,
        opening,
        max_plies,
        options,
        n,
        jobs,
    };
    Ok(Box::new(move |out: &mut Out<'_>| {
        let table = play_all::<G>(&setup)?;
        out.line(&table)
    }))
}

/// One decision a computer player took: which entry, how long, how many nodes, how deep.
struct Decision {
    entry: usize,
    ms: f64,
    nodes: u64,
    depth: u32,
}

/// What one game gave, to be added to the tallies in game order.
struct Played {
    /// The seats, and the entry playing each (seats rotate from game to game).
    seats: Vec<(Player, usize)>,
    decisions: Vec<Decision>,
    plies: u64,
    outcome: Option<Outcome>,
}

/// The entry of `--players` playing the seat `p` in a game with these `seats`.
fn entry_of(seats: &[(Player, usize)], p: Player) -> usize {
    seats.iter().find(|(s, _)| *s == p).map_or(0, |&(_, k)| k)
}

/// Plays game `i` of `setup` (0-based), timing its decisions on `clock`.
fn play_one<G: Think>(
    setup: &Setup<G::Options>,
    i: u64,
    clock: &NativeClock,
) -> Result<Played, CliError> {
    let Setup {
        ref levels,
        seed,
        limits,
        opening,
        max_plies,
        ref options,
        n,
        ..
    } = *setup;
    let mut game = G::new(options.clone(), seed.wrapping_add(i));
    // Seat j is played by entry (j + i) mod n: colours and seats rotate game by game.
    let shift = (i % n as u64) as usize;
    let seats: Vec<(Player, usize)> = game
        .seats()
        .iter()
        .enumerate()
        .map(|(j, &p)| (p, (j + shift) % n))
        .collect();
    let entry = |p: Player| entry_of(&seats, p);
    let mut opening_rng = oorandom::Rand64::new(u128::from(decision_seed(seed, i, u64::MAX)));
    let mut decisions = Vec::new();
    let mut plies: u64 = 0;
    while game.outcome().is_none() && plies < max_plies {
        let k = entry(game.to_move());
        let mv = if plies < opening {
            let moves = game.legal_moves();
            moves
                .get(opening_rng.rand_range(0..moves.len().max(1) as u64) as usize)
                .copied()
        } else {
            let decision = game.is_decision();
            let t0 = clock.now_ms();
            let info = game.think(levels[k], limits, clock, decision_seed(seed, i, plies));
            let ms = clock.now_ms() - t0;
            if decision {
                decisions.push(Decision {
                    entry: k,
                    ms,
                    nodes: info.nodes,
                    depth: info.depth,
                });
            }
            info.best
        };
        let mv = mv.ok_or_else(|| {
            CliError(format!(
                "game {}: no move chosen at {}",
                i + 1,
                game.position()
            ))
        })?;
        let text = game.format_move(mv);
        game.play(mv).map_err(|e| {
            CliError(format!(
                "game {}: {} chose the illegal move {text} at {}: {e}",
                i + 1,
                levels[k],
                game.position()
            ))
        })?;
        plies += 1;
    }
    Ok(Played {
        seats,
        decisions,
        plies,
        outcome: game.outcome(),
    })
}

/// Plays every game of `setup`, `setup.jobs` at a time, and returns them in game order. Each
/// game depends only on the seed and its number, so the games are the same whatever the
/// number of jobs (with a depth or node limit; by the clock, jobs share the cores).
fn play_games<G: Think>(
    setup: &Setup<G::Options>,
    clock: &NativeClock,
) -> Vec<(u64, Result<Played, CliError>)> {
    let jobs = setup.jobs.clamp(1, setup.games.max(1));
    if jobs == 1 {
        return (0..setup.games)
            .map(|i| (i, play_one::<G>(setup, i, clock)))
            .collect();
    }
    let mut all: Vec<(u64, Result<Played, CliError>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                scope.spawn(move || {
                    (j..setup.games)
                        .step_by(jobs as usize)
                        .map(|i| (i, play_one::<G>(setup, i, clock)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                h.join().unwrap_or_else(|_| {
                    vec![(
                        0,
                        Err(CliError("a selfplay job stopped unexpectedly".into())),
                    )]
                })
            })
            .collect()
    });
    all.sort_by_key(|(i, _)| *i);
    all
}

/// Plays the games of `setup` and returns the table.
fn play_all<G: Think>(setup: &Setup<G::Options>) -> Result<String, CliError> {
    let clock = NativeClock::new();
    let started = clock.now_ms();
    let mut tallies: Vec<Tally> = setup.levels.iter().map(|&l| Tally::new(l)).collect();
    let mut by_colour: Vec<(Player, u32)> = Vec::new();
    let (mut total_plies, mut draws, mut unfinished) = (0u64, 0u32, 0u32);
    for (_, played) in play_games::<G>(setup, &clock) {
        let played = played?;
        let entry = |p: Player| entry_of(&played.seats, p);
        for d in &played.decisions {
            let t = &mut tallies[d.entry];
            t.times.push(d.ms);
            t.nodes = t.nodes.saturating_add(d.nodes);
            t.depths = t.depths.saturating_add(u64::from(d.depth));
        }
        total_plies += played.plies;
        let winner = match &played.outcome {
            Some(Outcome::Win(p, _)) => Some(*p),
            Some(Outcome::Places(ps)) => {
                for (place, &p) in ps.iter().enumerate() {
                    let t = &mut tallies[entry(p)];
                    t.places = t.places.saturating_add(place as u32 + 1);
                }
                ps.first().copied()
            }
            Some(Outcome::Draw(_)) => None,
            None => {
                unfinished += 1;
                None
            }
        };
        match winner {
            Some(w) => {
                for &(s, k) in &played.seats {
                    let t = &mut tallies[k];
                    if s == w {
                        t.wins += 1;
                    } else {
                        t.losses += 1;
                    }
                }
                match by_colour.iter_mut().find(|(p, _)| *p == w) {
                    Some((_, c)) => *c += 1,
                    None => by_colour.push((w, 1)),
                }
            }
            None => {
                draws += 1;
                for &(_, k) in &played.seats {
                    tallies[k].draws += 1;
                }
            }
        }
    }
    Ok(report::<G>(
        &tallies,
        setup.games,
        setup.seed,
        &setup.limits,
        setup.opening,
        total_plies,
        draws,
        unfinished,
        &by_colour,
        clock.now_ms() - started,
    ))
}

/// The table of results.
#[allow(clippy::too_many_arguments)]
fn report<G: Think>(
    tallies: &[Tally],
    games: u64,
    seed: u64,
    limits: &crate::ai::Limits,
    opening: u64,
    total_plies: u64,
    draws: u32,
    unfinished: u32,
    by_colour: &[(Player, u32)],
    elapsed_ms: f64,
) -> String {
    let mut budget = Vec::new();
    if let Some(d) = limits.depth {
        budget.push(format!("depth {d}"));
    }
    if let Some(t) = limits.time_ms {
        budget.push(format!("time {t} ms"));
    }
    if let Some(n) = limits.nodes {
        budget.push(format!("nodes {n}"));
    }
    if budget.is_empty() {
        budget.push("level budgets".into());
    }
    let mut out = format!(
        "selfplay {}: {games} games, seed {seed}, {}, {opening} random opening plies, {:.1} s\n",
        G::ID,
        budget.join(", "),
        elapsed_ms / 1000.0
    );
    out.push_str("entry level   wins draws losses win%(decided) avg-place mean-ms  p95-ms  max-ms  nodes/s  avg-depth\n");
    for (k, t) in tallies.iter().enumerate() {
        let mut times = t.times.clone();
        times.sort_by(f64::total_cmp);
        // Summed from +0.0: an empty f64 sum is -0.0, which printed as "-0.00".
        let total: f64 = times.iter().fold(0.0, |a, t| a + t);
        let decided = t.wins + t.losses;
        let pct = if decided > 0 {
            100.0 * f64::from(t.wins) / f64::from(decided)
        } else {
            0.0
        };
        let place = if t.places > 0 {
            format!("{:.2}", f64::from(t.places) / games as f64)
        } else {
            "-".into()
        };
        let count = times.len().max(1) as f64;
        let nps = if total > 0.0 {
            t.nodes as f64 * 1000.0 / total
        } else {
            0.0
        };
        out.push_str(&format!(
            "{:<5} {:<7} {:>4} {:>5} {:>6} {:>12.1}% {:>9} {:>7.2} {:>7.2} {:>7.2} {:>8.0} {:>10.2}\n",
            k + 1,
            t.level.name(),
            t.wins,
            t.draws,
            t.losses,
            pct,
            place,
            total / count,
            quantile(&times, 0.95),
            times.last().copied().unwrap_or(0.0),
            nps,
            t.depths as f64 / count,
        ));
    }
    let colours: Vec<String> = by_colour
        .iter()
        .map(|(p, c)| format!("{} {c}", p.name_en()))
        .collect();
    out.push_str(&format!(
        "average plies {:.1}; draws {draws}{}; wins by colour: {}",
        total_plies as f64 / games.max(1) as f64,
        if unfinished > 0 {
            format!(" ({unfinished} stopped at --max-plies)")
        } else {
            String::new()
        },
        if colours.is_empty() {
            "-".to_string()
        } else {
            colours.join(", ")
        }
    ));
    out
}
