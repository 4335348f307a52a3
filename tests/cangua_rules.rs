#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

// Scenario tests for Cờ cá ngựa, one (or more) per rule of RULES.md §3, each set up from
// a position string and checking the exact result.

use co_dan_gian::core::{Game, GameOptions, Outcome, PlayError, Player, Session};
use co_dan_gian::games::cangua::{
    absolute_cell, gate_cell, start_cell, Cangua, CanguaOptions, CanguaReport, Dice, DiceState,
    Move, Place,
};

use Player::{Blue, Green, Red, Yellow};

/// Options from `key=value` pairs on top of the defaults.
fn options(pairs: &[(&str, &str)]) -> CanguaOptions {
    let mut options = CanguaOptions::default();
    for (key, value) in pairs {
        options.set(key, value).expect("a valid option");
    }
    options
}

/// A game set up from `position` with the given options.
fn game_with(position: &str, pairs: &[(&str, &str)]) -> Cangua {
    Cangua::from_position(position, options(pairs)).unwrap_or_else(|e| panic!("{position}: {e}"))
}

/// A game set up from `position` with the default options.
fn game(position: &str) -> Cangua {
    game_with(position, &[])
}

/// The legal moves in notation, in the generator's order.
fn moves(game: &Cangua) -> Vec<String> {
    game.legal_moves()
        .into_iter()
        .map(|mv| game.format_move(mv))
        .collect()
}

/// Plays a move written in notation, which must be legal.
fn play(game: &mut Cangua, text: &str) -> CanguaReport {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play(mv)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", game.position()))
}

fn one(v: u8) -> Dice {
    Dice::one(v).unwrap()
}

fn two(a: u8, b: u8) -> Dice {
    Dice::two(a, b).unwrap()
}

// ---------------------------------------------------------------------------------------
// Board

#[test]
fn start_cells_and_gates_are_absolute_cells_14_apart() {
    assert_eq!([Red, Blue, Yellow, Green].map(start_cell), [0, 14, 28, 42]);
    assert_eq!([Red, Blue, Yellow, Green].map(gate_cell), [55, 13, 27, 41]);
    assert_eq!(absolute_cell(Yellow, 28), 0);
    assert_eq!(absolute_cell(Green, 20), 6);
}

#[test]
fn two_players_sit_opposite_red_and_yellow_by_default() {
    let game = Cangua::new(CanguaOptions::default(), 1);
    assert_eq!(game.seats(), &[Red, Yellow]);
    assert_eq!(game.to_move(), Red);
    assert_eq!(game.position(), "r=s,s,s,s y=s,s,s,s r -");
    let three = Cangua::new(options(&[("players", "r,b,y")]), 1);
    assert_eq!(three.seats(), &[Red, Blue, Yellow]);
}

// ---------------------------------------------------------------------------------------
// Bringing a horse out

#[test]
fn out_on_1_or_6_with_one_die() {
    let mut g = game("r=s,s,s,s y=s,s,s,s r 6");
    assert_eq!(moves(&g), ["6:s-t0"]);
    play(&mut g, "6:s-t0");
    assert_eq!(
        g.horses(Red),
        [Place::Track(0), Place::Stable, Place::Stable, Place::Stable]
    );
    let g = game("r=s,s,s,s y=s,s,s,s r 1");
    assert_eq!(moves(&g), ["1:s-t0"]);
}

#[test]
fn out_on_1_6_or_a_double_with_two_dice() {
    let two_dice = [("dice", "2")];
    let mut g = game_with("r=s,s,s,s y=s,s,s,s r 1+6", &two_dice);
    assert_eq!(moves(&g), ["1+6:s-t0"]);
    let report = play(&mut g, "1+6:s-t0");
    assert_eq!(g.horses(Red)[0], Place::Track(0));
    // The whole roll is used: nothing is left of it.
    assert_eq!(g.dice(), DiceState::ToRoll);
    assert!(report.extra_roll);
    for d in 1..=6 {
        let g = game_with(&format!("r=s,s,s,s y=s,s,s,s r {d}+{d}"), &two_dice);
        assert_eq!(moves(&g), [format!("{d}+{d}:s-t0")]);
    }
}

#[test]
fn not_out_on_other_rolls() {
    for v in 2..=5 {
        let mut g = game("r=s,s,s,s y=s,s,s,s r -");
        let report = g.play(Move::Roll(one(v))).unwrap();
        assert_eq!(report.lost_dice, Some(one(v)), "roll {v}");
        assert_eq!(g.horses(Red), [Place::Stable; 4]);
    }
    let g = game("r=t10,s,s,s y=s,s,s,s r 3");
    assert_eq!(moves(&g), ["3:t10-t13"]);
    // Two dice: a single 6 or 1 is not enough, nor a pair other than 1+6 or a double.
    let g = game_with("r=t10,s,s,s y=s,s,s,s r 5+6", &[("dice", "2")]);
    assert_eq!(moves(&g), ["5:t10-t15", "6:t10-t16"]);
    let g = game_with("r=t10,s,s,s y=s,s,s,s r 1+2", &[("dice", "2")]);
    assert_eq!(moves(&g), ["1:t10-t11", "2:t10-t12"]);
}

#[test]
fn out_onto_an_enemy_on_the_start_cell_kicks_it() {
    // Yellow's t28 is absolute cell 0, Red's start cell.
    let mut g = game("r=s,s,s,s y=t28,t3,s,s r 6");
    let report = play(&mut g, "6:s-t0");
    assert_eq!(report.kicked, Some((Yellow, Place::Track(28))));
    assert_eq!(
        g.horses(Yellow),
        [Place::Track(3), Place::Stable, Place::Stable, Place::Stable]
    );
    assert_eq!(g.horses(Red)[0], Place::Track(0));
}

