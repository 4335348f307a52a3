//! The option schema: each game declares its options once, as data (key, label, the values
//! it takes with their labels, how each reads and writes the options struct). The rules'
//! parser ([`GameOptions::set`]), the text form ([`GameOptions::pairs`]), the command-line
//! tool's errors, records and the settings dialog all read this one table.

use super::{Lang, ParseError, Player, Text};
use std::fmt::Debug;

/// A label in both languages, fixed at compile time (the schema's own text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// Vietnamese, with its diacritics.
    pub vi: &'static str,
    /// English.
    pub en: &'static str,
}

impl Words {
    /// The label in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Vi => self.vi,
            Lang::En => self.en,
        }
    }
}

/// Builds [`Words`].
pub const fn words(vi: &'static str, en: &'static str) -> Words {
    Words { vi, en }
}

/// One value an option takes (`opening`) and what the settings dialog calls it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value as text, as on the command line and in records.
    pub value: &'static str,
    /// Its label.
    pub label: Words,
}

/// Builds a [`Choice`].
pub const fn choice(value: &'static str, vi: &'static str, en: &'static str) -> Choice {
    Choice {
        value,
        label: words(vi, en),
    }
}

/// How one option reads and writes the options struct `O`, and which values it takes.
pub trait Field<O> {
    /// The values it takes, in order, each with its label; the settings dialog offers those
    /// with a label (one without is an old spelling, still read).
    fn offered(&self) -> Vec<Choice>;
    /// What the option takes, for the sentence refusing another value ("red, blue or random").
    fn takes(&self) -> Text;
    /// The option's value in `options`, as text.
    fn read(&self, options: &O) -> String;
    /// Sets the option from its text.
    ///
    /// # Errors
    /// `None` when `value` is not among the values it takes (the schema then says which it
    /// takes); a sentence of its own when the value is wrong in a way worth explaining.
    fn write(&self, options: &mut O, value: &str) -> Result<(), Option<ParseError>>;
}

/// An option that takes one of a fixed list of values, each standing for a `T`.
pub struct Pick<O, T: 'static> {
    /// Every value: what it stands for and its text. The first is read back for a `T`
    /// not in the list (only possible when a field was filled in by hand).
    pub table: &'static [(T, Choice)],
    /// Reads the field.
    pub get: fn(&O) -> T,
    /// Writes the field.
    pub set: fn(&mut O, T),
}

impl<O, T: Copy + PartialEq> Field<O> for Pick<O, T> {
    fn offered(&self) -> Vec<Choice> {
        self.table.iter().map(|(_, c)| *c).collect()
    }

    fn takes(&self) -> Text {
        let values: Vec<&str> = self.table.iter().map(|(_, c)| c.value).collect();
        Text::new(list(&values, "hoặc"), list(&values, "or"))
    }

    fn read(&self, options: &O) -> String {
        let now = (self.get)(options);
        let found = self.table.iter().find(|(t, _)| *t == now);
        found
            .or(self.table.first())
            .map(|(_, c)| c.value.to_string())
            .unwrap_or_default()
    }

    fn write(&self, options: &mut O, value: &str) -> Result<(), Option<ParseError>> {
        let (t, _) = self
            .table
            .iter()
            .find(|(_, c)| c.value == value)
            .ok_or(None)?;
        (self.set)(options, *t);
        Ok(())
    }
}

/// An option that takes any whole number from `min` up, written in plain digits.
pub struct Number<O> {
    /// The smallest value taken.
    pub min: u32,
    /// The values the settings dialog offers.
    pub offered: &'static [Choice],
    /// Reads the field.
    pub get: fn(&O) -> u32,
    /// Writes the field.
    pub set: fn(&mut O, u32),
}

impl<O> Field<O> for Number<O> {
    fn offered(&self) -> Vec<Choice> {
        self.offered.to_vec()
    }

    fn takes(&self) -> Text {
        let min = self.min;
        Text::new(
            format!("một số nguyên từ {min} trở lên"),
            format!("a whole number of at least {min}"),
        )
    }

    fn read(&self, options: &O) -> String {
        (self.get)(options).to_string()
    }

    fn write(&self, options: &mut O, value: &str) -> Result<(), Option<ParseError>> {
        let digits = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
        match value.parse::<u32>() {
            Ok(n) if digits && n >= self.min => {
                (self.set)(options, n);
                Ok(())
            }
            _ => Err(None),
        }
    }
}

