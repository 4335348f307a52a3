//! Scenario tests for Cờ gánh, one or more per rule of RULES.md §1 (and the decisions in
//! docs/rules-ganh.md). Positions are set up with position strings; every test asserts the
//! exact resulting position or list.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::core::{EndReason, Game, GameOptions, Lang, Outcome, PlayError, Player};
use co_dan_gian::games::ganh::{
    joined, neighbours, segments, First, Forced, Ganh, GanhOptions, GanhReport, Move, Point, LINES,
};

/// The point named `name`.
fn p(name: &str) -> Point {
    Point::parse(name).expect(name)
}

/// The points named in `names` (space-separated), in that order.
fn pts(names: &str) -> Vec<Point> {
    names.split_whitespace().map(p).collect()
}

/// A game set up from `position` with the default options.
fn game(position: &str) -> Ganh {
    game_with(position, GanhOptions::default())
}

/// A game set up from `position` with `options`.
fn game_with(position: &str, options: GanhOptions) -> Ganh {
    Ganh::from_position(position, options).unwrap_or_else(|e| panic!("{position}: {e}"))
}

/// Options with `forced` set.
fn forced(value: &str) -> GanhOptions {
    let mut o = GanhOptions::default();
    o.set("forced", value).expect("forced value");
    o
}

/// Plays the move written `text`, which must be legal.
fn play(g: &mut Ganh, text: &str) -> GanhReport {
    let mv = g.parse_move(text).expect(text);
    g.play(mv)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", g.position()))
}