#[test]
fn not_out_when_own_horse_on_the_start_cell() {
    let g = game("r=t0,s,s,s y=s,s,s,s r 6");
    assert_eq!(moves(&g), ["6:t0-t6"]);
    let g = game_with("r=t0,s,s,s y=s,s,s,s r 3+3", &[("dice", "2")]);
    assert_eq!(moves(&g), ["3:t0-t3"]);
}

// ---------------------------------------------------------------------------------------
// Moving on the track

#[test]
fn blocked_by_own_horse_no_jumping() {
    let g = game("r=t12,t10,s,s y=s,s,s,s r 4");
    assert_eq!(moves(&g), ["4:t12-t16"]);
}

#[test]
fn blocked_by_enemy_horse_no_jumping() {
    // Yellow's t40 is absolute cell 12.
    let g = game("r=t20,t10,s,s y=t40,s,s,s r 4");
    assert_eq!(moves(&g), ["4:t20-t24"]);
    let g = game("r=t20,t10,s,s y=t40,s,s,s r 3");
    assert_eq!(moves(&g), ["3:t20-t23"]);
}

#[test]
fn cannot_stop_on_own_horse() {
    let g = game("r=t13,t10,s,s y=s,s,s,s r 3");
    assert_eq!(moves(&g), ["3:t13-t16"]);
}

#[test]
fn kick_on_landing() {
    let mut g = game("r=t10,s,s,s y=t40,s,s,s r 2");
    assert_eq!(moves(&g), ["2:t10-t12"]);
    let report = play(&mut g, "2:t10-t12");
    assert_eq!(report.kicked, Some((Yellow, Place::Track(40))));
    assert_eq!(
        report.path,
        [Place::Track(10), Place::Track(11), Place::Track(12)]
    );
    assert_eq!(g.horses(Yellow), [Place::Stable; 4]);
    assert_eq!(g.position(), "r=t12,s,s,s y=s,s,s,s y -");
}

#[test]
fn no_overshooting_the_gate() {
    let g = game("r=t52,t10,s,s y=s,s,s,s r 4");
    assert_eq!(moves(&g), ["4:t10-t14"]);
    let g = game("r=t52,t10,s,s y=s,s,s,s r 3");
    assert_eq!(moves(&g), ["3:t52-t55", "3:t10-t13"]);
}

#[test]
fn a_horse_on_its_gate_can_be_kicked() {
    // Yellow's gate (t55) is absolute cell 27.
    let mut g = game("r=t25,s,s,s y=t55,s,s,s r 2");
    let report = play(&mut g, "2:t25-t27");
    assert_eq!(report.kicked, Some((Yellow, Place::GATE)));
    assert_eq!(g.horses(Yellow), [Place::Stable; 4]);
}

#[test]
fn horses_in_the_stable_or_home_are_never_kicked() {
    // Red lands on Yellow's gate cell while Yellow's horses are in its home and stable.
    let mut g = game("r=t25,s,s,s y=h2,s,s,s r 2");
    let report = play(&mut g, "2:t25-t27");
    assert_eq!(report.kicked, None);
    assert_eq!(
        g.horses(Yellow),
        [Place::Home(2), Place::Stable, Place::Stable, Place::Stable]
    );
}

// ---------------------------------------------------------------------------------------
// Entering and climbing the home

#[test]
fn home_entry_from_the_gate_with_cells_below_empty() {
    let mut g = game("r=t55,s,s,s y=s,s,s,s r 4");
    assert_eq!(moves(&g), ["4:t55-h4"]);
    let report = play(&mut g, "4:t55-h4");
    assert_eq!(
        report.path,
        [
            Place::GATE,
            Place::Home(1),
            Place::Home(2),
            Place::Home(3),
            Place::Home(4)
        ]
    );
    assert_eq!(g.horses(Red)[0], Place::Home(4));
}

#[test]
fn home_entry_from_the_gate_needs_every_cell_below_empty() {
    // h2 is taken: 4 cannot enter (h2 is below h4), but 1 can enter h1.
    let g = game("r=h2,t55,t10,s y=s,s,s,s r 4");
    assert_eq!(moves(&g), ["4:t10-t14"]);
    let g = game("r=h2,t55,t10,s y=s,s,s,s r 1");
    assert_eq!(moves(&g), ["1:s-t0", "1:t55-h1", "1:t10-t11"]);
}

#[test]
fn climb_needs_exactly_k_plus_1() {
    let g = game("r=h3,t10,s,s y=s,s,s,s r 4");
    assert_eq!(moves(&g), ["4:h3-h4", "4:t10-t14"]);
    // A higher roll does not climb either.
    let g = game("r=h3,t10,s,s y=s,s,s,s r 5");
    assert_eq!(moves(&g), ["5:t10-t15"]);
    // The cell k+1 must be empty.
    let g = game("r=h4,h3,t10,s y=s,s,s,s r 4");
    assert_eq!(moves(&g), ["4:t10-t14"]);
}

#[test]
fn climb_a_lower_roll_never_moves_it() {
    for v in 1..=3 {
        let g = game(&format!("r=h4,t10,s,s y=s,s,s,s r {v}"));
        assert!(
            moves(&g).iter().all(|m| !m.contains(":h4-")),
            "roll {v}: {:?}",
            moves(&g)
        );
    }
}

#[test]
fn steps_option_moves_n_cells_up_within_6_without_jumping() {
    let steps = [("home", "steps")];
    let g = game_with("r=h2,t10,s,s y=s,s,s,s r 3", &steps);
    assert_eq!(moves(&g), ["3:h2-h5", "3:t10-t13"]);
    // h2 → h5 would jump the horse on h4; h4 + 3 is beyond 6.
    let g = game_with("r=h4,h2,t10,s y=s,s,s,s r 3", &steps);
    assert_eq!(moves(&g), ["3:t10-t13"]);
    let g = game_with("r=h5,t10,s,s y=s,s,s,s r 2", &steps);
    assert_eq!(moves(&g), ["2:t10-t12"]);
    // Entering from the gate is as in the default.
    let g = game_with("r=h2,t55,t10,s y=s,s,s,s r 1", &steps);
    assert_eq!(moves(&g), ["1:s-t0", "1:h2-h3", "1:t55-h1", "1:t10-t11"]);
    // Under the default the same roll would not climb h2.
    let g = game("r=h2,t55,t10,s y=s,s,s,s r 1");
    assert_eq!(moves(&g), ["1:s-t0", "1:t55-h1", "1:t10-t11"]);
}

