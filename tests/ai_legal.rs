//! The computer never returns an illegal move: at many positions reached by random play,
//! under every level and many options, its move is one of the legal moves, and it returns
//! none exactly when the game is over. Native only: hundreds of searches.
#![cfg(not(target_arch = "wasm32"))]

use co_dan_gian::ai::{Level, Limits, StoppedClock, Think};
use co_dan_gian::core::{Game, GameOptions};
use co_dan_gian::games::cangua::Cangua;
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::games::toan::Toan;

/// Plays `games` random games from `start` (seeded), asking every level for a move at every
/// `every`-th ply and checking that it is legal.
fn check<G: Think>(start: &G, games: u64, every: u64, limits: Limits) -> usize {
    let mut rng = oorandom::Rand64::new(99);
    let mut asked = 0;
    for g in 0..games {
        let mut game = start.clone();
        for ply in 0..400u64 {
            let moves = game.legal_moves();
            if ply % every == 0 || moves.is_empty() {
                for level in Level::ALL {
                    let info = game.think(level, limits, &StoppedClock, g * 1000 + ply);
                    match info.best {
                        Some(mv) => assert!(
                            game.is_legal(mv),
                            "{level} chose {} at {}",
                            game.format_move(mv),
                            game.position()
                        ),
                        None => assert!(
                            moves.is_empty(),
                            "{level} found no move at {}",
                            game.position()
                        ),
                    }
                    asked += 1;
                }
            }
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.rand_range(0..moves.len() as u64) as usize];
            game.play(mv).expect("a listed move is legal");
        }
    }
    asked
}

fn options<O: GameOptions>(pairs: &[(&str, &str)]) -> O {
    let mut o = O::default();
    for (k, v) in pairs {
        o.set(k, v).expect("a valid option");
    }
    o
}

#[test]
fn ganh_never_an_illegal_move() {
    for forced in ["opening", "always", "off"] {
        let start = Ganh::new(options(&[("forced", forced)]), 0);
        assert!(check(&start, 6, 3, Limits::nodes(800)) > 100);
    }
}

#[test]
fn toan_never_an_illegal_move() {
    for pairs in [
        vec![],
        vec![("blockers", "enemy"), ("target", "10")],
        vec![("repetition", "off")],
    ] {
        let start = Toan::new(options(&pairs), 0);
        assert!(check(&start, 3, 7, Limits::nodes(600)) > 50);
    }
}

#[test]
fn cangua_never_an_illegal_move() {
    let sets: [&[(&str, &str)]; 5] = [
        &[],
        &[("players", "r,b,y"), ("dice", "2")],
        &[("players", "r,b,y,g"), ("home", "steps"), ("extra", "6")],
        &[
            ("players", "b,g"),
            ("direction", "reverse"),
            ("stop", "first"),
            ("stakes", "on"),
        ],
        &[
            ("players", "r,b,y,g"),
            ("dice", "2"),
            ("stakes", "on"),
            ("thau-ma", "3"),
        ],
    ];
    for pairs in sets {
        let start = Cangua::new(options(pairs), 3);
        assert!(check(&start, 2, 5, Limits::nodes(400)) > 100);
    }
}
