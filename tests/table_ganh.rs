//! The Cờ gánh screen's logic on the shared table, without a browser: taps, notices, the
//! hint, undo and redo, the panel, the move list kept move by move, and records.

use crate::table_common;

use co_dan_gian::core::{Game, Lang, Player};
use co_dan_gian::games::ganh::{Ganh, GanhOptions, Point};
use co_dan_gian::table::ganh::{GanhTable, GanhWords};
use co_dan_gian::table::{Said, Table};

fn table() -> GanhTable {
    Table::new(GanhWords, Ganh::new(GanhOptions::default(), 1), 1)
}

fn pt(name: &str) -> Option<Point> {
    Point::parse(name)
}

const START: &str = "BBBBB/B...B/R...B/R...R/RRRRR r -";

#[test]
fn a_tap_on_a_piece_then_on_a_lit_point_plays_the_move() {
    let mut t = table();
    assert_eq!(t.game().position(), START);
    assert!(t.tap(pt("a3")).is_none());
    assert_eq!(t.selected(), pt("a3"));
    assert!(t.targets().iter().any(|m| m.to == pt("b3").unwrap()));
    let played = t.tap(pt("b3")).expect("a3-b3 is played");
    assert_eq!(played.before.position(), START);
    assert_eq!(t.game().position(), "BBBBB/B...B/.R..B/R...R/RRRRR b -");
    assert_eq!(t.selected(), None);
    assert_eq!(
        t.status(Lang::Vi).moves.last().map(String::as_str),
        Some("1. Đỏ: a3-b3")
    );
}

#[test]
fn a_tap_that_does_nothing_says_why_and_leaves_the_game() {
    let mut t = table();
    t.tap(pt("a5"));
    assert_eq!(
        t.status(Lang::En).message.as_deref(),
        Some("Pick a piece of the side to move.")
    );
    // An empty point that is no target drops the selection and says nothing.
    t.tap(pt("a3"));
    t.tap(pt("d3"));
    assert_eq!((t.selected(), t.status(Lang::En).message), (None, None));
    assert_eq!(t.game().position(), START);
    assert_eq!(t.plies(), 0);
    // A piece hemmed in cannot be picked up.
    let hemmed = "B...R/...../...../BB.../RB... r -";
    t.load_position(hemmed, 2, Lang::Vi).unwrap();
    t.tap(pt("a1"));
    assert_eq!(
        t.status(Lang::Vi).message.as_deref(),
        Some("Quân này không đi được.")
    );
    assert_eq!(t.selected(), None);
    assert_eq!(t.game().position(), hemmed);
}

#[test]
fn the_hint_picks_the_piece_up_and_is_shown_in_the_panel_until_the_next_tap() {
    let mut t = table();
    assert!(t.show_hint("a3-b3"));
    assert_eq!(t.selected(), pt("a3"));
    assert_eq!(t.status(Lang::Vi).message.as_deref(), Some("Gợi ý: a3-b3"));
    assert_eq!(t.status(Lang::En).message.as_deref(), Some("Hint: a3-b3"));
    assert!(!t.show_hint("a3-a4"), "an illegal hint is not shown");
    t.tap(pt("b3"));
    assert_eq!(t.status(Lang::En).message, None);
    assert_eq!(t.hint(), None);
}

#[test]
fn undo_redo_and_go_to_walk_the_history_and_keep_the_list() {
    let mut t = table();
    for _ in 0..3 {
        let first = t.legal_texts().remove(0);
        t.play_text(&first, Lang::En).unwrap();
    }
    let full = t.status(Lang::Vi);
    assert_eq!(full.lines.len(), 3, "one line a move");
    assert!(t.undo());
    assert_eq!((t.ply(), t.plies()), (2, 3));
    let after_undo = t.status(Lang::Vi);
    assert_eq!(after_undo.lines, full.lines, "undone moves stay listed");
    assert_eq!(after_undo.moves.len(), 2);
    t.redo().expect("the undone move is redone");
    assert_eq!(t.game().position(), full_position(&t));
    t.go_to(0);
    assert_eq!(t.game().position(), START);
    t.go_to(2);
    assert_eq!(t.turn(), Some(Player::Red));
    // A move played over undone ones cuts them off.
    t.play_text("a1-a5", Lang::En).expect_err("no such move");
    let undone = t.session().all_moves()[2];
    let undone = t.game().format_move(undone);
    let other = t.legal_texts().into_iter().find(|m| *m != undone).unwrap();
    t.play_text(&other, Lang::En).unwrap();
    assert_eq!(t.plies(), 3);
    assert_eq!(
        *t.status(Lang::Vi).lines,
        table_common::rebuilt(&t, Lang::Vi)
    );
}

fn full_position(t: &GanhTable) -> String {
    t.session().replay(3).position()
}

#[test]
fn the_panel_counts_pieces_and_states_the_mo_obligation() {
    let mut t = table();
    let s = t.status(Lang::En);
    assert_eq!(s.facts[0].1, "Red: 8 pieces");
    assert_eq!(s.facts[1].1, "Blue: 8 pieces");
    t.play_text("c1-c2", Lang::En).unwrap();
    assert_eq!(t.game().position(), "BBBBB/B...B/R...B/R.R.R/RR.RR b d2");
    assert_eq!(
        t.status(Lang::Vi).message.as_deref(),
        Some("Mở! Xanh phải gánh: đi vào d2.")
    );
    let said = t.take_said();
    assert_eq!(said.banner, vec!["Mở!".to_string()]);
    assert_eq!(said.heard, vec!["Red: c1-c2".to_string()]);
    assert_eq!(t.take_said(), Said::default(), "said once");
    t.load_position("....B/...../..R../...../B.B.. r -", 5, Lang::En)
        .unwrap();
    assert_eq!(t.status(Lang::En).facts[0].1, "Red: 1 pieces");
    assert!(t.load_position("nonsense", 5, Lang::En).is_err());
    assert_eq!(t.game().position(), "....B/...../..R../...../B.B.. r -");
}

