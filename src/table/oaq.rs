//! Ô ăn quan's words on the shared table: the squares, "Ăn quan!", "Ăn liên tiếp", "Rải
//! quân" and "Vay dân", each side's captures, quan and debt, the count at the end, and the
//! move list one move a line. A move is picked by two taps: one of the mover's squares, then
//! the square beside it on the side to sow toward.
//!
//! [`scenes`] replays a move's report stone by stone for the board's animation, and
//! [`landing`] says where a move's last stone falls, for the preview before the second tap.

use super::grid::step;
use super::move_line::MoveLine;
use super::present::{Course, Present, Seen, Worded};
use super::state::Table;
use crate::core::{Game, Lang, Outcome, Player, Text};
use crate::games::oaq::{self, is_quan, seat, Move, Oaq, OaqReport, Step, Store, ROW, SQUARES};

/// The Ô ăn quan presenter (it keeps nothing of its own).
#[derive(Clone, Copy, Debug, Default)]
pub struct OaqWords;

/// The Ô ăn quan table.
pub type OaqTable = Table<Oaq, OaqWords>;

/// The side (0 South, 1 North) whose row square `i` is in, or `None` for a quan square.
pub fn row_side(i: usize) -> Option<usize> {
    (!is_quan(i) && i < SQUARES).then_some(usize::from(i > 6))
}

/// A square's name as a person reads it: "Nam c", "Bắc a", "quan Tây" (each side's squares
/// lettered from its own left, as the notation does).
pub fn square_name(i: usize, lang: Lang) -> String {
    match (row_side(i), lang) {
        (Some(side), _) => {
            let letter = char::from(b'a' + (i - oaq::row_start(side)) as u8);
            let who = match (side, lang) {
                (0, Lang::Vi) => "Nam",
                (0, Lang::En) => "South",
                (_, Lang::Vi) => "Bắc",
                (_, Lang::En) => "North",
            };
            format!("{who} {letter}")
        }
        (None, Lang::Vi) => format!("quan {}", if i == 0 { "Tây" } else { "Đông" }),
        (None, Lang::En) => format!("{} quan square", if i == 0 { "West" } else { "East" }),
    }
}

/// The square a move sows from, on `game`'s board.
fn start(game: &Oaq, mv: Move) -> usize {
    mv.from_square(game.state().side)
}

/// Where `mv`'s last stone falls in `game` (the last sowing of a turn that goes on), and
/// what it captures: the preview the board shows before the second tap.
pub fn landing(game: &Oaq, mv: Move) -> Option<(usize, OaqReport)> {
    let report = game.clone().play(mv).ok()?;
    let last = report.steps.iter().rev().find_map(|s| match *s {
        Step::Sow { from, count } => Some((from, count)),
        _ => None,
    })?;
    let mut at = last.0;
    for _ in 0..last.1 {
        at = oaq::step(at, mv.right);
    }
    Some((at, report))
}

/// One picture of the board while a move is shown: the squares, the quan, the stores, and
/// the hand sowing (the square it just dropped a stone into, and the stones left in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scene {
    /// Dân in each square.
    pub dan: [u8; SQUARES],
    /// Whether the West and East quan squares hold their quan.
    pub quan: [bool; 2],
    /// South's and North's stores.
    pub stores: [Store; 2],
    /// The square the hand is over and the dân still in it, while sowing.
    pub hand: Option<(usize, u8)>,
    /// The square just captured or refilled, to light.
    pub lit: Option<usize>,
}

impl Scene {
    /// The board of `game` as it stands: nothing in hand, nothing lit.
    pub fn of(game: &Oaq) -> Scene {
        let s = game.state();
        Scene {
            dan: s.dan,
            quan: s.quan,
            stores: s.stores,
            hand: None,
            lit: None,
        }
    }
}

/// The move's turn replayed stone by stone from the position before it: a scene after each
/// stone picked up or dropped, each capture and each refill. The last scene is the position
/// after the move (the tests check it against the rules).
pub fn scenes(before: &Oaq, report: &OaqReport) -> Vec<Scene> {
    let mut now = Scene::of(before);
    let mover = before.state().side;
    let up = report.mv.right;
    let mut out = Vec::new();
    for step in &report.steps {
        match *step {
            Step::Sow { from, count } => {
                now.dan[from] = 0;
                now.hand = Some((from, count));
                now.lit = None;
                out.push(now);
                let mut at = from;
                for left in (0..count).rev() {
                    at = oaq::step(at, up);
                    now.dan[at] = now.dan[at].saturating_add(1);
                    now.hand = Some((at, left));
                    out.push(now);
                }
            }
            Step::Capture { square, dan, quan } => {
                now.dan[square] = 0;
                let store = &mut now.stores[mover];
                store.dan = store.dan.saturating_add(dan);
                if quan {
                    now.quan[square / 6] = false;
                    store.quan += 1;
                }
                now.hand = None;
                now.lit = Some(square);
                out.push(now);
            }
            Step::Refill {
                side,
                own,
                borrowed,
            } => {
                now.stores[side].dan = now.stores[side].dan.saturating_sub(own);
                now.stores[1 - side].dan = now.stores[1 - side].dan.saturating_sub(borrowed);
                now.stores[side].owed = now.stores[side].owed.saturating_add(borrowed.into());
                let first = oaq::row_start(side);
                now.dan[first..first + ROW].fill(1);
                now.hand = None;
                now.lit = Some(first + ROW / 2);
                out.push(now);
            }
            Step::Looped => {}
        }
    }
    if let Some(last) = out.last_mut() {
        last.hand = None;
        last.lit = None;
    }
    out
}

