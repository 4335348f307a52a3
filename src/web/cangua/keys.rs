//! The keyboard on the Cờ cá ngựa board: the cursor steps through the things a person could
//! tap now (the dice, the picker's faces, the horses that can move, a picked horse's cells),
//! and Enter taps the one under it.

use super::anim::Pt;
use super::{geometry, layout, CanguaBoard};
use crate::core::Game;
use crate::games::cangua::{Cangua, DiceState, Move};
use crate::table::cangua::CanguaTable;
use crate::table::Played;
use crate::web::i18n::tr;
use crate::web::screen::Board;
use crate::web::view::Press;

impl CanguaBoard {
    /// The places a tap would do something now, in a steady order.
    pub(super) fn key_targets(&self, t: &CanguaTable) -> Vec<Pt> {
        let game = t.game();
        let me = game.to_move();
        if game.outcome().is_some() {
            return Vec::new();
        }
        if self.picker.is_some() {
            return (1..=6).map(layout::picker_face).collect();
        }
        match (game.dice(), t.selected()) {
            (DiceState::ToRoll, _) => vec![geometry::stable_centre(me.index())],
            (DiceState::Rolled { .. }, None) => {
                let movable = game.movable_horses();
                let mut seen = Vec::new();
                layout::pieces(game)
                    .into_iter()
                    .filter(|pc| pc.owner == me && movable.contains(&pc.place))
                    .filter(|pc| {
                        let first = !seen.contains(&pc.place);
                        seen.push(pc.place);
                        first
                    })
                    .map(|pc| pc.at)
                    .collect()
            }
            (DiceState::Rolled { .. }, Some(from)) => {
                let mut v: Vec<Pt> = t
                    .moves_from(from)
                    .into_iter()
                    .filter_map(|mv| match mv {
                        Move::Step { to, .. } => Some(layout::grid_of(me, to, 0)),
                        Move::Roll(_) => None,
                    })
                    .collect();
                if let Some(pc) = layout::pieces(game)
                    .into_iter()
                    .find(|pc| pc.owner == me && pc.place == from)
                {
                    v.push(pc.at);
                }
                v
            }
        }
    }

    /// The grid point under the keyboard cursor, if it is on something.
    pub(super) fn key_point(&self, t: &CanguaTable) -> Option<Pt> {
        let targets = self.key_targets(t);
        let i = self.key_cursor?;
        targets.get(i % targets.len().max(1)).copied()
    }

    /// Steps the cursor forward (or back) through [`CanguaView::key_targets`].
    pub(super) fn key_step(&mut self, t: &CanguaTable, forward: bool) {
        let n = self.key_targets(t).len();
        if n == 0 {
            self.key_cursor = None;
            return;
        }
        self.key_cursor = Some(match (self.key_cursor, forward) {
            (None, _) => 0,
            (Some(i), true) => (i + 1) % n,
            (Some(i), false) => (i + n - 1) % n,
        });
    }

    /// Enter: taps under the cursor (or rolls when it is time to roll).
    pub(super) fn key_press(&mut self, t: &mut CanguaTable, now: f64) -> Option<Played<Cangua>> {
        if self.picker.is_none() && t.game().dice() == DiceState::ToRoll {
            self.key_cursor = None;
            return self.roll(t);
        }
        match self.key_point(t) {
            Some(pt) => {
                let (x, y) = self.geometry.xy(pt);
                let played = self.tap(t, Press { x, y, from: None }, now);
                self.key_cursor = if self.key_targets(t).is_empty() {
                    None
                } else {
                    Some(0)
                };
                played
            }
            None => {
                self.key_step(t, true);
                None
            }
        }
    }

    /// What the cursor is on, for screen readers.
    pub(super) fn key_describe(&self, t: &CanguaTable) -> Option<String> {
        let pt = self.key_point(t)?;
        let game = t.game();
        if self.picker.is_some() {
            let face = self.key_cursor? % 6 + 1;
            return Some(format!("{} {face}", tr("Mặt xúc xắc", "Die face").now()));
        }
        if game.dice() == DiceState::ToRoll {
            return Some(
                tr("Xúc xắc: nhấn Enter để gieo", "Dice: press Enter to roll")
                    .now()
                    .to_string(),
            );
        }
        let me = game.to_move();
        let horse = layout::pieces(game)
            .into_iter()
            .find(|pc| layout::near(pc.at, pt, 0.1));
        Some(match horse {
            Some(pc) if pc.owner == me => {
                format!("{} {}", tr("Ngựa ở", "Horse on").now(), pc.place)
            }
            _ => tr("Ô đến", "Destination").now().to_string(),
        })
    }
}
