//! A game's lesson path on the puzzle board ([`crate::puzzle::lesson`]): the list of lessons
//! with those passed ticked and the next one suggested; then a lesson's opening sentences and
//! its steps (a wrong move set up again with the asked one marked), its test (the person's
//! move judged as a puzzle's, the reply played; a second wrong try marks the answer), and,
//! once passed, a game against Mới tập on the game's own table.

use super::editor::against;
use super::event::{dispatch, later, Act, Event};
use super::words as w;
use crate::core::{Lang, Text};
use crate::page::dom::{self, append, attr, el, on};
use crate::page::host::Host;
use crate::page::i18n::{button, lang, Tr};
use crate::puzzle::lesson::passed::Passed;
use crate::puzzle::lesson::{start, Lesson, Path};
use crate::puzzle::progress::{judge, Verdict};
use crate::record::{Record, Start};
use web_sys::HtmlElement;

/// Where the person is in the path.
#[derive(Clone, Copy, Debug, PartialEq)]
enum At {
    /// The list of lessons.
    List,
    /// Step `k` of lesson `n` (both from 0); `done` once its move is made, `wrong` after a
    /// move that was not the one asked.
    Step {
        n: usize,
        k: usize,
        done: bool,
        wrong: bool,
    },
    /// Test `k` of lesson `n`: `wrongs` tries missed, `solved` once found.
    Test {
        n: usize,
        k: usize,
        wrongs: u32,
        solved: bool,
    },
    /// Lesson `n` passed: its game, the next lesson.
    Passed { n: usize },
}

/// What the panel shows of a step or a test: the same parts, with their own words.
struct Part<'a> {
    /// The lesson (from 0).
    n: usize,
    /// The step or test (from 0), and how many there are.
    k: usize,
    count: usize,
    /// The panel's `data-state`, and the attribute that numbers it (`data-step`, `data-test`).
    state: &'static str,
    counter: &'static str,
    /// "Bước" or "Kiểm tra".
    word: Tr,
    /// The lesson's opening sentences (over its first step only).
    say: &'a [Text],
    ask: &'a Text,
    /// What a wrong try says, after one.
    wrong: Option<Tr>,
    /// What the move did, once made (the next button waits for it).
    done: Option<&'a Text>,
    /// The next button's words.
    next: Tr,
}

/// A game's lesson path being walked through.
pub struct Lessons {
    game: String,
    /// The path once fetched and read, or why it cannot be had (`None`: on its way).
    path: Option<Result<Path, String>>,
    passed: Passed,
    /// The stored progress did not read: it is left as it is, never written over.
    unreadable: bool,
    at: At,
    /// The address of the game against Mới tập, once a lesson is passed.
    link: Option<String>,
    /// What the panel shows now (where, whether the file came, the language): a redraw of
    /// the same would replace a button under a finger and lose its click.
    drawn: std::cell::Cell<Option<(At, bool, Lang)>>,
}

/// Whether the game `game` has dice ([`crate::core::Game::DICE`]).
fn has_dice(game: &str) -> bool {
    /// Reads a game's `DICE`.
    struct Dice;
    impl Dice {
        fn visit<G: crate::core::Game>(self) -> bool {
            G::DICE
        }
    }
    crate::visit_game!(game, Dice).unwrap_or(false)
}

fn key(game: &str) -> String {
    format!("cdg.lessons.{game}")
}

impl Lessons {
    /// `game`'s lesson path at its list, its file fetched, its progress read from storage.
    pub fn open(game: &str) -> Lessons {
        let (passed, unreadable) = match dom::load(&key(game)).map(|t| Passed::from_text(&t)) {
            None => (Passed::default(), false),
            Some(Ok(p)) => (p, false),
            Some(Err(e)) => {
                dom::log(&format!("lesson progress of {game} ignored: {e}"));
                (Passed::default(), true)
            }
        };
        let g = game.to_string();
        dom::fetch_text(&format!("lessons/{game}.txt"), move |text| {
            dispatch(Event::Lesson(Act::File(g, text)));
        });
        Lessons {
            game: game.to_string(),
            path: None,
            passed,
            unreadable,
            at: At::List,
            link: None,
            drawn: std::cell::Cell::new(None),
        }
    }

    fn lessons(&self) -> &[Lesson] {
        match &self.path {
            Some(Ok(p)) => &p.lessons,
            _ => &[],
        }
    }

