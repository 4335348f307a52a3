#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

// Scenario tests for Cờ toán, at least one per rule of RULES.md §2 and one per example of the
// seed text (seeds/004_c961c706c8c77a6e.txt). Positions are set up with position strings.

use co_dan_gian::core::{EndReason, Game, GameOptions, Lang, Outcome, PlayError, Player};
use co_dan_gian::games::toan::arithmetic::{distance_list, ops, usable_ops};
use co_dan_gian::games::toan::{
    Blockers, Cell, Division, First, Move, OpKind, Piece, Toan, ToanMatch, ToanOptions, START,
    ZERO_HOMES,
};

// ---------------------------------------------------------------------------------------
// Helpers

/// A position string with `pieces` ("r8@c5 b4@c9 …") on an empty board; each side's 0 goes on
/// its home unless the list places it.
fn position(pieces: &str, to_move: char, score: &str) -> String {
    let mut grid = vec![vec![".".to_string(); 9]; 11];
    let mut put = |code: &str, name: &str| {
        let c = cell(name);
        grid[usize::from(c.rank())][usize::from(c.file())] = code.to_string();
    };
    for item in pieces.split_whitespace() {
        let (code, name) = item.split_once('@').expect("piece@cell");
        put(code, name);
    }
    if !pieces.contains("r0@") {
        put("r0", "e2");
    }
    if !pieces.contains("b0@") {
        put("b0", "e10");
    }
    let ranks: Vec<String> = (0..11).rev().map(|r| grid[r].concat()).collect();
    format!("{} {to_move} {score}", ranks.join("/"))
}

fn game_with(pieces: &str, to_move: char, score: &str, options: ToanOptions) -> Toan {
    Toan::from_position(&position(pieces, to_move, score), options).expect("test position")
}

fn game(pieces: &str, to_move: char, score: &str) -> Toan {
    game_with(pieces, to_move, score, ToanOptions::default())
}

fn options(pairs: &[(&str, &str)]) -> ToanOptions {
    let mut o = ToanOptions::default();
    for (k, v) in pairs {
        o.set(k, v).expect("option");
    }
    o
}

fn cell(name: &str) -> Cell {
    Cell::parse(name).expect("cell name")
}

fn red(value: u8) -> Piece {
    Piece {
        owner: Player::Red,
        value,
    }
}

fn blue(value: u8) -> Piece {
    Piece {
        owner: Player::Blue,
        value,
    }
}