/// The legal moves in notation.
fn moves(g: &Ganh) -> Vec<String> {
    g.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Asserts that `text` is refused as illegal and leaves the game exactly as it was.
fn assert_refused(g: &mut Ganh, text: &str) -> String {
    let before = (
        g.position(),
        g.legal_moves(),
        g.plies_without_conversion(),
        g.outcome(),
    );
    let mv = g.parse_move(text).expect(text);
    let err = g.play(mv).expect_err(text);
    assert!(matches!(err, PlayError::Illegal(_)), "{text}: {err:?}");
    assert!(!g.is_legal(mv));
    assert_eq!(
        before,
        (
            g.position(),
            g.legal_moves(),
            g.plies_without_conversion(),
            g.outcome()
        )
    );
    assert!(!err.message(Lang::Vi).is_empty());
    err.message(Lang::En)
}

// ---- Board -------------------------------------------------------------------------------

#[test]
fn board_points_are_named_file_then_rank_with_index_rank_times_5_plus_file() {
    assert_eq!(p("a1").index(), 0);
    assert_eq!(p("e1").index(), 4);
    assert_eq!(p("a2").index(), 5);
    assert_eq!(p("e5").index(), 24);
    assert_eq!(Point::new(2, 2).map(|q| q.name()), Some("c3".to_string()));
    assert_eq!((p("d2").file(), p("d2").rank()), (3, 1));
    assert_eq!(Point::new(5, 0), None);
    for bad in ["", "a", "f1", "a0", "a6", "A1", "a10", "1a", "ă1"] {
        assert_eq!(Point::parse(bad), None, "{bad}");
    }
    assert_eq!(Point::ALL.len(), 25);
    assert!(Point::ALL
        .iter()
        .enumerate()
        .all(|(i, q)| q.index() == i && Point::parse(&q.name()) == Some(*q)));
}

#[test]
fn board_diagonals_only_through_points_with_even_file_plus_rank() {
    let names = |q: &str| {
        neighbours(p(q))
            .map(|n| n.name())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(names("a1"), "b1 a2 b2");
    assert_eq!(names("b1"), "a1 c1 b2");
    assert_eq!(names("b3"), "b2 a3 c3 b4");
    assert_eq!(names("c3"), "b2 c2 d2 b3 d3 b4 c4 d4");
    assert_eq!(names("a3"), "a2 b2 b3 a4 b4");
    assert_eq!(names("d4"), "c3 d3 e3 c4 e4 c5 d5 e5");
    assert!(!joined(p("b3"), p("a2")) && !joined(p("b3"), p("c4")) && !joined(p("a2"), p("b1")));
    for q in Point::ALL {
        let diagonal = neighbours(q)
            .filter(|n| n.file() != q.file() && n.rank() != q.rank())
            .count();
        assert_eq!(diagonal > 0, q.has_diagonals(), "{q}");
        assert_eq!(q.has_diagonals(), (q.file() + q.rank()) % 2 == 0);
    }
}

#[test]
fn board_draws_56_segments_on_16_lines() {
    let segs = segments();
    assert_eq!(segs.len(), 56);
    let mut seen = segs.clone();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 56);
    assert!(segs
        .iter()
        .all(|&(a, b)| a < b && joined(a, b) && joined(b, a)));
    let total: usize = Point::ALL.iter().map(|&q| neighbours(q).count()).sum();
    assert_eq!(total, 2 * 56);
    // Every segment lies on exactly one of the 16 drawn lines, and every line is made of segments.
    let mut covered = 0;
    for (a, b) in LINES {
        let (df, dr) = (
            b.file() as i8 - a.file() as i8,
            b.rank() as i8 - a.rank() as i8,
        );
        let steps = df.abs().max(dr.abs());
        let (sf, sr) = (df / steps, dr / steps);
        for k in 0..steps {
            let at = |k: i8| {
                Point::new(
                    (a.file() as i8 + sf * k) as u8,
                    (a.rank() as i8 + sr * k) as u8,
                )
                .unwrap()
            };
            assert!(joined(at(k), at(k + 1)), "{a}-{b}");
            covered += 1;
        }
    }
    assert_eq!(covered, 56);
}

// ---- Setup and turn ----------------------------------------------------------------------

#[test]
fn setup_start_position() {
    let g = Ganh::new(GanhOptions::default(), 0);
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R...R/RRRRR r -");
    assert_eq!((g.count(Player::Red), g.count(Player::Blue)), (8, 8));
    for q in pts("a1 b1 c1 d1 e1 a2 e2 a3") {
        assert_eq!(g.piece_at(q), Some(Player::Red), "{q}");
    }
    for q in pts("a5 b5 c5 d5 e5 a4 e4 e3") {
        assert_eq!(g.piece_at(q), Some(Player::Blue), "{q}");
    }
    assert_eq!(g.piece_at(p("c3")), None);
    assert_eq!(g.to_move(), Player::Red);
    assert_eq!(g.outcome(), None);
    assert!(g.obligation().is_empty());
}

#[test]
fn turn_one_step_along_a_line_to_an_empty_point() {
    let g = Ganh::new(GanhOptions::default(), 0);
    assert_eq!(
        moves(&g),
        [
            "a1-b2", "b1-b2", "c1-b2", "c1-c2", "c1-d2", "d1-d2", "e1-d2", "a2-b2", "e2-d2",
            "a3-b2", "a3-b3", "a3-b4"
        ]
    );
    // b1 has no diagonal: only b2. a2 can't go to b1 or b3 (no such lines).
    assert_eq!(g.moves_from(p("b1")), vec![Move::new(p("b1"), p("b2"))]);
    assert_eq!(g.moves_from(p("a2")), vec![Move::new(p("a2"), p("b2"))]);
    assert!(g.moves_from(p("a5")).is_empty(), "not Red's piece");
    assert!(g.moves_from(p("c3")).is_empty(), "no piece");
}

#[test]
fn turn_players_alternate() {
    let mut g = Ganh::new(GanhOptions::default(), 0);
    play(&mut g, "a3-b3");
    assert_eq!(g.to_move(), Player::Blue);
    assert_eq!(g.position(), "BBBBB/B...B/.R..B/R...R/RRRRR b -");
    play(&mut g, "e3-d3");
    assert_eq!(g.to_move(), Player::Red);
}

// ---- Gánh --------------------------------------------------------------------------------

#[test]
fn ganh_horizontal() {
    let mut g = game("....B/...../.B.B./..R../R.... r -");
    let r = play(&mut g, "c2-c3");
    assert_eq!(g.position(), "....B/...../.RRR./...../R.... b -");
    assert_eq!((r.ganh.clone(), r.chau()), (pts("b3 d3"), 2));
    assert!(r.vay.is_empty() && r.mo.is_empty());
    assert_eq!((g.count(Player::Red), g.count(Player::Blue)), (4, 1));
}

#[test]
fn ganh_vertical() {
    let mut g = game("....B/.B.../R..../.B.../R.... r -");
    let r = play(&mut g, "a3-b3");
    assert_eq!(g.position(), "....B/.R.../.R.../.R.../R.... b -");
    assert_eq!(r.ganh, pts("b2 b4"));
}

#[test]
fn ganh_long_diagonal() {
    let mut g = game("....B/...../..B../R..../B.... r -");
    let r = play(&mut g, "a2-b2");
    assert_eq!(g.position(), "....B/...../..R../.R.../R.... b -");
    assert_eq!(r.ganh, pts("a1 c3"));
}

#[test]
fn ganh_diamond_diagonal() {
    let mut g = game("..B../...../BR.../...../....B r -");
    let r = play(&mut g, "b3-b4");
    assert_eq!(g.position(), "..R../.R.../R..../...../....B b -");
    assert_eq!(r.ganh, pts("a3 c5"));
}

#[test]
fn ganh_no_diagonal_through_b3() {
    // a2–b3–c4 and a4–b3–c2 are not drawn lines: landing on b3 between them takes nothing.
    let mut g = game("...../B.B../...../BRB../..... r -");
    let r = play(&mut g, "b2-b3");
    assert_eq!(g.position(), "...../B.B../.R.../B.B../..... b -");
    assert!(r.ganh.is_empty() && r.vay.is_empty());
    assert_eq!(g.count(Player::Blue), 4);
}

#[test]
fn ganh_chau_4() {
    let mut g = game("....B/..B../.B.B./.RB../..... r -");
    let r = play(&mut g, "b2-c3");
    assert_eq!(g.position(), "....B/..R../.RRR./..R../..... b -");
    assert_eq!(r.ganh, pts("b3 d3 c2 c4"));
    assert_eq!(r.chau(), 4);
}

#[test]
fn ganh_chau_6() {
    let mut g = game("....B/.BBR./.B.B./..BB./..... r -");
    let r = play(&mut g, "d4-c3");
    assert_eq!(g.position(), "....B/.RR../.RRR./..RR./..... b -");
    assert_eq!(r.ganh, pts("b3 d3 c2 c4 d2 b4"));
    assert_eq!(r.chau(), 6);
}

#[test]
fn ganh_chau_8_cannot_happen_the_line_the_mover_came_along_stays_open() {
    // All eight neighbours of c3 but d4 are Blue; Red steps d4-c3. The d4–c3–b2 line has
    // d4 empty behind the mover, so b2 stays Blue: six at most, never eight, by gánh alone.
    let mut g = game("....B/.BBR./.B.B./.BBB./..... r -");
    let r = play(&mut g, "d4-c3");
    assert_eq!(r.chau(), 6);
    assert_eq!(g.piece_at(p("b2")), Some(Player::Blue));
    assert_eq!(g.position(), "....B/.RR../.RRR./.BRR./..... b -");
}

#[test]
fn ganh_and_vay_together_turn_eight_pieces_in_one_move() {
    let mut g = game("....B/.BBR./RB.B./BBBB./RRR.. r -");
    let r = play(&mut g, "d4-c3");
    assert_eq!(r.chau(), 6);
    assert_eq!(r.vay, pts("a2 b2"));
    assert_eq!(r.converted(), 8);
    assert_eq!(g.position(), "....B/.RR../RRRR./RRRR./RRR.. b -");
}

#[test]
fn ganh_only_the_mover_captures_a_piece_left_between_two_enemies_is_safe() {
    // Blue closes b3 _ d3 around Red's c3: Blue did not step between, so nothing turns,
    // and Red's c3 takes nothing either since Red did not move there.
    let mut g = game("R..../...../.BR.B/...../..... b -");
    let r = play(&mut g, "e3-d3");
    assert_eq!(g.position(), "R..../...../.BRB./...../..... r -");
    assert_eq!(r.converted(), 0);
    // Red moves elsewhere: still nothing.
    let r = play(&mut g, "a5-b5");
    assert_eq!(r.converted(), 0);
    assert_eq!(g.position(), ".R.../...../.BRB./...../..... b -");
}

#[test]
fn ganh_converted_pieces_do_not_trigger_further_ganh() {
    // Red b4-b3 takes a3 and c3. The new Red c3 then stands between Blue c2 and c4, and
    // Blue d3 stands between Red c3 and e3: neither is a gánh, nothing else turns.
    let mut g = game("...../.RB../B.BBR/..B../..... r -");
    let r = play(&mut g, "b4-b3");
    assert_eq!(r.ganh, pts("a3 c3"));
    assert!(r.vay.is_empty());
    assert_eq!(g.position(), "...../..B../RRRBR/..B../..... b -");
}

// ---- Vây ---------------------------------------------------------------------------------

#[test]
fn vay_single_piece() {
    let mut g = game("....B/...../...../R.R../BR... r -");
    let r = play(&mut g, "c2-b2");
    assert!(r.ganh.is_empty());
    assert_eq!(r.vay, pts("a1"));
    assert_eq!(g.position(), "....B/...../...../RR.../RR... b -");
}

#[test]
fn vay_group() {
    let mut g = game("....B/...../...../R.R../BBR.. r -");
    let r = play(&mut g, "c2-b2");
    assert!(r.ganh.is_empty());
    assert_eq!(r.vay, pts("a1 b1"));
    assert_eq!(g.position(), "....B/...../...../RR.../RRR.. b -");
}

#[test]
fn vay_single_converts_one_blocked_piece_whose_group_can_still_move() {
    // After c2-b2, Blue a1 has no empty neighbour (a2, b2 Red, b1 Blue), but its group
    // a1-b1 still has c1: by default nothing turns, with vay=single a1 does.
    let start = "....B/...../...../R.R../BB... r -";
    let mut g = game(start);
    let r = play(&mut g, "c2-b2");
    assert!(r.vay.is_empty());
    assert_eq!(g.position(), "....B/...../...../RR.../BB... b -");
    let mut single = GanhOptions::default();
    single.set("vay", "single").unwrap();
    let mut g = game_with(start, single);
    let r = play(&mut g, "c2-b2");
    assert_eq!(r.vay, pts("a1"));
    assert_eq!(g.position(), "....B/...../...../RR.../RB... b -");
    // A whole enclosed group still turns under vay=single.
    let mut g = game_with("....B/...../...../R.R../BBR.. r -", single);
    assert_eq!(play(&mut g, "c2-b2").vay, pts("a1 b1"));
    let e = single.set("vay", "all").unwrap_err();
    assert_eq!(
        e.text.en,
        "The option 'vay' does not take 'all' (it takes group or single)."
    );
}

#[test]
fn vay_after_ganh_in_the_same_move() {
    // b3-a3 takes a2 and a4 by gánh; that leaves Blue a1 with no empty neighbour: vây.
    let mut g = game("....B/B..../.R.../BR.../BR... r -");
    let r = play(&mut g, "b3-a3");
    assert_eq!(r.ganh, pts("a2 a4"));
    assert_eq!(r.vay, pts("a1"));
    assert_eq!(g.position(), "....B/R..../R..../RR.../RR... b -");
}

#[test]
fn vay_movers_own_enclosed_group_is_left_then_taken_after_the_opponents_move() {
    // Set-up: Red's a1 has no empty neighbour. Red's own move does not check Red's groups.
    let start = "....R/...../...../BB.../RB.B. r -";
    let mut g = game(start);
    let r = play(&mut g, "e5-e4");
    assert!(r.vay.is_empty());
    assert_eq!(g.piece_at(p("a1")), Some(Player::Red));
    // Blue's move leaves a1 enclosed: now it is Blue's.
    let r = play(&mut g, "d1-d2");
    assert_eq!(r.vay, pts("a1"));
    assert_eq!(g.position(), "...../....R/...../BB.B./BB... r -");

    // If Blue's move opens a neighbour instead, a1 stays Red.
    let mut g = game(start);
    play(&mut g, "e5-e4");
    let r = play(&mut g, "b2-c3");
    assert!(r.vay.is_empty());
    assert_eq!(g.piece_at(p("a1")), Some(Player::Red));
}

// ---- Mở and forced gánh ------------------------------------------------------------------

#[test]
fn mo_creates_an_obligation_shown_in_the_position_string() {
    let mut g = Ganh::new(GanhOptions::default(), 0);
    let r = play(&mut g, "c1-c2");
    assert_eq!(r.mo, pts("d2"), "c2 and e2 now flank d2, next to Blue's e3");
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R.R.R/RR.RR b d2");
    assert_eq!(g.obligation(), pts("d2"));
    assert!(g.must_capture());
}

#[test]
fn mo_only_obliged_moves_are_legal() {
    let mut g = Ganh::new(GanhOptions::default(), 0);
    play(&mut g, "c1-c2");
    assert_eq!(moves(&g), ["e3-d2"]);
    let why = assert_refused(&mut g, "c5-c4");
    assert!(why.contains("d2"), "{why}");
    let r = play(&mut g, "e3-d2");
    assert_eq!(r.ganh, pts("c2 e2"));
    assert_eq!(g.position(), "BBBBB/B...B/R..../R.BBB/RR.RR r -");
    assert_eq!((g.count(Player::Red), g.count(Player::Blue)), (6, 10));
}

#[test]
fn mo_obliges_only_the_new_ganh_points() {
    // Blue could already gánh on c1 (b1 _ d1). Red's e5-e4 opens e3 (e2 _ e4, next to d3):
    // Blue must land on e3; the old gánh on c1 is no longer allowed this turn.
    let mut g = game("....R/...../...B./..B.R/.R.R. r -");
    let r = play(&mut g, "e5-e4");
    assert_eq!(r.mo, pts("e3"));
    assert_eq!(g.position(), "...../....R/...B./..B.R/.R.R. b e3");
    assert_eq!(moves(&g), ["d3-e3"]);
    assert_refused(&mut g, "c2-c1");
    let r = play(&mut g, "d3-e3");
    assert_eq!(r.ganh, pts("e2 e4"));
}

#[test]
fn mo_the_obliged_player_chooses_the_point_and_the_piece() {
    let mut g = game("...../...../.R.R./..B.B/...R. b c3,d2");
    assert_eq!(moves(&g), ["c2-d2", "c2-c3", "e2-d2"]);
    let r = play(&mut g, "e2-d2");
    assert_eq!(r.ganh, pts("d1 d3"));
}

#[test]
fn forced_opening_an_old_ganh_point_does_not_oblige() {
    let mut g = game("....R/...../...B./..B.R/.R.R. r -");
    let r = play(&mut g, "e5-d5");
    assert!(r.mo.is_empty());
    assert!(g.obligation().is_empty() && !g.must_capture());
    assert_eq!(
        moves(&g),
        ["c2-c1", "c2-b2", "c2-d2", "c2-c3", "d3-d2", "d3-c3", "d3-e3", "d3-d4"]
    );
}

#[test]
fn forced_always_a_ganh_must_be_made_when_one_exists() {
    let mut g = game_with("....R/...../...B./..B.R/.R.R. r -", forced("always"));
    play(&mut g, "e5-d5");
    assert_eq!(moves(&g), ["c2-c1"]);
    assert_eq!(g.obligation(), pts("c1"));
    assert!(g.must_capture());
    assert_eq!(
        g.position(),
        "...R./...../...B./..B.R/.R.R. b -",
        "derived from the board, not written"
    );
    assert_refused(&mut g, "d3-d4");
    // With no gánh possible, every move is free.
    let g = game_with("BBBBB/B...B/R...B/R...R/RRRRR r -", forced("always"));
    assert_eq!(g.legal_moves().len(), 12);
    assert!(!g.must_capture());
}

#[test]
fn forced_always_a_mo_obliges_a_ganh() {
    let mut g = Ganh::new(forced("always"), 0);
    let r = play(&mut g, "c1-c2");
    assert_eq!(r.mo, pts("d2"));
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R.R.R/RR.RR b -");
    assert_eq!(moves(&g), ["e3-d2"]);
}

#[test]
fn forced_off_no_obligation() {
    let mut g = Ganh::new(forced("off"), 0);
    let r = play(&mut g, "c1-c2");
    assert!(r.mo.is_empty());
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R.R.R/RR.RR b -");
    assert_eq!(g.legal_moves().len(), 12);
    assert!(!g.must_capture());
    play(&mut g, "c5-c4");
    // A gánh is still a gánh when it is not forced.
    let mut g = game_with("....R/...../...B./..B.R/.R.R. b -", forced("off"));
    let r = play(&mut g, "c2-c1");
    assert_eq!(r.ganh, pts("b1 d1"));
}

// ---- End ---------------------------------------------------------------------------------

#[test]
fn end_a_player_with_no_pieces_has_lost_and_the_winner_holds_16() {
    let mut g = game("RRRRR/R..../.B.B./R.R.R/RRRRR r -");
    assert_eq!((g.count(Player::Red), g.count(Player::Blue)), (14, 2));
    play(&mut g, "c2-c3");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::NoPieces))
    );
    assert_eq!((g.count(Player::Red), g.count(Player::Blue)), (16, 0));
    assert!(g.legal_moves().is_empty());
    assert!(g.moves_from(p("c3")).is_empty());
    for mv in [Move::new(p("c3"), p("c2")), Move::new(p("a5"), p("a4"))] {
        assert_eq!(g.play(mv), Err(PlayError::GameOver));
    }
    assert_eq!(g.perft(1), 0);
}

