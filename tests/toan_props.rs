#![cfg(not(target_arch = "wasm32"))]
//! Random games of Cờ toán checked against a plain model of RULES.md §2 written separately
//! from the crate's move generator, plus parsing that never panics.

use co_dan_gian::core::{EndReason, Game, GameOptions, NoProgress, Outcome, PlayError, Player};
use co_dan_gian::games::toan::{Cell, Move, OpKind, Toan, ToanOptions, START};
use proptest::prelude::*;
use std::collections::BTreeSet;

use crate::game_common;
use crate::toan_common;
use game_common::plain_perft;
use toan_common::{idx, usable, usable_with, Model};

// ---------------------------------------------------------------------------------------
// Random games

fn notation(moves: &[Move]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

fn options_strategy() -> impl Strategy<Value = ToanOptions> {
    (
        prop_oneof![Just("red"), Just("blue"), Just("random")],
        prop_oneof![Just(5u32), Just(10), Just(20), Just(30), Just(46), 1u32..60],
        prop_oneof![Just("any"), Just("enemy")],
        any::<bool>(),
        prop_oneof![
            Just(NoProgress::Hundred),
            Just(NoProgress::Fifty),
            Just(NoProgress::Off)
        ],
        (any::<bool>(), any::<bool>()),
    )
        .prop_map(|(first, target, blockers, rep, np, (zero, remainder))| {
            let mut o = ToanOptions::default();
            o.set("first", first).unwrap();
            o.set("target", &target.to_string()).unwrap();
            o.set("blockers", blockers).unwrap();
            o.draw_repetition = rep;
            o.no_progress = np;
            o.set("zero-partner", if zero { "on" } else { "off" })
                .unwrap();
            o.set("division", if remainder { "remainder" } else { "both" })
                .unwrap();
            o
        })
}

/// Plays one random game, checking every ply against the model and the rules' invariants.
/// `capture_bias` (0–3) is how strongly captures are preferred, so games reach the end.
fn check_random_game(options: ToanOptions, seed: u64, capture_bias: u64, max_plies: usize) {
    let mut rng = oorandom::Rand64::new(u128::from(seed));
    let mut g = Toan::new(options.clone(), seed);
    let mut pieces = 20;
    let bounded = options.no_progress != NoProgress::Off;
    for ply in 0.. {
        if g.outcome().is_some() {
            break;
        }
        assert!(
            ply < max_plies || !bounded,
            "the 100-ply rule ends every game"
        );
        if ply >= max_plies {
            return;
        }
        let model = Model::of(&g);
        let legal = g.legal_moves();
        assert_eq!(
            notation(&legal),
            model.legal(),
            "legal moves at {}",
            g.position()
        );
        assert!(!model.over());

        // (The position string reading back with the same moves: tests/invariants.rs.)

        // A random move that is not legal is refused and changes nothing.
        let (a, b) = (
            Cell::ALL[rng.rand_range(0..99) as usize],
            Cell::ALL[rng.rand_range(0..99) as usize],
        );
        let wild = match rng.rand_range(0..3) {
            0 => Move::Step { from: a, to: b },
            1 => Move::Capture { from: a, to: b },
            _ => Move::Pass,
        };
        if !legal.contains(&wild) {
            let before = g.position();
            assert!(!g.is_legal(wild));
            assert!(matches!(g.play(wild), Err(PlayError::Illegal(_))));
            assert_eq!(g.position(), before);
        }

        let captures: Vec<Move> = legal.iter().copied().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && rng.rand_range(0..4) < capture_bias {
            captures[rng.rand_range(0..captures.len() as u64) as usize]
        } else {
            legal[rng.rand_range(0..legal.len() as u64) as usize]
        };
        let mover = g.to_move();
        let before = [g.score(Player::Red), g.score(Player::Blue)];
        let zeros: Vec<Cell> = Cell::ALL
            .iter()
            .copied()
            .filter(|&c| g.piece_at(c).is_some_and(|p| p.value == 0))
            .collect();
        let ops = g.capture_ops(mv);
        let moved = mv.from().and_then(|c| g.piece_at(c));
        let report = g.play(mv).unwrap();
        let mut after_model = model.clone();
        let taken = after_model.play(&mv.to_string());

        assert_eq!(report.mv, mv);
        assert_eq!(report.passed, mv == Move::Pass);
        assert_eq!(report.captured.map(|p| p.value), taken);
        assert_eq!(report.zero_captured, taken == Some(0));
        assert_eq!(report.ops, ops);
        if let Move::Capture { from, to } = mv {
            let captured = report.captured.unwrap();
            assert_ne!(captured.owner, mover);
            pieces -= 1;
            // Every operation gives the distance from the partner to the target.
            let steps = i32::from(
                from.file()
                    .abs_diff(to.file())
                    .max(from.rank().abs_diff(to.rank())),
            );
            assert!(!ops.is_empty());
            let d = (steps - 1) as u8;
            let df = (i32::from(to.file()) - i32::from(from.file())).signum();
            let dr = (i32::from(to.rank()) - i32::from(from.rank())).signum();
            let partner = model.at(i32::from(from.file()) + df, i32::from(from.rank()) + dr);
            let (m, p) = (moved.unwrap().value, partner.flatten().unwrap().1);
            assert!(usable_with(m, p, model.remainder_only).contains(&d));
            assert!(p != 0 || model.zero_partner);
            let (hi, lo) = (m.max(p), m.min(p));
            let mut written = vec![
                (OpKind::Add, m, p, m + p),
                (OpKind::Sub, hi, lo, hi - lo),
                (OpKind::Mul, m, p, m * p),
            ];
            if lo > 0 {
                if !model.remainder_only {
                    written.push((OpKind::Div, hi, lo, hi / lo));
                }
                written.push((OpKind::Rem, hi, lo, hi % lo));
            }
            written.retain(|&(_, _, _, r)| r % 10 == d);
            let got: Vec<_> = ops.iter().map(|o| (o.kind, o.a, o.b, o.result)).collect();
            assert_eq!(got, written);
            assert!(ops.iter().all(|o| o.distance == d));
        } else {
            assert!(report.captured.is_none() && ops.is_empty());
        }
        assert_eq!(
            Cell::ALL
                .iter()
                .filter(|&&c| g.piece_at(c).is_some())
                .count(),
            pieces
        );
        let gained = u32::from(taken.unwrap_or(0));
        let mut expected = before;
        expected[idx(mover)] += gained;
        assert_eq!([g.score(Player::Red), g.score(Player::Blue)], expected);
        // The 0s never move: each stays where it was unless captured.
        for z in zeros {
            let p = g.piece_at(z);
            assert!(
                p.is_some_and(|p| p.value == 0) || Some(z) == mv.to(),
                "0 on {z} moved"
            );
        }
        // The game ends exactly when the rules say.
        match g.outcome() {
            Some(Outcome::Win(p, EndReason::ZeroCaptured)) => {
                assert_eq!((p, taken), (mover, Some(0)));
            }
            Some(Outcome::Win(p, EndReason::PointTarget)) => {
                assert_eq!(p, mover);
                assert!(g.score(p) >= options.target && taken.is_some_and(|v| v > 0));
            }
            Some(Outcome::Win(_, EndReason::NoMoves) | Outcome::Draw(EndReason::NoMoves)) => {
                panic!("both sides stuck cannot arise from play");
            }
            Some(Outcome::Win(_, EndReason::Repetition) | Outcome::Draw(EndReason::Repetition)) => {
                assert!(options.draw_repetition && g.repetitions() >= 3);
                assert!(!after_model.over());
            }
            Some(Outcome::Win(_, EndReason::NoProgress) | Outcome::Draw(EndReason::NoProgress)) => {
                assert_eq!(options.no_progress.plies(), Some(g.quiet_plies()));
                assert!(!after_model.over());
            }
            Some(other) => panic!("not a Cờ toán outcome: {other:?}"),
            None => assert!(
                !after_model.over(),
                "the model says over at {}",
                g.position()
            ),
        }
        if let Some(Outcome::Win(p, r)) = g.outcome() {
            if matches!(r, EndReason::Repetition | EndReason::NoProgress) {
                assert!(g.score(p) > g.score(p.opponent()));
            }
        }
    }
    // A finished game refuses everything.
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play(Move::Pass), Err(PlayError::GameOver));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_follow_the_model_and_keep_the_invariants(
        options in options_strategy(), seed in any::<u64>(), bias in 0u64..4,
    ) {
        check_random_game(options, seed, bias, 2100);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn position_parsing_never_panics(text in "\\PC{0,200}") {
        let _ = Toan::from_position(&text, ToanOptions::default());
        let g = Toan::new(ToanOptions::default(), 0);
        let _ = g.parse_move(&text);
        let mut o = ToanOptions::default();
        let _ = o.set(&text, &text);
        let _ = o.set("target", &text);
    }

    #[test]
    fn mutated_start_strings_never_panic(at in 0usize..135, c in any::<char>(), cut in 0usize..140) {
        let mut chars: Vec<char> = START.chars().collect();
        chars[at] = c;
        let text: String = chars.iter().take(cut.max(at + 1)).collect();
        if let Ok(g) = Toan::from_position(&text, ToanOptions::default()) {
            // Whatever reads back writes out the same way and reads again.
            let again = Toan::from_position(&g.position(), ToanOptions::default()).unwrap();
            prop_assert_eq!(again.position(), g.position());
        }
    }
}

/// Thousands of shorter random games with the cheaper checks only.
#[test]
fn thousands_of_random_games_end_and_keep_the_score() {
    for seed in 0..2000u64 {
        let o = ToanOptions {
            target: [10, 20, 30, 46][(seed % 4) as usize],
            ..ToanOptions::default()
        };
        let mut g = Toan::new(o, seed);
        let mut rng = oorandom::Rand64::new(u128::from(seed));
        let mut plies = 0;
        let mut taken = [0u32; 2];
        while g.outcome().is_none() {
            let legal = g.legal_moves();
            let caps: Vec<Move> = legal.iter().copied().filter(|m| m.is_capture()).collect();
            let mv = if !caps.is_empty() && rng.rand_range(0..2) == 0 {
                caps[rng.rand_range(0..caps.len() as u64) as usize]
            } else {
                legal[rng.rand_range(0..legal.len() as u64) as usize]
            };
            let who = idx(g.to_move());
            let report = g.play(mv).unwrap();
            taken[who] += report.captured.map_or(0, |p| u32::from(p.value));
            plies += 1;
            assert!(plies <= 2100, "seed {seed} did not end");
        }
        assert_eq!([g.score(Player::Red), g.score(Player::Blue)], taken);
    }
}

// ---------------------------------------------------------------------------------------
// Perft agrees with the model and with the plain walk

#[test]
fn fast_perft_matches_the_model_and_the_plain_walk_from_the_start() {
    let g = Toan::new(ToanOptions::default(), 0);
    let model = Model::of(&g);
    for depth in 1..=2 {
        assert_eq!(g.perft(depth), model.perft(depth), "depth {depth}");
        assert_eq!(g.perft(depth), plain_perft(&g, depth), "depth {depth}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn fast_perft_matches_the_model_in_random_positions(
        options in options_strategy(), seed in any::<u64>(), plies in 0usize..80,
    ) {
        let mut g = Toan::new(options, seed);
        let mut rng = oorandom::Rand64::new(u128::from(seed));
        for _ in 0..plies {
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            let caps: Vec<Move> = legal.iter().copied().filter(|m| m.is_capture()).collect();
            let mv = if !caps.is_empty() { caps[0] } else { legal[rng.rand_range(0..legal.len() as u64) as usize] };
            g.play(mv).unwrap();
        }
        // Start afresh from the position so no repetition record is involved.
        let fresh = Toan::from_position(&g.position(), g.options().clone()).unwrap();
        prop_assert_eq!(fresh.perft(2), Model::of(&fresh).perft(2));
        prop_assert_eq!(fresh.perft(2), plain_perft(&fresh, 2));
    }
}

#[test]
fn usable_distances_agree_with_the_operations_for_every_pair() {
    use co_dan_gian::games::toan::arithmetic::{distance_list, ops, usable_ops};
    for m in 1..=9u8 {
        for p in 0..=9u8 {
            let from_ops: BTreeSet<u8> = usable_ops(m, p).iter().map(|o| o.distance).collect();
            assert_eq!(from_ops, usable(m, p), "{m} and {p}");
            assert_eq!(
                distance_list(m, p),
                usable(m, p).into_iter().collect::<Vec<_>>()
            );
            assert!(ops(m, p).iter().all(|o| o.distance == o.result % 10));
        }
    }
    assert!(ops(0, 5).is_empty(), "the 0 is never the mover");
}