/// An option whose text the game reads itself (the seats of Cờ cá ngựa: `r,b,y`).
pub struct Custom<O> {
    /// What it takes, for messages and help.
    pub takes: Words,
    /// The values the settings dialog offers.
    pub offered: &'static [Choice],
    /// Reads the field as text.
    pub get: fn(&O) -> String,
    /// Reads the text into the field.
    pub set: fn(&mut O, &str) -> Result<(), ParseError>,
}

impl<O> Field<O> for Custom<O> {
    fn offered(&self) -> Vec<Choice> {
        self.offered.to_vec()
    }

    fn takes(&self) -> Text {
        Text::new(self.takes.vi, self.takes.en)
    }

    fn read(&self, options: &O) -> String {
        (self.get)(options)
    }

    fn write(&self, options: &mut O, value: &str) -> Result<(), Option<ParseError>> {
        (self.set)(options, value).map_err(Some)
    }
}

/// A [`Pick`] over the field `$field` of the options struct `$O`, with the values of
/// `$table`: `pick!(GanhOptions, forced, FORCED)`.
#[macro_export]
macro_rules! pick {
    ($O:ty, $field:ident, $table:expr) => {
        &$crate::core::options::Pick {
            table: $table,
            get: |o: &$O| o.$field,
            set: |o: &mut $O, v| o.$field = v,
        }
    };
}

/// Declares an option's value type and its table of values in one place: each variant with
/// its text and its labels beside it, the one marked `#[default]` the default.
///
/// ```ignore
/// choices! {
///     /// When a player is obliged to gánh.
///     pub enum Forced in FORCED {
///         /// After a mở.
///         #[default]
///         Opening = ("opening", "Sau nước mở", "After a mở"),
///         Off = ("off", "Không bắt buộc", "Off"),
///     }
/// }
/// ```
#[macro_export]
macro_rules! choices {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident in $table:ident {
            $( $(#[$vmeta:meta])* $variant:ident = ($value:literal, $vi:literal, $en:literal), )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        #[doc = concat!("The values of [`", stringify!($name), "`], each with its text and label.")]
        const $table: &[($name, $crate::core::options::Choice)] = &[
            $( ($name::$variant, $crate::core::options::choice($value, $vi, $en)), )+
        ];
    };
}

/// One option: its key (`forced`), its label, and its field.
pub struct OptionSpec<O: 'static> {
    /// The key, as on the command line (`--forced`) and in records (`forced=off`).
    pub key: &'static str,
    /// What the settings dialog calls it.
    pub label: Words,
    /// Its values and how it reads and writes the options.
    pub field: &'static dyn Field<O>,
}

/// Builds an [`OptionSpec`] from its key, its label in both languages, and its field.
pub const fn spec<O>(
    key: &'static str,
    vi: &'static str,
    en: &'static str,
    field: &'static dyn Field<O>,
) -> OptionSpec<O> {
    OptionSpec {
        key,
        label: words(vi, en),
        field,
    }
}

impl<O: GameOptions> OptionSpec<O> {
    /// The option's default value, as text (read from `O::default()`).
    pub fn default_value(&self) -> String {
        self.field.read(&O::default())
    }
}

/// A game's options: the game's name (for messages) and every option in its text order.
pub struct Schema<O: 'static> {
    /// The game's name, as messages name it: `Cờ gánh`.
    pub game: &'static str,
    /// Every option, in the order [`GameOptions::pairs`] writes them.
    pub options: &'static [OptionSpec<O>],
}

impl<O> Schema<O> {
    /// The option with key `key`.
    pub fn find(&self, key: &str) -> Option<&OptionSpec<O>> {
        self.options.iter().find(|s| s.key == key)
    }

    /// Every key, in order.
    pub fn keys(&self) -> Vec<&'static str> {
        self.options.iter().map(|s| s.key).collect()
    }
}

/// The on/off choices most switches take, standing for `true` and `false`.
pub const ON_OFF: &[(bool, Choice)] = &[
    (true, choice("on", "Bật", "On")),
    (false, choice("off", "Tắt", "Off")),
];

/// Who moves first in a two-player game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum First {
    /// Đỏ starts (the default).
    #[default]
    Red,
    /// Xanh starts.
    Blue,
    /// Drawn by lot from the game's seed.
    Random,
}

impl First {
    /// The values of an option `first`, with their labels.
    pub const CHOICES: &'static [(First, Choice)] = &[
        (First::Red, choice("red", "Đỏ", "Red")),
        (First::Blue, choice("blue", "Xanh", "Blue")),
        (First::Random, choice("random", "Ngẫu nhiên", "Random")),
    ];

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

