//! The evaluations' terms, counted by hand on small positions: each term of
//! `GanhNode::features` and `ToanNode::features` is checked, so that a term counted wrong (or
//! for the wrong side) fails here, and the evaluation is the weighted sum the docs describe.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::ai::search::TwoPlayer;
use co_dan_gian::ai::{GanhNode, ToanNode};
use co_dan_gian::core::Game;
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::games::toan::Toan;

fn ganh(position: &str) -> GanhNode {
    GanhNode::of(&Ganh::from_position(position, Default::default()).expect("a valid position")).0
}

fn toan(position: &str) -> ToanNode {
    ToanNode::of(&Toan::from_position(position, Default::default()).expect("a valid position")).0
}

#[test]
fn ganh_start_is_level() {
    let start = ganh("BBBBB/B...B/R...B/R...R/RRRRR r -");
    assert_eq!(start.features(), [0; 5]);
    assert_eq!(start.evaluate(), 0);
}

#[test]
fn ganh_terms_counted_by_hand() {
    // Red d2, a1, e1 against Blue c4, b3, d3, c2; Red to move.
    let node = ganh("...../..B../.B.B./..BR./R...R r -");
    // One piece fewer; Red's three all stand on strong points, Blue's none; Red could gánh
    // on c3 (between b3–d3 and c2–c4, and d2 reaches it along the diagonal); Blue has no gánh
    // point; each side has eight empty points beside its pieces.
    assert_eq!(node.features(), [-1, 3, 1, 0, 0]);
    assert_eq!(node.evaluate(), -123 - 3 * 32 + 30);
    // The same board with Blue to move: every term from Blue's side.
    let blue = ganh("...../..B../.B.B./..BR./R...R b -");
    assert_eq!(blue.features(), [1, -3, 0, 1, 0]);
    assert_eq!(blue.evaluate(), 123 + 3 * 32 + 63);
}

#[test]
fn toan_start_is_level() {
    let start = toan("b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0");
    assert_eq!(start.features(), [0; 7]);
    assert_eq!(start.evaluate(), 0);
}

#[test]
fn toan_terms_counted_by_hand() {
    // Red: the 0 at home and a 9 on a1. Blue: the 0 at home with its 1 beside it on e9; Red
    // to move, 3 points to 1.
    let node = toan("........./....b0..../....b1..../........./........./........./........./........./........./....r0..../r9........ r 3-1");
    // score +2; Blue's 0 has one guard of its own (−1 for Red); no enemy by either 0; Blue's
    // 1 and 0 are a pair (−1); Blue's 1 has come two ranks (−2); one piece each; values 9
    // against 1.
    assert_eq!(node.features(), [2, -1, 0, -1, -2, 0, 8]);
    assert_eq!(node.evaluate(), 2 * 89 + 7 - 6 - 2 * 5 - 8 * 11);
}
