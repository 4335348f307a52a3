//! The Cờ cá ngựa player: it takes the obviously better move (a kick, the home, a horse out
//! of danger), rolls when it has to, and never looks at the dice to come.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::ai::{choose, Level, Limits, StoppedClock, Think};
use co_dan_gian::core::{Game, GameOptions};
use co_dan_gian::games::cangua::{Cangua, CanguaOptions, Move};

fn game(position: &str, options: &[(&str, &str)]) -> Cangua {
    let mut o = CanguaOptions::default();
    for (k, v) in options {
        o.set(k, v).expect("a valid option");
    }
    Cangua::from_position(position, o).expect("a valid position")
}

/// The move `level` plays, in notation.
fn played(game: &Cangua, level: Level) -> String {
    let mv = choose(game, level, Limits::depth(2), &StoppedClock, 3).expect("a move");
    assert!(game.is_legal(mv));
    game.format_move(mv)
}

#[test]
fn cangua_kicks_rather_than_walks_on() {
    // Red's horse on t10 kicks Yellow's (t40 = absolute cell 12) with the 2.
    let g = game("r=t30,t10,s,s y=t40,s,s,s r 2", &[]);
    for level in [Level::Medium, Level::Hard] {
        assert_eq!(played(&g, level), "2:t10-t12", "{level}");
    }
}

#[test]
fn cangua_enters_the_home_straight_onto_cell_6() {
    let g = game("r=t55,t20,s,s y=t40,s,s,s r 6", &[]);
    for level in [Level::Medium, Level::Hard] {
        assert_eq!(played(&g, level), "6:t55-h6", "{level}");
    }
}

#[test]
fn cangua_moves_the_horse_an_enemy_is_about_to_kick() {
    // Yellow's horse (t39 = absolute 11) stands two cells behind Red's on t13; Red's other
    // horse on t45 is far from everyone. Moving t13 by 5 takes it out of Yellow's reach.
    let g = game("r=t45,t13,s,s y=t39,s,s,s r 5", &[]);
    assert_eq!(played(&g, Level::Hard), "5:t13-t18");
}

#[test]
fn cangua_with_two_dice_uses_both_values_for_a_kick() {
    // 2 + 3 from t10 lands on absolute 15, where Blue's horse (t1) stands; the 3 alone
    // would first have to stop on t13.
    let g = game("r=t30,t10,s,s b=t1,s,s,s r 2+3", &[("dice", "2")]);
    let first = played(&g, Level::Hard);
    let mut after = g.clone();
    after
        .play(after.parse_move(&first).expect("notation"))
        .expect("legal");
    let second = played(&after, Level::Hard);
    let both = format!("{first} {second}");
    assert!(
        both == "2:t10-t12 3:t12-t15" || both == "3:t10-t13 2:t13-t15",
        "{both}"
    );
}

#[test]
fn cangua_rolls_the_games_own_dice_when_it_must_roll() {
    let g = Cangua::new(CanguaOptions::default(), 11);
    let mv = choose(&g, Level::Hard, Limits::depth(2), &StoppedClock, 1);
    assert_eq!(mv, Some(Move::Roll(g.next_roll())));
}

#[test]
fn cangua_choice_does_not_depend_on_the_dice_to_come() {
    // The same position with different dice generators: the same choice.
    let position = "r=t30,t13,t2,s y=t39,t20,s,s r 4";
    let choices: Vec<Move> = (0..4)
        .map(|seed| {
            let g = Cangua::from_position_seeded(position, CanguaOptions::default(), seed)
                .expect("valid");
            choose(&g, Level::Hard, Limits::depth(2), &StoppedClock, 5).expect("a move")
        })
        .collect();
    assert!(choices.windows(2).all(|w| w[0] == w[1]), "{choices:?}");
}

#[test]
fn cangua_plays_three_and_four_players_with_every_option() {
    let g = game(
        "r=t20,t5,s,s b=t3,s,s,s y=t50,s,s,s g=h2,t10,s,s r 1+6",
        &[
            ("dice", "2"),
            ("home", "steps"),
            ("extra", "6"),
            ("direction", "reverse"),
            ("stakes", "on"),
        ],
    );
    let three = game("r=t20,s,s,s b=t3,s,s,s y=t50,s,s,s r 6", &[]);
    for level in Level::ALL {
        for g in [&g, &three] {
            let mv = choose(g, level, Limits::depth(2), &StoppedClock, 9).expect("a move");
            assert!(g.is_legal(mv), "{level}");
        }
    }
}

/// Plays `level`'s moves for the player to move until the dice in hand are used; the
/// moves in notation.
fn whole_turn(g: &mut Cangua, level: Level) -> Vec<String> {
    let me = g.to_move();
    let mut said = Vec::new();
    while g.outcome().is_none() && g.to_move() == me && !g.legal_moves().is_empty() {
        let mv = choose(g, level, Limits::depth(2), &StoppedClock, 3).expect("a move");
        if matches!(mv, Move::Roll(_)) {
            break;
        }
        said.push(g.format_move(mv));
        g.play(mv).expect("legal");
    }
    said
}

const FOUR_TWO_DICE: &str = "r=t30,t10,s,s b=t20,s,s,s y=t40,t5,s,s g=t8,s,s,s r 2+4";

#[test]
fn cangua_four_players_with_two_dice_hard_plays_by_rollouts() {
    // Hard's rollouts look nine rolls on; Strong keeps the look-ahead over every roll.
    let g = game(FOUR_TWO_DICE, &[("dice", "2")]);
    let hard = g.think(Level::Hard, Limits::depth(2), &StoppedClock, 1);
    assert_eq!(hard.depth, 9);
    assert!(hard.nodes > 1_000, "{} rolls played", hard.nodes);
    assert!(g.is_legal(hard.best.expect("a move")));
    let strong = g.think(Level::Strong, Limits::depth(2), &StoppedClock, 1);
    assert_eq!(strong.depth, 2);
    // The same seed, the same rollouts.
    assert_eq!(
        hard,
        g.think(Level::Hard, Limits::depth(2), &StoppedClock, 1)
    );
}

#[test]
fn cangua_four_players_with_two_dice_hard_kicks() {
    // The 2 takes Red's horse on t10 onto Yellow's on t40 (absolute cell 12).
    let mut g = game(FOUR_TWO_DICE, &[("dice", "2")]);
    let turn = whole_turn(&mut g, Level::Hard);
    assert!(turn.iter().any(|m| m == "2:t10-t12"), "{turn:?}");
    assert!(!g
        .horses(co_dan_gian::core::Player::Yellow)
        .contains(&co_dan_gian::games::cangua::Place::Track(40)));
}

#[test]
fn cangua_four_players_with_two_dice_rollouts_do_not_use_the_games_dice() {
    // Rollouts draw their own dice from the search's seed, never the game's generator.
    let choices: Vec<Move> = (0..4)
        .map(|seed| {
            let mut o = CanguaOptions::default();
            o.set("dice", "2").expect("valid");
            let g = Cangua::from_position_seeded(FOUR_TWO_DICE, o, seed).expect("valid");
            choose(&g, Level::Hard, Limits::depth(2), &StoppedClock, 5).expect("a move")
        })
        .collect();
    assert!(choices.windows(2).all(|w| w[0] == w[1]), "{choices:?}");
}
