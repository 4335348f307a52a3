//! `bestmove GAME POSITION --level LEVEL [--time-ms T | --depth D | --nodes N] [--seed S]
//! [--info on]`: the move the computer plays at a position.

use super::ai_flags::AiFlags;
use super::output::Out;
use super::verbs::{game_at, Job};
use super::{Args, CliError};
use crate::ai::{NativeClock, Think};

/// The flags `bestmove` reads itself; every other flag is a game option.
pub const FLAGS: &[&str] = &["level", "time-ms", "depth", "nodes", "seed", "info"];

/// Checks the arguments; the job prints the move (and, with `--info on`, how deep the
/// search went).
pub fn bestmove<G: Think + 'static>(
    args: &Args,
    options: G::Options,
    warnings: &mut Vec<String>,
) -> Result<Job, CliError> {
    let [position] = args.rest.as_slice() else {
        return Err(CliError(
            "bestmove takes exactly one POSITION (quote it)".into(),
        ));
    };
    let flags = AiFlags::read(args, FLAGS);
    let level = flags.level("level")?.unwrap_or(crate::ai::Level::Hard);
    let game: G = game_at(Some(position), options)?;
    if game.outcome().is_some() || game.legal_moves().is_empty() {
        return Err(CliError(
            "the game is over: there is no move to choose".into(),
        ));
    }
    let limits = flags.limits(G::ID, warnings)?;
    let seed = flags.seed()?;
    let info_wanted = flags.on("info")?;
    Ok(Box::new(move |out: &mut Out<'_>| {
        let info = game.think(level, limits, &NativeClock::new(), seed);
        let best = info
            .best
            .ok_or_else(|| CliError("the game is over: there is no move to choose".into()))?;
        out.line(&game.format_move(best))?;
        if info_wanted {
            out.line(&format!(
                "depth {} seldepth {} nodes {} score {} time {:.1} ms ({:.0} nodes/s)",
                info.depth,
                info.seldepth,
                info.nodes,
                info.score,
                info.time_ms,
                info.nodes_per_second()
            ))?;
        }
        Ok(())
    }))
}