/// Plays moves given in notation, each of which must be legal.
fn play_all(g: &mut Toan, moves: &[&str]) {
    for text in moves {
        let mv = g.parse_move(text).expect("notation");
        g.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// The moves as sorted notation.
fn names(moves: Vec<Move>) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays `text`, expects it to be refused with `message` (English), and the game unchanged.
fn refused(g: &mut Toan, text: &str, message: &str) {
    let before = (g.position(), g.legal_moves(), g.outcome(), g.quiet_plies());
    let mv = g.parse_move(text).expect("notation");
    match g.play(mv) {
        Err(PlayError::Illegal(t)) => assert_eq!(t.en, message, "{text}"),
        other => panic!("{text}: expected a refusal, got {other:?}"),
    }
    assert_eq!(
        before,
        (g.position(), g.legal_moves(), g.outcome(), g.quiet_plies()),
        "{text}"
    );
}

/// Shuffles Red's piece between a1 and a2 and Blue's between i11 and i10, `plies` plies.
fn shuffle(g: &mut Toan, plies: usize) {
    const CYCLE: [&str; 4] = ["a1-a2", "i11-i10", "a2-a1", "i10-i11"];
    for text in CYCLE.iter().cycle().take(plies) {
        play_all(g, &[text]);
    }
}

// ---------------------------------------------------------------------------------------
// Board and setup

#[test]
fn board_is_9_files_by_11_ranks_a1_to_i11() {
    assert_eq!(Cell::ALL.len(), 99);
    assert_eq!(cell("a1").index(), 0);
    assert_eq!(cell("i1").index(), 8);
    assert_eq!(cell("a2").index(), 9);
    assert_eq!(cell("i11").index(), 98);
    assert_eq!((cell("e10").file(), cell("e10").rank()), (4, 9));
    assert_eq!(Cell::new(4, 9), Some(cell("e10")));
    assert_eq!(Cell::new(9, 0), None);
    assert_eq!(Cell::new(0, 11), None);
    for c in Cell::ALL {
        assert_eq!(Cell::parse(&c.name()), Some(c));
        assert_eq!(Cell::from_index(c.index() as u8), Some(c));
    }
    assert_eq!(cell("e10").name(), "e10");
    for bad in ["", "j1", "a0", "a12", "e01", "E2", "e", "10", "e2 ", "ê2"] {
        assert_eq!(Cell::parse(bad), None, "{bad:?}");
    }
}

#[test]
fn zero_homes_are_e2_and_e10_marked_with_a_cross() {
    assert_eq!(ZERO_HOMES, [cell("e2"), cell("e10")]);
}

#[test]
fn setup_red_1_to_9_on_a1_to_i1_blue_mirrored_zeros_on_their_homes() {
    let g = Toan::new(ToanOptions::default(), 7);
    assert_eq!(
        START,
        "b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0"
    );
    assert_eq!(g.position(), START);
    for v in 1..=9u8 {
        assert_eq!(g.piece_at(Cell::new(v - 1, 0).unwrap()), Some(red(v)));
        assert_eq!(g.piece_at(Cell::new(9 - v, 10).unwrap()), Some(blue(v)));
    }
    assert_eq!(g.piece_at(cell("e2")), Some(red(0)));
    assert_eq!(g.piece_at(cell("e10")), Some(blue(0)));
    assert_eq!(
        Cell::ALL
            .iter()
            .filter(|&&c| g.piece_at(c).is_some())
            .count(),
        20
    );
    assert_eq!((g.score(Player::Red), g.score(Player::Blue)), (0, 0));
}

#[test]
fn red_moves_first_by_default_or_blue_or_random_by_option() {
    assert_eq!(Toan::new(ToanOptions::default(), 1).to_move(), Player::Red);
    assert_eq!(
        Toan::new(options(&[("first", "blue")]), 1).to_move(),
        Player::Blue
    );
    let random = options(&[("first", "random")]);
    let starters: Vec<Player> = (0..32)
        .map(|s| Toan::new(random.clone(), s).to_move())
        .collect();
    assert!(starters.contains(&Player::Red) && starters.contains(&Player::Blue));
    for s in 0..32 {
        assert_eq!(
            Toan::new(random.clone(), s).to_move(),
            starters[s as usize],
            "same seed"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Moves

#[test]
fn piece_n_moves_1_to_n_cells_in_8_directions() {
    let g = game("r3@e6 b5@a11", 'r', "0-0");
    let mut expected = Vec::new();
    for (df, dr) in [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ] {
        for k in 1..=3i8 {
            let to = Cell::new((4 + k * df) as u8, (5 + k * dr) as u8).unwrap();
            expected.push(format!("e6-{to}"));
        }
    }
    expected.sort();
    assert_eq!(names(g.moves_from(cell("e6"))), expected);
    let one = game("r1@e6", 'r', "0-0");
    assert_eq!(
        names(one.moves_from(cell("e6"))),
        sorted(&["e6-e7", "e6-f7", "e6-f6", "e6-f5", "e6-e5", "e6-d5", "e6-d6", "e6-d7"])
    );
}

#[test]
fn moves_are_blocked_by_any_piece_on_the_path_or_the_destination() {
    // The 5 on c4: own 2 on c6, enemy 7 on e4, enemy 3 on c2, own 0 on e2 (its home).
    let g = game("r5@c4 r2@c6 b7@e4 b3@c2", 'r', "0-0");
    assert_eq!(
        names(g.moves_from(cell("c4"))),
        sorted(&[
            "c4-c5", // north: c6 blocks
            "c4-d5", "c4-e6", "c4-f7", "c4-g8", "c4-h9", // north-east: 5 cells
            "c4-d4", // east: e4 blocks
            "c4-d3", // south-east: the 0 on e2 blocks
            "c4-c3", // south: c2 blocks
            "c4-b3", "c4-a2", // south-west: the edge
            "c4-b4", "c4-a4", // west: the edge
            "c4-b5", "c4-a6", // north-west: the edge
        ])
    );
}

#[test]
fn moves_stop_at_the_board_edge() {
    let g = game("r9@a1", 'r', "0-0");
    let moves = g.moves_from(cell("a1"));
    assert_eq!(moves.len(), 9 + 8 + 8); // a2–a10, b1–i1, b2–i9
    assert!(moves.contains(&Move::Step {
        from: cell("a1"),
        to: cell("a10")
    }));
    assert!(!moves.contains(&Move::Step {
        from: cell("a1"),
        to: cell("a11")
    }));
    assert!(moves.contains(&Move::Step {
        from: cell("a1"),
        to: cell("i9")
    }));
}

#[test]
fn the_zero_never_moves() {
    let mut g = Toan::new(ToanOptions::default(), 0);
    assert!(g.moves_from(cell("e2")).is_empty());
    refused(
        &mut g,
        "e2-e3",
        "The 0 never moves, and it never makes a capture.",
    );
    let lone = game("r0@e6 r4@a1", 'r', "0-0");
    assert!(lone.moves_from(cell("e6")).is_empty());
}

#[test]
fn the_zero_is_never_the_mover() {
    // The 0 on c7 with the 5 below it: as a mover it would take c1 (0 + 5 = 5 beyond c6);
    // the 5 as mover over the 0 would need c12, off the board.
    let mut g = game("r5@c6 r0@c7 b7@c1", 'r', "0-0");
    assert!(g.captures().is_empty());
    refused(
        &mut g,
        "c7xc1",
        "The 0 never moves, and it never makes a capture.",
    );
}

#[test]
fn the_zero_as_partner_captures_at_the_movers_value() {
    let mut g = game("r5@c5 r0@c6 b7@c11", 'r', "0-0");
    assert_eq!(names(g.captures()), ["c5xc11"]);
    let ops = g.capture_ops(Move::Capture {
        from: cell("c5"),
        to: cell("c11"),
    });
    let shown: Vec<String> = ops.iter().map(|o| o.describe(Lang::En)).collect();
    assert_eq!(shown, ["5 + 0 = 5", "5 − 0 = 5"]);
    play_all(&mut g, &["c5xc11"]);
    assert_eq!(g.score(Player::Red), 7);
    // 5 × 0 = 0 gives nothing and nothing divides by 0: only distance 5.
    assert_eq!(distance_list(5, 0), [5]);
    let short = game("r5@c5 r0@c6 b7@c10", 'r', "0-0");
    assert!(short.captures().is_empty());
}

// ---------------------------------------------------------------------------------------
// Captures: the seed's examples

#[test]
fn seed_example_8_behind_5_captures_3_cells_beyond_the_5_forward() {
    let mut g = game("r8@c5 r5@c6 b4@c9 b6@c2", 'r', "0-0");
    assert_eq!(names(g.captures()), ["c5xc9", "c6xc2"]);
    let mv = Move::Capture {
        from: cell("c5"),
        to: cell("c9"),
    };
    let report = g.play(mv).unwrap();
    let shown: Vec<String> = report.ops.iter().map(|o| o.describe(Lang::Vi)).collect();
    assert_eq!(
        shown,
        [
            "8 + 5 = 13 → đi 3 ô",
            "8 − 5 = 3",
            "8 ÷ 5 = 1 dư 3 → đi 3 ô"
        ]
    );
    assert_eq!(report.captured, Some(blue(4)));
    assert!(!report.zero_captured && !report.passed);
    // The 8 jumped over the 5 and stands where the 4 stood.
    assert_eq!(g.piece_at(cell("c9")), Some(red(8)));
    assert_eq!(g.piece_at(cell("c5")), None);
    assert_eq!(g.piece_at(cell("c6")), Some(red(5)));
    assert_eq!(g.score(Player::Red), 4);
}

#[test]
fn seed_example_backward_the_5_captures_3_cells_beyond_the_8() {
    let mut g = game("r8@c5 r5@c6 b4@c9 b6@c2", 'r', "0-0");
    let report = g
        .play(Move::Capture {
            from: cell("c6"),
            to: cell("c2"),
        })
        .unwrap();
    let shown: Vec<String> = report.ops.iter().map(|o| o.describe(Lang::Vi)).collect();
    assert_eq!(
        shown,
        [
            "5 + 8 = 13 → đi 3 ô",
            "8 − 5 = 3",
            "8 ÷ 5 = 1 dư 3 → đi 3 ô"
        ]
    );
    assert_eq!(g.piece_at(cell("c2")), Some(red(5)));
    assert_eq!(g.piece_at(cell("c6")), None);
    assert_eq!(g.piece_at(cell("c5")), Some(red(8)));
    assert_eq!(g.score(Player::Red), 6);
}

#[test]
fn seed_example_8_divided_by_5_is_1_remainder_3_both_usable() {
    let all = ops(8, 5);
    let div = all.iter().find(|o| o.kind == OpKind::Div).unwrap();
    let rem = all.iter().find(|o| o.kind == OpKind::Rem).unwrap();
    assert_eq!((div.a, div.b, div.result, div.distance), (8, 5, 1, 1));
    assert_eq!((rem.a, rem.b, rem.result, rem.distance), (8, 5, 3, 3));
    assert_eq!(distance_list(8, 5), [1, 3]);
    // The quotient 1 captures the piece right beyond the 5.
    let g = game("r8@c5 r5@c6 b2@c7", 'r', "0-0");
    let ops = g.capture_ops(Move::Capture {
        from: cell("c5"),
        to: cell("c7"),
    });
    assert_eq!(ops.len(), 1);
    assert_eq!(ops[0].describe(Lang::Vi), "8 ÷ 5 = 1 dư 3 → đi 1 ô");
    assert_eq!(ops[0].describe(Lang::En), "8 ÷ 5 = 1 remainder 3 → 1 step");
}

#[test]
fn seed_example_5_times_8_is_40_and_a_units_digit_of_0_gives_nothing() {
    let mul = ops(5, 8)
        .into_iter()
        .find(|o| o.kind == OpKind::Mul)
        .unwrap();
    assert_eq!((mul.a, mul.b, mul.result, mul.distance), (5, 8, 40, 0));
    assert!(!mul.usable());
    assert_eq!(mul.describe(Lang::Vi), "5 × 8 = 40");
    assert!(usable_ops(5, 8).iter().all(|o| o.kind != OpKind::Mul));
    // 5 + 5 = 10 and 5 − 5 = 0 give nothing either: only 5 × 5 = 25 → 5 and 5 ÷ 5 = 1.
    assert_eq!(distance_list(5, 5), [1, 5]);
    // Beyond the pair 5 (mover) and 8, enemies at 2, 4 and 5 cells cannot be taken.
    for target in ["c8", "c10", "c11"] {
        let g = game(&format!("r5@c5 r8@c6 b3@{target}"), 'r', "0-0");
        assert!(g.captures().is_empty(), "{target}");
    }
}

#[test]
fn units_digit_of_a_result_of_10_or_more_is_the_distance() {
    assert_eq!(distance_list(9, 4), [1, 2, 3, 5, 6]); // 13, 5, 36, 2, 1
    let g = game("r9@a1 r4@b2 b1@h8", 'r', "0-0");
    let mv = Move::Capture {
        from: cell("a1"),
        to: cell("h8"),
    };
    let ops = g.capture_ops(mv);
    assert_eq!(
        ops.iter().map(|o| o.describe(Lang::En)).collect::<Vec<_>>(),
        ["9 × 4 = 36 → 6 steps"]
    );
    assert_eq!(g.annotate(mv), "a1xh8 (9×4=36)");
}

#[test]
fn quotient_and_remainder_of_the_larger_by_the_smaller() {
    // 9 ÷ 2 = 4 remainder 1, whichever of the two is the mover.
    assert_eq!(distance_list(9, 2), [1, 4, 7, 8]);
    assert_eq!(distance_list(2, 9), [1, 4, 7, 8]);
    let g = game("r2@b3 r9@c3 b8@g3", 'r', "0-0"); // the 2 over the 9, 4 beyond it
    let ops = g.capture_ops(Move::Capture {
        from: cell("b3"),
        to: cell("g3"),
    });
    assert_eq!(
        ops.iter().map(|o| o.describe(Lang::En)).collect::<Vec<_>>(),
        ["9 ÷ 2 = 4 remainder 1 → 4 steps"]
    );
    assert_eq!(ops[0].describe(Lang::Vi), "9 ÷ 2 = 4 dư 1 → đi 4 ô");
    let exact = ops_of(8, 4, OpKind::Div);
    assert_eq!(exact.describe(Lang::En), "8 ÷ 4 = 2");
}

fn ops_of(m: u8, p: u8, kind: OpKind) -> co_dan_gian::games::toan::Op {
    ops(m, p).into_iter().find(|o| o.kind == kind).unwrap()
}

#[test]
fn captures_along_diagonals() {
    // 3 over 2 towards a9: 3 + 2 = 5 reaches a9, five cells beyond f4.
    let g = game("r3@g3 r2@f4 b5@a9", 'r', "0-0");
    assert_eq!(names(g.captures()), ["g3xa9"]);
    let g = game("r9@a1 r4@b2 b1@h8", 'r', "0-0");
    assert_eq!(names(g.captures()), ["a1xh8"]);
}

#[test]
fn captures_along_ranks() {
    // 7 × 2 = 14 → 4: from b5 over c5 to g5.
    let g = game("r7@b5 r2@c5 b6@g5", 'r', "0-0");
    assert_eq!(names(g.captures()), ["b5xg5"]);
}

#[test]
fn capture_at_the_board_edge_and_targets_off_the_board_give_nothing() {
    // 8 over 5 downwards: 3 beyond c4 is c1, the last cell.
    let g = game("r8@c5 r5@c4 b4@c1", 'r', "0-0");
    assert_eq!(names(g.captures()), ["c5xc1"]);
    // One rank higher, 3 beyond c3 would be off the board; c1 is 2 beyond, not usable.
    let g = game("r8@c4 r5@c3 b4@c1", 'r', "0-0");
    assert!(g.captures().is_empty());
    // A pair pointing straight off the board at a corner.
    let g = game("r8@b2 r5@a1 b4@i11", 'r', "0-0");
    assert!(g.captures().is_empty());
}

#[test]
fn capture_needs_an_enemy_piece_on_the_target() {
    let mut g = game("r8@c5 r5@c6 r2@c9", 'r', "0-0");
    assert!(g.captures().is_empty());
    refused(&mut g, "c5xc9", "There is no enemy piece on c9 to capture.");
    let mut g = game("r8@c5 r5@c6", 'r', "0-0");
    refused(&mut g, "c5xc9", "There is no enemy piece on c9 to capture.");
}

#[test]
fn capture_is_blocked_by_a_piece_between_partner_and_target() {
    // Seed: 8 + 5 = 13 takes the piece 3 cells beyond the 5, unless a piece stands on cell 1 or 2.
    let mut g = game("r8@c5 r5@c6 b1@c8 b4@c9", 'r', "0-0");
    assert!(g.captures().is_empty());
    refused(
        &mut g,
        "c5xc9",
        "The piece on c8 stands in the way from c6 to c9.",
    );
    // With an enemy on cell 1, that piece is the one taken (8 ÷ 5 = 1), not the one on cell 3.
    let g = game("r8@c5 r5@c6 b1@c7 b4@c9", 'r', "0-0");
    assert_eq!(names(g.captures()), ["c5xc7"]);
    // By default the player's own pieces block too.
    let g = game("r8@c5 r5@c6 r1@c8 b4@c9", 'r', "0-0");
    assert!(g.captures().is_empty());
}

#[test]
fn blockers_option_enemy_lets_own_pieces_be_jumped() {
    let enemy = options(&[("blockers", "enemy")]);
    assert_eq!(enemy.blockers, Blockers::Enemy);
    let mut g = game_with("r8@c5 r5@c6 r1@c8 b4@c9", 'r', "0-0", enemy.clone());
    assert_eq!(names(g.captures()), ["c5xc9"]);
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(g.piece_at(cell("c8")), Some(red(1)));
    assert_eq!(g.piece_at(cell("c9")), Some(red(8)));
    // Enemy pieces still block.
    let g = game_with("r8@c5 r5@c6 b1@c8 b4@c9", 'r', "0-0", enemy);
    assert!(g.captures().is_empty());
}

#[test]
fn capturing_is_never_compulsory() {
    let mut g = game("r8@c5 r5@c6 b4@c9 b6@i11", 'r', "0-0");
    assert_eq!(names(g.captures()), ["c5xc9"]);
    assert!(g.legal_moves().len() > 1);
    play_all(&mut g, &["c5-b5"]);
    assert_eq!(g.to_move(), Player::Blue);
}

#[test]
fn a_turn_is_a_move_or_a_capture_never_both() {
    let mut g = game("r8@c5 r5@c6 b4@c9 b6@i11", 'r', "0-0");
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(g.to_move(), Player::Blue);
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| g.piece_at(m.from().unwrap()).unwrap().owner == Player::Blue));
}

// ---------------------------------------------------------------------------------------
// Score and end

#[test]
fn a_captured_piece_scores_its_number_for_the_capturer() {
    let mut g = game("r8@c5 r5@c6 b6@c2 b9@i11", 'r', "3-7");
    play_all(&mut g, &["c6xc2"]);
    assert_eq!((g.score(Player::Red), g.score(Player::Blue)), (9, 7));
    assert!(g.position().ends_with(" b 9-7"));
    assert_eq!(g.outcome(), None);
}

#[test]
fn capturing_the_enemy_zero_wins_absolutely() {
    // Blue leads 19-0, but Red takes the 0.
    let mut g = game("r8@c5 r5@c6 b0@c9 b9@i11", 'r', "0-19");
    let report = g
        .play(Move::Capture {
            from: cell("c5"),
            to: cell("c9"),
        })
        .unwrap();
    assert!(report.zero_captured);
    assert_eq!(report.captured, Some(blue(0)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::ZeroCaptured))
    );
    assert_eq!(g.score(Player::Red), 0);
    assert!(g.legal_moves().is_empty());
    let any = Move::Step {
        from: cell("i11"),
        to: cell("i10"),
    };
    assert_eq!(g.play(any), Err(PlayError::GameOver));
    // The ended position reads back as ended.
    let again = Toan::from_position(&g.position(), ToanOptions::default()).unwrap();
    assert_eq!(again.outcome(), g.outcome());
}

#[test]
fn reaching_the_point_target_wins_the_game() {
    let mut g = game("r8@c5 r5@c6 b4@c9 b9@i11", 'r', "17-0");
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::PointTarget))
    );
    let mut g = game("r8@c5 r5@c6 b2@c9 b9@i11", 'r', "17-0");
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(g.score(Player::Red), 19);
    assert_eq!(g.outcome(), None);
}

