//! Mistakes in words: one sentence for each mistake and blunder of a review, read off the
//! engine's lines by playing them through the rules. It says what the move allows (the gain
//! the opponent's reply makes in the line the engine expects after it: "After b4-c3, Red
//! plays c2-c3 and gánh b3 and d3, winning 2 pieces") or, when the reply gains nothing at
//! once, what it misses (the better move's own gain, or just the better move).

use super::{Judged, Look, Mark, Reviewed};
use crate::core::options::list;
use crate::core::Lang;
use crate::core::{Game, Player};
use crate::games::cangua::{Cangua, CanguaReport, Dice, Place};
use crate::games::ganh::{Ganh, GanhReport, Point};
use crate::games::oaq::{Oaq, OaqReport};
use crate::games::toan::{Toan, ToanReport};
use crate::record::{to_session, Record};

/// A game whose moves the review can put in words.
pub trait Explained: Reviewed {
    /// What the move of `report` wins for the player who made it, as a phrase that follows
    /// "and" ("gánh b3 and d3, winning 2 pieces"), or `None` when it wins nothing at once.
    fn gain(report: &Self::Report, lang: Lang) -> Option<String>;

    /// A danger the move `played` from `before` leaves and the `better` move does not, as a
    /// whole sentence (Cờ cá ngựa: a horse left where a roll kicks it); `None` by default.
    fn danger(before: &Self, played: &str, better: &str, lang: Lang) -> Option<String> {
        let _ = (before, played, better, lang);
        None
    }
}

/// The sentence for each of `moves` (as [`super::judge`] made them from `looks`, the looks of
/// `record`'s game), `None` for a move that is not a mistake or a blunder. An unknown game
/// or a record that does not replay gets no sentences.
pub fn explain(
    record: &Record,
    looks: &[Look],
    moves: &[Judged],
    lang: Lang,
) -> Vec<Option<String>> {
    /// [`explain_in`] for the game the registry finds.
    struct In<'a>(&'a Record, &'a [Look], &'a [Judged], Lang);
    impl In<'_> {
        fn visit<G: Explained>(self) -> Vec<Option<String>> {
            explain_in::<G>(self.0, self.1, self.2, self.3)
        }
    }
    crate::visit_game!(&record.game, In(record, looks, moves, lang))
        .unwrap_or_else(|| vec![None; moves.len()])
}

/// [`explain`] for the game `G`.
fn explain_in<G: Explained>(
    record: &Record,
    looks: &[Look],
    moves: &[Judged],
    lang: Lang,
) -> Vec<Option<String>> {
    let Ok(session) = to_session::<G>(record) else {
        return vec![None; moves.len()];
    };
    moves
        .iter()
        .map(|j| {
            if j.mark < Some(Mark::Mistake) {
                return None;
            }
            let before = session.replay(j.ply);
            let line = looks.get(j.ply + 1).map_or(&[][..], |l| &l.line[..]);
            allows(&before, &j.played, line, lang)
                .or_else(|| G::danger(&before, &j.played, &j.better, lang))
                .or_else(|| misses(&before, j, lang))
        })
        .collect()
}

/// "After X, Red plays Y and …" when the opponent's reply in the line the engine expects
/// after `played` gains at once; "After X, Red wins material in a few moves (Y Z W): …"
/// when a later move of theirs in the first six of the line does.
fn allows<G: Explained>(before: &G, played: &str, line: &[String], lang: Lang) -> Option<String> {
    let mover = before.to_move();
    let mut game = before.clone();
    game.play(game.parse_move(played).ok()?).ok()?;
    let mut seen = Vec::new();
    for k in 0..6 {
        // The engine's line, and past its end the forced moves (a look at a position with
        // one legal move has no line).
        let who = game.to_move();
        let mv = match line.get(k) {
            Some(text) => game.parse_move(text).ok()?,
            None => match game.legal_moves()[..] {
                [only] => only,
                _ => return None,
            },
        };
        let text = game.format_move(mv);
        seen.push(text.clone());
        let report = game.play(mv).ok()?;
        if who == mover {
            continue;
        }
        let Some(gain) = G::gain(&report, lang) else {
            continue;
        };
        let name = who.name(lang);
        if k == 0 {
            return Some(match lang {
                Lang::Vi => format!("Sau {played}, {name} đi {text} và {gain}."),
                Lang::En => format!("After {played}, {name} plays {text} and {gain}."),
            });
        }
        let moves = seen.join(" ");
        return Some(match lang {
            Lang::Vi => {
                format!("Sau {played}, {name} ăn được quân sau vài nước ({moves}): {gain}.")
            }
            Lang::En => {
                format!("After {played}, {name} wins material in a few moves ({moves}): {gain}.")
            }
        });
    }
    None
}

