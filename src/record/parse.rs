//! Reading a record's text: the header and its version, then one `name: value` field per
//! line. Only the form is checked here; [`super::to_session`] checks the meaning.

use super::error::{quoted, RecordError, RecordErrorKind as Kind};
use super::fields::{is_field_name, Lines, Record, Start, CORE_FIELDS, MAGIC, STANDARD, VERSION};
use super::names::game_name;
use crate::games::GAMES;

/// The most text a record may have (about a hundred times the longest real game).
pub const MAX_RECORD_BYTES: usize = 4 << 20;
/// The most moves (in effect and undone together) a record may hold.
pub const MAX_MOVES: usize = 100_000;

impl Record {
    /// Reads a record written by [`Record::format`] (by this version or an earlier one).
    /// Blank lines and lines starting with `#` are skipped, tabs count as spaces; fields may come in any order;
    /// fields this version does not know are kept in [`Record::extras`].
    ///
    /// # Errors
    /// Not a record, a record of a newer version, a line that is not a field, a field given
    /// twice or missing (`game` and `moves` are needed), an unknown game, options, seed or
    /// moves not written as they must be, or too much text: each with its line and field.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::whole(
                Kind::TooLong,
                format!(
                    "Bản ghi quá lớn ({} byte; tối đa {MAX_RECORD_BYTES}).",
                    text.len()
                ),
                format!(
                    "The record is too large ({} bytes; at most {MAX_RECORD_BYTES}).",
                    text.len()
                ),
            ));
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text
            .split('\n')
            .enumerate()
            .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)));
        let Some((header_line, header)) = lines.by_ref().find(|(_, l)| !l.trim().is_empty()) else {
            return Err(RecordError::whole(
                Kind::Empty,
                "Bản ghi trống.",
                "The record is empty.",
            ));
        };
        read_header(header_line, header.trim())?;
        let mut fields = Fields::default();
        for (n, line) in lines {
            let line = plain(n, line)?;
            if !line.is_empty() && !line.starts_with('#') {
                fields.take(n, &line)?;
            }
        }
        fields.into_record()
    }
}

/// Line `n` with tabs made spaces and its ends trimmed.
///
/// # Errors
/// Any other control character: the text is damaged, or was not saved as plain text.
fn plain(n: usize, line: &str) -> Result<String, RecordError> {
    if let Some(c) = line.chars().find(|&c| c.is_control() && c != '\t') {
        let code = format!("U+{:04X}", u32::from(c));
        return Err(RecordError {
            line: Some(n),
            ..RecordError::whole(
                Kind::Syntax,
                format!("Dòng này có ký tự điều khiển {code}: bản ghi bị hỏng, hoặc không được lưu dưới dạng văn bản thuần."),
                format!("This line holds the control character {code}: the record is damaged, or was not saved as plain text."),
            )
        });
    }
    Ok(line.replace('\t', " ").trim().to_string())
}

/// Checks the header line `co-dan-gian record N`.
fn read_header(n: usize, header: &str) -> Result<(), RecordError> {
    let rest = header
        .strip_prefix(MAGIC)
        .and_then(|r| r.trim_start().strip_prefix("record"))
        .filter(|r| r.is_empty() || r.starts_with(char::is_whitespace));
    let Some(rest) = rest else {
        return Err(RecordError::whole(
            Kind::NotARecord,
            format!("Đây không phải bản ghi ván cờ của Cờ dân gian: dòng đầu phải là '{MAGIC} record {VERSION}'."),
            format!("This is not a game record of Cờ dân gian: its first line should be '{MAGIC} record {VERSION}'."),
        ));
    };
    let version = rest.trim();
    match version.parse::<u32>() {
        Ok(v) if (1..=VERSION).contains(&v) && version.bytes().all(|b| b.is_ascii_digit()) => Ok(()),
        Ok(v) if v > VERSION && version.bytes().all(|b| b.is_ascii_digit()) => Err(RecordError {
            line: Some(n),
            ..RecordError::whole(
                Kind::NewerVersion(v),
                format!("Bản ghi này được viết bởi một phiên bản mới hơn ({v}) của ứng dụng; hãy cập nhật ứng dụng để mở nó."),
                format!("This record was written by a newer version ({v}) of the app; update the app to open it."),
            )
        }),
        _ => Err(RecordError {
            line: Some(n),
            ..RecordError::whole(
                Kind::BadVersion,
                format!("'{}' không phải số phiên bản của bản ghi (phiên bản này đọc 1 đến {VERSION}).", quoted(version)),
                format!("'{}' is not a record version (this version reads 1 to {VERSION}).", quoted(version)),
            )
        }),
    }
}

