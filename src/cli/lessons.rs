//! `lessons GAME [--check] [--file F] [--lang en|vi]`: the game's lesson path, one line per lesson
//! (`N. title`); with `--check`, every scripted step and test played through the rules
//! ([`crate::puzzle::lesson::check`]), each lesson's line ending in `ok` or the first thing
//! broken in it, named by its lesson and step. `--file F` reads the lessons from F instead of
//! the shipped file (to check a path being written).

use super::ai_flags::AiFlags;
use super::job::{read_file, Job};
use super::output::Out;
use super::quote::short;
use super::{Args, CliError};
use crate::puzzle::lesson::check::check_game;
use crate::puzzle::lesson::{file, Path};

/// The flags `lessons` reads.
pub const FLAGS: &[&str] = &["check", "lang", "file"];

/// The largest lesson file `--file` reads.
const MAX_FILE_BYTES: u64 = 1 << 20;

/// Checks the arguments; the job prints the lessons, or checks them.
pub fn lessons(args: &Args) -> Result<Job, CliError> {
    if let Some((k, _)) = args
        .options
        .iter()
        .find(|(k, _)| !FLAGS.contains(&k.as_str()))
    {
        return Err(CliError(format!(
            "lessons takes --check, --lang and --file, not --{}",
            short(k)
        )));
    }
    if let Some(extra) = args.rest.first() {
        return Err(CliError(format!(
            "lessons takes no argument ('{}')",
            short(extra)
        )));
    }
    let unknown = || {
        CliError(format!(
            "unknown game '{}' (games: {})",
            short(&args.game),
            crate::games::ids()
        ))
    };
    let shipped = file(&args.game).ok_or_else(unknown)?;
    let flags = AiFlags::read(args, FLAGS);
    let text: String = match flags.get("file") {
        Some(path) => read_file("file", path, MAX_FILE_BYTES)?,
        None => shipped.to_string(),
    };
    let lang = flags.lang()?;
    let checked = flags.on("check")?;
    let game = args.game.clone();
    Ok(Box::new(move |out: &mut Out<'_>| {
        if !checked {
            let path =
                Path::parse(&text).map_err(|e| CliError(format!("the lessons of {game}: {e}")))?;
            for (i, l) in path.lessons.iter().enumerate() {
                out.line(&format!("{}. {}", i + 1, l.title.get(lang)))?;
            }
            return Ok(());
        }
        let result = check_game(&game, Some(&text))
            .ok_or_else(|| CliError(format!("unknown game '{}'", short(&game))))?;
        match result {
            Ok(path) => {
                for (i, l) in path.lessons.iter().enumerate() {
                    out.line(&format!(
                        "{}. {}: ok ({} steps, {} tests, a game)",
                        i + 1,
                        l.title.get(lang),
                        l.steps.len(),
                        l.tests.len()
                    ))?;
                }
                Ok(())
            }
            Err(broken) => {
                for b in &broken {
                    out.line(b)?;
                }
                Err(CliError(format!(
                    "the lessons of {game}: {} thing{} broken",
                    broken.len(),
                    if broken.len() == 1 { "" } else { "s" }
                ))
                .into())
            }
        }
    }))
}