/// "X was better: it …" when the better move gains at once; "X was better: Red wins material
/// in a few moves (X Y Z): …" when a later move of the mover's in the first six of its line
/// does; else "X was better." (a positional loss).
fn misses<G: Explained>(before: &G, j: &Judged, lang: Lang) -> Option<String> {
    if j.better.is_empty() {
        return None;
    }
    let mover = before.to_move();
    let name = mover.name(lang);
    let better = &j.better;
    let line: Vec<&String> = if j.line.first() == Some(better) {
        j.line.iter().collect()
    } else {
        std::iter::once(better).chain(&j.line).collect()
    };
    let mut game = before.clone();
    for (k, text) in line.iter().take(6).enumerate() {
        let who = game.to_move();
        let Some(report) = game.parse_move(text).ok().and_then(|mv| game.play(mv).ok()) else {
            break;
        };
        let Some(gain) = (who == mover).then(|| G::gain(&report, lang)).flatten() else {
            continue;
        };
        let moves = line[..=k]
            .iter()
            .map(|m| m.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        return Some(match (k, lang) {
            (0, Lang::Vi) => format!("Nên đi {better}: nước đó {gain}."),
            (0, Lang::En) => format!("{better} was better: it {gain}."),
            (_, Lang::Vi) => {
                format!("Nên đi {better}: {name} ăn được quân sau vài nước ({moves}): {gain}.")
            }
            (_, Lang::En) => format!(
                "{better} was better: {name} wins material in a few moves ({moves}): {gain}."
            ),
        });
    }
    Some(match lang {
        Lang::Vi => format!("Nên đi {better}."),
        Lang::En => format!("{better} was better."),
    })
}

/// "2 quân" / "2 pieces" (1 piece).
fn pieces(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Vi => format!("{n} quân"),
        Lang::En if n == 1 => "1 piece".to_string(),
        Lang::En => format!("{n} pieces"),
    }
}

impl Explained for Ganh {
    /// `gánh b3 and d3, winning 2 pieces`, `vây a1, winning 1 piece` (game terms keep their
    /// names in both languages).
    fn gain(report: &GanhReport, lang: Lang) -> Option<String> {
        let and = match lang {
            Lang::Vi => "và",
            Lang::En => "and",
        };
        let names = |points: &[Point]| {
            let names: Vec<String> = points.iter().map(|p| p.name()).collect();
            list(&names.iter().map(String::as_str).collect::<Vec<_>>(), and)
        };
        let mut parts = Vec::new();
        if !report.ganh.is_empty() {
            parts.push(format!("gánh {}", names(&report.ganh)));
        }
        if !report.vay.is_empty() {
            parts.push(format!("vây {}", names(&report.vay)));
        }
        if parts.is_empty() {
            return None;
        }
        let n = pieces(report.ganh.len() + report.vay.len(), lang);
        Some(match lang {
            Lang::Vi => format!("{}, ăn {n}", parts.join(", ")),
            Lang::En => format!("{}, winning {n}", parts.join(", ")),
        })
    }
}

impl Explained for Toan {
    /// `takes the 5 on c9 by 3 + 2 = 5`; the 0 wins the game.
    fn gain(report: &ToanReport, lang: Lang) -> Option<String> {
        let piece = report.captured?;
        let to = report.mv.to().map(|c| c.name()).unwrap_or_default();
        let how = report
            .ops
            .first()
            .map(|op| op.describe(lang))
            .unwrap_or_default();
        Some(match (report.zero_captured, lang) {
            (true, Lang::Vi) => format!("ăn quân 0 ở {to} ({how}): thắng tuyệt đối"),
            (true, Lang::En) => format!("takes the 0 on {to} ({how}) and wins outright"),
            (false, Lang::Vi) => format!("ăn quân {} ở {to} ({how})", piece.value),
            (false, Lang::En) => format!("takes the {} on {to} ({how})", piece.value),
        })
    }
}

