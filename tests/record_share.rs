//! Scenario tests for share links and the autosave envelope (docs/records.md): a record
//! survives both exactly, and a damaged link or saved game is reported as damaged, naming
//! the game, instead of being loaded as something else. Also the text of the `players` and
//! `results` fields.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::core::{EndReason, Game, Lang, Outcome, Player, Session};
use co_dan_gian::games::cangua::{Cangua, CanguaOptions, Move};
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::games::toan::{Toan, ToanMatch, ToanOptions};
use co_dan_gian::record::{
    format_outcomes, format_players, from_fragment, from_session, parse_outcomes, parse_players,
    seal, to_fragment, to_session, unseal, Record, RecordErrorKind, MAX_LINK_BYTES, MAX_LINK_PLIES,
};

/// A record of a Cờ cá ngựa game of `plies` plies from seed 5, the seeded dice rolled.
fn cangua_record(plies: usize) -> Record {
    let mut s = Session::new(Cangua::new(Default::default(), 5));
    for i in 0..plies {
        let g = s.game();
        let moves = g.legal_moves();
        let Some(&first) = moves.first() else { break };
        let mv = if matches!(first, Move::Roll(_)) {
            Move::Roll(g.next_roll())
        } else {
            moves[i % moves.len()]
        };
        s.play(mv).unwrap();
    }
    s.undo();
    from_session(&s, 5, &[("players", "red=person yellow=hard")])
}

/// A short record of Cờ gánh.
fn ganh_record() -> Record {
    let mut s = Session::new(Ganh::new(Default::default(), 0));
    for text in ["a3-b3", "e3-d3", "b3-c3"] {
        let mv = s.game().parse_move(text).unwrap();
        s.play(mv).unwrap();
    }
    s.undo();
    from_session(&s, 0, &[])
}

#[test]
fn fragment_round_trip_of_each_game() {
    let toan = from_session(&Session::new(Toan::new(ToanOptions::default(), 1)), 1, &[]);
    for record in [ganh_record(), toan, cangua_record(300)] {
        let fragment = to_fragment(&record);
        assert_eq!(from_fragment(&fragment).unwrap(), record);
        assert_eq!(from_fragment(&format!("#{fragment}\n")).unwrap(), record);
    }
}

#[test]
fn fragment_is_url_safe_and_short() {
    let record = cangua_record(600);
    let fragment = to_fragment(&record);
    assert!(fragment.starts_with('1'));
    // Nothing a URL's fragment would change or cut: no space, '#', '?', '&', '%' alone.
    assert!(
        fragment
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~,:=/+()!*'@;$%".contains(&b)),
        "{fragment}"
    );
    let text = record.format();
    assert!(
        fragment.len() < text.len() * 11 / 10 + 20,
        "{} vs {}",
        fragment.len(),
        text.len()
    );
    let back: Session<Cangua> = to_session(&from_fragment(&fragment).unwrap()).unwrap();
    assert_eq!(
        from_session(&back, 5, &[("players", "red=person yellow=hard")]),
        record
    );
}

#[test]
fn damaged_fragment_is_reported_as_damaged() {
    let fragment = to_fragment(&ganh_record());
    let cut = &fragment[..fragment.len() - 3];
    let mut changed: Vec<char> = fragment.chars().collect();
    let mid = changed.len() / 2;
    changed[mid] = if changed[mid] == 'A' { 'B' } else { 'A' };
    let changed: String = changed.into_iter().collect();
    for bad in [
        cut,
        changed.as_str(),
        &format!("{fragment}%20"),
        "1",
        "1!!!!",
    ] {
        let e = from_fragment(bad).unwrap_err();
        assert_eq!(e.kind, RecordErrorKind::Damaged, "{bad}");
        assert_eq!(
            e.message(Lang::En),
            "The share link is damaged: characters are missing or changed.",
            "{bad}"
        );
        assert_eq!(
            e.message(Lang::Vi),
            "Liên kết chia sẻ bị hỏng: có ký tự bị mất hoặc bị đổi."
        );
    }
    assert_eq!(
        from_fragment("").unwrap_err().message(Lang::En),
        "The share link is damaged: it holds no game."
    );
    assert_eq!(
        from_fragment("2abc").unwrap_err().message(Lang::En),
        "The share link is damaged: it is not a game link of this version (it may be from a newer version)."
    );
}