#[test]
fn point_target_option_takes_any_number() {
    let mut g = game_with(
        "r8@c5 r5@c6 b4@c9 b9@i11",
        'r',
        "0-0",
        options(&[("target", "4")]),
    );
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::PointTarget))
    );
    let mut g = game_with(
        "r8@c5 r5@c6 b4@c9 b9@i11",
        'r',
        "17-0",
        options(&[("target", "30")]),
    );
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(g.outcome(), None);
    assert_eq!(options(&[("target", "1")]).target, 1);
    assert_eq!(options(&[("target", "100")]).target, 100);
    // A position already at the target is over.
    let g = game_with("r1@a1", 'b', "10-0", options(&[("target", "10")]));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::PointTarget))
    );
}

#[test]
fn third_repetition_ends_the_game_and_the_higher_score_wins() {
    let mut g = game("r1@a1 b1@i11", 'r', "3-1");
    shuffle(&mut g, 4);
    assert_eq!(g.repetitions(), 2);
    shuffle_from(&mut g, 4, 3);
    assert_eq!(g.outcome(), None);
    shuffle_from(&mut g, 7, 1);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::Repetition))
    );
    assert!(g.legal_moves().is_empty());
}

#[test]
fn third_repetition_with_equal_scores_is_a_draw() {
    let mut g = game("r1@a1 b1@i11", 'r', "2-2");
    shuffle(&mut g, 8);
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::Repetition)));
}

