//! The Ô ăn quan screen's logic on the shared table, without a browser: a square then the
//! square beside it plays the sowing that way, the preview of the last stone, the words of a
//! capture, a chain and a refill, the stores in the panel, the count at the end, and the
//! stone-by-stone replay the board animates.

use crate::table_common;

use co_dan_gian::core::{Game, Lang, Outcome, Player};
use co_dan_gian::games::oaq::{Move, Oaq, OaqOptions};
use co_dan_gian::table::oaq::{count_words, landing, scenes, square_name, OaqTable, OaqWords};
use co_dan_gian::table::{Present, Table};

fn table() -> OaqTable {
    Table::new(OaqWords, Oaq::new(OaqOptions::default(), 1), 1)
}

fn at(position: &str) -> OaqTable {
    Table::new(
        OaqWords,
        Oaq::from_position(position, OaqOptions::default()).unwrap(),
        1,
    )
}

const START: &str = "Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0";

#[test]
fn a_square_then_the_square_beside_it_sows_that_way() {
    let mut t = table();
    assert_eq!(t.game().position(), START);
    // South's square a is board square 1: picking it lights the West quan square (sowing
    // left, `a<`) and square 2 (right, `a>`).
    assert!(t.tap(Some(1)).is_none());
    assert_eq!(t.selected(), Some(1));
    let mut toward: Vec<usize> = t
        .targets()
        .iter()
        .map(|&m| if m.right { 2 } else { 0 })
        .collect();
    toward.sort_unstable();
    assert_eq!(toward, [0, 2]);
    let played = t.tap(Some(2)).expect("a> is played");
    assert_eq!(played.report.mv, Move::parse("a>").unwrap());
    assert_eq!(
        t.game().position(),
        "Q1/0/0/6/6/6/Q1/0/6/6/6/6 n 6:0:0 0:0:0"
    );
    assert_eq!(
        t.status(Lang::Vi).moves.last().map(String::as_str),
        Some("1. Đỏ: a> ×6")
    );
}

#[test]
fn north_picks_its_own_squares_and_sows_toward_its_own_right() {
    let mut t = table();
    t.play_text("a>", Lang::En).unwrap();
    // North's square b is board square 8; its right (`>`) is up in index, square 9.
    assert!(t.tap(Some(8)).is_none());
    let played = t.tap(Some(9)).expect("b> is played");
    assert_eq!(played.report.mv, Move::parse("b>").unwrap());
}

#[test]
fn a_tap_on_an_opponents_or_an_empty_square_says_why() {
    let mut t = table();
    assert!(t.tap(Some(8)).is_none());
    assert_eq!(t.selected(), None);
    assert_eq!(
        t.status(Lang::En).message.as_deref(),
        Some("Pick a square of the side to move.")
    );
    let mut t = at("Q0/0/5/5/5/5/Q0/5/5/5/5/5 s 5:0:0 0:0:0");
    assert!(t.tap(Some(1)).is_none());
    assert_eq!(t.selected(), None);
    assert_eq!(
        t.status(Lang::En).message.as_deref(),
        Some("This square has no dân to sow.")
    );
    assert_eq!(
        t.game().position(),
        "Q0/0/5/5/5/5/Q0/5/5/5/5/5 s 5:0:0 0:0:0"
    );
}

#[test]
fn the_preview_says_where_the_last_stone_falls_and_what_it_takes() {
    let t = table();
    // a>: 5 dân from square 1 fall on 2–6; the East quan square is next, so the turn ends
    // a>: the sowing goes on from full squares round the ring; its last stone falls in the
    // West quan square, and the six dân past the emptied square are taken.
    let (lands, report) = landing(t.game(), Move::parse("a>").unwrap()).unwrap();
    assert_eq!(report.captured(), (6, 0));
    assert_eq!(lands, 0, "the last stone falls in the West quan square");
    let (lands, report) = landing(t.game(), Move::parse("e<").unwrap()).unwrap();
    assert_eq!(report.captured(), (6, 0));
    assert_eq!(lands, 6);
    assert_eq!(
        <OaqWords as Present<Oaq>>::target_words(t.game(), Move::parse("e<").unwrap(), Lang::En),
        ", sow this way, the last stone falls on East quan square"
    );
}

#[test]
fn captures_chains_quan_and_refills_are_announced() {
    // b>: the one dân of square 2 falls on 3; 4 is empty, so the 3 dân of 5 are taken, and
    // the quan square after 5 stops the chain. One square of dân: no words over the board.
    let mut t = at("Q0/0/1/0/0/3/Q0/5/5/5/5/5 s 11:0:0 10:0:0");
    let played = t.play_text("b>", Lang::En).unwrap();
    assert_eq!(played.report.captured(), (3, 0));
    assert_eq!(t.take_said().banner, Vec::<String>::new());
    // c>: the last dân falls on 4, 5 is empty, and the East quan square is taken.
    let mut t = at("Q0/0/0/1/0/0/Q0/5/5/5/5/5 s 14:0:0 10:0:0");
    let played = t.play_text("c>", Lang::En).unwrap();
    assert_eq!(played.report.captured(), (0, 1));
    assert_eq!(t.take_said().banner, ["Ăn quan!"]);
    assert_eq!(
        t.status(Lang::Vi).moves.last().map(String::as_str),
        Some("1. Đỏ: c> +quan")
    );
    // a>: the dân falls on 2; 3 is empty, so 4 is taken; 5 is empty, so the quan square
    // after it is taken too: a chain.
    let mut t = at("Q0/1/0/0/2/0/Q0/5/5/5/5/5 s 12:0:0 10:0:0");
    let played = t.play_text("a>", Lang::En).unwrap();
    assert_eq!(played.report.captures(), 2);
    assert_eq!(t.take_said().banner, ["Ăn quan! Ăn liên tiếp!"]);
    assert_eq!(
        t.status(Lang::Vi).moves.last().map(String::as_str),
        Some("1. Đỏ: a> ×2 +quan")
    );
}

