//! Scenario tests for the text of a record (docs/records.md): what version 1 looks like,
//! how it is read back, what is tolerated, and every error of the form, each with its line
//! and field in the message.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::core::Lang;
use co_dan_gian::record::{Record, RecordError, RecordErrorKind, Start, MAX_MOVES};

/// A complete record of Cờ gánh as version 1 writes it.
const GANH: &str = "co-dan-gian record 1
game: ganh
options: forced=opening first=red repetition=on no-progress=on
seed: 7
start: standard
moves: a3-b3, e3-d3
redo: b3-c3
position: BBBBB/B...B/.R.B./R...R/RRRRR r -
players: red=person blue=hard
";

/// The error `text` gets from [`Record::parse`].
fn error(text: &str) -> RecordError {
    match Record::parse(text) {
        Err(e) => e,
        Ok(r) => panic!("{text:?} was read as {r:?}"),
    }
}

/// `GANH` with the line starting `field:` replaced by `line`.
fn with_line(field: &str, line: &str) -> String {
    GANH.lines()
        .map(|l| {
            if l.starts_with(&format!("{field}:")) {
                line
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn version_1_record_is_read_field_by_field() {
    let r = Record::parse(GANH).unwrap();
    assert_eq!(r.game, "ganh");
    let options: Vec<(&str, &str)> = r
        .options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        options,
        [
            ("forced", "opening"),
            ("first", "red"),
            ("repetition", "on"),
            ("no-progress", "on")
        ]
    );
    assert_eq!(r.seed, 7);
    assert_eq!(r.start, Start::Standard);
    assert_eq!(r.moves, ["a3-b3", "e3-d3"]);
    assert_eq!(r.redo, ["b3-c3"]);
    assert_eq!(
        r.position.as_deref(),
        Some("BBBBB/B...B/.R.B./R...R/RRRRR r -")
    );
    assert_eq!(r.extra("players"), Some("red=person blue=hard"));
}

#[test]
fn format_writes_back_the_same_text() {
    assert_eq!(Record::parse(GANH).unwrap().format(), GANH);
}

#[test]
fn set_up_start_is_the_position_string() {
    let text = with_line("start", "start: R..../...../...../...../....B r -");
    let r = Record::parse(&text).unwrap();
    assert_eq!(
        r.start,
        Start::Position("R..../...../...../...../....B r -".into())
    );
    assert!(r
        .format()
        .contains("\nstart: R..../...../...../...../....B r -\n"));
}

#[test]
fn cangua_moves_with_spaces_are_separated_by_commas() {
    let text = with_line("moves", "moves: roll 6, 6:s-t0, roll 3+5, 3:t0-t3");
    let r = Record::parse(&text).unwrap();
    assert_eq!(r.moves, ["roll 6", "6:s-t0", "roll 3+5", "3:t0-t3"]);
    assert!(r
        .format()
        .contains("\nmoves: roll 6, 6:s-t0, roll 3+5, 3:t0-t3\n"));
}

#[test]
fn order_blank_lines_comments_and_crlf_are_tolerated() {
    let text = "\u{feff}\r\n  co-dan-gian record 1\r\n# a comment\r\nmoves: a3-b3 ,e3-d3\r\n\r\nseed:7\r\ngame: ganh\r\n";
    let r = Record::parse(text).unwrap();
    assert_eq!((r.game.as_str(), r.seed), ("ganh", 7));
    assert_eq!(r.moves, ["a3-b3", "e3-d3"]);
    assert!(r.options.is_empty() && r.redo.is_empty() && r.position.is_none());
    assert_eq!(r.start, Start::Standard);
}

#[test]
fn fields_of_other_versions_are_kept_as_extras() {
    let text = format!("{GANH}clock: red=300 blue=280\nresults: red/points\n");
    let r = Record::parse(&text).unwrap();
    assert_eq!(r.extra("clock"), Some("red=300 blue=280"));
    assert_eq!(r.extra("results"), Some("red/points"));
    assert_eq!(r.format(), text);
}

#[test]
fn set_extra_refuses_core_fields_and_odd_names() {
    let mut r = Record::new("toan");
    assert!(r.set_extra("results", "red/zero"));
    assert!(r.set_extra("results", "red/zero, draw/repetition\nmoves: x"));
    assert_eq!(
        r.extra("results"),
        Some("red/zero, draw/repetition moves: x")
    );
    assert!(!r.set_extra("moves", "a1-a2"));
    assert!(!r.set_extra("Players", "x"));
    assert!(!r.set_extra("9lives", "x"));
    assert_eq!(r.extras.len(), 1);
}

#[test]
fn empty_text_is_refused() {
    let e = error(" \n\n ");
    assert_eq!(e.kind, RecordErrorKind::Empty);
    assert_eq!(e.message(Lang::En), "The record is empty.");
    assert_eq!(e.message(Lang::Vi), "Bản ghi trống.");
}

#[test]
fn text_that_is_not_a_record_is_refused() {
    let e = error("BBBBB/B...B/R...B/R...R/RRRRR r -");
    assert_eq!(e.kind, RecordErrorKind::NotARecord);
    assert_eq!(
        e.message(Lang::En),
        "This is not a game record of Cờ dân gian: its first line should be 'co-dan-gian record 1'."
    );
    assert_eq!(
        error("co-dan-gian recorder 1\n").kind,
        RecordErrorKind::NotARecord
    );
}

#[test]
fn record_of_a_newer_version_says_so() {
    let e = error("co-dan-gian record 5\ngame: ganh\nmoves:\nsomething new: ???\n");
    assert_eq!(e.kind, RecordErrorKind::NewerVersion(5));
    assert_eq!(
        e.message(Lang::En),
        "Line 1: This record was written by a newer version (5) of the app; update the app to open it."
    );
    assert_eq!(
        e.message(Lang::Vi),
        "Dòng 1: Bản ghi này được viết bởi một phiên bản mới hơn (5) của ứng dụng; hãy cập nhật ứng dụng để mở nó."
    );
}

#[test]
fn version_that_is_not_a_number_is_refused() {
    for header in [
        "co-dan-gian record",
        "co-dan-gian record 0",
        "co-dan-gian record one",
        "co-dan-gian record +1",
        "co-dan-gian record 99999999999",
    ] {
        let e = error(&format!("{header}\ngame: ganh\nmoves:\n"));
        assert_eq!(e.kind, RecordErrorKind::BadVersion, "{header}");
        assert_eq!(e.line, Some(1));
    }
}

#[test]
fn line_that_is_not_a_field_names_its_line() {
    let text = with_line("seed", "seed 7");
    let e = error(&text);
    assert_eq!(e.kind, RecordErrorKind::Syntax);
    assert_eq!(
        e.message(Lang::En),
        "Line 4: 'seed 7' is not a field: write a name, a colon and a value (e.g. 'seed: 42')."
    );
    // A move list broken over two lines is caught the same way.
    let e = error(&format!("{GANH}6:s-t0, roll 2\n"));
    assert_eq!((e.kind, e.line), (RecordErrorKind::Syntax, Some(10)));
}

#[test]
fn field_given_twice_names_both_lines() {
    let e = error(&format!("{GANH}seed: 8\n"));
    assert_eq!(e.kind, RecordErrorKind::DuplicateField);
    assert_eq!(
        e.message(Lang::En),
        "Line 10 (seed): The field 'seed' appears twice (first on line 4)."
    );
    assert_eq!(
        e.message(Lang::Vi),
        "Dòng 10 (seed): Trường 'seed' xuất hiện hai lần (lần đầu ở dòng 4)."
    );
}

#[test]
fn missing_game_or_moves_is_refused() {
    let e = error("co-dan-gian record 1\nmoves: a3-b3\n");
    assert_eq!(e.kind, RecordErrorKind::MissingField);
    assert_eq!(e.message(Lang::En), "The record has no 'game' field.");
    let e = error("co-dan-gian record 1\ngame: toan\n");
    assert_eq!(e.message(Lang::En), "The record has no 'moves' field.");
}

#[test]
fn unknown_game_is_refused_with_the_games_there_are() {
    let e = error(&with_line("game", "game: oan-quan"));
    assert_eq!(e.kind, RecordErrorKind::UnknownGame);
    // Every build knows every game by id and name (src/games/mod.rs, GAMES), the browser's
    // page modules too.
    assert_eq!(
        e.message(Lang::En),
        "Line 2 (game): Unknown game 'oan-quan': this app has ganh (Cờ gánh), toan (Cờ toán), cangua (Cờ cá ngựa), oaq (Ô ăn quan)."
    );
}

#[test]
fn options_not_written_as_key_value_are_refused() {
    let e = error(&with_line("options", "options: forced=off first"));
    assert_eq!(e.kind, RecordErrorKind::BadOption);
    assert_eq!(
        e.message(Lang::En),
        "Line 3 (options): 'first' is not an option: write key=value, e.g. 'forced=off'."
    );
    let e = error(&with_line("options", "options: forced=off forced=always"));
    assert_eq!(
        e.message(Lang::En),
        "Line 3 (options): The option 'forced' is given twice."
    );
}

#[test]
fn seed_that_is_not_a_number_is_refused() {
    for seed in ["-1", "18446744073709551616", "7.5", "0x10", "+3"] {
        let e = error(&with_line("seed", &format!("seed: {seed}")));
        assert_eq!(e.kind, RecordErrorKind::BadSeed, "{seed}");
        assert_eq!(
            e.message(Lang::En),
            format!("Line 4 (seed): The seed must be a whole number from 0 to 18446744073709551615, not '{seed}'.")
        );
    }
    assert_eq!(
        Record::parse(&with_line("seed", "seed: 18446744073709551615"))
            .unwrap()
            .seed,
        u64::MAX
    );
}

#[test]
fn empty_start_is_refused() {
    let e = error(&with_line("start", "start:"));
    assert_eq!(e.kind, RecordErrorKind::BadPosition);
    assert_eq!(
        e.message(Lang::En),
        "Line 5 (start): The 'start' field needs 'standard' or a position string."
    );
}

#[test]
fn empty_move_in_the_list_is_refused() {
    let e = error(&with_line("moves", "moves: a3-b3,, e3-d3"));
    assert_eq!(e.kind, RecordErrorKind::BadMove);
    assert_eq!(
        e.message(Lang::En),
        "Line 6 (moves): Move 2 is empty (two commas in a row, or a comma at the end?)."
    );
    let e = error(&with_line("redo", "redo: b3-c3,"));
    assert_eq!((e.line, e.field.as_deref()), (Some(7), Some("redo")));
}

#[test]
fn too_many_moves_are_refused() {
    let moves = vec!["a3-b3"; MAX_MOVES + 1].join(",");
    let e = error(&with_line("moves", &format!("moves: {moves}")));
    assert_eq!(e.kind, RecordErrorKind::TooLong);
    assert_eq!(e.line, Some(6));
}

#[test]
fn long_values_are_cut_short_in_messages() {
    let long = "x".repeat(500);
    let e = error(&with_line("game", &format!("game: {long}")));
    assert!(e
        .message(Lang::En)
        .contains(&format!("'{}…'", "x".repeat(40))));
    assert!(e.message(Lang::En).len() < 200);
}

#[test]
fn control_characters_are_refused_and_tabs_are_spaces() {
    let e = error(&with_line(
        "start",
        "start: BBBBB/B...B/R...B/R...R/RRRRR\u{0} r -",
    ));
    assert_eq!(e.kind, RecordErrorKind::Syntax);
    assert_eq!(
        e.message(Lang::En),
        "Line 5: This line holds the control character U+0000: the record is damaged, or was not saved as plain text."
    );
    let r = Record::parse(&with_line("options", "options:\tforced=off\tfirst=red")).unwrap();
    assert_eq!(
        r.options,
        [
            ("forced".to_string(), "off".to_string()),
            ("first".to_string(), "red".to_string())
        ]
    );
    let r = Record::parse(&with_line("moves", "moves: roll\t6, 6:s-t0")).unwrap();
    assert_eq!(r.moves, ["roll 6", "6:s-t0"]);
}

#[test]
fn format_writes_each_move_on_one_line_without_commas() {
    let mut record = Record::new("cangua");
    record.moves = vec![
        "roll 6".into(),
        " r:s-0,x ".into(),
        "a\tb".into(),
        "c\nd".into(),
    ];
    record.redo = vec!["roll 1".into()];
    let text = record.format();
    assert!(
        text.contains("\nmoves: roll 6, r:s-0 x, a b, c d\n"),
        "{text}"
    );
    assert!(text.contains("\nredo: roll 1\n"), "{text}");
}
