//! A position of Cờ gánh without its history, and the rules that turn it into the next one:
//! the one copy of what a move does (with the count of plies since a conversion) and of how
//! a game ends, used by [`super::Ganh`] and by the computer opponent's search alike (as
//! shakmaty's `play_unchecked`). It is `Copy`, so a search copies it and plays on the copy.

use super::board::{Bits, ADJ};
use super::options::{Forced, GanhOptions, Vay};
use super::point::Move;
use super::position::Position;
use super::report::Effects;
use crate::core::{EndReason, Outcome};

/// The options a position's moves and ends depend on, copied out of [`GanhOptions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    /// Which gánh the player to move must take.
    pub forced: Forced,
    /// Which groups vây converts.
    pub vay: Vay,
    /// Plies in a row without a conversion that draw the game (`u32::MAX`: the rule is off).
    pub no_progress: u32,
}

impl Rules {
    /// The rules of `options`.
    pub fn of(options: &GanhOptions) -> Rules {
        Rules {
            forced: options.forced,
            vay: options.vay,
            no_progress: options.no_progress.plies().unwrap_or(u32::MAX),
        }
    }
}

/// The position and the plies since a piece was last converted, with the rules they are
/// played by.
#[derive(Clone, Copy, Debug)]
pub struct State {
    /// The position now.
    pub(crate) pos: Position,
    /// Plies since a piece was last converted.
    pub(crate) quiet: u32,
    /// What the moves and ends depend on.
    pub(crate) rules: Rules,
}

impl State {
    /// `pos` with no ply played yet.
    pub(crate) fn new(pos: Position, rules: Rules) -> State {
        State {
            pos,
            quiet: 0,
            rules,
        }
    }

    /// Plays `mv`, which must be legal here: the step, gánh, vây and the mở it leaves; the
    /// count of quiet plies starts again when a piece was converted. Returns what it did.
    #[inline]
    pub(crate) fn play_unchecked(&mut self, mv: Move) -> Effects {
        let before = if self.rules.forced == Forced::Off {
            0 // no mở without an obligation, so what was open before does not matter
        } else {
            self.pos.their_ganh_points()
        };
        let (next, fx) = self.pos.after(
            mv.from.index(),
            mv.to.index(),
            (self.rules.forced, self.rules.vay),
            before,
        );
        self.pos = next;
        self.quiet = if fx.ganh | fx.vay != 0 {
            0
        } else {
            self.quiet + 1
        };
        fx
    }

    /// Calls `emit` with the legal moves that land on a point of `onto` (all of them for
    /// [`super::board::FULL`]), in index order; none once the game is over here.
    #[inline]
    pub(crate) fn moves_onto(&self, onto: u32, mut emit: impl FnMut(Move)) {
        let targets = self.pos.targets(self.rules.forced) & onto;
        for from in Bits(self.pos.us) {
            for to in Bits(ADJ[from.index()] & targets) {
                emit(Move { from, to });
            }
        }
    }

    /// The points the player to move must land on (0 when the move is free): the mở points
    /// with forced=opening, every gánh point with forced=always.
    #[inline]
    pub(crate) fn obligation(&self) -> u32 {
        match self.rules.forced {
            Forced::Opening => self.pos.mo,
            Forced::Always => self.pos.ganh_points(),
            Forced::Off => 0,
        }
    }

    /// How the game stands ended here, in this order: a side without pieces, the player to
    /// move without a move, the third repetition (`repeated`: only the game knows its
    /// history), the no-progress rule's plies without a conversion (100 or 50).
    #[inline]
    pub(crate) fn ended(&self, repeated: impl FnOnce() -> bool) -> Option<Outcome> {
        let side = self.pos.side;
        if self.pos.us == 0 {
            return Some(Outcome::Win(side.opponent(), EndReason::NoPieces));
        }
        if self.pos.them == 0 {
            return Some(Outcome::Win(side, EndReason::NoPieces));
        }
        if self.pos.count_moves(self.rules.forced) == 0 {
            return Some(Outcome::Win(side.opponent(), EndReason::NoMoves));
        }
        if repeated() {
            return Some(Outcome::Draw(EndReason::Repetition));
        }
        if self.quiet >= self.rules.no_progress {
            return Some(Outcome::Draw(EndReason::NoProgress));
        }
        None
    }
}
