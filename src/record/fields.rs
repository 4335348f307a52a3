//! The record itself: its fields as text, and how it is written out (format version 1).
//! A record knows no game's rules; [`super::to_session`] gives the fields their meaning.

use std::fmt::Write as _;

/// The first word of a record's first line.
pub const MAGIC: &str = "co-dan-gian";
/// The format version this code writes. Every later version still reads version 1.
pub const VERSION: u32 = 1;
/// The names of the fields version 1 gives a meaning to, in the order they are written.
pub const CORE_FIELDS: [&str; 7] = [
    "game", "options", "seed", "start", "moves", "redo", "position",
];
/// The word the `start` field holds for the game's standard start position.
pub const STANDARD: &str = "standard";

/// Where the game of a record starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The game's standard start, built from the options and the seed (`start: standard`).
    Standard,
    /// A set-up position, as its position string.
    Position(String),
}

/// The line each field stood on in the text a record was read from, for error messages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Lines {
    /// Lines of the core fields, in the order of [`CORE_FIELDS`] (0: not in the text).
    pub core: [usize; 7],
    /// Lines of the other fields, by name.
    pub extras: Vec<(String, usize)>,
}

/// A saved game as text fields: which game, its options, its seed, where it starts, the
/// moves in effect and the moves undone (the redo tail). Read with [`Record::parse`],
/// written with [`Record::format`]; [`super::to_session`] replays it.
#[derive(Clone, Debug)]
pub struct Record {
    /// The game's id: `ganh`, `toan` or `cangua`.
    pub game: String,
    /// The options as `key=value` pairs (as [`crate::core::GameOptions::pairs`] writes them);
    /// options left out take their default.
    pub options: Vec<(String, String)>,
    /// The seed of the game's random choices (who starts when that is random, the dice).
    pub seed: u64,
    /// Where the game starts.
    pub start: Start,
    /// The moves in effect, oldest first, in the game's notation.
    pub moves: Vec<String>,
    /// The moves undone and not yet discarded, the next one to redo first.
    pub redo: Vec<String>,
    /// The position the moves lead to, as a check; `None` loads the moves as they are.
    pub position: Option<String>,
    /// Other fields for the app (`players`, `results`, …), in order; kept as they are, and
    /// kept by later versions too.
    pub extras: Vec<(String, String)>,
    /// Where each field stood in the text it was read from (`None`: not read from text).
    pub(crate) lines: Option<Lines>,
}

/// Records are equal when their fields are; where they were read from does not count.
impl PartialEq for Record {
    fn eq(&self, other: &Record) -> bool {
        (
            &self.game,
            &self.options,
            self.seed,
            &self.start,
            &self.moves,
            &self.redo,
        ) == (
            &other.game,
            &other.options,
            other.seed,
            &other.start,
            &other.moves,
            &other.redo,
        ) && (&self.position, &self.extras) == (&other.position, &other.extras)
    }
}

impl Eq for Record {}

impl Record {
    /// An empty record of game `game`: default options, seed 0, the standard start, no moves.
    pub fn new(game: &str) -> Record {
        Record {
            game: game.to_string(),
            options: Vec::new(),
            seed: 0,
            start: Start::Standard,
            moves: Vec::new(),
            redo: Vec::new(),
            position: None,
            extras: Vec::new(),
            lines: None,
        }
    }

    /// The value of the extra field `name`, if the record has it.
    pub fn extra(&self, name: &str) -> Option<&str> {
        self.extras
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets the extra field `name` to `value` (replacing it, or adding it at the end).
    /// Returns `false` and changes nothing when `name` is not a field name for extras:
    /// a core field, or not a lowercase letter followed by letters, digits and `-`.
    pub fn set_extra(&mut self, name: &str, value: &str) -> bool {
        if !is_extra_name(name) {
            return false;
        }
        let value = one_line(value);
        match self.extras.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value,
            None => self.extras.push((name.to_string(), value)),
        }
        true
    }

    /// The line (1-based) of field `name` in the text the record was read from, or the
    /// line [`Record::format`] writes it on.
    pub fn line_of(&self, name: &str) -> usize {
        if let Some(lines) = &self.lines {
            if let Some(i) = CORE_FIELDS.iter().position(|f| *f == name) {
                if lines.core[i] != 0 {
                    return lines.core[i];
                }
            } else if let Some((_, n)) = lines.extras.iter().find(|(n, _)| n == name) {
                return *n;
            }
        }
        self.written_line_of(name)
    }

    /// The line on which [`Record::format`] writes field `name` (the header is line 1).
    fn written_line_of(&self, name: &str) -> usize {
        if let Some(i) = CORE_FIELDS.iter().position(|f| *f == name) {
            return i + 2;
        }
        let core = if self.position.is_some() { 7 } else { 6 };
        let extra = self
            .extras
            .iter()
            .position(|(n, _)| n == name)
            .unwrap_or(self.extras.len());
        core + 2 + extra
    }

    /// The record as text, format version 1: the header line, then one `name: value` line
    /// per field: game, options, seed, start, moves, redo, position (when set), then the
    /// extras.
    pub fn format(&self) -> String {
        let mut out = format!("{MAGIC} record {VERSION}\n");
        let options: Vec<String> = self
            .options
            .iter()
            .map(|(k, v)| format!("{}={}", one_word(k), one_word(v)))
            .collect();
        let start = match &self.start {
            Start::Standard => STANDARD.to_string(),
            Start::Position(p) => p.clone(),
        };
        let mut field = |name: &str, value: &str| {
            let value = one_line(value);
            let _ = if value.is_empty() {
                writeln!(out, "{name}:")
            } else {
                writeln!(out, "{name}: {value}")
            };
        };
        field("game", &self.game);
        field("options", &options.join(" "));
        field("seed", &self.seed.to_string());
        field("start", &start);
        field("moves", &list(&self.moves));
        field("redo", &list(&self.redo));
        if let Some(p) = &self.position {
            field("position", p);
        }
        for (name, value) in &self.extras {
            field(name, value);
        }
        out
    }
}

/// Moves as a field value: comma-separated (a Cờ cá ngựa roll, `roll 6`, holds a space).
/// Each move is written as [`one_line`] writes it, with its commas turned into spaces; a
/// move that needs neither (every move the games write) is copied as it is, so the autosave
/// of a long game makes one string, not several per move.
fn list(moves: &[String]) -> String {
    let mut out = String::with_capacity(moves.iter().map(|m| m.len() + 2).sum());
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let plain = m.trim();
        if plain.len() == m.len() && !m.chars().any(|c| c.is_control() || c == ',') {
            out.push_str(m);
        } else {
            out.push_str(&one_line(m).replace(',', " "));
        }
    }
    out
}

/// `text` on one line: every control character becomes a space, and the ends are trimmed.
pub(crate) fn one_line(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.trim().to_string();
    }
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// `text` without whitespace (an option key or value).
fn one_word(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Whether `name` may name an extra field: not a core field, a lowercase ASCII letter
/// followed by lowercase letters, digits and `-`, at most 40 characters.
pub fn is_extra_name(name: &str) -> bool {
    is_field_name(name) && !CORE_FIELDS.contains(&name)
}

/// Whether `name` has the shape of a field name (core or extra).
pub(crate) fn is_field_name(name: &str) -> bool {
    let mut bytes = name.bytes();
    name.len() <= 40
        && bytes.next().is_some_and(|b| b.is_ascii_lowercase())
        && bytes.all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}
