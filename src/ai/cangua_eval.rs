//! Cờ cá ngựa: what a position is worth to each seat, in steps of the track.
//!
//! **Evaluation** of one seat:
//! - a horse on the track is worth 8 (it has come out of the stable, which takes a 1 or a 6)
//!   plus the steps it has gone, so the gate is worth 63;
//! - a horse in the home is worth [`Style::home`] (80, or 100 in the full evaluation), less
//!   [`Style::climb`] per climb still needed (4, or 10; halved with `home=steps`) to reach the
//!   finishing cells 6, 5, 4, 3 in order of depth: a horse straight onto cell 6 (thầu mạ)
//!   needs none, one on cell 1 (sập hầm) needs five;
//! - danger: a horse on the track loses its worth times the chance that an enemy horse behind
//!   it, with nothing in between, rolls the exact distance, or that an enemy brings a horse
//!   out onto the start cell it stands on (đá: kicked back to the stable);
//! - blocking (full evaluation): 4 for each horse standing within 6 cells in front of an
//!   enemy horse, which cannot jump it;
//! - a horse standing on its own start cell while others wait in the stable costs 3;
//! - with two dice (full evaluation): [`Style::gate`] (16) for a horse standing on its gate,
//!   which can enter the home with either value, where one a step or two short spends a value
//!   just to reach the gate (short of it, any value stops there);
//! - with `stakes` on, the game's first thầu mạ is worth its chips and each sập hầm costs;
//! - a seat that has finished is worth 360 plus 30 for each place it beat.
//!
//! A player then values a position as its own worth less its rivals': the best worth among
//! the others (Easy, Medium), or their mean (Hard), which with three or four players also
//! counts setting back a seat that is not leading.
//! The weights of the full evaluation were tuned by self-play (docs/ai.md).

use crate::core::{Game, Player};
use crate::games::cangua::{
    absolute_cell, start_cell, Cangua, CanguaOptions, Dice, DiceCount, HomeRule, Place, GATE,
    HORSES, TRACK_CELLS,
};

/// Worth of coming out of the stable.
const OUT: f64 = 8.0;
/// Worth of a finished seat before its place bonus.
const FINISHED: f64 = 360.0;
/// Per place beaten.
const PLACE: f64 = 30.0;

/// Whom a player measures its own worth against (the same thing with two players).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rivals {
    /// The best of the other seats: only the leader's losses count.
    Leader,
    /// The mean of the other seats: setting back any of them counts.
    All,
}

/// What the evaluation looks at and how it weighs the home.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Whether horses within an enemy's reach count as partly lost.
    pub danger: bool,
    /// Worth of each horse standing in front of an enemy horse within 6 cells.
    pub blocking: f64,
    /// Worth of a horse in its home that needs no more climbing.
    pub home: f64,
    /// Cost of each climb a home horse still needs (halved with `home=steps`).
    pub climb: f64,
    /// Worth of a horse standing on its gate, with two dice (measured in docs/ai.md).
    pub gate: f64,
    /// Whom [`utility`] subtracts (measured with 3 and 4 players in docs/ai.md).
    pub rivals: Rivals,
}

impl Style {
    /// Progress only: the Easy level.
    pub const PROGRESS: Style = Style {
        danger: false,
        blocking: 0.0,
        home: 80.0,
        climb: 4.0,
        gate: 0.0,
        rivals: Rivals::Leader,
    };
    /// Progress and danger: the Medium level.
    pub const BASIC: Style = Style {
        danger: true,
        blocking: 0.0,
        home: 80.0,
        climb: 4.0,
        gate: 0.0,
        rivals: Rivals::Leader,
    };
    /// Everything, with the weights tuned by self-play: the Hard level.
    pub const FULL: Style = Style {
        danger: true,
        blocking: 4.0,
        home: 100.0,
        climb: 10.0,
        gate: 16.0,
        rivals: Rivals::All,
    };
}

/// The chances the danger term needs, worked out from the rules' dice once per search.
#[derive(Clone, Copy, Debug)]
pub struct Chances {
    /// `hit[d]`: the chance that a roll moves a horse exactly `d` cells (as one die's value,
    /// or as the sum of two when both are used by the same horse), ignoring extra rolls.
    hit: [f64; 13],
    /// The chance of a roll that brings a horse out (the rules' `bring-out`).
    out: f64,
}

impl Chances {
    /// The chances under `options`.
    pub fn of(options: &CanguaOptions) -> Chances {
        let mut c = Chances {
            hit: [0.0; 13],
            out: 0.0,
        };
        for roll in Dice::all(options.dice) {
            let values = roll.values();
            for (d, hit) in c.hit.iter_mut().enumerate() {
                let sum = roll.is_pair() && values.iter().sum::<u8>() as usize == d;
                if sum || values.iter().any(|&v| usize::from(v) == d) {
                    *hit += roll.chance();
                }
            }
            if options.brings_out(roll) {
                c.out += roll.chance();
            }
        }
        c
    }
}