/// The no-progress rule of Cờ gánh and Cờ toán: how many plies in a row without a capture
/// (or a conversion) end the game. Folk players play both lengths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NoProgress {
    /// 100 plies (the default, as `docs/rules-ganh.md` and `docs/rules-toan.md` say).
    #[default]
    Hundred,
    /// 50 plies.
    Fifty,
    /// The rule is off.
    Off,
}

impl NoProgress {
    /// The values of an option `no-progress`, with their labels; `on`, as records written
    /// before the rule took a length say, reads as 100 (it has no label: the settings dialog
    /// does not offer it).
    pub const CHOICES: &'static [(NoProgress, Choice)] = &[
        (
            NoProgress::Hundred,
            choice("100", "Sau 100 nước", "After 100 plies"),
        ),
        (
            NoProgress::Fifty,
            choice("50", "Sau 50 nước", "After 50 plies"),
        ),
        (NoProgress::Off, choice("off", "Tắt", "Off")),
        (NoProgress::Hundred, choice("on", "", "")),
    ];

    /// The plies without a capture that end the game, or `None` when the rule is off.
    pub fn plies(self) -> Option<u32> {
        match self {
            NoProgress::Hundred => Some(100),
            NoProgress::Fifty => Some(50),
            NoProgress::Off => None,
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

/// `a, b or c`, with `or` the language's word (`hoặc`, `or`; `và`, `and`).
pub(crate) fn list(values: &[&str], or: &str) -> String {
    match values.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {or} {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_string(),
        None => String::new(),
    }
}

// The two sentences of [`GameOptions::set`], written once rather than once per game's
// options (`set` is compiled for each).

/// `game` has no option `key`; it has `keys`.
fn unknown_key(game: &str, key: &str, keys: &[&str]) -> ParseError {
    let (k, keys) = (quoted(key), keys.join(", "));
    ParseError::whole(
        format!("{game} không có tùy chọn '{k}' (có: {keys})."),
        format!("{game} has no option '{k}' (it has {keys})."),
    )
}

/// The option `key` does not take `value`; it `takes` others.
fn refused_value(key: &str, value: &str, takes: Text) -> ParseError {
    let (k, v) = (quoted(key), quoted(value));
    ParseError::whole(
        format!(
            "Tùy chọn '{k}' không nhận giá trị '{v}' (chỉ nhận {}).",
            takes.vi
        ),
        format!(
            "The option '{k}' does not take '{v}' (it takes {}).",
            takes.en
        ),
    )
}

/// A `key=value` pair the options refused, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPair {
    /// Which pair it was, counting from 0.
    pub index: usize,
    /// The key as given.
    pub key: String,
    /// The value as given.
    pub value: String,
    /// The game's sentence.
    pub error: ParseError,
}

/// A game's settings, readable and writable as text so that the command-line flags
/// (`--forced off`), the settings dialog and saved records all share one form, read from
/// the game's one [`Schema`].
pub trait GameOptions: Default + Clone + PartialEq + Debug + Send + Sync + 'static {
    /// Every option of the game, declared once.
    const SCHEMA: Schema<Self>;

    /// Sets the option `key` from its text `value`; on error the options are unchanged.
    ///
    /// # Errors
    /// An unknown key (the sentence lists the keys) or a value the option does not take (the
    /// sentence lists the values it takes), in both languages.
    fn set(&mut self, key: &str, value: &str) -> Result<(), ParseError> {
        let schema = &Self::SCHEMA;
        let Some(spec) = schema.find(key) else {
            return Err(unknown_key(schema.game, key, &schema.keys()));
        };
        let mut next = self.clone();
        match spec.field.write(&mut next, value) {
            Ok(()) => {
                *self = next;
                Ok(())
            }
            Err(Some(e)) => Err(e),
            Err(None) => Err(refused_value(key, value, spec.field.takes())),
        }
    }

    /// Every option as `(key, value)` in the schema's order; [`GameOptions::set`] reads
    /// each back.
    fn pairs(&self) -> Vec<(&'static str, String)> {
        Self::SCHEMA
            .options
            .iter()
            .map(|s| (s.key, s.field.read(self)))
            .collect()
    }

    /// The defaults, then each pair set in turn.
    ///
    /// # Errors
    /// The first pair refused, with the game's sentence.
    fn from_pairs<K: AsRef<str>, V: AsRef<str>>(
        pairs: impl IntoIterator<Item = (K, V)>,
    ) -> Result<Self, BadPair> {
        let mut options = Self::default();
        for (index, (k, v)) in pairs.into_iter().enumerate() {
            let (key, value) = (k.as_ref(), v.as_ref());
            options.set(key, value).map_err(|error| BadPair {
                index,
                key: key.to_string(),
                value: value.to_string(),
                error,
            })?;
        }
        Ok(options)
    }
}
