//! The Cờ cá ngựa board: roll (the Roll button, a tap on the dice, or real dice entered on
//! the picker), then tap a lit horse; when it has several moves, tap a lit cell or a die.
//! It draws, finds what a tap is on, and shows horses hopping; what a tap does and which move
//! plays by itself is the table's (`table::cangua`: its words, and in `tap` what a `Touch`
//! does, `touch_die`, `auto_move`), legality the rules' (`games::cangua`).

mod anim;
mod dice;
mod draw;
mod geometry;
mod horse;
mod keys;
mod layout;
mod settings;

use super::i18n::lang;
use super::screen::{Board, Frame, Screen};
use super::view::{Pending, Press, Setting};
use crate::core::Game;
use crate::games::cangua::{Cangua, CanguaReport, Dice, DiceCount, DiceState, Move, Place};
use crate::table::cangua::tap::{self, Touch};
use crate::table::cangua::{words, CanguaTable, CanguaWords, REAL_DICE};
use crate::table::{Hand, Played};
use anim::Pt;
use anim::{Hop, Kick, Tumble, HOP_MS, OUT_MS, ROLL_MS};
use draw::Scene;
use geometry::{turn_corner, Geometry};
use layout::near;

/// How long the board waits, once everything is still, before playing a move by itself.
const AUTO_PAUSE_MS: f64 = 550.0;

impl super::games::Presented for Cangua {
    const BLURB: super::i18n::Tr = super::i18n::tr(
        "Hai đến bốn người gieo xúc xắc, đua bốn chú ngựa quanh bàn về chuồng; đá ngựa đối phương về thảo nguyên.",
        "Two to four players roll the dice and race four horses round the board home; kick rivals back to their stable.",
    );

    const EDITABLE: bool = true;

    /// A new Cờ cá ngựa screen.
    fn view() -> Box<dyn super::view::GameView> {
        Box::new(Screen::new(CanguaWords::default(), CanguaBoard::default()))
    }
}

/// The real-dice picker, open: the first die already picked (two dice).
#[derive(Clone, Copy, Debug, Default)]
struct Picker {
    first: Option<u8>,
}

/// The Cờ cá ngựa board's own state: its size, the dice tumbling and horses hopping, the
/// picker, words waiting for a horse to land, and the keyboard cursor.
#[derive(Default)]
pub struct CanguaBoard {
    geometry: Geometry,
    hop: Option<Hop>,
    tumble: Option<Tumble>,
    picker: Option<Picker>,
    queued: Vec<(f64, String)>,
    auto_since: Option<f64>,
    /// The keyboard cursor: an index into what can be tapped now.
    key_cursor: Option<usize>,
}

impl CanguaBoard {
    /// Whether the dice or a horse are still moving.
    fn moving(&self, now: f64) -> bool {
        self.hop.as_ref().is_some_and(|h| !h.done(now))
            || self.tumble.as_ref().is_some_and(|t| !t.done(now))
    }

    /// The move the table plays by itself now, if any (none while the picker asks).
    fn auto_candidate(&self, t: &CanguaTable) -> Option<Move> {
        tap::auto_move(t, self.picker.is_some())
    }

    /// The hops of the move in `r`, just played, and the kick that follows.
    fn hop_for(after: &Cangua, r: &CanguaReport, now: f64) -> Option<Hop> {
        let p = r.player;
        if r.path.len() < 2 {
            return None;
        }
        // A horse leaving the stable stood in the spot after the ones still filled.
        let from_spot = layout::stable_count(after, p);
        let points = r
            .path
            .iter()
            .map(|&pl| layout::grid_of(p, pl, from_spot))
            .collect();
        let times = r
            .path
            .windows(2)
            .map(|w| {
                if w[0] == Place::Stable {
                    OUT_MS
                } else {
                    HOP_MS
                }
            })
            .collect();
        let kick = r.kicked.map(|(owner, was)| Kick {
            player: owner,
            from: layout::grid_of(owner, was, 0),
            to: geometry::stable(
                owner.index(),
                layout::stable_count(after, owner).saturating_sub(1),
            ),
        });
        Some(Hop {
            t0: now,
            player: p,
            points,
            times,
            kick,
        })
    }

