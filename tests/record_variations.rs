//! Variations kept in a record (the analysis board's branches, `variation-N` fields): they
//! are written and read back, replayed by the game's own rules, and a malformed or illegal
//! one is refused with its line, its field and the move.

use co_dan_gian::core::Lang;
use co_dan_gian::games::{ganh::Ganh, toan::Toan};
use co_dan_gian::record::{
    check_variations, read_variations, to_session, write_variations, Record, Variation,
    MAX_VARIATIONS,
};

fn main_line() -> Record {
    let mut r = Record::new("ganh");
    r.moves = ["a3-b3", "e3-d3", "b3-c3"].map(String::from).to_vec();
    r
}

#[test]
fn variations_are_written_read_back_and_replayed() {
    let mut r = main_line();
    let vars = vec![
        Variation {
            at: 0,
            moves: vec!["a2-b2".into(), "e3-d3".into()],
        },
        Variation {
            at: 2,
            moves: vec!["b3-b4".into()],
        },
    ];
    write_variations(&mut r, &vars);
    let text = r.format();
    assert!(
        text.contains("variation-1: 0: a2-b2, e3-d3\nvariation-2: 2: b3-b4\n"),
        "{text}"
    );
    let back = Record::parse(&text).unwrap();
    assert_eq!(read_variations(&back).unwrap(), vars);
    check_variations::<Ganh>(&back, &vars).unwrap();
    // The main line is what it was; the game loads as before.
    assert_eq!(to_session::<Ganh>(&back).unwrap().moves().len(), 3);
    // Written again with fewer: the old fields go.
    let mut again = back.clone();
    write_variations(&mut again, &vars[1..]);
    assert_eq!(read_variations(&again).unwrap(), vars[1..]);
    assert!(!again.format().contains("variation-2"));
}

#[test]
fn a_bad_variation_is_refused_with_its_place() {
    let bad = |value: &str| {
        let mut r = main_line();
        r.set_extra("variation-1", value);
        let r = Record::parse(&r.format()).unwrap();
        read_variations(&r)
            .and_then(|v| check_variations::<Ganh>(&r, &v))
            .unwrap_err()
    };
    let e = bad("a2-b2");
    assert_eq!((e.line, e.field.as_deref()), (Some(8), Some("variation-1")));
    assert!(
        e.message(Lang::En).contains("Expected 'AT: MOVE"),
        "{}",
        e.message(Lang::En)
    );
    let e = bad("9: a2-b2");
    assert!(
        e.message(Lang::En)
            .contains("branches after 9 moves, but the main line has 3"),
        "{}",
        e.message(Lang::En)
    );
    assert!(e.message(Lang::Vi).contains("ván chính chỉ có 3 nước"));
    let e = bad("1:");
    assert!(e.message(Lang::En).contains("no moves"));
    let e = bad("1: e3-d3, a3-a4");
    let m = e.message(Lang::En);
    assert!(
        m.starts_with("Line 8 (variation-1): Move 2 of the variation, a3-a4, cannot be played"),
        "{m}"
    );
    let e = bad("0: zz");
    assert!(e.message(Lang::En).contains("Move 1 of the variation, zz"));
}

#[test]
fn at_most_a_hundred_variations() {
    let mut r = Record::new("toan");
    let many: Vec<Variation> = (0..=MAX_VARIATIONS)
        .map(|_| Variation {
            at: 0,
            moves: vec!["x".into()],
        })
        .collect();
    write_variations(&mut r, &many);
    assert_eq!(read_variations(&r).unwrap().len(), MAX_VARIATIONS);
    r.set_extra("variation-101", "0: x");
    assert!(read_variations(&r)
        .unwrap_err()
        .message(Lang::En)
        .contains("at most 100"));
    assert!(check_variations::<Toan>(&r, &read_variations(&main_line()).unwrap()).is_ok());
}

/// The analysis board's tree round-trips through a record: branches, branches of branches
/// and the main line come back as they were (the same paths from the start).
#[test]
fn a_tree_of_variations_round_trips_through_a_record() {
    use co_dan_gian::review::Tree;
    let s = |v: &[&str]| v.iter().map(|m| m.to_string()).collect::<Vec<_>>();
    let mut t = Tree::from_moves(&s(&["a3-b3", "e3-d3", "b3-c3"]));
    let a = t.follow(0, &s(&["a2-b2", "e3-d3"]));
    let b = t.follow(1, &s(&["a4-a3"]));
    let c = t.follow(b, &s(&["b3-b4", "a5-a4"]));
    let b4 = t.child(b, "b3-b4");
    let d = t.follow(b4, &s(&["d5-d4"]));

    let mut r = main_line();
    let (moves, vars) = t.to_variations();
    assert_eq!(moves, r.moves);
    write_variations(&mut r, &vars);
    let back = Record::parse(&r.format()).unwrap();
    let vars = read_variations(&back).unwrap();
    check_variations::<Ganh>(&back, &vars).unwrap();
    let t2 = Tree::from_variations(&back.moves, &vars);
    assert_eq!(t2.len(), t.len());
    let paths = |t: &Tree| {
        let mut p: Vec<Vec<String>> = (0..t.len()).map(|n| t.path(n)).collect();
        p.sort();
        p
    };
    assert_eq!(paths(&t2), paths(&t));
    assert_eq!(t.path(c), s(&["a3-b3", "a4-a3", "b3-b4", "a5-a4"]));
    assert!(t.on_main_line(1) && !t.on_main_line(a) && !t.on_main_line(d));
}