/// The fields read so far, each with its line.
#[derive(Default)]
struct Fields {
    /// The value and line of each core field, in the order of [`CORE_FIELDS`].
    core: [Option<(usize, String)>; 7],
    /// The other fields, with their lines.
    extras: Vec<(usize, String, String)>,
}

impl Fields {
    /// Takes the field on line `n`.
    fn take(&mut self, n: usize, line: &str) -> Result<(), RecordError> {
        let field = line
            .split_once(':')
            .map(|(name, value)| (name.trim(), value.trim()));
        let Some((name, value)) = field.filter(|(name, _)| is_field_name(name)) else {
            return Err(RecordError {
                line: Some(n),
                ..RecordError::whole(
                    Kind::Syntax,
                    format!("'{}' không phải một trường: viết tên, dấu hai chấm rồi giá trị (ví dụ 'seed: 42').", quoted(line)),
                    format!("'{}' is not a field: write a name, a colon and a value (e.g. 'seed: 42').", quoted(line)),
                )
            });
        };
        let earlier = match CORE_FIELDS.iter().position(|f| *f == name) {
            Some(i) => self.core[i].as_ref().map(|(l, _)| *l),
            None => self
                .extras
                .iter()
                .find(|(_, f, _)| f == name)
                .map(|(l, _, _)| *l),
        };
        if let Some(first) = earlier {
            return Err(RecordError::at(
                Kind::DuplicateField,
                n,
                name,
                format!("Trường '{name}' xuất hiện hai lần (lần đầu ở dòng {first})."),
                format!("The field '{name}' appears twice (first on line {first})."),
            ));
        }
        match CORE_FIELDS.iter().position(|f| *f == name) {
            Some(i) => self.core[i] = Some((n, value.to_string())),
            None => self.extras.push((n, name.to_string(), value.to_string())),
        }
        Ok(())
    }

    /// The record these fields make, each value read.
    fn into_record(self) -> Result<Record, RecordError> {
        let [game, options, seed, start, moves, redo, position] = self.core;
        let mut lines = Lines::default();
        for (slot, field) in lines
            .core
            .iter_mut()
            .zip([&game, &options, &seed, &start, &moves, &redo, &position])
        {
            *slot = field.as_ref().map_or(0, |(n, _)| *n);
        }
        lines.extras = self
            .extras
            .iter()
            .map(|(n, name, _)| (name.clone(), *n))
            .collect();
        let (game_line, game) = game.ok_or_else(|| missing("game"))?;
        let (moves_line, moves) = moves.ok_or_else(|| missing("moves"))?;
        let game = read_game(game_line, &game)?;
        let moves = read_moves(moves_line, "moves", &moves)?;
        let redo = match redo {
            Some((n, value)) => read_moves(n, "redo", &value)?,
            None => Vec::new(),
        };
        if moves.len() + redo.len() > MAX_MOVES {
            return Err(RecordError::at(
                Kind::TooLong,
                moves_line,
                "moves",
                format!(
                    "Bản ghi có quá nhiều nước đi ({}; tối đa {MAX_MOVES}).",
                    moves.len() + redo.len()
                ),
                format!(
                    "The record has too many moves ({}; at most {MAX_MOVES}).",
                    moves.len() + redo.len()
                ),
            ));
        }
        Ok(Record {
            game,
            options: match options {
                Some((n, value)) => read_options(n, &value)?,
                None => Vec::new(),
            },
            seed: match seed {
                Some((n, value)) => read_seed(n, &value)?,
                None => 0,
            },
            start: match start {
                Some((n, value)) => read_start(n, value)?,
                None => Start::Standard,
            },
            moves,
            redo,
            position: position.map(|(_, p)| p),
            extras: self
                .extras
                .into_iter()
                .map(|(_, name, value)| (name, value))
                .collect(),
            lines: Some(lines),
        })
    }
}

