//! The QR code of a link, as a square of dark and light modules (`qrcodegen`); the page
//! draws it on a canvas with a quiet zone around it.
//!
//! ```
//! let (size, dark) = co_dan_gian::remote::qr::modules("https://example.org/#/join?i=o1").unwrap();
//! assert_eq!(dark.len(), size * size);
//! assert!(size >= 21);
//! ```

use crate::core::Text;
use qrcodegen::{QrCode, QrCodeEcc};

/// The side of the code in modules and every module, row by row (true: dark).
///
/// # Errors
/// Text too long for any QR code.
pub fn modules(text: &str) -> Result<(usize, Vec<bool>), Text> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).map_err(|_| {
        Text::new(
            "Liên kết quá dài để làm mã QR.",
            "The link is too long for a QR code.",
        )
    })?;
    let size = code.size();
    let dark = (0..size)
        .flat_map(|y| (0..size).map(move |x| (x, y)))
        .map(|(x, y)| code.get_module(x, y))
        .collect();
    Ok((usize::try_from(size).unwrap_or(0), dark))
}
