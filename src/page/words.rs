//! Words more than one page module shows (the app's, the friend module's, the learning
//! module's).

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

/// The puzzle screen: a home card's link, and its title.
pub const PUZZLES: Tr = tr("Câu đố", "Puzzles");
/// The lesson path's screen: a home card's link, and its title.
pub const LESSON: Tr = tr("Bài học", "Lessons");
/// The analysis board's title.
pub const ANALYSIS_TITLE: Tr = tr("Phân tích", "Analysis");
/// The game review: its button, and its screen's title.
pub const REVIEW: Tr = tr("Xem lại ván", "Review");
/// The board editor: a home card's link, and its screen's title.
pub const SET_UP: Tr = tr("Bày cờ", "Set up");