/// The error for a field the record needs and does not have.
fn missing(name: &str) -> RecordError {
    RecordError::whole(
        Kind::MissingField,
        format!("Bản ghi thiếu trường '{name}'."),
        format!("The record has no '{name}' field."),
    )
}

/// Reads the `game` field: one of the games this app has.
fn read_game(n: usize, value: &str) -> Result<String, RecordError> {
    if game_name(value).is_some() {
        return Ok(value.to_string());
    }
    let known: Vec<String> = GAMES
        .iter()
        .map(|g| format!("{} ({})", g.id, g.name))
        .collect();
    let known = known.join(", ");
    Err(RecordError::at(
        Kind::UnknownGame,
        n,
        "game",
        format!(
            "Không biết trò chơi '{}': ứng dụng này có {known}.",
            quoted(value)
        ),
        format!("Unknown game '{}': this app has {known}.", quoted(value)),
    ))
}

/// Reads the `options` field: `key=value` words separated by spaces, each key once.
fn read_options(n: usize, value: &str) -> Result<Vec<(String, String)>, RecordError> {
    let mut options: Vec<(String, String)> = Vec::new();
    for word in value.split_whitespace() {
        let Some((key, v)) = word
            .split_once('=')
            .filter(|(k, v)| !k.is_empty() && !v.is_empty())
        else {
            return Err(RecordError::at(
                Kind::BadOption,
                n,
                "options",
                format!(
                    "'{}' không phải tùy chọn: viết khóa=giá trị, ví dụ 'forced=off'.",
                    quoted(word)
                ),
                format!(
                    "'{}' is not an option: write key=value, e.g. 'forced=off'.",
                    quoted(word)
                ),
            ));
        };
        if options.iter().any(|(k, _)| k == key) {
            return Err(RecordError::at(
                Kind::BadOption,
                n,
                "options",
                format!("Tùy chọn '{}' được ghi hai lần.", quoted(key)),
                format!("The option '{}' is given twice.", quoted(key)),
            ));
        }
        options.push((key.to_string(), v.to_string()));
    }
    Ok(options)
}

/// Reads the `seed` field: a whole number from 0 to 2^64 − 1.
fn read_seed(n: usize, value: &str) -> Result<u64, RecordError> {
    match value.parse::<u64>() {
        Ok(seed) if value.bytes().all(|b| b.is_ascii_digit()) => Ok(seed),
        _ => Err(RecordError::at(
            Kind::BadSeed,
            n,
            "seed",
            format!(
                "Hạt giống phải là một số nguyên từ 0 đến {}, không phải '{}'.",
                u64::MAX,
                quoted(value)
            ),
            format!(
                "The seed must be a whole number from 0 to {}, not '{}'.",
                u64::MAX,
                quoted(value)
            ),
        )),
    }
}

/// Reads the `start` field: `standard` or a position string.
fn read_start(n: usize, value: String) -> Result<Start, RecordError> {
    match value.as_str() {
        STANDARD => Ok(Start::Standard),
        "" => Err(RecordError::at(
            Kind::BadPosition,
            n,
            "start",
            format!("Trường 'start' cần '{STANDARD}' hoặc một chuỗi thế cờ."),
            format!("The 'start' field needs '{STANDARD}' or a position string."),
        )),
        _ => Ok(Start::Position(value)),
    }
}

/// Reads a list of moves (`moves` or `redo`): comma-separated, none of them empty.
fn read_moves(n: usize, field: &str, value: &str) -> Result<Vec<String>, RecordError> {
    if value.is_empty() {
        return Ok(Vec::new());
    }
    let mut moves = Vec::new();
    for (i, mv) in value.split(',').enumerate() {
        let mv = mv.trim();
        if mv.is_empty() {
            let k = i + 1;
            return Err(RecordError::at(
                Kind::BadMove,
                n,
                field,
                format!("Nước thứ {k} bị trống (hai dấu phẩy liền nhau, hay dấu phẩy ở cuối?)."),
                format!("Move {k} is empty (two commas in a row, or a comma at the end?)."),
            ));
        }
        moves.push(mv.to_string());
    }
    Ok(moves)
}
