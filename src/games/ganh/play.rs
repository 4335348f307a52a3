//! What a move does: the piece steps, then gánh, then vây, then the mở it leaves for the
//! opponent.

use super::board::{dilate, ADJ, FULL, PAIRS};
use super::options::{Forced, Vay};
use super::position::Position;
use super::report::Effects;

/// Gánh (carry): the enemy pieces in `them` that stand in pairs on either side of `to`
/// along a line through `to`. All lines at once: 0, 2, 4, 6 or 8 pieces.
#[inline]
pub(crate) fn ganh(to: usize, them: u32) -> u32 {
    let mut taken = 0;
    for pair in PAIRS[to] {
        if them & pair == pair {
            taken |= pair;
        }
    }
    taken
}

/// Vây (enclosure) under `rule`: the pieces of every group in `them` with no empty point
/// next to it, or with [`Vay::Single`] every piece of `them` with no empty point next to it.
#[inline]
pub(crate) fn vay(them: u32, empty: u32, rule: Vay) -> u32 {
    if rule == Vay::Single {
        return them & !dilate(empty);
    }
    let mut free = them & dilate(empty);
    if free == them {
        return 0;
    }
    loop {
        let grown = free | (dilate(free) & them);
        if grown == free {
            return them & !free;
        }
        free = grown;
    }
}

impl Position {
    /// The position after the player to move steps from point index `from` to point index
    /// `to` (a legal move), and what the move converted and opened. `before` must be
    /// [`Position::their_ganh_points`] of this position (asked once per position, not per move).
    #[inline]
    pub fn after(
        &self,
        from: usize,
        to: usize,
        (forced, rule): (Forced, Vay),
        before: u32,
    ) -> (Position, Effects) {
        debug_assert!(ADJ[from] & (1 << to) != 0);
        let ganh = ganh(to, self.them);
        let us = (self.us ^ (1 << from) ^ (1 << to)) | ganh;
        let them = self.them & !ganh;
        let vay = vay(them, !(us | them) & FULL, rule);
        let mut next = Position {
            us: them & !vay,
            them: us | vay,
            side: self.side.opponent(),
            mo: 0,
        };
        let mo = if forced == Forced::Off {
            0
        } else {
            next.ganh_points() & !before
        };
        if forced == Forced::Opening {
            next.mo = mo;
        }
        (next, Effects { ganh, vay, mo })
    }
}
