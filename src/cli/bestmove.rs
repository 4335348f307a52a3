//! `bestmove GAME POSITION --level LEVEL [--time-ms T | --depth D | --nodes N] [--seed S]
//! [--info on]`: the move the computer plays at a position.

use super::ai_flags::AiFlags;
use super::{Args, CliError};
use crate::ai::{NativeClock, Think};

/// The flags `bestmove` reads itself; every other flag is a game option.
pub const FLAGS: &[&str] = &["level", "time-ms", "depth", "nodes", "seed", "info"];

/// Prints the move (and, with `--info on`, how deep the search went).
pub fn bestmove<G: Think>(args: &Args, options: G::Options) -> Result<String, CliError> {
    if args.rest.len() != 1 {
        return Err(CliError(
            "bestmove takes exactly one POSITION (quote it)".into(),
        ));
    }
    let flags = AiFlags::read(args, FLAGS)?;
    let level = flags.level("level")?.unwrap_or(crate::ai::Level::Hard);
    let game =
        G::from_position(&args.rest[0], options).map_err(|e| CliError(format!("position: {e}")))?;
    let info = game.think(level, flags.limits()?, &NativeClock::new(), flags.seed()?);
    let best = info
        .best
        .ok_or_else(|| CliError("the game is over: there is no move to choose".into()))?;
    let mut out = game.format_move(best);
    if flags.on("info")? {
        out.push_str(&format!(
            "\ndepth {} seldepth {} nodes {} score {} time {:.1} ms ({:.0} nodes/s)",
            info.depth,
            info.seldepth,
            info.nodes,
            info.score,
            info.time_ms,
            info.nodes_per_second()
        ));
    }
    Ok(out)
}
