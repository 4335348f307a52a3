//! The computer opponents: one alpha-beta search for Cờ gánh and Cờ toán ([`search`]), a
//! player that reasons over the dice for Cờ cá ngựa ([`dice`]), four levels ([`Level`]),
//! and one entry point for every game ([`choose`], or [`best_move_text`] by name for the
//! browser's Web Worker).
//!
//! Pure like the rules: no browser, no threads, no system clock. Time comes in through a
//! [`Clock`] the caller passes (the Web Worker passes `performance.now()`), and every random
//! choice comes from the `seed`, so a fixed seed and a depth or node limit replay exactly.
//!
//! ```
//! use co_dan_gian::ai::{choose, Level, Limits, StoppedClock};
//! use co_dan_gian::core::Game;
//! use co_dan_gian::games::ganh::Ganh;
//!
//! let game = Ganh::new(Default::default(), 0);
//! let mv = choose(&game, Level::Hard, Limits::depth(4), &StoppedClock, 1).unwrap();
//! assert!(game.is_legal(mv));
//! ```

pub mod cangua_eval;
pub mod cangua_net;
pub mod cangua_net4;
mod cangua_net4_weights;
mod cangua_net_weights;
mod clock;
pub mod dice;
mod ganh_eval;
mod keys;
mod level;
pub mod request;
mod rollout;
pub mod search;
mod text;
mod toan_eval;
mod tt;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::NativeClock;
pub use clock::{Clock, Deadline, StoppedClock};
pub use ganh_eval::GanhNode;
pub use level::{Budget, Level, Limits, Plan, CONTEMPT, CONTEMPT_CAP, MAX_DEPTH};
pub use search::Memory;
pub use text::{best_move_text, think_text, TextInfo};
pub use toan_eval::ToanNode;

use crate::core::{Game, Player};

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
    /// near ±[`search::MATE`]).
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

/// A game the computer can play.
pub trait Think: Game {
    /// What a player keeps from one search to the next in the same game (see
    /// [`Think::think_with`]).
    type Memory: Default + Send;

    /// Looks for a move for the player to move at `level` under `limits`, reading time
    /// from `clock`; `seed` drives every random choice. Remembers nothing from earlier
    /// searches, so a fixed seed and a depth or node limit replay exactly.
    fn think(
        &self,
        level: Level,
        limits: Limits,
        clock: &dyn Clock,
        seed: u64,
    ) -> SearchInfo<Self::Move> {
        self.think_with(level, limits, clock, seed, &mut Self::Memory::default())
    }

    /// As [`Think::think`], starting from what earlier searches of the same game left in
    /// `memory` and leaving what this one learns: a player that keeps one memory for a whole
    /// game (the engine protocol, the browser's worker) searches deeper in the same time.
    /// Only Hard uses it: the levels below keep to their own depth.
    fn think_with(
        &self,
        level: Level,
        limits: Limits,
        clock: &dyn Clock,
        seed: u64,
        memory: &mut Self::Memory,
    ) -> SearchInfo<Self::Move>;

    /// The playing seats in seat order (Red and Blue unless the game says otherwise).
    fn seats(&self) -> Vec<Player> {
        vec![Player::Red, Player::Blue]
    }

    /// Whether the player to move has a real choice to make (more than one legal move and,
    /// in a dice game, the dice already rolled): what time-per-move statistics count.
    fn is_decision(&self) -> bool {
        self.legal_moves().len() > 1
    }
}

/// The move the computer plays here at `level`, or `None` when the game is over. The move is
/// always one of `game.legal_moves()`.
pub fn choose<G: Think>(
    game: &G,
    level: Level,
    limits: Limits,
    clock: &dyn Clock,
    seed: u64,
) -> Option<G::Move> {
    game.think(level, limits, clock, seed).best
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

/// Runs `search` with `memory` at Hard, and with a fresh memory at the levels below (so that
/// they keep to their own depth).
fn remembering<M, R>(
    level: Level,
    memory: &mut Memory<M>,
    search: impl FnOnce(&mut Memory<M>) -> R,
) -> R {
    if level == Level::Hard {
        search(memory)
    } else {
        search(&mut Memory::default())
    }
}

impl Think for crate::games::ganh::Ganh {
    type Memory = Memory<Self::Move>;

    fn think_with(
        &self,
        level: Level,
        limits: Limits,
        clock: &dyn Clock,
        seed: u64,
        memory: &mut Self::Memory,
    ) -> SearchInfo<Self::Move> {
        if level == Level::Random || self.outcome().is_some() {
            return random_move(self, seed);
        }
        let (node, history) = GanhNode::of(self);
        let plan = limits.plan(level, Self::ID);
        remembering(level, memory, |m| {
            search::search(node, &history, &plan, clock, seed, m)
        })
    }
}

impl Think for crate::games::toan::Toan {
    type Memory = Memory<Self::Move>;

    fn think_with(
        &self,
        level: Level,
        limits: Limits,
        clock: &dyn Clock,
        seed: u64,
        memory: &mut Self::Memory,
    ) -> SearchInfo<Self::Move> {
        if level == Level::Random || self.outcome().is_some() {
            return random_move(self, seed);
        }
        let (node, history) = ToanNode::of(self);
        let plan = limits.plan(level, Self::ID);
        remembering(level, memory, |m| {
            search::search(node, &history, &plan, clock, seed, m)
        })
    }
}

impl Think for crate::games::cangua::Cangua {
    /// The dice player keeps nothing between moves.
    type Memory = ();

    fn think_with(
        &self,
        level: Level,
        limits: Limits,
        clock: &dyn Clock,
        seed: u64,
        _memory: &mut (),
    ) -> SearchInfo<Self::Move> {
        dice::think(self, level, limits, clock, seed)
    }

    fn seats(&self) -> Vec<Player> {
        crate::games::cangua::Cangua::seats(self).to_vec()
    }

    fn is_decision(&self) -> bool {
        self.dice() != crate::games::cangua::DiceState::ToRoll && self.legal_moves().len() > 1
    }
}
