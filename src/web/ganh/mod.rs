//! The Cờ gánh board: draws the points and pieces, finds the point under a tap, and shows a
//! move gliding and the converted pieces turning over. The screen's logic is the shared
//! table's (`table::ganh` has its words); legality is the rules' (`games::ganh`).

mod draw;
mod geometry;

use super::screen::{drop_done, Board, Frame, Motion, Screen};
use super::view::{Pending, Setting};
use crate::core::{Game, Player};
use crate::games::ganh::{Ganh, Point};
use crate::table::ganh::{GanhTable, GanhWords};
use crate::table::Played;
use draw::{Marks, MoveAnim};
use geometry::Geometry;

impl super::games::Presented for Ganh {
    const BLURB: super::i18n::Tr = super::i18n::tr(
        "Hai người, mười sáu quân: gánh và vây để lật quân đối phương thành quân mình.",
        "Two players, sixteen pieces: gánh and vây turn your opponent's pieces into yours.",
    );

    const EDITABLE: bool = true;

    /// A new Cờ gánh screen.
    fn view() -> Box<dyn super::view::GameView> {
        Box::new(Screen::new(GanhWords, GanhBoard::default()))
    }
}

/// The Cờ gánh board's own state: its size on screen and the move being shown.
#[derive(Default)]
pub struct GanhBoard {
    geometry: Geometry,
    anim: Option<MoveAnim>,
}

impl Board<Ganh, GanhWords> for GanhBoard {
    fn aspect(&self) -> f64 {
        1.0
    }

    fn draw(&mut self, t: &GanhTable, f: &Frame) -> bool {
        self.geometry = Geometry::new(f.w, f.h);
        let targets: Vec<Point> = t.targets().into_iter().map(|m| m.to).collect();
        let obliged = t.game().obligation();
        let marks = Marks {
            selected: t.selected(),
            targets: &targets,
            obliged: &obliged,
            last: t.session().moves().last().copied(),
            cursor: t.cursor(),
        };
        let more = draw::board(f, &self.geometry, t.game(), &marks, self.anim.as_ref());
        drop_done(&mut self.anim, f.now);
        more
    }

    fn hit(&self, _t: &GanhTable, x: f64, y: f64) -> Option<Point> {
        self.geometry.hit(x, y)
    }

    fn played(&mut self, _t: &mut GanhTable, played: &Played<Ganh>, now: f64, instant: bool) {
        let r = &played.report;
        let mut flips = r.ganh.clone();
        flips.extend(r.vay.iter().copied());
        let mover: Player = played.before.to_move();
        self.anim = Some(MoveAnim {
            t0: now,
            mv: r.mv,
            flips,
            flipped_from: mover.opponent(),
            instant,
        });
    }

    fn settle(&mut self) {
        self.anim = None;
    }

    fn busy(&self, _t: &GanhTable, _now: f64) -> bool {
        self.anim.is_some()
    }

    /// The glide and the flips while they last (the frame after drops them).
    fn pending(&self, _t: &GanhTable, now: f64) -> Pending {
        Pending {
            motion: self.anim.as_ref().is_some_and(|a| !a.done(now)),
            auto: false,
        }
    }

    fn name_at(&self, _t: &GanhTable, x: f64, y: f64) -> Option<String> {
        self.geometry.hit(x, y).map(|p| p.name())
    }

    fn cell_center(&self, _t: &GanhTable, name: &str) -> Option<(f64, f64)> {
        Point::parse(name).map(|p| self.geometry.xy(p))
    }

    fn settings(&self) -> Vec<Setting> {
        super::option_rows::rows::<crate::games::ganh::GanhOptions>()
    }
}
