//! Cờ dân gian: the rules of four Vietnamese folk board games, a command-line tool,
//! and (on the wasm target) the browser app that draws and plays them.
//!
//! The rules (`core`, `games`) and saved games (`record`) know nothing of the browser;
//! `web` holds the app; `friend` the play with a friend on another device and `learn` the
//! puzzles, modules of their own that the app loads when they are used; `puzzle` the
//! puzzles' rules and miner; `review` the engine's marks on every move of a game; `remote` what those devices say to each other; `request` what the page asks the
//! computer's Web Worker and what it answers.

// The home screen's page module registers no game, so the code that goes from a game's id
// to its type has nothing to call there.
#![cfg_attr(feature = "app-home", allow(dead_code))]

pub mod ai;
pub mod core;
pub mod games;
pub mod puzzle;
pub mod record;
pub mod remote;
pub mod request;
pub mod review;
#[cfg(any(feature = "app", feature = "learn", test))]
pub mod table;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(all(
    target_arch = "wasm32",
    any(feature = "app", feature = "friend", feature = "learn")
))]
pub mod page;

#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod web;

#[cfg(all(target_arch = "wasm32", feature = "friend"))]
pub mod friend;

#[cfg(all(target_arch = "wasm32", feature = "learn"))]
pub mod learn;

#[cfg(target_arch = "wasm32")]
pub mod worker;

#[cfg(all(
    target_arch = "wasm32",
    not(feature = "app"),
    not(feature = "friend"),
    not(feature = "learn")
))]
pub mod bench;

/// Starts the app's page module (`src/bin/app.rs` and its one-game builds). It only runs in
/// a browser, built with `app`; anywhere else it says so and exits with 2.
pub fn start_app() {
    #[cfg(all(target_arch = "wasm32", feature = "app"))]
    web::start();
    #[cfg(not(all(target_arch = "wasm32", feature = "app")))]
    {
        eprintln!("the app runs in the browser; use `co-dan-gian` natively");
        std::process::exit(2);
    }
}
