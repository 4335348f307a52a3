//! The messages two devices send each other over their connection, as lines of text:
//! a header line `cdg-net 1 KIND`, then `name: value` fields (a `sync` ends with the
//! record's own lines). Reading never panics; anything unexpected is an error that says
//! which line and why, in both languages.
//!
//! ```
//! use co_dan_gian::core::Player;
//! use co_dan_gian::remote::{Message, TableId};
//!
//! let m = Message::Move {
//!     table: TableId(0xbeef),
//!     ply: 0,
//!     player: Player::Red,
//!     mv: "a3-b3".into(),
//!     position: "BBBBB/B...B/B...R/R...R/RRRRR b -".into(),
//! };
//! let text = m.encode();
//! assert!(text.starts_with("cdg-net 1 move\ntable: 000000000000beef\n"));
//! assert_eq!(Message::decode(&text), Ok(m));
//! assert!(Message::decode("cdg-net 1 move\ntable: zz").is_err());
//! ```

use crate::core::{Player, Text};
use std::fmt;

/// The first words of every message, with the format's version.
pub const HEADER: &str = "cdg-net 1";

/// The longest message read (a data channel carries at most 256 KiB in one message).
pub const MAX_BYTES: usize = 256 * 1024;

/// The identity of one game played across devices: every message carries it, so a message
/// for another game (an old invitation, another table) is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TableId(pub u64);

impl TableId {
    /// Reads the 16 hex digits written by `Display`.
    pub fn parse(text: &str) -> Option<TableId> {
        (text.len() == 16 && text.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| u64::from_str_radix(text, 16).ok().map(TableId))
            .flatten()
    }
}

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// One message between two devices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The host's game, whole (the host's game is the truth): sent when a device joins and
    /// whenever the two differ. `seats` are the colours the receiving device plays.
    Sync {
        /// The game.
        table: TableId,
        /// The colours the receiver plays.
        seats: Vec<Player>,
        /// The game's record text (`co-dan-gian record 1` …).
        record: String,
    },
    /// A move made on the sending device: the number of moves before it, who made it, the
    /// move in the game's notation and the position after it.
    Move {
        /// The game.
        table: TableId,
        /// How many moves were in effect before this one.
        ply: u32,
        /// The colour that made it.
        player: Player,
        /// The move, in the game's notation.
        mv: String,
        /// The position string after it.
        position: String,
    },
    /// Asks the host for its game whole (a `sync`).
    Resync {
        /// The game.
        table: TableId,
    },
    /// Asks to take the game back to `ply` moves (the other side must agree).
    Takeback {
        /// The game.
        table: TableId,
        /// How many moves stay in effect.
        ply: u32,
    },
    /// The answer to a [`Message::Takeback`].
    TakebackAnswer {
        /// The game.
        table: TableId,
        /// As asked.
        ply: u32,
        /// Whether the other side agreed.
        yes: bool,
    },
}

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageError {
    /// The line (1-based) where it went wrong.
    pub line: usize,
    /// What is wrong, in both languages.
    pub text: Text,
}

impl MessageError {
    fn at(line: usize, vi: impl Into<String>, en: impl Into<String>) -> MessageError {
        MessageError {
            line,
            text: Text::new(vi, en),
        }
    }

    /// The whole sentence: where, then what.
    pub fn sentence(&self) -> Text {
        Text::new(
            format!(
                "Tin nhắn từ máy kia không đọc được (dòng {}): {}",
                self.line, self.text.vi
            ),
            format!(
                "A message from the other device cannot be read (line {}): {}",
                self.line, self.text.en
            ),
        )
    }
}

