//! The Cờ cá ngựa screen's logic on the shared table, without a browser: a roll and a move,
//! the panel's prompt and what happened, a notice, the hint, the screen settings (automatic
//! moves, real dice), four players' move list kept move by move, and records.

use crate::table_common;

use co_dan_gian::core::{Game, GameOptions, Lang, Player};
use co_dan_gian::games::cangua::{Cangua, CanguaOptions, Dice, Move, Place};
use co_dan_gian::record::Record;
use co_dan_gian::table::cangua::tap::{self, Touch};
use co_dan_gian::table::cangua::{CanguaTable, CanguaWords, AUTO, REAL_DICE};
use co_dan_gian::table::{record_words, Course, Table};

fn table(players: &str) -> CanguaTable {
    let mut o = CanguaOptions::default();
    o.set("players", players).unwrap();
    Table::new(CanguaWords::default(), Cangua::new(o, 7), 7)
}

fn message(t: &CanguaTable, lang: Lang) -> String {
    t.status(lang).message.unwrap_or_default()
}

#[test]
fn a_six_brings_a_horse_out_and_the_panel_says_what_to_do() {
    let mut t = table("r,b,y,g");
    let who = t.game().to_move();
    assert!(message(&t, Lang::En).ends_with(&format!("{} to roll.", who.name_en())));
    t.play_text("roll 6", Lang::En).unwrap();
    assert!(
        message(&t, Lang::En).contains("rolled 6: pick a horse."),
        "{}",
        message(&t, Lang::En)
    );
    let out = t.moves_from(Place::Stable);
    assert!(!out.is_empty(), "a 6 brings a horse out");
    t.select(Some(Place::Stable));
    assert!(!t.targets().is_empty());
    let played = t.choose(out[0]).expect("the horse comes out");
    assert_eq!(played.report.player, who);
    assert_eq!(t.selected(), None);
    let m = message(&t, Lang::Vi);
    assert!(m.contains("Được gieo tiếp"), "{m}");
    let s = t.status(Lang::Vi);
    assert_eq!(s.lines.len(), 1, "a roll and its move share a line");
    assert!(
        s.moves.last().unwrap().contains("gieo 6 — ra quân"),
        "{:?}",
        s.moves.last()
    );
}

#[test]
fn a_notice_leads_the_message_until_the_next_tap_and_the_hint_too() {
    let mut t = table("r,y");
    t.set_notice(Some(co_dan_gian::core::Text::new(
        "Hãy gieo xúc xắc trước.",
        "Roll the dice first.",
    )));
    assert!(message(&t, Lang::En).starts_with("Roll the dice first. "));
    t.quiet();
    assert!(!message(&t, Lang::En).contains("Roll the dice first."));
    t.play_text("roll 6", Lang::En).unwrap();
    let step = t.legal_texts().remove(0);
    assert!(t.show_hint(&step));
    assert_eq!(t.selected(), Some(Place::Stable));
    assert!(message(&t, Lang::Vi).starts_with(&format!("Gợi ý: {step} ")));
    assert!(message(&t, Lang::En).starts_with(&format!("Hint: {step} ")));
    t.play_text(&step, Lang::En).unwrap();
    assert_eq!(t.hint(), None);
}

#[test]
fn the_screen_settings_are_checked_kept_in_the_record_and_read_back() {
    let mut t = table("r,y");
    let v = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
    let err = t
        .apply_options(&v(AUTO, "maybe"), 3, Lang::En, |_| false)
        .unwrap_err();
    assert_eq!(err, "auto: The value must be on or off.");
    let err = t
        .apply_options(&v("first", "green"), 3, Lang::En, |_| false)
        .unwrap_err();
    assert!(!err.is_empty());
    assert_eq!(
        t.game().seats(),
        &[Player::Red, Player::Yellow],
        "untouched"
    );
    t.play_text("roll 3", Lang::En).unwrap();
    t.apply_options(&v(REAL_DICE, "on"), 3, Lang::En, |_| false)
        .unwrap();
    assert_eq!(t.plies(), 1, "a screen setting keeps the game");
    assert_eq!(t.prefs().get(REAL_DICE), Some(true));
    let record = t.record(&[], |_| false);
    assert_eq!(record.extra("view"), Some("auto=on real-dice=on"));
    let mut other = table("r,b,y,g");
    other.load_record(&record).unwrap();
    assert_eq!(other.prefs().get(REAL_DICE), Some(true));
    assert!(
        other.p.auto_hold,
        "a game just opened does not move by itself"
    );
    other.new_game(5);
    assert!(!other.p.auto_hold);
    assert_eq!(other.game().seats(), &[Player::Red, Player::Yellow]);
}

