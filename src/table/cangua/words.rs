//! Cờ cá ngựa's own words on the screen, in both languages.

use crate::core::{Lang, Player, Text};

/// A short sentence in Vietnamese and English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Say(pub &'static str, pub &'static str);

impl Say {
    /// The sentence in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Vi => self.0,
            Lang::En => self.1,
        }
    }

    /// The sentence as a [`Text`] (a notice shown in either language).
    pub fn text(self) -> Text {
        Text::new(self.0, self.1)
    }
}

pub const KICK: Say = Say("Đá!", "Kicked!");
pub const THAU_MA: Say = Say("Thầu mạ!", "Thầu mạ!");
pub const SAP_HAM: Say = Say("Sập hầm!", "Sập hầm!");
pub const ROLL_AGAIN: Say = Say("Được gieo tiếp", "Roll again");
pub const NO_MOVE_SHORT: Say = Say("Không đi được", "No move");
pub const NO_MOVE: Say = Say("Không đi được — mất lượt", "No move — the roll is lost");
pub const THIRD_SIX: Say = Say(
    "Ba lần 6 liên tiếp: mất lượt",
    "Three 6s in a row: the turn passes",
);
pub const NOT_YOUR_HORSE: Say = Say(
    "Hãy chọn ngựa của bên đang đi.",
    "Pick a horse of the player to move.",
);
pub const CANNOT_MOVE: Say = Say(
    "Con ngựa này không đi được với số này.",
    "This horse cannot move with this roll.",
);
pub const ROLL_FIRST: Say = Say("Hãy gieo xúc xắc trước.", "Roll the dice first.");
pub const PICK_HORSE: Say = Say(
    "Chọn con ngựa muốn đi rồi chạm ô sáng hoặc chạm số xúc xắc.",
    "Pick the horse to move, then tap a lit cell or a die.",
);
pub const NO_USE_FOR_DIE: Say = Say(
    "Không con ngựa nào đi được với số này.",
    "No horse can move with this value.",
);
pub const PICK_FACE: Say = Say("Chọn mặt xúc xắc", "Pick the face you rolled");
pub const PICK_FIRST: Say = Say("Xúc xắc thứ nhất", "First die");
pub const PICK_SECOND: Say = Say("Xúc xắc thứ hai", "Second die");

/// A player's colour name in `lang`.
pub fn name(p: Player, lang: Lang) -> &'static str {
    match lang {
        Lang::Vi => p.name_vi(),
        Lang::En => p.name_en(),
    }
}

/// A finishing place as announced: "Về nhất!", "2nd place!".
pub fn finished(place: usize, lang: Lang) -> String {
    match lang {
        Lang::Vi => format!("Về {}!", ordinal_vi(place)),
        Lang::En => format!("{} place!", ordinal_en(place)),
    }
}

/// A place as a short word: "nhất", "nhì" / "1st", "2nd".
pub fn place_word(place: usize, lang: Lang) -> String {
    match lang {
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
