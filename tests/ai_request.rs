//! The worker's requests (src/request.rs): a request carries the game's whole record, so
//! the computer's answer depends on the history (the threefold repetition); any
//! request, however broken, gets an answer: a legal move, or a sentence in both languages.
//! Never a panic. Native only (the browser side is tests/e2e/worker.test.mjs).
#![cfg(not(target_arch = "wasm32"))]

use co_dan_gian::ai::{Clock, Level, Limits, Think};
use co_dan_gian::core::{Game, Session};
use co_dan_gian::games::{cangua::Cangua, ganh::Ganh, oaq::Oaq, toan::Toan};
use co_dan_gian::record::{from_session, Record};
use co_dan_gian::request::{answer, malformed, Answer, Request};
use oorandom::Rand64;
use proptest::prelude::*;
use std::cell::Cell;

/// A clock that moves one millisecond at each reading: time limits stop searches at once
/// and the same on any machine.
#[derive(Default)]
struct Ticks(Cell<f64>);

impl Clock for Ticks {
    fn now_ms(&self) -> f64 {
        self.0.set(self.0.get() + 1.0);
        self.0.get()
    }
}

const Q: &str = "R..BB/.RRRB/R.BBB/.B.B./B..BB r -";
const HISTORY: [&str; 7] = [
    "a3-a2", "d1-c1", "a2-a3", "c1-d1", "a3-a2", "d1-c1", "a2-a3",
];

fn request(record: &str, level: &str, time_ms: Option<f64>) -> Request {
    Request {
        id: 9,
        record: record.into(),
        level: level.into(),
        time_ms,
        seed: 1,
        look: None,
        lines: 0,
    }
}

fn shuffle_record(moves: &[&str]) -> String {
    let mut text = format!(
        "co-dan-gian record 1\ngame: ganh\noptions: forced=off\nstart: {Q}\nmoves: {}\n",
        moves.join(", ")
    );
    if moves.is_empty() {
        text = text.replace("moves: \n", "moves:\n");
    }
    text
}

#[test]
fn the_worker_sees_the_history_hard_does_not_repeat_a_third_time() {
    // With the moves that led here, `c1-d1` would be the third repetition of Q.
    let req = request(&shuffle_record(&HISTORY), "hard", Some(400.0));
    let Answer::Move { id: 9, text } = answer(&req, &Ticks::default()) else {
        panic!()
    };
    assert_ne!(text, "c1-d1", "Hard repeated a third time, six pieces up");
    // (Set up bare, with no history, the position gave c1-d1 before issue 14's evaluation.)
}

#[test]
fn the_answer_is_what_the_games_own_search_plays_on_the_replayed_game() {
    let mut session = Session::new(Toan::new(Default::default(), 3));
    let mut rng = Rand64::new(5);
    for _ in 0..12 {
        let moves = session.game().legal_moves();
        let mv = moves[rng.rand_range(0..moves.len() as u64) as usize];
        session.play(mv).unwrap();
    }
    let text = from_session(&session, 3, &[]).format();
    let limits = Limits {
        time_ms: Some(200.0),
        ..Limits::LEVEL
    };
    let want = session
        .game()
        .think(Level::Medium, limits, &Ticks::default(), 1)
        .best
        .unwrap();
    let got = answer(&request(&text, "medium", Some(200.0)), &Ticks::default());
    assert_eq!(
        got,
        Answer::Move {
            id: 9,
            text: session.game().format_move(want)
        }
    );
}

