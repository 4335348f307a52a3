//! Reading the computer-player flags (`--level`, `--time-ms`, `--depth`, `--nodes`, `--seed`)
//! that `bestmove` and `selfplay` share, apart from the game's option flags.

use super::{Args, CliError};
use crate::ai::{Level, Limits};

/// A verb's own flags, looked up by name.
pub struct AiFlags<'a> {
    flags: Vec<(&'a str, &'a str)>,
}

impl<'a> AiFlags<'a> {
    /// The flags of `args` whose names are in `own`.
    pub fn read(args: &'a Args, own: &[&str]) -> Result<AiFlags<'a>, CliError> {
        let flags: Vec<(&str, &str)> = args
            .options
            .iter()
            .filter(|(k, _)| own.contains(&k.as_str()))
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        Ok(AiFlags { flags })
    }

    /// The last value given for `name`.
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }

    /// A whole number flag.
    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, CliError> {
        self.get(name)
            .map(|v| {
                v.parse::<T>()
                    .map_err(|_| CliError(format!("--{name} {v}: not a whole number")))
            })
            .transpose()
    }

    /// A level flag.
    pub fn level(&self, name: &str) -> Result<Option<Level>, CliError> {
        self.get(name)
            .map(|v| Level::parse(v).map_err(|e| CliError(format!("--{name} {v}: {e}"))))
            .transpose()
    }

    /// `--NAME on|off` (off when absent).
    pub fn on(&self, name: &str) -> Result<bool, CliError> {
        match self.get(name) {
            None | Some("off") => Ok(false),
            Some("on") => Ok(true),
            Some(v) => Err(CliError(format!("--{name} {v}: use on or off"))),
        }
    }

    /// The seed (`--seed`, default 1).
    pub fn seed(&self) -> Result<u64, CliError> {
        Ok(self.number("seed")?.unwrap_or(1))
    }

    /// The limits from `--time-ms`, `--depth` and `--nodes`.
    pub fn limits(&self) -> Result<Limits, CliError> {
        let time_ms: Option<f64> = match self.get("time-ms") {
            None => None,
            Some(v) => Some(
                v.parse::<f64>()
                    .ok()
                    .filter(|t| t.is_finite() && *t > 0.0)
                    .ok_or_else(|| {
                        CliError(format!(
                            "--time-ms {v}: not a positive number of milliseconds"
                        ))
                    })?,
            ),
        };
        let depth: Option<u32> = self.number("depth")?;
        if depth == Some(0) {
            return Err(CliError("--depth 0: the depth must be at least 1".into()));
        }
        Ok(Limits {
            time_ms,
            depth,
            nodes: self.number("nodes")?,
        })
    }
}
