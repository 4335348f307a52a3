//! Perft tables for Ô ăn quan: the move sequences of each length from a position, under
//! each option that changes them. The game's fast walk (over the copyable position) and the
//! plain walk over `legal_moves` and `play` must both give the table's counts.
//!
//! Depth 1 from the start, by hand: South's five squares each hold 5, and each can be sown
//! both ways: 10. `first=north` mirrors the start, so its counts are South's.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use crate::game_common::plain_perft;
use co_dan_gian::core::{Game, GameOptions};
use co_dan_gian::games::oaq::{Oaq, OaqOptions};

/// The start position.
const START: &str = "Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0";

/// A middle game from a random game (ply 12): both quan still on the board.
const MIDDLE: &str = "Q2/0/7/1/0/8/Q3/0/2/0/9/1 s 11:0:0 6:0:0";

/// Options as `key=value` pairs.
type Pairs = &'static [(&'static str, &'static str)];

/// Position, options, and perft counts from depth 1 up.
const TABLE: &[(&str, Pairs, &[u64])] = &[
    (
        START,
        &[],
        &[10, 80, 664, 5_132, 38_524, 279_544, 2_000_020],
    ),
    (
        START,
        &[("quan-non", "on")],
        &[10, 80, 668, 5_188, 39_128, 285_488],
    ),
    (
        START,
        &[("refill", "end")],
        &[10, 80, 664, 5_092, 38_168, 276_296],
    ),
    (
        START,
        &[("mandarin", "5")],
        &[10, 80, 664, 5_132, 38_524, 279_544],
    ),
    (
        START,
        &[("first", "north")],
        &[10, 80, 664, 5_132, 38_524, 279_544],
    ),
];

/// Options from `pairs` over the defaults.
fn options(pairs: &[(&str, &str)]) -> OaqOptions {
    OaqOptions::from_pairs(pairs.iter().copied()).expect("options")
}

#[test]
fn perft_counts_match_the_table_by_both_walks() {
    for (position, pairs, counts) in TABLE {
        let o = options(pairs);
        let g = if *position == START {
            Oaq::new(o, 0)
        } else {
            Oaq::from_position(position, o).expect(position)
        };
        for (i, &want) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(g.perft(depth), want, "{position} {pairs:?} depth {depth}");
            if depth <= 5 {
                assert_eq!(
                    plain_perft(&g, depth),
                    want,
                    "plain walk, {position} {pairs:?} depth {depth}"
                );
            }
        }
    }
}

#[test]
fn the_middle_game_walks_agree() {
    for pairs in [&[][..], &[("quan-non", "on")], &[("refill", "end")]] {
        let g = Oaq::from_position(MIDDLE, options(pairs)).expect(MIDDLE);
        for depth in 1..=4 {
            assert_eq!(
                g.perft(depth),
                plain_perft(&g, depth),
                "{pairs:?} depth {depth}"
            );
        }
    }
}