// ---------------------------------------------------------------------------------------
// Two dice

#[test]
fn two_dice_two_cells_before_the_gate_rolling_2_3_reach_the_gate_and_enter_home_3() {
    let mut g = game_with("r=t53,s,s,s y=s,s,s,s r 2+3", &[("dice", "2")]);
    assert_eq!(moves(&g), ["2:t53-t55"]);
    play(&mut g, "2:t53-t55");
    assert_eq!(g.position(), "r=t55,s,s,s y=s,s,s,s r 2+3/3");
    assert_eq!(moves(&g), ["3:t55-h3"]);
    play(&mut g, "3:t55-h3");
    assert_eq!(g.position(), "r=h3,s,s,s y=s,s,s,s y -");
}

#[test]
fn two_dice_used_one_at_a_time_in_either_order() {
    let two_dice = [("dice", "2")];
    let start = "r=t20,t10,s,s y=s,s,s,s r 2+3";
    assert_eq!(
        moves(&game_with(start, &two_dice)),
        ["2:t20-t22", "2:t10-t12", "3:t20-t23", "3:t10-t13"]
    );
    // 3 first, then 2 with the same horse.
    let mut g = game_with(start, &two_dice);
    play(&mut g, "3:t10-t13");
    assert_eq!(
        g.dice(),
        DiceState::Rolled {
            roll: two(2, 3),
            left: one(2)
        }
    );
    assert_eq!(moves(&g), ["2:t20-t22", "2:t13-t15"]);
    play(&mut g, "2:t13-t15");
    assert_eq!(g.horses(Red)[..2], [Place::Track(20), Place::Track(15)]);
    // 2 first, then 3 with a different horse.
    let mut g = game_with(start, &two_dice);
    play(&mut g, "2:t20-t22");
    play(&mut g, "3:t10-t13");
    assert_eq!(g.position(), "r=t22,t13,s,s y=s,s,s,s y -");
}

#[test]
fn two_dice_a_double_offers_its_value_once_per_horse() {
    let mut g = game_with("r=t20,t10,s,s y=s,s,s,s r 3+3", &[("dice", "2")]);
    assert_eq!(moves(&g), ["3+3:s-t0", "3:t20-t23", "3:t10-t13"]);
    play(&mut g, "3:t20-t23");
    // Bringing out needs the whole roll, which is no longer whole.
    assert_eq!(moves(&g), ["3:t23-t26", "3:t10-t13"]);
}

#[test]
fn a_value_with_no_legal_use_is_lost() {
    let mut g = game_with("r=t52,s,s,s y=s,s,s,s r 2+3", &[("dice", "2")]);
    assert_eq!(moves(&g), ["2:t52-t54", "3:t52-t55"]);
    // After 2 the horse is on t54, and 3 would overshoot the gate.
    let report = play(&mut g, "2:t52-t54");
    assert_eq!(report.lost_dice, Some(one(3)));
    assert_eq!(g.position(), "r=t54,s,s,s y=s,s,s,s y -");
}

// ---------------------------------------------------------------------------------------
// Extra roll

#[test]
fn extra_roll_after_1_or_6_with_one_die() {
    for v in [1, 6] {
        let mut g = game(&format!("r=t10,s,s,s y=s,s,s,s r {v}"));
        let report = play(&mut g, &format!("{v}:t10-t1{v}"));
        assert!(report.extra_roll);
        assert_eq!((g.to_move(), g.dice()), (Red, DiceState::ToRoll));
    }
    let mut g = game("r=t10,s,s,s y=s,s,s,s r 3");
    let report = play(&mut g, "3:t10-t13");
    assert!(!report.extra_roll);
    assert_eq!(g.to_move(), Yellow);
}

#[test]
fn extra_roll_after_1_6_or_a_double_with_two_dice() {
    let two_dice = [("dice", "2")];
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 1+6", &two_dice);
    play(&mut g, "1:t10-t11");
    let report = play(&mut g, "6:t11-t17");
    assert!(report.extra_roll);
    assert_eq!(g.to_move(), Red);
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 2+2", &two_dice);
    play(&mut g, "2:t10-t12");
    assert!(play(&mut g, "2:t12-t14").extra_roll);
    assert_eq!(g.to_move(), Red);
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 2+5", &two_dice);
    play(&mut g, "2:t10-t12");
    assert!(!play(&mut g, "5:t12-t17").extra_roll);
    assert_eq!(g.to_move(), Yellow);
}

#[test]
fn extra_roll_six_only_option() {
    let six = [("extra", "6")];
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 1", &six);
    assert!(!play(&mut g, "1:t10-t11").extra_roll);
    assert_eq!(g.to_move(), Yellow);
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 6", &six);
    assert!(play(&mut g, "6:t10-t16").extra_roll);
    assert_eq!(g.to_move(), Red);
    let six_two = [("extra", "6"), ("dice", "2")];
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 1+6", &six_two);
    assert!(!play(&mut g, "1+6:s-t0").extra_roll);
    assert_eq!(g.to_move(), Yellow);
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 3+3", &six_two);
    assert!(!play(&mut g, "3+3:s-t0").extra_roll);
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r 6+6", &six_two);
    assert!(play(&mut g, "6+6:s-t0").extra_roll);
    assert_eq!(g.to_move(), Red);
}

