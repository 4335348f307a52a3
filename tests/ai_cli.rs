//! The computer players from the command line: `bestmove` and `selfplay`, their output and
//! their one-line errors. Native only (it runs the tool).
#![cfg(not(target_arch = "wasm32"))]

use crate::cli_common;
use cli_common::run;

#[test]
fn bestmove_prints_the_winning_move() {
    let (code, out, _) = run(&[
        "bestmove",
        "ganh",
        "...../..B../.B.B./..BR./R...R r -",
        "--level",
        "hard",
        "--depth",
        "3",
    ]);
    assert_eq!((code, out.trim()), (0, "d2-c3"));
    let toan = "........./....b0..../....r2..../....r3..../........./......b9../......r5../......r4../........./....r0..../b1........ r 0-0";
    let (code, out, _) = run(&[
        "bestmove",
        "toan",
        toan,
        "--level",
        "easy",
        "--seed",
        "4",
        "--time-ms",
        "200",
    ]);
    assert_eq!((code, out.trim()), (0, "e8xe10"));
}

#[test]
fn bestmove_takes_game_options_beside_its_own_flags() {
    let (code, out, _) = run(&[
        "bestmove",
        "cangua",
        "r=t30,t10,s,s b=t1,s,s,s r 2+3",
        "--dice",
        "2",
        "--level",
        "hard",
        "--info",
        "on",
    ]);
    assert_eq!(code, 0);
    let mut lines = out.lines();
    assert!(
        matches!(lines.next(), Some("2:t10-t12" | "3:t10-t13")),
        "{out}"
    );
    assert!(
        lines.next().is_some_and(|l| l.starts_with("depth ")),
        "{out}"
    );
}

#[test]
fn bestmove_errors_are_one_line_with_status_2() {
    for args in [
        vec![
            "bestmove",
            "ganh",
            "BBBBB/B...B/R...B/R...R/RRRRR r -",
            "--level",
            "genius",
        ],
        vec!["bestmove", "ganh", "not a position"],
        vec!["bestmove", "ganh", "...../...../...../...../RR... b -"],
        vec![
            "bestmove",
            "ganh",
            "BBBBB/B...B/R...B/R...R/RRRRR r -",
            "--depth",
            "0",
        ],
        vec![
            "bestmove",
            "ganh",
            "BBBBB/B...B/R...B/R...R/RRRRR r -",
            "--time-ms",
            "soon",
        ],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn selfplay_prints_a_line_per_player_and_rotates_seats() {
    let (code, out, _) = run(&[
        "selfplay",
        "ganh",
        "--players",
        "easy,random",
        "--games",
        "4",
        "--seed",
        "3",
        "--depth",
        "2",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("selfplay ganh: 4 games, seed 3, depth 2"),
        "{out}"
    );
    assert!(lines[2].starts_with("1     easy"), "{out}");
    assert!(lines[3].starts_with("2     random"), "{out}");
    // Colours alternate, so each colour is played twice by each level.
    assert!(lines[4].starts_with("average plies"), "{out}");
}

#[test]
fn selfplay_is_reproducible_with_a_depth() {
    let args = [
        "selfplay",
        "toan",
        "--players",
        "easy,medium",
        "--games",
        "2",
        "--seed",
        "5",
        "--depth",
        "2",
    ];
    let strip = |s: String| -> Vec<String> {
        // The counts, not the times.
        s.lines()
            .skip(2)
            .take(2)
            .map(|l| l.split_whitespace().take(5).collect::<Vec<_>>().join(" "))
            .collect()
    };
    assert_eq!(strip(run(&args).1), strip(run(&args).1));
}

/// `--jobs` plays games at once on threads, yet every game and every count is the one that
/// playing them one at a time gives (only the times differ), in a two-player game and in a
/// four-player Cờ cá ngựa game with places.
#[test]
fn selfplay_jobs_give_the_same_games() {
    let counts = |s: &str| -> Vec<String> {
        // Every count and the plies, not the times.
        s.lines()
            .skip(2)
            .map(|l| {
                if l.starts_with("average plies") {
                    l.to_string()
                } else {
                    l.split_whitespace().take(7).collect::<Vec<_>>().join(" ")
                }
            })
            .collect()
    };
    for game in [
        &["ganh", "--players", "easy,medium", "--depth", "3"][..],
        &[
            "cangua",
            "--players",
            "hard,medium,easy,random",
            "--depth",
            "1",
            "--dice",
            "2",
        ][..],
    ] {
        let mut args = vec!["selfplay", "--games", "5", "--seed", "9"];
        args.splice(1..1, game.iter().copied());
        let (code, one, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        for jobs in ["2", "3", "8"] {
            let mut with = args.clone();
            with.extend(["--jobs", jobs]);
            let (code, many, err) = run(&with);
            assert_eq!(code, 0, "{err}");
            assert_eq!(counts(&one), counts(&many), "--jobs {jobs}");
        }
    }
    let (code, _, err) = run(&["selfplay", "ganh", "--players", "easy,easy", "--jobs", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("jobs"), "{err}");
}

#[test]
fn selfplay_seats_cangua_from_the_number_of_levels() {
    let (code, out, _) = run(&[
        "selfplay",
        "cangua",
        "--players",
        "medium,random,random",
        "--games",
        "2",
        "--seed",
        "1",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.lines()
            .nth(4)
            .is_some_and(|l| l.starts_with("3     random")),
        "{out}"
    );
    let (code, _, err) = run(&[
        "selfplay",
        "cangua",
        "--players",
        "hard,easy",
        "--seats",
        "r,b,y",
        "--games",
        "1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("3 seats"), "{err}");
    let (code, _, err) = run(&["selfplay", "ganh", "--players", "hard", "--games", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("2 seats"), "{err}");
}
