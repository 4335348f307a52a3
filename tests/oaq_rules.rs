//! Scenario tests for Ô ăn quan, one or more per rule of RULES-OAQ.md (and the decisions in
//! docs/rules-oaq.md). Positions are set up with position strings (squares by index: 0 the
//! West quan square, 1–5 South's a–e, 6 the East quan square, 7–11 North's a–e); every test
//! asserts the exact resulting position, report or count, worked out by hand in its comment.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::core::{EndReason, Game, GameOptions, Lang, Outcome, PlayError, Player};
use co_dan_gian::games::oaq::{Oaq, OaqOptions, Step};

/// Options from `key=value` pairs over the defaults.
fn opts(pairs: &[(&str, &str)]) -> OaqOptions {
    let mut o = OaqOptions::default();
    for (k, v) in pairs {
        o.set(k, v).unwrap_or_else(|e| panic!("{k}={v}: {e}"));
    }
    o
}

/// A game set up from `position` under `options`.
fn game_with(position: &str, options: OaqOptions) -> Oaq {
    Oaq::from_position(position, options).unwrap_or_else(|e| panic!("{position}: {e}"))
}

/// A game set up from `position` with the default options.
fn game(position: &str) -> Oaq {
    game_with(position, OaqOptions::default())
}

/// Plays `mv` (in notation) and returns what it did.
fn play(g: &mut Oaq, mv: &str) -> Vec<Step> {
    let m = g.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    g.play(m)
        .unwrap_or_else(|e| panic!("{mv} at {}: {e}", g.position()))
        .steps
}

/// The position after playing `mv` from `position` with `options`.
fn after_with(position: &str, mv: &str, options: OaqOptions) -> String {
    let mut g = game_with(position, options);
    play(&mut g, mv);
    g.position()
}

/// The position after playing `mv` from `position`.
fn after(position: &str, mv: &str) -> String {
    after_with(position, mv, OaqOptions::default())
}

#[test]
fn the_start_has_five_dan_in_each_citizens_square_and_a_quan_alone_in_each_quan_square() {
    let g = Oaq::new(OaqOptions::default(), 0);
    assert_eq!(g.position(), "Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0");
    assert_eq!(g.to_move(), Player::Red, "South (Red) starts");
    let moves: Vec<String> = g.legal_moves().iter().map(|&m| g.format_move(m)).collect();
    assert_eq!(
        moves,
        ["a<", "a>", "b<", "b>", "c<", "c>", "d<", "d>", "e<", "e>"]
    );
}

#[test]
fn the_first_option_lets_north_start() {
    let g = Oaq::new(opts(&[("first", "north")]), 0);
    assert_eq!(g.position(), "Q0/5/5/5/5/5/Q0/5/5/5/5/5 n 0:0:0 0:0:0");
    assert_eq!(g.to_move(), Player::Blue);
}

#[test]
fn sowing_goes_round_the_ring_and_past_the_emptied_square() {
    // e (square 5) holds 12; sown to the left (down in index) they fall in 4, 3, 2, 1, 0,
    // 11, 10, 9, 8, 7, 6 and the twelfth back in 5, the emptied square. The next square, 4,
    // holds 1: picked up, it falls in 3 (now 2); the next, 2, holds 1: it falls in 1 (now
    // 2); the next is the quan square 0 and the turn ends.
    let mut g = game("Q0/0/0/0/0/12/Q0/0/0/0/0/0 s 20:0:0 18:0:0");
    let steps = play(&mut g, "e<");
    assert_eq!(g.position(), "Q1/2/0/2/0/1/Q1/1/1/1/1/1 n 20:0:0 18:0:0");
    assert_eq!(
        steps,
        [
            Step::Sow { from: 5, count: 12 },
            Step::Sow { from: 4, count: 1 },
            Step::Sow { from: 2, count: 1 }
        ]
    );
}