#[test]
fn extra_roll_even_when_nothing_could_move() {
    // h1 climbs only with 2, the gate horse cannot enter (h1 taken), no horse in the stable.
    let mut g = game("r=h6,h5,h1,t55 y=s,s,s,s r -");
    let report = g.play(Move::Roll(one(1))).unwrap();
    assert_eq!(report.lost_dice, Some(one(1)));
    assert!(report.extra_roll);
    assert_eq!((g.to_move(), g.dice()), (Red, DiceState::ToRoll));
    let mut g = game_with("r=h6,h5,h1,t55 y=s,s,s,s r -", &[("dice", "2")]);
    let report = g.play(Move::Roll(two(5, 5))).unwrap();
    assert_eq!(
        (report.lost_dice, report.extra_roll, g.to_move()),
        (Some(two(5, 5)), true, Red)
    );
}

// ---------------------------------------------------------------------------------------
// Obligation

#[test]
fn obligation_must_move_if_any_legal_move() {
    let mut g = game("r=t10,s,s,s y=s,s,s,s r 3");
    assert_eq!(
        g.legal_moves(),
        [Move::Step {
            die: one(3),
            from: Place::Track(10),
            to: Place::Track(13)
        }]
    );
    // There is no passing: rolling again or handing the turn on is refused.
    let before = g.clone();
    assert!(matches!(
        g.play(Move::Roll(one(4))),
        Err(PlayError::Illegal(_))
    ));
    assert_eq!(g, before);
}

#[test]
fn obligation_leaves_the_choice_of_horse_free_waiting_at_the_gate() {
    let g = game("r=t55,t10,s,s y=s,s,s,s r 6");
    assert_eq!(moves(&g), ["6:s-t0", "6:t55-h6", "6:t10-t16"]);
}

#[test]
fn lost_roll_passes_the_turn() {
    let mut g = game("r=h6,h5,h1,t55 y=t3,s,s,s r -");
    let report = g.play(Move::Roll(one(3))).unwrap();
    assert_eq!((report.lost_dice, report.extra_roll), (Some(one(3)), false));
    assert_eq!(g.position(), "r=h6,h5,h1,t55 y=t3,s,s,s y -");
}

// ---------------------------------------------------------------------------------------
// Turn order

#[test]
fn turn_order_follows_the_seats() {
    let four = "r=t10,s,s,s b=t1,s,s,s y=t2,s,s,s g=t3,s,s,s r 3";
    let mut g = game(four);
    play(&mut g, "3:t10-t13");
    assert_eq!(g.to_move(), Blue);
    let mut g = game("r=t10,s,s,s b=t1,s,s,s y=t2,s,s,s g=t3,s,s,s g 3");
    play(&mut g, "3:t3-t6");
    assert_eq!(g.to_move(), Red);
}

#[test]
fn turn_order_reverse_option() {
    let reverse = [("direction", "reverse")];
    let mut g = game_with("r=t10,s,s,s b=t1,s,s,s y=t2,s,s,s g=t3,s,s,s r 3", &reverse);
    play(&mut g, "3:t10-t13");
    assert_eq!(g.to_move(), Green);
    let mut g = game_with("r=t10,s,s,s b=t1,s,s,s y=t2,s,s,s g=t3,s,s,s y 3", &reverse);
    play(&mut g, "3:t2-t5");
    assert_eq!(g.to_move(), Blue);
}

#[test]
fn turn_order_skips_players_who_have_finished() {
    let mut g = game("r=t10,s,s,s b=h6,h5,h4,h3 y=t2,s,s,s r 3");
    assert_eq!(g.places(), &[Blue]);
    play(&mut g, "3:t10-t13");
    assert_eq!(g.to_move(), Yellow);
}

// ---------------------------------------------------------------------------------------
// Finishing

#[test]
fn finishing_on_3_4_5_6() {
    let mut g = game("r=h6,h5,h4,t55 b=t1,s,s,s y=t2,s,s,s r 3");
    let report = play(&mut g, "3:t55-h3");
    assert_eq!(report.finished, Some((Red, 1)));
    assert_eq!(g.places(), &[Red]);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), Blue);
    // Four horses home but on 2, 4, 5, 6 is not finished.
    let mut g = game("r=h6,h5,h4,t55 b=t1,s,s,s y=t2,s,s,s r 2");
    let report = play(&mut g, "2:t55-h2");
    assert_eq!(report.finished, None);
    assert!(!g.has_finished(Red));
}

#[test]
fn finishing_ends_the_turn_even_after_a_roll_that_earns_another() {
    let mut g = game_with(
        "r=h6,h5,h4,h2 b=t1,s,s,s y=t2,s,s,s r 1",
        &[("home", "steps")],
    );
    let report = play(&mut g, "1:h2-h3");
    assert_eq!(report.finished, Some((Red, 1)));
    assert!(!report.extra_roll);
    assert_eq!(g.to_move(), Blue);
}

#[test]
fn play_continues_for_2nd_and_3rd_places_and_the_last_player_left_loses() {
    let mut g = game("r=h6,h5,h4,t55 b=h6,h5,h4,t55 y=h6,h5,h4,t55 g=t10,s,s,s r 3");
    play(&mut g, "3:t55-h3");
    assert_eq!(g.to_move(), Blue);
    g.play(Move::Roll(one(3))).unwrap();
    assert_eq!(play(&mut g, "3:t55-h3").finished, Some((Blue, 2)));
    assert_eq!(g.outcome(), None);
    g.play(Move::Roll(one(3))).unwrap();
    assert_eq!(play(&mut g, "3:t55-h3").finished, Some((Yellow, 3)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Places(vec![Red, Blue, Yellow, Green]))
    );
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play(Move::Roll(one(3))), Err(PlayError::GameOver));
}

