//! The Cờ toán board: draws the cells and the pips, finds the cell under a tap, lights a
//! picked piece's steps and captures, and passes for a player with no move after a pause.
//! The screen's logic is the shared table's (`table::toan` has its words and the match).

mod draw;
mod geometry;
mod pieces;

use super::i18n::tr;
use super::screen::{drop_done, Board, Frame, Motion, Screen};
use super::view::{Pending, Setting};
use crate::core::{Game, Text};
use crate::games::toan::{Cell, Move, Toan};
use crate::table::toan::{ToanTable, ToanWords, AID, DIGITS};
use crate::table::Played;
use draw::{Marks, MoveAnim, Target};
use geometry::Geometry;

/// How long the board waits before a player with no move passes on their own.
const PASS_DELAY_MS: f64 = 900.0;

/// Below this cell size (CSS pixels) the pieces show digits unless chosen otherwise.
const SMALL_CELL: f64 = 44.0;

impl super::games::Presented for Toan {
    const BLURB: super::i18n::Tr = super::i18n::tr(
        "Cờ toán Bắc Ninh: mỗi nước ăn quân là một phép cộng, trừ, nhân hay chia.",
        "The mathematical chess of Bắc Ninh: every capture is a sum, a difference, a product or a division.",
    );

    const EDITABLE: bool = true;

    /// A new Cờ toán screen.
    fn view() -> Box<dyn super::view::GameView> {
        Box::new(Screen::new(ToanWords::default(), ToanBoard::default()))
    }
}

/// The Cờ toán board's own state: its size, the move being shown, and the pause before a
/// forced pass.
#[derive(Default)]
pub struct ToanBoard {
    geometry: Geometry,
    anim: Option<MoveAnim>,
    /// When a forced pass was first seen, so it happens after a pause.
    pass_since: Option<f64>,
}

/// The picked piece's steps, and its captures with their arithmetic.
fn targets(t: &ToanTable) -> (Vec<Cell>, Vec<Target>) {
    let lang = super::i18n::lang();
    let mut steps = Vec::new();
    let mut captures = Vec::new();
    for mv in t.targets() {
        match mv {
            Move::Step { to, .. } => steps.push(to),
            Move::Capture { .. } => {
                let lines = t
                    .game()
                    .capture_ops(mv)
                    .into_iter()
                    .map(|o| o.describe(lang))
                    .collect();
                captures.push(Target { mv, lines });
            }
            Move::Pass => {}
        }
    }
    (steps, captures)
}

impl Board<Toan, ToanWords> for ToanBoard {
    fn aspect(&self) -> f64 {
        Geometry::aspect()
    }

    fn draw(&mut self, t: &ToanTable, f: &Frame) -> bool {
        self.geometry = Geometry::new(f.w, f.h);
        let (steps, captures) = targets(t);
        let all = if t.prefs().on(AID, false) && t.game().outcome().is_none() {
            t.game().captures()
        } else {
            Vec::new()
        };
        let last = t
            .session()
            .moves()
            .last()
            .and_then(|m| Some((m.from()?, m.to()?)));
        let marks = Marks {
            selected: t.selected(),
            steps: &steps,
            targets: &captures,
            all_captures: &all,
            last,
            digits: t.prefs().on(DIGITS, self.auto(DIGITS)),
            cursor: t.cursor(),
        };
        let more = draw::board(f, &self.geometry, t.game(), &marks, self.anim.as_ref());
        drop_done(&mut self.anim, f.now);
        more || self.pass_since.is_some()
    }

    fn hit(&self, _t: &ToanTable, x: f64, y: f64) -> Option<Cell> {
        self.geometry.hit(x, y)
    }

    fn played(&mut self, _t: &mut ToanTable, played: &Played<Toan>, now: f64, instant: bool) {
        let mv = played.report.mv;
        let captured = mv
            .to()
            .and_then(|c| played.before.piece_at(c))
            .filter(|_| mv.is_capture());
        self.anim = match (mv.from(), mv.to()) {
            (Some(from), Some(to)) => Some(MoveAnim {
                t0: now,
                from,
                to,
                captured,
                instant,
            }),
            _ => None,
        };
    }

    fn settle(&mut self) {
        self.anim = None;
        self.pass_since = None;
    }

    fn busy(&self, _t: &ToanTable, _now: f64) -> bool {
        self.anim.is_some() || self.pass_since.is_some()
    }

    /// The move while it glides; a forced pass from the moment it is due (as [`Board::tick`]
    /// decides), before its pause has even begun.
    fn pending(&self, t: &ToanTable, now: f64) -> Pending {
        Pending {
            motion: self.anim.as_ref().is_some_and(|a| !a.done(now)),
            auto: t.game().must_pass() && !t.session().can_redo(),
        }
    }

    fn name_at(&self, _t: &ToanTable, x: f64, y: f64) -> Option<String> {
        self.geometry.hit(x, y).map(|p| p.name())
    }

    fn cell_center(&self, _t: &ToanTable, name: &str) -> Option<(f64, f64)> {
        Cell::parse(name).map(|c| self.geometry.xy(c))
    }

    /// Digits, unless chosen, show when the cells are small (pips of 7, 8 and 9 look alike).
    fn auto(&self, key: &str) -> bool {
        key == DIGITS && self.geometry.cell > 0.0 && self.geometry.cell < SMALL_CELL
    }

    /// A player with no legal move passes after a pause; with undone moves kept, the pass is
    /// the next of them and Redo plays it.
    fn tick(&mut self, t: &mut ToanTable, now: f64) -> (bool, Option<Played<Toan>>) {
        if !t.game().must_pass() || t.session().can_redo() {
            self.pass_since = None;
            return (false, None);
        }
        let since = *self.pass_since.get_or_insert(now);
        if now - since < PASS_DELAY_MS {
            return (false, None);
        }
        self.pass_since = None;
        let who = t.game().to_move();
        let played = t.choose(Move::Pass);
        t.set_notice(Some(Text::new(
            format!("{} không còn nước đi nên bỏ lượt.", who.name_vi()),
            format!("{} has no legal move and passes.", who.name_en()),
        )));
        (true, played)
    }

    fn settings(&self) -> Vec<Setting> {
        let mut rows = super::option_rows::rows::<crate::games::toan::ToanOptions>();
        rows.extend([
            Setting::on_off(
                "digits",
                tr("Hiện chữ số trên quân", "Show digits on the pieces"),
            ),
            Setting::on_off(
                "aid",
                tr(
                    "Gợi ý: hiện mọi nước ăn quân",
                    "Learning aid: show every capture",
                ),
            ),
        ]);
        rows
    }
}