impl Message {
    /// The message's kind, as in its header.
    pub fn kind(&self) -> &'static str {
        match self {
            Message::Sync { .. } => "sync",
            Message::Move { .. } => "move",
            Message::Resync { .. } => "resync",
            Message::Takeback { .. } => "takeback",
            Message::TakebackAnswer { .. } => "takeback-answer",
        }
    }

    /// The game it is about.
    pub fn table(&self) -> TableId {
        match self {
            Message::Sync { table, .. }
            | Message::Move { table, .. }
            | Message::Resync { table }
            | Message::Takeback { table, .. }
            | Message::TakebackAnswer { table, .. } => *table,
        }
    }

    /// The message as text. Values never hold a line break: one that did (no game's
    /// notation or position has one) is cut at it, and the message then fails its checks.
    pub fn encode(&self) -> String {
        let mut out = format!("{HEADER} {}\ntable: {}\n", self.kind(), self.table());
        let mut field = |name: &str, value: &str| {
            let value = value.split(['\n', '\r']).next().unwrap_or("");
            out.push_str(name);
            out.push_str(": ");
            out.push_str(value);
            out.push('\n');
        };
        match self {
            Message::Sync { seats, record, .. } => {
                let letters: String = seats.iter().map(|p| p.letter()).collect();
                field("seats", &letters);
                out.push_str("record:\n");
                out.push_str(record);
            }
            Message::Move {
                ply,
                player,
                mv,
                position,
                ..
            } => {
                field("ply", &ply.to_string());
                field("player", &player.letter().to_string());
                field("move", mv);
                field("position", position);
            }
            Message::Resync { .. } => {}
            Message::Takeback { ply, .. } => field("ply", &ply.to_string()),
            Message::TakebackAnswer { ply, yes, .. } => {
                field("ply", &ply.to_string());
                field("answer", if *yes { "yes" } else { "no" });
            }
        }
        out
    }

    /// Reads a message written by [`Message::encode`].
    ///
    /// # Errors
    /// Too long, not a message of this version, an unknown kind, a field missing, given
    /// twice, unknown or of the wrong form: the line and what is wrong.
    pub fn decode(text: &str) -> Result<Message, MessageError> {
        if text.len() > MAX_BYTES {
            return Err(MessageError::at(
                1,
                format!("dài {} byte, quá giới hạn {MAX_BYTES}.", text.len()),
                format!(
                    "it is {} bytes long, over the limit of {MAX_BYTES}.",
                    text.len()
                ),
            ));
        }
        let mut lines = text.split('\n');
        let head = lines.next().unwrap_or("").trim_end_matches('\r');
        let Some(kind) = head.strip_prefix(HEADER).and_then(|k| k.strip_prefix(' ')) else {
            return Err(MessageError::at(
                1,
                format!("không bắt đầu bằng '{HEADER}'."),
                format!("it does not start with '{HEADER}'."),
            ));
        };
        let mut fields = Fields::default();
        let mut record = None;
        let mut at = 1;
        while let Some(line) = lines.next() {
            at += 1;
            let line = line.trim_end_matches('\r');
            if line.is_empty() {
                continue;
            }
            if line == "record:" && kind == "sync" {
                let rest: Vec<&str> = lines.by_ref().collect();
                record = Some(rest.join("\n"));
                break;
            }
            let Some((name, value)) = line.split_once(": ") else {
                return Err(MessageError::at(
                    at,
                    "không phải 'tên: giá trị'.",
                    "it is not 'name: value'.",
                ));
            };
            fields.put(at, name, value)?;
        }
        fields.end = at;
        let table = fields.table()?;
        let msg = match kind {
            "sync" => Message::Sync {
                table,
                seats: fields.seats()?,
                record: record.ok_or_else(|| fields.missing("record"))?,
            },
            "move" => Message::Move {
                table,
                ply: fields.number("ply")?,
                player: fields.player()?,
                mv: fields.text("move")?,
                position: fields.text("position")?,
            },
            "resync" => Message::Resync { table },
            "takeback" => Message::Takeback {
                table,
                ply: fields.number("ply")?,
            },
            "takeback-answer" => Message::TakebackAnswer {
                table,
                ply: fields.number("ply")?,
                yes: fields.yes_no()?,
            },
            _ => {
                return Err(MessageError::at(
                    1,
                    format!("không có loại tin nhắn '{}'.", short(kind)),
                    format!("there is no kind of message '{}'.", short(kind)),
                ))
            }
        };
        fields.all_used(&msg)?;
        Ok(msg)
    }
}

/// At most 40 characters of `s`, for an error message.
fn short(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// The fields read so far: name, value, line.
#[derive(Default)]
struct Fields<'a> {
    list: Vec<(&'a str, &'a str, usize)>,
    /// The last line, for a missing field.
    end: usize,
}

