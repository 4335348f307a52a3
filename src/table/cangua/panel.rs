//! The panel's words beside the Cờ cá ngựa board: whose turn and the dice, each player's
//! horses home or finishing place, what just happened, each move of the list (one line per
//! roll), and the result with the chips when stakes are on.

use super::words::{self, name};
use crate::core::{Game, Lang, Player};
use crate::games::cangua::{Cangua, CanguaReport, DiceState, Move, Place};

/// What the player to move does now: roll, or move with the dice left.
pub fn prompt(g: &Cangua, lang: Lang) -> String {
    let who = name(g.to_move(), lang);
    let DiceState::Rolled { roll, left } = g.dice() else {
        return match lang {
            Lang::Vi => format!("{who} gieo xúc xắc."),
            Lang::En => format!("{who} to roll."),
        };
    };
    match (lang, roll == left) {
        (Lang::Vi, true) => format!("{who} gieo được {roll}: chọn ngựa để đi."),
        (Lang::Vi, false) => format!("{who} gieo được {roll}, còn {left}: chọn ngựa để đi."),
        (Lang::En, true) => format!("{who} rolled {roll}: pick a horse."),
        (Lang::En, false) => format!("{who} rolled {roll}, {left} left: pick a horse."),
    }
}

/// The roll-off for the first turn (`first=roll`), round by round:
/// "Gieo chọn người đi trước: Đỏ 5, Vàng 5; Đỏ 6, Vàng 2. Đỏ đi trước."
pub fn rolloff(start: &Cangua, lang: Lang) -> Option<String> {
    let rounds = start.rolloff();
    let winner = rounds.last()?.iter().max_by_key(|&&(_, v)| v)?.0;
    let text: Vec<String> = rounds
        .iter()
        .map(|round| {
            let each: Vec<String> = round
                .iter()
                .map(|&(p, v)| format!("{} {v}", name(p, lang)))
                .collect();
            each.join(", ")
        })
        .collect();
    Some(match lang {
        Lang::Vi => format!(
            "Gieo chọn người đi trước: {}. {} đi trước.",
            text.join("; "),
            name(winner, lang)
        ),
        Lang::En => format!(
            "Roll-off for the first turn: {}. {} goes first.",
            text.join("; "),
            name(winner, lang)
        ),
    })
}

/// Sentences on a lost roll and an extra roll.
pub fn what_happened(r: &CanguaReport, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let who = name(r.player, lang);
    if r.third_six {
        out.push(match (lang, r.lost_dice) {
            (Lang::Vi, Some(d)) => format!("{who} gieo {d} lần thứ ba liên tiếp: mất lượt."),
            (_, Some(d)) => {
                format!("{who} rolled {d} for the third time in a row: the turn passes.")
            }
            _ => String::new(),
        });
        return out;
    }
    if let Some(lost) = r.lost_dice {
        out.push(match (lang, r.mv) {
            (Lang::Vi, Move::Roll(_)) => format!("{who} gieo {lost}: {}.", words::NO_MOVE.0),
            (Lang::En, Move::Roll(_)) => format!("{who} rolled {lost}: {}.", words::NO_MOVE.1),
            (Lang::Vi, _) => format!("Số {lost} không đi được, bỏ."),
            (Lang::En, _) => format!("The {lost} has no move and is lost."),
        });
    }
    if r.extra_roll {
        out.push(format!("{}: {}.", who, words::ROLL_AGAIN.get(lang)));
    }
    out
}