#[test]
fn repetition_rule_can_be_switched_off() {
    let mut g = game_with(
        "r1@a1 b1@i11",
        'r',
        "0-0",
        options(&[("repetition", "off")]),
    );
    shuffle(&mut g, 12);
    assert_eq!(g.outcome(), None);
}

#[test]
fn hundred_plies_without_a_capture_end_the_game() {
    let off = options(&[("repetition", "off")]);
    let mut g = game_with("r1@a1 b1@i11", 'r', "0-0", off.clone());
    shuffle(&mut g, 99);
    assert_eq!((g.quiet_plies(), g.outcome()), (99, None));
    shuffle_from(&mut g, 99, 1);
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::NoProgress)));
    let mut g = game_with("r1@a1 b1@i11", 'r', "0-4", off);
    shuffle(&mut g, 100);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::NoProgress))
    );
}

/// Continues [`shuffle`] after `done` plies.
fn shuffle_from(g: &mut Toan, done: usize, plies: usize) {
    const CYCLE: [&str; 4] = ["a1-a2", "i11-i10", "a2-a1", "i10-i11"];
    for text in CYCLE.iter().cycle().skip(done % 4).take(plies) {
        play_all(g, &[text]);
    }
}

#[test]
fn a_capture_restarts_the_hundred_ply_count() {
    let off = options(&[("repetition", "off")]);
    let mut g = game_with("r1@a1 r8@c5 r5@c6 b4@c9 b1@i11", 'r', "0-0", off);
    shuffle(&mut g, 60);
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(g.quiet_plies(), 0);
    const AFTER: [&str; 4] = ["i11-i10", "a1-a2", "i10-i11", "a2-a1"];
    for text in AFTER.iter().cycle().take(99) {
        play_all(&mut g, &[text]);
    }
    assert_eq!((g.quiet_plies(), g.outcome()), (99, None));
}

#[test]
fn no_progress_rule_of_50_plies() {
    let fifty = options(&[("repetition", "off"), ("no-progress", "50")]);
    let mut g = game_with("r1@a1 b1@i11", 'r', "0-4", fifty);
    shuffle(&mut g, 49);
    assert_eq!((g.quiet_plies(), g.outcome()), (49, None));
    shuffle_from(&mut g, 49, 1);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::NoProgress))
    );
}

#[test]
fn no_progress_rule_can_be_switched_off() {
    let off = options(&[("repetition", "off"), ("no-progress", "off")]);
    let mut g = game_with("r1@a1 b1@i11", 'r', "0-0", off);
    shuffle(&mut g, 140);
    assert_eq!((g.quiet_plies(), g.outcome()), (140, None));
}

