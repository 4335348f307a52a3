//! Cờ cá ngựa, four players with two dice: a move chosen by rollouts. Each legal move is
//! played, then the game is played on for [`HORIZON`] rolls by quick players (each the best
//! use of the dice in hand, no look-ahead), and the position reached is valued by the
//! learned evaluation; a move's score is the mean over many such games.
//!
//! A rollout sees past the two or three rolls the expectimax look-ahead ([`super::dice`])
//! can afford with four players, and beat it by measurement (docs/ai-log.md, "An eighth round").
//! Its noise is kept down two ways: every move is played on with the same dice (common random
//! numbers), so a difference between two moves comes from the moves and not from luck; and
//! the first roll after the move runs over every outcome of the dice in turn, weighed by its
//! chance, instead of being drawn.

use super::clock::{Clock, Deadline};
use crate::core::{Game, Player};
use crate::games::cangua::{Cangua, Dice, DiceState, Move, Roller};

/// Rolls played after the move before the position is valued: two rounds of four players
/// and a quarter of a third. Nine did as well as ten by measurement, a tenth cheaper
/// (docs/ai-log.md, "A ninth round").
pub const HORIZON: u32 = 9;

/// The most rounds: each plays every move on from each first roll once (21 outcomes with
/// two dice), so 12 rounds are 252 rollouts a move. Twelve beat six by measurement (docs/ai-log.md,
/// "A ninth round").
pub const ROUNDS: u32 = 12;

/// How the players of a rollout play and how its end is valued; the caller knows the
/// evaluations, this module only plays the games out.
pub trait Table {
    /// The move for the player to move in `game` (its dice rolled).
    fn play_for(&mut self, game: &Cangua) -> Option<Move>;
    /// What `game`, where a rollout stopped, is worth to `me`.
    fn value(&mut self, game: &Cangua, me: Player) -> f64;
}

/// What the rollouts found.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The move with the best mean.
    pub best: Move,
    /// Its mean value.
    pub score: f64,
    /// Rounds completed.
    pub rounds: u32,
    /// Rolls played in all rollouts.
    pub rolls: u64,
}

/// Chooses among `moves` (legal in `game`, whose player has rolled) by rollouts played by
/// `table`. Plays at least one round, then more up to [`ROUNDS`] while the next round fits in
/// `deadline` and `roll_limit` rolls are not spent. The dice of round `r` come from `seed`
/// and `r` only, so the same seed and limits give the same move. `None` without moves.
pub fn choose(
    game: &Cangua,
    moves: &[Move],
    table: &mut dyn Table,
    clock: &dyn Clock,
    deadline: &Deadline,
    roll_limit: u64,
    seed: u64,
) -> Option<Found> {
    let me = game.to_move();
    let firsts = Dice::all(game.options().dice);
    let afters: Vec<(Move, Cangua)> = moves
        .iter()
        .filter_map(|&mv| {
            let mut next = game.clone();
            next.play(mv).ok().map(|_| (mv, next))
        })
        .collect();
    let mut sums = vec![0.0; afters.len()];
    let (mut rounds, mut rolls) = (0, 0);
    while rounds < ROUNDS {
        let began = clock.now_ms();
        for (k, &first) in firsts.iter().enumerate() {
            let dice = Roller::new(round_seed(seed, rounds, k));
            for ((_, after), sum) in afters.iter().zip(sums.iter_mut()) {
                let (end, n) = play_out(after, first, dice, table);
                *sum += first.chance() * table.value(&end, me);
                rolls += n;
            }
        }
        rounds += 1;
        let took = clock.now_ms() - began;
        if rolls >= roll_limit || deadline.expired_after(clock, took) {
            break;
        }
    }
    let (i, sum) = sums
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(&a.0)))?;
    Some(Found {
        best: afters[i].0,
        score: sum / f64::from(rounds),
        rounds,
        rolls,
    })
}

/// The dice generator's seed for round `round` from the first roll numbered `first`.
fn round_seed(seed: u64, round: u32, first: usize) -> u64 {
    let n = u64::from(round) * 64 + first as u64;
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ n.wrapping_mul(0xbf58_476d_1ce4_e5b9)
}