#[test]
fn undo_keeps_the_list_and_recalls_the_last_roll() {
    let mut t = table("r,b,y,g");
    let rolls: Vec<Move> = (0..4).map(|_| Move::Roll(Dice::one(2).unwrap())).collect();
    for mv in rolls {
        if t.game().is_legal(mv) {
            t.choose(mv);
        }
    }
    let plies = t.plies();
    assert!(plies > 0);
    let lines = t.status(Lang::Vi).lines;
    t.undo();
    assert_eq!(t.status(Lang::Vi).lines, lines, "undone moves stay listed");
    let last = t.last().cloned();
    t.go_to(0);
    assert!(t.last().is_none());
    t.go_to(plies - 1);
    assert_eq!(format!("{:?}", t.last()), format!("{last:?}"));
    t.redo();
    assert_eq!(t.ply(), plies);
}

#[test]
fn the_move_list_of_a_long_four_player_game_kept_move_by_move_equals_a_rebuilt_one() {
    let mut t = table("r,b,y,g");
    table_common::random_walk(&mut t, 900, 13);
}

#[test]
fn a_record_opens_as_the_same_table() {
    let mut t = table("r,b,y");
    table_common::random_walk(&mut t, 300, 5);
    table_common::round_trip(&t, &mut table("r,y"));
}

#[test]
fn a_roll_from_another_device_must_show_the_games_own_dice() {
    let mut t = table("r,b,y,g");
    for _ in 0..20 {
        let fair = format!("roll {}", t.game().next_roll());
        let others: Vec<String> = (1..=6)
            .map(|n| format!("roll {n}"))
            .filter(|r| *r != fair)
            .collect();
        assert!(t.fair_text(&fair), "{fair} is the seeded roll");
        for r in &others {
            assert!(!t.fair_text(r), "{r} is not the seeded roll ({fair})");
        }
        t.play_text(&fair, Lang::En).unwrap();
        // Moves that are not rolls are never refused for their dice.
        if let Some(mv) = t.legal_texts().into_iter().find(|m| !m.starts_with("roll")) {
            assert!(t.fair_text(&mv));
            t.play_text(&mv, Lang::En).unwrap();
        }
    }
}

#[test]
fn a_roll_and_a_horse_are_heard_with_what_they_did_at_once() {
    let mut t = table("r,b");
    let who = t.game().to_move();
    let name = who.name_vi();
    t.play_text("roll 3", Lang::En).unwrap();
    let said = t.take_said();
    // Nothing can leave the stable on a 3: the roll is lost, and that is heard with it.
    assert_eq!(
        said.heard,
        vec![format!("{name}: gieo 3: không đi được, mất lượt")]
    );
    assert_eq!(said.banner, vec!["Không đi được — mất lượt".to_string()]);
    let next = t.game().to_move();
    t.play_text("roll 6", Lang::En).unwrap();
    let said = t.take_said();
    assert_eq!(said.heard, vec![format!("{}: gieo 6", next.name_vi())]);
}

#[test]
fn a_records_moves_are_worded_as_the_move_list_words_them() {
    let mut t = table("r,b");
    t.play_text("roll 6", Lang::En).unwrap();
    let out = t.moves_from(Place::Stable);
    t.choose(out[0]).unwrap();
    let mut record = t.record(&[], |_| false);
    (record.position, record.redo) = (None, Vec::new());
    // The game's own moves: a roll, then the horse brought out.
    let said = record_words(&record, Lang::Vi).unwrap();
    assert_eq!(said, ["gieo 6", "ra quân"]);
    assert_eq!(
        record_words(&record, Lang::En).unwrap()[1],
        "brings a horse out"
    );
    // A line after them, and a move that is not legal there refused by its number.
    record.moves.push("roll 3".into());
    assert_eq!(record_words(&record, Lang::Vi).unwrap().len(), 3);
    record.moves.push("9:s-t0".into());
    let e = record_words(&record, Lang::En).unwrap_err().sentence().en;
    assert!(e.contains("4"), "{e}");
    // Records of the other games are worded by their own presenters.
    let mut ganh = Record::new("ganh");
    ganh.moves = vec!["a3-b3".into(), "e3-d3".into()];
    assert_eq!(record_words(&ganh, Lang::Vi).unwrap(), ["a3-b3", "e3-d3"]);
}

/// A table of two players whose first roll is `first` (one die), with Red to move.
fn rolled(first: &str) -> CanguaTable {
    let mut t = table("r,y");
    assert_eq!(t.game().to_move(), Player::Red, "seed 7 lets Red start");
    t.play_text(first, Lang::En).unwrap();
    t
}

#[test]
fn a_tap_on_a_horse_before_the_roll_asks_for_the_roll() {
    let mut t = table("r,y");
    assert!(tap::touch(&mut t, Touch::Horse(Place::Stable)).is_none());
    assert!(message(&t, Lang::En).starts_with("Roll the dice first. "));
    t.quiet();
    assert!(tap::touch(&mut t, Touch::Other).is_none());
    assert!(!message(&t, Lang::En).contains("Roll the dice first."));
}

