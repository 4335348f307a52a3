//! The Cờ cá ngựa player: expectimax over the dice. At a roll every outcome is weighed by
//! its chance (one die: 1/6 each; two dice: 1/36 for a double, 2/36 for any other pair);
//! where a player chooses, it picks what is best for itself (its own worth less its
//! rivals', see [`super::cangua_eval`]), so 2, 3 and 4 players, both dice modes and every
//! option are handled by the game's own rules. Depth counts rolls looked ahead: depth 1 is
//! the best use of the dice in hand (both values, with two dice), depth 2 adds the next roll
//! (of the next player, or one's own extra roll) and the answer to it, and so on, deepened
//! while the time lasts.
//!
//! Hard, with two dice and two players facing each other or four players, values the leaves
//! by a small learned evaluation ([`cangua_net`], [`cangua_net4`]) as each seat's chance to
//! win, which beat the hand-made worths alone by measurement (docs/ai-log.md, "A sixth round",
//! "A seventh round"); every other game and level values them by [`super::cangua_eval`].
//!
//! Hard with four players and two dice, before anyone is home, chooses by rollouts instead
//! (`super::rollout`): each move played on for nine rolls, its own seat by the learned
//! evaluation and the others as Medium plays, which beat the look-ahead by measurement
//! (docs/ai-log.md, "An eighth round", "A ninth round"). Strong keeps the look-ahead there.
//!
//! It never peeks at the game's seeded dice ([`Cangua::next_roll`]): only when the player has
//! to roll does it answer with that roll, which is what the app's Roll button does.

use super::cangua_eval::{utility, worth, Chances, Style};
use super::clock::{Clock, Deadline};
use super::info::{random_move, SearchInfo};
use super::level::{Budget, Level, Limits};
use super::{cangua_net, cangua_net4, rollout};
use crate::core::{Game, Player};
use crate::games::cangua::{Cangua, Dice, DiceState, Move};

/// Nodes between two readings of the clock.
const CLOCK_EVERY: u64 = 256;

/// One look ahead over the dice.
struct Walk<'c> {
    clock: &'c dyn Clock,
    deadline: Deadline,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    style: Style,
    /// The dice's chances under the game's options, for the evaluation.
    chances: Chances,
    /// Which learned evaluation, if any, values the leaves as winning chances, on top of
    /// the hand-made worths.
    learned: Learned,
}

/// A learned evaluation for the leaves.
#[derive(Clone, Copy, PartialEq)]
enum Learned {
    /// None: the hand-made worths.
    No,
    /// Two players facing each other ([`cangua_net`]).
    Two,
    /// Four players, before anyone is home ([`cangua_net4`]).
    Four,
}

impl Learned {
    /// The learned evaluation Hard uses for `game`, if one was trained for it.
    fn of(game: &Cangua) -> Learned {
        if cangua_net::applies(game) {
            Learned::Two
        } else if cangua_net4::applies(game) {
            Learned::Four
        } else {
            Learned::No
        }
    }
}

impl<'c> Walk<'c> {
    /// A walk with no clock limit and no node limit, valuing by `style` and `learned`.
    fn unlimited(clock: &'c dyn Clock, style: Style, chances: Chances, learned: Learned) -> Self {
        Walk {
            clock,
            deadline: Deadline::start(clock, None),
            node_limit: u64::MAX,
            nodes: 0,
            stopped: false,
            style,
            chances,
            learned,
        }
    }

    /// Counts a node; says whether to stop.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes % CLOCK_EVERY == 0 && self.deadline.expired(self.clock))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The worth of every seat in `game` without looking ahead.
    fn leaf(&self, game: &Cangua) -> [f64; 4] {
        let hand = worth(game, self.style, &self.chances);
        match self.learned {
            Learned::No => hand,
            Learned::Two => cangua_net::worths(game, &hand),
            Learned::Four => cangua_net4::worths(game, &hand),
        }
    }

    /// The worth of every seat in `game`, looking `rolls` more rolls ahead.
    fn value(&mut self, game: &Cangua, rolls: u32) -> [f64; 4] {
        if self.tick() || game.outcome().is_some() {
            return self.leaf(game);
        }
        match game.dice() {
            DiceState::ToRoll if rolls == 0 => self.leaf(game),
            DiceState::ToRoll => {
                let mut sum = [0.0; 4];
                for (dice, chance) in outcomes(game) {
                    let mut next = game.clone();
                    if next.play(Move::Roll(dice)).is_err() {
                        continue;
                    }
                    let v = self.value(&next, rolls - 1);
                    for (s, x) in sum.iter_mut().zip(v) {
                        *s += chance * x;
                    }
                }
                sum
            }
            DiceState::Rolled { .. } => self
                .best_of(game, rolls)
                .map_or_else(|| self.leaf(game), |(_, v)| v),
        }
    }

