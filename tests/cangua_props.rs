#![cfg(not(target_arch = "wasm32"))]
// Native-only: thousands of random full games of Cờ cá ngựa (2, 3 and 4 players, one and
// two dice, both home rules, the other options drawn at random), with the invariants
// checked after every move; and parsing fed arbitrary text.

use co_dan_gian::core::{Game, GameOptions, Outcome, PlayError, Player};
use co_dan_gian::games::cangua::{
    Cangua, CanguaOptions, CanguaReport, Dice, DiceState, Move, Place, GATE,
};
use proptest::prelude::*;
use std::time::Instant;

/// Games played per combination of players, dice and home rule.
const GAMES_PER_SETUP: u64 = 170;
/// No game may last longer than this many plies (rolls included).
const MAX_PLIES: usize = 20_000;

/// The options of game number `n` of a setup, with the secondary options drawn from `n`.
fn setup(players: &str, dice: &str, home: &str, n: u64) -> CanguaOptions {
    let mut o = CanguaOptions::default();
    let pick =
        |bit: u64, yes: &'static str, no: &'static str| if n >> bit & 1 == 1 { yes } else { no };
    let pairs = [
        ("players", players),
        ("dice", dice),
        ("home", home),
        ("extra", pick(0, "6", "1-6")),
        ("direction", pick(1, "reverse", "seat")),
        ("stop", pick(2, "first", "all")),
        ("stakes", pick(3, "off", "on")),
        ("thau-ma", pick(4, "3", "2")),
        ("bring-out", pick(5, "6", "1-6")),
        ("three-sixes", pick(6, "on", "off")),
        (
            "first",
            ["seat", "random", "roll", "yellow"][(n >> 7 & 3) as usize],
        ),
    ];
    for (key, value) in pairs {
        o.set(key, value).expect("valid option");
    }
    o
}

/// Checks everything that must hold in any position of any game.
fn check_position(g: &Cangua) {
    let mut track = [None; 56];
    for seat in Player::ALL {
        let horses = g.horses(seat);
        if !g.seats().contains(&seat) {
            assert_eq!(horses, [Place::Stable; 4], "{seat} is not playing");
            continue;
        }
        assert!(
            horses.windows(2).all(|w| w[0] >= w[1]),
            "horses most advanced first: {horses:?}"
        );
        for (i, place) in horses.iter().enumerate() {
            match *place {
                Place::Track(steps) => {
                    assert!(steps <= GATE);
                    let cell = place.cell(seat).expect("a track cell") as usize;
                    assert_eq!(
                        track[cell],
                        None,
                        "two horses on track cell {cell}: {}",
                        g.position()
                    );
                    track[cell] = Some(seat);
                }
                Place::Home(k) => {
                    assert!((1..=6).contains(&k));
                    assert!(
                        !horses[..i].contains(place),
                        "two horses on one home cell: {}",
                        g.position()
                    );
                }
                Place::Stable => {}
            }
        }
    }
    let over = g.outcome().is_some();
    if !over {
        assert!(
            !g.has_finished(g.to_move()),
            "a finished player to move: {}",
            g.position()
        );
        assert!(
            !g.legal_moves().is_empty(),
            "no legal move: {}",
            g.position()
        );
    }
    // The position string reads back (tests/invariants.rs), and here with the game's end:
    // a Cờ cá ngựa game ends by its position alone.
    let position = g.position();
    let back = Cangua::from_position(&position, g.options().clone())
        .unwrap_or_else(|e| panic!("{position}: {e}"));
    assert_eq!(back.outcome().is_some(), over);
}

/// Checks that `report` agrees with the game before and after the move.
fn check_report(before: &Cangua, after: &Cangua, report: &CanguaReport) {
    let stabled =
        |g: &Cangua, p: Player| g.horses(p).iter().filter(|h| **h == Place::Stable).count();
    if let Some((owner, _)) = report.kicked {
        assert_ne!(owner, report.player);
        assert_eq!(stabled(after, owner), stabled(before, owner) + 1);
    }
    if let Move::Step { from, to, .. } = report.mv {
        assert_eq!(report.path.first(), Some(&from));
        assert_eq!(report.path.last(), Some(&to));
        assert!(after.horses(report.player).contains(&to));
    }
    if report.extra_roll {
        assert_eq!(
            (after.to_move(), after.dice()),
            (report.player, DiceState::ToRoll)
        );
    }
    if report.finished.is_some() {
        assert!(after.has_finished(report.player));
    }
    // The variants: a horse comes out only on a roll the `bring-out` rule allows, a third 6
    // in a row (`three-sixes`) is lost and passes the turn, and the count of 6s reads back.
    if let (
        Move::Step {
            from: Place::Stable,
            ..
        },
        DiceState::Rolled { roll, .. },
    ) = (report.mv, before.dice())
    {
        assert!(before.options().brings_out(roll));
    }
    assert!(after.sixes_in_a_row() < 3);
    assert!(after.options().three_sixes || after.sixes_in_a_row() == 0);
    if report.third_six {
        let Move::Roll(dice) = report.mv else {
            panic!("a third 6 is a roll")
        };
        assert!(before.options().three_sixes && dice.is_six());
        assert_eq!(before.sixes_in_a_row(), 2);
        assert_eq!(after.dice(), DiceState::ToRoll);
        assert!(!report.extra_roll);
    }
    if after.outcome().is_none() && after.sixes_in_a_row() > 0 {
        let back = Cangua::from_position(&after.position(), after.options().clone())
            .expect("a position reads back");
        assert_eq!(back.position(), after.position());
    }
}

