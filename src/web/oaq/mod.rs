//! The Ô ăn quan board: tap one of your squares, then the square beside it on the side to
//! sow toward (the preview shows where the last stone falls); the sowing is shown stone by
//! stone, quick, and a tap skips it. The screen's logic is the shared table's (`table::oaq`
//! has its words, the preview and the stone-by-stone replay); legality is the rules'.

mod draw;
mod geometry;

use super::i18n::lang;
use super::screen::{Board, Frame, Motion, Screen};
use super::view::{Pending, Press, Setting};
use crate::core::Game;
use crate::games::oaq::{Oaq, OaqOptions, SQUARES};
use crate::table::oaq::{landing, scenes, OaqTable, OaqWords, Scene};
use crate::table::{Played, Present};
use draw::{Marks, Way};
use geometry::Geometry;

/// The time one stone takes to drop, at most; a long sowing goes quicker.
const STONE_MS: f64 = 110.0;
/// The whole sowing takes about this long at most.
const SOWING_MS: f64 = 2600.0;
/// A capture or a refill holds the picture this many stones long.
const HOLD: f64 = 4.0;

impl super::games::Presented for Oaq {
    const BLURB: super::i18n::Tr = super::i18n::tr(
        "Hai người rải dân quanh mười ô và hai ô quan; gặp ô trống thì ăn ô sau nó. Hết quan thì tàn dân.",
        "Two players sow dân round ten squares and two quan squares, taking the square past an empty one, until both quan are gone.",
    );

    /// A new Ô ăn quan screen.
    fn view() -> Box<dyn super::view::GameView> {
        Box::new(Screen::new(OaqWords, OaqBoard::default()))
    }
}

/// A move being shown stone by stone.
struct Sowing {
    /// When it started.
    t0: f64,
    /// The board after each stone, capture and refill.
    scenes: Vec<Scene>,
    /// When each scene begins, from the start.
    at: Vec<f64>,
    /// When the last scene has been held long enough.
    end: f64,
}

impl Sowing {
    /// The sowing of `played`, from `now`.
    fn of(played: &Played<Oaq>, now: f64) -> Sowing {
        let scenes = scenes(&played.before, &played.report);
        let weight = |s: &Scene| if s.lit.is_some() { HOLD } else { 1.0 };
        let total: f64 = scenes.iter().map(weight).sum();
        let step = (SOWING_MS / total.max(1.0)).min(STONE_MS);
        let mut at = Vec::with_capacity(scenes.len());
        let mut t = 0.0;
        for s in &scenes {
            at.push(t);
            t += weight(s) * step;
        }
        Sowing {
            t0: now,
            scenes,
            at,
            end: t,
        }
    }

    /// The scene shown at `now`.
    fn scene(&self, now: f64) -> Option<&Scene> {
        let t = now - self.t0;
        let i = self.at.iter().rposition(|&a| a <= t).unwrap_or(0);
        self.scenes.get(i)
    }

    /// When the first capture or refill is shown (the words are said then), or the end.
    fn first_event(&self) -> f64 {
        let i = self.scenes.iter().position(|s| s.lit.is_some());
        self.t0 + i.map_or(self.end, |i| self.at[i])
    }
}

impl Motion for Sowing {
    fn done(&self, now: f64) -> bool {
        now >= self.t0 + self.end
    }
}

/// The Ô ăn quan board's own state: its size, the sowing being shown, and the words held
/// until it reaches a capture.
#[derive(Default)]
pub struct OaqBoard {
    geometry: Geometry,
    sowing: Option<Sowing>,
    queued: Vec<(f64, String)>,
}

impl OaqBoard {
    /// The square beside `from` on the side a drag from it was let go (`x`, `y`): of the
    /// squares its moves sow toward, the one the drag points at most nearly, if it went that
    /// way at all.
    fn dragged(&self, t: &OaqTable, from: usize, x: f64, y: f64) -> Option<usize> {
        let g = &self.geometry;
        let (sx, sy) = g.xy(from);
        let (dx, dy) = (x - sx, y - sy);
        t.moves_from(from)
            .into_iter()
            .filter_map(|mv| OaqWords::to(t.game(), mv))
            .map(|to| {
                let (tx, ty) = g.xy(to);
                let (wx, wy) = (tx - sx, ty - sy);
                let len = (wx * wx + wy * wy).sqrt().max(1.0);
                (to, (dx * wx + dy * wy) / len)
            })
            .filter(|&(_, along)| along > g.u * 0.25)
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(to, _)| to)
    }

    /// Ends the sowing being shown at once and says its words.
    fn skip(&mut self, t: &mut OaqTable) {
        self.sowing = None;
        for (_, words) in self.queued.drain(..) {
            t.announce(words);
        }
    }
}

