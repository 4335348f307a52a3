//! The command-line tool, run as a person would: its output and its exit status.
#![cfg(not(target_arch = "wasm32"))]

use crate::cli_common;
use cli_common::run;

const START: &str = "BBBBB/B...B/R...B/R...R/RRRRR r -";

#[test]
fn perft_ganh_from_the_start_and_from_a_position() {
    assert_eq!(
        run(&["perft", "ganh", "1"]),
        (0, "12\n".into(), String::new())
    );
    let (code, out, _) = run(&["perft", "ganh", "2", START]);
    assert_eq!(
        (code, out.trim()),
        (0, run(&["perft", "ganh", "2"]).1.trim())
    );
}

#[test]
fn moves_ganh_are_listed_one_per_line_sorted() {
    let (code, out, _) = run(&["moves", "ganh", START]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert_eq!(lines.len(), 12);
    assert!(lines.contains(&"a3-b3") && lines.contains(&"c1-c2"));
}

#[test]
fn play_ganh_prints_the_resulting_position() {
    let (code, out, _) = run(&["play", "ganh", START, "c1-c2", "e3-d2"]);
    assert_eq!((code, out.trim()), (0, "BBBBB/B...B/R..../R.BBB/RR.RR r -"));
}

#[test]
fn option_flags_change_the_rules() {
    let after_mo = "BBBBB/B...B/R...B/R.R.R/RR.RR b d2";
    assert_eq!(run(&["moves", "ganh", after_mo]).1.trim(), "e3-d2");
    let (code, out, _) = run(&[
        "moves",
        "ganh",
        "BBBBB/B...B/R...B/R.R.R/RR.RR b -",
        "--forced",
        "off",
    ]);
    assert_eq!(code, 0);
    assert!(out.lines().count() > 1);
    assert_eq!(
        run(&["play", "ganh", START, "c1-c2", "e4-d4", "--forced=off"]).0,
        0
    );
}

#[test]
fn bad_arguments_get_one_line_and_status_2() {
    for args in [
        vec![],
        vec!["perft"],
        vec!["perft", "chess", "1"],
        vec!["perft", "ganh", "deep"],
        vec!["frobnicate", "ganh"],
        vec!["moves", "ganh", "BBBBB/B...B r -"],
        vec!["play", "ganh", START, "a3-a4"],
        vec!["play", "ganh", START, "a3b3"],
        vec!["moves", "ganh", START, "--forced", "sometimes"],
        vec!["moves", "ganh", START, "--forced"],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("co-dan-gian: "), "{args:?}: {err}");
    }
}

#[test]
fn variant_flags_change_the_rules() {
    // Cờ gánh --vay single: a3-b4 from the start turns the blocked a5 and b5.
    assert_eq!(
        run(&["play", "ganh", START, "a3-b4"]).1.trim(),
        "BBBBB/BR..B/....B/R...R/RRRRR b -"
    );
    assert_eq!(
        run(&["play", "ganh", START, "a3-b4", "--vay", "single"])
            .1
            .trim(),
        "RRBBB/BR..B/....B/R...R/RRRRR b -"
    );
    // Cờ toán --division remainder: 9 ÷ 3 = 3 no longer captures; --zero-partner off.
    let toan = "........./b1......../........./........./r9......../r3......../........./........./........./....r0..../....b0.... r 0-0";
    let captures = |flags: &[&str]| {
        let mut args = vec!["moves", "toan", toan];
        args.extend_from_slice(flags);
        let out = run(&args).1;
        out.lines()
            .filter(|l| l.contains('x'))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(captures(&[]), ["a6xa10"]);
    assert!(captures(&["--division", "remainder"]).is_empty());
    assert!(captures(&["--division=both", "--zero-partner", "off"]) == ["a6xa10"]);
    // Cờ cá ngựa --bring-out 6: a 1 brings nothing out, so the roll is lost at once.
    let cangua = "r=s,s,s,s y=s,s,s,s r -";
    assert_eq!(
        run(&["play", "cangua", cangua, "roll 1"]).1.trim(),
        "r=s,s,s,s y=s,s,s,s r 1"
    );
    assert_eq!(
        run(&["play", "cangua", cangua, "roll 1", "--bring-out", "6"])
            .1
            .trim(),
        cangua
    );
    let (code, _, err) = run(&["moves", "cangua", cangua, "--three-sixes", "maybe"]);
    assert_eq!(code, 2);
    assert!(err.contains("three-sixes"), "{err}");
}
