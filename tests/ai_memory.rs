//! What Hard keeps between moves ([`Think::think_with`]): the next search of the same game
//! starts from what the last one learnt, so it needs fewer positions for the same depth and
//! gives a legal answer; the levels below Hard keep to their own depth and ignore it. (The
//! worker's memories, which forget a game when a request comes from another, are tested in
//! `src/ai/request.rs`.)

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::ai::{Level, Limits, StoppedClock, Think};
use co_dan_gian::core::Game;
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::games::toan::Toan;

/// Searches `game` twice at `depth` with one memory: the positions each search visited.
fn twice<G: Think>(game: &G, level: Level, depth: u32) -> (u64, u64, G::Move, G::Move) {
    let mut memory = G::Memory::default();
    let first = game.think_with(level, Limits::depth(depth), &StoppedClock, 1, &mut memory);
    let second = game.think_with(level, Limits::depth(depth), &StoppedClock, 1, &mut memory);
    let (a, b) = (first.best.unwrap(), second.best.unwrap());
    assert!(game.is_legal(a) && game.is_legal(b));
    (first.nodes, second.nodes, a, b)
}

#[test]
fn hard_searches_a_position_it_has_seen_with_fewer_positions() {
    let ganh = Ganh::new(Default::default(), 0);
    let (first, second, _, _) = twice(&ganh, Level::Hard, 8);
    assert!(
        second * 2 < first,
        "Cờ gánh: {first} then {second} positions"
    );
    let toan = Toan::new(Default::default(), 0);
    let (first, second, _, _) = twice(&toan, Level::Hard, 5);
    assert!(
        second * 2 < first,
        "Cờ toán: {first} then {second} positions"
    );
}

#[test]
fn levels_below_hard_forget_between_moves() {
    let ganh = Ganh::new(Default::default(), 0);
    let (first, second, a, b) = twice(&ganh, Level::Good, 8);
    assert_eq!((first, a), (second, b));
    let toan = Toan::new(Default::default(), 0);
    let (first, second, a, b) = twice(&toan, Level::Fair, 4);
    assert_eq!((first, a), (second, b));
}

#[test]
fn think_without_a_memory_replays_exactly() {
    let ganh = Ganh::new(Default::default(), 0);
    let a = ganh.think(Level::Hard, Limits::depth(8), &StoppedClock, 1);
    let b = ganh.think(Level::Hard, Limits::depth(8), &StoppedClock, 1);
    assert_eq!(a, b);
}
