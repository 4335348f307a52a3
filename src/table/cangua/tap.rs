//! What a tap on Cờ cá ngựa's board does, once the board has found what it touched: the
//! table decides (pick a horse up, play its only move, say why not), as it decides which move
//! plays by itself. The board only finds the horse, die or cell under a finger, and draws.

use super::words;
use super::{CanguaTable, AUTO};
use crate::core::Game;
use crate::games::cangua::{Cangua, Dice, DiceState, Move, Place};
use crate::table::Played;

/// What a tap touched on the board, in the player to move's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// A lit cell: where the picked-up horse goes with this move.
    Target(Move),
    /// A horse of the player to move (or their stable, while a horse is in it).
    Horse(Place),
    /// Another player's horse.
    Other,
    /// Nothing that plays.
    Nothing,
}

impl CanguaTable {
    /// A tap on the board that touched `touch` (not the dice): a move played, or the
    /// selection and the notice changed.
    pub fn touch(&mut self, touch: Touch) -> Option<Played<Cangua>> {
        self.quiet();
        if !self.person_to_move() {
            return None;
        }
        if self.game().dice() == DiceState::ToRoll {
            if matches!(touch, Touch::Horse(_)) {
                self.set_notice(Some(words::ROLL_FIRST.text()));
            }
            return None;
        }
        match touch {
            Touch::Target(mv) => return self.choose(mv),
            Touch::Horse(place) => {
                let moves = self.moves_from(place);
                match moves.as_slice() {
                    [] => {
                        self.select(None);
                        self.set_notice(Some(words::CANNOT_MOVE.text()));
                    }
                    [mv] => return self.choose(*mv),
                    _ if self.selected() == Some(place) => self.select(None),
                    _ => self.select(Some(place)),
                }
            }
            Touch::Other => {
                self.select(None);
                self.set_notice(Some(words::NOT_YOUR_HORSE.text()));
            }
            Touch::Nothing => self.select(None),
        }
        None
    }

    /// A tap on the die showing `value`, after the roll: the one move that uses it (from the
    /// picked-up horse, if one is), or why there is none or more than one.
    pub fn touch_die(&mut self, value: u8) -> Option<Played<Cangua>> {
        self.quiet();
        let DiceState::Rolled { left, .. } = self.game().dice() else {
            return None;
        };
        if !self.person_to_move() {
            return None;
        }
        if !left.values().contains(&value) {
            self.set_notice(Some(words::NO_USE_FOR_DIE.text()));
            return None;
        }
        let selected = self.selected();
        let candidates: Vec<Move> = self
            .game()
            .legal_moves()
            .into_iter()
            .filter(|mv| match mv {
                Move::Step { die, from, .. } => {
                    die.values().contains(&value) && selected.is_none_or(|s| s == *from)
                }
                Move::Roll(_) => false,
            })
            .collect();
        match candidates.as_slice() {
            [mv] => return self.choose(*mv),
            [] => self.set_notice(Some(words::NO_USE_FOR_DIE.text())),
            _ => self.set_notice(Some(words::PICK_HORSE.text())),
        }
        None
    }

    /// A roll a person made (the Roll button, the dice, real dice entered): played, and
    /// moves by themselves may follow again.
    pub fn roll_with(&mut self, dice: Dice) -> Option<Played<Cangua>> {
        self.p.auto_hold = false;
        self.choose(Move::Roll(dice))
    }

    /// The move that plays by itself now, if any: the automatic-move setting is on, the
    /// roll allows one move only, and nothing holds it back (a jump in the history waits for
    /// the person; undone moves wait for Redo; `asking` is true while the board asks the
    /// person something, such as the faces of real dice).
    pub fn auto_move(&self, asking: bool) -> Option<Move> {
        if !self.prefs().on(AUTO, true) || self.p.auto_hold || asking || self.session().can_redo() {
            return None;
        }
        match self.game().legal_moves().as_slice() {
            [mv @ Move::Step { .. }] => Some(*mv),
            _ => None,
        }
    }
}