#[test]
fn north_sows_from_its_own_left_and_its_right_goes_up_in_index() {
    // North's a is square 7 (East), and '>' goes up in index: 7's 2 dân fall in 8 and 9;
    // 10 and 11 are empty: the turn ends.
    let p = "Q0/1/1/1/1/1/Q0/2/0/0/0/0 n 20:0:0 23:0:0";
    assert_eq!(after(p, "a>"), "Q0/1/1/1/1/1/Q0/0/1/1/0/0 s 20:0:0 23:0:0");
    // '<' goes down: 7's 2 dân fall in the quan square 6 and in 5; the next is 4 (1 dân):
    // picked up, it falls in 3 (now 2); the next, 2, holds 1: it falls in 1; 0 ends it.
    assert_eq!(after(p, "a<"), "Q0/2/0/2/0/2/Q1/0/0/0/0/0 s 20:0:0 23:0:0");
}

#[test]
fn sowing_continues_from_a_full_square_and_two_empty_squares_end_the_turn() {
    // b (2) holds 2: they fall in 3 and 4; the next, 5, holds 3: picked up, they fall in the
    // quan square 6, in 7 and 8; the next two, 9 and 10, are empty: the turn ends.
    let p = "Q0/0/2/0/0/3/Q0/0/0/0/0/0 s 25:0:0 20:0:0";
    assert_eq!(after(p, "b>"), "Q0/0/0/1/1/0/Q1/1/1/0/0/0 n 25:0:0 20:0:0");
}

#[test]
fn a_quan_square_after_the_last_dan_ends_the_turn_full_or_empty() {
    // a (1) holds 4: they fall in 2 to 5; the next is the quan square 6: the turn ends,
    // with or without its quan.
    assert_eq!(
        after("Q0/4/0/0/0/0/Q0/1/0/0/0/0 s 25:0:0 20:0:0", "a>"),
        "Q0/0/1/1/1/1/Q0/1/0/0/0/0 n 25:0:0 20:0:0"
    );
    // Square 6 empty (North took its quan); 7 past it holds 1 but is not captured.
    assert_eq!(
        after("Q0/4/0/0/0/0/0/1/0/0/0/0 s 25:0:0 20:1:0", "a>"),
        "Q0/0/1/1/1/1/0/1/0/0/0/0 n 25:0:0 20:1:0"
    );
}

#[test]
fn an_empty_square_then_a_full_one_is_a_capture_and_the_quan_counts_in() {
    // c (3) holds 1: it falls in 4; 5 is empty and the quan square 6 holds its quan and 3
    // dân: South takes all of it ("Ăn quan!"). The next, 7, holds dân: no chain.
    let mut g = game("Q0/0/0/1/0/0/Q3/2/0/0/0/0 s 24:0:0 20:0:0");
    let steps = play(&mut g, "c>");
    assert_eq!(g.position(), "Q0/0/0/0/1/0/0/2/0/0/0/0 n 27:1:0 20:0:0");
    assert_eq!(
        steps.last(),
        Some(&Step::Capture {
            square: 6,
            dan: 3,
            quan: true
        })
    );
}

#[test]
fn the_capture_chain_takes_every_full_square_after_an_empty_one() {
    // a (1) holds 1: it falls in 2. 3 is empty, 4 holds 2: taken. 5 is empty, 6 holds its
    // quan and 2: taken. 7 is empty, 8 holds 3: taken. 9 holds 1, not empty: the chain ends.
    let mut g = game("Q0/1/0/0/2/0/Q2/0/3/1/0/0 s 21:0:0 20:0:0");
    let steps = play(&mut g, "a>");
    assert_eq!(g.position(), "Q0/0/1/0/0/0/0/0/0/1/0/0 n 28:1:0 20:0:0");
    let taken: Vec<usize> = steps
        .iter()
        .filter_map(|s| match s {
            Step::Capture { square, .. } => Some(*square),
            _ => None,
        })
        .collect();
    assert_eq!(taken, [4, 6, 8], "Ăn liên tiếp");
}

