//! `lessons GAME [--check] [--lang en|vi]`: the game's lesson path, one line per lesson
//! (`N. title`); with `--check`, every scripted step and test played through the rules
//! ([`crate::puzzle::lesson::check`]), each lesson's line ending in `ok` or the first thing
//! broken in it, named by its lesson and step. `--file F` reads the lessons from F instead of
//! the shipped file (to check a path being written).

use super::job::{read_file, Job};
use super::output::Out;
use super::quote::short;
use super::{Args, CliError};
use crate::core::Lang;
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
    let get = |k: &str| {
        args.options
            .iter()
            .rev()
            .find(|(o, _)| o == k)
            .map(|(_, v)| v.as_str())
    };
    let text: String = match get("file") {
        Some(path) => read_file("file", path, MAX_FILE_BYTES)?,
        None => shipped.to_string(),
    };
    let lang = match get("lang") {
        None | Some("en") => Lang::En,
        Some("vi") => Lang::Vi,
        Some(other) => return Err(CliError(format!("--lang {}: use en or vi", short(other)))),
    };
    let checked = match get("check") {
        None | Some("off") => false,
        Some("on") => true,
        Some(v) => return Err(CliError(format!("--check {}: use on or off", short(v)))),
    };
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
        match check_game(&game, Some(&text)).ok_or_else(unknown_after(&game))? {
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

fn unknown_after(game: &str) -> impl FnOnce() -> CliError + '_ {
    move || CliError(format!("unknown game '{}'", short(game)))
}
