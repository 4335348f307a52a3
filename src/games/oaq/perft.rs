//! Perft over the copyable position, without the game's history or reports.

use super::state::{Rules, State};

/// The move sequences of length `depth` from `state`.
pub fn perft(state: &State, rules: Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    state.moves(|mv| {
        total += if depth == 1 {
            1
        } else {
            let mut next = *state;
            next.play(mv, rules, |_| {});
            perft(&next, rules, depth - 1)
        };
    });
    total
}
