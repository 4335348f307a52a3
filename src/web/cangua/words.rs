//! The Cờ cá ngựa screen's own words, in both languages.

use crate::core::{Lang, Player};
use crate::web::i18n::{lang, tr, Tr};

pub const KICK: Tr = tr("Đá!", "Kicked!");
pub const THAU_MA: Tr = tr("Thầu mạ!", "Thầu mạ!");
pub const SAP_HAM: Tr = tr("Sập hầm!", "Sập hầm!");
pub const ROLL_AGAIN: Tr = tr("Được gieo tiếp", "Roll again");
pub const NO_MOVE_SHORT: Tr = tr("Không đi được", "No move");
pub const NO_MOVE: Tr = tr("Không đi được — mất lượt", "No move — the roll is lost");
pub const NOT_YOUR_HORSE: Tr = tr(
    "Hãy chọn ngựa của bên đang đi.",
    "Pick a horse of the player to move.",
);
pub const CANNOT_MOVE: Tr = tr(
    "Con ngựa này không đi được với số này.",
    "This horse cannot move with this roll.",
);
pub const ROLL_FIRST: Tr = tr("Hãy gieo xúc xắc trước.", "Roll the dice first.");
pub const PICK_HORSE: Tr = tr(
    "Chọn con ngựa muốn đi rồi chạm ô sáng hoặc chạm số xúc xắc.",
    "Pick the horse to move, then tap a lit cell or a die.",
);
pub const NO_USE_FOR_DIE: Tr = tr(
    "Không con ngựa nào đi được với số này.",
    "No horse can move with this value.",
);
pub const PICK_FACE: Tr = tr("Chọn mặt xúc xắc", "Pick the face you rolled");
pub const PICK_FIRST: Tr = tr("Xúc xắc thứ nhất", "First die");
pub const PICK_SECOND: Tr = tr("Xúc xắc thứ hai", "Second die");

/// A player's colour name in the current language.
pub fn name(p: Player) -> &'static str {
    match lang() {
        Lang::Vi => p.name_vi(),
        Lang::En => p.name_en(),
    }
}

/// A finishing place as announced: "Về nhất!", "2nd place!".
pub fn finished(place: usize) -> String {
    match lang() {
        Lang::Vi => format!("Về {}!", ordinal_vi(place)),
        Lang::En => format!("{} place!", ordinal_en(place)),
    }
}

/// A place as a short word: "nhất", "nhì" / "1st", "2nd".
pub fn place_word(place: usize) -> String {
    match lang() {
        Lang::Vi => ordinal_vi(place).to_string(),
        Lang::En => ordinal_en(place),
    }
}

fn ordinal_vi(place: usize) -> &'static str {
    match place {
        1 => "nhất",
        2 => "nhì",
        3 => "ba",
        _ => "tư",
    }
}

fn ordinal_en(place: usize) -> String {
    let suffix = match place {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}
