//! The shell's own labels, in both languages.

use super::i18n::{tr, Tr};

pub const APP_NAME: Tr = tr("Cờ dân gian", "Cờ dân gian");
pub const APP_SUBTITLE: Tr = tr(
    "Trò chơi cờ dân gian Việt Nam",
    "Vietnamese folk board games",
);
pub const HOME: Tr = tr("Trang chủ", "Home");
pub const UNDO: Tr = tr("Đi lại", "Undo");
pub const REDO: Tr = tr("Đi tiếp", "Redo");
pub const NEW_GAME: Tr = tr("Ván mới", "New game");
pub const SETTINGS: Tr = tr("Cài đặt", "Settings");
pub const MOVES: Tr = tr("Các nước đi", "Moves");
pub const PLAY: Tr = tr("Chơi", "Play");
pub const PLAY_AGAIN: Tr = tr("Chơi lại", "Play again");
pub use crate::page::words::CLOSE;
pub const CANCEL: Tr = tr("Hủy", "Cancel");
/// The button that plays a move although it cuts off the later moves.
pub const PLAY_IT: Tr = tr("Vẫn đi", "Play it");
pub const APPLY: Tr = tr("Áp dụng", "Apply");
pub const GAME_OVER: Tr = tr("Kết thúc ván", "Game over");
pub const TO_MOVE: Tr = tr("Đến lượt", "To move");
pub const LANGUAGE: Tr = tr("Ngôn ngữ", "Language");
pub const NO_MOVES_YET: Tr = tr("Chưa có nước nào.", "No moves yet.");
pub const ROLL: Tr = tr("Gieo xúc xắc", "Roll");
pub const HELP: Tr = tr("Trợ giúp", "Help");
pub const SHORTCUTS_HEAD: Tr = tr("Phím tắt", "Keyboard shortcuts");
pub const BOARD_HINT: Tr = tr(
    "Bàn cờ. Dùng phím mũi tên để di chuyển con trỏ, Enter để chọn và đặt quân.",
    "Board. Use the arrow keys to move the cursor, Enter to pick up and place.",
);
pub const BOARD_CELLS: Tr = tr("Các ô trên bàn cờ", "The board, cell by cell");
pub const ON_THIS_DEVICE: Tr = tr("Trên thiết bị này", "On this device");
pub const SOUND: Tr = tr("Âm thanh", "Sound");
pub const MOTION: Tr = tr("Chuyển động", "Motion");
pub const MOTION_SYSTEM: Tr = tr("Theo cài đặt hệ thống", "As the system says");
pub const PACE: Tr = tr("Lượt của máy", "The computer's turns");
pub const PACE_NORMAL: Tr = tr("Thong thả, có chuyển động", "At ease, with motion");
pub const PACE_FAST: Tr = tr("Nhanh, không chờ", "Quick, no waiting");
pub const FACE: Tr = tr(
    "Ngồi quanh bàn (chữ quay về phía người đến lượt)",
    "Round the table (messages turn to the player to move)",
);
pub const ON: Tr = tr("Bật", "On");
pub const OFF: Tr = tr("Tắt", "Off");
pub const GAME_RULES: Tr = tr(
    "Luật chơi (áp dụng cho ván mới)",
    "Rules (start a new game)",
);
pub const HOW_TO_PLAY: Tr = tr("Cách chơi", "How to play");
pub use crate::page::words::{ANALYSIS_TITLE, LESSON, PUZZLES, REVIEW, SET_UP};
pub const ANALYSIS: Tr = tr("Phân tích", "Analyse");
pub const PLAYERS: Tr = tr("Người chơi", "Players");
pub const HINT: Tr = tr("Gợi ý", "Hint");
pub const THINKING: Tr = tr("Máy đang nghĩ…", "The computer is thinking…");

/// The label of a colour's seat in the settings.
pub fn seat_label(p: crate::core::Player) -> Tr {
    use crate::core::Player::*;
    match p {
        Red => tr("Bên Đỏ", "Red"),
        Blue => tr("Bên Xanh", "Blue"),
        Yellow => tr("Bên Vàng", "Yellow"),
        Green => tr("Bên Xanh lá", "Green"),
    }
}

/// The question before a new game replaces one of `moves` moves in progress.
pub fn new_game_question(moves: usize) -> String {
    match super::i18n::lang() {
        crate::core::Lang::Vi => {
            format!("Bắt đầu ván mới? Ván đang chơi ({moves} nước) sẽ bị bỏ.")
        }
        crate::core::Lang::En => {
            format!("Start a new game? The game in progress ({moves} moves) will be lost.")
        }
    }
}
