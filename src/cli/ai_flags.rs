//! Reading the computer-player flags (`--level`, `--time-ms`, `--depth`, `--nodes`, `--seed`)
//! that `bestmove` and `selfplay` share, apart from the game's option flags. Limits beyond
//! [`super::caps`] are cut to the cap with a warning.

use super::caps;
use super::quote::short;
use super::{Args, CliError};
use crate::ai::{Level, Limits, CONTEMPT_CAP, MAX_DEPTH};

/// A verb's own flags, looked up by name.
pub struct AiFlags<'a> {
    flags: Vec<(&'a str, &'a str)>,
}

/// What a whole number flag may be: at least `min`, and at most `cap` (more is cut to `cap`,
/// with a warning saying `why`, or silently when `why` is `None`).
pub struct Range<'w> {
    /// What the number counts, for the error on a number under `min`: "the depth".
    pub what: &'static str,
    /// The smallest number accepted.
    pub min: u64,
    /// The largest number used.
    pub cap: u64,
    /// Why larger numbers are cut, for the warning.
    pub why: Option<&'w str>,
    /// Where the warning goes.
    pub warnings: &'w mut Vec<String>,
}

impl<'w> Range<'w> {
    /// A range from `min` to `cap`, a larger number cut to `cap` with a warning saying `why`.
    pub fn capped(
        what: &'static str,
        min: u64,
        cap: u64,
        why: &'static str,
        warnings: &'w mut Vec<String>,
    ) -> Range<'w> {
        Range {
            what,
            min,
            cap,
            why: Some(why),
            warnings,
        }
    }
}

impl<'a> AiFlags<'a> {
    /// The flags of `args` whose names are in `own`.
    pub fn read(args: &'a Args, own: &[&str]) -> AiFlags<'a> {
        let flags: Vec<(&str, &str)> = args
            .options
            .iter()
            .filter(|(k, _)| own.contains(&k.as_str()))
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        AiFlags { flags }
    }

    /// The last value given for `name`.
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }

    /// A whole number flag of any size (a seed).
    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, CliError> {
        self.get(name)
            .map(|v| {
                v.parse::<T>()
                    .map_err(|_| CliError(format!("--{name} {}: not a whole number", short(v))))
            })
            .transpose()
    }