/// Worth of a horse on the track `steps` past its start.
fn track_worth(steps: u8) -> f64 {
    OUT + f64::from(steps)
}

/// Worth of one seat's home horses: each worth `home` less the climbs it still needs.
fn home_worth(horses: &[Place; HORSES], home: f64, climb: f64) -> f64 {
    let mut homes: Vec<u8> = horses
        .iter()
        .filter_map(|h| match h {
            Place::Home(k) => Some(*k),
            _ => None,
        })
        .collect();
    homes.sort_unstable_by(|a, b| b.cmp(a));
    homes
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            let goal = 6 - i as u8;
            home - climb * f64::from(goal.saturating_sub(k))
        })
        .sum()
}

/// Who stands on each absolute track cell: the owner and its steps.
fn track(game: &Cangua) -> [Option<(Player, u8)>; TRACK_CELLS as usize] {
    let mut cells = [None; TRACK_CELLS as usize];
    for &seat in game.seats() {
        for h in game.horses(seat) {
            if let Place::Track(steps) = h {
                cells[absolute_cell(seat, steps) as usize] = Some((seat, steps));
            }
        }
    }
    cells
}

/// The chance that the horse of `owner` on absolute cell `cell` is kicked before its owner
/// moves again (each enemy gets one roll).
fn kick_chance(
    game: &Cangua,
    cells: &[Option<(Player, u8)>; TRACK_CELLS as usize],
    chances: &Chances,
    owner: Player,
    cell: u8,
) -> f64 {
    let reach = if game.options().dice == DiceCount::One {
        6
    } else {
        12
    };
    let mut safe = 1.0;
    for &enemy in game.seats() {
        if enemy == owner || game.places().contains(&enemy) {
            continue;
        }
        let mut hit = 0.0f64;
        // Enemy horses behind within reach, with every cell between empty.
        for d in 1..=reach {
            let from = (cell as i32 - d as i32).rem_euclid(TRACK_CELLS as i32) as usize;
            match cells[from] {
                Some((p, steps)) if p == enemy && steps + d <= GATE => {
                    hit += chances.hit[usize::from(d)];
                    break;
                }
                Some(_) => break,
                None => {}
            }
        }
        if cell == start_cell(enemy) && game.horses(enemy).contains(&Place::Stable) {
            hit += chances.out;
        }
        safe *= 1.0 - hit.min(1.0);
    }
    1.0 - safe
}

/// Whether the nearest horse behind `cell`, within 6 cells, is an enemy's (which cannot
/// jump the horse of `owner` on `cell`).
fn blocks(cells: &[Option<(Player, u8)>; TRACK_CELLS as usize], owner: Player, cell: u8) -> bool {
    (1..=6)
        .map(|d| cells[(i32::from(cell) - d).rem_euclid(i32::from(TRACK_CELLS)) as usize])
        .find(Option::is_some)
        .flatten()
        .is_some_and(|(p, _)| p != owner)
}

/// The worth of every seat (indexed by seat number; seats not playing get 0), with the
/// `chances` of `game`'s options.
pub fn worth(game: &Cangua, style: Style, chances: &Chances) -> [f64; 4] {
    let options = game.options();
    let climb = if options.home == HomeRule::Steps {
        style.climb / 2.0
    } else {
        style.climb
    };
    // With one die a horse short of the gate wastes nothing more than a step or two.
    let gate = if options.dice == DiceCount::Two {
        style.gate
    } else {
        0.0
    };
    let cells = track(game);
    let seats = game.seats().len();
    let mut out = [0.0; 4];
    for &seat in game.seats() {
        if let Some(place) = game.places().iter().position(|&p| p == seat) {
            out[seat.index()] = FINISHED + PLACE * (seats - 1 - place) as f64;
            continue;
        }
        let horses = game.horses(seat);
        let mut v = home_worth(&horses, style.home, climb);
        let waiting = horses.contains(&Place::Stable);
        for h in horses {
            if let Place::Track(steps) = h {
                let w = track_worth(steps);
                v += w;
                let cell = absolute_cell(seat, steps);
                if style.danger {
                    v -= w * kick_chance(game, &cells, chances, seat, cell);
                }
                if style.blocking > 0.0 && blocks(&cells, seat, cell) {
                    v += style.blocking;
                }
                if steps == 0 && waiting {
                    v -= 3.0;
                }
                if steps == GATE {
                    v += gate;
                }
            }
        }
        if options.stakes {
            let others = (seats - 1) as f64;
            if game.thau_ma_first() == Some(seat) {
                v += 10.0 * f64::from(options.thau_ma_chips) * others;
            }
            v -= 10.0 * f64::from(game.sap_ham_count(seat)) * others;
        }
        out[seat.index()] = v;
    }
    out
}