#[test]
fn a_player_with_no_legal_move_passes() {
    // Blue has only its 0.
    let mut g = game("r1@a1", 'b', "0-0");
    assert_eq!(g.legal_moves(), [Move::Pass]);
    assert!(g.must_pass());
    let report = g.play(Move::Pass).unwrap();
    assert!(report.passed && report.captured.is_none());
    assert_eq!(g.to_move(), Player::Red);
    assert_eq!(g.quiet_plies(), 1);
    refused(&mut g, "pass", "You have a legal move, so you cannot pass.");
    // Blue's 1 hemmed into a11 by Red pieces, with no partner to capture with.
    let g = game("b1@a11 r3@b11 r4@a10 r6@b10", 'b', "0-0");
    assert_eq!(g.legal_moves(), [Move::Pass]);
}

#[test]
fn when_neither_side_can_move_the_game_ends_by_points() {
    let g = game("", 'r', "4-2");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::NoMoves))
    );
    assert!(g.legal_moves().is_empty());
    let g = game("", 'b', "3-3");
    assert_eq!(g.outcome(), Some(Outcome::Draw(EndReason::NoMoves)));
}

#[test]
fn illegal_moves_are_rejected_and_the_game_is_unchanged() {
    let mut g = Toan::new(ToanOptions::default(), 0);
    refused(&mut g, "a1-a3", "A 1 moves one cell only.");
    refused(&mut g, "c1-c5", "A 3 moves 1 to 3 cells only.");
    refused(
        &mut g,
        "e1-e3",
        "The way from e1 to e3 is blocked by the piece on e2.",
    );
    refused(&mut g, "a1-b1", "b1 already holds a piece of yours.");
    refused(
        &mut g,
        "a1-c2",
        "a1 and c2 are not on one rank, file or diagonal.",
    );
    refused(
        &mut g,
        "e10-e9",
        "The piece on e10 belongs to the opponent.",
    );
    refused(&mut g, "e5-e6", "There is no piece on e5.");
    refused(
        &mut g,
        "i1xi11",
        "i2, next to i1 towards i11, holds no piece of yours to do the arithmetic with.",
    );
    refused(&mut g, "pass", "You have a legal move, so you cannot pass.");
    let mut g = game("r8@c5 r5@c6 b3@c8 b2@d6 b9@i11", 'r', "0-0");
    refused(
        &mut g,
        "c5xc8",
        "No operation on 8 and 5 gives 2 (this pair captures at distances: 1, 3).",
    );
    refused(&mut g, "c6-c8", "c8 holds an enemy piece: pieces are taken only by a capture with arithmetic, never by a move.");
    refused(
        &mut g,
        "c5-c8",
        "The way from c5 to c8 is blocked by the piece on c6.",
    );
    refused(&mut g, "c5xd6", "To capture d6, the piece on c5 must jump over a piece of its own next to it on the same line.");
}

// ---------------------------------------------------------------------------------------
// Matches

#[test]
fn match_best_of_3_alternates_who_starts_and_needs_2_wins() {
    let mut m = ToanMatch::new(options(&[("match", "3")]), 0);
    assert_eq!((m.games(), m.wins_needed()), (3, 2));
    assert_eq!(m.next_starter(), Player::Red);
    assert_eq!(m.next_game().unwrap().to_move(), Player::Red);
    m.record_game(Outcome::Win(Player::Red, EndReason::PointTarget))
        .unwrap();
    assert_eq!(m.next_game().unwrap().to_move(), Player::Blue);
    assert!(!m.is_over());
    m.record_game(Outcome::Draw(EndReason::Repetition)).unwrap();
    assert_eq!(m.next_starter(), Player::Red);
    m.record_game(Outcome::Win(Player::Red, EndReason::NoProgress))
        .unwrap();
    assert!(m.is_over());
    assert_eq!(m.winner(), Some(Player::Red));
    assert!(m.next_game().is_none());
    assert!(m
        .record_game(Outcome::Win(Player::Blue, EndReason::PointTarget))
        .is_err());
    // Blue first alternates the other way.
    let m = ToanMatch::new(options(&[("match", "3"), ("first", "blue")]), 0);
    assert_eq!(
        [m.starter(0), m.starter(1), m.starter(2)],
        [Player::Blue, Player::Red, Player::Blue]
    );
}

#[test]
fn match_wins_needed_is_a_majority() {
    for (n, needed) in [("1", 1), ("3", 2), ("5", 3), ("7", 4)] {
        assert_eq!(
            ToanMatch::new(options(&[("match", n)]), 0).wins_needed(),
            needed
        );
    }
    let mut m = ToanMatch::new(options(&[("match", "5")]), 0);
    for _ in 0..2 {
        m.record_game(Outcome::Win(Player::Blue, EndReason::PointTarget))
            .unwrap();
    }
    assert!(!m.is_over());
    m.record_game(Outcome::Win(Player::Blue, EndReason::PointTarget))
        .unwrap();
    assert_eq!((m.is_over(), m.winner()), (true, Some(Player::Blue)));
}

#[test]
fn seed_example_match_decided_at_once_by_capturing_a_zero() {
    // Game 1: A (Red) wins 10/7; game 2: A wins 12/5; game 3: B takes A's 0. B wins the match.
    let mut m = ToanMatch::new(options(&[("match", "5")]), 0);
    m.record_game(Outcome::Win(Player::Red, EndReason::PointTarget))
        .unwrap();
    m.record_game(Outcome::Win(Player::Red, EndReason::PointTarget))
        .unwrap();
    assert!(!m.is_over());
    m.record_game(Outcome::Win(Player::Blue, EndReason::ZeroCaptured))
        .unwrap();
    assert!(m.is_over());
    assert_eq!(m.winner(), Some(Player::Blue));
    assert_eq!(m.absolute_winner(), Some(Player::Blue));
    // Best of 3: Red wins the first game, Blue takes a 0 in the second: over at once.
    let mut m = ToanMatch::new(options(&[("match", "3")]), 0);
    m.record_game(Outcome::Win(Player::Red, EndReason::PointTarget))
        .unwrap();
    m.record_game(Outcome::Win(Player::Blue, EndReason::ZeroCaptured))
        .unwrap();
    assert_eq!((m.is_over(), m.winner()), (true, Some(Player::Blue)));
}

#[test]
fn match_with_drawn_games_ends_after_n_games() {
    let mut m = ToanMatch::new(options(&[("match", "3")]), 0);
    for _ in 0..3 {
        m.record_game(Outcome::Draw(EndReason::NoProgress)).unwrap();
    }
    assert_eq!((m.is_over(), m.winner()), (true, None));
    let mut m = ToanMatch::new(options(&[("match", "3")]), 0);
    m.record_game(Outcome::Draw(EndReason::NoProgress)).unwrap();
    m.record_game(Outcome::Win(Player::Blue, EndReason::NoProgress))
        .unwrap();
    assert!(!m.is_over());
    m.record_game(Outcome::Draw(EndReason::Repetition)).unwrap();
    assert_eq!((m.is_over(), m.winner()), (true, Some(Player::Blue)));
}