#[test]
fn stop_at_first_winner() {
    let stop = [("stop", "first")];
    let mut g = game_with("r=h6,h5,h4,t55 b=t20,s,s,s y=t30,t10,s,s r 3", &stop);
    play(&mut g, "3:t55-h3");
    // The rest are placed by how far their horses have come: Yellow 31+11, Blue 21.
    assert_eq!(g.outcome(), Some(Outcome::Places(vec![Red, Yellow, Blue])));
    // Equal progress: turn order after the winner.
    let mut g = game_with("r=h6,h5,h4,t55 b=t20,s,s,s y=t20,s,s,s r 3", &stop);
    play(&mut g, "3:t55-h3");
    assert_eq!(g.outcome(), Some(Outcome::Places(vec![Red, Blue, Yellow])));
}

// ---------------------------------------------------------------------------------------
// Thầu mạ and sập hầm

#[test]
fn thau_ma_entering_straight_onto_6_first_one_recorded() {
    let mut g = game("r=t55,t10,s,s y=t55,s,s,s r 6");
    let report = play(&mut g, "6:t55-h6");
    assert!(report.thau_ma && !report.sap_ham);
    assert_eq!(g.thau_ma_first(), Some(Red));
    g.play(Move::Roll(one(3))).unwrap(); // the extra roll
    play(&mut g, "3:t10-t13");
    g.play(Move::Roll(one(6))).unwrap();
    assert!(play(&mut g, "6:t55-h6").thau_ma);
    assert_eq!(g.thau_ma_first(), Some(Red));
}

#[test]
fn thau_ma_not_when_climbing_to_6() {
    let mut g = game("r=h5,t10,s,s y=s,s,s,s r 6");
    let report = play(&mut g, "6:h5-h6");
    assert!(!report.thau_ma);
    assert_eq!(g.thau_ma_first(), None);
}

#[test]
fn sap_ham_entering_onto_1() {
    let mut g = game("r=t55,t10,s,s y=s,s,s,s r 1");
    let report = play(&mut g, "1:t55-h1");
    assert!(report.sap_ham && !report.thau_ma);
    assert_eq!((g.sap_ham_count(Red), g.sap_ham_count(Yellow)), (1, 0));
}

/// Yellow has already finished first; Blue makes the first thầu mạ; Red makes a sập hầm,
/// then finishes second, which leaves Blue last.
fn staked_game(pairs: &[(&str, &str)]) -> Cangua {
    let mut g = game_with("r=h6,h5,h4,t55 b=t55,t20,s,s y=h6,h5,h4,h3 b 6", pairs);
    for mv in [
        "6:t55-h6",
        "roll 3",
        "3:t20-t23",
        "roll 1",
        "1:t55-h1",
        "roll 2",
        "2:h1-h2",
        "roll 2",
        "2:t23-t25",
        "roll 3",
        "3:h2-h3",
    ] {
        play(&mut g, mv);
    }
    assert_eq!(g.outcome(), Some(Outcome::Places(vec![Yellow, Red, Blue])));
    g
}

#[test]
fn stakes_settlement() {
    // Yellow wins 1 from each of 2; Blue's thầu mạ takes 2 from each of 2; Red's sập hầm
    // costs 1 to each of 2. Seats: Red, Blue, Yellow, Green.
    // Red -1 -2 -2, Blue -1 +4 +1, Yellow +2 -2 +1.
    let g = staked_game(&[("stakes", "on")]);
    assert_eq!(g.settlement(), Some([-5, 4, 1, 0]));
    assert_eq!(staked_game(&[]).settlement(), None);
    let unfinished = game_with("r=t10,s,s,s y=s,s,s,s r 3", &[("stakes", "on")]);
    assert_eq!(unfinished.settlement(), None);
}

#[test]
fn stakes_settlement_thau_ma_3_chips() {
    // Red -1 -3 -2, Blue -1 +6 +1, Yellow +2 -3 +1.
    let g = staked_game(&[("stakes", "on"), ("thau-ma", "3")]);
    assert_eq!(g.settlement(), Some([-6, 6, 0, 0]));
}

// ---------------------------------------------------------------------------------------
// Dice and replay

/// Plays `plies` moves from a new game, rolling with the generator and taking the first
/// listed horse move.
fn run(seed: u64, plies: usize) -> Cangua {
    let mut g = Cangua::new(options(&[("players", "r,b,y,g")]), seed);
    for _ in 0..plies {
        let mv = match g.dice() {
            DiceState::ToRoll => Move::Roll(g.next_roll()),
            DiceState::Rolled { .. } => g.legal_moves()[0],
        };
        g.play(mv).unwrap();
    }
    g
}

#[test]
fn two_games_with_the_same_seed_and_moves_are_identical() {
    assert_eq!(run(42, 300), run(42, 300));
    assert_ne!(run(42, 300).position(), run(43, 300).position());
}

#[test]
fn entered_dice_move_the_generator_on_like_a_normal_roll() {
    let mut a = Cangua::new(CanguaOptions::default(), 9);
    let mut b = a.clone();
    let rolled = a.next_roll();
    a.play(Move::Roll(rolled)).unwrap();
    let other = one(if rolled == one(6) { 5 } else { 6 });
    b.play(Move::Roll(other)).unwrap();
    assert_eq!(a.roller(), b.roller());
    assert_eq!(a.next_roll(), b.next_roll());
}

#[test]
fn undo_restores_the_same_dice() {
    let mut session = Session::new(Cangua::new(CanguaOptions::default(), 5));
    for _ in 0..40 {
        let g = session.game();
        let mv = match g.dice() {
            DiceState::ToRoll => Move::Roll(g.next_roll()),
            DiceState::Rolled { .. } => g.legal_moves()[0],
        };
        session.play(mv).unwrap();
    }
    let before = session.game().clone();
    let next = before.next_roll();
    session.undo();
    session.redo();
    assert_eq!(session.game(), &before);
    assert_eq!(session.game().next_roll(), next);
}

