//! Puzzles: the file format refuses bad lines with a sentence, the miner is deterministic
//! for a seed, and every puzzle the app ships (`www/puzzles/*.txt`) is sound: its solution
//! is legal move after move, and its first move is better than the second best by the
//! engine at a deeper search than the one that mined it. Native only (it reads the files and
//! runs the tool).
#![cfg(not(target_arch = "wasm32"))]

use co_dan_gian::ai::Think;
use co_dan_gian::core::Game;
use co_dan_gian::games::{cangua::Cangua, ganh::Ganh, oaq::Oaq, toan::Toan};
use co_dan_gian::puzzle::{mine, rank_moves, themes, MineSettings, Puzzle, Themed};
use std::path::Path;

/// The depth the shipped files were mined at (their first line says so) and the least gap
/// a check one ply deeper must still find (half the miner's --gap 200).
const CHECK_GAP: i32 = 100;

fn shipped(game: &str) -> (Vec<Puzzle>, u32) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("www/puzzles/{game}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let depth: u32 = text
        .lines()
        .next()
        .and_then(|l| l.split("--depth ").nth(1))
        .and_then(|r| r.split_whitespace().next())
        .and_then(|d| d.parse().ok())
        .expect("the first line names the --depth the puzzles were mined at");
    (Puzzle::parse_file(&text).unwrap(), depth)
}

