//! The one move generator: every legal roll before the dice are thrown, every legal horse
//! move after. Everything else (is this legal, lost dice, hints) asks it.

use super::dice::{Dice, DiceState};
use super::game::{Cangua, Move};
use super::options::HomeRule;
use super::place::{absolute_cell, Place, GATE, HOME_CELLS, TRACK_CELLS};
use crate::core::Player;

/// Who stands where: the owner of each absolute track cell, and each seat's home cells.
pub(crate) struct Board {
    /// The owner of the horse on each absolute track cell.
    track: [Option<Player>; TRACK_CELLS as usize],
    /// Whether each home cell (index 1–6) of each seat holds a horse.
    home: [[bool; HOME_CELLS as usize + 1]; 4],
}

impl Board {
    /// The board of `game`.
    pub(crate) fn of(game: &Cangua) -> Board {
        let mut board = Board {
            track: [None; TRACK_CELLS as usize],
            home: [[false; HOME_CELLS as usize + 1]; 4],
        };
        for &seat in &game.seats {
            for place in game.horses(seat) {
                match place {
                    Place::Track(steps) => {
                        board.track[absolute_cell(seat, steps) as usize] = Some(seat);
                    }
                    Place::Home(k) => board.home[seat.index()][k as usize] = true,
                    Place::Stable => {}
                }
            }
        }
        board
    }

    /// The owner of the horse `steps` past `player`'s start, if any.
    pub(crate) fn on_track(&self, player: Player, steps: u8) -> Option<Player> {
        self.track[absolute_cell(player, steps) as usize]
    }

    /// Whether `player`'s home cells `low..=high` are all empty.
    fn home_clear(&self, player: Player, low: u8, high: u8) -> bool {
        (low..=high).all(|k| !self.home[player.index()][k as usize])
    }
}

/// Where a horse of `player` on `from` (not the stable) lands with a roll of `value`,
/// if it may: no horse jumped, not its own horse at the end, never past the gate.
pub(crate) fn target(
    game: &Cangua,
    board: &Board,
    player: Player,
    from: Place,
    value: u8,
) -> Option<Place> {
    match from {
        Place::Stable => None,
        Place::Track(GATE) => {
            let ok = value <= HOME_CELLS && board.home_clear(player, 1, value);
            ok.then_some(Place::Home(value))
        }
        Place::Track(steps) => {
            let to = steps + value;
            if to > GATE || (steps + 1..to).any(|s| board.on_track(player, s).is_some()) {
                return None;
            }
            (board.on_track(player, to) != Some(player)).then_some(Place::Track(to))
        }
        Place::Home(k) => {
            let to = match game.options.home {
                HomeRule::Climb if value == k + 1 => value,
                HomeRule::Climb => return None,
                HomeRule::Steps => k + value,
            };
            let ok = to <= HOME_CELLS && board.home_clear(player, k + 1, to);
            ok.then_some(Place::Home(to))
        }
    }
}

/// Every legal move of the game: the rolls before the dice are thrown, the horse moves
/// after; nothing once the game is over.
pub(crate) fn legal_moves(game: &Cangua) -> Vec<Move> {
    if game.over {
        return Vec::new();
    }
    match game.dice {
        DiceState::ToRoll => Dice::all(game.options.dice)
            .into_iter()
            .map(Move::Roll)
            .collect(),
        DiceState::Rolled { roll, left } => step_moves(game, roll, left),
    }
}

/// The horse moves of the player to move with `left` still to use of `roll`: first
/// bringing a horse out with the whole roll, then each value left (low first) for each
/// horse (most advanced first).
pub(crate) fn step_moves(game: &Cangua, roll: Dice, left: Dice) -> Vec<Move> {
    let player = game.to_move;
    let board = Board::of(game);
    let horses = game.horses(player);
    let mut moves = Vec::new();
    let can_bring_out = left == roll
        && game.options.brings_out(roll)
        && horses.contains(&Place::Stable)
        && board.on_track(player, 0) != Some(player);
    if can_bring_out {
        moves.push(Move::Step {
            die: roll,
            from: Place::Stable,
            to: Place::Track(0),
        });
    }
    let values = left.values();
    for (i, &value) in values.iter().enumerate() {
        if values[..i].contains(&value) {
            continue;
        }
        let Some(die) = Dice::one(value) else {
            continue;
        };
        for from in horses {
            if let Some(to) = target(game, &board, player, from, value) {
                moves.push(Move::Step { die, from, to });
            }
        }
    }
    moves
}
