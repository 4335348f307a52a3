//! `co-dan-gian match` (issue 14): two engines over the protocol, colours swapped per
//! opening, the SPRT stopping early both ways, and bad arguments refused before any engine
//! starts. Native only (it runs the tool).
#![cfg(not(target_arch = "wasm32"))]

use crate::cli_common;
use cli_common::run;

const ENGINE: &str = concat!(env!("CARGO_BIN_EXE_co-dan-gian"), " engine");

/// A short match of `first` against `second` (engine settings), SPRT 0 against 200 Elo.
fn sprt_match(game: &str, first: &str, second: &str) -> (String, String) {
    let (code, out, err) = run(&[
        "match",
        game,
        "--engine1",
        ENGINE,
        "--engine2",
        ENGINE,
        "--settings1",
        first,
        "--settings2",
        second,
        "--games",
        "40",
        "--time-ms",
        "5",
        "--sprt",
        "0,200,0.05,0.05",
    ]);
    assert_eq!(code, 0, "{err}");
    (out, err)
}

/// The number of games a summary says were played.
fn games_played(out: &str) -> u32 {
    let line = out.lines().find(|l| l.starts_with("engine1 ")).unwrap();
    let words: Vec<&str> = line.split_whitespace().collect();
    let i = words.iter().position(|w| *w == "games,").unwrap();
    words[i - 1].parse().unwrap()
}

#[test]
fn sprt_accepts_hard_over_random_and_stops_early() {
    let (out, _) = sprt_match("ganh", "level=hard", "level=random");
    assert!(out.contains("H1 accepted"), "{out}");
    assert!(games_played(&out) < 40, "{out}");
    // Colours alternate game by game.
    assert!(out.contains("game 1/40: engine1 first"), "{out}");
    assert!(out.contains("game 2/40: engine1 second"), "{out}");
    let elo = out
        .lines()
        .find(|l| l.starts_with("elo difference"))
        .unwrap();
    assert!(elo.contains("95% interval"), "{elo}");
}

#[test]
fn sprt_rejects_random_against_hard() {
    let (out, _) = sprt_match("toan", "level=random", "level=hard");
    assert!(out.contains("H0 accepted"), "{out}");
    assert!(games_played(&out) < 40, "{out}");
}

#[test]
fn openings_from_a_file_are_each_played_twice() {
    let path = std::env::temp_dir().join(format!("match-openings-{}.txt", std::process::id()));
    std::fs::write(
        &path,
        "# two positions\nR..BB/.RRRB/R.BBB/.B.B./B.B.B b -\n\nBBBBB/B...B/R...B/R...R/RRRRR r -\n",
    )
    .unwrap();
    let (code, out, err) = run(&[
        "match",
        "ganh",
        "--engine1",
        ENGINE,
        "--engine2",
        ENGINE,
        "--settings1",
        "level=easy",
        "--settings2",
        "level=easy",
        "--openings",
        path.to_str().unwrap(),
        "--games",
        "4",
        "--time-ms",
        "2",
        "--forced",
        "off",
    ]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 0, "{err}");
    assert_eq!(games_played(&out), 4, "{out}");
}

#[cfg(unix)]
#[test]
fn an_engine_that_plays_an_illegal_move_loses_the_game() {
    use std::os::unix::fs::PermissionsExt;
    let path = std::env::temp_dir().join(format!("match-cheat-{}.sh", std::process::id()));
    std::fs::write(
        &path,
        "#!/bin/sh\nwhile read -r a b; do case $a in identify) echo identified;; \
         go) echo 'bestmove a1-a1';; quit) exit 0;; esac; done\n",
    )
    .unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (code, out, err) = run(&[
        "match",
        "ganh",
        "--engine1",
        ENGINE,
        "--engine2",
        path.to_str().unwrap(),
        "--settings1",
        "level=random",
        "--games",
        "2",
        "--time-ms",
        "1",
    ]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("+2 =0 -0"), "{out}");
    assert!(
        out.contains("engine2 played the illegal move a1-a1"),
        "{out}"
    );
}

#[test]
fn an_engine_that_does_not_identify_itself_is_refused() {
    // `cat` echoes the commands back: it never answers bestmove in the protocol's way…
    let (code, _, err) = run(&[
        "match",
        "ganh",
        "--engine1",
        ENGINE,
        "--engine2",
        "cat",
        "--games",
        "1",
    ]);
    // …nor identifies itself: refused at the start, with the command named.
    assert_eq!(code, 2);
    assert!(err.contains("engine 'cat'"), "{err}");
    let (code, _, err) = run(&[
        "match",
        "ganh",
        "--engine1",
        ENGINE,
        "--engine2",
        "/no/such/engine",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot start it"), "{err}");
}

#[test]
fn bad_arguments_are_refused_before_any_game() {
    for (args, says) in [
        (vec!["match", "ganh"], "--engine1"),
        (vec!["match", "ganh", "--engine1", ENGINE], "--engine2"),
        (
            vec![
                "match",
                "ganh",
                "--engine1",
                ENGINE,
                "--engine2",
                ENGINE,
                "--sprt",
                "5,0,1,1",
            ],
            "--sprt",
        ),
        (
            vec![
                "match",
                "ganh",
                "--engine1",
                ENGINE,
                "--engine2",
                ENGINE,
                "--settings1",
                "hard",
            ],
            "--settings1",
        ),
        (
            vec![
                "match",
                "ganh",
                "--engine1",
                ENGINE,
                "--engine2",
                ENGINE,
                "--openings",
                "/no/file",
            ],
            "--openings",
        ),
        (
            vec![
                "match",
                "ganh",
                "--engine1",
                ENGINE,
                "--engine2",
                ENGINE,
                "--forced",
                "maybe",
            ],
            "--forced",
        ),
        (
            vec!["match", "cangua", "--engine1", ENGINE, "--engine2", ENGINE],
            "dice",
        ),
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}