#[test]
fn end_set_up_position_without_pieces_for_the_player_to_move() {
    let g = game("...../...../..B../...../..... r -");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::NoPieces))
    );
    let g = game("...../...../..B../...../..... b -");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::NoPieces))
    );
}

#[test]
fn end_no_legal_move_loses() {
    // Only from a set-up position: Red's only piece is enclosed and it is Red's turn.
    let g = game("....B/...../...../BB.../RB... r -");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::NoMoves))
    );
    assert!(g.legal_moves().is_empty());
}

// ---- Draws -------------------------------------------------------------------------------

/// Four plies that bring the start position back.
const SHUFFLE: [&str; 4] = ["a3-b3", "e3-d3", "b3-a3", "d3-e3"];

#[test]
fn draw_third_repetition() {
    let mut g = Ganh::new(GanhOptions::default(), 0);
    for (i, mv) in SHUFFLE.iter().cycle().take(8).enumerate() {
        assert_eq!(g.outcome(), None, "before ply {i}");
        play(&mut g, mv);
    }
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R...R/RRRRR r -");
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::Repetition)));
    assert_eq!(
        g.play(Move::new(p("a3"), p("b3"))),
        Err(PlayError::GameOver)
    );
}

#[test]
fn draw_repetition_needs_the_same_player_to_move() {
    // Blue starts here: the start position with Red to move never comes, so it never repeats.
    let mut o = GanhOptions::default();
    o.set("first", "blue").unwrap();
    let mut g = Ganh::new(o, 0);
    for mv in ["e3-d3", "a3-b3", "d3-e3", "b3-a3"].iter().cycle().take(8) {
        play(&mut g, mv);
    }
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R...R/RRRRR b -");
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::Repetition)));
}

