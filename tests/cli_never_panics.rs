//! The command-line tool never panics (issue 12): arguments that are not text, a reader
//! that closes the output early, `--help`, a 100 kB argument, absurd limits, and random
//! command lines fed to the argument checks. Native only (it runs the tool).
#![cfg(not(target_arch = "wasm32"))]

use crate::cli_common;
use cli_common::{run, run_os, run_then_close};
use co_dan_gian::cli;
use std::ffi::OsString;

const START: &str = "BBBBB/B...B/R...B/R...R/RRRRR r -";
const TOAN: &str = "b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0";

/// No panic, no backtrace: what a status-101 run leaves on stderr.
fn calm(err: &str) -> bool {
    !err.contains("panicked") && !err.contains("RUST_BACKTRACE")
}

/// A run refused with one short line on stderr, nothing on stdout.
fn assert_refused(args: &[&str], (code, out, err): (i32, String, String)) {
    let shown: Vec<String> = args.iter().map(|a| cli::short(a)).collect();
    assert_eq!(code, 2, "{shown:?}: {err}");
    assert!(out.is_empty(), "{shown:?}");
    assert_eq!(err.lines().count(), 1, "{shown:?}: {err}");
    assert!(err.starts_with("co-dan-gian: "), "{shown:?}: {err}");
    assert!(err.chars().count() < 300, "{shown:?}: {} chars", err.len());
    assert!(calm(&err), "{err}");
}

