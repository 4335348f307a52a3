//! A fixed seed plays the same game twice, for every game: the computer's random choices
//! (Easy's noise, the dice) come only from seeds.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::ai::{Level, Limits, StoppedClock, Think};
use co_dan_gian::core::Game;
use co_dan_gian::games::cangua::{Cangua, CanguaOptions};
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::games::toan::Toan;

/// The moves of a game from `start` between `levels` (by seat, in turn order of the seats),
/// every decision seeded from `seed` and the ply, at most `max_plies` long.
fn play_out<G: Think>(
    start: &G,
    levels: &[Level],
    limits: Limits,
    seed: u64,
    max_plies: u64,
) -> Vec<String> {
    let mut game = start.clone();
    let seats = game.seats();
    let mut moves = Vec::new();
    for ply in 0..max_plies {
        if game.outcome().is_some() {
            break;
        }
        let seat = seats.iter().position(|&s| s == game.to_move()).unwrap_or(0);
        let info = game.think(
            levels[seat % levels.len()],
            limits,
            &StoppedClock,
            seed ^ (ply << 20),
        );
        let mv = info.best.expect("a move while the game goes on");
        moves.push(game.format_move(mv));
        game.play(mv).expect("the computer plays legal moves");
    }
    moves
}

#[test]
fn ganh_fixed_seed_plays_the_same_game_twice() {
    let start = Ganh::new(Default::default(), 0);
    let levels = [Level::Easy, Level::Medium];
    let a = play_out(&start, &levels, Limits::depth(3), 42, 120);
    let b = play_out(&start, &levels, Limits::depth(3), 42, 120);
    assert!(a.len() > 10);
    assert_eq!(a, b);
}

#[test]
fn toan_fixed_seed_plays_the_same_game_twice() {
    let start = Toan::new(Default::default(), 0);
    let levels = [Level::Easy, Level::Medium];
    let a = play_out(&start, &levels, Limits::depth(2), 42, 40);
    let b = play_out(&start, &levels, Limits::depth(2), 42, 40);
    assert_eq!(a.len(), b.len());
    assert_eq!(a, b);
}

#[test]
fn cangua_fixed_seed_plays_the_same_game_twice() {
    let options = CanguaOptions {
        players: co_dan_gian::core::Player::ALL[..3].to_vec(),
        ..Default::default()
    };
    let start = Cangua::new(options, 5);
    let levels = [Level::Easy, Level::Medium, Level::Hard];
    let a = play_out(&start, &levels, Limits::depth(2), 42, 300);
    let b = play_out(&start, &levels, Limits::depth(2), 42, 300);
    assert!(a.len() > 100);
    assert_eq!(a, b);
}
