//! Playing a move: rolling, moving a horse, kicking (đá), entering the home (thầu mạ,
//! sập hầm), lost dice, extra rolls, finishing and places.

use super::dice::{Dice, DiceState};
use super::game::{Cangua, CanguaReport, Move};
use super::movegen::{self, Board};
use super::options::{BringOut, Direction, ExtraRoll};
use super::place::{most_advanced_first, Place, GATE, HOME_CELLS};
use crate::core::{PlayError, Player, Text};

/// Plays `mv` on `game` if it is legal; otherwise leaves `game` unchanged.
pub(crate) fn play(game: &mut Cangua, mv: Move) -> Result<CanguaReport, PlayError> {
    if game.over {
        return Err(PlayError::GameOver);
    }
    if !movegen::legal_moves(game).contains(&mv) {
        return Err(PlayError::Illegal(why_illegal(game, mv)));
    }
    let mut report = CanguaReport {
        mv,
        player: game.to_move,
        kicked: None,
        thau_ma: false,
        sap_ham: false,
        finished: None,
        lost_dice: None,
        extra_roll: false,
        third_six: false,
        path: Vec::new(),
    };
    match mv {
        Move::Roll(dice) => roll(game, dice, &mut report),
        Move::Step { die, from, to } => step(game, die, from, to, &mut report),
    }
    Ok(report)
}

/// Throws the dice: the generator moves on whatever they show.
fn roll(game: &mut Cangua, dice: Dice, report: &mut CanguaReport) {
    game.roller.roll(game.options.dice);
    if game.options.three_sixes {
        game.sixes = if dice.is_six() { game.sixes + 1 } else { 0 };
        if game.sixes >= 3 {
            report.third_six = true;
            report.lost_dice = Some(dice);
            game.dice = DiceState::ToRoll;
            pass_turn(game);
            return;
        }
    }
    game.dice = DiceState::Rolled {
        roll: dice,
        left: dice,
    };
    if movegen::step_moves(game, dice, dice).is_empty() {
        report.lost_dice = Some(dice);
        end_turn(game, dice, report);
    }
}

/// Moves one horse and settles what follows: kick, home entry, finishing, dice left.
fn step(game: &mut Cangua, die: Dice, from: Place, to: Place, report: &mut CanguaReport) {
    let DiceState::Rolled { roll, left } = game.dice else {
        return;
    };
    let player = game.to_move;
    report.path = path(from, to);
    if let Place::Track(steps) = to {
        report.kicked = kick(game, player, steps);
    }
    let horses = &mut game.horses[player.index()];
    if let Some(horse) = horses.iter_mut().find(|h| **h == from) {
        *horse = to;
    }
    most_advanced_first(horses);

    if from == Place::GATE {
        report.thau_ma = to == Place::Home(HOME_CELLS);
        report.sap_ham = to == Place::Home(1);
    }
    if report.thau_ma && game.thau_ma_first.is_none() {
        game.thau_ma_first = Some(player);
    }
    if report.sap_ham {
        game.sap_ham[player.index()] += 1;
    }

    if game.has_finished(player) {
        game.places.push(player);
        report.finished = Some((player, game.places.len()));
        settle_if_over(game);
        // A finished player's turn ends here; any value left could not move anyway.
        end_turn(game, roll, report);
        return;
    }

    let rest = if die == left {
        None
    } else {
        die.values().first().and_then(|&v| left.without(v))
    };
    match rest {
        Some(rest) if !movegen::step_moves(game, roll, rest).is_empty() => {
            game.dice = DiceState::Rolled { roll, left: rest };
        }
        Some(rest) => {
            report.lost_dice = Some(rest);
            end_turn(game, roll, report);
        }
        None => end_turn(game, roll, report),
    }
}

/// Kicks the enemy horse (if any) on the cell `steps` past `player`'s start back to its
/// stable, returning whose it was and where it stood.
fn kick(game: &mut Cangua, player: Player, steps: u8) -> Option<(Player, Place)> {
    let owner = Board::of(game)
        .on_track(player, steps)
        .filter(|&o| o != player)?;
    let cell = Place::Track(steps).cell(player);
    let horses = &mut game.horses[owner.index()];
    let horse = horses.iter_mut().find(|h| h.cell(owner) == cell)?;
    let was = *horse;
    *horse = Place::Stable;
    most_advanced_first(horses);
    Some((owner, was))
}

/// Every place a horse stands on going from `from` to `to`, both included.
fn path(from: Place, to: Place) -> Vec<Place> {
    let mut path = vec![from];
    match (from, to) {
        (Place::Track(a), Place::Track(b)) => path.extend((a + 1..=b).map(Place::Track)),
        (Place::Track(GATE), Place::Home(k)) => path.extend((1..=k).map(Place::Home)),
        (Place::Home(a), Place::Home(b)) => path.extend((a + 1..=b).map(Place::Home)),
        _ => path.push(to),
    }
    path
}

