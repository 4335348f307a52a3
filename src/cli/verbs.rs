//! The verbs, written once over [`Game`] and dispatched by the game's name. Each verb reads
//! and checks its arguments first and returns the work as a [`Job`], so that every check
//! runs (and can be tested) without the work itself.

use super::caps;
use super::output::{Failure, Out};
use super::quote::{short, tame, QUOTE_CHARS};
use super::{bestmove, help, selfplay, Args, CliError};
use crate::ai::Think;
use crate::core::{Game, GameOptions};

/// A verb's work, with its arguments already checked: it prints through [`Out`].
pub type Job = Box<dyn FnOnce(&mut Out<'_>) -> Result<(), Failure>>;

/// Checks the verb in `args` on the game it names; warnings about capped limits go to
/// `warnings`.
pub fn dispatch(args: &Args, warnings: &mut Vec<String>) -> Result<Job, CliError> {
    match args.game.as_str() {
        "ganh" => run_verb::<crate::games::ganh::Ganh>(args, warnings),
        "toan" => run_verb::<crate::games::toan::Toan>(args, warnings),
        "cangua" => run_verb::<crate::games::cangua::Cangua>(args, warnings),
        _ if !help::VERBS.iter().any(|v| v.name == args.verb) => Err(unknown_verb(&args.verb)),
        _ => Err(CliError(format!(
            "unknown game '{}' (games: ganh, toan, cangua)",
            short(&args.game)
        ))),
    }
}

fn unknown_verb(verb: &str) -> CliError {
    CliError(format!(
        "unknown verb '{}' (verbs: {})",
        short(verb),
        help::names()
    ))
}

/// Checks one verb for the game `G`. A new verb adds its arm here and its entry in
/// [`help::VERBS`].
fn run_verb<G: Think + 'static>(args: &Args, warnings: &mut Vec<String>) -> Result<Job, CliError>
where
    G::Options: 'static,
{
    match args.verb.as_str() {
        "perft" => perft::<G>(args, options::<G>(args, &[])?),
        "moves" => moves::<G>(args, options::<G>(args, &[])?),
        "play" => play::<G>(args, options::<G>(args, &[])?),
        "bestmove" => bestmove::bestmove::<G>(args, options::<G>(args, bestmove::FLAGS)?, warnings),
        "selfplay" => {
            let seats = args.options.iter().any(|(k, _)| k == "seats");
            selfplay::selfplay::<G>(args, options::<G>(args, selfplay::FLAGS)?, seats, warnings)
        }
        v => Err(unknown_verb(v)),
    }
}

/// A job that prints `text` as it is.
pub fn print(text: String) -> Job {
    Box::new(move |out: &mut Out<'_>| out.line(&text))
}

/// The game's options with every flag applied over the defaults, except the verb's own
/// flags (`own`). Beside a verb that takes `--players` for itself, `--seats` sets the game
/// option `players`.
pub fn options<G: Game>(args: &Args, own: &[&str]) -> Result<G::Options, CliError> {
    let mut o = G::Options::default();
    for (k, v) in &args.options {
        if own.contains(&k.as_str()) {
            continue;
        }
        let key = if k == "seats" && own.contains(&"players") {
            "players"
        } else {
            k.as_str()
        };
        if k.chars().count() > QUOTE_CHARS || v.chars().count() > QUOTE_CHARS {
            return Err(CliError(format!(
                "--{} {}: too long for a setting",
                short(k),
                short(v)
            )));
        }
        o.set(key, v)
            .map_err(|e| CliError(format!("--{k} {v}: {}", tame(&e.to_string()))))?;
    }
    Ok(o)
}

/// The game at the position given, or at the start when `position` is `None`.
pub fn game_at<G: Game>(position: Option<&String>, options: G::Options) -> Result<G, CliError> {
    match position {
        Some(p) => G::from_position(p, options)
            .map_err(|e| CliError(format!("position: {}", tame(&e.to_string())))),
        None => Ok(G::new(options, 0)),
    }
}

fn perft<G: Game + 'static>(args: &Args, options: G::Options) -> Result<Job, CliError> {
    let depth_text = args
        .rest
        .first()
        .ok_or_else(|| CliError("perft needs a DEPTH".into()))?;
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= caps::PERFT_DEPTH_CAP)
        .ok_or_else(|| {
            CliError(format!(
                "perft DEPTH '{}': use a whole number from 0 to {}",
                short(depth_text),
                caps::PERFT_DEPTH_CAP
            ))
        })?;
    if args.rest.len() > 2 {
        return Err(CliError(
            "perft takes DEPTH and at most one POSITION (quote the position)".into(),
        ));
    }
    let game = game_at::<G>(args.rest.get(1), options)?;
    let estimate = caps::perft_estimate(|k| game.perft(k), depth);
    let budget = caps::perft_budget(G::ID);
    if estimate > budget {
        return Err(CliError(format!(
            "perft {id} {depth}: about {estimate:.1e} move sequences, over the limit of \
             {budget:e} for {id} (about a minute of counting); choose a smaller DEPTH",
            id = G::ID
        )));
    }
    Ok(Box::new(move |out: &mut Out<'_>| {
        out.line(&game.perft(depth).to_string())
    }))
}

fn moves<G: Game + 'static>(args: &Args, options: G::Options) -> Result<Job, CliError> {
    if args.rest.len() != 1 {
        return Err(CliError(
            "moves takes exactly one POSITION (quote it)".into(),
        ));
    }
    let game = game_at::<G>(args.rest.first(), options)?;
    Ok(Box::new(move |out: &mut Out<'_>| {
        let mut list: Vec<String> = game
            .legal_moves()
            .into_iter()
            .map(|m| game.format_move(m))
            .collect();
        list.sort();
        for m in &list {
            out.line(m)?;
        }
        Ok(())
    }))
}

fn play<G: Game>(args: &Args, options: G::Options) -> Result<Job, CliError> {
    let (position, moves) = args
        .rest
        .split_first()
        .ok_or_else(|| CliError("play needs a POSITION and moves".into()))?;
    let mut game = game_at::<G>(Some(position), options)?;
    for (i, text) in moves.iter().enumerate() {
        let bad = |e: String| CliError(format!("move {} '{}': {}", i + 1, short(text), tame(&e)));
        if text.chars().count() > QUOTE_CHARS {
            return Err(bad("too long for a move".into()));
        }
        let mv = game.parse_move(text).map_err(|e| bad(e.to_string()))?;
        game.play(mv).map_err(|e| bad(e.to_string()))?;
    }
    Ok(print(game.position()))
}
