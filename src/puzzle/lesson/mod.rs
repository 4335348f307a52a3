//! The lesson path of each game: a few lessons, from the first move to the ideas that decide
//! games. Each lesson says a few short sentences, walks through steps made on the real board
//! (a position, the move asked for and the position it makes), sets a short test (positions
//! to solve, each with one clearly best move or line), and ends with a game against the
//! beginner level. Pure: no browser. The app fetches a game's path (`www/lessons/GAME.txt`)
//! when its lesson screen opens; the command-line tool lists and checks them
//! (`co-dan-gian lessons GAME [--check]`, [`check::check`]).
//!
//! The file is one field a line, `KEY: VALUE`; the texts are `Vietnamese | English`; lines
//! starting with `#` and empty lines are comments (docs/lessons.md):
//!
//! ```text
//! lesson: Đi quân | Moving          a new lesson and its title
//! say: … | …                        a sentence of its introduction (one or more)
//! step: POSITION ; MOVE ; AFTER     a step: the move asked for and the position it makes
//! ask: … | …                        what to do (after a step or a test)
//! done: … | …                       what it did, once made
//! test: POSITION ; LINE             a position to solve: the solver's move, the reply, …
//! play: start | POSITION            the game against the beginner level that ends the lesson
//! ```
//!
//! ```
//! use co_dan_gian::puzzle::lesson::Path;
//! let path = Path::parse("lesson: Đi | Moving\nsay: Đi. | Move.\n\
//!     step: P r - ; a1-a2 ; Q b -\nask: Đi a1. | Move a1.\ndone: Tốt. | Good.\n\
//!     test: P r - ; a1-a2\nask: Tìm. | Find it.\ndone: Đúng. | Right.\nplay: start\n").unwrap();
//! assert_eq!(path.lessons[0].title.en, "Moving");
//! assert_eq!(path.lessons[0].steps[0].mv, "a1-a2");
//! assert!(Path::parse("lesson: Đi | Moving\nstep: P ; a1-a2\n").unwrap_err().to_string().starts_with("line 2:"));
//! ```

pub mod check;
pub mod passed;

use crate::core::{Game, Text};
use std::fmt;

/// One step of a lesson: a move made on the board as the sentence asks.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The position the step starts from.
    pub position: String,
    /// The move asked for, in notation.
    pub mv: String,
    /// The position the move makes (checked against the rules).
    pub after: String,
    /// What to do.
    pub ask: Text,
    /// What the move did, said once it is made.
    pub done: Text,
}

/// A position of a lesson's test: the person finds the move (or the line) alone.
#[derive(Clone, Debug, PartialEq)]
pub struct Test {
    /// The position to solve.
    pub position: String,
    /// The solver's move, the reply, the solver's next move…, ending on the solver's move.
    pub line: Vec<String>,
    /// What to find.
    pub ask: Text,
    /// Why it was right, once found.
    pub done: Text,
}

/// One lesson of a path.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Its title.
    pub title: Text,
    /// The sentences that open it.
    pub say: Vec<Text>,
    /// The guided steps, in order.
    pub steps: Vec<Step>,
    /// The test, in order.
    pub tests: Vec<Test>,
    /// The position of the closing game against the beginner level, or `start`.
    pub play: String,
    /// The file line of its `lesson:` field (for errors).
    pub line: usize,
}

/// A game's lessons, in the order they are taught.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Path {
    /// The lessons.
    pub lessons: Vec<Lesson>,
}

/// Why a lesson file does not read: the line and what is wrong there.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonError {
    /// The file's line, from 1.
    pub line: usize,
    /// What is wrong, in English.
    pub what: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

/// Reads `vi | en`.
fn text(value: &str) -> Result<Text, String> {
    let (vi, en) = value
        .split_once('|')
        .ok_or("a text is 'Vietnamese | English', with a '|' between")?;
    let (vi, en) = (vi.trim(), en.trim());
    if vi.is_empty() || en.is_empty() {
        return Err("a text needs both its Vietnamese and its English".into());
    }
    Ok(Text::new(vi, en))
}

/// Splits `value` at `;` into exactly `n` trimmed, non-empty fields.
fn fields(value: &str, n: usize, form: &str) -> Result<Vec<String>, String> {
    let parts: Vec<String> = value.split(';').map(|s| s.trim().to_string()).collect();
    if parts.len() != n || parts.iter().any(String::is_empty) {
        return Err(format!("expected '{form}'"));
    }
    Ok(parts)
}

/// What an `ask:` or `done:` line fills in: the last step's or test's.
enum Last {
    Step,
    Test,
}

