//! What a computer player answers ([`SearchInfo`]), and the one answer every game shares:
//! a random legal move.

use crate::core::Game;

/// What a computer player found: the move and how hard it looked.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo<M> {
    /// The move to play; `None` when the game is over.
    pub best: Option<M>,
    /// The deepest iteration completed (plies; turns ahead for Cờ cá ngựa).
    pub depth: u32,
    /// The deepest ply reached, captures and conversions included.
    pub seldepth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The move's score for the player to move (hundredths of a piece or point; wins are
    /// near ±[`super::search::MATE`]).
    pub score: i32,
    /// Milliseconds spent.
    pub time_ms: f64,
    /// The line the search expects, from `best` on, as far as its table holds it (only
    /// `best` where the player does not look ahead that way).
    pub pv: Vec<M>,
}

impl<M> SearchInfo<M> {
    /// Positions visited per second (0 when no time was measured).
    pub fn nodes_per_second(&self) -> f64 {
        if self.time_ms > 0.0 {
            self.nodes as f64 * 1000.0 / self.time_ms
        } else {
            0.0
        }
    }
}

/// A legal move drawn uniformly at random with `seed` (the `random` level).
pub fn random_move<G: Game>(game: &G, seed: u64) -> SearchInfo<G::Move> {
    let moves = game.legal_moves();
    let best = if moves.is_empty() {
        None
    } else {
        let mut rng = oorandom::Rand64::new(u128::from(seed) ^ 0x7a11_d0e5);
        moves
            .get(rng.rand_range(0..moves.len() as u64) as usize)
            .copied()
    };
    SearchInfo {
        best,
        depth: 0,
        seldepth: 0,
        nodes: 0,
        score: 0,
        time_ms: 0.0,
        pv: best.into_iter().collect(),
    }
}
