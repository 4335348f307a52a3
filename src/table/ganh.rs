//! Cờ gánh's words on the shared table: the points, "Gánh!" and "Vây!", the piece counts,
//! the mở obligation, and the move list two moves a line, conversions marked.

use super::grid::step;
use super::move_line::MoveLine;
use super::present::{Course, Present, Seen, Worded};
use super::state::Table;
use crate::core::{Game, Lang, Player, Text};
use crate::games::ganh::{Ganh, GanhReport, Move, Point};

/// The Cờ gánh presenter (it keeps nothing of its own).
#[derive(Clone, Copy, Debug, Default)]
pub struct GanhWords;

/// The Cờ gánh table.
pub type GanhTable = Table<Ganh, GanhWords>;

impl Present<Ganh> for GanhWords {
    type Spot = Point;

    fn from(_game: &Ganh, mv: Move) -> Option<Point> {
        Some(mv.from)
    }

    fn to(_game: &Ganh, mv: Move) -> Option<Point> {
        Some(mv.to)
    }

    fn owner(game: &Ganh, p: Point) -> Option<Player> {
        game.piece_at(p)
    }

    fn stuck(game: &Ganh, _p: Point) -> Text {
        if game.obligation().is_empty() {
            Text::new("Quân này không đi được.", "This piece cannot move.")
        } else {
            Text::new(
                "Nước mở: phải đi vào điểm được đánh dấu để gánh.",
                "A mở: you must move to a marked point and gánh.",
            )
        }
    }

    fn announce(&self, _before: &Ganh, report: &GanhReport, _lang: Lang) -> Option<String> {
        let mut words = Vec::new();
        match report.chau() {
            0 => {}
            2 => words.push("Gánh!".to_string()),
            n => words.push(format!("Chầu {n}!")),
        }
        if !report.vay.is_empty() {
            words.push("Vây!".to_string());
        }
        if !report.mo.is_empty() {
            words.push("Mở!".to_string());
        }
        (!words.is_empty()).then(|| words.join(" "))
    }

    /// One line a move, numbered by the moves played as every screen numbers them
    /// ("3. Đỏ: b3-c3").
    fn list_move(
        &self,
        before: &Ganh,
        mv: Move,
        r: &GanhReport,
        ply: usize,
        lang: Lang,
        lines: &mut Vec<MoveLine>,
    ) {
        let text = format!(
            "{}{}",
            before.format_move(mv),
            conversion_mark(r.ganh.len(), r.vay.len())
        );
        lines.push(MoveLine::numbered(ply, before.to_move(), text, lang));
    }

    fn facts(&self, t: &dyn Seen<Ganh>, lang: Lang) -> Vec<(Option<Player>, String)> {
        [Player::Red, Player::Blue]
            .into_iter()
            .map(|p| {
                let n = t.game().count(p);
                let text = match lang {
                    Lang::Vi => format!("{}: {n} quân", p.name_vi()),
                    Lang::En => format!("{}: {n} pieces", p.name_en()),
                };
                (Some(p), text)
            })
            .collect()
    }

    fn message(&self, t: &dyn Seen<Ganh>, lead: Option<String>, lang: Lang) -> Option<String> {
        let g = t.game();
        let obliged = g.obligation();
        if lead.is_some() || obliged.is_empty() || g.outcome().is_some() {
            return lead;
        }
        let pts: Vec<String> = obliged.iter().map(|p| p.name()).collect();
        let who = g.to_move();
        Some(match lang {
            Lang::Vi => format!(
                "Mở! {} phải gánh: đi vào {}.",
                who.name_vi(),
                pts.join(", ")
            ),
            Lang::En => format!(
                "Mở! {} must gánh: move to {}.",
                who.name_en(),
                pts.join(", ")
            ),
        })
    }

    fn describe(game: &Ganh, p: Point, lang: Lang) -> String {
        let what = match (game.piece_at(p), lang) {
            (Some(o), Lang::Vi) => format!("quân {}", o.name_vi()),
            (Some(o), Lang::En) => format!("{} piece", o.name_en()),
            (None, Lang::Vi) => "trống".to_string(),
            (None, Lang::En) => "empty".to_string(),
        };
        format!("{}: {what}", p.name())
    }

    fn spots(_game: &Ganh) -> Vec<Point> {
        (0..5u8)
            .rev()
            .flat_map(|r| (0..5u8).filter_map(move |f| Point::new(f, r)))
            .collect()
    }

    fn step(from: Option<Point>, dx: i32, dy: i32) -> Option<Point> {
        let from = from.or(Point::new(2, 2))?;
        let (f, r) = step(from.file(), from.rank(), dx, dy, 5, 5);
        Point::new(f, r)
    }
}

impl Worded for Ganh {
    type Words = GanhWords;
}

impl Course<Ganh> for GanhWords {}

/// What a move converted, marked after it in the move list: " (gánh 2)", " (gánh 2, vây 3)".
fn conversion_mark(ganh: usize, vay: usize) -> String {
    let parts: Vec<String> = [("gánh", ganh), ("vây", vay)]
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(word, n)| format!("{word} {n}"))
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join(", "))
    }
}