/// The fields each kind has (besides `table`).
fn known(kind: &str) -> &'static [&'static str] {
    match kind {
        "sync" => &["seats"],
        "move" => &["ply", "player", "move", "position"],
        "takeback" => &["ply"],
        "takeback-answer" => &["ply", "answer"],
        _ => &[],
    }
}

impl<'a> Fields<'a> {
    fn put(&mut self, at: usize, name: &'a str, value: &'a str) -> Result<(), MessageError> {
        if self.list.iter().any(|(n, _, _)| *n == name) {
            return Err(MessageError::at(
                at,
                format!("trường '{}' có hai lần.", short(name)),
                format!("the field '{}' is given twice.", short(name)),
            ));
        }
        self.list.push((name, value, at));
        Ok(())
    }

    fn missing(&self, name: &str) -> MessageError {
        MessageError::at(
            self.end,
            format!("thiếu trường '{name}'."),
            format!("the field '{name}' is missing."),
        )
    }

    fn get(&self, name: &str) -> Result<(&'a str, usize), MessageError> {
        self.list
            .iter()
            .find(|(n, _, _)| *n == name)
            .map(|(_, v, at)| (*v, *at))
            .ok_or_else(|| self.missing(name))
    }

    fn bad(at: usize, name: &str, value: &str, vi_want: &str, en_want: &str) -> MessageError {
        MessageError::at(
            at,
            format!("'{name}' là '{}', cần {vi_want}.", short(value)),
            format!("'{name}' is '{}'; it must be {en_want}.", short(value)),
        )
    }

    fn table(&self) -> Result<TableId, MessageError> {
        let (v, at) = self.get("table")?;
        TableId::parse(v).ok_or_else(|| {
            Self::bad(
                at,
                "table",
                v,
                "16 chữ số hệ mười sáu",
                "16 hexadecimal digits",
            )
        })
    }

    fn number(&self, name: &str) -> Result<u32, MessageError> {
        let (v, at) = self.get(name)?;
        v.parse::<u32>()
            .ok()
            .filter(|_| v.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| Self::bad(at, name, v, "một số tự nhiên", "a whole number"))
    }

    fn player(&self) -> Result<Player, MessageError> {
        let (v, at) = self.get("player")?;
        let mut cs = v.chars();
        match (cs.next().and_then(Player::from_letter), cs.next()) {
            (Some(p), None) => Ok(p),
            _ => Err(Self::bad(at, "player", v, "r, b, y hoặc g", "r, b, y or g")),
        }
    }

    fn seats(&self) -> Result<Vec<Player>, MessageError> {
        let (v, at) = self.get("seats")?;
        let mut out: Vec<Player> = Vec::new();
        for c in v.chars() {
            match Player::from_letter(c) {
                Some(p) if !out.contains(&p) => out.push(p),
                _ => {
                    return Err(Self::bad(
                        at,
                        "seats",
                        v,
                        "các chữ r, b, y, g, mỗi chữ một lần",
                        "the letters r, b, y, g, each at most once",
                    ))
                }
            }
        }
        Ok(out)
    }

    fn yes_no(&self) -> Result<bool, MessageError> {
        let (v, at) = self.get("answer")?;
        match v {
            "yes" => Ok(true),
            "no" => Ok(false),
            _ => Err(Self::bad(at, "answer", v, "yes hoặc no", "yes or no")),
        }
    }

    fn text(&self, name: &str) -> Result<String, MessageError> {
        let (v, at) = self.get(name)?;
        if v.is_empty() || v.chars().any(char::is_control) {
            return Err(Self::bad(at, name, v, "một dòng chữ", "one line of text"));
        }
        Ok(v.to_string())
    }

    /// Refuses a field the message's kind does not have.
    fn all_used(&self, msg: &Message) -> Result<(), MessageError> {
        let known = known(msg.kind());
        match self
            .list
            .iter()
            .find(|(n, _, _)| *n != "table" && !known.contains(n))
        {
            Some((n, _, at)) => Err(MessageError::at(
                *at,
                format!("tin '{}' không có trường '{}'.", msg.kind(), short(n)),
                format!("a '{}' message has no field '{}'.", msg.kind(), short(n)),
            )),
            None => Ok(()),
        }
    }
}