#[test]
fn rolls_are_every_value_before_the_dice_are_thrown() {
    let g = Cangua::new(CanguaOptions::default(), 1);
    assert_eq!(
        moves(&g),
        ["roll 1", "roll 2", "roll 3", "roll 4", "roll 5", "roll 6"]
    );
    let g = Cangua::new(options(&[("dice", "2")]), 1);
    assert_eq!(g.legal_moves().len(), 21);
    assert!(g.is_legal(Move::Roll(two(5, 3))));
    assert!(!g.is_legal(Move::Roll(one(5))));
    assert_eq!(two(5, 3).to_string(), "3+5");
}

#[test]
fn next_roll_only_peeks() {
    let g = Cangua::new(CanguaOptions::default(), 77);
    let first = g.next_roll();
    assert_eq!(g.next_roll(), first);
    let mut rolled = g.clone();
    rolled.play(Move::Roll(first)).unwrap();
    assert_ne!(rolled.roller(), g.roller());
}

// ---------------------------------------------------------------------------------------
// Position strings, notation, options

#[test]
fn position_string_round_trips() {
    let example = "r=h3,t40,t12,s b=s,s,s,s y=t0,s,s,s g=s,s,s,s r 6";
    assert_eq!(game(example).position(), example);
    assert_eq!(
        game("r=s,t12,h3,t40 y=t0,s,s,s r 6").position(),
        "r=h3,t40,t12,s y=t0,s,s,s r 6"
    );
    let left = "r=t20,t10,s,s y=s,s,s,s r 3+5/5";
    assert_eq!(game_with(left, &[("dice", "2")]).position(), left);
}

#[test]
fn moves_for_horse_light_up_movable_horses() {
    let g = game("r=t55,t10,s,s y=s,s,s,s r 6");
    assert_eq!(
        g.movable_horses(),
        [Place::GATE, Place::Track(10), Place::Stable]
    );
    assert_eq!(
        g.moves_for_horse(Place::GATE),
        [Move::Step {
            die: one(6),
            from: Place::GATE,
            to: Place::Home(6)
        }]
    );
    assert!(g.moves_for_horse(Place::Home(2)).is_empty());
}

#[test]
fn notation_reads_and_writes_moves() {
    let g = Cangua::new(options(&[("dice", "2")]), 1);
    for text in [
        "roll 6",
        "roll 3+5",
        "6:s-t0",
        "3:t12-t15",
        "4:t55-h4",
        "5:h4-h5",
        "1+6:s-t0",
        "3+3:s-t0",
    ] {
        let mv = g.parse_move(text).unwrap();
        assert_eq!(g.format_move(mv), text);
    }
    assert_eq!(g.parse_move(" gieo 5+3 ").unwrap(), Move::Roll(two(3, 5)));
}

#[test]
fn notation_parse_errors() {
    let g = Cangua::new(CanguaOptions::default(), 1);
    for (text, at) in [
        ("", None),
        ("roll", Some(4)),
        ("roll 7", Some(5)),
        ("7:t1-t8", Some(0)),
        ("3:t12", Some(6)),
        ("3:x1-t4", Some(2)),
        ("3:t1-t56", Some(5)),
        ("3:t12-h0", Some(6)),
        ("3 t12-t15", Some(0)),
        ("ngựa", Some(0)),
    ] {
        let err = g.parse_move(text).expect_err(text);
        assert_eq!(err.at, at, "{text}: {err}");
    }
}

#[test]
fn position_parse_errors() {
    let cases: &[(&str, Option<usize>, &str)] = &[
        ("", None, "empty"),
        ("r=s,s,s y=s,s,s,s r -", Some(0), "3 horses"),
        ("r=s,s,s,s,s y=s,s,s,s r -", Some(0), "5 horses"),
        (
            "r=t0,s,s,s y=t28,s,s,s r -",
            Some(13),
            "Two horses on one cell",
        ),
        (
            "r=t5,t5,s,s y=s,s,s,s r -",
            Some(5),
            "Two horses on one cell",
        ),
        (
            "r=h3,h3,s,s y=s,s,s,s r -",
            Some(5),
            "Two horses on one cell",
        ),
        ("r=s,s,s,s y=s,s,s,s b -", Some(20), "not playing"),
        ("r=s,s,s,s y=s,s,s,s x -", Some(20), "not a player"),
        ("x=s,s,s,s y=s,s,s,s r -", Some(0), "not a colour"),
        ("r=s,s,s,s r=s,s,s,s r -", Some(10), "twice"),
        ("r=s,s,s,s r -", Some(10), "2 to 4"),
        ("r=s,t56,s,s y=s,s,s,s r -", Some(4), "not a horse's place"),
        ("r=s,h7,s,s y=s,s,s,s r -", Some(4), "not a horse's place"),
        ("r=s,h0,s,s y=s,s,s,s r -", Some(4), "not a horse's place"),
        ("r=s,,s,s y=s,s,s,s r -", Some(4), "not a horse's place"),
        ("r=s,s,s,s y=s,s,s,s r", Some(21), "Missing the dice"),
        ("r=s,s,s,s y=s,s,s,s", Some(19), "Missing the player"),
        ("r=s,s,s,s y=s,s,s,s r 7", Some(22), "not a dice field"),
        ("r=s,s,s,s y=s,s,s,s r 3+3", Some(22), "uses one die"),
        ("r=s,s,s,s y=s,s,s,s r 6/6", Some(22), "not a dice field"),
        ("r=s,s,s,s y=s,s,s,s r - x", Some(24), "Unexpected"),
        ("r=s,s,s,s y=s,s,s,s r 3", None, "no legal move"),
        (
            "r=h6,h5,h4,h3 b=s,s,s,s y=s,s,s,s r -",
            None,
            "has finished",
        ),
        ("r=s,s,s,s ỹ=s,s,s,s r -", Some(10), "not a colour"),
        ("r=s,s,s,s y=s,s,s,s r ６", Some(22), "not a dice field"),
    ];
    for (text, at, words) in cases {
        let err = Cangua::from_position(text, CanguaOptions::default()).expect_err(text);
        assert_eq!(err.at, *at, "{text}: {err}");
        assert!(err.text.en.contains(words), "{text}: {err}");
        assert!(!err.text.vi.is_empty());
    }
    let two_dice = options(&[("dice", "2")]);
    for (text, words) in [
        ("r=s,s,s,s y=s,s,s,s r 6", "uses two dice"),
        ("r=t9,s,s,s y=s,s,s,s r 3+5/4", "must be one of"),
        ("r=h6,h5,h4,h3 y=t3,s,s,s y 3+5", "game is over"),
        (
            "r=h6,h5,h4,h3 y=h6,h5,h4,h3 r -",
            "Every player has finished",
        ),
    ] {
        let err = Cangua::from_position(text, two_dice.clone()).expect_err(text);
        assert!(err.text.en.contains(words), "{text}: {err}");
    }
}