#[test]
fn draw_repetition_off() {
    let mut o = GanhOptions::default();
    o.set("repetition", "off").unwrap();
    let mut g = Ganh::new(o, 0);
    for mv in SHUFFLE.iter().cycle().take(40) {
        play(&mut g, mv);
    }
    assert_eq!(g.outcome(), None);
}

#[test]
fn draw_100_plies_without_conversion() {
    let mut o = GanhOptions::default();
    o.set("repetition", "off").unwrap();
    let mut g = Ganh::new(o, 0);
    for mv in SHUFFLE.iter().cycle().take(99) {
        play(&mut g, mv);
    }
    assert_eq!((g.outcome(), g.plies_without_conversion()), (None, 99));
    play(&mut g, "d3-e3");
    assert_eq!(g.plies_without_conversion(), 100);
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::NoProgress)));
}

#[test]
fn draw_50_plies_without_conversion_when_the_rule_counts_50() {
    let mut o = GanhOptions::default();
    o.set("repetition", "off").unwrap();
    o.set("no-progress", "50").unwrap();
    let mut g = Ganh::new(o, 0);
    for mv in SHUFFLE.iter().cycle().take(49) {
        play(&mut g, mv);
    }
    assert_eq!((g.outcome(), g.plies_without_conversion()), (None, 49));
    play(&mut g, SHUFFLE[49 % SHUFFLE.len()]);
    assert_eq!(g.plies_without_conversion(), 50);
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::NoProgress)));
}