    /// Which die (0 or 1) of the player to move is at grid point `at`.
    fn die_at(t: &CanguaTable, at: Pt) -> Option<usize> {
        let count = dice_count(t.game());
        let half = layout::die_size(count) / 2.0 + 0.1;
        layout::dice_at(t.game().to_move().index(), count)
            .iter()
            .position(|&(x, y)| (at.0 - x).abs() <= half && (at.1 - y).abs() <= half)
    }

    /// The horse of the player to move at grid point `at` (a tap anywhere on its stable
    /// counts for a horse still there).
    fn own_horse_at(game: &Cangua, at: Pt) -> Option<Place> {
        let me = game.to_move();
        let nearest = layout::pieces(game)
            .into_iter()
            .filter(|pc| pc.owner == me && near(at, pc.at, 0.62))
            .min_by(|a, b| dist(a.at, at).total_cmp(&dist(b.at, at)));
        if let Some(pc) = nearest {
            return Some(pc.place);
        }
        let (a, b) = (
            turn_corner((9.1, 9.1), me.index()),
            turn_corner((14.9, 14.9), me.index()),
        );
        let (x, y) = (at.0 + 0.5, at.1 + 0.5);
        let inside =
            x >= a.0.min(b.0) && x <= a.0.max(b.0) && y >= a.1.min(b.1) && y <= a.1.max(b.1);
        (inside && game.horses(me).contains(&Place::Stable)).then_some(Place::Stable)
    }

    /// What a tap at grid point `at` touched: a lit cell of the picked-up horse, a horse
    /// of the player to move, another's horse, or nothing (the table decides what it does).
    fn touched(t: &CanguaTable, at: Pt) -> Touch {
        let me = t.game().to_move();
        if let Some(sel) = t.selected() {
            let hit = t.moves_from(sel).into_iter().find(|mv| match mv {
                Move::Step { to, .. } => near(at, layout::grid_of(me, *to, 0), 0.55),
                Move::Roll(_) => false,
            });
            if let Some(mv) = hit {
                return Touch::Target(mv);
            }
        }
        if let Some(place) = Self::own_horse_at(t.game(), at) {
            return Touch::Horse(place);
        }
        let other = layout::pieces(t.game())
            .into_iter()
            .any(|pc| pc.owner != me && near(at, pc.at, 0.55));
        if other {
            Touch::Other
        } else {
            Touch::Nothing
        }
    }

    /// A tap on die `i`: roll before the roll, afterwards use that value.
    fn tap_die(&mut self, t: &mut CanguaTable, i: usize) -> Option<Played<Cangua>> {
        let DiceState::Rolled { roll, .. } = t.game().dice() else {
            return self.roll(t);
        };
        let &v = roll.values().get(i)?;
        tap::touch_die(t, v)
    }

    /// A tap while the real-dice picker is open: a face, or outside to close it.
    fn tap_picker(
        &mut self,
        t: &mut CanguaTable,
        at: Pt,
        picker: Picker,
    ) -> Option<Played<Cangua>> {
        let half = layout::FACE / 2.0;
        let face = (1..=6u8).find(|&v| {
            let (x, y) = layout::picker_face(v);
            (at.0 - x).abs() <= half && (at.1 - y).abs() <= half
        });
        let Some(v) = face else {
            let (l, top, r, b) = layout::picker_panel();
            let (x, y) = (at.0 + 0.5, at.1 + 0.5);
            if x < l || x > r || y < top || y > b {
                self.picker = None;
            }
            return None;
        };
        let dice = match (dice_count(t.game()), picker.first) {
            (2, None) => {
                self.picker = Some(Picker { first: Some(v) });
                return None;
            }
            (2, Some(first)) => Dice::two(first, v),
            _ => Dice::one(v),
        };
        self.picker = None;
        tap::roll_with(t, dice?)
    }

    /// The picker's title now.
    fn picker_title(&self, game: &Cangua) -> Option<(&'static str, Option<u8>)> {
        let p = self.picker?;
        let title = match (dice_count(game), p.first) {
            (1, _) => words::PICK_FACE,
            (_, None) => words::PICK_FIRST,
            (_, Some(_)) => words::PICK_SECOND,
        };
        Some((title.get(lang()), p.first))
    }
}

/// How many dice this game rolls.
fn dice_count(game: &Cangua) -> usize {
    if game.options().dice == DiceCount::Two {
        2
    } else {
        1
    }
}

fn dist(a: Pt, b: Pt) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}