#[test]
fn fragment_holding_a_newer_record_says_so() {
    // A payload made the way the link format says, around a record of version 3: FNV-1a of
    // the text in 16 hex digits, then the text with spaces as '_' and line breaks as '~'.
    let text = ganh_record().format().replacen("record 1", "record 3", 1);
    assert!(text
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b" \n-.,:=/+".contains(&b)));
    let fragment = payload(&text);
    let e = from_fragment(&fragment).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::NewerVersion(3));
    assert_eq!(
        e.message(Lang::En),
        "Line 1: This record was written by a newer version (3) of the app; update the app to open it."
    );
}

#[test]
fn saved_game_round_trip_of_each_game() {
    let toan = from_session(&Session::new(Toan::new(ToanOptions::default(), 1)), 1, &[]);
    for record in [ganh_record(), toan, cangua_record(200)] {
        let stored = seal(&record);
        assert!(stored.starts_with("co-dan-gian saved 1 "));
        assert_eq!(unseal(&record.game, &stored).unwrap(), record);
    }
}

#[test]
fn saved_game_cut_short_is_damaged() {
    let stored = seal(&ganh_record());
    let e = unseal("ganh", &stored[..stored.len() - 10]).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::Damaged);
    assert_eq!(
        e.message(Lang::En),
        "The saved game for Cờ gánh is damaged: it was cut short."
    );
    assert_eq!(
        e.message(Lang::Vi),
        "Ván Cờ gánh đã lưu bị hỏng: nó bị cắt cụt."
    );
}

#[test]
fn saved_game_with_a_changed_character_is_damaged() {
    let stored = seal(&ganh_record()).replace("a3-b3", "a3-b4");
    let e = unseal("ganh", &stored).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "The saved game for Cờ gánh is damaged: its contents do not match their checksum (changed or garbled)."
    );
}

#[test]
fn saved_game_that_is_garbage_is_damaged() {
    for garbage in [
        "{\"moves\":[]}",
        "co-dan-gian saved 1 12 zz\nxx",
        "\u{0}\u{1}",
        "co-dan-gian record 1\ngame: ganh\nmoves:\n",
    ] {
        let e = unseal("toan", garbage).unwrap_err();
        assert_eq!(e.kind, RecordErrorKind::Damaged, "{garbage:?}");
        assert!(
            e.message(Lang::En)
                .starts_with("The saved game for Cờ toán is damaged: "),
            "{e}"
        );
    }
    assert_eq!(
        unseal("cangua", "").unwrap_err().message(Lang::En),
        "The saved game for Cờ cá ngựa is damaged: it is empty."
    );
    let stored = format!("{}more", seal(&ganh_record()));
    assert_eq!(
        unseal("ganh", &stored).unwrap_err().message(Lang::En),
        "The saved game for Cờ gánh is damaged: it has stray text at its end."
    );
}

#[test]
fn saved_game_of_a_newer_version_says_so() {
    let stored = seal(&ganh_record()).replacen("saved 1", "saved 4", 1);
    let e = unseal("ganh", &stored).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::NewerVersion(4));
    assert_eq!(
        e.message(Lang::En),
        "The saved game for Cờ gánh was written by a newer version (4) of the app; update the app to open it."
    );
}

#[test]
fn saved_game_holding_another_game_is_refused() {
    let stored = seal(&ganh_record());
    let e = unseal("toan", &stored).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::WrongGame);
    assert_eq!(
        e.message(Lang::En),
        "Line 2 (game): The saved game for Cờ toán holds a game of Cờ gánh instead."
    );
}

#[test]
fn saved_record_that_does_not_parse_names_the_saved_game() {
    let mut record = ganh_record();
    record.options.push(("forced".into(), "off".into()));
    let stored = seal(&record);
    let e = unseal("ganh", &stored).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::BadOption);
    assert_eq!(
        e.message(Lang::En),
        "Line 3 (options): The saved game for Cờ gánh: The option 'forced' is given twice."
    );
}