#[test]
fn the_move_list_kept_move_by_move_equals_a_rebuilt_one() {
    let mut t = table();
    table_common::random_walk(&mut t, 600, 11);
}

#[test]
fn a_record_opens_as_the_same_table() {
    let mut t = table();
    table_common::random_walk(&mut t, 200, 3);
    table_common::round_trip(&t, &mut table());
}

#[test]
fn options_change_the_next_game_and_bad_values_are_refused() {
    let mut t = table();
    t.play_text("a3-b3", Lang::En).unwrap();
    let err = t
        .apply_options(
            &[("forced".into(), "sometimes".into())],
            9,
            Lang::En,
            |_| false,
        )
        .unwrap_err();
    assert!(err.contains("sometimes"), "{err}");
    assert_eq!(t.plies(), 1, "the game is untouched");
    t.apply_options(&[("first".into(), "blue".into())], 9, Lang::En, |_| false)
        .unwrap();
    assert_eq!((t.plies(), t.turn()), (0, Some(Player::Blue)));
}

#[test]
fn the_move_list_logs_which_lines_each_move_changed() {
    let mut t = table();
    let play = |t: &mut GanhTable, from: &str, to: &str| {
        t.tap(pt(from));
        t.tap(pt(to)).expect("a legal move");
    };
    play(&mut t, "a3", "b3");
    let first = t.status(Lang::Vi);
    let mark = first.changes.mark();
    assert_eq!(
        first.changes.since(mark),
        Some(usize::MAX),
        "nothing changed since now"
    );
    // Logged from the last line before the move (a move may join it in other games), so
    // Blue's answer from line 1 (index 0).
    play(&mut t, "e3", "d3");
    assert_eq!(t.status(Lang::Vi).changes.since(mark), Some(0));
    let mark = t.status(Lang::Vi).changes.mark();
    play(&mut t, "b3", "c3");
    let now = t.status(Lang::Vi);
    // Nothing before line 2 changed.
    assert_eq!(now.changes.since(mark), Some(1));
    assert_eq!(now.lines.len(), 3);
    // Undo changes no line (undone moves stay listed); a new move over them cuts them off
    // from the line that held them.
    let mark = now.changes.mark();
    t.undo();
    t.undo();
    assert_eq!(t.status(Lang::Vi).changes.since(mark), Some(usize::MAX));
    play(&mut t, "e4", "d4");
    assert_eq!(t.status(Lang::Vi).changes.since(mark), Some(0));
    assert_eq!(t.status(Lang::Vi).lines.len(), 2);
    // Another language writes the list anew: a view of the old one must compare it all.
    assert_eq!(t.status(Lang::En).changes.since(mark), None);
}

#[test]
fn every_move_is_heard_once_in_the_order_played_with_what_it_did() {
    let mut t = table();
    // A person's move and the reply, played before the panel looks: both, in order.
    t.play_text("a3-b3", Lang::En).unwrap();
    t.play_text("a5-b4", Lang::En).unwrap();
    let said = t.take_said();
    assert_eq!(said.heard, vec!["Đỏ: a3-b3", "Xanh: a5-b4"]);
    assert!(
        said.banner.is_empty(),
        "quiet moves show nothing over the board"
    );
    // Undo says nothing of its own; the move played again is heard again.
    t.undo();
    assert_eq!(t.take_said(), Said::default());
    t.redo().unwrap();
    assert_eq!(t.take_said().heard, vec!["Xanh: a5-b4"]);
}

#[test]
fn a_tap_for_the_computers_or_a_friends_colour_is_refused() {
    use co_dan_gian::table::{Hand, Hands};
    let mut t = table();
    t.seat(Hands([
        Hand::Person,
        Hand::Computer,
        Hand::Person,
        Hand::Person,
    ]));
    assert!(t.person_to_move());
    t.play_text("a3-b3", Lang::En).unwrap();
    assert_eq!(t.hand_to_move(), Some(Hand::Computer));
    assert!(!t.person_to_move());
    // Blue's piece on a5 and its empty neighbour b4: nothing is picked up, nothing played.
    assert!(t.tap(pt("a5")).is_none());
    assert_eq!(t.selected(), None);
    assert!(t.tap(pt("b4")).is_none());
    assert_eq!(t.ply(), 1);
    assert_eq!(t.status(Lang::En).message, None, "no notice either");
    t.seat(Hands([
        Hand::Person,
        Hand::Friend,
        Hand::Person,
        Hand::Person,
    ]));
    t.tap(pt("a5"));
    assert_eq!(t.selected(), None);
    // The computer's own move goes through the table's choose, as before.
    t.play_text("a5-b4", Lang::En).unwrap();
    assert!(t.person_to_move());
}

#[test]
fn a_piece_dragged_to_a_point_it_can_reach_moves_there() {
    let mut t = table();
    assert!(t.drag(pt("a3"), pt("c3")).is_none(), "a3 cannot reach c3");
    assert_eq!(t.game().position(), START);
    assert!(
        t.drag(pt("e3"), pt("d3")).is_none(),
        "Blue's piece on Red's turn"
    );
    assert!(t.drag(pt("a3"), None).is_none(), "let go off the board");
    let played = t.drag(pt("a3"), pt("b3")).expect("a3-b3 is played");
    assert_eq!(played.before.position(), START);
    assert_eq!(t.game().position(), "BBBBB/B...B/.R..B/R...R/RRRRR b -");
}
