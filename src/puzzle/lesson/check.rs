//! Checks a lesson path against the rules (`co-dan-gian lessons GAME --check`, and a native
//! test for every game): every step's move is legal where it is asked and makes the position
//! the file says; every test's line is legal and its first move is clearly the best (so the
//! one answer the lesson accepts is the right one); every closing game can be played; every
//! sentence is whole in both languages.

use super::{Lesson, Path};
use crate::core::{Game, Text};
use crate::puzzle::Themed;
use std::fmt;

/// How much better (hundredths of a piece or point, at the game's mining depth) a test's
/// move must be than every other: a test has one answer.
pub const TEST_GAP: i32 = 100;

/// What is wrong in a lesson, and where.
#[derive(Clone, Debug, PartialEq)]
pub struct Broken {
    /// The lesson's number, from 1.
    pub lesson: usize,
    /// Its title, in English.
    pub title: String,
    /// Where in it: `step 2`, `test 1`, `its game`, `its words`.
    pub at: String,
    /// What is wrong, in English.
    pub what: String,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "lesson {} ({}), {}: {}",
            self.lesson, self.title, self.at, self.what
        )
    }
}

/// Everything wrong in `path` for the game `G` with its default options; empty when it
/// is all right.
pub fn check<G: Themed>(path: &Path) -> Vec<Broken> {
    let mut out = Vec::new();
    for (i, lesson) in path.lessons.iter().enumerate() {
        let mut broken = |at: String, what: String| {
            out.push(Broken {
                lesson: i + 1,
                title: lesson.title.en.clone(),
                at,
                what,
            })
        };
        check_words(lesson, &mut broken);
        for (k, step) in lesson.steps.iter().enumerate() {
            if let Err(what) = check_step::<G>(&step.position, &step.mv, &step.after) {
                broken(format!("step {}", k + 1), what);
            }
        }
        for (k, test) in lesson.tests.iter().enumerate() {
            if let Err(what) = check_test::<G>(&test.position, &test.line) {
                broken(format!("test {}", k + 1), what);
            }
        }
        if let Err(what) = check_play::<G>(&lesson.play) {
            broken("its game".into(), what);
        }
    }
    out
}

/// Whether `t` is a whole sentence in both languages (ends with `.`, `!`, `?` or `:`).
fn whole(t: &Text) -> bool {
    [&t.vi, &t.en]
        .iter()
        .all(|s| s.ends_with(['.', '!', '?', ':']) && !s.contains('|'))
}

fn check_words(lesson: &Lesson, broken: &mut impl FnMut(String, String)) {
    let mut texts: Vec<(String, &Text)> = Vec::new();
    texts.extend(lesson.say.iter().map(|t| ("its words".to_string(), t)));
    for (k, s) in lesson.steps.iter().enumerate() {
        texts.push((format!("step {}", k + 1), &s.ask));
        texts.push((format!("step {}", k + 1), &s.done));
    }
    for (k, s) in lesson.tests.iter().enumerate() {
        texts.push((format!("test {}", k + 1), &s.ask));
        texts.push((format!("test {}", k + 1), &s.done));
    }
    if lesson.say.is_empty() {
        broken("its words".into(), "no 'say:' sentence opens it".into());
    }
    for (at, t) in texts {
        if !whole(t) {
            broken(
                at,
                format!(
                    "'{}' / '{}' is not a whole sentence in both languages",
                    t.vi, t.en
                ),
            );
        }
    }
}

/// Reads `position` with the default options.
fn read<G: Game>(position: &str) -> Result<G, String> {
    G::from_position(position, Default::default())
        .map_err(|e| format!("the position '{position}' does not read: {e}"))
}

/// Plays `mv` in `game`, or says why it cannot be played.
fn play<G: Game>(game: &mut G, mv: &str) -> Result<(), String> {
    let parsed = game
        .parse_move(mv)
        .map_err(|e| format!("'{mv}' does not read: {e}"))?;
    game.play(parsed)
        .map(|_| ())
        .map_err(|e| format!("'{mv}' is not legal there: {e}"))
}

fn check_step<G: Game>(position: &str, mv: &str, after: &str) -> Result<(), String> {
    let mut game = read::<G>(position)?;
    if game.outcome().is_some() {
        return Err("the game is already over there".into());
    }
    // With dice, a lone move is played by itself: a step must leave a choice.
    if G::DICE && game.legal_moves().len() < 2 {
        return Err(format!(
            "'{mv}' is the only move there: the app would play it by itself"
        ));
    }
    play(&mut game, mv)?;
    let made = game.position();
    if made != after {
        return Err(format!("'{mv}' makes '{made}', not '{after}'"));
    }
    Ok(())
}

fn check_test<G: Themed>(position: &str, line: &[String]) -> Result<(), String> {
    let game = read::<G>(position)?;
    if game.outcome().is_some() {
        return Err("the game is already over there".into());
    }
    let ranked = game.rank(G::MINING_DEPTH as u32);
    if ranked.len() < 2 {
        return Err("only one legal move: nothing to find".into());
    }
    let first = line.first().ok_or("no move to find")?;
    let best = game.format_move(ranked[0].mv);
    if &best != first {
        return Err(format!(
            "the best move there is '{best}' ({}), not '{first}'",
            ranked[0].score
        ));
    }
    if ranked[0].score - ranked[1].score < TEST_GAP {
        return Err(format!(
            "'{first}' ({}) is not clearly better than '{}' ({}): at least {TEST_GAP} apart",
            ranked[0].score,
            game.format_move(ranked[1].mv),
            ranked[1].score
        ));
    }
    let mut after = game;
    for mv in line {
        if after.outcome().is_some() {
            return Err(format!("the game is over before '{mv}'"));
        }
        play(&mut after, mv)?;
    }
    Ok(())
}

fn check_play<G: Game>(position: &str) -> Result<(), String> {
    if position == "start" {
        return Ok(());
    }
    let game = read::<G>(position)?;
    if game.outcome().is_some() {
        return Err("the game is already over there".into());
    }
    Ok(())
}

/// The lesson file `text` of the game `game` (its shipped one when `None`) read and
/// checked: each line of what is wrong, or the path; `None` for an id that is not a game's.
pub fn check_game(game: &str, text: Option<&str>) -> Option<Result<Path, Vec<String>>> {
    /// Reads and checks a lesson file of a game ([`super::Taught::LESSONS`] by default).
    struct Check<'a>(Option<&'a str>);
    impl Check<'_> {
        fn visit<G: Themed + super::Taught>(self) -> Result<Path, Vec<String>> {
            let text = self.0.unwrap_or(G::LESSONS);
            let path = Path::parse(text).map_err(|e| vec![e.to_string()])?;
            let broken = check::<G>(&path);
            if broken.is_empty() {
                Ok(path)
            } else {
                Err(broken.iter().map(Broken::to_string).collect())
            }
        }
    }
    crate::visit_game!(game, Check(text))
}
