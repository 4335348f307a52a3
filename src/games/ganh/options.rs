//! The settings of Cờ gánh: forced gánh, who starts, the two draw rules and what vây takes.

use crate::core::{GameOptions, ParseError};

/// When a player is obliged to gánh.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Forced {
    /// After a mở (a move that opens new gánh points for the opponent), the opponent must
    /// land on one of them. The rule of RULES.md, and the default.
    #[default]
    Opening,
    /// Whenever a move that captures by gánh exists, the player must make one.
    Always,
    /// Gánh is never compulsory.
    Off,
}

/// Who moves first in a new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum First {
    /// Đỏ starts (the default).
    #[default]
    Red,
    /// Xanh starts.
    Blue,
    /// Drawn from the game's seed.
    Random,
}

/// Which enemy pieces vây converts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Vay {
    /// Every enemy group (pieces joined by segments) with no empty neighbour (the default).
    #[default]
    Group,
    /// Every enemy piece that cannot move, one by one: no empty point next to it, even when
    /// its group still has one elsewhere (the seed's literal wording).
    Single,
}

/// The options of a game of Cờ gánh, as text: `forced` (opening|always|off),
/// `first` (red|blue|random), `repetition` (on|off), `no-progress` (on|off), `vay`
/// (group|single).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GanhOptions {
    /// When gánh is compulsory.
    pub forced: Forced,
    /// Who starts.
    pub first: First,
    /// Draw on the third repetition of a position (same player to move, same obligation).
    pub draw_repetition: bool,
    /// Draw after 100 plies in a row without any piece converted.
    pub draw_no_progress: bool,
    /// Which pieces vây converts.
    pub vay: Vay,
}

impl Default for GanhOptions {
    fn default() -> GanhOptions {
        GanhOptions {
            forced: Forced::Opening,
            first: First::Red,
            draw_repetition: true,
            draw_no_progress: true,
            vay: Vay::Group,
        }
    }
}

/// The error for a value that option `key` does not take.
fn bad_value(key: &str, value: &str, choices: &str) -> ParseError {
    ParseError::whole(
        format!("Tùy chọn '{key}' không nhận giá trị '{value}' (chọn một trong: {choices})."),
        format!("The option '{key}' does not take '{value}' (choose one of: {choices})."),
    )
}

/// Reads `on` / `off`.
fn on_off(key: &str, value: &str) -> Result<bool, ParseError> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(bad_value(key, value, "on, off")),
    }
}

/// Writes `on` / `off`.
fn on_off_text(b: bool) -> String {
    if b { "on" } else { "off" }.to_string()
}

impl GameOptions for GanhOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), ParseError> {
        match key {
            "forced" => {
                self.forced = match value {
                    "opening" => Forced::Opening,
                    "always" => Forced::Always,
                    "off" => Forced::Off,
                    _ => return Err(bad_value(key, value, "opening, always, off")),
                }
            }
            "first" => {
                self.first = match value {
                    "red" => First::Red,
                    "blue" => First::Blue,
                    "random" => First::Random,
                    _ => return Err(bad_value(key, value, "red, blue, random")),
                }
            }
            "repetition" => self.draw_repetition = on_off(key, value)?,
            "no-progress" => self.draw_no_progress = on_off(key, value)?,
            "vay" => {
                self.vay = match value {
                    "group" => Vay::Group,
                    "single" => Vay::Single,
                    _ => return Err(bad_value(key, value, "group, single")),
                }
            }
            _ => {
                return Err(ParseError::whole(
                    format!("Cờ gánh không có tùy chọn '{key}' (có: forced, first, repetition, no-progress, vay)."),
                    format!("Cờ gánh has no option '{key}' (options: forced, first, repetition, no-progress, vay)."),
                ))
            }
        }
        Ok(())
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        let forced = match self.forced {
            Forced::Opening => "opening",
            Forced::Always => "always",
            Forced::Off => "off",
        };
        let first = match self.first {
            First::Red => "red",
            First::Blue => "blue",
            First::Random => "random",
        };
        vec![
            ("forced", forced.to_string()),
            ("first", first.to_string()),
            ("repetition", on_off_text(self.draw_repetition)),
            ("no-progress", on_off_text(self.draw_no_progress)),
            (
                "vay",
                match self.vay {
                    Vay::Group => "group",
                    Vay::Single => "single",
                }
                .to_string(),
            ),
        ]
    }
}
