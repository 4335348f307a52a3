//! Where things stand on the grid: every horse (stable horses fill their spots in order),
//! the dice beside each stable, the real-dice picker, and the names the end-to-end tests
//! use (`r:s0`, `r:t12`, `r:h3`, `dice`, `die6`).

use super::anim::Pt;
use super::geometry;
use crate::core::Player;
use crate::games::cangua::{absolute_cell, Cangua, Place};

/// One horse as drawn.
#[derive(Clone, Copy, Debug)]
pub struct Piece {
    /// Its owner.
    pub owner: Player,
    /// Its place in the rules.
    pub place: Place,
    /// Where it is drawn.
    pub at: Pt,
}

/// The grid point of a horse of `owner` on `place` (stable horses: spot `spot`).
pub fn grid_of(owner: Player, place: Place, spot: usize) -> Pt {
    match place {
        Place::Stable => geometry::stable(owner.index(), spot),
        Place::Track(steps) => geometry::track(absolute_cell(owner, steps) as usize),
        Place::Home(k) => geometry::home(owner.index(), k),
    }
}

/// How many horses `p` has in its stable.
pub fn stable_count(game: &Cangua, p: Player) -> usize {
    game.horses(p)
        .iter()
        .filter(|h| **h == Place::Stable)
        .count()
}

/// Every horse of the playing seats and where it is drawn.
pub fn pieces(game: &Cangua) -> Vec<Piece> {
    let mut out = Vec::new();
    for &owner in game.seats() {
        let mut spot = 0;
        for place in game.horses(owner) {
            let here = if place == Place::Stable { spot } else { 0 };
            out.push(Piece {
                owner,
                place,
                at: grid_of(owner, place, here),
            });
            if place == Place::Stable {
                spot += 1;
            }
        }
    }
    out
}

/// Size of one die in cells when `count` dice are shown.
pub fn die_size(count: usize) -> f64 {
    if count > 1 {
        1.36
    } else {
        1.5
    }
}

/// The centres of `count` dice shown at `seat`'s stable, between its four horse spots.
pub fn dice_at(seat: usize, count: usize) -> Vec<Pt> {
    let (cx, cy) = geometry::stable_centre(seat);
    if count > 1 {
        let d = die_size(count) * 0.55;
        vec![(cx - d, cy), (cx + d, cy)]
    } else {
        vec![(cx, cy)]
    }
}

/// Size of a face in the real-dice picker, in cells.
pub const FACE: f64 = 2.0;

/// The centre of face `v` (1–6) in the real-dice picker: two rows of three over the
/// middle of the board.
pub fn picker_face(v: u8) -> Pt {
    // Whole numbers: a float remainder would bring fmod's code into the page module.
    let i = v.clamp(1, 6) - 1;
    let (col, row) = (f64::from(i % 3), f64::from(i / 3));
    (7.0 + (col - 1.0) * (FACE + 0.45), 6.9 + row * (FACE + 0.45))
}

/// The picker's panel as (left, top, right, bottom) in grid corners.
pub fn picker_panel() -> (f64, f64, f64, f64) {
    let half = 1.5 * FACE + 0.45 + 0.55;
    let bottom = picker_face(6).1 + 0.5 + FACE / 2.0 + 0.6;
    (7.5 - half, 4.3, 7.5 + half, bottom)
}

/// Reads a test name: `r:s0`–`r:s3` (stable spots), `r:t12` (track, steps from that
/// colour's start), `r:h3` (home cell), into a grid point.
pub fn named(name: &str) -> Option<Pt> {
    let (colour, rest) = name.split_once(':')?;
    let mut letters = colour.chars();
    let owner = Player::from_letter(letters.next()?)?;
    if letters.next().is_some() {
        return None;
    }
    if let Some(n) = rest.strip_prefix('s') {
        let n: usize = n.parse().ok()?;
        return (n < 4).then(|| geometry::stable(owner.index(), n));
    }
    Place::parse(rest).map(|place| grid_of(owner, place, 0))
}

/// Whether grid point `p` lies within `r` cells of `q`.
pub fn near(p: Pt, q: Pt, r: f64) -> bool {
    (p.0 - q.0).powi(2) + (p.1 - q.1).powi(2) <= r * r
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn names_find_stable_track_and_home() {
        assert_eq!(named("r:s0"), Some(geometry::stable(0, 0)));
        assert_eq!(named("b:t0"), Some(geometry::track(14)));
        assert_eq!(named("r:t55"), Some(geometry::track(55)));
        assert_eq!(named("y:h3"), Some(geometry::home(2, 3)));
        assert_eq!(named("r:s4"), None);
        assert_eq!(named("x:t1"), None);
        assert_eq!(named("dice"), None);
    }

    #[test]
    fn picker_faces_sit_inside_the_panel() {
        let (l, t, r, b) = picker_panel();
        for v in 1..=6 {
            let (x, y) = picker_face(v);
            assert!(
                x - FACE / 2.0 + 0.5 > l && x + FACE / 2.0 + 0.5 < r,
                "face {v}"
            );
            assert!(
                y - FACE / 2.0 + 0.5 > t && y + FACE / 2.0 + 0.5 < b,
                "face {v}"
            );
        }
    }
}