#[test]
fn players_field_round_trip_and_errors() {
    let seats = [(Player::Red, "person"), (Player::Blue, "hard")];
    let text = format_players(&seats);
    assert_eq!(text, "red=person blue=hard");
    assert_eq!(
        parse_players(&text).unwrap(),
        [
            (Player::Red, "person".to_string()),
            (Player::Blue, "hard".to_string())
        ]
    );
    assert_eq!(
        format_players(&[(Player::Green, "Bob Smith")]),
        "green=unknown"
    );
    let e = parse_players("red=person  purple=easy").unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "'purple=easy' is not 'seat=player' (e.g. 'red=person', 'blue=hard'). (at character 13)"
    );
    assert_eq!(
        parse_players("red=a red=b").unwrap_err().message(Lang::En),
        "Red is listed twice. (at character 7)"
    );
}

#[test]
fn results_field_rebuilds_a_toan_match() {
    let options = ToanOptions {
        match_games: 5,
        ..Default::default()
    };
    let mut played = ToanMatch::new(options.clone(), 0);
    let results = [
        Outcome::Win(Player::Red, EndReason::PointTarget),
        Outcome::Draw(EndReason::Repetition),
    ];
    for o in &results {
        played.record_game(o.clone()).unwrap();
    }
    let text = format_outcomes(played.results());
    assert_eq!(text, "red/points, draw/repetition");
    let mut back = ToanMatch::new(options, 0);
    for o in parse_outcomes(&text).unwrap() {
        back.record_game(o).unwrap();
    }
    assert_eq!(back, played);
    assert_eq!(back.next_game().unwrap().to_move(), Player::Red);
    let places = [
        Outcome::Places(vec![Player::Yellow, Player::Red]),
        Outcome::Win(Player::Blue, EndReason::ZeroCaptured),
    ];
    assert_eq!(parse_outcomes(&format_outcomes(&places)).unwrap(), places);
    assert_eq!(parse_outcomes(" ").unwrap(), []);
    let e = parse_outcomes("red/points, blue/checkmate").unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "'blue/checkmate' is not the result of a game (e.g. 'red/points', 'draw/repetition'). (at character 13)"
    );
}

/// A payload made the way the link format says (docs/records.md) around `text`: FNV-1a of
/// the text in 16 hex digits, then the text with spaces as '_' and line breaks as '~'.
fn payload(text: &str) -> String {
    let check = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("1{check:016x}{}", text.replace(' ', "_").replace('\n', "~"))
}

/// Per ply, a link costs at most 12 bytes: 10,000 plies fit well inside the byte limit.
const _: () = assert!(12 * MAX_LINK_PLIES < MAX_LINK_BYTES);

/// A record of Cờ gánh whose two players shuffle a piece back and forth for `plies` plies
/// (legal with the repetition and no-progress rules off).
fn shuffle_text(plies: usize, moves_name: &str) -> String {
    let cycle = ["a3-b3", "e3-d3", "b3-a3", "d3-e3"];
    let moves: Vec<&str> = (0..plies).map(|i| cycle[i % 4]).collect();
    format!(
        "co-dan-gian record 1\ngame: ganh\noptions: repetition=off no-progress=off\n{moves_name}: {}\n",
        moves.join(", ")
    )
}

/// The first `plies` plies of a long 4-player game of Cờ cá ngựa (seed 297, which runs to
/// 4,444 plies, each seat taking its moves in turn from a fixed rotation).
fn long_cangua_record(plies: usize) -> Record {
    let options = CanguaOptions {
        players: Player::ALL.to_vec(),
        ..Default::default()
    };
    let mut s = Session::new(Cangua::new(options, 297));
    for i in 0..plies {
        let g = s.game();
        let moves = g.legal_moves();
        let Some(&first) = moves.first() else { break };
        let mv = if matches!(first, Move::Roll(_)) {
            Move::Roll(g.next_roll())
        } else {
            moves[(i * 7 + 3) % moves.len()]
        };
        s.play(mv).unwrap();
    }
    from_session(
        &s,
        297,
        &[(
            "players",
            "red=person blue=person yellow=person green=person",
        )],
    )
}

