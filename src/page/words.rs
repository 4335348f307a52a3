//! Words both page modules show (the app's and the friend module's).

use super::i18n::{tr, Tr};

/// A dialog's Close.
pub const CLOSE: Tr = tr("Đóng", "Close");
/// Copy a text or link.
pub const COPY: Tr = tr("Sao chép", "Copy");
/// Said once a text is copied.
pub const COPIED: Tr = tr("Đã sao chép.", "Copied.");
/// Play with a friend on another device: the panel's button and the dialog's title.
pub const FRIEND: Tr = tr(
    "Chơi với bạn ở máy khác",
    "Play with a friend on another device",
);
