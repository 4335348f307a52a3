//! `Session` keeps a snapshot of the game every `CHECKPOINT` plies so that undo, redo and a
//! jump replay at most that many moves; the game it shows is always the one replayed from
//! the start.

use co_dan_gian::core::{Game, Session};
use co_dan_gian::games::cangua::{Cangua, CanguaOptions};
use co_dan_gian::games::ganh::{Ganh, GanhOptions};

/// Walks `s` with random plays, undos, redos and jumps, comparing every game shown with the
/// game replayed move by move from the start.
fn walk<G: Game>(s: &mut Session<G>, steps: usize, seed: u64) {
    let mut rng = oorandom::Rand64::new(u128::from(seed));
    for step in 0..steps {
        match rng.rand_range(0..12) {
            0 => {
                s.undo();
            }
            1 => {
                s.redo();
            }
            2 => {
                let to = rng.rand_range(0..(s.all_moves().len() as u64 + 1));
                s.go_to(to as usize);
            }
            _ => {
                let moves = s.game().legal_moves();
                if moves.is_empty() {
                    s.undo();
                } else {
                    let mv = moves[rng.rand_range(0..moves.len() as u64) as usize];
                    s.play(mv).expect("a listed move plays");
                }
            }
        }
        let mut g = s.start().clone();
        for &mv in s.moves() {
            g.play(mv).unwrap();
        }
        assert_eq!(s.game().position(), g.position(), "step {step}");
        let k = s.moves().len() / 2;
        let mut h = s.start().clone();
        for &mv in &s.moves()[..k] {
            h.play(mv).unwrap();
        }
        assert_eq!(
            s.replay(k).position(),
            h.position(),
            "replay({k}), step {step}"
        );
    }
}

#[test]
fn undo_redo_and_jumps_across_checkpoints_show_the_replayed_game() {
    let mut s = Session::new(Ganh::new(GanhOptions::default(), 3));
    walk(&mut s, 900, 5);
    let options = CanguaOptions::default();
    let mut s = Session::new(Cangua::new(options, 8));
    walk(&mut s, 900, 6);
}

#[test]
fn a_dice_game_redone_across_a_checkpoint_rolls_the_same_dice() {
    let mut s = Session::new(Cangua::new(CanguaOptions::default(), 21));
    for _ in 0..300 {
        let mv = s.game().legal_moves()[0];
        s.play(mv).unwrap();
    }
    let end = s.game().position();
    s.go_to(10);
    s.go_to(300);
    assert_eq!(s.game().position(), end);
    for _ in 0..150 {
        s.undo();
    }
    while s.redo().is_some() {}
    assert_eq!(s.game().position(), end);
}