/// One player's line: horses home, or the place earned.
pub fn fact(g: &Cangua, p: Player, lang: Lang) -> String {
    if let Some(i) = g.places().iter().position(|&q| q == p) {
        return match lang {
            Lang::Vi => format!("{}: về {}", name(p, lang), words::place_word(i + 1, lang)),
            Lang::En => format!("{}: {}", name(p, lang), words::place_word(i + 1, lang)),
        };
    }
    let home = g
        .horses(p)
        .iter()
        .filter(|h| matches!(h, Place::Home(_)))
        .count();
    let mut text = match lang {
        Lang::Vi => format!("{}: {home}/4 vào chuồng", name(p, lang)),
        Lang::En => format!("{}: {home}/4 home", name(p, lang)),
    };
    if g.thau_ma_first() == Some(p) {
        text.push_str(", thầu mạ");
    }
    let sap = g.sap_ham_count(p);
    if sap > 0 {
        text.push_str(&format!(", sập hầm ×{sap}"));
    }
    text
}

/// One move of the list in words, in language `l`.
pub fn move_words(r: &CanguaReport, l: Lang) -> String {
    let vi = l == Lang::Vi;
    let mut text = match r.mv {
        Move::Roll(d) if vi => format!("gieo {d}"),
        Move::Roll(d) => format!("rolls {d}"),
        Move::Step { from, to, .. } => match (from, to) {
            (Place::Stable, _) if vi => "ra quân".to_string(),
            (Place::Stable, _) => "brings a horse out".to_string(),
            (Place::Track(a), Place::Track(b)) if vi => {
                format!("ngựa đi {} ô", b.saturating_sub(a))
            }
            (Place::Track(a), Place::Track(b)) => format!("a horse moves {}", b.saturating_sub(a)),
            (_, Place::Home(n)) if vi && !matches!(from, Place::Home(_)) => {
                format!("vào chuồng ô {n}")
            }
            (_, Place::Home(n)) if !matches!(from, Place::Home(_)) => {
                format!("into the home column, cell {n}")
            }
            (_, Place::Home(n)) if vi => format!("lên ô {n} trong chuồng"),
            (_, Place::Home(n)) => format!("up to home cell {n}"),
            _ if vi => "ngựa đi".to_string(),
            _ => "a horse moves".to_string(),
        },
    };
    if let Some((p, _)) = r.kicked {
        let whose = if vi { p.name_vi() } else { p.name_en() };
        text.push_str(&if vi {
            format!(", đá ngựa {whose}")
        } else {
            format!(", kicks {whose}'s horse")
        });
    }
    if r.thau_ma {
        text.push_str(" (thầu mạ)");
    }
    if r.sap_ham {
        text.push_str(" (sập hầm)");
    }
    if let Some((_, place)) = r.finished {
        text.push_str(&if vi {
            format!(", về {}", words::place_word(place, l))
        } else {
            format!(", finishes {}", words::place_word(place, l))
        });
    }
    if let Some(lost) = r.lost_dice {
        text.push_str(&match (vi, r.mv) {
            (true, Move::Roll(_)) => ": không đi được, mất lượt".to_string(),
            (false, Move::Roll(_)) => ": no move, the turn is lost".to_string(),
            (true, _) => format!("; số {lost} không đi được, bỏ"),
            (false, _) => format!("; the {lost} has no move and is lost"),
        });
    }
    text
}

/// The result: places first to last, and the chips when stakes are on.
pub fn result(g: &Cangua, lang: Lang) -> String {
    let places: Vec<String> = g
        .places()
        .iter()
        .enumerate()
        .map(|(i, &p)| format!("{}. {}", i + 1, name(p, lang)))
        .collect();
    let head = match lang {
        Lang::Vi => "Thứ hạng",
        Lang::En => "Places",
    };
    let mut text = format!("{head}: {}", places.join(", "));
    if let Some(chips) = g.settlement() {
        let each: Vec<String> = g
            .seats()
            .iter()
            .map(|&p| {
                let c = chips[p.index()];
                let sign = if c > 0 {
                    "+"
                } else if c < 0 {
                    "−"
                } else {
                    "±"
                };
                format!("{} {sign}{}", name(p, lang), c.unsigned_abs())
            })
            .collect();
        let word = match lang {
            Lang::Vi => "Tiền cược",
            Lang::En => "Chips",
        };
        text.push_str(&format!(". {word}: {}", each.join(", ")));
    }
    text
}
