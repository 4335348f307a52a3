//! The verbs, written once over [`Game`] and dispatched by the game's name.

use super::{bestmove, selfplay, Args, CliError};
use crate::ai::Think;
use crate::core::{Game, GameOptions};

/// Runs the verb in `args` on the game it names.
pub fn dispatch(args: &Args) -> Result<String, CliError> {
    if args.verb == "help" {
        return Ok(super::USAGE.to_string());
    }
    match args.game.as_str() {
        "ganh" => run_verb::<crate::games::ganh::Ganh>(args),
        "toan" => run_verb::<crate::games::toan::Toan>(args),
        "cangua" => run_verb::<crate::games::cangua::Cangua>(args),
        _ => Err(CliError(format!(
            "unknown game '{}' (games: ganh, toan, cangua)",
            args.game
        ))),
    }
}

/// Runs one verb for the game `G`.
fn run_verb<G: Think>(args: &Args) -> Result<String, CliError> {
    match args.verb.as_str() {
        "perft" => perft::<G>(args, options::<G>(args, &[])?),
        "moves" => moves::<G>(args, options::<G>(args, &[])?),
        "play" => play::<G>(args, options::<G>(args, &[])?),
        "bestmove" => bestmove::bestmove::<G>(args, options::<G>(args, bestmove::FLAGS)?),
        "selfplay" => {
            let seats = args.options.iter().any(|(k, _)| k == "seats");
            selfplay::selfplay::<G>(args, options::<G>(args, selfplay::FLAGS)?, seats)
        }
        v => Err(CliError(format!(
            "unknown verb '{v}' (verbs: perft, moves, play, bestmove, selfplay)"
        ))),
    }
}

/// The game's options with every flag applied over the defaults, except the verb's own
/// flags (`own`). Beside a verb that takes `--players` for itself, `--seats` sets the game
/// option `players`.
fn options<G: Game>(args: &Args, own: &[&str]) -> Result<G::Options, CliError> {
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
        o.set(key, v)
            .map_err(|e| CliError(format!("--{k} {v}: {e}")))?;
    }
    Ok(o)
}

/// The game at the position given, or at the start when `position` is `None`.
fn game_at<G: Game>(position: Option<&String>, options: G::Options) -> Result<G, CliError> {
    match position {
        Some(p) => G::from_position(p, options).map_err(|e| CliError(format!("position: {e}"))),
        None => Ok(G::new(options, 0)),
    }
}

fn perft<G: Game>(args: &Args, options: G::Options) -> Result<String, CliError> {
    let depth_text = args
        .rest
        .first()
        .ok_or_else(|| CliError("perft needs a DEPTH".into()))?;
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= 20)
        .ok_or_else(|| {
            CliError(format!(
                "depth '{depth_text}' is not a whole number from 0 to 20"
            ))
        })?;
    if args.rest.len() > 2 {
        return Err(CliError(
            "perft takes DEPTH and at most one POSITION (quote the position)".into(),
        ));
    }
    let game = game_at::<G>(args.rest.get(1), options)?;
    Ok(game.perft(depth).to_string())
}

fn moves<G: Game>(args: &Args, options: G::Options) -> Result<String, CliError> {
    if args.rest.len() != 1 {
        return Err(CliError(
            "moves takes exactly one POSITION (quote it)".into(),
        ));
    }
    let game = game_at::<G>(args.rest.first(), options)?;
    let mut list: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|m| game.format_move(m))
        .collect();
    list.sort();
    Ok(list.join("\n"))
}

fn play<G: Game>(args: &Args, options: G::Options) -> Result<String, CliError> {
    let (position, moves) = args
        .rest
        .split_first()
        .ok_or_else(|| CliError("play needs a POSITION and moves".into()))?;
    let mut game = game_at::<G>(Some(position), options)?;
    for (i, text) in moves.iter().enumerate() {
        let mv = game
            .parse_move(text)
            .map_err(|e| CliError(format!("move {} '{text}': {e}", i + 1)))?;
        game.play(mv)
            .map_err(|e| CliError(format!("move {} '{text}': {e}", i + 1)))?;
    }
    Ok(game.position())
}
