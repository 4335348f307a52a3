//! What Hard does that the levels below do not. It keeps its table between moves
//! ([`Think::think_with`]): the next search of the same game starts from what the last one
//! learnt, so it needs fewer positions for the same depth; the levels below forget, to keep
//! to their own depth (the worker's memories, which forget a game when a request comes from
//! another, are tested in `src/request.rs`). And it searches a forced reply a ply deeper.

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
    let (first, second, _, _) = twice(&ganh, Level::Hard, 6);
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
    let (first, second, a, b) = twice(&ganh, Level::Good, 6);
    assert_eq!((first, a), (second, b));
    let toan = Toan::new(Default::default(), 0);
    let (first, second, a, b) = twice(&toan, Level::Fair, 4);
    assert_eq!((first, a), (second, b));
}

#[test]
fn think_without_a_memory_replays_exactly() {
    let ganh = Ganh::new(Default::default(), 0);
    let a = ganh.think(Level::Hard, Limits::depth(6), &StoppedClock, 1);
    let b = ganh.think(Level::Hard, Limits::depth(6), &StoppedClock, 1);
    assert_eq!(a, b);
}

#[test]
fn only_hard_looks_past_forced_replies() {
    assert!(
        Limits::LEVEL
            .plan(Level::Hard, Ganh::budget(Level::Hard))
            .extend
    );
    for level in [
        Level::Easy,
        Level::Medium,
        Level::Fair,
        Level::Good,
        Level::Strong,
    ] {
        assert!(
            !Limits::LEVEL.plan(level, Ganh::budget(level)).extend,
            "{level:?}"
        );
    }
    // From the start of Cờ gánh, where mở answers come early, Hard at 6 plies looks further
    // than Good at 6; in Cờ toán, which has no forced reply, they search alike.
    let ganh = Ganh::new(Default::default(), 0);
    let hard = ganh.think(Level::Hard, Limits::depth(6), &StoppedClock, 1);
    let good = ganh.think(Level::Good, Limits::depth(6), &StoppedClock, 1);
    assert!(hard.seldepth > good.seldepth && hard.nodes > good.nodes);
    let toan = Toan::new(Default::default(), 0);
    let hard = toan.think(Level::Hard, Limits::depth(5), &StoppedClock, 1);
    let good = toan.think(Level::Good, Limits::depth(5), &StoppedClock, 1);
    assert_eq!((hard.nodes, hard.best), (good.nodes, good.best));
}