#[test]
fn draw_no_progress_on_in_an_old_record_reads_as_100() {
    let mut o = GanhOptions::default();
    o.set("no-progress", "50").unwrap();
    o.set("no-progress", "on").unwrap();
    assert_eq!(o, GanhOptions::default());
    let pairs = o.pairs();
    assert!(
        pairs.contains(&("no-progress", "100".to_string())),
        "{pairs:?}"
    );
    let err = o.set("no-progress", "60").unwrap_err();
    assert_eq!(
        err.text.en,
        "The option 'no-progress' does not take '60' (it takes 100, 50, off or on)."
    );
}

#[test]
fn draw_no_progress_off() {
    let mut o = GanhOptions::default();
    o.set("repetition", "off").unwrap();
    o.set("no-progress", "off").unwrap();
    let mut g = Ganh::new(o, 0);
    for mv in SHUFFLE.iter().cycle().take(120) {
        play(&mut g, mv);
    }
    assert_eq!((g.outcome(), g.plies_without_conversion()), (None, 120));
}

#[test]
fn draw_no_progress_counter_restarts_at_a_conversion() {
    let mut g = Ganh::new(GanhOptions::default(), 0);
    play(&mut g, "c1-c2");
    assert_eq!(g.plies_without_conversion(), 1);
    play(&mut g, "e3-d2");
    assert_eq!(g.plies_without_conversion(), 0);
}

