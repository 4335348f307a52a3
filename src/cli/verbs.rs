//! The verbs, written once over [`Game`] and dispatched by the game's name. Each verb reads
//! and checks its arguments first and returns the work as a [`Job`], so that every check
//! runs (and can be tested) without the work itself.

use super::caps;
use super::job::{game_after, game_at, print, Job};
use super::output::Out;
use super::quote::{short, tame, QUOTE_CHARS};
use super::{arena, bestmove, help, lessons, puzzles, review, selfplay, Args, CliError};
use crate::ai::Think;
use crate::core::{Game, GameOptions};

/// Checks the verb in `args` on the game it names; warnings about capped limits go to
/// `warnings`.
pub fn dispatch(args: &Args, warnings: &mut Vec<String>) -> Result<Job, CliError> {
    if args.verb == "engine" {
        return if args.game.is_empty() && args.rest.is_empty() && args.options.is_empty() {
            Ok(super::engine::engine())
        } else {
            Err(CliError(
                "engine takes no arguments: the game comes with the newgame command".into(),
            ))
        };
    }
    if args.verb == "review" {
        return review::review(args, warnings);
    }
    if args.verb == "lessons" {
        return lessons::lessons(args);
    }
    if args.verb == "puzzles" {
        /// Mines the puzzles of the game the registry finds.
        struct Mine<'a>(&'a Args, &'a mut Vec<String>);
        impl Mine<'_> {
            fn visit<G: crate::puzzle::Themed + Send + Sync + 'static>(
                self,
            ) -> Result<Job, CliError> {
                let options = options::<G>(self.0, puzzles::FLAGS)?;
                puzzles::puzzles::<G>(self.0, options, self.1)
            }
        }
        return crate::visit_game!(&args.game, Mine(args, warnings)).unwrap_or_else(|| {
            Err(CliError(format!(
                "unknown game '{}' (games: {})",
                short(&args.game),
                crate::games::ids()
            )))
        });
    }
    /// Checks the verb for the game the registry finds.
    struct Verb<'a>(&'a Args, &'a mut Vec<String>);
    impl Verb<'_> {
        fn visit<G: Think + 'static>(self) -> Result<Job, CliError> {
            run_verb::<G>(self.0, self.1)
        }
    }
    crate::visit_game!(&args.game, Verb(args, warnings)).unwrap_or_else(|| {
        if help::VERBS.iter().any(|v| v.name == args.verb) {
            Err(CliError(format!(
                "unknown game '{}' (games: {})",
                short(&args.game),
                crate::games::ids()
            )))
        } else {
            Err(unknown_verb(&args.verb))
        }
    })
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
        "match" => arena::arena::<G>(args, options::<G>(args, arena::FLAGS)?, warnings),
        "selfplay" => {
            let seats = args.options.iter().any(|(k, _)| k == "seats");
            selfplay::selfplay::<G>(args, options::<G>(args, selfplay::FLAGS)?, seats, warnings)
        }
        v => Err(unknown_verb(v)),
    }
}

/// The game's options with every flag applied over the defaults, except the verb's own
/// flags (`own`). Beside a verb that takes `--players` for itself, `--seats` sets the game
/// option `players`.
pub fn options<G: Game>(args: &Args, own: &[&str]) -> Result<G::Options, CliError> {
    let mut flags = Vec::new();
    let mut pairs = Vec::new();
    for (k, v) in &args.options {
        if own.contains(&k.as_str()) {
            continue;
        }
        if k.chars().count() > QUOTE_CHARS || v.chars().count() > QUOTE_CHARS {
            return Err(CliError(format!(
                "--{} {}: too long for a setting",
                short(k),
                short(v)
            )));
        }
        let key = if k == "seats" && own.contains(&"players") {
            "players"
        } else {
            k.as_str()
        };
        flags.push(k.as_str());
        pairs.push((key, v.as_str()));
    }
    G::Options::from_pairs(pairs).map_err(|bad| {
        let flag = flags.get(bad.index).copied().unwrap_or_default();
        let why = tame(&bad.error.to_string());
        CliError(format!("--{flag} {}: {why}", bad.value))
    })
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
             {budget:e} for {id} (so that a count ends within {promise} s); choose a smaller DEPTH",
            id = G::ID,
            promise = caps::PROMISE_S
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
    let game = game_after::<G>(Some(position), moves, options)?;
    Ok(print(game.position()))
}