#[test]
fn an_empty_quan_square_after_an_empty_square_ends_the_turn() {
    // c (3) holds 1: it falls in 4; 5 is empty and so is the quan square 6 (no quan, no
    // dân): two empty squares, nothing captured, though 7 past them holds 2.
    assert_eq!(
        after("Q0/0/0/1/0/0/0/2/0/0/0/0 s 27:0:0 20:1:0", "c>"),
        "Q0/0/0/0/1/0/0/2/0/0/0/0 n 27:0:0 20:1:0"
    );
    // In a chain: after 4 is taken, 5 is empty and the quan square 6 past it is empty too:
    // the chain stops.
    let mut g = game("Q0/1/0/0/2/0/0/0/3/0/0/0 s 24:0:0 20:1:0");
    play(&mut g, "a>");
    assert_eq!(g.position(), "Q0/0/1/0/0/0/0/0/3/0/0/0 n 26:0:0 20:1:0");
}

#[test]
fn quan_non_keeps_a_quan_with_fewer_than_five_dan_from_capture() {
    let p = "Q0/0/0/1/0/0/Q3/2/0/0/0/0 s 24:0:0 20:0:0";
    let on = opts(&[("quan-non", "on")]);
    // With quan non, the quan square (its quan and 3 dân) cannot be taken: the turn ends.
    assert_eq!(
        after_with(p, "c>", on),
        "Q0/0/0/0/1/0/Q3/2/0/0/0/0 n 24:0:0 20:0:0"
    );
    // With 5 dân it is no longer young and is taken.
    assert_eq!(
        after_with("Q0/0/0/1/0/0/Q5/2/0/0/0/0 s 22:0:0 20:0:0", "c>", on),
        "Q0/0/0/0/1/0/0/2/0/0/0/0 n 27:1:0 20:0:0"
    );
    // A quan square whose quan is gone is taken whatever it holds.
    assert_eq!(
        after_with("Q0/0/0/1/0/0/3/2/0/0/0/0 s 24:0:0 20:1:0", "c>", on),
        "Q0/0/0/0/1/0/0/2/0/0/0/0 n 27:0:0 20:1:0"
    );
    // A chain that reaches a young quan ends there: 4 is taken, then 6 is refused.
    let mut g = game_with("Q0/1/0/0/2/0/Q2/0/3/1/0/0 s 21:0:0 20:0:0", on);
    play(&mut g, "a>");
    assert_eq!(g.position(), "Q0/0/1/0/0/0/Q2/0/3/1/0/0 n 23:0:0 20:0:0");
}

#[test]
fn an_empty_row_is_refilled_from_the_movers_captures() {
    // Read with South to move and South's row empty: one dân from South's 12 into each
    // square, before any move.
    let g = game("Q5/0/0/0/0/0/Q5/2/2/2/2/2 s 12:0:0 18:0:0");
    assert_eq!(g.position(), "Q5/1/1/1/1/1/Q5/2/2/2/2/2 s 7:0:0 18:0:0");
    // North read with an empty row is refilled from its 21 the same way.
    let g = game("Q3/0/0/0/0/1/Q5/0/0/0/0/0 n 20:0:0 21:0:0");
    assert_eq!(g.position(), "Q3/0/0/0/0/1/Q5/1/1/1/1/1 n 20:0:0 16:0:0");
    // After a move that empties the next player's row, the refill ends the move's report:
    // South's c (3) 1 dân falls in 4; 5 is empty, the quan square 6 (its quan and 2) is
    // taken; 7 and 8 are empty, the chain ends. North's row is empty: 5 of its 20 go in.
    let mut g = game("Q2/0/0/1/0/0/Q2/0/0/0/0/0 s 25:0:0 20:0:0");
    let steps = play(&mut g, "c>");
    assert_eq!(g.position(), "Q2/0/0/0/1/0/0/1/1/1/1/1 n 27:1:0 15:0:0");
    assert_eq!(
        steps.last(),
        Some(&Step::Refill {
            side: 1,
            own: 5,
            borrowed: 0
        })
    );
}

#[test]
fn a_player_short_of_dan_borrows_and_owes_them_at_the_count() {
    // South has 3 captured: it puts in all 3 and borrows 2 from North's 27.
    let g = game("Q5/0/0/0/0/0/Q5/2/2/2/2/2 s 3:0:0 27:0:0");
    assert_eq!(g.position(), "Q5/1/1/1/1/1/Q5/2/2/2/2/2 s 0:0:2 25:0:0");
    // The count: South 0 − 2 owed = −2; North 25 + 2 lent = 27.
    assert_eq!((g.score(0), g.score(1)), (-2, 27));
}

