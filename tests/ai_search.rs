//! The alpha-beta search on hand-made positions of Cờ gánh and Cờ toán: it finds a win in one
//! and a forced win in two moves, each checked here move by move with the rules alone; and
//! the text entry point the Web Worker calls.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::ai::search::MATE;
use co_dan_gian::ai::{best_move_text, choose, think_text, Level, Limits, StoppedClock, Think};
use co_dan_gian::core::{Game, Outcome};
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::games::toan::Toan;

/// Whether playing `mv` wins the game on the spot for the player to move.
fn wins_at_once<G: Game>(game: &G, mv: G::Move) -> bool {
    let me = game.to_move();
    let mut next = game.clone();
    next.play(mv).is_ok() && matches!(next.outcome(), Some(Outcome::Win(p, _)) if p == me)
}

/// Whether some legal move wins on the spot.
fn has_win_in_one<G: Game>(game: &G) -> bool {
    game.legal_moves()
        .into_iter()
        .any(|mv| wins_at_once(game, mv))
}

/// Whether `first` wins by force in two moves: whatever the opponent answers (if the game
/// is not already won), the player then has a move that wins on the spot.
fn forces_win_in_two<G: Game>(game: &G, first: G::Move) -> bool {
    if wins_at_once(game, first) {
        return true;
    }
    let mut after = game.clone();
    if after.play(first).is_err() || after.outcome().is_some() {
        return false;
    }
    after.legal_moves().into_iter().all(|reply| {
        let mut next = after.clone();
        next.play(reply).is_ok() && next.outcome().is_none() && has_win_in_one(&next)
    })
}

fn ganh(position: &str) -> Ganh {
    Ganh::from_position(position, Default::default()).expect("a valid position")
}

fn toan(position: &str) -> Toan {
    Toan::from_position(position, Default::default()).expect("a valid position")
}

/// Red lands on c3 between b3–d3 and c2–c4: chầu 4 takes Blue's last four pieces.
const GANH_CHAU_4: &str = "...../..B../.B.B./..BR./R...R r -";
/// Red steps e3-d4: Blue's only move is d5-c5, and d4-d5 then gánhs c5 and e5.
const GANH_SQUEEZE: &str = "...BB/..R.R/...RR/....R/RR... r -";
/// Red's 3 and 2 stand in line with Blue's 0 (3 − 2 = 1); Red's 4 and 5 could take the 9.
const TOAN_ZERO_IN_ONE: &str = "........./....b0..../....r2..../....r3..../........./......b9../......r5../......r4../........./....r0..../b1........ r 0-0";
/// Red's 7 steps a6-b7 behind the 5 (7 + 5 = 12 → 2): nothing of Blue's can block d9.
const TOAN_QUIET_SETUP: &str = "b1......../....b0..../......b2../..r5....../........./r7......../........./........./........./....r0..../......... r 0-0";
/// Red's 7 takes Blue's 1 on d9 (7 ÷ 5 = 1), and then the 5 takes the 0 (7 ÷ 5 = 1 again).
const TOAN_CAPTURE_THEN_ZERO: &str = "........./....b0..../...b1...../..r5....../.r7......./........./........./........./........./....r0..../........b9 r 0-0";

#[test]
fn ganh_one_move_that_takes_every_piece_left_is_found() {
    let game = ganh(GANH_CHAU_4);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let info = game.think(level, Limits::depth(3), &StoppedClock, 1);
        assert_eq!(
            info.best.map(|m| game.format_move(m)).as_deref(),
            Some("d2-c3"),
            "{level}"
        );
        assert!(wins_at_once(&game, info.best.expect("a move")));
    }
    assert_eq!(
        game.think(Level::Hard, Limits::depth(3), &StoppedClock, 1)
            .score,
        MATE - 1
    );
}

#[test]
fn ganh_beginner_sees_a_ganh_in_front_of_it_most_of_the_time() {
    // The beginner notices a gánh it can make on 90% of its moves (Cờ gánh's budget):
    // here the one that takes every piece left, over 100 seeds.
    let game = ganh(GANH_CHAU_4);
    let seen = (0..100)
        .filter(|&seed| {
            let info = game.think(Level::Beginner, Limits::LEVEL, &StoppedClock, seed);
            info.best.map(|m| game.format_move(m)).as_deref() == Some("d2-c3")
        })
        .count();
    assert!((80..100).contains(&seen), "seen {seen} times in 100");
}

#[test]
fn ganh_forced_win_in_two_moves_is_found() {
    let game = ganh(GANH_SQUEEZE);
    assert!(
        !has_win_in_one(&game),
        "the position must not be won in one"
    );
    for level in [Level::Medium, Level::Hard] {
        let info = game.think(level, Limits::depth(4), &StoppedClock, 1);
        let mv = info.best.expect("a move");
        assert!(
            forces_win_in_two(&game, mv),
            "{level} chose {}",
            game.format_move(mv)
        );
        assert_eq!(info.score, MATE - 3, "{level}");
    }
}

