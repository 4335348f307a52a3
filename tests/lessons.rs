//! The lesson paths (`www/lessons/GAME.txt`, `co_dan_gian::puzzle::lesson`): every game's
//! path reads and passes the check through the rules, and the check catches each way a
//! lesson can break, naming the lesson and the step.

use crate::cli_common::run;
use co_dan_gian::games::ganh::Ganh;
use co_dan_gian::puzzle::lesson::check::{check, check_game};
use co_dan_gian::puzzle::lesson::{file, Path};

/// A small path of Cờ gánh, right as it is; each test breaks one thing in it.
const GOOD: &str = "\
lesson: Gánh | Gánh
say: Đi vào giữa hai quân đối phương. | Step between two enemy pieces.
step: ...../...../.B.B./..R../..... r - ; c2-c3 ; ...../...../.RRR./...../..... b -
ask: Đưa c2 lên c3. | Move c2 up to c3.
done: Gánh! | Gánh!
test: ...../...../.B.B./..R../..... r - ; c2-c3
ask: Tìm nước gánh. | Find the gánh.
done: Đúng. | Right.
play: start
";

fn broken(text: &str) -> Vec<String> {
    let path = Path::parse(text).unwrap_or_else(|e| panic!("{e}"));
    check::<Ganh>(&path)
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn every_games_lesson_path_has_eight_lessons_that_pass_the_check() {
    for g in co_dan_gian::games::GAMES {
        let checked = check_game(g.id, None).expect("a game of the registry");
        let path = checked.unwrap_or_else(|b| panic!("{}:\n{}", g.id, b.join("\n")));
        assert!(
            path.lessons.len() >= 8,
            "{}: {} lessons",
            g.id,
            path.lessons.len()
        );
        for l in &path.lessons {
            assert!(
                !l.tests.is_empty() && !l.steps.is_empty(),
                "{}: {}",
                g.id,
                l.title.en
            );
        }
    }
    assert!(check_game("chess", None).is_none() && file("chess").is_none());
}

#[test]
fn a_good_lesson_passes() {
    assert_eq!(broken(GOOD), Vec::<String>::new());
}

#[test]
fn a_step_whose_move_makes_another_position_is_named() {
    let bad = GOOD.replace(".RRR./...../..... b -", ".RRR./...../..... r -");
    let b = broken(&bad);
    assert_eq!(b.len(), 1, "{b:?}");
    assert!(
        b[0].starts_with("lesson 1 (Gánh), step 1: 'c2-c3' makes"),
        "{}",
        b[0]
    );
}

#[test]
fn an_illegal_step_or_an_unreadable_position_is_named() {
    let b = broken(
        &GOOD
            .replacen("c2-c3 ;", "c2-d2 ;", 1)
            .replacen("c2-c3 ;", "c2-c4 ;", 1),
    );
    assert!(
        b.iter()
            .any(|l| l.starts_with("lesson 1 (Gánh), step 1: 'c2-d2' makes")),
        "{b:?}"
    );
    assert!(b.iter().any(|l| l.starts_with("lesson 1 (Gánh), step 2:")) || b.len() == 1);
    let b = broken(&GOOD.replacen(
        "...../...../.B.B./..R../..... r - ;",
        "...../.B.B./..R../..... r - ;",
        1,
    ));
    assert!(
        b[0].contains("step 1: the position") && b[0].contains("does not read"),
        "{b:?}"
    );
}

#[test]
fn a_test_whose_answer_is_not_clearly_best_is_named() {
    // Red's move on the left is no gánh: the ranking prefers c2-c3.
    let b = broken(&GOOD.replace("r - ; c2-c3\n", "r - ; c2-c1\n"));
    assert_eq!(b.len(), 1, "{b:?}");
    assert!(
        b[0].starts_with("lesson 1 (Gánh), test 1: the best move there is 'c2-c3'"),
        "{}",
        b[0]
    );
    // A test with one legal move asks nothing.
    let b = broken(&GOOD.replace(
        "test: ...../...../.B.B./..R../..... r - ; c2-c3",
        "test: ...../B..../.B.B./R.R../..... r c3 ; c2-c3",
    ));
    assert!(b[0].contains("only one legal move"), "{b:?}");
}

#[test]
fn half_a_sentence_and_a_missing_test_are_refused() {
    let b = broken(&GOOD.replace("done: Gánh! | Gánh!", "done: Gánh | Gánh!"));
    assert!(
        b[0].starts_with("lesson 1 (Gánh), step 1:") && b[0].contains("whole sentence"),
        "{b:?}"
    );
    let no_test: String = GOOD
        .lines()
        .filter(|l| !l.starts_with("test") && !l.contains("Find") && !l.contains("Right"))
        .map(|l| format!("{l}\n"))
        .collect();
    let e = Path::parse(&no_test).unwrap_err().to_string();
    assert_eq!(e, "line 1: the lesson 'Gánh' has no test");
}

#[test]
fn a_lesson_file_that_does_not_read_says_which_line() {
    for (bad, says) in [
        (
            GOOD.replace(
                "ask: Đưa c2 lên c3. | Move c2 up to c3.",
                "ask: Đưa c2 lên c3.",
            ),
            "line 4: a text is 'Vietnamese | English'",
        ),
        (
            GOOD.replace("play: start\n", ""),
            "line 1: the lesson 'Gánh' has no 'play:'",
        ),
        (
            GOOD.replace("step: ", "stop: "),
            "line 3: unknown field 'stop:'",
        ),
        (
            GOOD.replace(" ; c2-c3\nask: Tìm", " ; c2-c3 c3-c2\nask: Tìm"),
            "line 6: a test's line ends on the solver's move",
        ),
        (
            format!("say: x. | x.\n{GOOD}"),
            "line 1: 'say:' before the first 'lesson:'",
        ),
        ("# nothing\n".to_string(), "no lesson in the file"),
    ] {
        let e = Path::parse(&bad).unwrap_err().to_string();
        assert!(e.contains(says), "{e}");
    }
}

#[test]
fn the_tool_lists_the_lessons_and_checks_them() {
    let (code, out, err) = run(&["lessons", "ganh"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() >= 8, "{out}");
    for (i, l) in lines.iter().enumerate() {
        assert!(l.starts_with(&format!("{}. ", i + 1)), "{l}");
    }
    let (code, vi, _) = run(&["lessons", "toan", "--lang", "vi"]);
    assert_eq!(code, 0);
    assert!(
        vi.starts_with("1. ") && vi != run(&["lessons", "toan"]).1,
        "{vi}"
    );
    for g in ["ganh", "toan", "cangua", "oaq"] {
        let (code, out, err) = run(&["lessons", g, "--check"]);
        assert_eq!(code, 0, "{g}: {out}{err}");
        assert!(out.lines().all(|l| l.contains(": ok (")), "{out}");
    }
}

#[test]
fn the_tools_check_fails_naming_the_lesson_and_step() {
    let dir = std::env::temp_dir().join(format!("cdg-lessons-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("ganh.txt");
    std::fs::write(
        &f,
        GOOD.replace(".RRR./...../..... b -", ".RRR./...../..... r -"),
    )
    .unwrap();
    let f = f.to_str().unwrap();
    let (code, out, err) = run(&["lessons", "ganh", "--check", "--file", f]);
    assert_eq!(code, 2);
    assert!(
        out.starts_with("lesson 1 (Gánh), step 1: 'c2-c3' makes"),
        "{out}"
    );
    assert!(err.contains("the lessons of ganh: 1 thing broken"), "{err}");
    let (code, _, err) = run(&["lessons", "chess"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown game 'chess'"), "{err}");
    let (code, _, err) = run(&["lessons", "ganh", "--lang", "fr"]);
    assert!(
        code == 2 && err.contains("--lang fr: use en or vi"),
        "{err}"
    );
    let (code, _, err) = run(&["lessons", "ganh", "--level", "hard"]);
    assert!(code == 2 && err.contains("not --level"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