impl Path {
    /// Reads a lesson file.
    ///
    /// # Errors
    /// The first line that does not read, or a lesson with no step or no test, or a step
    /// or test without its `ask:` and `done:`.
    pub fn parse(file: &str) -> Result<Path, LessonError> {
        let mut path = Path::default();
        let mut last = None;
        for (i, raw) in file.lines().enumerate() {
            let line = i + 1;
            let raw = raw.trim();
            if raw.is_empty() || raw.starts_with('#') {
                continue;
            }
            let err = |what: String| LessonError { line, what };
            let (key, value) = raw
                .split_once(':')
                .ok_or_else(|| err("expected 'KEY: VALUE'".into()))?;
            let value = value.trim();
            if key == "lesson" {
                if let Some(prev) = path.lessons.last() {
                    complete(prev)?;
                }
                path.lessons.push(Lesson {
                    title: text(value).map_err(err)?,
                    say: Vec::new(),
                    steps: Vec::new(),
                    tests: Vec::new(),
                    play: String::new(),
                    line,
                });
                last = None;
                continue;
            }
            let lesson = path
                .lessons
                .last_mut()
                .ok_or_else(|| err(format!("'{key}:' before the first 'lesson:'")))?;
            let blank = || Text::new("", "");
            match key {
                "say" => lesson.say.push(text(value).map_err(err)?),
                "step" => {
                    let f = fields(value, 3, "step: POSITION ; MOVE ; AFTER").map_err(err)?;
                    let [position, mv, after] = <[String; 3]>::try_from(f).unwrap_or_default();
                    lesson.steps.push(Step {
                        position,
                        mv,
                        after,
                        ask: blank(),
                        done: blank(),
                    });
                    last = Some(Last::Step);
                }
                "test" => {
                    let f = fields(value, 2, "test: POSITION ; LINE").map_err(err)?;
                    let line: Vec<String> = f[1].split_whitespace().map(String::from).collect();
                    if line.len() % 2 == 0 {
                        return Err(err(
                            "a test's line ends on the solver's move: an odd number of moves"
                                .into(),
                        ));
                    }
                    lesson.tests.push(Test {
                        position: f[0].clone(),
                        line,
                        ask: blank(),
                        done: blank(),
                    });
                    last = Some(Last::Test);
                }
                "ask" | "done" => {
                    let t = text(value).map_err(err)?;
                    let slot = match last {
                        Some(Last::Step) => {
                            lesson.steps.last_mut().map(|s| (&mut s.ask, &mut s.done))
                        }
                        Some(Last::Test) => {
                            lesson.tests.last_mut().map(|t| (&mut t.ask, &mut t.done))
                        }
                        None => None,
                    };
                    let (ask, done) = slot.ok_or_else(|| {
                        err(format!("'{key}:' belongs under a 'step:' or a 'test:'"))
                    })?;
                    let to = if key == "ask" { ask } else { done };
                    if !to.en.is_empty() {
                        return Err(err(format!("a second '{key}:' for the same step or test")));
                    }
                    *to = t;
                }
                "play" => {
                    if !lesson.play.is_empty() {
                        return Err(err("a second 'play:' in one lesson".into()));
                    }
                    if value.is_empty() {
                        return Err(err("expected 'play: start' or 'play: POSITION'".into()));
                    }
                    lesson.play = value.to_string();
                }
                other => {
                    return Err(err(format!(
                        "unknown field '{other}:' (lesson, say, step, test, ask, done, play)"
                    )))
                }
            }
        }
        match path.lessons.last() {
            Some(l) => complete(l)?,
            None => {
                return Err(LessonError {
                    line: file.lines().count(),
                    what: "no lesson in the file".into(),
                })
            }
        }
        Ok(path)
    }
}

/// Refuses a lesson without a step, or with a step or test lacking its words or its game.
fn complete(l: &Lesson) -> Result<(), LessonError> {
    let err = |what: &str| {
        Err(LessonError {
            line: l.line,
            what: format!("the lesson '{}' {what}", l.title.en),
        })
    };
    if l.steps.is_empty() {
        return err("has no step");
    }
    if l.tests.is_empty() {
        return err("has no test");
    }
    let words = |a: &Text, d: &Text| !a.en.is_empty() && !d.en.is_empty();
    if !l.steps.iter().all(|s| words(&s.ask, &s.done))
        || !l.tests.iter().all(|t| words(&t.ask, &t.done))
    {
        return err("has a step or a test without its 'ask:' and 'done:'");
    }
    if l.play.is_empty() {
        return err("has no 'play:' (its game against the beginner level)");
    }
    Ok(())
}

/// A game that has a lesson path.
pub trait Taught: Game {
    /// Its lesson file, as shipped in `www/lessons/`.
    const LESSONS: &'static str;
}

impl Taught for crate::games::ganh::Ganh {
    const LESSONS: &'static str = include_str!("../../../www/lessons/ganh.txt");
}

impl Taught for crate::games::toan::Toan {
    const LESSONS: &'static str = include_str!("../../../www/lessons/toan.txt");
}

impl Taught for crate::games::cangua::Cangua {
    const LESSONS: &'static str = include_str!("../../../www/lessons/cangua.txt");
}

impl Taught for crate::games::oaq::Oaq {
    const LESSONS: &'static str = include_str!("../../../www/lessons/oaq.txt");
}

/// The lesson file of the game `game`; `None` for an id that is not a game's.
pub fn file(game: &str) -> Option<&'static str> {
    /// Reads a game's [`Taught::LESSONS`].
    struct File;
    impl File {
        fn visit<G: Taught>(self) -> &'static str {
            G::LESSONS
        }
    }
    crate::visit_game!(game, File)
}

/// The start position of the game `game` under its default options (where a lesson's
/// closing game `play: start` begins); `None` for an id that is not a game's.
pub fn start(game: &str) -> Option<String> {
    /// Writes a game's start position.
    struct Start;
    impl Start {
        fn visit<G: Game>(self) -> String {
            G::new(Default::default(), 0).position()
        }
    }
    crate::visit_game!(game, Start)
}
