#![cfg(not(target_arch = "wasm32"))]
//! Perft for Cờ toán: move-sequence counts from fixed positions (the table in
//! `toan_perft.txt`), checked against the plain walk over `legal_moves` and `play` and against
//! the separate model of the rules.
//!
//! The deep counts and the speed:
//! `cargo test --release --test suite toan_perft:: -- --ignored --nocapture`
//! (`TOAN_PERFT_DEPTH=5` goes one deeper).

use co_dan_gian::core::{Game, GameOptions};
use co_dan_gian::games::toan::{Cell, Toan, ToanOptions, START};

use crate::game_common;
use crate::toan_common;
use game_common::plain_perft;
use toan_common::Model;

/// One line of the table.
struct Entry {
    name: String,
    game: Toan,
    counts: Vec<u64>,
}

fn table() -> Vec<Entry> {
    include_str!("toan_perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(fields.len(), 4, "{line}");
            let mut options = ToanOptions::default();
            for pair in fields[1].split_whitespace().filter(|p| *p != "-") {
                let (k, v) = pair.split_once('=').expect("key=value");
                options.set(k, v).expect("option");
            }
            Entry {
                name: fields[0].to_string(),
                game: Toan::from_position(fields[2], options).expect("position"),
                counts: fields[3]
                    .split_whitespace()
                    .map(|n| n.parse().expect("count"))
                    .collect(),
            }
        })
        .collect()
}

/// Depth 1 from the start, counted by hand, piece by piece (Red; Blue's is the mirror image):
///
/// | piece | up | up-left | up-right | total |
/// |-------|----|---------|----------|-------|
/// | 1 a1  | a2 | –       | b2       | 2     |
/// | 2 b1  | b2 b3 | a2   | c2 d3    | 5     |
/// | 3 c1  | c2–c4 | b2 a3 | d2 e3 f4 | 8    |
/// | 4 d1  | d2–d5 | c2 b3 a4 | e2 holds the 0 | 7 |
/// | 5 e1  | e2 holds the 0 | d2 c3 b4 a5 | f2 g3 h4 i5 | 8 |
/// | 6 f1  | f2–f7 | e2 holds the 0 | g2 h3 i4 | 9 |
/// | 7 g1  | g2–g8 | f2 e3 d4 c5 b6 a7 | h2 i3 | 15 |
/// | 8 h1  | h2–h9 | g2 f3 e4 d5 c6 b7 a8 | i2 | 16 |
/// | 9 i1  | i2–i10 | h2 g3 f4 e5 d6 c7 b8 a9 | – | 17 |
///
/// Sideways every neighbour on rank 1 is taken, and no capture exists: along rank 1 the
/// first piece beyond a partner is Red's own; over the 0 on e2, the 5 would need an enemy
/// 5 cells up (e7 is empty) and the 4 and 6 diagonally find only empty cells to the edge.
/// 2 + 5 + 8 + 7 + 8 + 9 + 15 + 16 + 17 = 87.
#[test]
fn perft_1_from_the_start_counted_by_hand() {
    let g = Toan::new(ToanOptions::default(), 0);
    let by_piece: Vec<usize> = (0..9)
        .map(|f| g.moves_from(Cell::new(f, 0).unwrap()).len())
        .collect();
    assert_eq!(by_piece, [2, 5, 8, 7, 8, 9, 15, 16, 17]);
    assert!(g.captures().is_empty());
    assert_eq!(g.perft(1), 87);
    let blue = Toan::from_position(&START.replace(" r ", " b "), ToanOptions::default()).unwrap();
    let by_piece: Vec<usize> = (0..9)
        .map(|f| blue.moves_from(Cell::new(8 - f, 10).unwrap()).len())
        .collect();
    assert_eq!(by_piece, [2, 5, 8, 7, 8, 9, 15, 16, 17]);
}

#[test]
fn perft_table_to_depth_3() {
    for e in table() {
        for depth in 1..=3 {
            assert_eq!(
                e.game.perft(depth),
                e.counts[depth as usize - 1],
                "{} depth {depth}",
                e.name
            );
        }
    }
}

#[test]
fn perft_agrees_with_the_plain_walk_and_the_model() {
    for e in table() {
        let model = Model::of(&e.game);
        for depth in 1..=2 {
            let fast = e.game.perft(depth);
            assert_eq!(
                fast,
                plain_perft(&e.game, depth),
                "{} depth {depth}",
                e.name
            );
            assert_eq!(fast, model.perft(depth), "{} depth {depth}", e.name);
        }
    }
}

#[test]
fn perft_0_is_1_and_a_finished_game_has_no_moves() {
    let g = Toan::new(ToanOptions::default(), 0);
    assert_eq!(g.perft(0), 1);
    let over = Toan::from_position(&START.replacen("b0", ".", 1), ToanOptions::default()).unwrap();
    assert!(over.outcome().is_some());
    assert_eq!((over.perft(0), over.perft(1), over.perft(3)), (1, 0, 0));
}

#[test]
#[ignore = "slow: run in release"]
fn perft_deep_with_speed() {
    let max: usize = std::env::var("TOAN_PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(4);
    for e in table() {
        let model = Model::of(&e.game);
        assert_eq!(
            model.perft(3),
            e.counts[2],
            "{}: the model at depth 3",
            e.name
        );
        for depth in 1..=max.min(e.counts.len()) {
            let start = std::time::Instant::now();
            let nodes = e.game.perft(depth as u32);
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{:<26} perft {depth}: {nodes:>12} in {secs:>8.3} s, {:>6.1} M nodes/s",
                e.name,
                nodes as f64 / secs.max(1e-9) / 1e6
            );
            assert_eq!(nodes, e.counts[depth - 1], "{} depth {depth}", e.name);
        }
    }
}