#[test]
fn a_single_game_match_is_the_default() {
    let mut m = ToanMatch::new(ToanOptions::default(), 0);
    assert_eq!(m.games(), 1);
    m.record_game(Outcome::Win(Player::Blue, EndReason::PointTarget))
        .unwrap();
    assert_eq!((m.is_over(), m.winner()), (true, Some(Player::Blue)));
}

// ---------------------------------------------------------------------------------------
// Options

#[test]
fn options_have_a_text_form_that_reads_back() {
    let d = ToanOptions::default();
    assert_eq!(
        d.pairs(),
        [
            ("first", "red".to_string()),
            ("target", "20".to_string()),
            ("match", "1".to_string()),
            ("blockers", "any".to_string()),
            ("repetition", "on".to_string()),
            ("no-progress", "100".to_string()),
            ("zero-partner", "on".to_string()),
            ("division", "both".to_string()),
        ]
    );
    let o = options(&[
        ("first", "random"),
        ("target", "30"),
        ("match", "7"),
        ("blockers", "enemy"),
        ("repetition", "off"),
        ("no-progress", "off"),
        ("zero-partner", "off"),
        ("division", "remainder"),
    ]);
    assert_eq!(o.first, First::Random);
    assert!(!o.zero_partner);
    assert_eq!(o.division, Division::Remainder);
    assert_eq!(
        (
            o.target,
            o.match_games,
            o.draw_repetition,
            o.no_progress.plies()
        ),
        (30, 7, false, None)
    );
    let mut back = ToanOptions::default();
    for (k, v) in o.pairs() {
        back.set(k, &v).unwrap();
    }
    assert_eq!(back, o);
}

#[test]
fn options_refuse_unknown_keys_and_values() {
    let mut o = ToanOptions::default();
    let cases = [
        ("colour", "red", "Cờ toán has no option 'colour' (it has first, target, match, blockers, repetition, no-progress, zero-partner, division)."),
        ("first", "green", "The option 'first' does not take 'green' (it takes red, blue or random)."),
        ("target", "0", "The option 'target' does not take '0' (it takes a whole number of at least 1)."),
        ("target", "-5", "The option 'target' does not take '-5' (it takes a whole number of at least 1)."),
        ("target", "", "The option 'target' does not take '' (it takes a whole number of at least 1)."),
        ("match", "2", "The option 'match' does not take '2' (it takes 1, 3, 5, 7, all-3, all-5 or all-7)."),
        ("match", "all-1", "The option 'match' does not take 'all-1' (it takes 1, 3, 5, 7, all-3, all-5 or all-7)."),
        ("zero-partner", "no", "The option 'zero-partner' does not take 'no' (it takes on or off)."),
        ("division", "quotient", "The option 'division' does not take 'quotient' (it takes both or remainder)."),
        ("blockers", "own", "The option 'blockers' does not take 'own' (it takes any or enemy)."),
        ("repetition", "yes", "The option 'repetition' does not take 'yes' (it takes on or off)."),
        ("no-progress", "1", "The option 'no-progress' does not take '1' (it takes 100, 50, off or on)."),
    ];
    for (k, v, en) in cases {
        let err = o.set(k, v).unwrap_err();
        assert_eq!(err.text.en, en);
        assert!(!err.text.vi.is_empty());
    }
    assert_eq!(o, ToanOptions::default());
}

// ---------------------------------------------------------------------------------------
// Notation and position strings

#[test]
fn move_notation_step_capture_and_pass() {
    let g = Toan::new(ToanOptions::default(), 0);
    let step = Move::Step {
        from: cell("e2"),
        to: cell("e5"),
    };
    let capture = Move::Capture {
        from: cell("f1"),
        to: cell("f4"),
    };
    assert_eq!(g.format_move(step), "e2-e5");
    assert_eq!(g.format_move(capture), "f1xf4");
    assert_eq!(g.format_move(Move::Pass), "pass");
    assert_eq!(g.parse_move("e2-e5"), Ok(step));
    assert_eq!(g.parse_move("f1xf4"), Ok(capture));
    assert_eq!(g.parse_move(" f1xf4 (8+5=13) "), Ok(capture));
    assert_eq!(g.parse_move("pass"), Ok(Move::Pass));
    assert_eq!(
        g.parse_move("i11-a11"),
        Ok(Move::Step {
            from: cell("i11"),
            to: cell("a11")
        })
    );
}

#[test]
fn move_notation_errors_say_what_and_where() {
    let g = Toan::new(ToanOptions::default(), 0);
    let cases: [(&str, Option<usize>, &str); 9] = [
        ("", None, "The move is empty."),
        (
            "e2e5",
            Some(2),
            "Expected '-' (a move) or 'x' (a capture) after the starting cell.",
        ),
        (
            "j2-e5",
            Some(0),
            "There is no cell 'j2' on the board (files a–i, ranks 1–11).",
        ),
        (
            "e12-e5",
            Some(0),
            "There is no cell 'e12' on the board (files a–i, ranks 1–11).",
        ),
        (
            "e2-",
            Some(3),
            "Expected the destination cell's name, such as e2 (files a–i, ranks 1–11).",
        ),
        (
            "-e2",
            Some(0),
            "Expected the starting cell's name, such as e2 (files a–i, ranks 1–11).",
        ),
        ("e2-e2", Some(3), "The destination is the starting cell."),
        ("e2-e5!", Some(5), "Unexpected text after the move."),
        (
            "e2-e5 (8+5",
            Some(6),
            "The annotation opens '(' but never closes it.",
        ),
    ];
    for (text, at, en) in cases {
        let err = g.parse_move(text).unwrap_err();
        assert_eq!((err.at, err.text.en.as_str()), (at, en), "{text:?}");
        assert!(!err.text.vi.is_empty());
    }
    assert!(g.parse_move("đ2-e5").is_err());
    assert!(g.parse_move("passe").is_err());
}

#[test]
fn annotation_shows_the_arithmetic_of_a_capture() {
    let g = game("r8@c5 r5@c6 b4@c9 b6@c2", 'r', "0-0");
    let mv = Move::Capture {
        from: cell("c5"),
        to: cell("c9"),
    };
    assert_eq!(g.annotate(mv), "c5xc9 (8+5=13, 8-5=3, 8÷5 dư 3)");
    assert_eq!(
        g.annotate_in(mv, Lang::En),
        "c5xc9 (8+5=13, 8-5=3, 8÷5 rem 3)"
    );
    assert_eq!(
        g.annotate(Move::Step {
            from: cell("c5"),
            to: cell("b5")
        }),
        "c5-b5"
    );
    // Not a legal capture here: no arithmetic to show.
    let bad = Move::Capture {
        from: cell("c5"),
        to: cell("c2"),
    };
    assert_eq!(g.annotate(bad), "c5xc2");
    assert!(g.capture_ops(bad).is_empty());
}