    /// Whether the board on screen is still this game's board apart (a file or a timer that
    /// arrives late must never touch the game in progress).
    fn on_board(&self) -> bool {
        Host.now().apart() == Some(self.game.as_str())
    }

    /// Carries out `act`.
    pub fn act(&mut self, act: Act) {
        match act {
            // The first file read stays (a second fetch of a reopened screen must not pull
            // the path from under a lesson in progress).
            Act::File(game, text) if game == self.game && !matches!(self.path, Some(Ok(_))) => {
                self.path = Some(match text {
                    None => Err(w::LESSONS_NOT_LOADED.now().to_string()),
                    Some(t) => {
                        Path::parse(&t).map_err(|e| format!("{}: {e}", w::LESSONS_DAMAGED.now()))
                    }
                });
            }
            Act::File(..) => {}
            Act::Pick(None) => self.at = At::List,
            Act::Pick(Some(n)) if n < self.lessons().len() => {
                self.at = At::Step {
                    n,
                    k: 0,
                    done: false,
                    wrong: false,
                };
                self.set_up(false, 0);
            }
            Act::Pick(Some(_)) => {}
            Act::Next => self.next(),
            Act::Reply => {
                if let (At::Test { n, k, .. }, true) = (self.at, self.on_board()) {
                    let line = &self.lessons()[n].tests[k].line;
                    let made = Host.moves().map(|m| m.len()).unwrap_or(0);
                    if let Some(reply) = line.get(made).filter(|_| made % 2 == 1) {
                        if let Err(e) = Host.play(reply) {
                            dom::log(&format!("lesson reply {reply}: {e}"));
                        }
                        Host.update();
                    }
                }
            }
        }
    }

    /// Sets up the position of the step or test on screen, a test's line played to its move
    /// `at` (0, 2, …: where the person is); `mark`: with the move to make shown as a hint is.
    fn set_up(&self, mark: bool, at: usize) {
        if !self.on_board() {
            return;
        }
        // In a game with dice a step's move is marked from the start: its cells have no
        // numbers on the board to find them by.
        let mark = mark || matches!(self.at, At::Step { .. }) && has_dice(&self.game);
        let (position, before, mv): (&String, &[String], &String) = match self.at {
            At::Step { n, k, .. } => {
                let s = &self.lessons()[n].steps[k];
                (&s.position, &[], &s.mv)
            }
            At::Test { n, k, .. } => {
                let t = &self.lessons()[n].tests[k];
                let at = at.min(t.line.len() - 1);
                (&t.position, &t.line[..at], &t.line[at])
            }
            _ => return,
        };
        let set = Host
            .set_up(&self.game, position, &[])
            .and_then(|()| before.iter().try_for_each(|mv| Host.play(mv)))
            .and_then(|()| if mark { Host.hint(mv) } else { Ok(()) });
        if let Err(e) = set {
            dom::log(&format!("lesson {} {position}: {e}", self.game));
        }
        Host.update();
    }

    /// On from the step or test done.
    fn next(&mut self) {
        let count = |n: usize| {
            let l = &self.lessons()[n];
            (l.steps.len(), l.tests.len())
        };
        self.at = match self.at {
            At::Step {
                n, k, done: true, ..
            } if k + 1 < count(n).0 => At::Step {
                n,
                k: k + 1,
                done: false,
                wrong: false,
            },
            At::Step { n, done: true, .. } => At::Test {
                n,
                k: 0,
                wrongs: 0,
                solved: false,
            },
            At::Test {
                n, k, solved: true, ..
            } if k + 1 < count(n).1 => At::Test {
                n,
                k: k + 1,
                wrongs: 0,
                solved: false,
            },
            At::Test {
                n, solved: true, ..
            } => {
                self.passed.pass(n + 1);
                if !self.unreadable {
                    dom::save(&key(&self.game), &self.passed.to_text());
                }
                self.link = self.game_link(n);
                At::Passed { n }
            }
            other => other,
        };
        self.set_up(false, 0);
    }

