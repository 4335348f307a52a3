//! The computer opponents' search walks the rules' own history-free state (`after` plays
//! the move with the rules' unchecked play); under every rule option, and the folk variants
//! in particular, it must agree with the game's `play`: the same moves listed, after each one
//! the same position as the game reaches, and the same end (repetition aside, which the search
//! judges on its own path).

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::ai::search::{End, TwoPlayer};
use co_dan_gian::ai::{GanhNode, ToanNode};
use co_dan_gian::core::{EndReason, Game, GameOptions, Outcome};
use co_dan_gian::games::ganh::{Ganh, GanhOptions};
use co_dan_gian::games::toan::{Toan, ToanOptions};
use std::collections::BTreeSet;

/// Plays `games` random games of `G` from `options`, checking at every ply that the search's
/// node (made by `node`) lists the game's legal moves and that `after` lands on the node of
/// the game after `play`. Captures are preferred so that games reach their ends.
fn agree<G: Game, N: TwoPlayer<Move = G::Move>>(
    options: &G::Options,
    games: u64,
    plies: usize,
    node: impl Fn(&G) -> N,
    is_capture: impl Fn(&G, G::Move) -> bool,
) where
    G::Move: Ord,
{
    for seed in 0..games {
        let mut rng = oorandom::Rand64::new(u128::from(seed) + 1);
        let mut g = G::new(options.clone(), seed);
        for _ in 0..plies {
            if g.outcome().is_some() {
                break;
            }
            let n = node(&g);
            let mut listed = Vec::new();
            n.moves(&mut listed);
            let legal = g.legal_moves();
            let a: BTreeSet<_> = listed.iter().copied().collect();
            let b: BTreeSet<_> = legal.iter().copied().collect();
            assert_eq!(a, b, "moves at {}", g.position());
            let captures: Vec<_> = legal
                .iter()
                .copied()
                .filter(|&m| is_capture(&g, m))
                .collect();
            let pool = if !captures.is_empty() && rng.rand_range(0..3) > 0 {
                captures
            } else {
                legal
            };
            let mv = pool[rng.rand_range(0..pool.len() as u64) as usize];
            let after = n.after(mv);
            g.play(mv).unwrap();
            let fresh = node(&g);
            assert_eq!(
                after.key(),
                fresh.key(),
                "after {:?} at {}",
                mv,
                g.position()
            );
            let mut next_moves = Vec::new();
            after.moves(&mut next_moves);
            let end = match after.end() {
                Some(end) => Some(end),
                None if next_moves.is_empty() => Some(after.no_moves()),
                None => None,
            };
            match g.outcome() {
                Some(
                    Outcome::Draw(EndReason::Repetition) | Outcome::Win(_, EndReason::Repetition),
                ) => {
                    assert_eq!(after.stall().map(|_| ()), Some(()), "{}", g.position());
                }
                Some(o) => assert_eq!(
                    end,
                    Some(End::of(&o, g.to_move())),
                    "the search sees the end {o:?}: {}",
                    g.position()
                ),
                None => assert_eq!(end, None, "the search ends a live game: {}", g.position()),
            }
        }
    }
}

fn toan_options(pairs: &[(&str, &str)]) -> ToanOptions {
    let mut o = ToanOptions::default();
    o.set("target", "15").unwrap();
    for (k, v) in pairs {
        o.set(k, v).unwrap();
    }
    o
}

#[test]
fn toan_search_moves_agree_with_play_under_every_capture_option() {
    for pairs in [
        vec![],
        vec![("zero-partner", "off")],
        vec![("division", "remainder")],
        vec![
            ("zero-partner", "off"),
            ("division", "remainder"),
            ("blockers", "enemy"),
        ],
        vec![("match", "all-3")],
    ] {
        agree::<Toan, ToanNode>(
            &toan_options(&pairs),
            12,
            300,
            |g| ToanNode::of(g).0,
            |_, m| m.is_capture(),
        );
    }
}

#[test]
fn ganh_search_moves_agree_with_play_under_vay_group_and_single() {
    for vay in ["group", "single"] {
        let mut o = GanhOptions::default();
        o.set("vay", vay).unwrap();
        agree::<Ganh, GanhNode>(&o, 12, 300, |g| GanhNode::of(g).0, |_, _| false);
    }
}