/// How `player` values the worths `w`: its own less the best of the other seats, or less
/// their mean, as `style` says.
pub fn utility(game: &Cangua, w: &[f64; 4], player: Player, style: Style) -> f64 {
    let others = game.seats().iter().filter(|&&s| s != player);
    let rival = match style.rivals {
        Rivals::Leader => others
            .map(|s| w[s.index()])
            .fold(f64::NEG_INFINITY, f64::max),
        Rivals::All => {
            let (sum, n) = others.fold((0.0, 0.0), |(sum, n), s| (sum + w[s.index()], n + 1.0));
            sum / n
        }
    };
    w[player.index()] - rival
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameOptions;

    /// With two dice Hard's evaluation values a horse on its gate above one a step short
    /// of it (which must spend a value to reach the gate); with one die, and for Medium, the
    /// step short is worth one step less, as the track counts.
    #[test]
    fn a_horse_on_its_gate_is_worth_more_with_two_dice() {
        let worth_of = |dice: &str, style: Style, red: &str| {
            let mut o = CanguaOptions::default();
            o.set("dice", dice).unwrap();
            let g = Cangua::from_position(&format!("r={red},s,s,s y=t3,s,s,s r -"), o).unwrap();
            worth(&g, style, &Chances::of(g.options()))[Player::Red.index()]
        };
        let gain = |dice, style| worth_of(dice, style, "t55") - worth_of(dice, style, "t54");
        assert!((gain("2", Style::FULL) - (1.0 + Style::FULL.gate)).abs() < 1e-9);
        assert!((gain("1", Style::FULL) - 1.0).abs() < 1e-9);
        assert!((gain("2", Style::BASIC) - 1.0).abs() < 1e-9);
    }

    /// Hard measures itself against the mean of the other seats, so setting back any of
    /// them counts; Medium and Easy against the leader alone; with two players both agree.
    #[test]
    fn hard_counts_every_rival_and_medium_only_the_leader() {
        let game = |pos: &str| Cangua::from_position(pos, CanguaOptions::default()).unwrap();
        let four = game("r=t3,s,s,s b=t4,s,s,s y=t5,s,s,s g=t6,s,s,s r -");
        let two = game("r=t3,s,s,s y=t5,s,s,s r -");
        let mut w = [0.0; 4];
        for (p, x) in Player::ALL.iter().zip([50.0, 80.0, 20.0, 20.0]) {
            w[p.index()] = x;
        }
        let red = |g: &Cangua, style| utility(g, &w, Player::Red, style);
        assert!((red(&four, Style::FULL) - (50.0 - 40.0)).abs() < 1e-9);
        assert!((red(&four, Style::BASIC) - (50.0 - 80.0)).abs() < 1e-9);
        assert!((red(&four, Style::PROGRESS) - (50.0 - 80.0)).abs() < 1e-9);
        assert!((red(&two, Style::FULL) - (50.0 - 20.0)).abs() < 1e-9);
        assert!((red(&two, Style::BASIC) - (50.0 - 20.0)).abs() < 1e-9);
    }

    /// The chances read from the rules' dice are the ones of the closed forms the
    /// evaluation was tuned with: 1/6 per value with one die; with two, 11/36 for a value
    /// shown plus the ways the sum makes it; bringing out 2/6, 8/36, 1/6, 6/36.
    #[test]
    fn chances_from_the_rules_dice_match_the_closed_forms() {
        for (dice, bring_out, out) in [
            ("1", "1-6", 2.0 / 6.0),
            ("2", "1-6", 8.0 / 36.0),
            ("1", "6", 1.0 / 6.0),
            ("2", "6", 6.0 / 36.0),
        ] {
            let mut o = CanguaOptions::default();
            o.set("dice", dice).unwrap();
            o.set("bring-out", bring_out).unwrap();
            let c = Chances::of(&o);
            assert!((c.out - out).abs() < 1e-12, "{dice} {bring_out}");
            for d in 0..=12u8 {
                let expect = if dice == "1" {
                    if (1..=6).contains(&d) {
                        1.0 / 6.0
                    } else {
                        0.0
                    }
                } else {
                    let single = if (1..=6).contains(&d) { 11.0 } else { 0.0 };
                    let sum = if (2..=12).contains(&d) {
                        6.0 - (f64::from(d) - 7.0).abs()
                    } else {
                        0.0
                    };
                    (single + sum) / 36.0
                };
                assert!(
                    (c.hit[usize::from(d)] - expect).abs() < 1e-12,
                    "{dice} d={d}"
                );
            }
        }
    }
}
