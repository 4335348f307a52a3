//! Share links: a record carried in the address's fragment, so that another device opens
//! the same game with no server. (Where the payload goes, `#/ganh?r=…`, is the app's
//! business.)
//!
//! The payload is the scheme character `1`, a checksum of the record's text (FNV-1a, 16 hex
//! digits), then the text itself escaped for a URL: letters, digits and `-.,:=/+()!*'@;$`
//! stay as they are, a space becomes `_`, a line break `~`, and every other byte `%XX`. The
//! record stays readable in the address bar, and the page needs no compression code (the
//! first download stays small); a long game of Cờ cá ngựa (900 moves, 8.7 kB of text) makes
//! a payload of about 9 kB, far below what browsers and chat apps carry in a link. The
//! checksum catches a payload that was cut short or changed.
//!
//! A link is a stranger's input: its length and its number of moves are checked before
//! anything else is done with it ([`MAX_LINK_BYTES`], [`MAX_LINK_PLIES`]), so a hostile
//! link is refused at once instead of keeping the page busy.

use super::error::{RecordError, RecordErrorKind as Kind};
use super::fields::Record;
use super::storage::fnv1a;

/// The longest payload a link may have: six times a 4-player Cờ cá ngựa game of 4,300
/// plies (the longest measured), whose payload is about 40 kB, and twice what
/// [`MAX_LINK_PLIES`] moves of any game take.
pub const MAX_LINK_BYTES: usize = 256 << 10;
/// The most moves (in effect and undone together) a link may hold: more than twice the
/// longest real game.
pub const MAX_LINK_PLIES: usize = 10_000;

/// The first character of a payload written by this version: the payload's scheme.
const SCHEME: char = '1';
/// Bytes written as themselves (besides ASCII letters and digits).
const PLAIN: &[u8] = b"-.,:=/+()!*'@;$";

/// The record as a URL-safe payload for a link's fragment.
pub fn to_fragment(record: &Record) -> String {
    let text = record.format();
    let mut out = format!("{SCHEME}{:016x}", fnv1a(text.as_bytes()));
    for &b in text.as_bytes() {
        match b {
            b' ' => out.push('_'),
            b'\n' => out.push('~'),
            _ if b.is_ascii_alphanumeric() || PLAIN.contains(&b) => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Reads a payload written by [`to_fragment`] (a leading `#` and surrounding spaces are
/// allowed).
///
/// # Errors
/// A damaged payload (cut short, characters changed or added, not one of ours), with a
/// sentence saying so; or the record inside does not parse ([`Record::parse`]'s errors).
pub fn from_fragment(payload: &str) -> Result<Record, RecordError> {
    let payload = payload.trim();
    let payload = payload.strip_prefix('#').unwrap_or(payload);
    let damaged = |vi: &str, en: &str| {
        RecordError::whole(
            Kind::Damaged,
            format!("Liên kết chia sẻ bị hỏng: {vi}"),
            format!("The share link is damaged: {en}"),
        )
    };
    let changed = || {
        damaged(
            "có ký tự bị mất hoặc bị đổi.",
            "characters are missing or changed.",
        )
    };
    let Some(body) = payload.strip_prefix(SCHEME) else {
        return Err(if payload.is_empty() {
            damaged("nó không chứa ván cờ nào.", "it holds no game.")
        } else {
            damaged(
                "nó không phải liên kết ván cờ của phiên bản này (có thể của một phiên bản mới hơn).",
                "it is not a game link of this version (it may be from a newer version).",
            )
        });
    };
    check_link_size(body.len())?;
    let plies = count_plies(body);
    if plies > MAX_LINK_PLIES {
        return Err(too_many(plies));
    }
    let (check, escaped) = (
        body.get(..16).ok_or_else(changed)?,
        body.get(16..).ok_or_else(changed)?,
    );
    let check = u64::from_str_radix(check, 16).map_err(|_| changed())?;
    let bytes = unescape(escaped).ok_or_else(changed)?;
    if fnv1a(&bytes) != check {
        return Err(changed());
    }
    let text = String::from_utf8(bytes).map_err(|_| changed())?;
    let record = Record::parse(&text)?;
    // Moves written in a way the count above does not see (never by this app).
    let plies = record.moves.len() + record.redo.len();
    if plies > MAX_LINK_PLIES {
        return Err(too_many(plies));
    }
    Ok(record)
}

/// Refuses a payload of more than [`MAX_LINK_BYTES`] characters (after its scheme), so that
/// the page can refuse a huge link before it even copies it.
///
/// # Errors
/// "The share link is too long (… characters; at most …): no real game is that long."
pub fn check_link_size(chars: usize) -> Result<(), RecordError> {
    if chars <= MAX_LINK_BYTES {
        return Ok(());
    }
    Err(too_long(
        format!("{chars} ký tự; tối đa {MAX_LINK_BYTES}"),
        format!("{chars} characters; at most {MAX_LINK_BYTES}"),
    ))
}

/// "The share link is too long (…)."
fn too_long(vi: String, en: String) -> RecordError {
    RecordError::whole(
        Kind::TooLong,
        format!("Liên kết chia sẻ quá dài ({vi}): không ván cờ thật nào dài như vậy."),
        format!("The share link is too long ({en}): no real game is that long."),
    )
}

/// "The share link holds too many moves (…)."
fn too_many(plies: usize) -> RecordError {
    too_long(
        format!("{plies} nước đi; tối đa {MAX_LINK_PLIES}"),
        format!("{plies} moves; at most {MAX_LINK_PLIES}"),
    )
}

/// How many moves the escaped payload's `moves` and `redo` lines hold, counted from their
/// separators without reading anything (a line is `moves:_a3-b3,_e3-d3`).
fn count_plies(escaped: &str) -> usize {
    escaped
        .split('~')
        .filter_map(|line| {
            let line = line.trim_start_matches('_');
            let list = line
                .strip_prefix("moves:")
                .or_else(|| line.strip_prefix("redo:"))?;
            let list = list.trim_matches('_');
            Some(if list.is_empty() {
                0
            } else {
                1 + list.bytes().filter(|&b| b == b',').count()
            })
        })
        .sum()
}

/// Undoes the escaping of [`to_fragment`]; `None` for a byte it never writes.
fn unescape(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'_' => out.push(b' '),
            b'~' => out.push(b'\n'),
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            _ if b.is_ascii_alphanumeric() || PLAIN.contains(&b) => out.push(b),
            _ => return None,
        }
        i += 1;
    }
    Some(out)
}