    /// A move on the board: the asked one, or set up again.
    pub fn follow(&mut self) {
        let Ok(moves) = Host.moves() else { return };
        match self.at {
            At::Step {
                n, k, done: false, ..
            } if moves.len() == 1 => {
                let right = moves[0] == self.lessons()[n].steps[k].mv;
                self.at = At::Step {
                    n,
                    k,
                    done: right,
                    wrong: !right,
                };
                if !right {
                    // Set up again rather than undone: an undone move would stay to redo,
                    // and the next move would ask whether to drop it.
                    self.set_up(true, 0);
                }
            }
            At::Test {
                n,
                k,
                wrongs,
                solved: false,
            } if moves.len() % 2 == 1 => {
                let at = moves.len() - 1;
                match judge(&self.lessons()[n].tests[k].line, at, &moves[at]) {
                    Verdict::Solved => {
                        self.at = At::Test {
                            n,
                            k,
                            wrongs,
                            solved: true,
                        }
                    }
                    Verdict::Right(_) => later(500, Event::Lesson(Act::Reply)),
                    Verdict::Wrong(_) => {
                        self.at = At::Test {
                            n,
                            k,
                            wrongs: wrongs + 1,
                            solved: false,
                        };
                        self.set_up(wrongs + 1 >= 2, at);
                    }
                }
            }
            _ => {}
        }
    }