#[test]
fn with_refill_end_a_player_short_of_dan_ends_the_game() {
    let g = game_with(
        "Q5/0/0/0/0/0/Q5/2/2/2/2/2 s 3:0:0 27:0:0",
        opts(&[("refill", "end")]),
    );
    assert_eq!(g.legal_moves(), []);
    // Each takes their own row; the quan squares (a quan and 5 dân each) count for no one:
    // South 3, North 27 + 10.
    assert_eq!((g.score(0), g.score(1)), (3, 37));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::NoRefill))
    );
    // With enough dân of its own, South still refills under refill=end.
    let g = game_with(
        "Q5/0/0/0/0/0/Q5/2/2/2/2/2 s 5:0:0 25:0:0",
        opts(&[("refill", "end")]),
    );
    assert_eq!(g.position(), "Q5/1/1/1/1/1/Q5/2/2/2/2/2 s 0:0:0 25:0:0");
}

#[test]
fn the_game_ends_when_the_opponent_cannot_lend_enough() {
    // South has 3 and needs 2 more; North has 1: the game ends. South 3; North 1 + 10.
    let g = game("Q18/0/0/0/0/0/Q18/2/2/2/2/2 s 3:0:0 1:0:0");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::NoRefill))
    );
    assert_eq!((g.score(0), g.score(1)), (3, 11));
}

#[test]
fn the_game_ends_when_both_quan_squares_are_empty_and_each_takes_their_row() {
    // The chain of the earlier test, with the West quan square already empty (its quan in
    // North's store): taking square 6 empties the last quan square.
    let p = "0/1/0/0/2/0/Q2/0/3/1/0/0 s 21:0:0 20:1:0";
    let mut g = game(p);
    play(&mut g, "a>");
    assert_eq!(g.position(), "0/0/1/0/0/0/0/0/0/1/0/0 n 28:1:0 20:1:0");
    assert_eq!(g.legal_moves(), []);
    // South: 28 dân + a quan (10) + its row (1) = 39; North: 20 + 10 + 1 = 31.
    assert_eq!((g.score(0), g.score(1)), (39, 31));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::QuanCleared))
    );
    assert_eq!(
        g.outcome().map(|o| o.summary(Lang::Vi)),
        Some("Đỏ thắng — Hết quan, tàn dân".to_string())
    );
    // A quan counts 5 with mandarin=5: 34 against 26.
    let mut g = game_with(p, opts(&[("mandarin", "5")]));
    play(&mut g, "a>");
    assert_eq!((g.score(0), g.score(1)), (34, 26));
}

#[test]
fn a_quan_square_sown_into_after_its_quan_was_taken_is_not_empty() {
    // Both quan taken, but the East square holds 1 dân: the game goes on.
    let g = game("0/1/1/1/1/1/1/1/1/1/1/1 s 20:1:0 19:1:0");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.legal_moves().len(), 10);
}

#[test]
fn equal_counts_are_a_draw() {
    // Both quan squares empty when read: the game is over. South 20 + 10 + 5; North the same.
    let g = game("0/1/1/1/1/1/0/1/1/1/1/1 s 20:1:0 20:1:0");
    assert_eq!((g.score(0), g.score(1)), (35, 35));
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::QuanCleared)));
}

#[test]
fn a_finished_game_refuses_every_move_and_a_bad_move_changes_nothing() {
    let g0 = game("0/1/1/1/1/1/0/1/1/1/1/1 s 20:1:0 20:1:0");
    let mut g = g0.clone();
    let mv = g.parse_move("a>").expect("a move");
    assert_eq!(g.play(mv), Err(PlayError::GameOver));
    assert_eq!(g.position(), g0.position());
    // An empty square cannot be sown.
    let mut g = game("Q0/0/2/0/0/3/Q0/0/0/0/0/0 s 25:0:0 20:0:0");
    let before = g.position();
    let mv = g.parse_move("a>").expect("a move");
    let err = g.play(mv).expect_err("square a is empty");
    assert_eq!(
        err.message(Lang::En),
        "Move a>: the mover's square a has no dân to sow."
    );
    assert_eq!(g.position(), before);
}

