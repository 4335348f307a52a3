//! Share links: a record carried in the address's fragment, so that another device opens
//! the same game with no server. (Where the payload goes, `#/ganh?r=…`, is the app's
//! business.)
//!
//! The payload is the scheme character `1`, then the record's text compressed with zlib
//! (deflate with an Adler-32 checksum, `miniz_oxide`) and written in URL-safe base64 without
//! padding (`base64`, alphabet `A–Z a–z 0–9 - _`): nothing in it needs escaping in a URL.
//! A long game of Cờ cá ngựa (900 moves, 8.7 kB of text) makes a payload of about 2.3 kB.
//! The checksum catches a payload that was cut short or changed.

use super::error::{RecordError, RecordErrorKind as Kind};
use super::fields::Record;
use super::parse::MAX_RECORD_BYTES;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::{decompress_to_vec_zlib_with_limit, TINFLStatus};

/// The first character of a payload written by this version: the payload's scheme.
const SCHEME: char = '1';
/// Deflate's compression level (0–10): the best that runs in a blink for any real record.
const LEVEL: u8 = 9;

/// The record as a compact, URL-safe payload for a link's fragment.
pub fn to_fragment(record: &Record) -> String {
    let packed = compress_to_vec_zlib(record.format().as_bytes(), LEVEL);
    format!("{SCHEME}{}", URL_SAFE_NO_PAD.encode(packed))
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
    if body.len() > MAX_RECORD_BYTES {
        return Err(damaged("nó dài quá mức.", "it is far too long."));
    }
    let packed = URL_SAFE_NO_PAD.decode(body).map_err(|_| changed())?;
    let bytes =
        decompress_to_vec_zlib_with_limit(&packed, MAX_RECORD_BYTES).map_err(|e| {
            match e.status {
                TINFLStatus::HasMoreOutput => damaged("nó dài quá mức.", "it is far too long."),
                _ => changed(),
            }
        })?;
    let text = String::from_utf8(bytes).map_err(|_| changed())?;
    Record::parse(&text)
}