/// The picked square's ways, with where each last stone falls.
fn ways(t: &OaqTable) -> Vec<Way> {
    t.targets()
        .into_iter()
        .filter_map(|mv| {
            let toward = OaqWords::to(t.game(), mv)?;
            let (lands, report) = landing(t.game(), mv)?;
            Some(Way {
                toward,
                lands,
                takes: report.captured(),
            })
        })
        .collect()
}

impl Board<Oaq, OaqWords> for OaqBoard {
    fn aspect(&self) -> f64 {
        Geometry::aspect()
    }

    fn draw(&mut self, t: &OaqTable, f: &Frame) -> bool {
        self.geometry = Geometry::new(f.w, f.h);
        let game = t.game();
        let sowing = self.sowing.as_ref().filter(|s| !s.done(f.now));
        let standing = Scene::of(game);
        let scene = sowing.and_then(|s| s.scene(f.now)).unwrap_or(&standing);
        let ways = if sowing.is_some() {
            Vec::new()
        } else {
            ways(t)
        };
        let marks = Marks {
            selected: t.selected().filter(|_| sowing.is_none()),
            ways: &ways,
            last: t
                .last()
                .filter(|_| sowing.is_none())
                .map(|r| r.mv.from_square(1 - game.state().side)),
            cursor: t.cursor(),
            to_move: game.outcome().is_none().then_some(game.state().side),
            lang: lang(),
            facing: super::prefs::face_to_face(),
        };
        draw::board(f, &self.geometry, scene, &marks);
        let more = sowing.is_some();
        if !more {
            self.sowing = None;
        }
        more
    }

    fn hit(&self, _t: &OaqTable, x: f64, y: f64) -> Option<usize> {
        self.geometry.hit(x, y)
    }

    /// A tap while stones are still being sown skips to the end; else the table's tap. A
    /// square dragged toward a side sows that way, wherever it is let go.
    fn tap(&mut self, t: &mut OaqTable, at: Press, now: f64) -> Option<Played<Oaq>> {
        if self.sowing.as_ref().is_some_and(|s| !s.done(now)) {
            if at.from.is_none() {
                self.skip(t);
            }
            return None;
        }
        if let Some((x, y)) = at.from {
            let from = self.hit(t, x, y);
            let way = from.and_then(|from| self.dragged(t, from, at.x, at.y));
            return t.drag(from, way);
        }
        let spot = self.hit(t, at.x, at.y);
        t.tap(spot)
    }

    /// Starts the sowing, holding the move's words until it reaches the first capture or
    /// refill (a screen reader has heard them with the move).
    fn played(&mut self, t: &mut OaqTable, played: &Played<Oaq>, now: f64, instant: bool) {
        self.skip(t);
        let banner = t.take_banner();
        if instant {
            banner.into_iter().for_each(|words| t.announce(words));
            return;
        }
        let sowing = Sowing::of(played, now);
        let due = sowing.first_event();
        self.queued
            .extend(banner.into_iter().map(|words| (due, words)));
        self.sowing = Some(sowing);
    }

    fn settle(&mut self) {
        self.sowing = None;
        self.queued.clear();
    }

    fn busy(&self, _t: &OaqTable, now: f64) -> bool {
        self.sowing.as_ref().is_some_and(|s| !s.done(now)) || !self.queued.is_empty()
    }

    fn pending(&self, t: &OaqTable, now: f64) -> Pending {
        Pending {
            motion: self.busy(t, now),
            auto: false,
        }
    }

    /// A square by its index, `0` to `11` (the end-to-end tests tap them).
    fn cell_center(&self, _t: &OaqTable, name: &str) -> Option<(f64, f64)> {
        let i: usize = name.parse().ok()?;
        (i < SQUARES).then(|| self.geometry.xy(i))
    }

    fn settings(&self) -> Vec<Setting> {
        super::option_rows::rows::<OaqOptions>()
    }

    /// Says the words held for a capture once the sowing reaches it.
    fn tick(&mut self, t: &mut OaqTable, now: f64) -> (bool, Option<Played<Oaq>>) {
        let (due, later): (Vec<_>, Vec<_>) = self.queued.drain(..).partition(|(at, _)| *at <= now);
        self.queued = later;
        let changed = !due.is_empty();
        for (_, words) in due {
            t.announce(words);
        }
        (changed, None)
    }
}