// ---- Who starts --------------------------------------------------------------------------

#[test]
fn turn_first_player_option() {
    assert_eq!(Ganh::new(GanhOptions::default(), 7).to_move(), Player::Red);
    let mut o = GanhOptions::default();
    o.set("first", "blue").unwrap();
    assert_eq!(o.first, First::Blue);
    let g = Ganh::new(o, 7);
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R...R/RRRRR b -");
    assert_eq!(moves(&g)[0], "e3-d2");
    o.set("first", "random").unwrap();
    let firsts: Vec<Player> = (0..32).map(|seed| Ganh::new(o, seed).to_move()).collect();
    assert!(firsts.contains(&Player::Red) && firsts.contains(&Player::Blue));
    assert!(
        (0..32).all(|seed| Ganh::new(o, seed).to_move() == firsts[seed as usize]),
        "same seed, same player"
    );
}

// ---- Illegal moves -----------------------------------------------------------------------

#[test]
fn illegal_moves_are_refused_and_leave_the_game_unchanged() {
    let mut g = Ganh::new(GanhOptions::default(), 0);
    assert!(assert_refused(&mut g, "a1-a2").contains("occupied"));
    assert!(assert_refused(&mut g, "b1-a2").contains("No line"));
    assert!(assert_refused(&mut g, "a1-c3").contains("No line"));
    assert!(assert_refused(&mut g, "b3-c3").contains("no piece"));
    assert!(assert_refused(&mut g, "a5-b4").contains("Blue"));
    assert!(assert_refused(&mut g, "c3-c3").contains("no piece"));
    assert_eq!(g.position(), "BBBBB/B...B/R...B/R...R/RRRRR r -");
}