impl Board<Cangua, CanguaWords> for CanguaBoard {
    fn aspect(&self) -> f64 {
        1.0
    }

    fn draw(&mut self, t: &CanguaTable, f: &Frame) -> bool {
        self.geometry = Geometry::new(f.w, f.h);
        let (ctx, now) = (f.ctx, f.now);
        let game = t.game();
        let still = self.tumble.as_ref().is_none_or(|tu| tu.done(now));
        let movable = match game.dice() {
            DiceState::Rolled { .. } if still => game.movable_horses(),
            _ => Vec::new(),
        };
        let targets: Vec<(Place, Dice)> = t
            .targets()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Step { die, to, .. } => Some((to, die)),
                Move::Roll(_) => None,
            })
            .collect();
        let lost = t
            .last()
            .and_then(|r| match (r.mv, r.lost_dice, game.dice()) {
                (Move::Roll(d), Some(_), DiceState::ToRoll) if r.player != game.to_move() => {
                    Some((r.player, d))
                }
                _ => None,
            });
        let scene = Scene {
            game,
            movable: &movable,
            selected: t.selected(),
            targets: &targets,
            hop: self.hop.as_ref(),
            tumble: self.tumble.as_ref(),
            lost,
            picker: self.picker_title(game),
            now,
        };
        let moving = draw::board(ctx, &self.geometry, &scene);
        if let Some(pt) = self.key_point(t) {
            let (x, y) = self.geometry.xy(pt);
            super::paint::focus_box(ctx, x, y, self.geometry.cell * 0.55);
        }
        moving || !self.queued.is_empty() || self.auto_candidate(t).is_some()
    }

    fn hit(&self, _t: &CanguaTable, _x: f64, _y: f64) -> Option<Place> {
        None
    }

    /// The board editor's names: `c12` a track cell by its number round the board, `r:h3`
    /// a home cell, `r:s` a stable (its whole square).
    fn name_at(&self, t: &CanguaTable, x: f64, y: f64) -> Option<String> {
        let at = self.geometry.grid(x, y);
        if let Some(c) = (0..56).find(|&c| near(at, geometry::track(c), 0.5)) {
            return Some(format!("c{c}"));
        }
        for &p in t.game().seats() {
            let seat = p.index();
            if let Some(k) = (1..=6).find(|&k| near(at, geometry::home(seat, k), 0.5)) {
                return Some(format!("{}:h{k}", p.letter()));
            }
            if near(at, geometry::stable_centre(seat), 2.5) {
                return Some(format!("{}:s", p.letter()));
            }
        }
        None
    }

    /// A tap (a drag's end does nothing: a horse moves by the dice, not by where it is let go).
    fn tap(&mut self, t: &mut CanguaTable, touch: Press, _now: f64) -> Option<Played<Cangua>> {
        if touch.from.is_some() {
            return None;
        }
        t.quiet();
        if !t.person_to_move() {
            return None;
        }
        let at = self.geometry.grid(touch.x, touch.y);
        if let Some(p) = self.picker {
            return self.tap_picker(t, at, p);
        }
        if let Some(i) = Self::die_at(t, at) {
            return self.tap_die(t, i);
        }
        tap::touch(t, Self::touched(t, at))
    }

    /// Starts the motion and holds the move's words over the board until the horse lands
    /// or the dice stop (a screen reader has heard them with the move); words still waiting
    /// from the move before are dropped, as they no longer say what the board shows.
    fn played(&mut self, t: &mut CanguaTable, played: &Played<Cangua>, now: f64, instant: bool) {
        let report = &played.report;
        self.picker = None;
        self.auto_since = None;
        self.queued.clear();
        let banner = t.take_banner();
        let due = match report.mv {
            Move::Roll(dice) => {
                self.tumble = (!instant).then_some(Tumble {
                    t0: now,
                    player: report.player,
                    dice,
                });
                if instant {
                    now
                } else {
                    now + ROLL_MS
                }
            }
            Move::Step { .. } => {
                self.tumble = None;
                self.hop = if instant {
                    None
                } else {
                    Self::hop_for(t.game(), report, now)
                };
                self.hop.as_ref().map_or(now, Hop::landed_at)
            }
        };
        if instant {
            banner.into_iter().for_each(|words| t.announce(words));
        } else {
            self.queued
                .extend(banner.into_iter().map(|words| (due, words)));
        }
    }

    fn settle(&mut self) {
        self.hop = None;
        self.tumble = None;
        self.picker = None;
        self.queued.clear();
        self.auto_since = None;
    }

    fn busy(&self, _t: &CanguaTable, now: f64) -> bool {
        self.hop.is_some()
            || self.picker.is_some()
            || !self.queued.is_empty()
            || self.tumble.as_ref().is_some_and(|t| !t.done(now))
    }

    /// The dice and horses while they move, words waiting for a horse to land, and the
    /// automatic move after a roll that allows only one, until it is played (a second or
    /// more after the roll: the dice tumble, then [`AUTO_PAUSE_MS`]). The real-dice picker
    /// waits for a person: not pending.
    fn pending(&self, t: &CanguaTable, now: f64) -> Pending {
        Pending {
            motion: self.moving(now) || !self.queued.is_empty(),
            auto: self.auto_candidate(t).is_some(),
        }
    }

    fn cell_center(&self, t: &CanguaTable, name: &str) -> Option<(f64, f64)> {
        let me = t.game().to_move().index();
        let count = dice_count(t.game());
        let at = match name {
            "dice" => Some(geometry::stable_centre(me)),
            "dice1" | "dice2" => {
                let i = usize::from(name == "dice2");
                layout::dice_at(me, count).get(i).copied()
            }
            _ => match name.strip_prefix("die").and_then(|v| v.parse::<u8>().ok()) {
                Some(v) if self.picker.is_some() && (1..=6).contains(&v) => {
                    Some(layout::picker_face(v))
                }
                Some(_) => None,
                None => layout::named(name),
            },
        }?;
        Some(self.geometry.xy(at))
    }

    fn settings(&self) -> Vec<Setting> {
        settings::all()
    }

    /// Rolling is for a person here whose colour is to roll (never the computer's dice, nor a
    /// friend's: they roll for themselves).
    fn roll_state(&self, t: &CanguaTable) -> Option<bool> {
        Some(t.person_to_move() && t.game().dice() == DiceState::ToRoll)
    }

    fn roll(&mut self, t: &mut CanguaTable) -> Option<Played<Cangua>> {
        if !t.person_to_move() || t.game().dice() != DiceState::ToRoll {
            return None;
        }
        t.quiet();
        if t.prefs().on(REAL_DICE, false) {
            self.picker = Some(Picker::default());
            None
        } else {
            let dice = t.game().next_roll();
            tap::roll_with(t, dice)
        }
    }

    fn computer_roll(&mut self, t: &mut CanguaTable) -> Option<Played<Cangua>> {
        if t.hand_to_move() == Some(Hand::Computer) && t.game().dice() == DiceState::ToRoll {
            let dice = t.game().next_roll();
            return tap::roll_with(t, dice);
        }
        None
    }

    fn key_move(&mut self, t: &mut CanguaTable, dx: i32, dy: i32) {
        self.key_step(t, dx > 0 || dy > 0);
    }

    fn key_select(&mut self, t: &mut CanguaTable, now: f64) -> Option<Played<Cangua>> {
        self.key_press(t, now)
    }

    fn key_cancel(&mut self, t: &mut CanguaTable) {
        t.select(None);
        self.picker = None;
        self.key_cursor = None;
    }

    fn describe_cursor(&self, t: &CanguaTable) -> Option<String> {
        self.key_describe(t)
    }

    fn tick(&mut self, t: &mut CanguaTable, now: f64) -> (bool, Option<Played<Cangua>>) {
        let mut changed = false;
        let (due, later): (Vec<_>, Vec<_>) = self.queued.drain(..).partition(|(at, _)| *at <= now);
        self.queued = later;
        for (_, words) in due {
            t.announce(words);
            changed = true;
        }
        if self.hop.as_ref().is_some_and(|h| h.done(now)) {
            self.hop = None;
        }
        if self.tumble.as_ref().is_some_and(|tu| tu.done(now)) {
            self.tumble = None;
        }
        match self.auto_candidate(t) {
            Some(mv) if !self.moving(now) => {
                let since = *self.auto_since.get_or_insert(now);
                if now - since >= AUTO_PAUSE_MS {
                    self.auto_since = None;
                    return (true, t.choose(mv));
                }
            }
            _ => self.auto_since = None,
        }
        (changed, None)
    }
}
