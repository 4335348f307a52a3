//! Splitting the command line into a verb, a game, positional words and option flags.

use super::quote::short;
use std::ffi::OsString;
use std::fmt;

/// A bad command line, a bad position or an illegal move: one line for the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// The usage: of every verb, or of the one named.
    Help(Option<String>),
    /// A verb to run.
    Run(Args),
}

/// The command line, split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Args {
    /// `perft`, `moves`, `play`, …
    pub verb: String,
    /// `ganh`, `toan`, `cangua`.
    pub game: String,
    /// The words after the game that are not options.
    pub rest: Vec<String>,
    /// `--key value` and `--key=value` pairs, in order.
    pub options: Vec<(String, String)>,
}

/// The arguments as text.
///
/// # Errors
/// An argument that is not UTF-8, named by its place (1 = the first after the program).
pub fn texts(argv: &[OsString]) -> Result<Vec<String>, CliError> {
    argv.iter()
        .enumerate()
        .map(|(i, a)| {
            a.to_str().map(str::to_string).ok_or_else(|| {
                CliError(format!(
                    "argument {} is not UTF-8 text: '{}'",
                    i + 1,
                    short(&a.to_string_lossy())
                ))
            })
        })
        .collect()
}

/// Options that take no value: `--explain` is `--explain on` (`--explain=off` still works),
/// and `--check` alike.
const SWITCHES: &[&str] = &["explain", "check"];

/// Whether `word` asks for the usage wherever it stands.
fn is_help_flag(word: &str) -> bool {
    word == "--help" || word == "-h"
}

impl Request {
    /// Reads `argv` (without the program name): [`texts`], then [`Request::parse`].
    ///
    /// # Errors
    /// As [`texts`] and [`Request::parse`].
    pub fn parse_os(argv: &[OsString]) -> Result<Request, CliError> {
        Request::parse(&texts(argv)?)
    }

    /// Splits `argv` (without the program name). `help [VERB]`, and `--help` or `-h`
    /// anywhere, ask for the usage (of the verb when one comes first).
    ///
    /// # Errors
    /// A missing verb or game, or an option flag without its value.
    pub fn parse(argv: &[String]) -> Result<Request, CliError> {
        if argv.iter().any(|a| is_help_flag(a)) {
            let verb = argv.first().filter(|w| !w.starts_with('-') && *w != "help");
            return Ok(Request::Help(verb.cloned()));
        }
        let mut words = Vec::new();
        let mut options = Vec::new();
        let mut rest = argv.iter();
        while let Some(a) = rest.next() {
            if let Some(flag) = a.strip_prefix("--") {
                if let Some((k, v)) = flag.split_once('=') {
                    options.push((k.to_string(), v.to_string()));
                } else if SWITCHES.contains(&flag) {
                    options.push((flag.to_string(), "on".to_string()));
                } else {
                    let v = rest.next().ok_or_else(|| {
                        CliError(format!("option --{} needs a value", short(flag)))
                    })?;
                    options.push((flag.to_string(), v.clone()));
                }
            } else {
                words.push(a.clone());
            }
        }
        let mut words = words.into_iter();
        let verb = words
            .next()
            .ok_or_else(|| CliError("no verb given (try: co-dan-gian help)".into()))?;
        if verb == "help" {
            return Ok(Request::Help(words.next()));
        }
        // The engine is told its game over its standard input.
        let game = if verb == "engine" {
            words.next().unwrap_or_default()
        } else {
            words.next().ok_or_else(|| {
                CliError(format!(
                    "'{}' needs a game: ganh, toan or cangua",
                    short(&verb)
                ))
            })?
        };
        Ok(Request::Run(Args {
            verb,
            game,
            rest: words.collect(),
            options,
        }))
    }
}