#[test]
fn position_string_round_trips() {
    let g = Toan::from_position(START, ToanOptions::default()).unwrap();
    assert_eq!(g.position(), START);
    let text = position("r8@c5 r5@c6 b4@c9 b6@c2", 'b', "12-5");
    let g = Toan::from_position(&text, ToanOptions::default()).unwrap();
    assert_eq!(g.position(), text);
    assert_eq!(g.to_move(), Player::Blue);
    assert_eq!((g.score(Player::Red), g.score(Player::Blue)), (12, 5));
    // Spaces around and between the fields are accepted; the output is canonical.
    let spaced = format!("  {}  ", START.replace(" r ", "   r\t"));
    assert_eq!(
        Toan::from_position(&spaced, ToanOptions::default())
            .unwrap()
            .position(),
        START
    );
}

#[test]
fn position_parse_errors_say_what_and_where() {
    let s = START;
    let cases: Vec<(String, Option<usize>, &str)> = vec![
        (String::new(), None, "The position string is empty."),
        ("   ".into(), None, "The position string is empty."),
        (
            s.replacen("....b0", "....x0", 1),
            Some(23),
            "'x' cannot stand on the board: each cell is '.' or 'r'/'b' followed by a digit.",
        ),
        (
            s.replacen("b2b1/", "b2bz/", 1),
            Some(17),
            "The colour 'b' must be followed by a digit 0–9 (the piece's number).",
        ),
        (
            s.replacen("b1/", "b1./", 1),
            Some(18),
            "Rank 11 has more than 9 cells.",
        ),
        (
            s.replacen("b2b1/", "b2/", 1),
            Some(16),
            "Rank 11 has only 8 cells; every rank needs exactly 9.",
        ),
        (
            s.replacen("/........./", "/", 1),
            Some(119),
            "Expected '/' after rank 2: the board has 11 ranks, from 11 down to 1.",
        ),
        (
            s.replacen(" r ", "/......... r ", 1),
            Some(129),
            "The board has more than 11 ranks.",
        ),
        (
            s.replacen(" r 0-0", "", 1),
            Some(129),
            "The player to move ('r' or 'b') is missing after the board.",
        ),
        (
            s.replacen(" r ", " g ", 1),
            Some(130),
            "The player to move must be 'r' (Red) or 'b' (Blue).",
        ),
        (
            s.replacen(" r ", " rb ", 1),
            Some(130),
            "The player to move must be 'r' (Red) or 'b' (Blue).",
        ),
        (
            s.replacen(" 0-0", "", 1),
            Some(131),
            "The score, red-blue (such as 0-0), is missing after the player to move.",
        ),
        (
            s.replacen("0-0", "1:0", 1),
            Some(133),
            "The score must be written red-blue in digits, such as 0-0 or 12-5.",
        ),
        (
            s.replacen("0-0", "0-", 1),
            Some(134),
            "The score must be written red-blue in digits, such as 0-0 or 12-5.",
        ),
        (
            s.replacen("0-0", "99999999999-0", 1),
            Some(132),
            "The score is too large.",
        ),
        (
            format!("{s} x"),
            Some(136),
            "Unexpected text after the score.",
        ),
        (
            s.replacen("r1r2", "r5r2", 1),
            Some(119),
            "Red has two pieces numbered 5 (a1 and e1); each side has one of each.",
        ),
        (
            s.replacen("b9", "đ9", 1),
            Some(0),
            "'đ' cannot stand on the board: each cell is '.' or 'r'/'b' followed by a digit.",
        ),
        (
            s.replacen("b0", ".", 1).replacen("r0", ".", 1),
            None,
            "Neither 0 is on the board; a game stops as soon as one 0 is captured.",
        ),
        (
            s.replacen("0-0", "20-25", 1),
            None,
            "Both sides have reached the 20-point target; a game stops when the first one does.",
        ),
    ];
    for (text, at, en) in &cases {
        let err = Toan::from_position(text, ToanOptions::default()).unwrap_err();
        assert_eq!((err.at, err.text.en.as_str()), (*at, *en), "{text:?}");
        assert!(!err.text.vi.is_empty());
    }
    let err = Toan::from_position(&cases[2].0, ToanOptions::default()).unwrap_err();
    assert_eq!(
        err.message(Lang::Vi),
        "Ký tự 'x' không dùng được trên bàn cờ: mỗi ô là '.' hoặc 'r'/'b' kèm một chữ số. (tại ký tự 24)"
    );
    // Huge or odd input is refused without a panic.
    for text in [
        "b".repeat(100_000),
        "/".repeat(50),
        "🙂".into(),
        format!("{s}{}", "9".repeat(1000)),
    ] {
        assert!(Toan::from_position(&text, ToanOptions::default()).is_err());
    }
}

#[test]
fn moves_from_and_captures_come_from_the_legal_moves() {
    let g = Toan::new(ToanOptions::default(), 0);
    assert_eq!(g.legal_moves().len(), 87);
    assert_eq!(g.moves_from(cell("i1")).len(), 17);
    assert!(g.captures().is_empty());
    let g = game("r8@c5 r5@c6 b4@c9 b6@c2", 'r', "0-0");
    for mv in g.legal_moves() {
        assert!(g.is_legal(mv));
        assert!(g.moves_from(mv.from().unwrap()).contains(&mv));
    }
    assert_eq!(
        g.captures(),
        g.legal_moves()
            .into_iter()
            .filter(|m| m.is_capture())
            .collect::<Vec<_>>()
    );
}

#[test]
fn huge_scores_and_targets_do_not_overflow() {
    let target = options(&[("target", "4294967295")]);
    let mut g = game_with("r8@c5 r5@c6 b4@c9 b9@i11", 'r', "4294967294-0", target);
    // The one capture reaches the target and ends its line of the walk, without overflow.
    assert_eq!(g.captures().len(), 1);
    let quiet: u64 = g
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_capture())
        .map(|m| {
            let mut next = g.clone();
            next.play(m).unwrap();
            next.perft(1)
        })
        .sum();
    assert_eq!(g.perft(2), quiet);
    play_all(&mut g, &["c5xc9"]);
    assert_eq!(g.score(Player::Red), u32::MAX);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win(Player::Red, EndReason::PointTarget))
    );
}

// ---------------------------------------------------------------------------------------
// Folk variants (issue 15): zero-partner, division, match=all-N

