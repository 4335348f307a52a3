//! The Cờ toán screen's logic on the shared table, without a browser: a capture's
//! arithmetic shown on a tap, the 0's notice, the hint, the learning aid, the match, the
//! move list kept move by move, and records with the match and the screen settings.

use crate::table_common;

use co_dan_gian::core::{Game, Lang};
use co_dan_gian::games::toan::{Cell, ToanOptions};
use co_dan_gian::table::toan::{ToanTable, ToanWords, AID, DIGITS};
use co_dan_gian::table::{Course, Table};

fn table() -> ToanTable {
    let mut words = ToanWords::default();
    let game = words.restart(&ToanOptions::default(), 1);
    Table::new(words, game, 1)
}

fn cell(name: &str) -> Option<Cell> {
    Cell::parse(name)
}

fn taps(t: &mut ToanTable, cells: &[&str]) {
    for c in cells {
        t.tap(cell(c));
    }
}

const AFTER_TWO: &str = ".b8b7b6b5b4b3b2b1/....b0..../........./........./....b9..../........./........./........./........./r1...r0..../.r2r3r4r5r6r7r8r9 r 0-0";
const AFTER_CAPTURE: &str = ".b8b7b6b5b4b3b2b1/....b0..../........./........./....r5..../........./........./........./........./r1...r0..../.r2r3r4.r6r7r8r9 b 9-0";

#[test]
fn taps_play_a_move_and_a_capture_whose_arithmetic_the_panel_shows() {
    let mut t = table();
    taps(&mut t, &["a1", "a2", "a11", "e7"]);
    assert_eq!(t.game().position(), AFTER_TWO);
    t.tap(cell("e1"));
    let message = t.status(Lang::Vi).message.unwrap();
    assert!(message.contains("e7: 5 + 0 = 5"), "{message}");
    assert!(t
        .describe_spot(cell("e7").unwrap(), Lang::En)
        .contains("can capture: 5 + 0 = 5"));
    t.tap(cell("e7"));
    assert_eq!(t.game().position(), AFTER_CAPTURE);
    let s = t.status(Lang::Vi);
    assert_eq!(s.facts[0].1, "Đỏ: 9 điểm");
    assert!(
        s.moves.last().unwrap().starts_with("3. Đỏ: e1xe7 (5+0=5"),
        "{:?}",
        s.moves.last()
    );
    let said = t.take_said();
    assert_eq!(said.banner, vec!["+9 điểm! 5 + 0 = 5".to_string()]);
    let heard = said.heard.last().unwrap();
    assert!(heard.starts_with("Đỏ: e1xe7 (5+0=5"), "{heard}");
    t.undo();
    assert_eq!(t.game().position(), AFTER_TWO);
    t.redo();
    assert_eq!(t.game().position(), AFTER_CAPTURE);
}

#[test]
fn a_tap_on_the_0_says_it_never_moves() {
    let mut t = table();
    t.tap(cell("e2"));
    assert_eq!(
        t.status(Lang::Vi).message.as_deref(),
        Some("Quân 0 không bao giờ di chuyển.")
    );
    t.tap(cell("e10"));
    assert_eq!(
        t.status(Lang::En).message.as_deref(),
        Some("Pick a piece of the side to move.")
    );
    assert_eq!(t.plies(), 0);
}

#[test]
fn the_hint_is_shown_in_the_panel_with_its_arithmetic() {
    let mut t = table();
    taps(&mut t, &["a1", "a2", "a11", "e7"]);
    assert!(t.show_hint("e1xe7"));
    assert_eq!(t.selected(), cell("e1"));
    let m = t.status(Lang::En).message.unwrap();
    assert!(m.starts_with("Hint: e1xe7 (5+0=5"), "{m}");
    assert!(t.status(Lang::Vi).message.unwrap().starts_with("Gợi ý: "));
    t.tap(None);
    assert_eq!(t.hint(), None);
}

#[test]
fn the_learning_aid_and_digits_are_screen_settings_checked_as_on_or_off() {
    let mut t = table();
    let on = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
    let err = t
        .apply_options(&on(AID, "yes"), 2, Lang::En, |_| false)
        .unwrap_err();
    assert_eq!(err, "aid: The value must be on or off.");
    t.apply_options(&on(AID, "on"), 2, Lang::En, |_| false)
        .unwrap();
    assert_eq!(t.plies(), 0);
    assert_eq!(
        t.status(Lang::Vi).message.as_deref(),
        Some("Chưa có nước ăn quân nào.")
    );
    // Digits left to the screen follow it; the dialog showing that value keeps it so.
    assert_eq!(t.prefs().get(DIGITS), None);
    t.apply_options(&on(DIGITS, "on"), 2, Lang::En, |_| true)
        .unwrap();
    assert_eq!(t.prefs().get(DIGITS), None);
    t.apply_options(&on(DIGITS, "off"), 2, Lang::En, |_| true)
        .unwrap();
    assert_eq!(t.prefs().get(DIGITS), Some(false));
    let record = t.record(&[], |_| true);
    assert_eq!(record.extra("view"), Some("digits=off aid=on"));
    let mut other = table();
    other.load_record(&record).unwrap();
    assert_eq!(
        (other.prefs().get(DIGITS), other.prefs().get(AID)),
        (Some(false), Some(true))
    );
}

#[test]
fn a_match_goes_on_to_the_next_game_and_its_results_are_recorded() {
    let mut t = table();
    let v = |k: &str, v: &str| (k.to_string(), v.to_string());
    t.apply_options(&[v("match", "3"), v("target", "10")], 4, Lang::En, |_| {
        false
    })
    .unwrap();
    assert!(t
        .status(Lang::Vi)
        .facts
        .iter()
        .any(|f| f.1.starts_with("Ván 1/3")));
    let mut rng = oorandom::Rand64::new(9);
    while t.game().outcome().is_none() {
        let moves = t.legal_texts();
        let pick = &moves[rng.rand_range(0..moves.len() as u64) as usize];
        t.play_text(pick, Lang::En).unwrap();
    }
    assert!(!t.p.finished(t.game()), "a match of three goes on");
    assert_eq!(t.p.again(t.game()).1, "Next game");
    let outcome = t.status(Lang::En).outcome.unwrap();
    assert!(outcome.contains("On to the next game."), "{outcome}");
    let seed = t.seed();
    t.new_game(77);
    assert_eq!((t.seed(), t.plies()), (seed, 0), "the match keeps its seed");
    assert!(t
        .status(Lang::En)
        .facts
        .iter()
        .any(|f| f.1.starts_with("Game 2 of 3")));
    let record = t.record(&[], |_| false);
    assert!(record.extra("results").is_some());
    let mut other = table();
    other.load_record(&record).unwrap();
    assert_eq!(other.status(Lang::En).facts, t.status(Lang::En).facts);
    let mut bad = record.clone();
    bad.set_extra("results", "nonsense");
    let before = other.game().position();
    assert!(other.load_record(&bad).is_err());
    assert_eq!(
        other.game().position(),
        before,
        "a bad record leaves the game"
    );
    assert_eq!(other.turn(), Some(other.game().to_move()));
}

#[test]
fn the_move_list_kept_move_by_move_equals_a_rebuilt_one() {
    let mut t = table();
    table_common::random_walk(&mut t, 500, 12);
}

#[test]
fn a_record_opens_as_the_same_table() {
    let mut t = table();
    table_common::random_walk(&mut t, 200, 4);
    table_common::round_trip(&t, &mut table());
}