#[test]
fn toan_capture_of_the_zero_in_one_beats_taking_the_nine() {
    let game = toan(TOAN_ZERO_IN_ONE);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mv = choose(&game, level, Limits::depth(2), &StoppedClock, 1).expect("a move");
        assert_eq!(game.format_move(mv), "e8xe10", "{level}");
    }
}

#[test]
fn toan_forced_win_in_two_by_a_quiet_setup_is_found() {
    let game = toan(TOAN_QUIET_SETUP);
    assert!(!has_win_in_one(&game));
    for level in [Level::Medium, Level::Hard] {
        let info = game.think(level, Limits::depth(3), &StoppedClock, 1);
        let mv = info.best.expect("a move");
        assert_eq!(game.format_move(mv), "a6-b7", "{level}");
        assert!(forces_win_in_two(&game, mv));
        assert_eq!(info.score, MATE - 3);
    }
}

#[test]
fn toan_forced_win_in_two_by_a_capture_then_the_zero_is_found() {
    let game = toan(TOAN_CAPTURE_THEN_ZERO);
    assert!(!has_win_in_one(&game));
    let info = game.think(Level::Hard, Limits::depth(3), &StoppedClock, 1);
    let mv = info.best.expect("a move");
    assert_eq!(game.format_move(mv), "b7xd9");
    assert!(forces_win_in_two(&game, mv));
    assert_eq!(info.score, MATE - 3);
}

#[test]
fn a_finished_game_has_no_move_to_choose() {
    let over = ganh("...../...../...../...../RR... b -");
    assert!(over.outcome().is_some());
    assert_eq!(
        choose(&over, Level::Hard, Limits::depth(2), &StoppedClock, 1),
        None
    );
    let err = best_move_text(
        "ganh",
        "...../...../...../...../RR... b -",
        &[],
        Level::Hard,
        None,
        1,
        &StoppedClock,
    );
    assert!(err.is_err());
}

#[test]
fn best_move_text_answers_in_the_games_notation() {
    let opts: Vec<(String, String)> = Vec::new();
    let mv = best_move_text(
        "toan",
        TOAN_ZERO_IN_ONE,
        &opts,
        Level::Hard,
        Some(200.0),
        1,
        &StoppedClock,
    );
    assert_eq!(mv.as_deref(), Ok("e8xe10"));
    let info = think_text(
        "ganh",
        GANH_SQUEEZE,
        &opts,
        Level::Hard,
        Limits::depth(3),
        1,
        &StoppedClock,
    )
    .expect("a move");
    assert_eq!(info.best, "e3-d4");
    assert_eq!(info.score, MATE - 3);
    // Options are read as the settings write them.
    let forced = vec![("forced".to_string(), "off".to_string())];
    assert!(best_move_text(
        "ganh",
        GANH_CHAU_4,
        &forced,
        Level::Easy,
        None,
        1,
        &StoppedClock
    )
    .is_ok());
}

#[test]
fn best_move_text_refuses_unknown_games_options_and_positions() {
    let none: Vec<(String, String)> = Vec::new();
    let clock = StoppedClock;
    assert!(best_move_text("chess", "x", &none, Level::Hard, None, 1, &clock).is_err());
    assert!(best_move_text(
        "ganh",
        "BBBBB/B...B r -",
        &none,
        Level::Hard,
        None,
        1,
        &clock
    )
    .is_err());
    let bad = vec![("forced".to_string(), "sometimes".to_string())];
    assert!(best_move_text("ganh", GANH_CHAU_4, &bad, Level::Hard, None, 1, &clock).is_err());
}

#[test]
fn levels_read_and_write_their_names() {
    for level in Level::ALL {
        assert_eq!(Level::parse(level.name()), Ok(level));
    }
    assert!(Level::parse("grandmaster").is_err());
    assert!(Level::parse("").is_err());
}

#[test]
fn limits_only_ever_shrink_a_levels_budget() {
    let hard = Limits::LEVEL.plan(Level::Hard, Ganh::budget(Level::Hard));
    assert_eq!(hard.time_ms, Some(1000.0));
    let medium = Limits::LEVEL.plan(Level::Medium, Toan::budget(Level::Medium));
    assert_eq!(medium.time_ms, Some(300.0));
    // A depth alone switches the clock off (reproducible) but never deepens a level.
    let fixed = Limits::depth(9).plan(Level::Medium, Ganh::budget(Level::Medium));
    assert_eq!((fixed.time_ms, fixed.depth), (None, 4));
    assert_eq!(
        Limits::time(5000.0)
            .plan(Level::Easy, Ganh::budget(Level::Easy))
            .time_ms,
        Some(300.0)
    );
    assert_eq!(
        Limits::time(50.0)
            .plan(Level::Hard, Ganh::budget(Level::Hard))
            .time_ms,
        Some(50.0)
    );
}