#[test]
fn zero_partner_off_takes_the_0_out_of_captures() {
    let pieces = "r5@c5 r0@c6 b7@c11";
    assert_eq!(names(game(pieces, 'r', "0-0").captures()), ["c5xc11"]);
    let off = options(&[("zero-partner", "off")]);
    let mut g = game_with(pieces, 'r', "0-0", off.clone());
    assert!(g.captures().is_empty());
    refused(
        &mut g,
        "c5xc11",
        "In this game the 0 is no capture partner (option zero-partner off): the 0 on c6 cannot capture with c5.",
    );
    // The line from the start: the 8 walks to e1 and takes Blue's 0 with its own 0
    // as the partner (8 + 0 = 8 cells beyond e2), while Blue only shuffles its 9.
    let red = ["e1-d2", "h1-h2", "h2-f2", "f2-e1"];
    let blue = ["a11-a10", "a10-a11", "a11-a10", "a10-a11"];
    for (o, wins) in [(ToanOptions::default(), true), (off, false)] {
        let mut g = Toan::new(o, 0);
        for (r, b) in red.iter().zip(blue) {
            play_all(&mut g, &[r, b]);
        }
        let take = g.parse_move("e1xe10").unwrap();
        assert_eq!(g.is_legal(take), wins);
        if wins {
            g.play(take).unwrap();
            assert_eq!(
                g.outcome(),
                Some(Outcome::Win(Player::Red, EndReason::ZeroCaptured))
            );
        }
    }
}

#[test]
fn division_remainder_leaves_the_quotient_out() {
    use co_dan_gian::games::toan::arithmetic::distance_list_with;
    assert_eq!(distance_list_with(8, 5, Division::Both), [1, 3]);
    assert_eq!(distance_list_with(8, 5, Division::Remainder), [3]);
    let rem = options(&[("division", "remainder")]);
    // The quotient 1 takes the piece right beyond the 5 by default only.
    let near = "r8@c5 r5@c6 b2@c7";
    assert_eq!(names(game(near, 'r', "0-0").captures()), ["c5xc7"]);
    assert!(game_with(near, 'r', "0-0", rem.clone())
        .captures()
        .is_empty());
    // The remainder 3 takes at distance 3 either way, and is the only operation shown.
    let far = "r8@c5 r5@c6 b2@c9";
    let g = game_with(far, 'r', "0-0", rem);
    assert_eq!(names(g.captures()), ["c5xc9"]);
    let mv = g.parse_move("c5xc9").unwrap();
    assert_eq!(
        g.annotate_in(mv, Lang::En),
        "c5xc9 (8+5=13, 8-5=3, 8÷5 rem 3)"
    );
    // An exact division gives nothing under remainder-only: 6 ÷ 3 = 2 no longer counts.
    assert_eq!(distance_list_with(6, 3, Division::Remainder), [3, 8, 9]);
    assert_eq!(distance_list_with(6, 3, Division::Both), [2, 3, 8, 9]);
}

/// A finished game: `pieces` set up with Red to move and `score`, then `mv` played.
fn finished(pieces: &str, score: &str, mv: &str, o: &ToanOptions) -> Toan {
    let mut g = game_with(pieces, 'r', score, o.clone());
    play_all(&mut g, &[mv]);
    assert!(g.outcome().is_some(), "{mv} ends the game");
    g
}

#[test]
fn match_all_n_plays_the_seeds_3_game_example_to_the_end() {
    // Seed: A (Red) wins game 1 by 10/7 and game 2 by 12/5 on points, then B (Blue) takes A's
    // 0 in game 3 and wins the match.
    let all = options(&[("match", "all-3"), ("target", "10")]);
    let best = options(&[("match", "3"), ("target", "10")]);
    let game1 = |o: &ToanOptions| finished("r8@c5 r5@c6 b3@c9", "7-7", "c5xc9", o);
    let game2 = |o: &ToanOptions| finished("r8@c5 r5@c6 b3@c9", "9-5", "c5xc9", o);
    // Best of 3: two wins end it, and a third game is refused.
    let mut m = ToanMatch::new(best.clone(), 0);
    m.record_finished(&game1(&best)).unwrap();
    m.record_finished(&game2(&best)).unwrap();
    assert_eq!((m.is_over(), m.winner()), (true, Some(Player::Red)));
    assert!(m.next_game().is_none());
    // All 3: game 3 is played.
    let mut m = ToanMatch::new(all.clone(), 0);
    assert!(m.plays_all());
    m.record_finished(&game1(&all)).unwrap();
    m.record_finished(&game2(&all)).unwrap();
    assert_eq!(
        (m.wins(Player::Red), m.is_over(), m.winner()),
        (2, false, None)
    );
    assert_eq!(m.points(), [[10, 7], [12, 5]]);
    let mut third = m.next_game().expect("game 3 is played");
    assert_eq!(
        third.to_move(),
        Player::Red,
        "starters alternate: Red, Blue, Red"
    );
    // Game 3, played from its start: Red only shuffles its 9, Blue walks its 8 to e11 and
    // takes Red's 0 on e2 with its own 0 on e10 as the partner.
    let blue = ["e11-f10", "b11-b10", "b10-d10", "d10-e11", "e11xe2"];
    let red = ["a1-a2", "a2-a1", "a1-a2", "a2-a1", "a1-a2"];
    for (r, b) in red.iter().zip(blue) {
        play_all(&mut third, &[r, b]);
    }
    assert_eq!(
        third.outcome(),
        Some(Outcome::Win(Player::Blue, EndReason::ZeroCaptured))
    );
    m.record_finished(&third).unwrap();
    assert!(m.is_over());
    assert_eq!(m.winner(), Some(Player::Blue));
    assert!(m.next_game().is_none());
}

#[test]
fn match_all_n_goes_to_more_wins_then_more_points() {
    let o = options(&[("match", "all-3")]);
    let mut m = ToanMatch::new(o, 0);
    m.record_scored(Outcome::Win(Player::Red, EndReason::PointTarget), [20, 3])
        .unwrap();
    m.record_scored(Outcome::Win(Player::Red, EndReason::PointTarget), [20, 19])
        .unwrap();
    // Two wins of three do not end an all-3 match.
    assert!(!m.is_over());
    m.record_scored(Outcome::Win(Player::Blue, EndReason::PointTarget), [0, 20])
        .unwrap();
    assert_eq!((m.is_over(), m.winner()), (true, Some(Player::Red)));
    // Equal wins: the points in total decide (Blue 20 + 9 + 10 against Red 5 + 20 + 10);
    // best of 3 with the same games draws the match.
    let level = |rule: &str| {
        let mut m = ToanMatch::new(options(&[("match", rule)]), 0);
        m.record_scored(Outcome::Win(Player::Blue, EndReason::PointTarget), [5, 20])
            .unwrap();
        m.record_scored(Outcome::Win(Player::Red, EndReason::PointTarget), [20, 9])
            .unwrap();
        m.record_scored(Outcome::Draw(EndReason::Repetition), [10, 10])
            .unwrap();
        m
    };
    let m = level("all-3");
    assert_eq!(
        (m.total_points(Player::Red), m.total_points(Player::Blue)),
        (35, 39)
    );
    assert_eq!((m.is_over(), m.winner()), (true, Some(Player::Blue)));
    let m = level("3");
    assert_eq!((m.is_over(), m.winner()), (true, None));
    // `match` reads and writes both forms.
    assert_eq!(
        options(&[("match", "all-5")]).pairs()[2],
        ("match", "all-5".to_string())
    );
    assert!(!options(&[("match", "5")]).match_all);
}