#[test]
fn a_refill_and_a_borrowing_are_announced() {
    // North sows its last dân; South's row is empty and its store too: it borrows five.
    let mut t = at("Q0/0/0/0/0/0/Q0/1/0/0/0/0 n 0:0:0 49:0:0");
    t.play_text("a>", Lang::En).unwrap();
    assert_eq!(t.take_said().banner, ["Vay dân!"]);
    assert!(
        t.game().position().starts_with("Q0/1/1/1/1/1/"),
        "{}",
        t.game().position()
    );
    assert_eq!(t.status(Lang::Vi).facts[0].1, "Đỏ: 0 dân, 0 quan, nợ 5");
    // South refills from its own captures: "Rải quân".
    let mut t = at("Q0/0/0/0/0/0/Q0/1/0/0/0/0 n 9:0:0 40:0:0");
    t.play_text("a>", Lang::En).unwrap();
    assert_eq!(t.take_said().banner, ["Rải quân!"]);
}

#[test]
fn the_panel_always_shows_each_sides_captures_quan_and_debt() {
    let mut t = table();
    t.play_text("a>", Lang::Vi).unwrap();
    let facts: Vec<String> = t.status(Lang::Vi).facts.into_iter().map(|f| f.1).collect();
    assert_eq!(
        facts,
        ["Đỏ: 6 dân, 0 quan, nợ 0", "Xanh: 0 dân, 0 quan, nợ 0"]
    );
    let facts: Vec<String> = t.status(Lang::En).facts.into_iter().map(|f| f.1).collect();
    assert_eq!(facts[0], "Red: 6 dân, 0 quan, owes 0");
}

#[test]
fn the_end_gives_the_count_in_front_of_the_players() {
    // Both quan taken; South holds 3 dân on its row at the end.
    let game = Oaq::from_position(
        "0/1/1/1/0/0/0/0/0/0/0/2 s 24:1:0 21:1:0",
        OaqOptions::default(),
    )
    .unwrap();
    assert!(game.outcome().is_some());
    assert_eq!(
        count_words(&game, Lang::Vi),
        "Đỏ: 24 dân + 1 quan × 10 + 3 dân trên hàng = 37;\nXanh: 21 dân + 1 quan × 10 + 2 dân trên hàng = 33."
    );
    let t = Table::new(OaqWords, game, 1);
    let outcome = t.status(Lang::En).outcome.unwrap();
    assert!(outcome.starts_with("Red wins"), "{outcome}");
    assert!(
        outcome.contains("Red: 24 dân + 1 quan × 10 + 3 dân on its row = 37"),
        "{outcome}"
    );
    assert!(matches!(
        t.game().outcome(),
        Some(Outcome::Win(Player::Red, _))
    ));
}

#[test]
fn the_stone_by_stone_replay_ends_on_the_position_the_rules_reach() {
    let mut rng = oorandom::Rand64::new(5);
    for g in 0..60 {
        let mut game = Oaq::new(OaqOptions::default(), g);
        while game.outcome().is_none() && !game.legal_moves().is_empty() {
            let moves = game.legal_moves();
            let mv = moves[rng.rand_range(0..moves.len() as u64) as usize];
            let before = game.clone();
            let report = game.play(mv).unwrap();
            let shown = scenes(&before, &report);
            let last = shown.last().expect("every move shows something");
            let s = game.state();
            assert_eq!(
                (last.dan, last.quan, last.stores),
                (s.dan, s.quan, s.stores)
            );
            // Each stone picked up is dropped one by one: the hand never jumps.
            for w in shown.windows(2).filter(|w| w[1].hand.is_some()) {
                let dropped: i32 = w[1].dan.iter().map(|&d| i32::from(d)).sum::<i32>()
                    - w[0].dan.iter().map(|&d| i32::from(d)).sum::<i32>();
                assert!(dropped <= 1, "{} stones at once", dropped);
            }
        }
    }
}

#[test]
fn squares_are_named_from_each_sides_own_left() {
    assert_eq!(square_name(1, Lang::Vi), "Nam a");
    assert_eq!(square_name(11, Lang::En), "North e");
    assert_eq!(square_name(0, Lang::Vi), "quan Tây");
    assert_eq!(square_name(6, Lang::En), "East quan square");
}

#[test]
fn the_move_list_kept_move_by_move_equals_a_rebuilt_one() {
    let mut t = table();
    table_common::random_walk(&mut t, 400, 7);
}

#[test]
fn a_record_opens_as_the_same_table() {
    let mut t = table();
    table_common::random_walk(&mut t, 150, 3);
    table_common::round_trip(&t, &mut table());
}

#[test]
fn a_records_moves_in_the_move_lists_words_and_an_unknown_game_refused() {
    let mut t = table();
    t.play_text("c>", Lang::En).unwrap();
    let record = t.record(&[], |_| false);
    let words = co_dan_gian::table::record_words(&record, Lang::Vi).unwrap();
    assert_eq!(words, ["c> ×6"]);
    let mut chess = record.clone();
    chess.game = "chess".into();
    let err = co_dan_gian::table::record_words(&chess, Lang::En).unwrap_err();
    assert!(
        err.message(Lang::En).contains("Unknown game 'chess'"),
        "{}",
        err.message(Lang::En)
    );
}