#[test]
fn the_same_position_a_third_time_ends_the_game_and_debts_do_not_count_in_it() {
    // North has nothing and borrows 5 at each refill; South takes them back. Playing the
    // first move each time (a cycle met in a game between the computer's levels) goes round
    // for ever unless the repetition ends it.
    let start = "0/0/1/0/0/0/4/1/0/0/0/0 n 44:2:0 0:0:12";
    let mut g = game(start);
    let mut positions: Vec<String> = vec![g.position()];
    while g.outcome().is_none() {
        assert!(positions.len() < 1_000, "the game never ended");
        let mv = g.legal_moves()[0];
        g.play(mv).expect("a listed move plays");
        positions.push(g.position());
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::Repetition)),
        "{positions:?}"
    );
    // Without the debts, the last position stood on the board twice before.
    let board = |p: &String| p.rsplit_once(':').map(|(head, _)| head.to_string());
    let last = board(positions.last().expect("a position"));
    let earlier = positions[..positions.len() - 1]
        .iter()
        .filter(|p| board(p) == last)
        .count();
    assert_eq!(earlier, 2, "{positions:?}");
    // Debts are left out of what repeats.
    let key = |p: &str| game(p).state().repetition_key();
    assert_eq!(key(start), key("0/0/1/0/0/0/4/1/0/0/0/0 n 44:2:0 0:0:17"));
    assert_ne!(key(start), key("0/0/1/0/0/0/4/1/0/0/0/0 s 44:2:0 0:0:12"));
}

#[test]
fn positions_read_back_and_bad_ones_are_refused_with_a_sentence() {
    let p = "Q1/0/0/6/6/6/Q1/0/6/6/6/6 n 6:0:0 0:0:0";
    assert_eq!(game(p).position(), p);
    let refused = |text: &str| {
        Oaq::from_position(text, OaqOptions::default())
            .expect_err(text)
            .message(Lang::En)
    };
    assert_eq!(
        refused("Q0/5/5/5/5/5/Q0/5/5/5/5 s 0:0:0 0:0:0"),
        "The board needs 12 squares separated by '/'; this has 11. (at character 1)"
    );
    assert_eq!(
        refused("Q0/Q5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0"),
        "Square 1 is a citizens' square and holds no quan ('Q' only at squares 0 and 6). (at character 4)"
    );
    assert_eq!(
        refused("Q0/5/5/5/5/5/Q0/5/5/5/5/6 s 0:0:0 0:0:0"),
        "The position has 51 dân on the board and captured; a game has exactly 50."
    );
    assert_eq!(
        refused("Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:1:0 0:0:0"),
        "The position has 3 quan on the board and captured; a game has exactly 2."
    );
    assert_eq!(
        refused("Q0/5/5/5/5/5/Q0/5/5/5/5/5 x 0:0:0 0:0:0"),
        "The side to move must be 's' (South) or 'n' (North), not 'x'. (at character 27)"
    );
    assert_eq!(
        refused("Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0 0:0:0"),
        "South's store needs the form dân:quan:owed, such as 0:0:0. (at character 29)"
    );
    assert_eq!(
        refused("Q0/5/5/5/5/x/Q0/5/5/5/5/5 s 0:0:0 0:0:0"),
        "'x' is not a square's dân: a number from 0 to 50 is needed. (at character 12)"
    );
    assert!(refused("").contains("4 fields"));
}

#[test]
fn moves_are_read_and_written_as_a_letter_and_a_direction() {
    let g = Oaq::new(OaqOptions::default(), 0);
    for text in ["a<", "e>", "c>"] {
        let mv = g.parse_move(text).expect(text);
        assert_eq!(g.format_move(mv), text);
    }
    for bad in ["", "f>", "a", "a^", "a>>", "A>"] {
        assert!(g.parse_move(bad).is_err(), "{bad} was read");
    }
}