#[test]
fn a_horse_with_one_move_goes_at_once_and_one_with_none_says_so() {
    let mut t = rolled("roll 6");
    let played = tap::touch(&mut t, Touch::Horse(Place::Stable)).expect("the only move out plays");
    assert_eq!(played.report.player, Player::Red);
    assert!(t
        .game()
        .horses(Player::Red)
        .iter()
        .any(|p| *p != Place::Stable));
    // The six rolls again: a 2 moves the horse out, not one still in the stable.
    t.play_text("roll 2", Lang::En).unwrap();
    assert!(tap::touch(&mut t, Touch::Horse(Place::Stable)).is_none());
    assert!(message(&t, Lang::En).starts_with("This horse cannot move with this roll. "));
    assert_eq!(t.selected(), None);
}

#[test]
fn a_horse_with_several_moves_is_picked_up_put_down_and_moved_by_a_lit_cell() {
    let mut o = CanguaOptions::default();
    o.set("players", "r,y").unwrap();
    o.set("dice", "2").unwrap();
    let mut t = Table::new(CanguaWords::default(), Cangua::new(o, 7), 7);
    let red = t.game().to_move();
    // Two sixes bring a horse out, and roll again; then 3 and 4 move it by 3, 4 or 7.
    t.play_text("roll 6+6", Lang::En).unwrap();
    let out = t.moves_from(Place::Stable);
    t.choose(out[0]).expect("a horse comes out");
    while t.game().to_move() == red && t.moves_from(Place::Stable).len() == 1 {
        let out = t.moves_from(Place::Stable);
        t.choose(out[0]).expect("another horse comes out");
    }
    assert_eq!(t.game().to_move(), red, "two sixes roll again");
    t.play_text("roll 3+4", Lang::En).unwrap();
    let horse = *t
        .game()
        .horses(red)
        .iter()
        .find(|p| t.moves_from(**p).len() > 1)
        .expect("a horse out with a choice of moves");
    assert!(tap::touch(&mut t, Touch::Horse(horse)).is_none());
    assert_eq!(t.selected(), Some(horse), "picked up");
    assert!(tap::touch(&mut t, Touch::Horse(horse)).is_none());
    assert_eq!(t.selected(), None, "tapped again: put down");
    tap::touch(&mut t, Touch::Horse(horse));
    let mv = t.moves_from(horse)[0];
    assert!(
        tap::touch(&mut t, Touch::Target(mv)).is_some(),
        "a lit cell plays its move"
    );
}

#[test]
fn another_players_horse_is_not_picked_up() {
    let mut t = rolled("roll 6");
    assert!(tap::touch(&mut t, Touch::Other).is_none());
    assert!(message(&t, Lang::En).starts_with("Pick a horse of the player to move. "));
    assert!(tap::touch(&mut t, Touch::Nothing).is_none());
    assert_eq!(t.selected(), None);
}

#[test]
fn a_die_plays_the_one_move_that_uses_it_or_says_why_not() {
    let mut t = rolled("roll 6");
    assert!(tap::touch_die(&mut t, 5).is_none(), "a value not rolled");
    assert!(message(&t, Lang::En).starts_with("No horse can move with this value. "));
    assert!(
        tap::touch_die(&mut t, 6).is_some(),
        "the six brings the only horse out"
    );
}

#[test]
fn the_only_move_plays_by_itself_unless_held_back() {
    let mut t = rolled("roll 6");
    let only = tap::auto_move(&t, false).expect("one move: out of the stable");
    assert_eq!(
        tap::auto_move(&t, true),
        None,
        "not while the board asks the person"
    );
    let auto = |on: &str| vec![(AUTO.to_string(), on.to_string())];
    t.apply_options(&auto("off"), 3, Lang::En, |_| false)
        .unwrap();
    assert_eq!(tap::auto_move(&t, false), None, "not with the setting off");
    t.apply_options(&auto("on"), 3, Lang::En, |_| false)
        .unwrap();
    t.choose(only).unwrap();
    t.undo();
    assert_eq!(
        tap::auto_move(&t, false),
        None,
        "undone moves wait for Redo"
    );
    t.redo();
    t.play_text("roll 3", Lang::En).unwrap();
    assert_eq!(
        tap::auto_move(&t, false),
        None,
        "after Undo, not before the person acts"
    );
    t.undo();
    assert!(tap::roll_with(&mut t, Dice::one(3).unwrap()).is_some());
    assert!(
        tap::auto_move(&t, false).is_some(),
        "a roll of the person's lets it play again"
    );
    t.p.history_moved();
    assert_eq!(
        tap::auto_move(&t, false),
        None,
        "a jump in the history waits for the person"
    );
}
