//! The game review (`co_dan_gian::review`): the looks the Web Worker makes, the marks and
//! summaries made of them, and a test set of known blunders (shipped puzzles with the second
//! best move played instead of the solution) that the review must mark and correct. Native
//! only: it searches deep (the worker's side is in tests/ai_request.rs).
#![cfg(not(target_arch = "wasm32"))]

use co_dan_gian::ai::{choose, Level, Limits, StoppedClock, Think};
use co_dan_gian::core::{Game, Lang, Session};
use co_dan_gian::games::{cangua::Cangua, ganh::Ganh, toan::Toan};
use co_dan_gian::puzzle::{rank_moves, Puzzle};
use co_dan_gian::record::{from_session, Record, Start};
use co_dan_gian::review::{expected, judge, look, scale, summarize, summary_line, Look, Mark, CAP};

/// A game of Medium (first seat) against Easy, `plies` long at most, as a record.
fn game<G: Think>(seed: u64, plies: usize) -> Record {
    let mut session = Session::new(G::new(G::Options::default(), seed));
    for ply in 0..plies {
        let g = session.game();
        if g.outcome().is_some() {
            break;
        }
        let level = if ply % 2 == 0 {
            Level::Medium
        } else {
            Level::Easy
        };
        let Some(mv) = choose(g, level, Limits::depth(3), &StoppedClock, seed + ply as u64) else {
            break;
        };
        session.play(mv).unwrap();
    }
    from_session(&session, seed, &[])
}

/// Every look of `record`, searched `depth` deep.
fn looks(record: &Record, depth: u32) -> Vec<Look> {
    (0..=record.moves.len())
        .map(|ply| look(record, ply, Limits::depth(depth), &StoppedClock).unwrap())
        .collect()
}

