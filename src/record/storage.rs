//! The envelope a record is autosaved in (one per game in the browser's storage): a header
//! line with the length and a checksum of the record, then the record. A saved game that was
//! cut short or garbled is reported as damaged instead of being loaded as something else.
//!
//! ```text
//! co-dan-gian saved 1 213 9c1d5e2f03a4b6c7
//! co-dan-gian record 1
//! game: ganh
//! …
//! ```

use super::error::{RecordError, RecordErrorKind as Kind};
use super::fields::{Record, MAGIC};
use super::names::name_or_id;

/// The word after [`MAGIC`] on an envelope's first line.
const SAVED: &str = "saved";
/// The envelope version this code writes and reads.
const ENVELOPE_VERSION: u32 = 1;

/// FNV-1a, 64 bits: a checksum that catches truncation and garbling (not tampering).
pub(super) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The text to store for `record`: the envelope line, then [`Record::format`].
pub fn seal(record: &Record) -> String {
    let body = record.format();
    format!(
        "{MAGIC} {SAVED} {ENVELOPE_VERSION} {} {:016x}\n{body}",
        body.len(),
        fnv1a(body.as_bytes())
    )
}

/// Opens the saved game of game `game` (its id, `ganh`) stored as `stored` by [`seal`].
///
/// # Errors
/// The text is damaged (not an envelope, cut short, longer than written, or its checksum
/// does not match) or of a newer version; the record inside does not parse (its error, led
/// by which saved game it is); or it holds a game other than `game`. Replaying the record is
/// [`super::to_session`]'s job.
pub fn unseal(game: &str, stored: &str) -> Result<Record, RecordError> {
    let name = name_or_id(game);
    let damaged = |vi: &str, en: &str| {
        RecordError::whole(
            Kind::Damaged,
            format!("Ván {name} đã lưu bị hỏng: {vi}"),
            format!("The saved game for {name} is damaged: {en}"),
        )
    };
    let (header, body) = stored.split_once('\n').unwrap_or((stored, ""));
    let words: Vec<&str> = header.split(' ').collect();
    let [magic, saved, version, length, check] = words[..] else {
        return Err(if stored.trim().is_empty() {
            damaged("nó trống.", "it is empty.")
        } else {
            damaged("nó không phải một ván đã lưu.", "it is not a saved game.")
        });
    };
    if magic != MAGIC || saved != SAVED {
        return Err(damaged(
            "nó không phải một ván đã lưu.",
            "it is not a saved game.",
        ));
    }
    match version.parse::<u32>() {
        Ok(ENVELOPE_VERSION) => {}
        Ok(v) if v > ENVELOPE_VERSION => {
            return Err(RecordError::whole(
                Kind::NewerVersion(v),
                format!("Ván {name} đã lưu được viết bởi một phiên bản mới hơn ({v}) của ứng dụng; hãy cập nhật ứng dụng để mở nó."),
                format!("The saved game for {name} was written by a newer version ({v}) of the app; update the app to open it."),
            ))
        }
        _ => return Err(damaged("số phiên bản của nó bị hỏng.", "its version number is garbled.")),
    }
    let (Ok(length), Ok(check)) = (length.parse::<usize>(), u64::from_str_radix(check, 16)) else {
        return Err(damaged(
            "dòng đầu của nó bị hỏng.",
            "its first line is garbled.",
        ));
    };
    if body.len() < length {
        return Err(damaged("nó bị cắt cụt.", "it was cut short."));
    }
    if body.len() > length {
        return Err(damaged(
            "nó có thêm chữ lạ ở cuối.",
            "it has stray text at its end.",
        ));
    }
    if fnv1a(body.as_bytes()) != check {
        return Err(damaged(
            "nội dung không khớp với mã kiểm tra (đã bị thay đổi hoặc hỏng).",
            "its contents do not match their checksum (changed or garbled).",
        ));
    }
    let record = Record::parse(body).map_err(|e| {
        e.prefixed(
            &format!("Ván {name} đã lưu: "),
            &format!("The saved game for {name}: "),
        )
    })?;
    if record.game != game {
        return Err(RecordError::at(
            Kind::WrongGame,
            record.line_of("game"),
            "game",
            format!(
                "Chỗ lưu ván {name} lại chứa một ván {}.",
                name_or_id(&record.game)
            ),
            format!(
                "The saved game for {name} holds a game of {} instead.",
                name_or_id(&record.game)
            ),
        ));
    }
    Ok(record)
}