#[test]
fn each_kind_of_bad_request_gets_its_sentence() {
    let good = shuffle_record(&HISTORY);
    let cases: Vec<(Request, &str)> = vec![
        (request(&good, "expert", None), "There is no level 'expert'"),
        (
            request(&good, "easy", Some(f64::NAN)),
            "The thinking time NaN ms is not valid",
        ),
        (
            request(&good, "easy", Some(f64::INFINITY)),
            "The thinking time inf ms",
        ),
        (request(&good, "easy", Some(0.0)), "The thinking time 0 ms"),
        (request(&good, "easy", Some(1e9)), "at most 60000 ms"),
        (
            request("nonsense", "easy", None),
            "This is not a game record",
        ),
        (
            request(&good.replace("game: ganh", "game: chess"), "easy", None),
            "chess",
        ),
        (
            request(&shuffle_record(&["a3-a2", "a3-a2"]), "easy", None),
            "Move 2 'a3-a2' is not legal here",
        ),
        (
            request(&good.replace("forced=off", "forced=maybe"), "easy", None),
            "forced",
        ),
        // A finished game: the person's first shuffle move in Q, then the repetition.
        (
            request(
                &shuffle_record(&[&HISTORY[..], &["c1-d1"]].concat()),
                "easy",
                None,
            ),
            "The game is over",
        ),
    ];
    for (req, want) in cases {
        match answer(&req, &Ticks::default()) {
            Answer::Failed { id: 9, vi, en } => {
                assert!(en.contains(want), "{en:?} should say {want:?}");
                assert!(!vi.is_empty() && vi != en, "{vi:?}");
            }
            other => panic!("{req:?} got {other:?}"),
        }
    }
    let Answer::Failed { id: 0, en, .. } = malformed(0, "Error: missing field `record`") else {
        panic!()
    };
    assert_eq!(
        en,
        "The message to the computer is not a request for a move: missing field `record`."
    );
}

/// A game's record after `plies` random moves from the start.
/// The review's looks through the worker's requests: one per position of a game, each the
/// look the review makes natively, the last after the final move; a ply past the end is
/// refused with a sentence.
#[test]
fn the_worker_plays_every_game_of_the_registry_at_every_level() {
    let games: Vec<(&str, String)> = vec![
        ("ganh", random_record::<Ganh>(Default::default(), 4, 6)),
        ("toan", random_record::<Toan>(Default::default(), 4, 6)),
        ("cangua", random_record::<Cangua>(Default::default(), 4, 6)),
        ("oaq", random_record::<Oaq>(Default::default(), 4, 6)),
    ];
    for (id, record) in &games {
        assert!(record.contains(&format!("game: {id}")));
        for level in ["random", "beginner", "easy", "medium", "hard"] {
            let req = request(record, level, Some(150.0));
            assert!(
                matches!(answer(&req, &Ticks::default()), Answer::Move { .. }),
                "{id} at {level}: a move"
            );
            check(&req);
        }
    }
}

#[test]
fn the_worker_answers_the_reviews_looks() {
    for text in [
        random_record::<Ganh>(Default::default(), 3, 12),
        random_record::<Toan>(Default::default(), 3, 12),
        random_record::<Cangua>(Default::default(), 3, 30),
    ] {
        let record = Record::parse(&text).unwrap();
        let n = record.moves.len() as u32;
        for ply in 0..=n {
            let req = Request {
                look: Some(ply),
                time_ms: Some(20.0),
                ..request(&text, "hard", None)
            };
            check(&req);
            let Answer::Look { look, .. } = answer(&req, &Ticks::default()) else {
                panic!("no look")
            };
            let native = co_dan_gian::review::look(
                &record,
                ply as usize,
                Limits {
                    time_ms: Some(20.0),
                    ..Limits::LEVEL
                },
                &Ticks::default(),
            )
            .unwrap();
            assert_eq!(look, native);
        }
        let past = Request {
            look: Some(n + 1),
            ..request(&text, "hard", Some(20.0))
        };
        let Answer::Failed { en, .. } = answer(&past, &Ticks::default()) else {
            panic!("past the end")
        };
        assert!(en.contains(&format!("has {n} moves")), "{en}");
    }
}

fn random_record<G: Game>(options: G::Options, seed: u64, plies: usize) -> String {
    let mut session = Session::new(G::new(options, seed));
    let mut rng = Rand64::new(u128::from(seed));
    for _ in 0..plies {
        let moves = session.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.rand_range(0..moves.len() as u64) as usize];
        session.play(mv).unwrap();
    }
    from_session(&session, seed, &[("players", "red=person blue=hard")]).format()
}

/// `text` with one change at a place drawn from `at`: a byte dropped, a line dropped or
/// repeated, a character replaced, the text cut short.
fn mutate(text: &str, kind: u8, at: usize, with: char) -> String {
    let chars: Vec<char> = text.chars().collect();
    let i = at % chars.len().max(1);
    let lines: Vec<&str> = text.lines().collect();
    let l = at % lines.len().max(1);
    match kind % 5 {
        0 => chars
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != i)
            .map(|(_, c)| c)
            .collect(),
        1 => chars
            .iter()
            .enumerate()
            .map(|(k, &c)| if k == i { with } else { c })
            .collect(),
        2 => chars[..i].iter().collect(),
        3 => lines
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != l)
            .map(|(_, s)| format!("{s}\n"))
            .collect(),
        _ => lines
            .iter()
            .enumerate()
            .flat_map(|(k, s)| if k == l { vec![*s, *s] } else { vec![*s] })
            .map(|s| format!("{s}\n"))
            .collect(),
    }
}

