//! `match GAME --engine1 CMD --engine2 CMD [--games N] [--time-ms T] [--openings FILE |
//! --opening-plies K] [--sprt elo0,elo1,alpha,beta] [--settings1 "K=V ..."] [--settings2 …]
//! [--seed S] [--max-plies P] [game option flags]`: two engines that speak the protocol
//! (docs/engine.md) play each other, as with cutechess-cli or fastchess. Each opening is
//! played twice with colours swapped; the game's own rules (repetition, no progress) decide
//! draws; an engine that answers late, not at all or with an illegal move loses the game.
//! One line per game shows the progress; the end prints wins, draws and losses, the Elo
//! difference with its 95% error bar and, with `--sprt`, the verdict (which stops early).

use super::ai_flags::{AiFlags, Range};
use super::caps;
use super::job::{game_at, read_file, Job};
use super::output::Out;
use super::player::{Fault, Player};
use super::quote::{short, tame};
use super::sprt::{Score, Sprt, Verdict};
use super::{Args, CliError};
use crate::ai::Think;
use crate::core::{Outcome, Player as Side};
use std::time::Duration;

/// The flags `match` reads itself; every other flag is a game option, passed to both
/// engines with `newgame`.
pub const FLAGS: &[&str] = &[
    "engine1",
    "engine2",
    "settings1",
    "settings2",
    "games",
    "time-ms",
    "openings",
    "opening-plies",
    "sprt",
    "seed",
    "max-plies",
];

/// What an engine may take beyond its time before it loses the game.
const GRACE_MS: u64 = 5000;

/// The largest openings file read.
const OPENINGS_BYTES: u64 = 1 << 20;

/// Where the games start.
enum Openings {
    /// This many random plies from the start, drawn from the seed (one draw per pair).
    Random(u64),
    /// Position strings, one per line, taken in turn.
    Positions(Vec<String>),
}

/// What `match` was asked for, checked.
struct Setup<O> {
    engines: [String; 2],
    settings: [String; 2],
    games: u64,
    time_ms: u64,
    openings: Openings,
    sprt: Option<Sprt>,
    seed: u64,
    max_plies: u64,
    options: O,
    /// The game options as `KEY=VALUE` words, for `newgame`.
    option_words: String,
}

/// Checks the arguments; the job plays the match.
pub fn arena<G: Think + 'static>(
    args: &Args,
    options: G::Options,
    warnings: &mut Vec<String>,
) -> Result<Job, CliError>
where
    G::Options: 'static,
{
    if G::DICE {
        return Err(CliError(format!(
            "match plays the games without dice: {}'s rolls need a referee that rolls, which it \
             does not have yet",
            crate::games::GameInfo::of::<G>().name
        )));
    }
    if !args.rest.is_empty() {
        return Err(CliError(
            "match takes no POSITION: use --openings FILE or --opening-plies K".into(),
        ));
    }
    let flags = AiFlags::read(args, FLAGS);
    let engine = |name: &str| {
        flags
            .get(name)
            .filter(|c| !c.trim().is_empty())
            .map(str::to_string)
            .ok_or_else(|| {
                CliError(format!(
                    "match needs --{name} COMMAND (e.g. 'co-dan-gian engine')"
                ))
            })
    };
    let engines = [engine("engine1")?, engine("engine2")?];
    let settings = [
        flags.get("settings1").unwrap_or("").to_string(),
        flags.get("settings2").unwrap_or("").to_string(),
    ];
    for (i, s) in settings.iter().enumerate() {
        if let Some(w) = s.split_whitespace().find(|w| !w.contains('=')) {
            return Err(CliError(format!(
                "--settings{} {}: write settings as KEY=VALUE",
                i + 1,
                short(w)
            )));
        }
    }
    let games = flags.games(100, warnings)?;
    let time_cap = caps::time_cap_ms(G::ID) as u64;
    let time_ms = flags
        .bounded(
            "time-ms",
            Range::capped(
                "the time per move",
                1,
                time_cap,
                "no level thinks longer",
                warnings,
            ),
        )?
        .unwrap_or(100);
    let plies_why = "longer than any game";
    let max_plies = flags.max_plies(1000, warnings)?;
    let openings = match (flags.get("openings"), flags.get("opening-plies")) {
        (Some(_), Some(_)) => {
            return Err(CliError(
                "give --openings FILE or --opening-plies K, not both".into(),
            ))
        }
        (Some(path), None) => Openings::Positions(read_openings::<G>(path, &options)?),
        (None, _) => Openings::Random(
            flags
                .bounded(
                    "opening-plies",
                    Range::capped("the opening", 0, caps::PLIES_CAP, plies_why, warnings),
                )?
                .unwrap_or(4),
        ),
    };
    let sprt = flags
        .get("sprt")
        .map(|t| {
            Sprt::parse(t).ok_or_else(|| {
                CliError(format!(
                    "--sprt {}: write elo0,elo1,alpha,beta with elo0 < elo1 and alpha, beta \
                     between 0 and 0.5 (e.g. 0,10,0.05,0.05)",
                    short(t)
                ))
            })
        })
        .transpose()?;
    let option_words = args
        .options
        .iter()
        .filter(|(k, _)| !FLAGS.contains(&k.as_str()))
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(" ");
    let setup = Setup {
        engines,
        settings,
        games,
        time_ms,
        openings,
        sprt,
        seed: flags.seed()?,
        max_plies,
        options,
        option_words,
    };
    Ok(Box::new(move |out: &mut Out<'_>| {
        play_match::<G>(&setup, out)
    }))
}