#[test]
fn links_of_the_longest_real_games_are_far_below_the_limits() {
    let record = long_cangua_record(4_000);
    assert_eq!(record.moves.len(), 4_000);
    let fragment = to_fragment(&record);
    // Per ply, a link costs at most 12 bytes: 10,000 plies fit well inside the byte limit.
    assert!(fragment.len() < 12 * 4_000 + 500, "{}", fragment.len());
    assert_eq!(from_fragment(&fragment).unwrap(), record);
    // The end-to-end test of a long link (tests/e2e/links.test.mjs) opens this one.
    if let Ok(path) = std::env::var("CDG_LONG_LINK") {
        std::fs::write(path, &fragment).unwrap();
    }
    // A link at the move limit opens.
    let at_limit = from_fragment(&payload(&shuffle_text(MAX_LINK_PLIES, "moves"))).unwrap();
    assert_eq!(at_limit.moves.len(), MAX_LINK_PLIES);
}

#[test]
fn a_link_of_too_many_moves_is_refused_before_it_is_read() {
    let over = payload(&shuffle_text(MAX_LINK_PLIES + 1, "moves"));
    let e = from_fragment(&over).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::TooLong);
    assert_eq!(
        e.message(Lang::En),
        "The share link is too long (10001 moves; at most 10000): no real game is that long."
    );
    assert_eq!(
        e.message(Lang::Vi),
        "Liên kết chia sẻ quá dài (10001 nước đi; tối đa 10000): không ván cờ thật nào dài như vậy."
    );
    // 20,000 moves with a wrong checksum: the count comes first, so it is the answer.
    let mut hostile = payload(&shuffle_text(20_000, "moves"));
    hostile.replace_range(1..17, "0000000000000000");
    let e = from_fragment(&hostile).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::TooLong, "{e}");
    assert!(e.message(Lang::En).contains("20000 moves"), "{e}");
    // 100,000 moves (700 kB) are refused by their length alone.
    let e = from_fragment(&payload(&shuffle_text(100_000, "moves"))).unwrap_err();
    assert!(e.message(Lang::En).contains("characters; at most"), "{e}");
    // Moves in effect and undone count together.
    let text = shuffle_text(6_000, "moves") + shuffle_text(6_000, "redo").lines().nth(3).unwrap();
    let e = from_fragment(&payload(&text)).unwrap_err();
    assert!(e.message(Lang::En).contains("12000 moves"), "{e}");
    // A moves line written with a space before its colon is read, then refused all the same.
    let odd = shuffle_text(MAX_LINK_PLIES + 1, "moves ");
    let e = from_fragment(&payload(&odd)).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::TooLong, "{e}");
}

#[test]
fn a_link_longer_than_the_limit_is_refused_by_its_length() {
    let long = format!("1{}{}", "0".repeat(16), "a".repeat(MAX_LINK_BYTES));
    let e = from_fragment(&long).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::TooLong);
    assert_eq!(
        e.message(Lang::En),
        format!(
            "The share link is too long ({} characters; at most {MAX_LINK_BYTES}): no real game is that long.",
            MAX_LINK_BYTES + 16
        )
    );
}

#[test]
fn points_field_rebuilds_an_all_n_match_decided_on_points() {
    use co_dan_gian::record::{format_points, parse_points};
    let options = ToanOptions {
        match_games: 3,
        match_all: true,
        ..Default::default()
    };
    let mut played = ToanMatch::new(options.clone(), 0);
    let games = [
        (Outcome::Win(Player::Red, EndReason::PointTarget), [20, 3]),
        (Outcome::Win(Player::Blue, EndReason::PointTarget), [19, 20]),
        (Outcome::Draw(EndReason::NoProgress), [4, 4]),
    ];
    for (o, p) in &games {
        played.record_scored(o.clone(), *p).unwrap();
    }
    assert_eq!(played.winner(), Some(Player::Red), "43 points to 27");
    let (results, points) = (
        format_outcomes(played.results()),
        format_points(played.points()),
    );
    assert_eq!(points, "20-3, 19-20, 4-4");
    let mut back = ToanMatch::new(options, 0);
    for (o, p) in parse_outcomes(&results)
        .unwrap()
        .into_iter()
        .zip(parse_points(&points).unwrap())
    {
        back.record_scored(o, p).unwrap();
    }
    assert_eq!(back, played);
    assert_eq!(parse_points("").unwrap(), Vec::<[u32; 2]>::new());
    assert_eq!(
        parse_points("20-3, 19:20").unwrap_err().message(Lang::En),
        "'19:20' is not the score of a game (e.g. '20-12': Red's points, then Blue's). (at character 7)"
    );
    assert!(parse_points("-1-2").is_err() && parse_points("+1-2").is_err());
}