// ---- Position strings and moves as text --------------------------------------------------

#[test]
fn position_string_round_trips() {
    for s in [
        "BBBBB/B...B/R...B/R...R/RRRRR r -",
        "BBBBB/B...B/R...B/R.R.R/RR.RR b d2",
        "...../...../.R.R./..B.B/...R. b c3,d2",
        "B.B.B/.R.RB/B.R.B/BR.R./BBBB. b b3,c2,c4,d3",
        "...../...../..B../...../..... r -",
    ] {
        assert_eq!(game(s).position(), s);
    }
    // Spaces around and between the fields are not significant.
    assert_eq!(
        game("  BBBBB/B...B/R...B/R...R/RRRRR   r  - \n").position(),
        "BBBBB/B...B/R...B/R...R/RRRRR r -"
    );
}

#[test]
fn position_obligation_points_are_sorted_by_name() {
    // c3 (index 12) before d2 (index 8): name order, file first.
    assert_eq!(
        game("...../...../.R.R./..B.B/...R. b c3,d2").obligation(),
        pts("c3 d2")
    );
    let e = Ganh::from_position(
        "...../...../.R.R./..B.B/...R. b d2,c3",
        GanhOptions::default(),
    )
    .unwrap_err();
    assert_eq!(e.at, Some(35));
    assert!(e.text.en.contains("sorted"), "{e}");
}

/// The error for `text` with the default options.
fn parse_error(text: &str) -> co_dan_gian::core::ParseError {
    let e = Ganh::from_position(text, GanhOptions::default()).expect_err(text);
    assert!(!e.text.vi.is_empty() && !e.text.en.is_empty());
    e
}

#[test]
fn position_parse_error_wrong_rank_count() {
    let e = parse_error("BBBBB/B...B/R...B/R...R r -");
    assert_eq!(e.at, Some(0));
    assert!(
        e.text.en.contains("5 ranks") && e.text.en.contains('4'),
        "{e}"
    );
    let e = parse_error("BBBBB/B...B/R...B/R...R/RRRRR/..... r -");
    assert_eq!(e.at, Some(30));
    assert!(e.text.en.contains('6'), "{e}");
}

#[test]
fn position_parse_error_wrong_rank_length() {
    let e = parse_error("BBBB/B...B/R...B/R...R/RRRRR r -");
    assert_eq!(e.at, Some(0));
    assert!(e.text.en.contains("Rank 5 has 4"), "{e}");
    let e = parse_error("BBBBB/B...B/R...B/R....R/RRRRR r -");
    assert_eq!(e.at, Some(18));
    assert!(e.text.en.contains("Rank 2 has 6"), "{e}");
    assert!(e.text.vi.contains("Hàng 2 có 6"), "{}", e.text.vi);
}

#[test]
fn position_parse_error_bad_character() {
    let e = parse_error("BBBBB/B...B/R.x.B/R...R/RRRRR r -");
    assert_eq!(e.at, Some(14));
    assert!(e.text.en.contains("'x' at c3"), "{e}");
    let e = parse_error("bbbbb/B...B/R...B/R...R/RRRRR r -");
    assert_eq!(e.at, Some(0));
    let e = parse_error("BBBBB/B...B/R...B/R...R/RRRRĐ r -");
    assert_eq!(e.at, Some(28));
    assert!(e.text.en.contains("'Đ' at e1"), "{e}");
}

#[test]
fn position_parse_error_bad_side() {
    let e = parse_error("BBBBB/B...B/R...B/R...R/RRRRR x -");
    assert_eq!(e.at, Some(30));
    assert!(e.text.en.contains("'x'"), "{e}");
    assert_eq!(parse_error("BBBBB/B...B/R...B/R...R/RRRRR").at, Some(29));
    assert_eq!(parse_error("BBBBB/B...B/R...B/R...R/RRRRR r").at, Some(31));
    assert_eq!(
        parse_error("BBBBB/B...B/R...B/R...R/RRRRR r - x").at,
        Some(34)
    );
}

