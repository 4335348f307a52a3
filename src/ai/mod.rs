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
mod info;
mod keys;
mod level;
mod oaq_eval;
mod rollout;
pub mod search;
mod text;
mod think;
mod toan_eval;
mod tt;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::NativeClock;
pub use clock::{Clock, Deadline, StoppedClock};
pub use ganh_eval::GanhNode;
pub use info::{random_move, SearchInfo};
pub use level::{Budget, Level, Limits, Plan, CONTEMPT, CONTEMPT_CAP, MAX_DEPTH};
pub use oaq_eval::OaqNode;
pub use search::Memory;
pub use text::{best_move_text, think_text, TextInfo};
pub use think::{choose, levels_of, Think};
pub use toan_eval::ToanNode;
