//! [`Think`]: a game the computer can play, and how each game thinks (the alpha-beta search
//! for Cờ gánh and Cờ toán, the dice player for Cờ cá ngựa).

use super::clock::Clock;
use super::dice;
use super::ganh_eval::GanhNode;
use super::info::{random_move, SearchInfo};
use super::level::{Budget, Level, Limits};
use super::oaq_eval::OaqNode;
use super::search::{self, Memory, TwoPlayer};
use super::toan_eval::ToanNode;
use crate::core::{Game, Player};

/// A game the computer can play.
pub trait Think: Game {
    /// What a player keeps from one search to the next in the same game (see
    /// [`Think::think_with`]).
    type Memory: Default + Send + 'static;

    /// The deepest `--depth` the command-line tool lets a search with no time limit go, as
    /// measured at Hard from the start (`src/cli/caps.rs`; never deeper than a level looks).
    const DEPTH_CAP: u32;
    /// The most `--nodes` of a search with no time limit: about 10 s at Hard's speed.
    const NODES_CAP: u64;
    /// The standing (in the evaluation's hundredths) at which the side to move expects to
    /// score about 73% (`1 / (1 + e^-1)`): how the review turns a loss into a mark.
    const REVIEW_SCALE: f64;
    /// The levels offered to players, weakest first (Mới tập first).
    const LEVELS: &'static [Level];
    /// Each level's budget here, by [`Level::index`] (the table in docs/ai.md, "The
    /// levels"); a level not offered still plays, by its own row.
    const BUDGETS: [Budget; 8];

    /// What `level` may spend on a move here.
    fn budget(level: Level) -> Budget {
        Self::BUDGETS[level.index()]
    }

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

/// The levels offered in the game `game_id` (none for an id that is not a game's).
pub fn levels_of(game_id: &str) -> &'static [Level] {
    /// Reads a game's [`Think::LEVELS`].
    struct Levels;
    impl Levels {
        fn visit<G: Think>(self) -> &'static [Level] {
            G::LEVELS
        }
    }
    crate::visit_game!(game_id, Levels).unwrap_or(&[])
}

/// The alpha-beta player of the two-player games: a random move at the `random` level or once
/// the game is over, else [`search::search`] from the node and history `root` makes of
/// `game`. Hard keeps `memory`; the levels below start afresh (so that they keep to their
/// own depth).
fn searched<G: Think, N: TwoPlayer<Move = G::Move>>(
    game: &G,
    root: fn(&G) -> (N, Vec<u64>),
    level: Level,
    limits: Limits,
    clock: &dyn Clock,
    seed: u64,
    memory: &mut Memory<G::Move>,
) -> SearchInfo<G::Move> {
    if level == Level::Random || game.outcome().is_some() {
        return random_move(game, seed);
    }
    let (node, history) = root(game);
    let plan = limits.plan(level, G::budget(level));
    let mut fresh = Memory::default();
    let memory = if level == Level::Hard {
        memory
    } else {
        &mut fresh
    };
    search::search(node, &history, &plan, clock, seed, memory)
}

/// Implements [`Think`] for two-player games without chance, searched by [`searched`] from
/// the node their `Node::of` makes.
macro_rules! searched_games {
    ($($game:ty => $node:ident {
        $depth:expr, $nodes:expr, $scale:expr, $levels:expr, $budgets:expr
    }),* $(,)?) => {$(
        impl Think for $game {
            type Memory = Memory<Self::Move>;
            const DEPTH_CAP: u32 = $depth;
            const NODES_CAP: u64 = $nodes;
            const REVIEW_SCALE: f64 = $scale;
            const LEVELS: &'static [Level] = $levels;
            const BUDGETS: [Budget; 8] = $budgets;

            fn think_with(
                &self,
                level: Level,
                limits: Limits,
                clock: &dyn Clock,
                seed: u64,
                memory: &mut Self::Memory,
            ) -> SearchInfo<Self::Move> {
                searched(self, $node::of, level, limits, clock, seed, memory)
            }
        }
    )*};
}

// The caps as measured (docs/performance.md, "The command-line tool's caps"): Cờ gánh depth
// 11 3.5 s, 12 13 s (a middle game costs ten times the start, so the node cap stops it), 4 to
// 5 million nodes a second; Cờ toán depth 8 2.7 s, 9 6.3 s, 1 to 1.5 million nodes a second;
// Ô ăn quan depth 16 1.5 s from the start, 0.4 s in a middle game (deeper, the node cap
// stops it at about 3 s), 3 to 4 million nodes a second. The review's
// scales (docs/review.md): 2.5 pieces of Cờ gánh, 5 points of Cờ toán, 5 dân of Ô ăn quan.
searched_games! {
    crate::games::ganh::Ganh => GanhNode { 11, 40_000_000, 250.0, SEVEN, GANH_BUDGETS },
    crate::games::toan::Toan => ToanNode { 8, 10_000_000, 500.0, SEVEN, TOAN_BUDGETS },
    crate::games::oaq::Oaq => OaqNode { 16, 10_000_000, 500.0, SEVEN, OAQ_BUDGETS },
}

