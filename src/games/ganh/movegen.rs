//! The one move generator: where the player to move may land, and the moves that get there.

use super::board::{between, dilate, Bits, ADJ, FULL};
use super::options::Forced;
use super::point::{Move, Point};
use super::position::Position;

impl Position {
    /// The empty points.
    #[inline]
    pub fn empty(&self) -> u32 {
        !(self.us | self.them) & FULL
    }

    /// The gánh points of the player to move: empty points between two enemy pieces on a
    /// line, with a piece of the player to move joined to them (where a move would gánh).
    #[inline]
    pub fn ganh_points(&self) -> u32 {
        between(self.them) & self.empty() & dilate(self.us)
    }

    /// The gánh points of the other player, as if it were their turn in this position.
    #[inline]
    pub fn their_ganh_points(&self) -> u32 {
        between(self.us) & self.empty() & dilate(self.them)
    }

    /// Where the player to move may land under `forced`: the mở points when there are any
    /// (forced=opening), the gánh points when a gánh exists (forced=always), else every
    /// empty point.
    #[inline]
    pub fn targets(&self, forced: Forced) -> u32 {
        let empty = self.empty();
        match forced {
            Forced::Opening if self.mo != 0 => self.mo & empty,
            Forced::Always => match self.ganh_points() {
                0 => empty,
                g => g,
            },
            _ => empty,
        }
    }

    /// The legal moves, by starting point then landing point (index order, as `Move`'s `Ord`).
    pub fn moves(&self, forced: Forced) -> impl Iterator<Item = Move> {
        let targets = self.targets(forced);
        Bits(self.us).flat_map(move |from| {
            Bits(ADJ[from.index()] & targets).map(move |to| Move { from, to })
        })
    }

    /// How many legal moves there are (without listing them).
    #[inline]
    pub fn count_moves(&self, forced: Forced) -> u64 {
        let targets = self.targets(forced);
        Bits(self.us)
            .map(|from| u64::from((ADJ[from.index()] & targets).count_ones()))
            .sum()
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move, forced: Forced) -> bool {
        self.us & mv.from.bit() != 0
            && ADJ[mv.from.index()] & self.targets(forced) & mv.to.bit() != 0
    }

    /// The legal moves of the piece on `p` (none if it is not a piece of the player to move).
    pub fn moves_from(&self, p: Point, forced: Forced) -> impl Iterator<Item = Move> {
        let targets = if self.us & p.bit() != 0 {
            ADJ[p.index()] & self.targets(forced)
        } else {
            0
        };
        Bits(targets).map(move |to| Move { from: p, to })
    }
}