/// Whether `roll` earns another roll under the game's settings.
fn earns_extra_roll(game: &Cangua, roll: Dice) -> bool {
    match (game.options.extra_roll, roll.values()) {
        (ExtraRoll::OneOrSix, _) => roll.brings_out(),
        (ExtraRoll::SixOnly, [6]) | (ExtraRoll::SixOnly, [6, 6]) => true,
        (ExtraRoll::SixOnly, _) => false,
    }
}

/// Ends the turn of a player who rolled `roll`: the same player rolls again after a roll
/// that earns it (unless finished), otherwise the next player still racing rolls.
fn end_turn(game: &mut Cangua, roll: Dice, report: &mut CanguaReport) {
    game.dice = DiceState::ToRoll;
    if game.over {
        return;
    }
    if !game.places.contains(&game.to_move) && earns_extra_roll(game, roll) {
        report.extra_roll = true;
    } else {
        pass_turn(game);
    }
}

/// Passes the turn to the next player still racing; the count of 6s in a row starts again.
fn pass_turn(game: &mut Cangua) {
    game.sixes = 0;
    game.to_move = next_racing(game, game.to_move);
}

/// The players still racing, in turn order starting with the one after `from`.
pub(crate) fn racing_after(game: &Cangua, from: Player) -> Vec<Player> {
    let n = game.seats.len();
    let at = game.seats.iter().position(|&p| p == from).unwrap_or(0);
    (1..=n)
        .map(|i| match game.options.direction {
            Direction::SeatOrder => game.seats[(at + i) % n],
            Direction::Reverse => game.seats[(at + n - i) % n],
        })
        .filter(|p| !game.places.contains(p))
        .collect()
}

/// The next player still racing after `from` in turn order (`from` itself if none).
fn next_racing(game: &Cangua, from: Player) -> Player {
    racing_after(game, from).first().copied().unwrap_or(from)
}

/// Ends the game once only one player is still racing, or at the first finisher with
/// the option `stop` = `first`: the players still racing take the remaining places by
/// progress (horses further along first), ties in turn order after the player to move.
pub(crate) fn settle_if_over(game: &mut Cangua) {
    let mut racing = racing_after(game, game.to_move);
    let first_done = game.options.stop_at_first && !game.places.is_empty();
    if racing.len() > 1 && !first_done {
        return;
    }
    let progress = |p: &Player| -> u32 { game.horses(*p).iter().map(|h| h.progress()).sum() };
    crate::core::sort_small_by_key(&mut racing, |p| std::cmp::Reverse(progress(p)));
    game.places.extend(racing);
    game.over = true;
}

/// A sentence saying why `mv` is not legal here.
fn why_illegal(game: &Cangua, mv: Move) -> Text {
    let player = game.to_move;
    match (mv, game.dice) {
        (Move::Roll(_), DiceState::Rolled { .. }) => Text::new(
            "Đã gieo xúc xắc rồi: hãy đi một con ngựa.",
            "The dice are already rolled: move a horse.",
        ),
        (Move::Roll(dice), DiceState::ToRoll) => Text::new(
            format!("Ván này không gieo được {dice}: số xúc xắc không khớp."),
            format!("{dice} cannot be rolled in this game: wrong number of dice."),
        ),
        (Move::Step { .. }, DiceState::ToRoll) => {
            Text::new("Hãy gieo xúc xắc trước.", "Roll the dice first.")
        }
        (Move::Step { die, from, to }, DiceState::Rolled { roll, left }) => {
            let usable = if die.is_pair() {
                die == roll && left == roll
            } else {
                left.values().contains(&die.values()[0])
            };
            if !usable {
                return Text::new(
                    format!("Không dùng được {die}: xúc xắc còn {left}."),
                    format!("{die} cannot be used: the dice left are {left}."),
                );
            }
            if !game.horses(player).contains(&from) {
                return Text::new(
                    format!("{} không có ngựa ở {from}.", player.name_vi()),
                    format!("{} has no horse on {from}.", player.name_en()),
                );
            }
            if from == Place::Stable {
                let (vi, en) = match game.options.bring_out {
                    BringOut::OneOrSix => (
                        "1 hoặc 6 với một xúc xắc, 1+6 hoặc đôi với hai",
                        "1 or 6 with one die, 1+6 or a double with two",
                    ),
                    BringOut::SixOnly => (
                        "6 với một xúc xắc, đôi với hai",
                        "a 6 with one die, a double with two",
                    ),
                };
                return Text::new(
                    format!("Không ra quân được bằng {die} (cần {vi}, và ô xuất phát không có ngựa nhà)."),
                    format!("{die} cannot bring a horse out (it takes {en}, and no own horse on the start cell)."),
                );
            }
            let board = Board::of(game);
            match movegen::target(game, &board, player, from, die.values()[0]) {
                Some(other) => Text::new(
                    format!("Với {die}, ngựa ở {from} đi đến {other}, không phải {to}."),
                    format!("With {die} the horse on {from} goes to {other}, not {to}."),
                ),
                None => Text::new(
                    format!("Ngựa ở {from} không đi được {die}: bị cản, vướng ngựa nhà, vượt cửa chuồng hoặc chuồng không cho."),
                    format!("The horse on {from} cannot move {die}: it is blocked, would land on its own horse, would pass its gate, or the home does not allow it."),
                ),
            }
        }
    }
}