/// A move that may or may not be legal, for checking that refusals change nothing.
fn wild_move(r: &mut oorandom::Rand32) -> Move {
    let place = |r: &mut oorandom::Rand32| match r.rand_range(0..3) {
        0 => Place::Stable,
        1 => Place::Track(r.rand_range(0..56) as u8),
        _ => Place::Home(r.rand_range(1..7) as u8),
    };
    let die = Dice::one(r.rand_range(1..7) as u8).expect("1-6");
    Move::Step {
        die,
        from: place(r),
        to: place(r),
    }
}

/// What the random games did, to show that they reach every rule.
#[derive(Default)]
struct Tally {
    games: u64,
    plies: usize,
    longest: usize,
    kicks: usize,
    thau_ma: usize,
    sap_ham: usize,
    lost: usize,
    extra_rolls: usize,
    third_sixes: usize,
}

/// Plays one random game to its end, adding what happened to `tally`.
fn random_game(options: CanguaOptions, seed: u64, tally: &mut Tally) {
    let mut g = Cangua::new(options, seed);
    let mut r = oorandom::Rand32::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    check_position(&g);
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = g.outcome() {
            let Outcome::Places(places) = outcome else {
                panic!("not places: {outcome:?}")
            };
            let mut sorted = places.clone();
            sorted.sort();
            assert_eq!(sorted, g.seats(), "places are every player once");
            if let Some(chips) = g.settlement() {
                assert_eq!(chips.iter().sum::<i32>(), 0);
            }
            assert_eq!(g.play(Move::Roll(g.next_roll())), Err(PlayError::GameOver));
            tally.games += 1;
            tally.plies += ply;
            tally.longest = tally.longest.max(ply);
            return;
        }
        let moves = g.legal_moves();
        let mv = match g.dice() {
            DiceState::ToRoll => Move::Roll(g.next_roll()),
            DiceState::Rolled { .. } => moves[r.rand_range(0..moves.len() as u32) as usize],
        };
        assert!(moves.contains(&mv));
        let wild = wild_move(&mut r);
        if !moves.contains(&wild) {
            let kept = g.clone();
            assert!(g.play(wild).is_err());
            assert_eq!(g, kept);
        }
        let before = g.clone();
        let report = g
            .play(mv)
            .unwrap_or_else(|e| panic!("{mv:?} in {}: {e}", before.position()));
        check_report(&before, &g, &report);
        tally.kicks += usize::from(report.kicked.is_some());
        tally.thau_ma += usize::from(report.thau_ma);
        tally.sap_ham += usize::from(report.sap_ham);
        tally.lost += usize::from(report.lost_dice.is_some());
        tally.extra_rolls += usize::from(report.extra_roll);
        tally.third_sixes += usize::from(report.third_six);
        check_position(&g);
    }
    panic!("no end after {MAX_PLIES} plies: {}", g.position());
}

#[test]
fn random_full_games_keep_the_invariants_and_end() {
    let started = Instant::now();
    let mut tally = Tally::default();
    for players in ["r,y", "r,b,y", "r,b,y,g"] {
        for dice in ["1", "2"] {
            for home in ["climb", "steps"] {
                for n in 0..GAMES_PER_SETUP {
                    let seed = tally.games * 7919 + 13;
                    random_game(setup(players, dice, home, n), seed, &mut tally);
                }
            }
        }
    }
    let Tally {
        games,
        plies,
        longest,
        kicks,
        thau_ma,
        sap_ham,
        lost,
        extra_rolls,
        third_sixes,
    } = tally;
    println!(
        "cangua random games: {games} games, {plies} plies (longest {longest}) in {:.1?}; \
         {kicks} kicks, {thau_ma} thầu mạ, {sap_ham} sập hầm, {lost} lost rolls, {extra_rolls} extra rolls, {third_sixes} third 6s",
        started.elapsed()
    );
    assert!(kicks > 0 && thau_ma > 0 && sap_ham > 0 && lost > 0 && extra_rolls > 0);
    assert!(third_sixes > 0, "the three-sixes rule comes up");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn parsing_never_panics_on_any_text(text in "\\PC{0,80}") {
        let _ = Cangua::from_position(&text, CanguaOptions::default());
        let g = Cangua::new(CanguaOptions::default(), 1);
        let _ = g.parse_move(&text);
    }

    #[test]
    fn parsing_never_panics_on_near_positions(text in "([rbygx]=([sth][0-9]{0,3},?){0,5} ?){0,5}[rbygx ]{0,2}[-0-9+/ ]{0,6}") {
        for dice in ["1", "2"] {
            let mut options = CanguaOptions::default();
            options.set("dice", dice).expect("valid");
            if let Ok(g) = Cangua::from_position(&text, options.clone()) {
                let again = Cangua::from_position(&g.position(), options).expect("a written position reads back");
                prop_assert_eq!(again.position(), g.position());
            }
        }
    }
}