/// Plays `after` on for [`HORIZON`] rolls, the first of them `first` and the rest from
/// `dice`, or until someone is home; gives the position reached and the rolls played.
fn play_out(after: &Cangua, first: Dice, dice: Roller, table: &mut dyn Table) -> (Cangua, u64) {
    let mut g = after.clone();
    g.set_roller(dice);
    let mut first = Some(first);
    let mut rolls = 0;
    while g.outcome().is_none() && g.places().is_empty() {
        let played = match g.dice() {
            DiceState::ToRoll if rolls == u64::from(HORIZON) => break,
            DiceState::ToRoll => {
                rolls += 1;
                let roll = first.take().unwrap_or_else(|| g.next_roll());
                g.play(Move::Roll(roll))
            }
            DiceState::Rolled { .. } => match table.play_for(&g) {
                Some(mv) => g.play(mv),
                None => break,
            },
        };
        if played.is_err() {
            break;
        }
    }
    (g, rolls)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::cangua_net::tests::game;
    use crate::ai::StoppedClock;

    /// A table for the tests: every player plays its first legal move (or, not `plays`,
    /// nobody plays on), and `value` values the end.
    struct Test {
        plays: bool,
        value: fn(&Cangua, Player) -> f64,
    }

    impl Table for Test {
        fn play_for(&mut self, game: &Cangua) -> Option<Move> {
            game.legal_moves().first().copied().filter(|_| self.plays)
        }
        fn value(&mut self, game: &Cangua, me: Player) -> f64 {
            (self.value)(game, me)
        }
    }

    /// How far `me`'s horses have gone.
    fn steps(game: &Cangua, me: Player) -> f64 {
        game.horses(me)
            .iter()
            .map(|h| f64::from(h.progress()))
            .sum()
    }

    /// Plays on and values the steps gone.
    fn playing() -> Test {
        Test {
            plays: true,
            value: steps,
        }
    }

    /// The rollouts' choice among all of `g`'s moves with no clock, at most `limit` rolls.
    fn run(g: &Cangua, table: &mut Test, limit: u64, seed: u64) -> Found {
        let clock = StoppedClock;
        let deadline = Deadline::start(&clock, None);
        choose(g, &g.legal_moves(), table, &clock, &deadline, limit, seed).unwrap()
    }

    const FOUR: &str = "r=t3,s,s,s b=t9,s,s,s y=t20,s,s,s g=s,s,s,s r 1+4";

    /// Each rollout plays exactly the horizon's rolls, and every first roll is tried once a
    /// round for every move.
    #[test]
    fn a_round_plays_every_first_roll_for_every_move() {
        let g = game(FOUR, &[("dice", "2")]);
        let found = run(&g, &mut playing(), 1, 7);
        assert_eq!(found.rounds, 1, "the roll limit stops after one round");
        // A move may use one value only and leave the other in hand; every rollout still
        // plays the horizon's rolls (nobody comes home this early).
        let rollouts = 21 * g.legal_moves().len() as u64;
        assert_eq!(found.rolls, rollouts * u64::from(HORIZON));
        let all = run(&g, &mut playing(), u64::MAX, 7);
        assert_eq!(all.rounds, ROUNDS);
    }

    /// The mean is weighed by the chances of the first roll: a value that never changes comes
    /// back unchanged.
    #[test]
    fn the_score_is_a_mean_weighed_by_chance() {
        let mut flat = Test {
            plays: true,
            value: |_, _| 42.0,
        };
        let found = run(&game(FOUR, &[("dice", "2")]), &mut flat, 1, 3);
        assert!((found.score - 42.0).abs() < 1e-9, "{}", found.score);
    }

    /// The same seed gives the same rollouts.
    #[test]
    fn rollouts_replay() {
        let g = game(FOUR, &[("dice", "2")]);
        let a = run(&g, &mut playing(), u64::MAX, 11);
        assert_eq!(a, run(&g, &mut playing(), u64::MAX, 11));
    }

    /// The move whose rollouts end best is chosen, with that value as its score: here
    /// nobody plays on, so each move is worth the steps Red has gone after it.
    #[test]
    fn the_best_mean_is_chosen() {
        let mut still = Test {
            plays: false,
            value: steps,
        };
        let g = game(
            "r=t3,t30,s,s b=t9,s,s,s y=t20,s,s,s g=s,s,s,s r 5+6",
            &[("dice", "2")],
        );
        let moves = g.legal_moves();
        let gained = |mv: Move| {
            let mut next = g.clone();
            next.play(mv).unwrap();
            steps(&next, Player::Red)
        };
        let found = run(&g, &mut still, 1, 5);
        let most = moves.iter().map(|&m| gained(m)).fold(f64::MIN, f64::max);
        assert_eq!(gained(found.best), most);
        assert!((found.score - most).abs() < 1e-9, "{found:?}");
        assert!(moves.iter().any(|&m| gained(m) < most), "the moves differ");
    }

    /// A clock that runs out stops after the first round, and no moves give no answer.
    #[test]
    fn time_stops_after_one_round() {
        let g = game(FOUR, &[("dice", "2")]);
        let moves = g.legal_moves();
        let ticks = std::cell::Cell::new(0.0);
        let clock = || {
            ticks.set(ticks.get() + 1.0);
            ticks.get()
        };
        let deadline = Deadline::start(&clock, Some(1.0));
        let found = choose(&g, &moves, &mut playing(), &clock, &deadline, u64::MAX, 1).unwrap();
        assert_eq!(found.rounds, 1);
        assert!(choose(&g, &[], &mut playing(), &clock, &deadline, u64::MAX, 1).is_none());
    }
}