/// The horses of `victim` that a roll of another seat kicks in `game` (the board as it
/// stands, whoever is to move): each attacker, the roll and where the horse stands, found by
/// the rules (each attacker to move with each roll of its dice).
fn kickable(game: &Cangua, victim: Player) -> Vec<(Player, String, Place)> {
    // The horses' fields (`r=t10,s,s,s`), then the turn and the dice are set anew (any
    // field after them, such as three-sixes' count, is left out: it kicks nothing).
    let position = game.position();
    let seats: Vec<&str> = position
        .split_whitespace()
        .take_while(|f| f.contains('='))
        .collect();
    let seats = seats.join(" ");
    let mut out = Vec::new();
    for &attacker in game.seats().iter().filter(|&&p| p != victim) {
        for roll in Dice::all(game.options().dice) {
            let text = format!("{seats} {} {roll}", attacker.letter());
            let Ok(g) = Cangua::from_position(&text, game.options().clone()) else {
                continue;
            };
            for mv in g.legal_moves() {
                let mut after = g.clone();
                if let Ok(CanguaReport {
                    kicked: Some((who, at)),
                    ..
                }) = after.play(mv)
                {
                    if who == victim && !out.iter().any(|(_, _, a)| *a == at) {
                        out.push((attacker, roll.to_string(), at));
                    }
                }
            }
        }
    }
    out
}

impl Explained for Cangua {
    /// After the move played, a horse of the mover's that a roll kicks and that the better
    /// move leaves safe: "After 4:t10-t14, Yellow kicks Red's horse on t14 with a 3; 2:t20-t22
    /// was safer."
    fn danger(before: &Cangua, played: &str, better: &str, lang: Lang) -> Option<String> {
        let mover = before.to_move();
        let after = |text: &str| {
            let mut g = before.clone();
            let mv = g.parse_move(text).ok()?;
            g.play(mv).ok()?;
            Some(kickable(&g, mover))
        };
        let (played_leaves, better_leaves) = (after(played)?, after(better)?);
        if played_leaves.len() <= better_leaves.len() {
            return None;
        }
        let (who, roll, at) = played_leaves
            .iter()
            .find(|(_, _, at)| !better_leaves.iter().any(|(_, _, b)| b == at))
            .or(played_leaves.first())?;
        let (name, mine) = (who.name(lang), mover.name(lang));
        Some(match lang {
            Lang::Vi => format!(
                "Sau {played}, {name} gieo được {roll} là đá ngựa {mine} ở {at}; đi {better} an toàn hơn."
            ),
            Lang::En => format!(
                "After {played}, {name} kicks {mine}'s horse on {at} with a {roll}; {better} was safer."
            ),
        })
    }

    /// `kicks Blue's horse back to its stable`, or reaches home with thầu mạ.
    fn gain(report: &CanguaReport, lang: Lang) -> Option<String> {
        if let Some((p, _)) = report.kicked {
            return Some(match lang {
                Lang::Vi => format!("đá ngựa {} về chuồng", p.name_vi()),
                Lang::En => format!("kicks {}'s horse back to its stable", p.name_en()),
            });
        }
        report.thau_ma.then(|| match lang {
            Lang::Vi => "vào chuồng ô 6 (thầu mạ)".to_string(),
            Lang::En => "enters its home on cell 6 (thầu mạ)".to_string(),
        })
    }
}

impl Explained for Oaq {
    /// `captures 7 dân and 1 quan`, in a chain when it took more than one square.
    fn gain(report: &OaqReport, lang: Lang) -> Option<String> {
        let (dan, quan) = report.captured();
        if dan + quan == 0 {
            return None;
        }
        let chain = report.captures() > 1;
        Some(match lang {
            Lang::Vi => {
                let what = if quan > 0 {
                    format!("{dan} dân và {quan} quan")
                } else {
                    format!("{dan} dân")
                };
                let how = if chain { "ăn liên tiếp" } else { "ăn" };
                format!("{how} {what}")
            }
            Lang::En => {
                let what = if quan > 0 {
                    format!("{dan} dân and {quan} quan")
                } else {
                    format!("{dan} dân")
                };
                let chain = if chain { " in a chain" } else { "" };
                format!("captures {what}{chain}")
            }
        })
    }
}
