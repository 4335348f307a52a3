//! `co-dan-gian engine` (docs/engine.md) driven over standard input and output, as a GUI or
//! `match` drives it: a whole game, `stop`, and bad lines answered with `error`, never a
//! panic. Native only (it runs the tool).
#![cfg(not(target_arch = "wasm32"))]

use crate::cli_common;
use cli_common::tool;
use co_dan_gian::core::Game;
use co_dan_gian::games::ganh::Ganh;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = tool()
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn read(&mut self) -> String {
        let mut line = String::new();
        assert!(
            self.stdout.read_line(&mut line).unwrap() > 0,
            "the engine ended"
        );
        line.trim_end().to_string()
    }

    /// Reads lines until one starts with `word`; returns them all.
    fn until(&mut self, word: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let l = self.read();
            let done = l.split_whitespace().next() == Some(word);
            lines.push(l);
            if done {
                return lines;
            }
        }
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().unwrap();
        let mut err = String::new();
        std::io::Read::read_to_string(&mut self.child.stderr.take().unwrap(), &mut err).unwrap();
        assert!(status.success(), "{status}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn a_whole_game_over_the_protocol() {
    let mut e = Engine::start();
    e.send("identify");
    let id = e.until("identified");
    assert!(
        id.iter().any(|l| l.starts_with("id name co-dan-gian")),
        "{id:?}"
    );
    assert!(
        id.contains(&"id games ganh toan cangua".to_string()),
        "{id:?}"
    );
    e.send("newgame ganh level=medium seed=3");
    e.send("isready");
    assert_eq!(e.read(), "readyok");
    let mut game = Ganh::new(Default::default(), 0);
    let mut moves: Vec<String> = Vec::new();
    while game.outcome().is_none() {
        assert!(moves.len() < 2000, "no end after {} plies", moves.len());
        e.send(&format!("position start moves {}", moves.join(" ")));
        e.send("go depth 2");
        let lines = e.until("bestmove");
        let info = &lines[lines.len() - 2];
        for key in ["info", "depth", "score", "nodes", "pv"] {
            assert!(info.split_whitespace().any(|w| w == key), "{info}");
        }
        let best = lines
            .last()
            .unwrap()
            .strip_prefix("bestmove ")
            .unwrap()
            .to_string();
        let mv = game.parse_move(&best).unwrap();
        assert!(game.is_legal(mv), "{best} at {}", game.position());
        game.play(mv).unwrap();
        moves.push(best);
    }
    // Over: the engine says so.
    e.send(&format!("position start moves {}", moves.join(" ")));
    e.send("go movetime 10");
    assert_eq!(e.until("bestmove").last().unwrap(), "bestmove none");
    e.quit();
}

/// The milliseconds of an `info` line.
fn time_of(info: &str) -> f64 {
    info.split_whitespace()
        .skip_while(|w| *w != "time")
        .nth(1)
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn stop_ends_a_search_at_once() {
    let mut e = Engine::start();
    e.send("newgame toan");
    e.send("position start");
    e.send("go");
    e.send("stop");
    let lines = e.until("bestmove");
    assert!(time_of(&lines[lines.len() - 2]) < 900.0, "{lines:?}");
    // Ended by a quit too: the time is the real one, not the stop clock's jump.
    let out = tool()
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"newgame ganh\nposition start\ngo movetime 1000\nquit\n")?;
            c.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(time_of(&text) < 900.0, "{text}");
    // A stop already answered does not cut the next search short.
    e.send("go depth 1");
    let lines = e.until("bestmove");
    assert!(lines[lines.len() - 2].contains("depth 1"), "{lines:?}");
    e.quit();
}

#[test]
fn bad_lines_get_an_error_line_and_the_engine_goes_on() {
    let mut e = Engine::start();
    for bad in [
        "fly",
        "go",
        "position start",
        "newgame",
        "newgame chess",
        "newgame ganh forced=maybe",
        "newgame ganh level",
        "newgame ganh contempt=99999",
    ] {
        e.send(bad);
        let l = e.read();
        assert!(l.starts_with("error "), "{bad}: {l}");
    }
    e.send("newgame ganh");
    for bad in [
        "position",
        "position start moves a1-a1",
        "position nonsense",
        "go depth 0",
        "go movetime",
        "go sideways 3",
    ] {
        e.send(bad);
        let l = e.read();
        assert!(l.starts_with("error "), "{bad}: {l}");
        assert!(l.len() < 400, "{l}");
    }
    // Not text, and a line too long to read.
    e.stdin.write_all(b"\xff\xfe go\n").unwrap();
    assert!(e.read().starts_with("error "));
    e.stdin.write_all(&vec![b'x'; (1 << 20) + 10]).unwrap();
    e.send("");
    assert!(e.read().starts_with("error a line longer"));
    e.send("isready");
    assert_eq!(e.read(), "readyok");
    e.quit();
}

#[test]
fn the_end_of_input_ends_the_engine() {
    let out = tool().arg("engine").stdin(Stdio::null()).output().unwrap();
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    let out = tool().args(["engine", "ganh"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// Random lines from the protocol's words and junk: every answer is one of the protocol's
/// lines, and the engine ends cleanly.
#[test]
fn random_lines_never_make_it_panic() {
    let words = [
        "identify",
        "isready",
        "newgame",
        "position",
        "go",
        "stop",
        "quit!",
        "ganh",
        "toan",
        "cangua",
        "start",
        "moves",
        "movetime",
        "depth",
        "nodes",
        "level=hard",
        "level=x",
        "contempt=-5",
        "seed=9",
        "forced=off",
        "dice=2",
        "players=r,y",
        "a3-b3",
        "e3-d3",
        "f1xf4",
        "roll",
        "6",
        "0",
        "-1",
        "99999999999999999999",
        "1",
        "=",
        "r",
        "b",
        "-",
        "BBBBB/B...B/R...B/R...R/RRRRR",
        "ẞ",
    ];
    let mut rng = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    let mut input = String::new();
    for _ in 0..400 {
        let len = next(6);
        let mut line: Vec<&str> = (0..len).map(|_| words[next(words.len())]).collect();
        // Mostly a command first, now and then a game that can be played.
        let commands = ["newgame", "position", "go", "isready", "stop", "identify"];
        line.insert(0, commands[next(commands.len())]);
        if next(8) == 0 {
            line = vec!["newgame", ["ganh", "toan", "cangua"][next(3)]];
        }
        let mut line = line.join(" ");
        // Keep searches short: a go gets a small budget.
        if line.starts_with("go") {
            line = "go depth 1 movetime 5".into();
        }
        input.push_str(&line);
        input.push('\n');
    }
    input.push_str("quit\n");
    let out = tool()
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(input.as_bytes())?;
            c.wait_with_output()
        })
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.is_empty(), "{err}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.lines().filter(|l| l.starts_with("bestmove")).count() > 3,
        "{text}"
    );
    for line in text.lines() {
        let first = line.split_whitespace().next().unwrap_or("");
        assert!(
            ["id", "identified", "readyok", "info", "bestmove", "error"].contains(&first),
            "{line}"
        );
    }
}
