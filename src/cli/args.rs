//! Splitting the command line into a verb, a game, positional words and option flags.

use std::fmt;

/// A bad command line, a bad position or an illegal move: one line for the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
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

impl Args {
    /// Splits `argv` (without the program name).
    ///
    /// # Errors
    /// A missing verb or game, or an option flag without its value.
    pub fn parse(argv: &[String]) -> Result<Args, CliError> {
        let mut words = Vec::new();
        let mut options = Vec::new();
        let mut i = 0;
        while i < argv.len() {
            let a = &argv[i];
            if let Some(flag) = a.strip_prefix("--") {
                if let Some((k, v)) = flag.split_once('=') {
                    options.push((k.to_string(), v.to_string()));
                } else {
                    let v = argv
                        .get(i + 1)
                        .ok_or_else(|| CliError(format!("option --{flag} needs a value")))?;
                    options.push((flag.to_string(), v.clone()));
                    i += 1;
                }
            } else {
                words.push(a.clone());
            }
            i += 1;
        }
        let mut words = words.into_iter();
        let verb = words
            .next()
            .ok_or_else(|| CliError("no verb given (try: co-dan-gian help)".into()))?;
        if verb == "help" || verb == "-h" {
            return Ok(Args {
                verb: "help".into(),
                game: String::new(),
                rest: vec![],
                options,
            });
        }
        let game = words
            .next()
            .ok_or_else(|| CliError(format!("'{verb}' needs a game: ganh")))?;
        Ok(Args {
            verb,
            game,
            rest: words.collect(),
            options,
        })
    }
}