/// The position strings of the file at `path`, each checked; blank lines and lines
/// starting with `#` are skipped.
fn read_openings<G: Think>(path: &str, options: &G::Options) -> Result<Vec<String>, CliError> {
    let text = read_file("openings", path, OPENINGS_BYTES)?;
    let bad = |e: String| CliError(format!("--openings {}: {}", short(path), tame(&e)));
    let mut positions = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let game: G = game_at(Some(&line.to_string()), options.clone())
            .map_err(|e| bad(format!("line {}: {}", i + 1, e.0)))?;
        if game.outcome().is_some() {
            return Err(bad(format!(
                "line {}: the game is already over there",
                i + 1
            )));
        }
        positions.push(line.to_string());
    }
    if positions.is_empty() {
        return Err(bad("no position in it".into()));
    }
    Ok(positions)
}

/// How one game ended, for the first engine.
enum Result1 {
    Win,
    Draw,
    Loss,
}

/// Plays the match, printing a line per game and the summary.
fn play_match<G: Think>(
    setup: &Setup<G::Options>,
    out: &mut Out<'_>,
) -> Result<(), super::Failure> {
    let mut players = [
        Player::start(&setup.engines[0])?,
        Player::start(&setup.engines[1])?,
    ];
    let mut score = Score::default();
    let mut rng = oorandom::Rand64::new(u128::from(setup.seed) ^ 0x006d_6174_6368);
    let (mut opening, mut opening_moves) = (String::new(), Vec::new());
    let mut verdict = Verdict::Continue;
    out.line(&format!(
        "match {}: {} vs {}, {} games, {} ms a move",
        G::ID,
        players[0].name,
        players[1].name,
        setup.games,
        setup.time_ms
    ))?;
    for i in 0..setup.games {
        if i % 2 == 0 {
            (opening, opening_moves) = choose_opening::<G>(setup, i / 2, &mut rng);
        }
        // Engine 1 plays the first colour in even games, the second in odd ones.
        let swap = i % 2 == 1;
        let (result, why) = play_game::<G>(setup, &mut players, &opening, &opening_moves, swap)?;
        match result {
            Result1::Win => score.wins += 1,
            Result1::Draw => score.draws += 1,
            Result1::Loss => score.losses += 1,
        }
        let (elo, lo, hi) = score.elo();
        let mut line = format!(
            "game {}/{}: {} {} ({why}); +{} ={} -{}; elo {elo:+.0} [{lo:+.0}, {hi:+.0}]",
            i + 1,
            setup.games,
            if swap {
                "engine1 second"
            } else {
                "engine1 first"
            },
            match result {
                Result1::Win => "1-0",
                Result1::Draw => "½-½",
                Result1::Loss => "0-1",
            },
            score.wins,
            score.draws,
            score.losses
        );
        if let Some(t) = &setup.sprt {
            line.push_str(&format!("; llr {:.2}", score.llr(t)));
            verdict = t.verdict(&score);
        }
        out.line(&line)?;
        out.flush()?;
        if verdict != Verdict::Continue {
            break;
        }
    }
    out.line(&summary(setup, &players, &score, verdict))
}