    /// A whole number flag within `range`: digits only, any number of them.
    pub fn bounded(&self, name: &str, range: Range<'_>) -> Result<Option<u64>, CliError> {
        let Some(v) = self.get(name) else {
            return Ok(None);
        };
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
            return Err(CliError(format!(
                "--{name} {}: not a whole number",
                short(v)
            )));
        }
        // All digits: only too many of them can fail, and that is more than any cap.
        let n = v.parse::<u64>().unwrap_or(u64::MAX);
        if n < range.min {
            return Err(CliError(format!(
                "--{name} {n}: {} must be at least {}",
                range.what, range.min
            )));
        }
        if n > range.cap {
            if let Some(why) = range.why {
                range.warnings.push(format!(
                    "--{name} {}: capped at {} ({why})",
                    short(v),
                    range.cap
                ));
            }
            return Ok(Some(range.cap));
        }
        Ok(Some(n))
    }

    /// A level flag.
    pub fn level(&self, name: &str) -> Result<Option<Level>, CliError> {
        self.get(name)
            .map(|v| Level::parse(v).map_err(|e| CliError(format!("--{name} {}: {e}", short(v)))))
            .transpose()
    }

    /// `--lang en|vi` (English when absent): the language a verb writes its sentences in.
    pub fn lang(&self) -> Result<crate::core::Lang, CliError> {
        match self.get("lang") {
            None | Some("en") => Ok(crate::core::Lang::En),
            Some("vi") => Ok(crate::core::Lang::Vi),
            Some(other) => Err(CliError(format!("--lang {}: use en or vi", short(other)))),
        }
    }

    /// `--NAME on|off` (off when absent).
    pub fn on(&self, name: &str) -> Result<bool, CliError> {
        match self.get(name) {
            None | Some("off") => Ok(false),
            Some("on") => Ok(true),
            Some(v) => Err(CliError(format!("--{name} {}: use on or off", short(v)))),
        }
    }

    /// `--games N` (default `default`), cut to the cap with a warning.
    pub fn games(&self, default: u64, warnings: &mut Vec<String>) -> Result<u64, CliError> {
        Ok(self
            .bounded(
                "games",
                Range::capped(
                    "the number of games",
                    1,
                    caps::GAMES_CAP,
                    "one command, not a week",
                    warnings,
                ),
            )?
            .unwrap_or(default))
    }

    /// `--max-plies P`, the ply limit of a game (default `default`), cut to the cap with a
    /// warning.
    pub fn max_plies(&self, default: u64, warnings: &mut Vec<String>) -> Result<u64, CliError> {
        Ok(self
            .bounded(
                "max-plies",
                Range::capped(
                    "the ply limit of a game",
                    1,
                    caps::PLIES_CAP,
                    "longer than any game",
                    warnings,
                ),
            )?
            .unwrap_or(default))
    }

    /// The seed (`--seed`, default 1).
    pub fn seed(&self) -> Result<u64, CliError> {
        Ok(self.number("seed")?.unwrap_or(1))
    }

    /// The limits from `--time-ms`, `--depth` and `--nodes` for the game `game_id`. Without
    /// a time limit, a depth or node count over its cap is cut to it with a warning, and a
    /// depth search stops at the node cap at the latest (a position with many moves costs
    /// far more than the start at the same depth).
    pub fn limits(&self, game_id: &str, warnings: &mut Vec<String>) -> Result<Limits, CliError> {
        let time_ms = self.time_ms(game_id, warnings)?;
        let untimed = time_ms.is_none();
        let why = format!(
            "so that a search without --time-ms ends within {} s",
            caps::PROMISE_S
        );
        let depth = self.bounded(
            "depth",
            Range {
                what: "the depth",
                min: 1,
                cap: u64::from(if untimed {
                    caps::depth_cap(game_id)
                } else {
                    MAX_DEPTH
                }),
                why: untimed.then_some(&why),
                warnings,
            },
        )?;
        let nodes = self.bounded(
            "nodes",
            Range {
                what: "the node count",
                min: 1,
                cap: if untimed {
                    caps::nodes_cap(game_id)
                } else {
                    u64::MAX
                },
                why: Some(&why),
                warnings,
            },
        )?;
        let nodes = match nodes {
            None if untimed && depth.is_some() => Some(caps::nodes_cap(game_id)),
            n => n,
        };
        Ok(Limits {
            time_ms,
            depth: depth.map(|d| u32::try_from(d).unwrap_or(MAX_DEPTH)),
            nodes,
            contempt: self.contempt()?,
        })
    }

    /// `--contempt C`: what a draw costs the side searching, from -CAP to CAP.
    fn contempt(&self) -> Result<Option<i32>, CliError> {
        let Some(v) = self.get("contempt") else {
            return Ok(None);
        };
        v.parse::<i32>()
            .ok()
            .filter(|c| c.abs() <= CONTEMPT_CAP)
            .map(Some)
            .ok_or_else(|| {
                CliError(format!(
                    "--contempt {}: use a whole number from -{CONTEMPT_CAP} to {CONTEMPT_CAP}",
                    short(v)
                ))
            })
    }

    /// `--time-ms`: a positive number of milliseconds, cut to the longest level budget.
    fn time_ms(&self, game_id: &str, warnings: &mut Vec<String>) -> Result<Option<f64>, CliError> {
        let Some(v) = self.get("time-ms") else {
            return Ok(None);
        };
        let t = v
            .parse::<f64>()
            .ok()
            .filter(|t| t.is_finite() && *t > 0.0)
            .ok_or_else(|| {
                CliError(format!(
                    "--time-ms {}: not a positive number of milliseconds",
                    short(v)
                ))
            })?;
        let cap = caps::time_cap_ms(game_id);
        if t > cap {
            warnings.push(format!(
                "--time-ms {}: capped at {cap} (no level thinks longer about a move)",
                short(v)
            ));
            return Ok(Some(cap));
        }
        Ok(Some(t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(flags: &[(&'static str, &'static str)]) -> (Limits, Vec<String>) {
        let mut warnings = Vec::new();
        let f = AiFlags {
            flags: flags.to_vec(),
        };
        (f.limits("ganh", &mut warnings).expect("valid"), warnings)
    }

    #[test]
    fn a_search_without_a_time_limit_stops_at_the_caps() {
        let (l, w) = limits(&[("depth", "99")]);
        assert_eq!(l.depth, Some(caps::depth_cap("ganh")));
        // A deep position costs far more than the start: the node cap bounds it too.
        assert_eq!(l.nodes, Some(caps::nodes_cap("ganh")));
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(w[0].contains("ends within 30 s"), "{w:?}");
        let (l, w) = limits(&[("depth", "4"), ("nodes", "1000")]);
        assert_eq!((l.depth, l.nodes), (Some(4), Some(1000)));
        assert!(w.is_empty());
        let (l, _) = limits(&[("nodes", "99999999999")]);
        assert_eq!((l.depth, l.nodes), (None, Some(caps::nodes_cap("ganh"))));
        // Timed, or the level's own budget: no node cap added.
        let (l, w) = limits(&[("depth", "99"), ("time-ms", "50")]);
        assert_eq!((l.depth, l.nodes), (Some(MAX_DEPTH), None));
        assert!(w.is_empty());
        assert_eq!(limits(&[]).0.nodes, None);
    }
}
