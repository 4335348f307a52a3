//! Motion on the Cờ cá ngựa board: the dice tumbling, a horse hopping cell by cell, a
//! kicked horse going back to its stable. Positions are in grid cells, as
//! [`super::geometry::Geometry::xy`] takes them.

use crate::core::Player;
use crate::games::cangua::Dice;
use crate::web::paint::{ease_out, progress, sin};
use std::f64::consts::PI;

/// How long one hop from cell to cell takes.
pub const HOP_MS: f64 = 120.0;
/// How long the hop out of the stable onto the start cell takes (a longer way).
pub const OUT_MS: f64 = 260.0;
/// How long a kicked horse takes to fly back to its stable.
pub const KICK_MS: f64 = 380.0;
/// How long the dice tumble before they show the roll.
pub const ROLL_MS: f64 = 500.0;

/// A point on the grid, in cells.
pub type Pt = (f64, f64);

/// A kicked horse going back to its stable.
#[derive(Clone, Debug)]
pub struct Kick {
    /// Whose horse it is.
    pub player: Player,
    /// Where it stood.
    pub from: Pt,
    /// The stable spot it goes to.
    pub to: Pt,
}

/// A horse's journey being shown.
#[derive(Clone, Debug)]
pub struct Hop {
    /// When it started.
    pub t0: f64,
    /// Whose horse moves.
    pub player: Player,
    /// Every point it stands on, start to end.
    pub points: Vec<Pt>,
    /// How long each hop (from `points[i]` to `points[i + 1]`) takes.
    pub times: Vec<f64>,
    /// The horse it kicks, which leaves once the mover has landed.
    pub kick: Option<Kick>,
}

impl Hop {
    /// How long the hops take, without the kick.
    pub fn hops_ms(&self) -> f64 {
        self.times.iter().sum()
    }

    /// When the mover lands.
    pub fn landed_at(&self) -> f64 {
        self.t0 + self.hops_ms()
    }

    /// Whether everything has come to rest at `now`.
    pub fn done(&self, now: f64) -> bool {
        let kick = if self.kick.is_some() { KICK_MS } else { 0.0 };
        now >= self.landed_at() + kick
    }

    /// Where the moving horse is at `now`, and how high it is lifted (0 on a cell, 1 at
    /// the top of a hop).
    pub fn mover(&self, now: f64) -> (Pt, f64) {
        let mut t = now - self.t0;
        for (i, &d) in self.times.iter().enumerate() {
            if t < d {
                let f = crate::web::paint::clamp(t / d, 0.0, 1.0);
                let smooth = f * f * (3.0 - 2.0 * f);
                return (
                    lerp(self.points[i], self.points[i + 1], smooth),
                    sin(f * PI),
                );
            }
            t -= d;
        }
        (self.points.last().copied().unwrap_or_default(), 0.0)
    }

    /// Where the kicked horse is at `now`: on its cell until the mover lands, then flying.
    pub fn kicked(&self, now: f64) -> Option<(Player, Pt, f64)> {
        let k = self.kick.as_ref()?;
        let f = progress(now, self.landed_at(), KICK_MS);
        Some((k.player, lerp(k.from, k.to, ease_out(f)), sin(f * PI)))
    }
}

/// The dice tumbling before they show a roll.
#[derive(Clone, Debug)]
pub struct Tumble {
    /// When the roll was made.
    pub t0: f64,
    /// Who rolled.
    pub player: Player,
    /// What the dice show at the end.
    pub dice: Dice,
}

impl Tumble {
    /// Whether the dice have settled at `now`.
    pub fn done(&self, now: f64) -> bool {
        now >= self.t0 + ROLL_MS
    }

    /// The faces shown at `now`: the roll itself from the first frame (the dice only
    /// wobble as they land), so they never show another number than the panel says.
    pub fn faces(&self, _now: f64) -> Vec<u8> {
        self.dice.values().to_vec()
    }

    /// A small turn of the dice while they tumble (radians).
    pub fn wobble(&self, now: f64, i: usize) -> f64 {
        let f = progress(now, self.t0, ROLL_MS);
        if f >= 1.0 {
            return 0.0;
        }
        sin((now - self.t0) / 45.0 + i as f64 * 1.7) * 0.35 * (1.0 - f)
    }
}

/// The point a fraction `f` of the way from `a` to `b`.
pub fn lerp(a: Pt, b: Pt, f: f64) -> Pt {
    (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cangua::Dice;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn tumbling_dice_show_the_roll_itself_at_every_moment() {
        let t = Tumble {
            t0: 1000.0,
            player: Player::Red,
            dice: Dice::two(5, 2).unwrap(),
        };
        for ms in (0..=600).step_by(7) {
            assert_eq!(
                t.faces(1000.0 + f64::from(ms)),
                vec![2, 5],
                "at {ms} ms (low first)"
            );
        }
        assert!(t.wobble(1100.0, 0).abs() > 0.0 || t.wobble(1150.0, 0).abs() > 0.0);
        assert_eq!(t.wobble(1000.0 + ROLL_MS, 0), 0.0, "upright once landed");
    }
}
