//! The first lesson of a game on the puzzle board: each step of
//! [`crate::puzzle::lesson::first`] set up in turn, a wrong move taken back with "try
//! again" and the asked move marked on the board, the right one answered with its sentence.

use super::event::{dispatch, Event};
use super::words as w;
use crate::page::dom::{self, append, attr, el, on};
use crate::page::host::Host;
use crate::page::i18n::{button, lang};
use crate::puzzle::lesson::{first, Step};
use web_sys::HtmlElement;

/// A lesson being walked through.
pub struct Lesson {
    game: String,
    steps: &'static [Step],
    /// The step on the board.
    at: usize,
    /// Whether its move was made.
    done: bool,
    /// Whether the last move was not the one asked for.
    wrong: bool,
}

impl Lesson {
    /// The first lesson of `game`, at its first step (set up on the board).
    pub fn open(game: &str) -> Lesson {
        let l = Lesson {
            game: game.to_string(),
            steps: first(game),
            at: 0,
            done: false,
            wrong: false,
        };
        l.set_up(false);
        l
    }

    /// Sets the step's position up; `mark`: with its move shown as a hint is (the piece
    /// picked up, its words in the panel), after a wrong try.
    fn set_up(&self, mark: bool) {
        if let Some(s) = self.steps.get(self.at) {
            let set_up =
                Host.position(s.position)
                    .and_then(|()| if mark { Host.hint(s.mv) } else { Ok(()) });
            if let Err(e) = set_up {
                dom::log(&format!("lesson {} step {}: {e}", self.game, self.at + 1));
            }
            Host.update();
        }
    }

    /// The next step.
    pub fn next(&mut self) {
        if self.at + 1 < self.steps.len() {
            self.at += 1;
            self.done = false;
            self.wrong = false;
            self.set_up(false);
        }
    }

    /// A move on the board: the asked one, or taken back.
    pub fn follow(&mut self) {
        let Some(step) = self.steps.get(self.at) else {
            return;
        };
        if self.done {
            return;
        }
        let Ok(moves) = Host.moves() else {
            return;
        };
        if moves.len() != 1 {
            return;
        }
        if moves[0] == step.mv {
            self.done = true;
            self.wrong = false;
        } else {
            // Set up again rather than undone: an undone move would stay to redo, and the
            // next move would ask whether to drop it.
            self.wrong = true;
            self.set_up(true);
        }
    }

    /// Draws the lesson into `root`.
    pub fn draw(&self, root: &HtmlElement) {
        dom::clear(root);
        let Some(step) = self.steps.get(self.at) else {
            return;
        };
        let last = self.at + 1 == self.steps.len();
        let state = match (self.done, last) {
            (true, true) => "finished",
            (true, false) => "done",
            _ => "asking",
        };
        attr(root, "data-state", state);
        attr(root, "data-step", &(self.at + 1).to_string());
        let h = append(root, el("h2", "puzzle-title"));
        h.set_text_content(Some(&format!(
            "{} · {} {}/{}",
            w::LESSON.now(),
            w::STEP.now(),
            self.at + 1,
            self.steps.len()
        )));
        let pick = |t: crate::core::Text| t.get(lang()).to_string();
        append(root, el("p", "lesson-ask")).set_text_content(Some(&pick(step.ask())));
        if self.wrong {
            append(root, el("p", "puzzle-task lesson-wrong"))
                .set_text_content(Some(w::TRY_AGAIN.now()));
        }
        if self.done {
            append(root, el("p", "puzzle-task lesson-done"))
                .set_text_content(Some(&pick(step.done())));
        }
        let actions = append(root, el("div", "puzzle-actions"));
        if last && self.done {
            let puzzles = append(&actions, el("a", "button primary lesson-puzzles"));
            attr(&puzzles, "href", &format!("#/puzzles/{}", self.game));
            puzzles.set_text_content(Some(w::TRY_PUZZLES.now()));
            let play = append(&actions, el("a", "button lesson-play"));
            attr(&play, "href", &format!("#/{}", self.game));
            play.set_text_content(Some(w::PLAY.now()));
        } else {
            let next = append(&actions, button("primary lesson-next", "→", w::NEXT_STEP));
            dom::set_enabled(&next, self.done);
            on(&next, "click", |_| dispatch(Event::NextStep));
        }
    }
}