/// The words a move's report gives, in the order they happened: "Ăn quan!", "Ăn liên
/// tiếp", "Rải quân", "Vay dân" (game terms, the same in both languages).
fn events(report: &OaqReport) -> Vec<&'static str> {
    let mut words = Vec::new();
    if report
        .steps
        .iter()
        .any(|s| matches!(s, Step::Capture { quan: true, .. }))
    {
        words.push("Ăn quan!");
    }
    if report.captures() >= 2 {
        words.push("Ăn liên tiếp!");
    }
    for s in &report.steps {
        if let Step::Refill { borrowed, .. } = *s {
            words.push(if borrowed > 0 {
                "Vay dân!"
            } else {
                "Rải quân!"
            });
        }
    }
    words
}

/// What a move did, after its notation in the move list: " ×6", " ×6 +quan", " +quan",
/// " · rải quân".
fn move_mark(report: &OaqReport, lang: Lang) -> String {
    let (dan, quan) = report.captured();
    let mut mark = String::new();
    if dan > 0 {
        mark.push_str(&format!(" ×{dan}"));
    }
    if quan > 0 {
        mark.push_str(if quan == 1 { " +quan" } else { " +2 quan" });
    }
    for s in &report.steps {
        match (*s, lang) {
            (Step::Refill { borrowed: 0, .. }, _) => mark.push_str(" · rải quân"),
            (Step::Refill { borrowed, .. }, Lang::Vi) => {
                mark.push_str(&format!(" · vay {borrowed} dân"));
            }
            (Step::Refill { borrowed, .. }, Lang::En) => {
                mark.push_str(&format!(" · vay: borrows {borrowed} dân"));
            }
            (Step::Looped, Lang::Vi) => mark.push_str(" · vòng lặp, dừng"),
            (Step::Looped, Lang::En) => mark.push_str(" · loops, stops"),
            _ => {}
        }
    }
    mark
}

/// A side's store in words: "Đỏ: 6 dân, 1 quan, nợ 0".
fn store_words(p: Player, st: Store, lang: Lang) -> String {
    match lang {
        Lang::Vi => format!(
            "{}: {} dân, {} quan, nợ {}",
            p.name_vi(),
            st.dan,
            st.quan,
            st.owed
        ),
        Lang::En => format!(
            "{}: {} dân, {} quan, owes {}",
            p.name_en(),
            st.dan,
            st.quan,
            st.owed
        ),
    }
}

/// The count at the end, made in front of the players: each side's captured dân, quan at
/// their worth, the dân left on its row, and debts, then the totals; a line a side.
pub fn count_words(game: &Oaq, lang: Lang) -> String {
    let s = game.state();
    let worth = game.options().mandarin.worth();
    let side = |i: usize| {
        let (st, other) = (s.stores[i], s.stores[1 - i]);
        let p = seat(i);
        let mut parts = vec![format!("{} dân", st.dan)];
        if st.quan > 0 {
            parts.push(format!("{} quan × {worth}", st.quan));
        }
        let row = s.row_dan(i);
        if row > 0 {
            parts.push(match lang {
                Lang::Vi => format!("{row} dân trên hàng"),
                Lang::En => format!("{row} dân on its row"),
            });
        }
        let mut text = parts.join(" + ");
        if other.owed > 0 {
            text.push_str(&match lang {
                Lang::Vi => format!(" + {} cho vay", other.owed),
                Lang::En => format!(" + {} lent", other.owed),
            });
        }
        if st.owed > 0 {
            text.push_str(&match lang {
                Lang::Vi => format!(" − {} nợ", st.owed),
                Lang::En => format!(" − {} owed", st.owed),
            });
        }
        let name = match lang {
            Lang::Vi => p.name_vi(),
            Lang::En => p.name_en(),
        };
        format!("{name}: {text} = {}", game.score(i))
    };
    format!("{};\n{}.", side(0), side(1))
}

impl Present<Oaq> for OaqWords {
    type Spot = usize;

    fn from(game: &Oaq, mv: Move) -> Option<usize> {
        Some(start(game, mv))
    }

    /// The square beside the start on the side sown toward: the second tap.
    fn to(game: &Oaq, mv: Move) -> Option<usize> {
        Some(oaq::step(start(game, mv), mv.right))
    }

    fn owner(_game: &Oaq, i: usize) -> Option<Player> {
        row_side(i).map(seat)
    }

    fn stuck(_game: &Oaq, _i: usize) -> Text {
        Text::new(
            "Ô này không có dân để rải.",
            "This square has no dân to sow.",
        )
    }