/// Checks every puzzle of `G` one ply deeper than it was mined, on two threads.
fn check_all<G: Themed + Send + Sync>(game: &str) {
    let (puzzles, depth) = shipped(game);
    assert!(
        puzzles.len() >= 300,
        "{game}: {} puzzles, the app ships at least 300",
        puzzles.len()
    );
    let half = puzzles.len() / 2;
    let failures: Vec<String> = std::thread::scope(|s| {
        let parts: Vec<_> = [&puzzles[..half], &puzzles[half..]]
            .into_iter()
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .filter_map(|p| check::<G>(p, depth + 1).err())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(
        failures.is_empty(),
        "{game}: {} unsound puzzles:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// One puzzle's soundness at `depth`.
fn check<G: Themed>(p: &Puzzle, depth: u32) -> Result<(), String> {
    let fail = |why: String| format!("{}: {why}", p.id);
    let start =
        G::from_position(&p.position, Default::default()).map_err(|e| fail(e.to_string()))?;
    let mut game = start.clone();
    for (i, text) in p.solution.iter().enumerate() {
        let mv = game
            .parse_move(text)
            .map_err(|e| fail(format!("move {}: {e}", i + 1)))?;
        game.play(mv)
            .map_err(|e| fail(format!("move {} {text}: {e}", i + 1)))?;
    }
    let ranked = start.rank(depth);
    let first = start
        .parse_move(&p.solution[0])
        .map_err(|e| fail(e.to_string()))?;
    if ranked[0].mv != first {
        return Err(fail(format!(
            "at depth {depth} the best move is {} ({}), not {} ",
            start.format_move(ranked[0].mv),
            ranked[0].score,
            p.solution[0]
        )));
    }
    let gap = ranked[0].score - ranked[1].score;
    if gap < CHECK_GAP {
        return Err(fail(format!(
            "at depth {depth} the gap to {} is only {gap}",
            start.format_move(ranked[1].mv)
        )));
    }
    for t in &p.themes {
        themes::label(t).ok_or_else(|| fail(format!("unknown theme {t}")))?;
    }
    Ok(())
}

#[test]
fn every_shipped_ganh_puzzle_is_sound() {
    check_all::<Ganh>("ganh");
}

#[test]
fn every_shipped_toan_puzzle_is_sound() {
    check_all::<Toan>("toan");
}

#[test]
fn every_shipped_cangua_puzzle_is_sound() {
    check_all::<Cangua>("cangua");
}

#[test]
fn every_shipped_oaq_puzzle_is_sound() {
    check_all::<Oaq>("oaq");
}

fn settings(seed: u64) -> MineSettings {
    MineSettings {
        count: 6,
        seed,
        depth: 4,
        gap: 200,
        opening: 4,
        per_game: 3,
        max_games: 60,
        max_line: 3,
        prefix: "ganh".into(),
        threads: 1,
    }
}

#[test]
fn the_miner_gives_the_same_puzzles_for_a_seed_and_others_for_another() {
    let run = |seed| mine::<Ganh>(&Default::default(), &settings(seed), &mut |_, _| {});
    let a = run(1);
    assert_eq!(a.len(), 6);
    assert_eq!(a, run(1));
    let two = mine::<Ganh>(
        &Default::default(),
        &MineSettings {
            threads: 2,
            ..settings(1)
        },
        &mut |_, _| {},
    );
    assert_eq!(a, two, "the same puzzles on two threads");
    assert_ne!(a, run(2));
    // Each is clear at the depth it was mined at, and written so that it reads back.
    for p in &a {
        assert_eq!(Puzzle::parse_line(&p.line()).unwrap(), *p);
        check::<Ganh>(p, 4).unwrap();
    }
}

#[test]
fn a_forced_reply_is_played_through_before_scoring() {
    // Red's a3-b4 would open a gánh point… the ranking must look past a reply that is the
    // only legal move instead of scoring it 0: every score here comes from a real search.
    let game =
        Ganh::from_position("B.B.B/BBBBB/.RB../BR.BR/.R.R. r -", Default::default()).unwrap();
    let ranked = rank_moves(&game, 4);
    assert_eq!(ranked.len(), game.legal_moves().len());
    for r in &ranked {
        let mut next = game.clone();
        next.play(r.mv).unwrap();
        if next.legal_moves().len() == 1 {
            assert_ne!(
                r.score,
                0,
                "{} leads to a forced reply and was not scored",
                game.format_move(r.mv)
            );
        }
    }
    assert!(game.is_decision());
}

#[test]
fn bad_puzzle_lines_are_refused_with_a_sentence() {
    let cases = [
        ("a;b;c", "6 fields"),
        ("x;ganh;900;250;;a3-b3", "position is empty"),
        ("x;ganh;lots;250;P r -;a3-b3", "rating 'lots'"),
        ("x;ganh;900;wide;P r -;a3-b3", "gap 'wide'"),
        (
            "x;ganh;900;250;P r -;a3-b3 b3-c3",
            "end on the solver's move",
        ),
        ("x;;900;250;P r -;a3-b3", "no theme"),
        (";ganh;900;250;P r -;a3-b3", "id is empty"),
    ];
    for (line, says) in cases {
        let e = Puzzle::parse_line(line).unwrap_err();
        assert!(e.0.contains(says), "{line}: {e}");
    }
    let twice = "x;ganh;900;250;P r -;a3-b3\n# note\n\nx;ganh;900;250;P r -;a3-b3\n";
    assert_eq!(
        Puzzle::parse_file(twice).unwrap_err().0,
        "line 4: the id 'x' is used twice"
    );
    assert!(Puzzle::parse_line(&"x".repeat(2000))
        .unwrap_err()
        .0
        .contains("at most 1000"));
}

#[test]
fn the_rating_rises_on_a_solve_and_falls_on_a_miss_by_how_surprising_it_was() {
    use co_dan_gian::puzzle::progress::{Progress, START_RATING};
    let mut p = Progress::default();
    assert_eq!(p.rating, START_RATING);
    let easy_win = p.clone().record(1, 800, true);
    let hard_win = p.clone().record(1, 1800, true);
    assert!(
        hard_win > easy_win && easy_win >= 1,
        "{easy_win} {hard_win}"
    );
    let easy_miss = p.clone().record(1, 800, false);
    let hard_miss = p.clone().record(1, 1800, false);
    assert!(
        easy_miss < hard_miss && hard_miss <= -1,
        "{easy_miss} {hard_miss}"
    );
    p.record(4, 1200, true);
    p.record(5, 1200, true);
    assert_eq!((p.streak, p.best_streak, p.solved), (2, 2, 2));
    p.record(6, 1200, false);
    assert_eq!((p.streak, p.best_streak, p.missed), (0, 2, 1));
    assert_eq!(p.tried, [4, 5, 6]);
    // Stored and read back; damaged text gives a fresh record, never a panic.
    assert_eq!(Progress::from_text(&p.to_text()), p);
    for bad in [
        "",
        "x",
        "1200 1",
        "99999999999 0 0 0 0",
        "1200 0 0 0 0 1,x,3",
    ] {
        let q = Progress::from_text(bad);
        assert!((100..=4000).contains(&q.rating), "{bad}: {q:?}");
    }
    assert_eq!(Progress::from_text("1200 0 0 0 0 1,x,3").tried, [1, 3]);
}

#[test]
fn the_next_puzzle_is_new_has_the_theme_and_is_nearest_the_rating() {
    use co_dan_gian::puzzle::progress::{pick, Progress};
    let t = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let list = [
        (900, t(&["ganh"]), "g-1"),
        (1300, t(&["vay"]), "g-2"),
        (1150, t(&["ganh", "mo"]), "g-3"),
        (1600, t(&["ganh"]), "g-4"),
    ];
    let it = || list.iter().map(|(r, th, id)| (*r, th.as_slice(), *id));
    let mut p = Progress::default();
    assert_eq!(pick(it(), None, &p), Some(2), "1150 is nearest 1200");
    assert_eq!(pick(it(), Some("vay"), &p), Some(1));
    assert_eq!(pick(it(), Some("chau"), &p), None);
    p.tried = vec![3];
    assert_eq!(
        pick(it(), Some("ganh"), &p),
        Some(0),
        "g-3 was tried: 900 is the nearest new one"
    );
    p.tried = vec![1, 3, 4];
    assert_eq!(
        pick(it(), Some("ganh"), &p),
        Some(2),
        "all tried: the nearest again"
    );
}

#[test]
fn moves_are_judged_against_the_solution_move_by_move() {
    use co_dan_gian::puzzle::progress::{judge, Verdict};
    let s: Vec<String> = ["a3-b4", "d4-c3", "d1-c1"]
        .iter()
        .map(|x| x.to_string())
        .collect();
    assert_eq!(judge(&s, 0, "a3-b4"), Verdict::Right("d4-c3".into()));
    assert_eq!(judge(&s, 0, "a3-a4"), Verdict::Wrong("a3-b4".into()));
    assert_eq!(judge(&s, 2, "d1-c1"), Verdict::Solved);
    assert_eq!(judge(&s[..1], 0, "a3-b4"), Verdict::Solved);
}

#[test]
fn a_toan_solution_spells_out_the_arithmetic_of_each_capture() {
    use co_dan_gian::core::Lang;
    use co_dan_gian::puzzle::explain::solution_lines;
    // A puzzle the miner found: Red's 3 on c1 with its partner 4 on c2 takes Blue's 8 on c9
    // (3 + 4 = 7: seven cells beyond the partner), and the 0 is guarded meanwhile.
    let pos = "b9..b6b5b4b3b2b1/....b0..../..b7....../........./........./........./.b8......./........./......r9../..r4.r0..../r1r2r3.r5r6r7r8. r 0-0";
    let game = Toan::from_position(pos, Default::default()).unwrap();
    let captures: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|m| game.format_move(m))
        .filter(|m| m.contains('x'))
        .collect();
    assert!(!captures.is_empty());
    for mv in &captures {
        let vi = solution_lines("toan", pos, std::slice::from_ref(mv), Lang::Vi);
        let en = solution_lines("toan", pos, std::slice::from_ref(mv), Lang::En);
        assert!(
            vi[0].starts_with(&format!("{mv}: ")) && vi[0].contains(" = "),
            "{vi:?}"
        );
        assert!(
            en[0].starts_with(&format!("{mv}: ")) && en[0].contains(" = "),
            "{en:?}"
        );
    }
    // A move that is not a capture stays as it is.
    let step = game
        .legal_moves()
        .into_iter()
        .map(|m| game.format_move(m))
        .find(|m| m.contains('-'))
        .unwrap();
    let lines = solution_lines("toan", pos, std::slice::from_ref(&step), Lang::Vi);
    assert_eq!(lines, vec![step]);
    // Other games: the moves as they are.
    assert_eq!(
        solution_lines("ganh", "x", &["a3-b3".to_string()], Lang::En),
        ["a3-b3"]
    );
}

#[test]
fn the_puzzles_verb_prints_a_puzzle_file_and_refuses_bad_arguments_with_a_sentence() {
    use std::ffi::OsString;
    let run = |args: &[&str]| {
        let argv: Vec<OsString> = args.iter().map(OsString::from).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = co_dan_gian::cli::main(&argv, &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    };
    let (code, out, err) = run(&[
        "puzzles", "toan", "--count", "2", "--depth", "2", "--seed", "3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(
            "# 2 puzzles for toan, mined by: co-dan-gian puzzles toan --count 2 --seed 3 --depth 2"
        ),
        "{out}"
    );
    let puzzles = Puzzle::parse_file(&out).unwrap();
    assert_eq!(puzzles.len(), 2);
    assert_eq!(puzzles[0].id, "toan-1");
    for (args, says) in [
        (
            &["puzzles", "ganh", "--count", "0"][..],
            "--count 0: the number of puzzles must be at least 1",
        ),
        (
            &["puzzles", "ganh", "--depth", "deep"][..],
            "--depth deep: not a whole number",
        ),
        (
            &["puzzles", "ganh", "BBBBB/B...B/R...B/R...R/RRRRR r -"][..],
            "puzzles takes no position",
        ),
        (&["puzzles", "chess"][..], "unknown game 'chess'"),
        (
            &["puzzles", "ganh", "--forced", "sometimes"][..],
            "--forced sometimes",
        ),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn the_editor_grid_reads_and_writes_positions_cell_by_cell() {
    use co_dan_gian::games::ganh::Ganh;
    use co_dan_gian::puzzle::edit::{Edited, Grid, Model};
    let shape = |model: Model| match model {
        Model::Grid(shape) => shape,
        other => panic!("not a grid: {other:?}"),
    };
    let (ganh, toan_grid) = (shape(Ganh::MODEL), shape(Toan::MODEL));
    let start = "BBBBB/B...B/R...B/R...R/RRRRR r -";
    let mut g = Grid::read(ganh, start).unwrap();
    assert_eq!(g.write(), start);
    assert_eq!(g.get("a1"), Some("R"));
    assert_eq!(g.get("c3"), Some(""));
    assert_eq!(g.get("f1"), None);
    assert!(g.set("c3", "B") && !g.set("a6", "B"));
    g.side = 'b';
    assert_eq!(g.write(), "BBBBB/B...B/R.B.B/R...R/RRRRR b -");
    // Mở points are dropped: a set-up position owes none.
    assert_eq!(
        Grid::read(ganh, "...../B..../.B.B./R.R../..... r c3")
            .unwrap()
            .write(),
        "...../B..../.B.B./R.R../..... r -"
    );
    let toan = Toan::new(Default::default(), 0).position();
    let mut t = Grid::read(toan_grid, &toan).unwrap();
    assert_eq!(t.write(), toan);
    assert_eq!(
        (t.get("e2"), t.get("i11"), t.get("a1")),
        (Some("r0"), Some("b1"), Some("r1"))
    );
    t.set("a1", "");
    t.set("e6", "r1");
    let moved = t.write();
    assert!(
        Toan::from_position(&moved, Default::default()).is_ok(),
        "{moved}"
    );
    // A second Red 1 is written as asked; the rules, not the grid, refuse it.
    t.set("e7", "r1");
    let e = Toan::from_position(&t.write(), Default::default()).unwrap_err();
    assert!(e.to_string().contains('1'), "{e}");
    for bad in [
        "",
        "x r",
        "BBBB/B...B/R...B/R...R/RRRRR r -",
        "b9b8/x r 0-0",
    ] {
        assert!(
            Grid::read(ganh, bad).is_none() || Grid::read(toan_grid, bad).is_none(),
            "{bad}"
        );
    }
    assert!(Grid::read(ganh, "r=s,s,s,s y=s,s,s,s r -").is_none());
    assert_eq!(co_dan_gian::games::cangua::Cangua::MODEL, Model::Horses);
    // The palettes: Cờ gánh's two colours, Cờ toán's ten numbers a side.
    assert_eq!(Ganh::palette(&[]).len(), 2);
    let numbers = Toan::palette(&[]);
    assert_eq!(
        (numbers.len(), numbers[0].0.as_str(), numbers[19].0.as_str()),
        (20, "r0", "b9")
    );
}

/// The Cờ cá ngựa editor's model: every shipped puzzle's position reads and writes back the
/// same; a tap puts a horse of that colour on a track cell counted round the board (its own
/// steps from its start) or its home, and takes it back; another colour's home and an empty
/// stable are refused with a sentence; the eraser takes back whichever horse is there; the
/// rules accept what the taps make.
#[test]
fn the_cangua_editor_model_places_and_takes_back_horses() {
    use co_dan_gian::core::Player;
    use co_dan_gian::games::cangua::absolute_cell;
    use co_dan_gian::puzzle::horses::Horses;
    let (list, _) = shipped("cangua");
    for p in &list {
        let h = Horses::read(&p.position).unwrap_or_else(|| panic!("{}", p.position));
        assert_eq!(h.write(), p.position);
    }
    let start = Cangua::new(Default::default(), 0).position();
    let mut h = Horses::read(&start).unwrap();
    // The other seat's own step 3 is the cell round the board 3 cells past its start.
    let other = h.seats[1].0;
    let o = other.letter();
    let cell = absolute_cell(other, 3);
    h.tap(other, &format!("c{cell}")).unwrap();
    h.tap(Player::Red, "c5").unwrap();
    h.tap(Player::Red, "r:h2").unwrap();
    assert!(
        h.write().starts_with(&format!("r=h2,t5,s,s {o}=t3,s,s,s")),
        "{}",
        h.write()
    );
    Cangua::from_position(&h.write(), Default::default()).unwrap();
    let e = h.tap(other, "r:h4").unwrap_err();
    assert!(e.en.contains("cannot stand there"), "{}", e.en);
    let e = h.tap(Player::Green, "c9").unwrap_err();
    assert!(e.en.contains("does not play"), "{}", e.en);
    h.tap(Player::Red, "r:h2").unwrap();
    assert!(h.write().starts_with("r=t5,s,s,s "));
    h.erase(&format!("c{cell}"));
    assert!(
        h.write().contains(&format!(" {o}=s,s,s,s ")),
        "{}",
        h.write()
    );
    for c in ["c10", "c11", "c12"] {
        h.tap(Player::Red, c).unwrap();
    }
    let e = h.tap(Player::Red, "c13").unwrap_err();
    assert!(e.en.contains("stable is empty"), "{}", e.en);
    assert!(Horses::read("r=x b=s,s,s,s r -").is_none());
    assert!(Horses::read("").is_none());
}

/// A mark of the review, as `review::judge` makes them.
fn judged(
    ply: usize,
    mover: usize,
    mark: co_dan_gian::review::Mark,
    better: &str,
) -> co_dan_gian::review::Judged {
    co_dan_gian::review::Judged {
        ply,
        mover,
        played: String::new(),
        mark: Some(mark),
        loss: 300,
        better: better.into(),
        line: vec![better.into()],
        standing: Vec::new(),
        luck: None,
    }
}

#[test]
fn a_persons_mistakes_and_blunders_become_their_own_puzzles_and_the_computers_do_not() {
    use co_dan_gian::core::Player::{Blue, Red};
    use co_dan_gian::puzzle::own::{from_review, Own, SOLVED_TIMES};
    use co_dan_gian::record::Record;
    use co_dan_gian::review::Mark::{Blunder, Good, Inaccuracy, Mistake};
    let text = "co-dan-gian record 1\ngame: ganh\nplayers: red=person blue=hard\nmoves: a3-b3, e3-d3, a2-a3, d3-c3\n";
    let record = Record::parse(text).unwrap();
    let marks = [
        judged(0, 0, Good, ""),
        judged(1, 1, Blunder, "e4-d3"),
        judged(2, 0, Mistake, "b3-c3"),
        judged(3, 1, Inaccuracy, "d3-c2"),
    ];
    let seats = [Red, Blue];
    let mine = from_review(&record, &seats, &marks);
    assert_eq!(mine.len(), 1, "only the person's mistake: {mine:?}");
    let (p, options) = &mine[0];
    assert!(options.is_empty(), "the record's options: none given");
    let after_two = Ganh::from_position("BBBBB/B...B/R...B/R...R/RRRRR r -", Default::default())
        .map(|mut g| {
            for m in ["a3-b3", "e3-d3"] {
                let mv = g.parse_move(m).unwrap();
                g.play(mv).unwrap();
            }
            g.position()
        })
        .unwrap();
    assert_eq!(p.position, after_two, "the position before the mistake");
    assert_eq!(p.solution, ["b3-c3"]);
    assert_eq!(p.themes, ["own", "mistake"]);
    // A game passed round the table (no players field): every seat is a person.
    let hotseat = Record::parse(&text.replace("players: red=person blue=hard\n", "")).unwrap();
    assert_eq!(from_review(&hotseat, &seats, &marks).len(), 2);
    // Kept, shown until solved twice, read back; a bad line refused with its number.
    let mut own = Own::default();
    assert_eq!(own.add("ganh", from_review(&hotseat, &seats, &marks)), 2);
    assert_eq!(
        own.add("ganh", from_review(&hotseat, &seats, &marks)),
        0,
        "a review of the same game adds nothing again"
    );
    let first = own.due()[0].id.clone();
    own.record(&first, false);
    own.record(&first, true);
    assert_eq!(own.due().len(), 2, "solved once: it comes back");
    for _ in 1..SOLVED_TIMES {
        own.record(&first, true);
    }
    assert_eq!(own.due().len(), 1);
    assert_eq!(Own::from_text(&own.to_text()).unwrap(), own);
    let bad = format!("{}x;own-ganh-9;own;1200;1;BBBBB r -\n", own.to_text());
    let e = Own::from_text(&bad).unwrap_err();
    assert!(e.starts_with("line 3: "), "{e}");
}
