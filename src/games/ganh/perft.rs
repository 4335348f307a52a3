//! Perft: counting move sequences over positions (board, player to move, obligation), with no
//! history and no allocation, to check the move generator and to measure its speed.

use super::board::{Bits, ADJ};
use super::options::{Forced, Vay};
use super::position::Position;

/// The number of move sequences of length `depth` from `pos`.
pub(crate) fn perft(pos: &Position, depth: u32, rules: (Forced, Vay)) -> u64 {
    let forced = rules.0;
    match depth {
        0 => 1,
        1 => pos.count_moves(forced),
        _ => {
            let targets = pos.targets(forced);
            let before = if forced == Forced::Off {
                0
            } else {
                pos.their_ganh_points()
            };
            let mut nodes = 0;
            for from in Bits(pos.us) {
                let from = from.index();
                for to in Bits(ADJ[from] & targets) {
                    let (next, _) = pos.after(from, to.index(), rules, before);
                    nodes += perft(&next, depth - 1, rules);
                }
            }
            nodes
        }
    }
}
