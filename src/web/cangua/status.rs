//! The panel beside the Cờ cá ngựa board: whose turn and the dice, each player's horses home
//! or finishing place, what just happened, the moves (one line per roll), and the result
//! with the chips when stakes are on.

use super::words::{self, name};
use crate::core::{Game, Lang, Player, Session};
use crate::games::cangua::{Cangua, CanguaReport, DiceState, Move, Place};
use crate::web::i18n::{lang, Tr};
use crate::web::view::{MoveLine, Status};

/// The panel's contents for `session`, after the move reported in `last`, with a `notice`
/// from the last tap.
pub fn status(
    session: &Session<Cangua>,
    last: Option<&CanguaReport>,
    notice: Option<Tr>,
) -> Status {
    let g = session.game();
    let lines = move_lines(session);
    let outcome = g.outcome().map(|_| result(g));
    let mut message: Vec<String> = Vec::new();
    if let Some(n) = notice {
        message.push(n.now().to_string());
    }
    if let Some(r) = last {
        message.extend(what_happened(r));
    }
    if session.moves().len() < 2 {
        message.extend(rolloff(session.start()));
    }
    if outcome.is_none() {
        message.push(prompt(g));
    }
    Status {
        turn: if outcome.is_none() {
            Some(g.to_move())
        } else {
            None
        },
        facts: g.seats().iter().map(|&p| (Some(p), fact(g, p))).collect(),
        message: Some(message.join(" ")),
        moves: MoveLine::in_effect(&lines, session.moves().len()),
        lines,
        outcome,
    }
}

/// What the player to move does now: roll, or move with the dice left.
fn prompt(g: &Cangua) -> String {
    let who = name(g.to_move());
    let DiceState::Rolled { roll, left } = g.dice() else {
        return match lang() {
            Lang::Vi => format!("{who} gieo xúc xắc."),
            Lang::En => format!("{who} to roll."),
        };
    };
    match (lang(), roll == left) {
        (Lang::Vi, true) => format!("{who} gieo được {roll}: chọn ngựa để đi."),
        (Lang::Vi, false) => format!("{who} gieo được {roll}, còn {left}: chọn ngựa để đi."),
        (Lang::En, true) => format!("{who} rolled {roll}: pick a horse."),
        (Lang::En, false) => format!("{who} rolled {roll}, {left} left: pick a horse."),
    }
}

/// The roll-off for the first turn (`first=roll`), round by round:
/// "Gieo chọn người đi trước: Đỏ 5, Vàng 5; Đỏ 6, Vàng 2. Đỏ đi trước."
fn rolloff(start: &Cangua) -> Option<String> {
    let rounds = start.rolloff();
    let winner = rounds.last()?.iter().max_by_key(|&&(_, v)| v)?.0;
    let text: Vec<String> = rounds
        .iter()
        .map(|round| {
            let each: Vec<String> = round
                .iter()
                .map(|&(p, v)| format!("{} {v}", name(p)))
                .collect();
            each.join(", ")
        })
        .collect();
    Some(match lang() {
        Lang::Vi => format!(
            "Gieo chọn người đi trước: {}. {} đi trước.",
            text.join("; "),
            name(winner)
        ),
        Lang::En => format!(
            "Roll-off for the first turn: {}. {} goes first.",
            text.join("; "),
            name(winner)
        ),
    })
}

/// Sentences on a lost roll and an extra roll.
fn what_happened(r: &CanguaReport) -> Vec<String> {
    let mut out = Vec::new();
    let who = name(r.player);
    if r.third_six {
        out.push(match (lang(), r.lost_dice) {
            (Lang::Vi, Some(d)) => format!("{who} gieo {d} lần thứ ba liên tiếp: mất lượt."),
            (_, Some(d)) => {
                format!("{who} rolled {d} for the third time in a row: the turn passes.")
            }
            _ => String::new(),
        });
        return out;
    }
    if let Some(lost) = r.lost_dice {
        out.push(match (lang(), r.mv) {
            (Lang::Vi, Move::Roll(_)) => format!("{who} gieo {lost}: {}.", words::NO_MOVE.vi),
            (Lang::En, Move::Roll(_)) => format!("{who} rolled {lost}: {}.", words::NO_MOVE.en),
            (Lang::Vi, _) => format!("Số {lost} không đi được, bỏ."),
            (Lang::En, _) => format!("The {lost} has no move and is lost."),
        });
    }
    if r.extra_roll {
        out.push(format!("{}: {}.", who, words::ROLL_AGAIN.now()));
    }
    out
}

/// One player's line: horses home, or the place earned.
fn fact(g: &Cangua, p: Player) -> String {
    if let Some(i) = g.places().iter().position(|&q| q == p) {
        return match lang() {
            Lang::Vi => format!("{}: về {}", name(p), words::place_word(i + 1)),
            Lang::En => format!("{}: {}", name(p), words::place_word(i + 1)),
        };
    }
    let home = g
        .horses(p)
        .iter()
        .filter(|h| matches!(h, Place::Home(_)))
        .count();
    let mut text = match lang() {
        Lang::Vi => format!("{}: {home}/4 vào chuồng", name(p)),
        Lang::En => format!("{}: {home}/4 home", name(p)),
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

/// Every move played (the undone ones too) in words, one line per roll: "Đỏ gieo 6 — ra
/// quân", "Vàng gieo 4 — ngựa đi 4 ô, đá ngựa Xanh". (Records keep the notation.)
fn move_lines(session: &Session<Cangua>) -> Vec<MoveLine> {
    let mut g = session.start().clone();
    let mut lines: Vec<MoveLine> = Vec::new();
    let l = lang();
    for (i, &mv) in session.all_moves().iter().enumerate() {
        let who = g.to_move();
        let Ok(report) = g.play(mv) else { break };
        let text = move_words(&report, l);
        match (mv, lines.last_mut()) {
            (Move::Step { .. }, Some(line)) => line.moves.push((text, i + 1)),
            _ => lines.push(MoveLine {
                label: format!("{} ", name(who)),
                moves: vec![(text, i + 1)],
                sep: " — ",
            }),
        }
    }
    lines
}

/// One move of the list in words, in language `l`.
fn move_words(r: &CanguaReport, l: Lang) -> String {
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
            format!(", về {}", super::words::place_word(place))
        } else {
            format!(", finishes {}", super::words::place_word(place))
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
fn result(g: &Cangua) -> String {
    let places: Vec<String> = g
        .places()
        .iter()
        .enumerate()
        .map(|(i, &p)| format!("{}. {}", i + 1, name(p)))
        .collect();
    let head = match lang() {
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
                format!("{} {sign}{}", name(p), c.unsigned_abs())
            })
            .collect();
        let word = match lang() {
            Lang::Vi => "Tiền cược",
            Lang::En => "Chips",
        };
        text.push_str(&format!(". {word}: {}", each.join(", ")));
    }
    text
}