/// Every verb that prints, with arguments that make it quick.
const PRINTING: &[&[&str]] = &[
    &["help"],
    &["--help"],
    &["perft", "ganh", "3"],
    &["perft", "toan", "2"],
    &["moves", "ganh", START],
    &["moves", "toan", TOAN],
    &["play", "ganh", START, "c1-c2"],
    &["bestmove", "ganh", START, "--level", "easy", "--depth", "1"],
    &[
        "bestmove", "ganh", START, "--level", "easy", "--depth", "1", "--info", "on",
    ],
    &[
        "selfplay",
        "ganh",
        "--players",
        "random,random",
        "--games",
        "2",
        "--max-plies",
        "20",
    ],
    &[
        "selfplay",
        "cangua",
        "--players",
        "random,random",
        "--games",
        "1",
        "--max-plies",
        "50",
    ],
    &["engine"],
    &[
        "puzzles",
        "ganh",
        "--count",
        "2",
        "--depth",
        "2",
        "--max-games",
        "5",
    ],
    &[
        "match",
        "ganh",
        "--engine1",
        concat!(env!("CARGO_BIN_EXE_co-dan-gian"), " engine"),
        "--engine2",
        concat!(env!("CARGO_BIN_EXE_co-dan-gian"), " engine"),
        "--settings1",
        "level=random",
        "--settings2",
        "level=random",
        "--games",
        "2",
        "--time-ms",
        "1",
        "--max-plies",
        "20",
    ],
];

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_gets_one_line_naming_it() {
    use std::os::unix::ffi::OsStringExt;
    let bad = || OsString::from_vec(vec![b'a', 0xff, b'\n', 0xfe]);
    for (args, place) in [
        (vec![bad()], 1),
        (vec!["moves".into(), "ganh".into(), bad()], 3),
        (
            vec![
                "perft".into(),
                "ganh".into(),
                "1".into(),
                "--forced".into(),
                bad(),
            ],
            5,
        ),
    ] {
        let (code, out, err) = run_os(&args);
        assert_eq!(code, 2, "{err}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&format!("argument {place} ")), "{err}");
        assert!(calm(&err));
    }
}

#[cfg(unix)]
#[test]
fn a_reader_gone_before_the_output_ends_the_run_quietly() {
    for args in PRINTING {
        let (code, err) = cli_common::run_reader_gone(args);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
    }
    // Standard error gone too: the refusal is still status 2, not a panic.
    let (code, _) = cli_common::run_reader_gone(&["perft", "ganh", "deep"]);
    assert_eq!(code, 2);
}

#[test]
fn a_pipe_closed_early_ends_the_run_quietly() {
    for args in PRINTING {
        for lines in [0, 1] {
            let (code, read, err) = run_then_close(args, lines);
            assert_eq!(code, 0, "{args:?}: {err}");
            assert!(calm(&err) && err.is_empty(), "{args:?}: {err}");
            assert!(read.len() <= lines);
        }
    }
}

#[test]
fn a_writer_that_breaks_gives_status_0_and_other_write_errors_status_1() {
    use std::io::{Error, ErrorKind, Write};
    struct Broken(ErrorKind);
    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(Error::new(self.0, "gone"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Err(Error::new(self.0, "gone"))
        }
    }
    let argv: Vec<OsString> = ["moves", "ganh", START].map(OsString::from).to_vec();
    let mut err = Vec::new();
    assert_eq!(
        cli::main(&argv, &mut Broken(ErrorKind::BrokenPipe), &mut err),
        0
    );
    assert!(err.is_empty());
    assert_eq!(
        cli::main(&argv, &mut Broken(ErrorKind::StorageFull), &mut err),
        1
    );
    assert!(String::from_utf8_lossy(&err).starts_with("co-dan-gian: cannot write the output"));
    // A standard error that cannot be written is ignored.
    let bad: Vec<OsString> = vec!["perft".into()];
    assert_eq!(
        cli::main(&bad, &mut Vec::new(), &mut Broken(ErrorKind::BrokenPipe)),
        2
    );
}

#[test]
fn help_prints_every_verb_with_status_0() {
    let (code, all, err) = run(&["--help"]);
    assert_eq!((code, err.as_str()), (0, ""));
    for verb in cli::VERBS {
        assert!(
            all.contains(&format!("  {} ", verb.name)),
            "{}: {all}",
            verb.name
        );
    }
    for args in [&["help"][..], &["-h"], &["help", "--help"]] {
        assert_eq!(run(args), (0, all.clone(), String::new()), "{args:?}");
    }
    for verb in cli::VERBS {
        for args in [
            vec!["help", verb.name],
            vec![verb.name, "--help"],
            vec![verb.name, "ganh", "-h"],
        ] {
            let (code, out, _) = run(&args);
            assert_eq!(code, 0, "{args:?}");
            assert!(
                out.contains(&format!(
                    "  {} {}",
                    verb.name,
                    verb.synopsis.lines().next().unwrap_or("")
                )),
                "{out}"
            );
            assert!(
                out.len() < all.len() || verb.name == "help",
                "{args:?}: only its own usage"
            );
        }
    }
    assert_refused(&["help", "frobnicate"], run(&["help", "frobnicate"]));
}

#[test]
fn a_100_kb_argument_is_quoted_as_a_short_prefix() {
    let huge = "ẞ".repeat(100_000 / 3);
    let spaced = "x ".repeat(50_000);
    for big in [huge.as_str(), spaced.as_str()] {
        for args in [
            vec![big],
            vec![big, "ganh"],
            vec!["perft", big, "1"],
            vec!["perft", "ganh", big],
            vec!["moves", "ganh", big],
            vec!["moves", "toan", big],
            vec!["moves", "cangua", big],
            vec!["play", "ganh", START, big],
            vec!["play", "cangua", "r=s,s,s,s y=s,s,s,s r -", big],
            vec!["moves", "ganh", START, "--forced", big],
            vec!["moves", "ganh", START, &format!("--{big}"), "on"],
            vec!["moves", "ganh", START, &format!("--{big}")],
            vec!["bestmove", "ganh", START, "--level", big],
            vec!["bestmove", "ganh", START, "--depth", big],
            vec!["bestmove", "ganh", START, "--time-ms", big],
            vec!["selfplay", "ganh", "--players", big],
        ] {
            assert_refused(&args, run(&args));
        }
    }
}

#[test]
fn absurd_limits_are_refused_or_capped_with_one_warning() {
    for args in [
        &["perft", "ganh", "11"][..],
        &["perft", "toan", "6"],
        &["perft", "cangua", "15"],
        &["perft", "cangua", "8", "--dice", "2"],
        &["perft", "ganh", "64"],
        &["perft", "ganh", "99999999999999999999999"],
        &["bestmove", "ganh", START, "--depth", "0"],
        &["bestmove", "ganh", START, "--nodes", "0"],
        &["bestmove", "ganh", START, "--depth", "-1"],
        &["bestmove", "ganh", START, "--time-ms", "0"],
        &["bestmove", "ganh", START, "--time-ms", "inf"],
        &[
            "selfplay",
            "ganh",
            "--players",
            "random,random",
            "--games",
            "0",
        ],
        &[
            "selfplay",
            "ganh",
            "--players",
            "random,random",
            "--max-plies",
            "0",
        ],
    ] {
        assert_refused(args, run(args));
    }
    // A finished game has no move sequences to count, however deep.
    assert_eq!(
        run(&["perft", "ganh", "64", "...../...../...../...../RR... b -"]).1,
        "0\n"
    );
    // Capped and run: the level keeps these quick, the warning says what was cut.
    for (args, cut) in [
        (
            &[
                "bestmove",
                "ganh",
                START,
                "--level",
                "easy",
                "--depth",
                "4294967295",
            ][..],
            "--depth 4294967295: capped at 11",
        ),
        (
            &[
                "bestmove",
                "toan",
                TOAN,
                "--level",
                "easy",
                "--nodes",
                "18446744073709551615",
            ],
            "--nodes 18446744073709551615: capped at",
        ),
        (
            &[
                "bestmove",
                "ganh",
                START,
                "--level",
                "random",
                "--time-ms",
                "1e308",
            ],
            "--time-ms 1e308: capped at 1000",
        ),
        (
            &[
                "selfplay",
                "ganh",
                "--players",
                "random,random",
                "--games",
                "1",
                "--max-plies",
                "99999999999",
            ],
            "--max-plies 99999999999: capped at 1000000",
        ),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(!out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("co-dan-gian: warning: "), "{err}");
        assert!(err.contains(cut), "{args:?}: {err}");
    }
    // Caps too long to run in a test: checked, not run.
    for (args, cut) in [
        (
            vec![
                "selfplay",
                "ganh",
                "--players",
                "hard,hard",
                "--games",
                "18446744073709551615",
            ],
            "--games 18446744073709551615: capped at 100000",
        ),
        (
            vec!["bestmove", "ganh", START, "--depth", "4294967295"],
            "capped at 11 (so that a search without --time-ms ends within 30 s)",
        ),
        (
            vec!["bestmove", "toan", TOAN, "--depth", "4294967295"],
            "capped at 8",
        ),
        (
            vec!["bestmove", "ganh", START, "--nodes", "18446744073709551615"],
            "capped at 40000000",
        ),
        (
            vec!["bestmove", "toan", TOAN, "--nodes", "18446744073709551615"],
            "capped at 10000000",
        ),
    ] {
        let argv: Vec<OsString> = args.iter().map(OsString::from).collect();
        let task = cli::prepare(&argv).expect("accepted");
        assert_eq!(task.warnings.len(), 1, "{args:?}");
        assert!(
            task.warnings[0].contains(cut),
            "{args:?}: {:?}",
            task.warnings
        );
    }
    // With a time limit the search is bounded anyway: no warning for depth or nodes.
    let timed: Vec<OsString> = [
        "bestmove",
        "ganh",
        START,
        "--depth",
        "4294967295",
        "--time-ms",
        "50",
    ]
    .map(OsString::from)
    .to_vec();
    assert!(cli::prepare(&timed).expect("accepted").warnings.is_empty());
}

/// The searches the usage promises end within `cli::caps::PROMISE_S` seconds: Cờ gánh's and
/// Cờ toán's deepest search from the start, run side by side, reach the depth cap within the
/// node cap (the work, whatever the machine's load: the release build's speed turns it into
/// the seconds of `scripts/bench-caps.sh`, docs/performance.md). This build is optimised less
/// than the release build and the machine may be busy, so the time bound here is only a
/// generous backstop (ten times the promise) against a search that does not end.
#[test]
fn a_capped_search_ends_within_the_promise() {
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let bound = Duration::from_secs(10 * u64::from(cli::caps::PROMISE_S));
    let started = Instant::now();
    let searches: Vec<(&str, std::process::Child)> = [("ganh", START), ("toan", TOAN)]
        .into_iter()
        .map(|(game, position)| {
            let child = cli_common::tool()
                .args(["bestmove", game, position, "--depth", "99", "--info", "on"])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("runs");
            (game, child)
        })
        .collect();
    for (game, mut child) in searches {
        while child.try_wait().expect("waits").is_none() {
            if started.elapsed() > bound {
                let _ = child.kill();
                panic!("bestmove {game} start --depth 99: still searching after {bound:?}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let out = child.wait_with_output().expect("waits");
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert_eq!(out.status.code(), Some(0), "{game}: {stderr}");
        let cap = cli::caps::depth_cap(game);
        assert!(
            stderr.contains(&format!("--depth 99: capped at {cap} ")),
            "{game}: {stderr}"
        );
        // The search reached the cap from the start, within the node cap.
        let info = stdout.lines().last().unwrap_or_default();
        assert!(
            info.starts_with(&format!("depth {cap} ")),
            "{game}: {stdout}"
        );
        let nodes: u64 = info
            .split_whitespace()
            .skip_while(|w| *w != "nodes")
            .nth(1)
            .and_then(|n| n.parse().ok())
            .expect("a node count");
        assert!(nodes < cli::caps::nodes_cap(game), "{game}: {info}");
    }
}

#[test]
fn selfplay_stopped_at_the_first_ply_prints_no_negative_zero() {
    let (code, out, _) = run(&[
        "selfplay",
        "ganh",
        "--players",
        "hard,random",
        "--games",
        "2",
        "--max-plies",
        "1",
        "--opening",
        "0",
        "--depth",
        "1",
    ]);
    assert_eq!(code, 0);
    assert!(!out.contains("-0.0"), "{out}");
}

mod random_command_lines {
    use super::*;
    use proptest::prelude::*;

    /// Words the tool knows, so random command lines reach past the first check.
    const WORDS: &[&str] = &[
        "perft",
        "moves",
        "play",
        "bestmove",
        "selfplay",
        "help",
        "ganh",
        "toan",
        "cangua",
        "--depth",
        "--nodes",
        "--games",
        "--time-ms",
        "--max-plies",
        "--opening",
        "--seed",
        "--players",
        "--seats",
        "--level",
        "--info",
        "--forced",
        "--dice",
        "--target",
        "--",
        "--=",
        "-h",
        "0",
        "1",
        "3",
        "20",
        "-1",
        "1e308",
        "NaN",
        "18446744073709551616",
        "hard,random",
        "random,random,random",
        "r,b",
        "on",
        "off",
        "easy",
        START,
        TOAN,
        "r=s,s,s,s y=s,s,s,s r -",
        "c1-c2",
        "a3-b3",
        "roll 6",
        "ă",
        "",
    ];

    #[cfg(unix)]
    fn os(bytes: Vec<u8>) -> OsString {
        use std::os::unix::ffi::OsStringExt;
        OsString::from_vec(bytes)
    }

    #[cfg(not(unix))]
    fn os(bytes: Vec<u8>) -> OsString {
        String::from_utf8_lossy(&bytes).into_owned().into()
    }

    fn argument() -> impl Strategy<Value = OsString> {
        prop_oneof![
            3 => proptest::sample::select(WORDS).prop_map(OsString::from),
            1 => proptest::collection::vec(any::<u8>(), 0..24).prop_map(os),
            1 => "\\PC{0,30}".prop_map(OsString::from),
            1 => (proptest::sample::select(WORDS), "[0-9a-z=,+-]{0,12}")
                .prop_map(|(w, s)| OsString::from(format!("{w}{s}"))),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

        /// Reading and checking any command line (never running it) returns a task or one
        /// short line, and never panics.
        #[test]
        fn any_command_line_is_checked_without_a_panic(argv in proptest::collection::vec(argument(), 0..9)) {
            let _ = cli::Request::parse_os(&argv);
            match cli::prepare(&argv) {
                Ok(task) => {
                    for w in &task.warnings {
                        prop_assert!(!w.contains('\n') && w.chars().count() < 200, "{w}");
                    }
                }
                Err(e) => {
                    prop_assert!(e.0.chars().count() < 400, "{} chars", e.0.len());
                }
            }
        }
    }
}
