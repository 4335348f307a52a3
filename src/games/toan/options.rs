//! The settings of a game of Cờ toán and their text form (`--target 30`, `--blockers enemy`).

use crate::core::{GameOptions, ParseError, Player};

/// Who moves first in a game (later games of a match alternate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum First {
    /// Đỏ đi trước (the default).
    #[default]
    Red,
    /// Xanh đi trước.
    Blue,
    /// Drawn by lot from the game's seed.
    Random,
}

impl First {
    /// The player who starts, drawing lots with `seed` for [`First::Random`].
    pub fn resolve(self, seed: u64) -> Player {
        match self {
            First::Red => Player::Red,
            First::Blue => Player::Blue,
            First::Random => {
                if oorandom::Rand32::new(seed).rand_range(0..2) == 0 {
                    Player::Red
                } else {
                    Player::Blue
                }
            }
        }
    }
}

/// Which pieces between the partner and the target stop a capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Blockers {
    /// Any piece in between blocks (the default).
    #[default]
    Any,
    /// Only enemy pieces block; the mover may jump its own (the seed's literal reading).
    Enemy,
}

/// Which results of a division give a distance.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Division {
    /// Both the quotient and the remainder (the default: `8 ÷ 5 = 1 dư 3` gives 1 and 3).
    #[default]
    Both,
    /// Only the remainder (the seed's later sentence: with a remainder, the remainder is used).
    Remainder,
}

/// What the move generator needs of the options: which pieces block, whether the 0 can be a
/// partner, and how division counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CaptureRules {
    /// Which pieces between the partner and the target stop a capture.
    pub blockers: Blockers,
    /// Whether a 0 next to the mover can be its partner.
    pub zero_partner: bool,
    /// Which results of a division count.
    pub division: Division,
}

impl Default for CaptureRules {
    fn default() -> CaptureRules {
        ToanOptions::default().capture_rules()
    }
}

/// The settings of a game (and of a match).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToanOptions {
    /// Who moves first (key `first`: `red`, `blue`, `random`).
    pub first: First,
    /// Points that win a game (key `target`, any whole number ≥ 1; default 20).
    pub target: u32,
    /// Games in a match: 1, or 3, 5, 7 (key `match`: `3` best of 3, `all-3` all three).
    pub match_games: u32,
    /// Whether every agreed game is played (`all-N`) instead of stopping at a majority.
    pub match_all: bool,
    /// Which pieces block a capture (key `blockers`: `any`, `enemy`).
    pub blockers: Blockers,
    /// Whether the third repetition of a position ends the game (key `repetition`: `on`, `off`).
    pub draw_repetition: bool,
    /// Whether 100 plies without a capture end the game (key `no-progress`: `on`, `off`).
    pub draw_no_progress: bool,
    /// Whether a 0 can be the partner of a capture (key `zero-partner`: `on`, `off`).
    pub zero_partner: bool,
    /// Which results of a division count (key `division`: `both`, `remainder`).
    pub division: Division,
}

impl ToanOptions {
    /// The part of the options the move generator reads.
    pub fn capture_rules(&self) -> CaptureRules {
        CaptureRules {
            blockers: self.blockers,
            zero_partner: self.zero_partner,
            division: self.division,
        }
    }
}

impl Default for ToanOptions {
    fn default() -> ToanOptions {
        ToanOptions {
            first: First::Red,
            target: 20,
            match_games: 1,
            match_all: false,
            blockers: Blockers::Any,
            draw_repetition: true,
            draw_no_progress: true,
            zero_partner: true,
            division: Division::Both,
        }
    }
}

/// The user's text as quoted in a message, cut short if long.
fn quoted(value: &str) -> String {
    let mut shown: String = value.chars().take(24).collect();
    if value.chars().nth(24).is_some() {
        shown.push('…');
    }
    shown
}

