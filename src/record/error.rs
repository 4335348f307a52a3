//! What can be wrong with a record, a share link or a saved game, said in both languages
//! with the line and the field where it is.

use crate::core::{Lang, Text};
use std::fmt;

/// The kind of problem, for code that reacts differently to each (the message is in
/// [`RecordError::text`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordErrorKind {
    /// There is no text at all.
    Empty,
    /// The first line is not the record's header: this is not a record.
    NotARecord,
    /// Written by a newer version of the app, whose format this version cannot read.
    NewerVersion(u32),
    /// The header's version is not a version number.
    BadVersion,
    /// A line that is not `name: value`, or a field whose value is not written as it must be.
    Syntax,
    /// A field the record needs is not there.
    MissingField,
    /// The same field is given twice.
    DuplicateField,
    /// The `game` field names a game this app does not have.
    UnknownGame,
    /// The record is of another game than the one it is being opened as.
    WrongGame,
    /// An option the game does not have, or a value it does not take.
    BadOption,
    /// The seed is not a number from 0 to 2^64 − 1.
    BadSeed,
    /// The start position is malformed or cannot happen (the game's own message is quoted).
    BadPosition,
    /// A move is not written in the game's notation.
    BadMove,
    /// A move is not legal where it stands in the game.
    IllegalMove,
    /// The position written in the record is not where its moves lead: it was changed.
    Mismatch,
    /// More text or more moves than any real game has.
    TooLong,
    /// A share link or a saved game was damaged (cut short, altered, garbage).
    Damaged,
}

/// A record, share link or saved game that cannot be opened: the kind of problem, where it
/// is (line and field, when one place can be named) and a sentence in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// What kind of problem it is.
    pub kind: RecordErrorKind,
    /// The line of the record text (1-based) where the problem is, when there is one.
    pub line: Option<usize>,
    /// The name of the field where the problem is (`moves`, `start`, …), when there is one.
    pub field: Option<String>,
    /// What is wrong, without the place.
    pub text: Text,
}

impl RecordError {
    /// An error about the record as a whole.
    pub fn whole(
        kind: RecordErrorKind,
        vi: impl Into<String>,
        en: impl Into<String>,
    ) -> RecordError {
        RecordError {
            kind,
            line: None,
            field: None,
            text: Text::new(vi, en),
        }
    }

    /// An error on `line` (1-based), in the field `field`.
    pub fn at(
        kind: RecordErrorKind,
        line: usize,
        field: &str,
        vi: impl Into<String>,
        en: impl Into<String>,
    ) -> RecordError {
        RecordError {
            kind,
            line: Some(line),
            field: Some(field.to_string()),
            text: Text::new(vi, en),
        }
    }

    /// The full sentence in `lang`, led by the line and field when there are some:
    /// `Line 6 (moves): move 14 'a3-b4' is not legal here: …`.
    pub fn message(&self, lang: Lang) -> String {
        let place = match (self.line, &self.field, lang) {
            (Some(n), Some(f), Lang::Vi) => format!("Dòng {n} ({f}): "),
            (Some(n), Some(f), Lang::En) => format!("Line {n} ({f}): "),
            (Some(n), None, Lang::Vi) => format!("Dòng {n}: "),
            (Some(n), None, Lang::En) => format!("Line {n}: "),
            (None, Some(f), Lang::Vi) => format!("Trường {f}: "),
            (None, Some(f), Lang::En) => format!("Field {f}: "),
            (None, None, _) => String::new(),
        };
        format!("{place}{}", self.text.get(lang))
    }

    /// [`RecordError::message`] in both languages.
    pub fn sentence(&self) -> Text {
        Text::new(self.message(Lang::Vi), self.message(Lang::En))
    }

    /// The same error with `vi` / `en` put before its sentence (the place stays in front).
    pub(crate) fn prefixed(mut self, vi: &str, en: &str) -> RecordError {
        self.text = Text::new(
            format!("{vi}{}", self.text.vi),
            format!("{en}{}", self.text.en),
        );
        self
    }
}

/// English, as logs and the command-line tool print it.
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for RecordError {}

/// The user's text as quoted in a message: cut short after 40 characters, with control
/// characters shown as `?` so that a message stays on one line.
pub(crate) fn quoted(text: &str) -> String {
    quoted_up_to(text, 40)
}

/// As [`quoted`], cut short after `shown` characters.
pub(crate) fn quoted_up_to(text: &str, shown: usize) -> String {
    let mut out: String = text
        .chars()
        .take(shown)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().nth(shown).is_some() {
        out.push('…');
    }
    out
}
