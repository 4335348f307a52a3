//! Perft tables for Cờ gánh: the number of move sequences of each length from a position
//! (counted over positions: board, player to move and obligation; the draw rules need
//! history and play no part, as in chess perft). Native only: the walks are too long for
//! a browser test run.
//!
//! Depths 1 and 2 from the start, by hand:
//! - Depth 1 = 12. Red's empty neighbours at the start are b2 c2 d2 b3 b4. a1 (diagonal
//!   point) goes to b2; b1 to b2; c1 (diagonal point) to b2, c2, d2; d1 to d2; e1
//!   (diagonal point) to d2; a2 to b2; e2 to d2; a3 (diagonal point) to b2, b3, b4: 12.
//!   Blue's start is Red's turned half round, so Blue too has 12 moves at the start:
//!   e3-d2 e3-d3 e3-d4 a4-b4 e4-d4 a5-b4 b5-b4 c5-b4 c5-c4 c5-d4 d5-d4 e5-d4.
//! - Depth 2 = 129. No first move converts anything. Blue's replies to each:
//!   a1-b2, b1-b2, c1-b2, a2-b2: nothing of Blue's changes: 12 each, 48.
//!   c1-c2: c2 and e2 now flank d2, next to Blue's e3: a mở, Blue must play e3-d2: 1.
//!   c1-d2, d1-d2, e1-d2: d2 is taken, e3-d2 is gone: 11 each, 33.
//!   e2-d2: e3-d2 is gone but e3-e2 appears: 12.
//!   a3-b2, a3-b3: a3 is free, a4-a3 appears: 13 each, 26.
//!   a3-b4: b4 is taken (a4-b4 a5-b4 b5-b4 c5-b4 are gone), a4-a3 appears: 9.
//!   48 + 1 + 33 + 12 + 26 + 9 = 129.
#![cfg(not(target_arch = "wasm32"))]

use crate::game_common;
use co_dan_gian::core::{Game, GameOptions};
use co_dan_gian::games::ganh::{Ganh, GanhOptions};
use game_common::plain_perft;

/// The start position.
const START: &str = "BBBBB/B...B/R...B/R...R/RRRRR r -";

/// Position, `forced` option, and perft counts from depth 1 up.
const TABLE: &[(&str, &str, &[u64])] = &[
    (
        START,
        "opening",
        &[12, 129, 1_444, 14_099, 146_130, 1_533_538],
    ),
    (START, "always", &[12, 129, 1_444, 13_977, 143_486]),
    (START, "off", &[12, 140, 1_777, 22_148, 304_177]),
    // Mid-game, free moves (from a random game, ply 16).
    (
        "RBBB./.RBBB/..R../BBB.R/.RRR. r -",
        "opening",
        &[14, 72, 462, 3_427],
    ),
    (
        "RBBB./.RBBB/..R../BBB.R/.RRR. r -",
        "always",
        &[14, 72, 386, 2_602],
    ),
    (
        "RBBB./.RBBB/..R../BBB.R/.RRR. r -",
        "off",
        &[14, 180, 2_408, 33_341],
    ),
    // Mid-game under a four-point mở obligation.
    (
        "B.B.B/.R.RB/B.R.B/BR.R./BBBB. b b3,c2,c4,d3",
        "opening",
        &[4, 38, 626, 2_965],
    ),
    // Mid-game, pieces mixed across the board (ply 30).
    (
        "...RB/RRR.B/BBRB./BRRB./BB... r -",
        "opening",
        &[11, 76, 604, 4_086],
    ),
];

/// The game set up from a table row.
fn setup(position: &str, forced: &str) -> Ganh {
    let mut options = GanhOptions::default();
    options.set("forced", forced).expect("forced");
    Ganh::from_position(position, options).expect(position)
}

#[test]
fn perft_table() {
    for (position, forced, counts) in TABLE {
        let g = setup(position, forced);
        for (depth, &expected) in (1..).zip(counts.iter()) {
            assert_eq!(
                g.perft(depth),
                expected,
                "{position} forced={forced} depth {depth}"
            );
        }
        assert_eq!(g.perft(0), 1);
    }
}

#[test]
fn perft_fast_walk_agrees_with_playing_every_move() {
    for (position, forced, counts) in TABLE {
        let g = setup(position, forced);
        let depth = if *position == START { 4 } else { 3 };
        assert_eq!(
            plain_perft(&g, depth),
            counts[depth as usize - 1],
            "{position} forced={forced}"
        );
    }
}

#[test]
fn perft_start_with_blue_first_mirrors_red_first() {
    let mut options = GanhOptions::default();
    options.set("first", "blue").expect("first");
    let g = Ganh::new(options, 0);
    assert_eq!(
        (1..=5).map(|d| g.perft(d)).collect::<Vec<_>>(),
        TABLE[0].2[..5]
    );
}

/// Speed of the fast walk, in release:
/// `cargo test --release --test suite ganh_perft:: -- --ignored --nocapture`
#[test]
#[ignore]
fn perft_speed() {
    let g = Ganh::new(GanhOptions::default(), 0);
    for depth in [6, 7, 8] {
        let t = std::time::Instant::now();
        let nodes = g.perft(depth);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "perft {depth}: {nodes} nodes in {secs:.3} s = {:.0} M nodes/s",
            nodes as f64 / secs / 1e6
        );
    }
}