/// Checks the answer to a request: a legal move of the record's game, or a sentence.
fn check(req: &Request) {
    match answer(req, &Ticks::default()) {
        Answer::Move { id, text } => {
            assert_eq!(id, req.id);
            let record = Record::parse(&req.record).expect("a move only for a record that reads");
            let legal = |g: &dyn Fn(&str) -> bool| {
                assert!(g(&text), "{text} is not legal after {:?}", req.record)
            };
            match record.game.as_str() {
                "ganh" => legal(&|t| {
                    replayed::<Ganh>(&record)
                        .parse_move(t)
                        .is_ok_and(|m| replayed::<Ganh>(&record).is_legal(m))
                }),
                "toan" => legal(&|t| {
                    replayed::<Toan>(&record)
                        .parse_move(t)
                        .is_ok_and(|m| replayed::<Toan>(&record).is_legal(m))
                }),
                "cangua" => legal(&|t| {
                    replayed::<Cangua>(&record)
                        .parse_move(t)
                        .is_ok_and(|m| replayed::<Cangua>(&record).is_legal(m))
                }),
                "oaq" => legal(&|t| {
                    replayed::<Oaq>(&record)
                        .parse_move(t)
                        .is_ok_and(|m| replayed::<Oaq>(&record).is_legal(m))
                }),
                other => panic!("a move for game {other}"),
            }
        }
        Answer::Failed { id, vi, en } => {
            assert_eq!(id, req.id);
            assert!(
                en.ends_with('.') || en.ends_with(')') || en.ends_with('\''),
                "not a sentence: {en:?}"
            );
            assert!(!vi.is_empty());
        }
        Answer::Look { id, look } => {
            assert_eq!(id, req.id);
            let asked = req.look.expect("a look only when one is asked");
            assert_eq!(look.ply, asked);
            let record = Record::parse(&req.record).expect("a look only for a record that reads");
            assert_eq!(
                look.played,
                record
                    .moves
                    .get(asked as usize)
                    .cloned()
                    .unwrap_or_default()
            );
            if !look.best.is_empty() {
                assert_eq!(look.line.first(), Some(&look.best));
            }
        }
        Answer::Ready { .. } => panic!("a request answered as ready"),
    }
}

fn replayed<G: Game>(record: &Record) -> G {
    co_dan_gian::record::to_session::<G>(record)
        .unwrap()
        .game()
        .clone()
}

fn level() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec!["random", "easy", "medium", "hard"]).prop_map(String::from),
        "[a-zA-Z ]{0,12}",
    ]
}

fn time() -> impl Strategy<Value = Option<f64>> {
    prop_oneof![
        Just(None),
        (1.0f64..30.0).prop_map(Some),
        prop::sample::select(vec![
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            0.0,
            -1.0,
            1e12,
            f64::MIN_POSITIVE
        ])
        .prop_map(Some),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn any_request_gets_a_legal_move_or_a_sentence(
        game in 0u8..3, seed in any::<u64>(), plies in 0usize..60,
        mutations in prop::collection::vec((any::<u8>(), any::<usize>(), any::<char>()), 0..3),
        level in level(), time_ms in time(), id in any::<u32>(), search_seed in any::<u64>(),
        look in prop::option::of(0u32..70),
    ) {
        let mut record = match game {
            0 => random_record::<Ganh>(Default::default(), seed, plies),
            1 => random_record::<Toan>(Default::default(), seed, plies),
            _ => random_record::<Cangua>(Default::default(), seed, plies),
        };
        for (kind, at, with) in mutations {
            record = mutate(&record, kind, at, with);
        }
        // Hard without a time limit thinks its full budget: only with a short one here.
        let time_ms = if level == "hard" && time_ms.is_none() { Some(5.0) } else { time_ms };
        let time_ms = if look.is_some() && time_ms.is_none() { Some(5.0) } else { time_ms };
        check(&Request { id, record, level, time_ms, seed: search_seed, look, lines: u32::from(look.is_some_and(|p| p % 2 == 0)) * 3 });
    }
}