#[test]
fn position_sets_the_seats_in_play() {
    let g = game("r=s,s,s,s b=t3,s,s,s g=s,s,s,s b -");
    assert_eq!(g.seats(), &[Red, Blue, Green]);
    assert_eq!(g.options().players, [Red, Blue, Green]);
    assert_eq!(g.to_move(), Blue);
}

#[test]
fn options_text_round_trips() {
    let o = options(&[
        ("players", "g,r,b"),
        ("dice", "2"),
        ("home", "steps"),
        ("extra", "6"),
        ("direction", "reverse"),
        ("stop", "first"),
        ("stakes", "on"),
        ("thau-ma", "3"),
        ("first", "green"),
        ("bring-out", "6"),
        ("three-sixes", "on"),
    ]);
    assert_eq!(o.players, [Red, Blue, Green]);
    let mut back = CanguaOptions::default();
    for (key, value) in o.pairs() {
        back.set(key, &value).unwrap();
    }
    assert_eq!(back, o);
    let mut o = CanguaOptions::default();
    for (key, value) in [
        ("players", "r"),
        ("players", "r,r"),
        ("players", "r,x"),
        ("dice", "3"),
        ("thau-ma", "4"),
        ("speed", "1"),
        ("first", "purple"),
        ("bring-out", "1"),
        ("three-sixes", "3"),
    ] {
        assert!(o.set(key, value).is_err(), "{key}={value}");
    }
    assert_eq!(o, CanguaOptions::default());
}

#[test]
fn a_rejected_move_leaves_the_game_unchanged() {
    let mut g = game("r=t20,t10,s,s y=t40,s,s,s r 4");
    let before = g.clone();
    for text in [
        "4:t10-t14",
        "3:t10-t13",
        "4:t30-t34",
        "4:s-t0",
        "roll 4",
        "4:t20-t25",
    ] {
        let mv = g.parse_move(text).unwrap();
        assert!(matches!(g.play(mv), Err(PlayError::Illegal(_))), "{text}");
        assert_eq!(g, before);
    }
}

#[test]
fn perft_from_the_start() {
    // One die: 1 and 6 bring a horse out (one move each, then the extra roll); 2–5 are lost
    // and Yellow rolls.
    let g = Cangua::new(CanguaOptions::default(), 1);
    assert_eq!(
        (1..=3).map(|d| g.perft(d)).collect::<Vec<_>>(),
        [6, 1 + 1 + 4 * 6, 6 + 6 + 4 * 26]
    );
    // Two dice: 1+6 and the six doubles bring a horse out; the other 14 pairs are lost.
    let g = Cangua::new(options(&[("dice", "2")]), 1);
    assert_eq!(
        (1..=2).map(|d| g.perft(d)).collect::<Vec<_>>(),
        [21, 7 + 14 * 21]
    );
}

// ---------------------------------------------------------------------------------------
// Folk variants (issue 15): first, bring-out, three-sixes

#[test]
fn first_chosen_seat_rolls_first() {
    assert_eq!(Cangua::new(CanguaOptions::default(), 5).to_move(), Red);
    let g = Cangua::new(options(&[("first", "yellow")]), 5);
    assert_eq!(g.to_move(), Yellow);
    assert!(g.rolloff().is_empty());
    // The game starts with Yellow's roll, then Red's.
    let mut g = g;
    play(&mut g, "roll 3");
    assert_eq!(g.to_move(), Red);
    let four = options(&[("players", "r,b,y,g"), ("first", "green")]);
    assert_eq!(Cangua::new(four, 0).to_move(), Green);
    // A seat that does not play is refused by the check; a game falls back to the next
    // playing seat in seat order.
    let absent = options(&[("first", "blue")]);
    assert!(absent.check().is_err());
    assert_eq!(Cangua::new(absent, 0).to_move(), Yellow);
    assert!(options(&[("first", "yellow")]).check().is_ok());
}

#[test]
fn first_random_draws_from_the_seed() {
    let o = options(&[("players", "r,b,y,g"), ("first", "random")]);
    let starters: std::collections::BTreeSet<Player> = (0..40)
        .map(|seed| Cangua::new(o.clone(), seed).to_move())
        .collect();
    assert_eq!(starters.len(), 4, "every seat starts some game");
    assert_eq!(
        Cangua::new(o.clone(), 9).to_move(),
        Cangua::new(o, 9).to_move()
    );
}