    fn not_yours() -> Text {
        Text::new(
            "Hãy chọn một ô của bên đang đi.",
            "Pick a square of the side to move.",
        )
    }

    fn announce(&self, _before: &Oaq, report: &OaqReport, _lang: Lang) -> Option<String> {
        let words = events(report);
        (!words.is_empty()).then(|| words.join(" "))
    }

    /// One line a move: "3. Đỏ: c> ×6 +quan".
    fn list_move(
        &self,
        before: &Oaq,
        mv: Move,
        report: &OaqReport,
        ply: usize,
        lang: Lang,
        lines: &mut Vec<MoveLine>,
    ) {
        let text = format!("{}{}", mv.text(), move_mark(report, lang));
        lines.push(MoveLine::numbered(ply, before.to_move(), text, lang));
    }

    /// Each side's captures, quan and debt, always shown.
    fn facts(&self, t: &dyn Seen<Oaq>, lang: Lang) -> Vec<(Option<Player>, String)> {
        let s = t.game().state();
        (0..2)
            .map(|i| (Some(seat(i)), store_words(seat(i), s.stores[i], lang)))
            .collect()
    }

    /// How to play, before the first move: a square, then the way.
    fn message(&self, t: &dyn Seen<Oaq>, lead: Option<String>, lang: Lang) -> Option<String> {
        if lead.is_some() || t.ply() > 0 || t.game().outcome().is_some() {
            return lead;
        }
        Some(
            match lang {
                Lang::Vi => "Chạm một ô có dân của bạn, rồi chạm ô bên cạnh theo hướng muốn rải.",
                Lang::En => "Tap one of your squares with dân, then the square beside it on the side to sow toward.",
            }
            .to_string(),
        )
    }

    fn target_words(game: &Oaq, mv: Move, lang: Lang) -> String {
        let last = landing(game, mv).map(|(at, _)| square_name(at, lang));
        match (lang, last) {
            (Lang::Vi, Some(at)) => format!(", rải về hướng này, viên cuối rơi vào {at}"),
            (Lang::En, Some(at)) => format!(", sow this way, the last stone falls on {at}"),
            (Lang::Vi, None) => ", rải về hướng này".to_string(),
            (Lang::En, None) => ", sow this way".to_string(),
        }
    }

    /// The squares as drawn: West quan (column 0, rank 0), North's row on rank 1 and South's
    /// on rank 0 in columns 1–5 from West to East, East quan (column 6).
    fn step(from: Option<usize>, dx: i32, dy: i32) -> Option<usize> {
        let (col, rank) = match from {
            None => (3, 0),
            Some(i) => place(i)?,
        };
        let (c, r) = step(col, rank, dx, dy, 7, 2);
        Some(at_place(c, r))
    }

    fn describe(game: &Oaq, i: usize, lang: Lang) -> String {
        let s = game.state();
        let dan = s.dan[i];
        let quan = is_quan(i) && s.quan[i / 6];
        let what = match (quan, lang) {
            (true, Lang::Vi) => format!("quan và {dan} dân"),
            (true, Lang::En) => format!("its quan and {dan} dân"),
            (false, Lang::Vi) if dan == 0 => "trống".to_string(),
            (false, Lang::En) if dan == 0 => "empty".to_string(),
            (false, _) => format!("{dan} dân"),
        };
        format!("{}: {what}", square_name(i, lang))
    }

    fn spots(_game: &Oaq) -> Vec<usize> {
        vec![0, 11, 10, 9, 8, 7, 1, 2, 3, 4, 5, 6]
    }

    fn hint_words(_game: &Oaq, mv: Move, lang: Lang) -> String {
        let letter = &mv.text()[..1];
        match (lang, mv.right) {
            (Lang::Vi, true) => format!("{} (ô {letter}, rải sang phải)", mv.text()),
            (Lang::Vi, false) => format!("{} (ô {letter}, rải sang trái)", mv.text()),
            (Lang::En, true) => format!("{} (square {letter}, sow to the right)", mv.text()),
            (Lang::En, false) => format!("{} (square {letter}, sow to the left)", mv.text()),
        }
    }

    /// The result, then the count in front of the players.
    fn outcome(&self, t: &dyn Seen<Oaq>, o: &Outcome, lang: Lang) -> String {
        format!("{}.\n{}", o.summary(lang), count_words(t.game(), lang))
    }
}

impl Worded for Oaq {
    type Words = OaqWords;
}

impl Course<Oaq> for OaqWords {}

/// Where square `i` is drawn, as (column, rank): rank 0 South's row, 1 North's.
fn place(i: usize) -> Option<(u8, u8)> {
    match i {
        0 => Some((0, 0)),
        6 => Some((6, 0)),
        1..=5 => Some((i as u8, 0)),
        7..=11 => Some(((12 - i) as u8, 1)),
        _ => None,
    }
}

/// The square drawn at (`col`, `rank`) (a quan square spans both ranks).
fn at_place(col: u8, rank: u8) -> usize {
    match (col, rank) {
        (0, _) => 0,
        (6, _) => 6,
        (c, 0) => usize::from(c),
        (c, _) => 12 - usize::from(c),
    }
}
