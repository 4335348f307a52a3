//! `review GAME --record FILE [--depth D | --time-ms T] [--explain] [--lang en|vi]`: the game
//! review in the terminal, the same as the app's ([`crate::review`]): each move with its
//! mark, the better move and its line where it was worse, with `--explain` a sentence under
//! each mistake and blunder (`  why: …`, in `--lang`, English by default), then each
//! player's summary.

use super::ai_flags::AiFlags;
use super::job::{read_file, Job};
use super::output::Out;
use super::quote::{short, tame};
use super::{Args, CliError};
use crate::ai::NativeClock;
use crate::core::Lang;
use crate::record::Record;
use crate::review::explain::explain;
use crate::review::{judge, look, summarize, summary_line};

/// The flags `review` reads (a record carries its own options).
pub const FLAGS: &[&str] = &["record", "depth", "time-ms", "explain", "lang"];

/// Checks the arguments; the job looks at every position of the record's game and prints
/// the review.
pub fn review(args: &Args, warnings: &mut Vec<String>) -> Result<Job, CliError> {
    if let Some((k, _)) = args
        .options
        .iter()
        .find(|(k, _)| !FLAGS.contains(&k.as_str()))
    {
        return Err(CliError(format!(
            "review takes --record, --depth, --time-ms, --explain and --lang, not --{}: the options come from the record",
            short(k)
        )));
    }
    if let Some(extra) = args.rest.first() {
        return Err(CliError(format!(
            "review takes no position ('{}'): give the game as --record FILE",
            short(extra)
        )));
    }
    let flags = AiFlags::read(args, FLAGS);
    let path = flags
        .get("record")
        .ok_or_else(|| CliError("review needs --record FILE".into()))?;
    let text = read_file("record", path, crate::record::MAX_RECORD_BYTES as u64)?;
    let bad = |e: String| CliError(format!("--record {}: {}", short(path), tame(&e)));
    let record = Record::parse(&text).map_err(|e| bad(e.message(Lang::En)))?;
    if record.game != args.game {
        return Err(bad(format!(
            "a record of {}, not of {}",
            short(&record.game),
            short(&args.game)
        )));
    }
    let id = crate::games::GAMES
        .iter()
        .find(|g| g.id == args.game)
        .map(|g| g.id)
        .ok_or_else(|| bad(format!("unknown game '{}'", short(&args.game))))?;
    let limits = flags.limits(id, warnings)?;
    let explained = flags.on("explain")?;
    let lang = flags.lang()?;
    // The first look replays the record: a record that does not replay is refused now.
    look(
        &record,
        0,
        crate::ai::Limits::depth(1),
        &crate::ai::StoppedClock,
    )
    .map_err(|t| bad(t.en))?;
    Ok(Box::new(move |out: &mut Out<'_>| {
        let clock = NativeClock::new();
        let looks: Vec<_> = (0..=record.moves.len())
            .map(|ply| look(&record, ply, limits, &clock))
            .collect::<Result<_, _>>()
            .map_err(|t| CliError(t.en))?;
        let seats = looks.first().map(|l| l.seats.clone()).unwrap_or_default();
        let moves = judge(&record.game, &looks);
        let why = if explained {
            explain(&record, &looks, &moves, lang)
        } else {
            vec![None; moves.len()]
        };
        for (j, why) in moves.iter().zip(why) {
            let who = seats.chars().nth(j.mover).unwrap_or('?');
            let mut line = format!("{:>4}. {who} {}", j.ply + 1, j.played);
            if let Some(mark) = j.mark {
                line += &format!(" {}", mark.label().en.to_lowercase());
                if j.loss > 0 {
                    line += &format!(" (loss {:.2})", f64::from(j.loss) / 100.0);
                }
            }
            if !j.better.is_empty() {
                line += &format!(" better {}: {}", j.better, j.line.join(" "));
            }
            if let Some(l) = j.luck {
                line += &format!(" luck {:+.2}", f64::from(l) / 100.0);
            }
            out.line(&line)?;
            if let Some(why) = why {
                out.line(&format!("  why: {why}"))?;
            }
        }
        for (who, s) in seats.chars().zip(summarize(&moves, seats.len())) {
            out.line(&format!("{who}: {}", summary_line(&s, Lang::En)))?;
        }
        Ok(())
    }))
}
