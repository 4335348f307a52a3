//! A record made short enough for a chat message: raw deflate (`miniz_oxide`), written in
//! base64url so it sits in a link's fragment as it is. Reading is bounded: a payload that
//! would unpack to more than a record may hold is refused, not unpacked.
//!
//! ```
//! use co_dan_gian::remote::pack::{pack, unpack};
//!
//! let record = "co-dan-gian record 1\ngame: toan\nmoves: b1-b2, h9-h8, b2-b3, h8-h7\n";
//! let short = pack(record);
//! assert!(short.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
//! assert_eq!(unpack(&short).unwrap(), record);
//! assert!(unpack("not*base64").is_err());
//! ```

use crate::core::Text;
use crate::record::MAX_RECORD_BYTES;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::decompress_to_vec_with_limit;

/// Deflate's strongest level.
const LEVEL: u8 = 10;

/// `text` deflated and written in base64url (no padding).
pub fn pack(text: &str) -> String {
    URL_SAFE_NO_PAD.encode(compress_to_vec(text.as_bytes(), LEVEL))
}

/// The text packed by [`pack`].
///
/// # Errors
/// Not base64url, not deflate data, over the size of a record, or not UTF-8: a sentence.
pub fn unpack(packed: &str) -> Result<String, Text> {
    let damaged = || {
        Text::new(
            "Liên kết bị hỏng (có lẽ bị cắt khi gửi): không giải nén được.",
            "The link is damaged (perhaps cut short when it was sent): it cannot be unpacked.",
        )
    };
    if packed.len() > MAX_RECORD_BYTES {
        return Err(damaged());
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(packed.trim())
        .map_err(|_| damaged())?;
    let raw = decompress_to_vec_with_limit(&bytes, MAX_RECORD_BYTES).map_err(|_| damaged())?;
    String::from_utf8(raw).map_err(|_| damaged())
}