#[test]
fn first_roll_the_highest_roll_starts_and_ties_roll_again() {
    let o = options(&[("players", "r,b,y,g"), ("first", "roll")]);
    let mut tie_seen = false;
    for seed in 0..200 {
        let g = Cangua::new(o.clone(), seed);
        let rounds = g.rolloff();
        assert!(!rounds.is_empty());
        assert_eq!(rounds[0].len(), 4, "everyone rolls once");
        for (i, round) in rounds.iter().enumerate() {
            let best = round.iter().map(|&(_, v)| v).max().unwrap();
            let top: Vec<Player> = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
            if i + 1 < rounds.len() {
                // A tie: exactly the tied players roll the next round.
                assert!(top.len() > 1);
                let next: Vec<Player> = rounds[i + 1].iter().map(|r| r.0).collect();
                assert_eq!(next, top);
                tie_seen = true;
            } else {
                assert_eq!(top, [g.to_move()], "the one highest roll starts");
            }
            assert!(round.iter().all(|&(_, v)| (1..=6).contains(&v)));
        }
    }
    assert!(tie_seen, "some roll-off among four goes to a second round");
    // Decided by the highest roll, not by the seat: every seat wins some roll-off.
    let starters: std::collections::BTreeSet<Player> = (0..200)
        .map(|seed| Cangua::new(o.clone(), seed).to_move())
        .collect();
    assert_eq!(starters.len(), 4);
    // The same seed rolls the same roll-off (records replay it).
    assert_eq!(Cangua::new(o.clone(), 3), Cangua::new(o, 3));
}

#[test]
fn bring_out_six_only_a_1_brings_no_horse_out() {
    // By default a 1 brings a horse out.
    let mut g = game("r=s,s,s,s y=s,s,s,s r -");
    g.play(Move::Roll(one(1))).unwrap();
    assert_eq!(moves(&g), ["1:s-t0"]);
    // With bring-out=6 it does not: the 1 is lost (and, with extra=1-6, Red rolls again).
    let six = [("bring-out", "6")];
    let mut g = game_with("r=s,s,s,s y=s,s,s,s r -", &six);
    let report = g.play(Move::Roll(one(1))).unwrap();
    assert_eq!(report.lost_dice, Some(one(1)));
    assert!(g.horses(Red).iter().all(|h| *h == Place::Stable));
    let mut g = game_with("r=s,s,s,s y=s,s,s,s r 6", &six);
    assert_eq!(moves(&g), ["6:s-t0"]);
    play(&mut g, "6:s-t0");
    // A horse on the track still moves with a 1.
    let mut g = game_with("r=t3,s,s,s y=s,s,s,s r 1", &six);
    assert_eq!(moves(&g), ["1:t3-t4"]);
    let e = g.play(g.parse_move("1:s-t0").unwrap()).unwrap_err();
    assert!(e.to_string().contains("a 6 with one die"), "{e}");
    // Two dice: any double, not 1+6.
    let six_two = [("bring-out", "6"), ("dice", "2")];
    let mut g = game_with("r=s,s,s,s y=s,s,s,s r -", &six_two);
    let report = g.play(Move::Roll(two(1, 6))).unwrap();
    assert_eq!(report.lost_dice, Some(two(1, 6)));
    let g = game_with("r=s,s,s,s y=s,s,s,s r 3+3", &six_two);
    assert!(moves(&g).contains(&"3+3:s-t0".to_string()));
    let g = game_with("r=s,s,s,s y=s,s,s,s r 1+6", &[("dice", "2")]);
    assert!(moves(&g).contains(&"1+6:s-t0".to_string()));
}

#[test]
fn three_sixes_on_a_third_6_in_a_row_passes_the_turn() {
    let run = |pairs: &[(&str, &str)]| {
        let mut g = game_with("r=t10,s,s,s y=s,s,s,s r -", pairs);
        play(&mut g, "roll 6");
        play(&mut g, "6:t10-t16");
        play(&mut g, "roll 6");
        play(&mut g, "6:t16-t22");
        assert_eq!(g.to_move(), Red);
        let report = g.play(Move::Roll(one(6))).unwrap();
        (g, report)
    };
    // Off (the default): the third 6 is played like any other.
    let (g, report) = run(&[]);
    assert!(!report.third_six);
    assert_eq!(
        g.dice(),
        DiceState::Rolled {
            roll: one(6),
            left: one(6)
        }
    );
    // On: it is lost and Yellow rolls.
    let on = [("three-sixes", "on")];
    let (g, report) = run(&on);
    assert!(report.third_six);
    assert_eq!(report.lost_dice, Some(one(6)));
    assert!(!report.extra_roll);
    assert_eq!((g.to_move(), g.dice()), (Yellow, DiceState::ToRoll));
    assert_eq!(g.horses(Red)[0], Place::Track(22));
    // The count is part of the position string and reads back.
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r -", &on);
    play(&mut g, "roll 6");
    play(&mut g, "6:t10-t16");
    assert_eq!(g.position(), "r=t16,s,s,s y=s,s,s,s r - 6x1");
    let back = game_with(&g.position(), &on);
    assert_eq!(back.sixes_in_a_row(), 1);
    assert!(Cangua::from_position(&g.position(), CanguaOptions::default()).is_err());
    // A roll that is not a 6 starts the count again: 6, 1, 6 is not three in a row.
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r -", &on);
    for step in [
        "roll 6",
        "6:t10-t16",
        "roll 1",
        "1:t16-t17",
        "roll 6",
        "6:t17-t23",
        "roll 6",
    ] {
        play(&mut g, step);
    }
    assert_eq!(
        g.to_move(),
        Red,
        "6, 1, 6, 6: the last 6 is only the second in a row"
    );
    // Two dice: a third double in a row.
    let two_on = [("three-sixes", "on"), ("dice", "2")];
    let mut g = game_with("r=t10,s,s,s y=s,s,s,s r -", &two_on);
    for step in [
        "roll 2+2",
        "2:t10-t12",
        "2:t12-t14",
        "roll 3+3",
        "3:t14-t17",
        "3:t17-t20",
    ] {
        play(&mut g, step);
    }
    let report = g.play(Move::Roll(two(5, 5))).unwrap();
    assert!(report.third_six);
    assert_eq!(g.to_move(), Yellow);
}