/// The known blunders among the first `n` shipped puzzles of `id`: the position, the second
/// best move (by the engine `depth` plies deep, as the puzzles are checked) when it cuts the
/// mover's expected score by at least 0.2, and the solution's first move.
fn known_blunders<G: Think>(id: &str, depth: u32, n: usize) -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(format!(
        "{}/www/puzzles/{id}.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let s = scale(id);
    Puzzle::parse_file(&text)
        .unwrap()
        .into_iter()
        .take(n)
        .filter_map(|p| {
            let g = G::from_position(&p.position, Default::default()).unwrap();
            let ranked = rank_moves(&g, depth);
            let cap = |x: i32| x.clamp(-CAP, CAP);
            let drop = expected(cap(ranked[0].score), s) - expected(cap(ranked[1].score), s);
            (drop >= 0.2).then(|| {
                (
                    p.position.clone(),
                    g.format_move(ranked[1].mv),
                    p.solution[0].clone(),
                )
            })
        })
        .collect()
}

/// The review of a known blunder marks it and shows the better move: each one is marked
/// at least an inaccuracy (none passes as good), nine in ten are marked blunders, and the
/// better move shown is the solution for nineteen in twenty (a search from the position and
/// one from each move differ now and then by a ply's horizon).
fn blunders_marked<G: Think>(id: &str, depth: u32) {
    let set = known_blunders::<G>(id, depth, 40);
    assert!(set.len() >= 20, "{id}: only {} known blunders", set.len());
    let (mut blunders, mut shown) = (0, 0);
    for (position, blunder, solution) in &set {
        let mut r = Record::new(id);
        r.start = Start::Position(position.clone());
        r.moves = vec![blunder.clone()];
        let j = judge(id, &looks(&r, depth));
        let mark = j[0]
            .mark
            .unwrap_or_else(|| panic!("{position} {blunder}: no mark"));
        assert!(
            mark >= Mark::Inaccuracy,
            "{position}: {blunder} marked {mark:?}"
        );
        blunders += usize::from(mark == Mark::Blunder);
        shown += usize::from(&j[0].better == solution);
        assert!(j[0].better != *blunder);
        assert_eq!(
            j[0].line.first(),
            Some(&j[0].better).filter(|b| !b.is_empty())
        );
    }
    assert!(
        blunders * 10 >= set.len() * 9,
        "{id}: {blunders} of {} marked blunders",
        set.len()
    );
    assert!(
        shown * 20 >= set.len() * 19,
        "{id}: better move shown for {shown} of {}",
        set.len()
    );
}

#[test]
fn ganh_known_blunders_are_marked_with_the_better_move() {
    blunders_marked::<Ganh>("ganh", 7);
}

#[test]
fn toan_known_blunders_are_marked_with_the_better_move() {
    blunders_marked::<Toan>("toan", 4);
}

/// A Cờ cá ngựa decision: the shipped puzzles' second-best choice (mostly a kick left
/// undone), where it costs at least an inaccuracy, is marked as its loss says, with the
/// solution shown as the better choice (the review weighs choices as the puzzles are ranked).
#[test]
fn cangua_worse_choices_are_marked_with_the_better_one() {
    let text = include_str!("../www/puzzles/cangua.txt");
    let mut n = 0;
    for p in Puzzle::parse_file(text).unwrap().into_iter().take(80) {
        let g = Cangua::from_position(&p.position, Default::default()).unwrap();
        let ranked = co_dan_gian::ai::dice::rank(&g, 1);
        let s = scale("cangua");
        let drop = expected(ranked[0].1, s) - expected(ranked[1].1, s);
        if drop < 0.06 || g.format_move(ranked[0].0) != p.solution[0] {
            continue;
        }
        n += 1;
        let mut r = Record::new("cangua");
        r.start = Start::Position(p.position.clone());
        r.moves = vec![g.format_move(ranked[1].0)];
        let j = judge("cangua", &looks(&r, 1));
        assert_eq!(j[0].mark, Some(Mark::of(drop, false)), "{}", p.id);
        assert!(j[0].mark >= Some(Mark::Inaccuracy), "{}", p.id);
        assert_eq!(j[0].better, p.solution[0], "{}", p.id);
        assert_eq!(j[0].loss, ranked[0].1 - ranked[1].1, "{}", p.id);
    }
    assert!(
        n >= 15,
        "only {n} Cờ cá ngựa puzzles with a costly second choice"
    );
}

/// A whole game reviewed: every move judged in order, a mark for every real choice and
/// none for a forced move or a roll, the engine's own move marked best with no loss, the
/// better move only beside a mistake, the summaries adding up, and the same review twice.
fn whole_game<G: Think>(id: &str, plies: usize, depth: u32) {
    let r = game::<G>(5, plies);
    let l = looks(&r, depth);
    assert_eq!(l.len(), r.moves.len() + 1);
    assert!(l.last().unwrap().played.is_empty());
    let moves = judge(id, &l);
    assert_eq!(moves.len(), r.moves.len());
    let mut decisions = 0;
    for (k, j) in moves.iter().enumerate() {
        assert_eq!((j.ply, &j.played), (k, &r.moves[k]));
        let chose = l[k].choices > 1 && !l[k].best.is_empty();
        assert_eq!(j.mark.is_some(), chose, "ply {k}");
        decisions += usize::from(chose);
        if chose && l[k].best == j.played {
            assert_eq!((j.mark, j.loss), (Some(Mark::Best), 0), "ply {k}");
        }
        assert_eq!(
            j.better.is_empty(),
            j.mark.is_none_or(|m| m <= Mark::Good),
            "ply {k}"
        );
        assert!(j.loss >= 0 && j.standing.iter().all(|s| s.abs() <= CAP));
    }
    let seats = l[0].seats.len();
    let sums = summarize(&moves, seats);
    let marked: u32 = sums.iter().map(|s| s.marks.iter().sum::<u32>()).sum();
    assert_eq!(marked as usize, decisions);
    assert!(decisions > 10, "{id}: {decisions} decisions");
    for s in &sums {
        let line = summary_line(s, Lang::Vi);
        assert!(line.contains("mất trung bình"), "{line}");
    }
    assert_eq!(looks(&r, depth), l, "the same review twice");
}

#[test]
fn a_whole_ganh_game_is_judged() {
    whole_game::<Ganh>("ganh", 80, 5);
}

#[test]
fn a_whole_toan_game_is_judged() {
    whole_game::<Toan>("toan", 80, 3);
}

/// Cờ cá ngựa: every roll gets its luck, which adds up per player; a lucky roll (a 6 to
/// bring a horse out) is worth more than expected and an unlucky one less.
#[test]
fn a_whole_cangua_game_is_judged_with_the_luck_of_each_roll() {
    whole_game::<Cangua>("cangua", 300, 1);
    let r = game::<Cangua>(5, 300);
    let l = looks(&r, 1);
    let moves = judge("cangua", &l);
    let rolls: Vec<_> = moves
        .iter()
        .filter(|j| j.played.starts_with("roll"))
        .collect();
    assert!(!rolls.is_empty() && rolls.iter().all(|j| j.luck.is_some() && j.mark.is_none()));
    let sums = summarize(&moves, 2);
    assert_eq!(
        sums.iter().map(|s| s.rolls as usize).sum::<usize>(),
        rolls.len()
    );
    for (seat, s) in sums.iter().enumerate() {
        let luck: i32 = rolls
            .iter()
            .filter(|j| j.mover == seat)
            .map(|j| j.luck.unwrap())
            .sum();
        assert_eq!(s.luck, luck);
    }
    // The first roll of the game: a 6 (or 1) brings a horse out, the others do nothing.
    let start = Cangua::new(Default::default(), 5);
    let six =
        co_dan_gian::ai::dice::luck(&start, co_dan_gian::games::cangua::Dice::one(6).unwrap())
            .unwrap();
    let three =
        co_dan_gian::ai::dice::luck(&start, co_dan_gian::games::cangua::Dice::one(3).unwrap())
            .unwrap();
    assert!(
        six.0 > six.1 && three.0 < three.1 && six.1 == three.1,
        "{six:?} {three:?}"
    );
}

/// A record that does not replay, a ply past the end or another game are refused with a
/// sentence, not a panic.
#[test]
fn bad_requests_are_refused_with_a_sentence() {
    let mut r = game::<Ganh>(1, 4);
    let e = look(&r, 9, Limits::depth(2), &StoppedClock).unwrap_err();
    assert!(e.en.contains("has 4 moves"), "{}", e.en);
    r.moves.push("a1-a1".into());
    assert!(look(&r, 0, Limits::depth(2), &StoppedClock).is_err());
    r.game = "chess".into();
    assert!(look(&r, 0, Limits::depth(2), &StoppedClock)
        .unwrap_err()
        .en
        .contains("no game 'chess'"));
}

/// The analysis board's lines: the best three moves of a puzzle, best first, the solution
/// on top, each line legal move after move from the position, its first move its own.
#[test]
fn the_best_lines_of_a_puzzle_start_with_its_solution() {
    use co_dan_gian::review::look_with_lines;
    let text = include_str!("../www/puzzles/ganh.txt");
    for p in Puzzle::parse_file(text).unwrap().into_iter().take(10) {
        let mut r = Record::new("ganh");
        r.start = Start::Position(p.position.clone());
        let look = look_with_lines(&r, 0, 3, Limits::depth(7), &StoppedClock).unwrap();
        let g = Ganh::from_position(&p.position, Default::default()).unwrap();
        assert_eq!(look.lines.len(), 3.min(g.legal_moves().len()), "{}", p.id);
        assert_eq!(look.lines[0].mv, p.solution[0], "{}", p.id);
        assert!(look.lines.windows(2).all(|w| w[0].score >= w[1].score));
        for line in &look.lines {
            assert_eq!(line.moves[0], line.mv);
            let mut g = g.clone();
            for m in &line.moves {
                let mv = g.parse_move(m).unwrap();
                g.play(mv).unwrap();
            }
        }
        // Without lines asked, none come.
        assert!(look_with_lines(&r, 0, 0, Limits::depth(3), &StoppedClock)
            .unwrap()
            .lines
            .is_empty());
    }
}

/// With lines, a two-player look stands where its best line says.
#[test]
fn the_standing_with_lines_is_the_best_lines() {
    use co_dan_gian::review::look_with_lines;
    let mut r = Record::new("toan");
    r.moves = vec![];
    let look = look_with_lines(&r, 0, 3, Limits::depth(3), &StoppedClock).unwrap();
    let m = look.mover as usize;
    assert_eq!(look.standing[m], look.lines[0].score);
    assert_eq!(look.standing[1 - m], -look.lines[0].score);
}

/// The review's sentences for the mistakes of the record `text`, searched 4 plies deep.
fn whys(text: &str, lang: Lang) -> Vec<Option<String>> {
    let record = Record::parse(text).unwrap();
    let looks = looks(&record, 4);
    let moves = judge(&record.game, &looks);
    co_dan_gian::review::explain::explain(&record, &looks, &moves, lang)
}

/// Checks the one sentence of the one-move game from `start` by `played`, in both languages.
fn explained(start: &str, played: &str, en: &str, vi: &str) {
    let text = format!("co-dan-gian record 1\ngame: ganh\nstart: {start}\nmoves: {played}\n");
    assert_eq!(whys(&text, Lang::En), [Some(en.to_string())]);
    assert_eq!(whys(&text, Lang::Vi), [Some(vi.to_string())]);
}

#[test]
fn a_mistake_is_explained_by_the_gain_it_allows() {
    // a1-b1 opens b2 (mở): Blue must go c2-b2, and its gánh takes b1 and b3.
    explained(
        "...../...../.R.R./..B../R.... r -",
        "a1-b1",
        "After a1-b1, Blue plays c2-b2 and gánh b1 and b3, winning 2 pieces.",
        "Sau a1-b1, Xanh đi c2-b2 và gánh b1 và b3, ăn 2 quân.",
    );
}

#[test]
fn a_mistake_is_explained_by_the_gain_it_misses() {
    // c2-c3 would gánh b3 and d3 (Blue's last pieces but e1); c2-b2 lets the game go on.
    explained(
        "...../...../.B.B./..R../....B r -",
        "c2-b2",
        "c2-c3 was better: it gánh b3 and d3, winning 2 pieces.",
        "Nên đi c2-c3: nước đó gánh b3 và d3, ăn 2 quân.",
    );
}

#[test]
fn only_mistakes_and_blunders_are_explained() {
    let record = game::<Ganh>(11, 40);
    let looks = looks(&record, 3);
    let moves = judge(&record.game, &looks);
    let whys = co_dan_gian::review::explain::explain(&record, &looks, &moves, Lang::En);
    assert_eq!(whys.len(), moves.len());
    for (j, why) in moves.iter().zip(&whys) {
        let bad = matches!(j.mark, Some(Mark::Mistake | Mark::Blunder));
        assert_eq!(
            why.is_some(),
            bad,
            "move {} ({:?}): {why:?}",
            j.ply + 1,
            j.mark
        );
    }
    // A record of a game the app does not have gets no sentence, and no panic.
    let mut other = record.clone();
    other.game = "chess".into();
    let none = co_dan_gian::review::explain::explain(&other, &looks, &moves, Lang::En);
    assert!(none.iter().all(Option::is_none));
}

#[test]
fn a_toan_capture_is_said_with_its_arithmetic() {
    use co_dan_gian::review::explain::Explained;
    // Plays the first move until a capture is legal, then takes it.
    let mut g = Toan::new(Default::default(), 0);
    let mut capture = None;
    for _ in 0..200 {
        let legal = g.legal_moves();
        if let Some(mv) = legal.iter().find(|m| g.format_move(**m).contains('x')) {
            capture = Some(*mv);
            break;
        }
        g.play(legal[0]).unwrap();
    }
    let mv = capture.expect("a capture within 200 plies of first moves");
    let text = g.format_move(mv);
    let report = g.play(mv).unwrap();
    let taken = report.captured.unwrap();
    let en = Toan::gain(&report, Lang::En).unwrap();
    let vi = Toan::gain(&report, Lang::Vi).unwrap();
    let at = text.split('x').nth(1).unwrap();
    assert!(
        en.starts_with(&format!("takes the {} on {at} (", taken.value)),
        "{en}"
    );
    assert!(
        vi.starts_with(&format!("ăn quân {} ở {at} (", taken.value)),
        "{vi}"
    );
    assert!(
        en.contains(" = ") && vi.contains(" = "),
        "{en} / {vi}: the arithmetic"
    );
    // A quiet move wins nothing.
    let quiet = g.legal_moves()[0];
    let report = g.play(quiet).unwrap();
    if report.captured.is_none() {
        assert_eq!(Toan::gain(&report, Lang::En), None);
    }
}

#[test]
fn an_oaq_capture_counts_its_dân_and_quan() {
    use co_dan_gian::games::oaq::Oaq;
    use co_dan_gian::review::explain::Explained;
    // South's first sowing from a, rightward, goes round and captures (RULES-OAQ.md): the
    // sentence counts what it took.
    let mut g = Oaq::new(Default::default(), 0);
    let mut said = None;
    for mv in g.legal_moves() {
        let mut h = g.clone();
        let report = h.play(mv).unwrap();
        let (dan, quan) = report.captured();
        if let Some(en) = Oaq::gain(&report, Lang::En) {
            assert!(en.starts_with(&format!("captures {dan} dân")), "{en}");
            assert_eq!(en.contains("quan"), quan > 0, "{en}");
            said = Some(en);
        } else {
            assert_eq!((dan, quan), (0, 0));
        }
    }
    assert!(said.is_some(), "some first move captures");
    g.play(g.legal_moves()[0]).unwrap();
}

#[test]
fn the_tool_prints_why_under_each_mistake() {
    use crate::cli_common::run;
    let text = "co-dan-gian record 1\ngame: ganh\nstart: ...../...../.R.R./..B../R.... r -\nmoves: a1-b1\n";
    let path = std::env::temp_dir().join(format!("review-explain-{}.txt", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let file = path.to_str().unwrap();
    // `review ganh --record FILE --depth 4` and then `more`.
    let review = |more: &[&str]| {
        let head = ["review", "ganh", "--record", file, "--depth", "4"];
        run(&[&head[..], more].concat())
    };
    let (code, out, err) = review(&["--explain", "--lang", "vi"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("   1. r a1-b1 blunder"), "{out}");
    assert_eq!(
        lines[1],
        "  why: Sau a1-b1, Xanh đi c2-b2 và gánh b1 và b3, ăn 2 quân."
    );
    // English by default; without --explain, no sentence.
    let (_, out, _) = review(&["--explain"]);
    let en = "  why: After a1-b1, Blue plays c2-b2 and gánh b1 and b3";
    assert!(out.contains(en), "{out}");
    let (_, out, _) = review(&[]);
    assert!(!out.contains("why:"), "{out}");
    let (code, _, err) = review(&["--explain", "--lang", "fr"]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 2);
    assert!(err.contains("--lang fr: use en or vi"), "{err}");
}

#[test]
fn cangua_mistakes_are_explained_by_kicks_the_safer_move_or_the_better_move() {
    // Cờ cá ngựa's lines hold rolls as well as moves: each sentence comes from them all the
    // same, naming a kick, thầu mạ, a horse left to be kicked, or the better move.
    let mut said = Vec::new();
    for seed in 1..=12 {
        let record = game::<Cangua>(seed, 300);
        let looks = looks(&record, 1);
        let moves = judge(&record.game, &looks);
        said.extend(
            co_dan_gian::review::explain::explain(&record, &looks, &moves, Lang::En)
                .into_iter()
                .flatten(),
        );
        if said.len() >= 3 {
            break;
        }
    }
    println!("{said:#?}");
    assert!(
        !said.is_empty(),
        "some mistake in 12 games of Medium against Easy"
    );
    for why in &said {
        assert!(
            why.contains("kicks")
                || why.contains("thầu mạ")
                || why.contains("was better")
                || why.contains("was safer"),
            "{why}"
        );
    }
}

#[test]
fn a_cangua_move_that_leaves_a_horse_to_be_kicked_is_said_with_the_safer_move() {
    use co_dan_gian::review::explain::explain;
    use co_dan_gian::review::{Judged, Mark};
    // Red rolled a 5. Yellow's horse stands 3 cells behind Red's on t10: moving the other
    // horse (t40) leaves t10 to a roll of 3; moving t10 on to t15 puts it 8 cells ahead.
    let start = "r=t10,t40,s,s y=t35,s,s,s r 5";
    let mut record = Record::new("cangua");
    record.start = Start::Position(start.into());
    record.moves = vec!["5:t40-t45".into()];
    let judged = |played: &str, better: &str| Judged {
        ply: 0,
        mover: 0,
        played: played.into(),
        mark: Some(Mark::Mistake),
        loss: 200,
        better: better.into(),
        line: vec![better.into()],
        standing: Vec::new(),
        luck: None,
    };
    let said = explain(&record, &[], &[judged("5:t40-t45", "5:t10-t15")], Lang::En);
    assert_eq!(
        said[0].as_deref(),
        Some("After 5:t40-t45, Yellow kicks Red's horse on t10 with a 3; 5:t10-t15 was safer.")
    );
    let vi = explain(&record, &[], &[judged("5:t40-t45", "5:t10-t15")], Lang::Vi);
    assert_eq!(
        vi[0].as_deref(),
        Some("Sau 5:t40-t45, Vàng gieo được 3 là đá ngựa Đỏ ở t10; đi 5:t10-t15 an toàn hơn.")
    );
    // When the better move leaves as much in reach, the sentence is the better move's.
    record.moves = vec!["5:t10-t15".into()];
    let said = explain(&record, &[], &[judged("5:t10-t15", "5:t40-t45")], Lang::En);
    assert_eq!(said[0].as_deref(), Some("5:t40-t45 was better."));
}
