//! The level ladder (docs/ai.md, "The ladder"): each level a game offers is a step above the
//! one below it. The 200-game measurements are in docs/ai.md; here short matches at the
//! levels' own depths (no clock: the same games on every machine) catch a level that no
//! longer beats the one under it, and the budgets are checked to climb.
#![cfg(not(target_arch = "wasm32"))]

use co_dan_gian::ai::{choose, levels_of, random_move, Budget, Level, Limits, StoppedClock, Think};
use co_dan_gian::core::{Game, Outcome};
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::games::toan::Toan;

/// Plays `games` games of `upper` against `lower` (colours alternating, 4 random opening
/// plies from the game's seed) and returns (upper's wins, lower's wins).
fn duel<G: Game + co_dan_gian::ai::Think>(upper: Level, lower: Level, games: u64) -> (u32, u32) {
    let (mut up, mut down) = (0, 0);
    for g in 0..games {
        let mut game = G::new(Default::default(), g);
        for k in 0..4 {
            if let Some(mv) = random_move(&game, g * 31 + k).best {
                let _ = game.play(mv);
            }
        }
        let upper_seat = if g % 2 == 0 {
            game.to_move()
        } else {
            game.to_move().opponent()
        };
        for ply in 0..400u64 {
            if game.outcome().is_some() {
                break;
            }
            let level = if game.to_move() == upper_seat {
                upper
            } else {
                lower
            };
            let limits = Limits::depth(G::budget(level).depth);
            let Some(mv) = choose(&game, level, limits, &StoppedClock, g * 1000 + ply) else {
                break;
            };
            game.play(mv).expect("the computer plays a legal move");
        }
        match game.outcome() {
            Some(Outcome::Win(p, _)) if p == upper_seat => up += 1,
            Some(Outcome::Win(..)) => down += 1,
            _ => {}
        }
    }
    (up, down)
}

/// Adjacent offered levels below Strong (whose depth makes a match slow for a test).
fn quick_pairs(game_id: &str) -> Vec<(Level, Level)> {
    let offered = levels_of(game_id);
    offered
        .windows(2)
        .map(|w| (w[1], w[0]))
        .filter(|(upper, _)| *upper <= Level::Good)
        .collect()
}

#[test]
fn each_offered_level_beats_the_one_below_in_cờ_gánh() {
    for (upper, lower) in quick_pairs(Ganh::ID) {
        let (up, down) = duel::<Ganh>(upper, lower, 24);
        assert!(
            up > down + 2,
            "{upper} against {lower} in Cờ gánh: {up} wins, {down} losses"
        );
    }
}

#[test]
fn each_offered_level_beats_the_one_below_in_cờ_toán() {
    for (upper, lower) in quick_pairs(Toan::ID) {
        let (up, down) = duel::<Toan>(upper, lower, 24);
        assert!(
            up > down + 2,
            "{upper} against {lower} in Cờ toán: {up} wins, {down} losses"
        );
    }
}

#[test]
fn easy_beats_random_play() {
    let (up, down) = duel::<Ganh>(Level::Easy, Level::Random, 24);
    assert!(up >= 22, "Cờ gánh: Easy {up} – random {down}");
    let (up, down) = duel::<Toan>(Level::Easy, Level::Random, 24);
    assert!(up >= 22, "Cờ toán: Easy {up} – random {down}");
}

#[test]
fn beginner_stands_between_random_play_and_easy() {
    // Its steps are measured over 200 games in docs/ai.md ("The ladder"); here 24 games each
    // catch a beginner that plays at random (no better than random play) or as well as Easy.
    let (up, down) = duel::<Ganh>(Level::Beginner, Level::Random, 24);
    assert!(up > down + 4, "Cờ gánh: beginner {up} – random {down}");
    let (up, down) = duel::<Ganh>(Level::Easy, Level::Beginner, 24);
    assert!(up > down + 4, "Cờ gánh: Easy {up} – beginner {down}");
    let (up, down) = duel::<Toan>(Level::Beginner, Level::Random, 24);
    assert!(up > down + 4, "Cờ toán: beginner {up} – random {down}");
    let (up, down) = duel::<Toan>(Level::Easy, Level::Beginner, 24);
    assert!(up > down + 4, "Cờ toán: Easy {up} – beginner {down}");
}

/// Every registered game's id and levels' budgets.
fn every_games_budgets() -> Vec<(&'static str, [Budget; 8])> {
    struct Budgets;
    impl Budgets {
        fn visit<G: Think>(self) -> [Budget; 8] {
            G::BUDGETS
        }
    }
    co_dan_gian::games::GAMES
        .iter()
        .map(|g| (g.id, co_dan_gian::visit_game!(g.id, Budgets).unwrap()))
        .collect()
}

#[test]
fn an_unknown_game_offers_no_level() {
    assert!(levels_of("chess").is_empty());
}

#[test]
fn beginner_never_looks_two_moves_ahead() {
    for (game, budgets) in every_games_budgets() {
        let b = budgets[Level::Beginner.index()];
        assert_eq!(b.depth, 1, "{game}");
        assert!(
            b.attention_percent < 100,
            "{game}: the beginner looks at every move"
        );
        assert_eq!(
            budgets[Level::Easy.index()].attention_percent,
            100,
            "{game}"
        );
    }
}

#[test]
fn budgets_climb_the_ladder() {
    for (game, budgets) in every_games_budgets() {
        let offered = levels_of(game);
        assert_eq!(offered.first(), Some(&Level::Beginner), "{game}");
        assert_eq!(offered.last(), Some(&Level::Hard), "{game}");
        // Above the beginner (who looks at only some of its moves), each level spends more.
        for w in offered[1..].windows(2) {
            let (lo, hi) = (budgets[w[0].index()], budgets[w[1].index()]);
            assert!(w[0] < w[1], "{game}: offered weakest first");
            assert!(
                hi.depth >= lo.depth,
                "{game}: {} is not shallower than {}",
                w[1],
                w[0]
            );
            assert!(
                hi.time_ms >= lo.time_ms,
                "{game}: {} has no less time than {}",
                w[1],
                w[0]
            );
            assert!(
                hi.noise <= lo.noise,
                "{game}: {} has no more noise than {}",
                w[1],
                w[0]
            );
            assert!(
                (hi.depth, -hi.noise) != (lo.depth, -lo.noise) || hi.time_ms > lo.time_ms,
                "{game}: {} differs from {}",
                w[1],
                w[0]
            );
        }
    }
}