#[test]
fn position_parse_error_bad_obligation_point() {
    let e = parse_error("BBBBB/B...B/R...B/R.R.R/RR.RR b z9");
    assert_eq!(e.at, Some(32));
    assert!(e.text.en.contains("'z9'"), "{e}");
    assert_eq!(
        parse_error("BBBBB/B...B/R...B/R.R.R/RR.RR b d2,").at,
        Some(35)
    );
    assert_eq!(
        parse_error("BBBBB/B...B/R...B/R.R.R/RR.RR b ,d2").at,
        Some(32)
    );
}

#[test]
fn position_parse_error_duplicate_obligation_point() {
    let e = parse_error("...../...../.R.R./..B.B/...R. b c3,c3");
    assert_eq!(e.at, Some(35));
    assert!(e.text.en.contains("twice"), "{e}");
}

#[test]
fn position_parse_error_obligation_on_an_occupied_point() {
    let e = parse_error("BBBBB/B...B/R...B/R...R/RRRRR r a1");
    assert_eq!(e.at, Some(32));
    assert!(e.text.en.contains("occupied"), "{e}");
}

#[test]
fn position_parse_error_obligation_where_no_ganh_is_possible() {
    let e = parse_error("BBBBB/B...B/R...B/R...R/RRRRR r c3");
    assert_eq!(e.at, Some(32));
    assert!(e.text.en.contains("cannot gánh on c3"), "{e}");
}

#[test]
fn position_parse_error_obligation_without_forced_opening() {
    for value in ["always", "off"] {
        let e =
            Ganh::from_position("BBBBB/B...B/R...B/R.R.R/RR.RR b d2", forced(value)).unwrap_err();
        assert_eq!(e.at, Some(32));
        assert!(e.text.en.contains("forced=opening"), "{e}");
    }
}

#[test]
fn position_parse_error_empty_input_or_board() {
    assert_eq!(parse_error("").at, None);
    assert_eq!(parse_error("   ").at, None);
    assert!(parse_error("...../...../...../...../..... r -")
        .text
        .en
        .contains("no pieces"));
    let huge = "B".repeat(100_000);
    assert_eq!(parse_error(&huge).at, Some(0));
    assert!(parse_error("ĐĐĐĐĐ/ĐĐĐĐĐ/ĐĐĐĐĐ/ĐĐĐĐĐ/ĐĐĐĐĐ đ đ")
        .at
        .is_some());
}

#[test]
fn move_notation() {
    let g = Ganh::new(GanhOptions::default(), 0);
    let mv = g.parse_move("a3-b3").unwrap();
    assert_eq!(mv, Move::new(p("a3"), p("b3")));
    assert_eq!(g.format_move(mv), "a3-b3");
    assert_eq!(g.parse_move(" a3-b3 ").unwrap(), mv);
    assert_eq!(g.parse_move("a3b3").unwrap_err().at, Some(0));
    assert_eq!(g.parse_move("a3-f3").unwrap_err().at, Some(3));
    assert_eq!(g.parse_move("a3-b3-c3").unwrap_err().at, Some(3));
    assert_eq!(g.parse_move("x-b3").unwrap_err().at, Some(0));
    assert!(g.parse_move("").is_err());
}

// ---- Options -----------------------------------------------------------------------------

#[test]
fn options_as_text() {
    let d = GanhOptions::default();
    assert_eq!(
        (d.forced, d.first, d.draw_repetition, d.no_progress.plies()),
        (Forced::Opening, First::Red, true, Some(100))
    );
    let text = |o: &GanhOptions| {
        o.pairs()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        text(&d),
        "forced=opening first=red repetition=on no-progress=100 vay=group"
    );
    let mut o = GanhOptions::default();
    for (k, v) in [
        ("forced", "always"),
        ("first", "random"),
        ("repetition", "off"),
        ("no-progress", "off"),
        ("vay", "single"),
    ] {
        o.set(k, v).unwrap();
    }
    assert_eq!(
        text(&o),
        "forced=always first=random repetition=off no-progress=off vay=single"
    );
    let mut back = GanhOptions::default();
    for (k, v) in o.pairs() {
        back.set(k, &v).unwrap();
    }
    assert_eq!(back, o);
    let e = o.set("speed", "fast").unwrap_err();
    assert!(e.text.en.contains("'speed'"), "{e}");
    let e = o.set("forced", "sometimes").unwrap_err();
    assert!(
        e.text.en.contains("'sometimes'") && e.text.en.contains("opening, always or off"),
        "{e}"
    );
    assert!(o.set("repetition", "yes").is_err());
    assert_eq!(o.forced, Forced::Always, "a refused value changes nothing");
}