    /// The best move for the player to move in `game` (its dice rolled), looking `rolls`
    /// more rolls ahead after it, with the worths it leads to.
    fn best_of(&mut self, game: &Cangua, rolls: u32) -> Option<(Move, [f64; 4])> {
        let player = game.to_move();
        let mut best: Option<(f64, Move, [f64; 4])> = None;
        for mv in game.legal_moves() {
            let v = self.after(game, mv, rolls);
            let u = utility(game, &v, player, self.style);
            if best.as_ref().is_none_or(|(b, _, _)| u > *b) {
                best = Some((u, mv, v));
            }
            if self.stopped {
                break;
            }
        }
        best.map(|(_, mv, v)| (mv, v))
    }

    /// The worths after `mv`.
    fn after(&mut self, game: &Cangua, mv: Move, rolls: u32) -> [f64; 4] {
        let mut next = game.clone();
        match next.play(mv) {
            Ok(_) => self.value(&next, rolls),
            Err(_) => [f64::NEG_INFINITY; 4],
        }
    }
}

/// Every roll with its chance.
fn outcomes(game: &Cangua) -> Vec<(Dice, f64)> {
    Dice::all(game.options().dice)
        .into_iter()
        .map(|d| (d, d.chance()))
        .collect()
}

/// Chooses a move in Cờ cá ngựa for the player to move, at `level` whose budget in Cờ cá
/// ngựa is `budget`.
pub fn think(
    game: &Cangua,
    level: Level,
    budget: Budget,
    limits: Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchInfo<Move> {
    let none = SearchInfo {
        best: None,
        depth: 0,
        seldepth: 0,
        nodes: 0,
        score: 0,
        time_ms: 0.0,
        pv: Vec::new(),
    };
    if game.outcome().is_some() {
        return none;
    }
    if game.dice() == DiceState::ToRoll {
        // Rolling is the only thing to do; the dice decide.
        let roll = Move::Roll(game.next_roll());
        return SearchInfo {
            best: Some(roll),
            pv: vec![roll],
            ..none
        };
    }
    let moves = game.legal_moves();
    if level == Level::Random {
        return random_move(game, seed);
    }
    if moves.len() <= 1 {
        return SearchInfo {
            best: moves.first().copied(),
            pv: moves.first().copied().into_iter().collect(),
            ..none
        };
    }
    let plan = limits.plan(level, budget);
    // Beginner: on the moves it does not look at, any move.
    let looks = oorandom::Rand64::new(u128::from(seed) ^ 0xbe61_22e5).rand_range(0..100);
    if looks >= u64::from(plan.attention_percent) {
        return random_move(game, seed);
    }
    let style = match level {
        Level::Random | Level::Beginner | Level::Easy => Style::PROGRESS,
        Level::Medium | Level::Fair | Level::Good => Style::BASIC,
        Level::Strong | Level::Hard => Style::FULL,
    };
    let learned = if style == Style::FULL {
        Learned::of(game)
    } else {
        Learned::No
    };
    let mut walk = Walk {
        deadline: Deadline::start(clock, plan.time_ms),
        node_limit: plan.nodes.unwrap_or(u64::MAX),
        ..Walk::unlimited(clock, style, Chances::of(game.options()), learned)
    };
    let player = game.to_move();
    if level == Level::Hard && walk.learned == Learned::Four && plan.depth >= 2 {
        return by_rollouts(game, &moves, walk, plan.nodes, seed);
    }
    let mut scored: Vec<(Move, f64)> = moves.iter().map(|&m| (m, 0.0)).collect();
    let mut depth = 0;
    for d in 1..=plan.depth {
        let mut this = Vec::with_capacity(moves.len());
        for &mv in &moves {
            let v = walk.after(game, mv, d - 1);
            if walk.stopped {
                break;
            }
            this.push((mv, utility(game, &v, player, walk.style)));
        }
        if this.len() == moves.len() {
            scored = this;
            depth = d;
        }
        if walk.stopped || walk.deadline.nearly_spent(clock, 0.7) {
            break;
        }
    }
    let (best, score) = pick(&mut scored, plan.noise, plan.second_best_percent, seed);
    SearchInfo {
        best: Some(best),
        depth,
        seldepth: depth,
        nodes: walk.nodes,
        score: (score * 100.0) as i32,
        time_ms: walk.deadline.elapsed(clock),
        pv: vec![best],
    }
}

/// Hard's choice with four players and two dice ([`rollout`]): its own seat plays on as it
/// would with no look-ahead (the learned evaluation), the others as Medium plays (the best
/// use of the roll, minding danger, holding back the leader), which is the model of the
/// table Hard assumes. `walk` brings Hard's evaluation and the time; `nodes` limits the rolls.
fn by_rollouts(
    game: &Cangua,
    moves: &[Move],
    walk: Walk<'_>,
    nodes: Option<u64>,
    seed: u64,
) -> SearchInfo<Move> {
    let clock = walk.clock;
    let deadline = walk.deadline;
    // One rollout's move is never cut short: the rollouts watch the time between rounds.
    let mut table = Quick {
        me: game.to_move(),
        mine: Walk::unlimited(clock, walk.style, walk.chances, walk.learned),
        theirs: Walk::unlimited(clock, Style::BASIC, walk.chances, Learned::No),
    };
    let limit = nodes.unwrap_or(u64::MAX);
    let found = rollout::choose(game, moves, &mut table, clock, &deadline, limit, seed);
    let best = found.as_ref().map(|f| f.best).or(moves.first().copied());
    SearchInfo {
        best,
        depth: rollout::HORIZON,
        seldepth: rollout::HORIZON,
        nodes: found.as_ref().map_or(0, |f| f.rolls),
        score: found.map_or(0, |f| (f.score * 100.0) as i32),
        time_ms: deadline.elapsed(clock),
        pv: best.into_iter().collect(),
    }
}

/// The players of Hard's rollouts: its own seat (`me`) by `mine`, the others by `theirs`,
/// each taking the best use of the dice in hand.
struct Quick<'c> {
    me: Player,
    mine: Walk<'c>,
    theirs: Walk<'c>,
}

