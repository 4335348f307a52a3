//! How a seat stands, on one scale for every game: ±[`CAP`] for won and lost, a search's
//! score capped to it, places spread across it.

use crate::ai::search::MATE;
use crate::core::{Outcome, Player};

/// The largest standing kept: a won or lost position (the search's ±[`MATE`]) is drawn and
/// judged as this much, so one won game does not flatten the graph.
pub const CAP: i32 = 10_000;

/// How each seat stands once the game is over: [`CAP`] for a winner, the places spread
/// between `CAP` and `-CAP`, 0 for a draw.
pub fn final_standing(outcome: &Outcome, seats: &[Player]) -> Vec<i32> {
    seats
        .iter()
        .map(|&p| match outcome {
            Outcome::Win(w, _) if *w == p => CAP,
            Outcome::Win(..) => -CAP,
            Outcome::Draw(_) => 0,
            Outcome::Places(order) => {
                let n = order.len().max(2) as i32 - 1;
                let i = order.iter().position(|&q| q == p).unwrap_or(order.len()) as i32;
                CAP - 2 * CAP * i.min(n) / n
            }
        })
        .collect()
}

/// A search score as a standing within ±[`CAP`].
pub fn capped(score: i32) -> i32 {
    if score.abs() > MATE / 2 {
        score.signum() * CAP
    } else {
        score.clamp(-CAP, CAP)
    }
}