    /// The step or the test on screen, as the panel shows it.
    fn part(&self) -> Option<Part<'_>> {
        let lessons = self.lessons();
        Some(match self.at {
            At::Step { n, k, done, wrong } => {
                let l = lessons.get(n)?;
                let s = l.steps.get(k)?;
                Part {
                    n,
                    k,
                    count: l.steps.len(),
                    state: if done { "done" } else { "asking" },
                    counter: "data-step",
                    word: w::STEP,
                    say: if k == 0 { &l.say } else { &[] },
                    ask: &s.ask,
                    wrong: wrong.then_some(w::TRY_AGAIN),
                    done: done.then_some(&s.done),
                    next: if k + 1 < l.steps.len() {
                        w::NEXT_STEP
                    } else {
                        w::TAKE_TEST
                    },
                }
            }
            At::Test {
                n,
                k,
                wrongs,
                solved,
            } => {
                let l = lessons.get(n)?;
                let t = l.tests.get(k)?;
                Part {
                    n,
                    k,
                    count: l.tests.len(),
                    state: if solved { "solved" } else { "testing" },
                    counter: "data-test",
                    word: w::TEST,
                    say: &[],
                    ask: &t.ask,
                    wrong: match wrongs {
                        _ if solved => None,
                        0 => None,
                        1 => Some(w::NOT_YET),
                        _ => Some(w::MARKED),
                    },
                    done: solved.then_some(&t.done),
                    next: if k + 1 < l.tests.len() {
                        w::NEXT_TEST
                    } else {
                        w::FINISH
                    },
                }
            }
            At::List | At::Passed { .. } => return None,
        })
    }

    /// The address of a game against Mới tập from lesson `n`'s `play:` position, the person
    /// playing the side to move there; `None` when the board cannot tell its seats.
    fn game_link(&self, n: usize) -> Option<String> {
        let play = &self.lessons()[n].play;
        let shown = if play == "start" {
            start(&self.game)?
        } else {
            play.clone()
        };
        Host.set_up(&self.game, &shown, &[]).ok()?;
        let now = Host.now();
        let me = now.turn?;
        let mut record = Record::new(&self.game);
        if play != "start" {
            record.start = Start::Position(play.clone());
        }
        Some(format!(
            "#{}",
            against(record, &now.players, me, "beginner")
        ))
    }

    /// Draws the path into `root`.
    pub fn draw(&self, root: &HtmlElement) {
        let now = Some((self.at, self.path.is_some(), lang()));
        if self.drawn.replace(now) == now && root.child_element_count() > 0 {
            return;
        }
        dom::clear(root);
        let pick = |t: &Text| t.get(lang()).to_string();
        let lessons = self.lessons();
        let title = append(root, el("h2", "puzzle-title"));
        match &self.path {
            None => {
                attr(root, "data-state", "loading");
                title.set_text_content(Some(w::LESSONS.now()));
                append(root, el("p", "puzzle-task"))
                    .set_text_content(Some(w::LOADING_LESSONS.now()));
                return;
            }
            Some(Err(e)) => {
                attr(root, "data-state", "error");
                title.set_text_content(Some(w::LESSONS.now()));
                append(root, el("p", "puzzle-task")).set_text_content(Some(e));
                return;
            }
            Some(Ok(_)) => {}
        }
        let of = |n: usize| {
            format!(
                "{} {}/{} · {}",
                w::LESSON.now(),
                n + 1,
                lessons.len(),
                pick(&lessons[n].title)
            )
        };
        let actions = el("div", "puzzle-actions");
        match self.at {
            At::List => {
                attr(root, "data-state", "path");
                title.set_text_content(Some(w::LESSONS.now()));
                let passed = self
                    .passed
                    .passed
                    .iter()
                    .filter(|&&n| n <= lessons.len())
                    .count();
                append(root, el("p", "lesson-count")).set_text_content(Some(&format!(
                    "{}: {passed}/{}",
                    w::PASSED.now(),
                    lessons.len()
                )));
                let next = self.passed.next(lessons.len());
                let list = append(root, el("ol", "lesson-list"));
                for (i, l) in lessons.iter().enumerate() {
                    let item = append(&list, el("li", ""));
                    let b = append(&item, el("button", "lesson-pick"));
                    attr(&b, "type", "button");
                    attr(&b, "data-lesson", &(i + 1).to_string());
                    let done = self.passed.has(i + 1);
                    let mark = if done { " ✓" } else { "" };
                    b.set_text_content(Some(&format!("{}. {}{mark}", i + 1, pick(&l.title))));
                    if done {
                        let _ = b.class_list().add_1("passed");
                    }
                    if i + 1 == next {
                        let _ = b.class_list().add_1("next");
                        attr(&b, "aria-current", "step");
                    }
                    on(&b, "click", move |_| {
                        dispatch(Event::Lesson(Act::Pick(Some(i))))
                    });
                }
                let go = append(
                    &actions,
                    button("primary lesson-start", "→", w::START_LESSON),
                );
                on(&go, "click", move |_| {
                    dispatch(Event::Lesson(Act::Pick(Some(next - 1))))
                });
            }
            At::Step { .. } | At::Test { .. } => {
                let Some(p) = self.part() else { return };
                attr(root, "data-state", p.state);
                attr(root, "data-lesson", &(p.n + 1).to_string());
                attr(root, p.counter, &(p.k + 1).to_string());
                title.set_text_content(Some(&of(p.n)));
                for t in p.say {
                    append(root, el("p", "lesson-say")).set_text_content(Some(&pick(t)));
                }
                append(root, el("p", "lesson-part")).set_text_content(Some(&format!(
                    "{} {}/{}",
                    p.word.now(),
                    p.k + 1,
                    p.count
                )));
                append(root, el("p", "lesson-ask")).set_text_content(Some(&pick(p.ask)));
                if let Some(wrong) = p.wrong {
                    append(root, el("p", "puzzle-task lesson-wrong"))
                        .set_text_content(Some(wrong.now()));
                }
                if let Some(done) = p.done {
                    append(root, el("p", "puzzle-task lesson-done"))
                        .set_text_content(Some(&pick(done)));
                }
                let next = append(&actions, button("primary lesson-next", "→", p.next));
                dom::set_enabled(&next, p.done.is_some());
                on(&next, "click", |_| dispatch(Event::Lesson(Act::Next)));
            }
            At::Passed { n } => {
                attr(root, "data-state", "passed");
                attr(root, "data-lesson", &(n + 1).to_string());
                title.set_text_content(Some(&of(n)));
                append(root, el("p", "puzzle-task lesson-done"))
                    .set_text_content(Some(w::LESSON_PASSED.now()));
                append(root, el("p", "lesson-say"))
                    .set_text_content(Some(w::PLAY_BEGINNER_WHY.now()));
                if let Some(href) = &self.link {
                    let play = append(&actions, el("a", "button primary lesson-play"));
                    attr(&play, "href", href);
                    play.set_text_content(Some(w::PLAY_BEGINNER.now()));
                }
                if n + 1 < lessons.len() {
                    let next = append(&actions, button("lesson-following", "→", w::NEXT_LESSON));
                    on(&next, "click", move |_| {
                        dispatch(Event::Lesson(Act::Pick(Some(n + 1))))
                    });
                }
            }
        }
        append(root, actions);
        if self.at != At::List {
            let back = append(root, button("lesson-back", "←", w::ALL_LESSONS));
            on(&back, "click", |_| dispatch(Event::Lesson(Act::Pick(None))));
        }
    }
}