fn bad_value(key: &str, value: &str, takes_vi: &str, takes_en: &str) -> ParseError {
    let v = quoted(value);
    ParseError::whole(
        format!("Tùy chọn '{key}' không nhận giá trị '{v}' (chỉ nhận {takes_vi})."),
        format!("The option '{key}' does not take '{v}' (it takes {takes_en})."),
    )
}

fn on_off(key: &str, value: &str) -> Result<bool, ParseError> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(bad_value(key, value, "on hoặc off", "on or off")),
    }
}

fn on_off_text(on: bool) -> String {
    if on { "on" } else { "off" }.to_string()
}

impl GameOptions for ToanOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), ParseError> {
        match key {
            "first" => {
                self.first = match value {
                    "red" => First::Red,
                    "blue" => First::Blue,
                    "random" => First::Random,
                    _ => {
                        return Err(bad_value(
                            key,
                            value,
                            "red, blue hoặc random",
                            "red, blue or random",
                        ))
                    }
                }
            }
            "target" => match value.parse::<u32>() {
                Ok(n) if n >= 1 && !value.starts_with('+') => self.target = n,
                _ => {
                    let v = quoted(value);
                    return Err(ParseError::whole(
                        format!("Mốc điểm phải là một số nguyên từ 1 trở lên, không phải '{v}'."),
                        format!(
                            "The point target must be a whole number of at least 1, not '{v}'."
                        ),
                    ));
                }
            },
            "match" => {
                let (all, n) = match value.strip_prefix("all-") {
                    Some(n) => (true, n),
                    None => (false, value),
                };
                self.match_games =
                    match n {
                        "1" if !all => 1,
                        "3" => 3,
                        "5" => 5,
                        "7" => 7,
                        _ => return Err(bad_value(
                            key,
                            value,
                            "1, 3, 5, 7 (thắng đa số) hoặc all-3, all-5, all-7 (chơi đủ số ván)",
                            "1, 3, 5, 7 (best of) or all-3, all-5, all-7 (every game played)",
                        )),
                    };
                self.match_all = all;
            }
            "zero-partner" => self.zero_partner = on_off(key, value)?,
            "division" => {
                self.division = match value {
                    "both" => Division::Both,
                    "remainder" => Division::Remainder,
                    _ => {
                        return Err(bad_value(
                            key,
                            value,
                            "both hoặc remainder",
                            "both or remainder",
                        ))
                    }
                }
            }
            "blockers" => {
                self.blockers = match value {
                    "any" => Blockers::Any,
                    "enemy" => Blockers::Enemy,
                    _ => return Err(bad_value(key, value, "any hoặc enemy", "any or enemy")),
                }
            }
            "repetition" => self.draw_repetition = on_off(key, value)?,
            "no-progress" => self.draw_no_progress = on_off(key, value)?,
            _ => {
                let k = quoted(key);
                return Err(ParseError::whole(
                    format!(
                        "Cờ toán không có tùy chọn '{k}' (có: first, target, match, blockers, repetition, no-progress, zero-partner, division)."
                    ),
                    format!(
                        "Cờ toán has no option '{k}' (it has first, target, match, blockers, repetition, no-progress, zero-partner, division)."
                    ),
                ));
            }
        }
        Ok(())
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        let first = match self.first {
            First::Red => "red",
            First::Blue => "blue",
            First::Random => "random",
        };
        let blockers = match self.blockers {
            Blockers::Any => "any",
            Blockers::Enemy => "enemy",
        };
        let games = if self.match_all && self.match_games > 1 {
            format!("all-{}", self.match_games)
        } else {
            self.match_games.to_string()
        };
        let division = match self.division {
            Division::Both => "both",
            Division::Remainder => "remainder",
        };
        vec![
            ("first", first.to_string()),
            ("target", self.target.to_string()),
            ("match", games),
            ("blockers", blockers.to_string()),
            ("repetition", on_off_text(self.draw_repetition)),
            ("no-progress", on_off_text(self.draw_no_progress)),
            ("zero-partner", on_off_text(self.zero_partner)),
            ("division", division.to_string()),
        ]
    }
}