/// Every level but random play: what the two-player games offer.
const SEVEN: &[Level] = match Level::ALL.as_slice().split_first() {
    Some((_, rest)) => rest,
    None => &[],
};

// The levels' budgets: milliseconds a move in the browser, plies deep (before quiescence),
// noise (Easy: up to half a piece in Cờ gánh, 1.7 points in Cờ toán) with a 15% chance of
// the close second-best move, and the beginner's glance (`Budget::glance`: in Cờ gánh no
// one-ply look, a gánh it can make seen on 90% of its moves, a check that its move leaves no
// gánh on 15% of the rest; in Cờ toán a one-ply look on 10% of its moves; in Ô ăn quan every
// capture seen, and a check that its sowing leaves no capture on 40% of the rest), each placed
// by the measured ladder (docs/ai.md).

/// Cờ gánh's budgets, random play to Hard.
const GANH_BUDGETS: [Budget; 8] = [
    Budget::RANDOM,
    Budget::glance(0, 90, 15),
    Budget::new(300.0, 3, 60, 15),
    Budget::new(300.0, 4, 0, 0),
    Budget::new(300.0, 6, 0, 0),
    Budget::new(400.0, 8, 0, 0),
    Budget::new(600.0, 11, 0, 0),
    Budget::HARD,
];

/// Cờ toán's budgets: a ply less than Cờ gánh's from Medium up (its moves are many more).
const TOAN_BUDGETS: [Budget; 8] = [
    Budget::RANDOM,
    Budget::glance(10, 0, 0),
    Budget::new(300.0, 3, 150, 15),
    Budget::new(300.0, 3, 0, 0),
    Budget::new(300.0, 4, 0, 0),
    Budget::new(400.0, 5, 0, 0),
    Budget::new(600.0, 6, 0, 0),
    Budget::HARD,
];

/// Ô ăn quan's budgets: Cờ gánh's, with its own beginner.
const OAQ_BUDGETS: [Budget; 8] = {
    let mut b = GANH_BUDGETS;
    b[Level::Beginner as usize] = Budget::glance(0, 100, 40);
    b
};

/// Cờ cá ngựa's budgets, in rolls deep (the dice in hand the first): Medium, Fair and Good
/// alike, Strong as Hard (which plays by rollouts with four players and two dice); the
/// beginner plays as Easy on 60% of its moves.
const CANGUA_BUDGETS: [Budget; 8] = [
    Budget::RANDOM,
    Budget {
        attention_percent: 60,
        ..Budget::new(300.0, 1, 12, 15)
    },
    Budget::new(300.0, 1, 12, 15),
    Budget::new(300.0, 1, 0, 0),
    Budget::new(300.0, 1, 0, 0),
    Budget::new(300.0, 1, 0, 0),
    Budget::new(1000.0, 3, 0, 0),
    Budget::new(1000.0, 3, 0, 0),
];

impl Think for crate::games::cangua::Cangua {
    /// The dice player keeps nothing between moves.
    type Memory = ();
    /// No level looks deeper than 3 rolls.
    const DEPTH_CAP: u32 = 3;
    /// 2 to 3.5 million nodes a second.
    const NODES_CAP: u64 = 10_000_000;
    const REVIEW_SCALE: f64 = 1500.0;
    /// Four levels: the dice leave too little room between Medium and Hard for a step that
    /// wins 65% of the time (the other levels still play, by their rows).
    const LEVELS: &'static [Level] = &[Level::Beginner, Level::Easy, Level::Medium, Level::Hard];
    const BUDGETS: [Budget; 8] = CANGUA_BUDGETS;

    fn think_with(
        &self,
        level: Level,
        limits: Limits,
        clock: &dyn Clock,
        seed: u64,
        _memory: &mut (),
    ) -> SearchInfo<Self::Move> {
        dice::think(self, level, Self::budget(level), limits, clock, seed)
    }

    fn seats(&self) -> Vec<Player> {
        crate::games::cangua::Cangua::seats(self).to_vec()
    }

    fn is_decision(&self) -> bool {
        self.dice() != crate::games::cangua::DiceState::ToRoll && self.legal_moves().len() > 1
    }
}
