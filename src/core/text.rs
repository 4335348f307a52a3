//! Text a person reads, in both of the app's languages.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The two languages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// Tiếng Việt (the default).
    #[default]
    Vi,
    /// English.
    En,
}

impl Lang {
    /// The short code used in storage and in the page's `lang` attribute.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Vi => "vi",
            Lang::En => "en",
        }
    }

    /// Reads a code written by [`Lang::code`].
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "vi" => Some(Lang::Vi),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
}

/// One sentence in Vietnamese and in English (serialised as `{vi, en}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    /// Vietnamese, with its diacritics.
    pub vi: String,
    /// English.
    pub en: String,
}

impl Text {
    /// Builds a text from its two translations.
    pub fn new(vi: impl Into<String>, en: impl Into<String>) -> Text {
        Text {
            vi: vi.into(),
            en: en.into(),
        }
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Vi => &self.vi,
            Lang::En => &self.en,
        }
    }
}

/// English is what logs, panics and the command-line tool print.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

/// The words of `text` split at whitespace, each with its character offset (for errors
/// that name where a field of a record or a position string starts).
pub fn words_at(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (chars, (byte, c)) in text.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((chars, byte)),
            (true, Some((at, from))) => {
                out.push((at, &text[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((at, from)) = start {
        out.push((at, &text[from..]));
    }
    out
}
