//! `bestmove GAME POSITION [MOVE...] --level LEVEL [--time-ms T | --depth D | --nodes N]
//! [--seed S] [--contempt C] [--info on]`, or `bestmove GAME --record FILE ...`: the move the
//! computer plays after the moves (or the record's game), which it sees whole: a position
//! that already stood on the board twice, or a no-progress count near its end, counts.

use super::ai_flags::AiFlags;
use super::job::{game_after, read_file, Job};
use super::output::Out;
use super::quote::{short, tame};
use super::{Args, CliError};
use crate::ai::{NativeClock, Think};
use crate::core::Game;

/// The flags `bestmove` reads itself; every other flag is a game option.
pub const FLAGS: &[&str] = &[
    "level", "time-ms", "depth", "nodes", "seed", "info", "contempt", "record",
];

/// The largest record file read: the largest record the record format accepts.
const RECORD_BYTES: u64 = crate::record::MAX_RECORD_BYTES as u64;

/// Checks the arguments; the job prints the move (and, with `--info on`, how deep the
/// search went).
pub fn bestmove<G: Think + 'static>(
    args: &Args,
    options: G::Options,
    warnings: &mut Vec<String>,
) -> Result<Job, CliError> {
    let flags = AiFlags::read(args, FLAGS);
    let game: G = match flags.get("record") {
        Some(path) => {
            if !args.rest.is_empty() {
                return Err(CliError(
                    "bestmove takes a POSITION or --record FILE, not both".into(),
                ));
            }
            if args
                .options
                .iter()
                .any(|(k, _)| !FLAGS.contains(&k.as_str()))
            {
                return Err(CliError(
                    "with --record the game's options come from the record: drop the option flags"
                        .into(),
                ));
            }
            from_record::<G>(path)?
        }
        None => {
            let (position, moves) = args.rest.split_first().ok_or_else(|| {
                CliError("bestmove needs a POSITION (quote it) or --record FILE".into())
            })?;
            game_after::<G>(Some(position), moves, options)?
        }
    };
    let level = flags.level("level")?.unwrap_or(crate::ai::Level::Hard);
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

/// The game of the record in the file at `path`, with its whole history.
fn from_record<G: Game>(path: &str) -> Result<G, CliError> {
    let text = read_file("record", path, RECORD_BYTES)?;
    let bad = |e: String| CliError(format!("--record {}: {}", short(path), tame(&e)));
    let record =
        crate::record::Record::parse(&text).map_err(|e| bad(e.message(crate::core::Lang::En)))?;
    let session = crate::record::to_session::<G>(&record)
        .map_err(|e| bad(e.message(crate::core::Lang::En)))?;
    Ok(session.game().clone())
}
