//! Every legal move scored by a search of the position it leads to: what tells a puzzle
//! (one move clearly best) from an ordinary position, and what checks a shipped puzzle.

use crate::ai::search::MATE;
use crate::ai::{Level, Limits, StoppedClock, Think};
use crate::core::{Outcome, Player};

/// A move and its score for the player who plays it (hundredths; wins near ±[`MATE`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked<M> {
    /// The move.
    pub mv: M,
    /// Its score after a search `depth - 1` plies deep of the position it leads to.
    pub score: i32,
}

/// Every legal move of `game` with its score, best first (ties keep the rules' order). Each
/// reply position is searched by Hard `depth - 1` plies deep (at least 1), with no contempt
/// (a draw is 0) and no clock, so the ranking is the same on every machine.
pub fn rank_moves<G: Think>(game: &G, depth: u32) -> Vec<Ranked<G::Move>> {
    let me = game.to_move();
    let mut out: Vec<Ranked<G::Move>> = game
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let mut next = game.clone();
            next.play(mv).ok()?;
            Some(Ranked {
                mv,
                score: value(next, me, depth.saturating_sub(1).max(1)),
            })
        })
        .collect();
    out.sort_by_key(|b| std::cmp::Reverse(b.score));
    out
}

/// Forced moves in a row followed before a search (the search does not look past a
/// position with one legal move: it plays it without a score).
const FORCED_CHAIN: u32 = 20;

/// The score of `game` for `me` by a search `depth` plies deep; a position with one legal
/// move is played through first, as a forced reply costs no depth.
fn value<G: Think>(mut game: G, me: Player, depth: u32) -> i32 {
    let limits = Limits {
        contempt: Some(0),
        ..Limits::depth(depth)
    };
    for _ in 0..=FORCED_CHAIN {
        match game.outcome() {
            Some(Outcome::Win(p, _)) if p == me => return MATE - 1,
            Some(Outcome::Win(..)) => return -(MATE - 1),
            Some(_) => return 0,
            None => {}
        }
        let moves = game.legal_moves();
        if moves.len() == 1 && game.play(moves[0]).is_ok() {
            continue;
        }
        let info = game.think(Level::Hard, limits, &StoppedClock, 1);
        return if game.to_move() == me {
            info.score
        } else {
            -info.score
        };
    }
    0
}
