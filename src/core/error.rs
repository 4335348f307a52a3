//! Errors of the rules: text that does not parse, and moves that cannot be played.

use super::Text;
use std::fmt;

/// Text (a position string, a move, an option, a record) that could not be read.
/// It says what is wrong and where, in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What is wrong, as a sentence.
    pub text: Text,
    /// The character offset (0-based, counted in chars) in the input where the problem is,
    /// when one place can be named.
    pub at: Option<usize>,
}

impl ParseError {
    /// An error at character `at` of the input.
    pub fn at(at: usize, vi: impl Into<String>, en: impl Into<String>) -> ParseError {
        ParseError {
            text: Text::new(vi, en),
            at: Some(at),
        }
    }

    /// An error about the input as a whole.
    pub fn whole(vi: impl Into<String>, en: impl Into<String>) -> ParseError {
        ParseError {
            text: Text::new(vi, en),
            at: None,
        }
    }

    /// The full sentence in `lang`, with the place appended when there is one.
    pub fn message(&self, lang: super::Lang) -> String {
        match (self.at, lang) {
            (Some(at), super::Lang::Vi) => format!("{} (tại ký tự {})", self.text.vi, at + 1),
            (Some(at), super::Lang::En) => format!("{} (at character {})", self.text.en, at + 1),
            (None, lang) => self.text.get(lang).to_string(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(super::Lang::En))
    }
}

impl std::error::Error for ParseError {}

/// A move that the rules refuse. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended; no move can be played.
    GameOver,
    /// The move is not among the legal moves here; the text says why.
    Illegal(Text),
}

impl PlayError {
    /// The sentence in `lang`.
    pub fn message(&self, lang: super::Lang) -> String {
        match self {
            PlayError::GameOver => Text::new("Ván cờ đã kết thúc.", "The game is over.")
                .get(lang)
                .to_string(),
            PlayError::Illegal(t) => t.get(lang).to_string(),
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(super::Lang::En))
    }
}

impl std::error::Error for PlayError {}
