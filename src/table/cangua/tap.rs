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

/// A tap on the board that touched `touch` (not the dice): a move played, or the
/// selection and the notice changed.
pub fn touch(t: &mut CanguaTable, touch: Touch) -> Option<Played<Cangua>> {
    t.quiet();
    if !t.person_to_move() {
        return None;
    }
    if t.game().dice() == DiceState::ToRoll {
        if matches!(touch, Touch::Horse(_)) {
            t.set_notice(Some(words::ROLL_FIRST.text()));
        }
        return None;
    }
    match touch {
        Touch::Target(mv) => return t.choose(mv),
        Touch::Horse(place) => {
            let moves = t.moves_from(place);
            match moves.as_slice() {
                [] => {
                    t.select(None);
                    t.set_notice(Some(words::CANNOT_MOVE.text()));
                }
                [mv] => return t.choose(*mv),
                _ if t.selected() == Some(place) => t.select(None),
                _ => t.select(Some(place)),
            }
        }
        Touch::Other => {
            t.select(None);
            t.set_notice(Some(words::NOT_YOUR_HORSE.text()));
        }
        Touch::Nothing => t.select(None),
    }
    None
}

/// A tap on the die showing `value`, after the roll: the one move that uses it (from the
/// picked-up horse, if one is), or why there is none or more than one.
pub fn touch_die(t: &mut CanguaTable, value: u8) -> Option<Played<Cangua>> {
    t.quiet();
    let DiceState::Rolled { left, .. } = t.game().dice() else {
        return None;
    };
    if !t.person_to_move() {
        return None;
    }
    if !left.values().contains(&value) {
        t.set_notice(Some(words::NO_USE_FOR_DIE.text()));
        return None;
    }
    let selected = t.selected();
    let candidates: Vec<Move> = t
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
        [mv] => return t.choose(*mv),
        [] => t.set_notice(Some(words::NO_USE_FOR_DIE.text())),
        _ => t.set_notice(Some(words::PICK_HORSE.text())),
    }
    None
}

/// A roll a person made (the Roll button, the dice, real dice entered): played, and
/// moves by themselves may follow again.
pub fn roll_with(t: &mut CanguaTable, dice: Dice) -> Option<Played<Cangua>> {
    t.p.auto_hold = false;
    t.choose(Move::Roll(dice))
}

/// The move that plays by itself now, if any: the automatic-move setting is on, the
/// roll allows one move only, and nothing holds it back (a jump in the history waits for
/// the person; undone moves wait for Redo; `asking` is true while the board asks the
/// person something, such as the faces of real dice).
pub fn auto_move(t: &CanguaTable, asking: bool) -> Option<Move> {
    if !t.prefs().on(AUTO, true) || t.p.auto_hold || asking || t.session().can_redo() {
        return None;
    }
    match t.game().legal_moves().as_slice() {
        [mv @ Move::Step { .. }] => Some(*mv),
        _ => None,
    }
}