/// The opening of pair `k`: the position string to send and the moves after it.
fn choose_opening<G: Think>(
    setup: &Setup<G::Options>,
    k: u64,
    rng: &mut oorandom::Rand64,
) -> (String, Vec<String>) {
    match &setup.openings {
        Openings::Positions(list) => (list[(k % list.len() as u64) as usize].clone(), Vec::new()),
        Openings::Random(plies) => {
            // A few tries for an opening that does not end the game.
            let mut moves = Vec::new();
            for _ in 0..100 {
                let mut game = G::new(setup.options.clone(), 0);
                moves.clear();
                for _ in 0..*plies {
                    let legal = game.legal_moves();
                    if game.outcome().is_some() || legal.is_empty() {
                        break;
                    }
                    let mv = legal[rng.rand_range(0..legal.len() as u64) as usize];
                    moves.push(game.format_move(mv));
                    if game.play(mv).is_err() {
                        break;
                    }
                }
                if game.outcome().is_none() {
                    break;
                }
            }
            ("start".to_string(), moves)
        }
    }
}

/// Plays one game; `swap` puts engine 2 on the first colour.
fn play_game<G: Think>(
    setup: &Setup<G::Options>,
    players: &mut [Player; 2],
    opening: &str,
    opening_moves: &[String],
    swap: bool,
) -> Result<(Result1, String), CliError> {
    let start = if opening == "start" {
        G::new(setup.options.clone(), 0)
    } else {
        game_at::<G>(Some(&opening.to_string()), setup.options.clone())?
    };
    let first = start.to_move();
    let mut game = super::job::play_moves(start, opening_moves)?;
    let mut moves: Vec<String> = opening_moves.to_vec();
    // Which engine plays `side`.
    let engine_of = |side: Side| usize::from((side == first) == swap);
    for (k, p) in players.iter_mut().enumerate() {
        let line = format!(
            "newgame {} {} {}",
            G::ID,
            setup.option_words,
            setup.settings[k]
        );
        p.send(line.trim())
            .map_err(|_| CliError(format!("engine{} ended", k + 1)))?;
    }
    let patience = Duration::from_millis(setup.time_ms + GRACE_MS);
    let go = format!("go movetime {}", setup.time_ms);
    let lose = |k: usize, why: String| {
        let r = if k == 0 { Result1::Loss } else { Result1::Win };
        Ok((r, format!("engine{} {why}", k + 1)))
    };
    let mut plies = 0;
    while game.outcome().is_none() {
        if plies >= setup.max_plies {
            return Ok((Result1::Draw, format!("{} plies", setup.max_plies)));
        }
        let k = engine_of(game.to_move());
        let position = format!("position {opening} moves {}", moves.join(" "));
        let text = match players[k].best_move(position.trim(), &go, patience) {
            Ok(t) => t,
            Err(Fault::Time) => return lose(k, "gave no move in time".into()),
            Err(Fault::Gone) => return lose(k, "ended".into()),
        };
        let Ok(mv) = game.parse_move(&text) else {
            return lose(k, format!("sent '{}', not a move", short(&text)));
        };
        if game.play(mv).is_err() {
            return lose(k, format!("played the illegal move {}", short(&text)));
        }
        moves.push(text);
        plies += 1;
    }
    let reason = |r: &crate::core::EndReason| format!("{r:?}").to_lowercase();
    Ok(match game.outcome() {
        Some(Outcome::Win(side, r)) => {
            let res = if engine_of(side) == 0 {
                Result1::Win
            } else {
                Result1::Loss
            };
            (res, reason(&r))
        }
        Some(Outcome::Draw(r)) => (Result1::Draw, reason(&r)),
        _ => (Result1::Draw, "no winner".into()),
    })
}

/// The closing table.
fn summary<O>(setup: &Setup<O>, players: &[Player; 2], score: &Score, verdict: Verdict) -> String {
    let n = score.games();
    let points = f64::from(score.wins) + f64::from(score.draws) / 2.0;
    let (elo, lo, hi) = score.elo();
    let mut s = format!(
        "engine1 {} vs engine2 {}: {n} games, +{} ={} -{} (wins, draws, losses of engine1), score {:.1}%\n\
         elo difference {elo:+.1}, 95% interval [{lo:+.1}, {hi:+.1}] (±{:.1})",
        players[0].name,
        players[1].name,
        score.wins,
        score.draws,
        score.losses,
        100.0 * points / f64::from(n.max(1)),
        (hi - lo) / 2.0
    );
    if let Some(t) = &setup.sprt {
        let (a, b) = t.bounds();
        s.push_str(&format!(
            "\nsprt elo0 {} elo1 {} alpha {} beta {}: llr {:.2} in [{a:.2}, {b:.2}]: {}",
            t.elo0,
            t.elo1,
            t.alpha,
            t.beta,
            score.llr(t),
            match verdict {
                Verdict::H1 => "H1 accepted (engine1 is stronger by elo1)",
                Verdict::H0 => "H0 accepted (engine1 is not stronger than elo0)",
                Verdict::Continue => "no verdict yet",
            }
        ));
    }
    s
}