impl rollout::Table for Quick<'_> {
    fn play_for(&mut self, game: &Cangua) -> Option<Move> {
        let walk = if game.to_move() == self.me {
            &mut self.mine
        } else {
            &mut self.theirs
        };
        walk.best_of(game, 0).map(|(mv, _)| mv)
    }

    fn value(&mut self, game: &Cangua, me: Player) -> f64 {
        utility(game, &self.mine.leaf(game), me, self.mine.style)
    }
}

/// Every legal move of `game` (its dice rolled) with its score for the player to move by
/// Hard's full evaluation looking `depth` rolls ahead (at least 1), best first, in the
/// hundredths that [`think`] reports; empty before a roll or once the game is over. No
/// clock and no noise: the same on every machine (what puzzles are mined and checked with).
pub fn rank(game: &Cangua, depth: u32) -> Vec<(Move, i32)> {
    if game.outcome().is_some() || game.dice() == DiceState::ToRoll {
        return Vec::new();
    }
    let clock = super::StoppedClock;
    let mut walk = full_walk(game, &clock);
    let player = game.to_move();
    let mut out: Vec<(Move, i32)> = game
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let v = walk.after(game, mv, depth.max(1) - 1);
            (mv, (utility(game, &v, player, walk.style) * 100.0) as i32)
        })
        .collect();
    out.sort_by_key(|b| std::cmp::Reverse(b.1));
    out
}

/// A walk with Hard's full evaluation, no clock and no limit: what the review and the
/// puzzles measure with, the same on every machine.
fn full_walk<'c>(game: &Cangua, clock: &'c dyn Clock) -> Walk<'c> {
    Walk::unlimited(clock, Style::FULL, Chances::of(game.options()), Learned::No)
}

/// How each seat stands in `game`, in its seat order: its worth less its rivals' as Hard
/// counts them (in the hundredths [`think`] reports), after the best use of dice already
/// rolled. What the review draws for Cờ cá ngựa.
pub fn standing(game: &Cangua) -> Vec<i32> {
    let clock = super::StoppedClock;
    let mut walk = full_walk(game, &clock);
    let v = walk.value(game, 0);
    game.seats()
        .iter()
        .map(|&p| (utility(game, &v, p, walk.style) * 100.0) as i32)
        .collect()
}

/// How lucky the roll `dice` is for the player about to roll in `game`: the worth to them
/// of the best use of that roll, and the same averaged over every roll the dice could have
/// shown (hundredths), as `(got, expected)`. `None` when `game` is not waiting for a roll.
pub fn luck(game: &Cangua, dice: Dice) -> Option<(i32, i32)> {
    if game.outcome().is_some() || game.dice() != DiceState::ToRoll {
        return None;
    }
    let clock = super::StoppedClock;
    let mut walk = full_walk(game, &clock);
    let player = game.to_move();
    let mut worth_of = |d: Dice| {
        let v = walk.after(game, Move::Roll(d), 0);
        utility(game, &v, player, walk.style)
    };
    let got = worth_of(dice);
    if !got.is_finite() {
        return None;
    }
    let expected: f64 = outcomes(game)
        .into_iter()
        .map(|(d, chance)| chance * worth_of(d))
        .filter(|x| x.is_finite())
        .sum();
    Some(((got * 100.0) as i32, (expected * 100.0) as i32))
}

/// The best of `scored`, after adding up to `noise` either way to each score and, now and
/// then (`second_percent`), taking the second best when it is close.
fn pick(scored: &mut [(Move, f64)], noise: i32, second_percent: u32, seed: u64) -> (Move, f64) {
    let mut rng = oorandom::Rand64::new(u128::from(seed) ^ 0xd1ce);
    let noise = f64::from(noise);
    let mut noisy: Vec<(Move, f64, f64)> = scored
        .iter()
        .map(|&(m, s)| {
            let jitter = if noise > 0.0 {
                (rng.rand_float() * 2.0 - 1.0) * noise
            } else {
                0.0
            };
            (m, s + jitter, s)
        })
        .collect();
    noisy.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut i = 0;
    if noisy.len() > 1
        && (rng.rand_range(0..100) as u32) < second_percent
        && noisy[0].2 - noisy[1].2 <= 2.0 * noise
    {
        i = 1;
    }
    (noisy[i].0, noisy[i].2)
}
