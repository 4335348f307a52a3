//! The puzzle screen's part of the panel: the puzzle and its task, the verdict, the
//! solution (with Cờ toán's arithmetic), the rating and streak, the theme chooser and the
//! buttons. Drawn again from what [`super::state`] says at each change.

use super::event::{dispatch, Event};
use super::words as w;
use crate::core::Lang;
use crate::page::dom::{self, append, attr, el, on};
use crate::page::host::Host;
use crate::page::i18n::{button, lang};
use crate::puzzle::progress::Progress;
use crate::puzzle::{explain, themes, Puzzle};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// Where the puzzle being solved stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The person is to find the next move.
    Solving,
    /// A right move: the reply comes.
    Waiting,
    /// Solved.
    Solved,
    /// A wrong move: the right one is marked.
    Missed,
    /// The solution is played on the board.
    Shown,
}

/// What the panel shows.
pub enum Shown {
    /// The puzzle file is on its way.
    Loading,
    /// Why there are no puzzles.
    Error(String),
    /// A puzzle.
    Puzzle {
        game: String,
        puzzle: Puzzle,
        stage: Stage,
        at: usize,
        change: Option<i32>,
    },
}

/// The panel's puzzle section.
pub struct Panel {
    root: HtmlElement,
}

impl Panel {
    /// Builds the section (not yet on the page).
    pub fn build() -> Panel {
        let root = el("section", "puzzle");
        attr(&root, "aria-live", "polite");
        Panel { root }
    }

    /// The section itself (the lesson draws into it too).
    pub fn root(&self) -> &HtmlElement {
        &self.root
    }

    /// Puts the section at the top of the game's panel, after the turn line.
    pub fn attach(&self) {
        let doc = dom::document();
        let Some(panel) = doc.query_selector("aside.panel").ok().flatten() else {
            return;
        };
        let after = doc.query_selector("aside.panel > .turn").ok().flatten();
        let next = after.and_then(|t| t.next_sibling());
        let _ = panel.insert_before(&self.root, next.as_ref());
    }

    /// Shows `text` as the reason there is no puzzle.
    pub fn error(&self, text: &str) {
        dom::clear(&self.root);
        attr(&self.root, "data-state", "error");
        append(&self.root, el("p", "puzzle-error")).set_text_content(Some(text));
    }

    /// Draws `shown`, with the player's `progress`, the file's `themes` and the one chosen;
    /// `own`: whether the person's own mistakes are practised, and how many are due.
    pub fn draw(
        &self,
        shown: &Shown,
        progress: &Progress,
        themes: &[String],
        theme: &str,
        own: (bool, usize),
    ) {
        let r = &self.root;
        dom::clear(r);
        let l = lang();
        let (practising, due) = own;
        match shown {
            Shown::Loading => {
                attr(r, "data-state", "loading");
                append(r, el("p", "puzzle-task")).set_text_content(Some(w::LOADING.now()));
                return;
            }
            Shown::Error(e) => {
                self.error(e);
                if practising {
                    own_button(r, false, due);
                }
                return;
            }
            Shown::Puzzle {
                game,
                puzzle,
                stage,
                at,
                change,
            } => {
                attr(r, "data-state", stage_name(*stage));
                attr(r, "data-puzzle", &puzzle.id);
                let h = append(r, el("h2", "puzzle-title"));
                h.set_text_content(Some(&if practising {
                    format!("{} · {} {due}", w::PRACTISE_OWN.now(), w::OWN_LEFT.now())
                } else {
                    format!(
                        "{} {} · {}",
                        w::PUZZLE.now(),
                        crate::puzzle::progress::number(&puzzle.id).unwrap_or(0),
                        puzzle.rating
                    )
                }));
                let names: Vec<String> = puzzle
                    .themes
                    .iter()
                    .filter_map(|t| themes::label(t))
                    .map(|t| t.get(l).to_string())
                    .collect();
                append(r, el("p", "puzzle-themes")).set_text_content(Some(&names.join(" · ")));
                let task = append(r, el("p", "puzzle-task"));
                task.set_text_content(Some(&self.task(*stage, *at, *change)));
                if matches!(stage, Stage::Solved | Stage::Missed | Stage::Shown) {
                    let sol = append(r, el("p", "puzzle-solution"));
                    let lines =
                        explain::solution_lines(game, &puzzle.position, &puzzle.solution, l);
                    sol.set_text_content(Some(&format!(
                        "{}: {}",
                        w::SOLUTION.now(),
                        lines.join(" · ")
                    )));
                }
            }
        }
        // Your own mistakes leave the rating alone and have no themes to choose.
        if !practising {
            Self::standing(r, progress, themes, theme);
        }
        let actions = append(r, el("div", "puzzle-actions"));
        let show = append(&actions, button("puzzle-show", "", w::SHOW));
        on(&show, "click", |_| dispatch(Event::Show));
        let next = append(&actions, button("primary puzzle-next", "→", w::NEXT));
        on(&next, "click", |_| dispatch(Event::Next));
        if practising || due > 0 {
            own_button(r, !practising, due);
        }
    }

    /// The player's rating and streak, and the theme chooser with the file's `themes` and
    /// the one chosen, into `r`.
    fn standing(r: &HtmlElement, progress: &Progress, themes: &[String], theme: &str) {
        let l = lang();
        let stats = append(r, el("p", "puzzle-stats"));
        stats.set_text_content(Some(&format!(
            "{}: {} · {}: {} ({} {}) · {}: {}/{}",
            w::RATING.now(),
            progress.rating,
            w::STREAK.now(),
            progress.streak,
            w::BEST.now(),
            progress.best_streak,
            w::SOLVED_COUNT.now(),
            progress.solved,
            progress.solved + progress.missed
        )));
        attr(&stats, "data-rating", &progress.rating.to_string());
        attr(&stats, "data-streak", &progress.streak.to_string());
        let row = append(r, el("label", "puzzle-theme"));
        append(&row, el("span", "")).set_text_content(Some(w::THEME.now()));
        let select: web_sys::HtmlSelectElement = el("select", "").unchecked_into();
        let add = |value: &str, text: &str| {
            let o = el("option", "");
            attr(&o, "value", value);
            o.set_text_content(Some(text));
            append(&select, o);
        };
        add("", w::ALL_THEMES.now());
        for t in themes {
            if let Some(name) = themes::label(t) {
                add(t, name.get(l));
            }
        }
        select.set_value(theme);
        let s2 = select.clone();
        on(&select, "change", move |_| {
            dispatch(Event::Theme(s2.value()))
        });
        append(&row, select);
    }

    /// The line that says what to do, or how it went.
    fn task(&self, stage: Stage, at: usize, change: Option<i32>) -> String {
        let delta = change.map(|c| format!(" ({c:+})")).unwrap_or_default();
        match stage {
            Stage::Solving => {
                let who = Host
                    .now()
                    .turn
                    .map(|p| {
                        if lang() == Lang::Vi {
                            format!("{} {}", p.name_vi(), w::TO_MOVE_VI)
                        } else {
                            format!("{} to move", p.name_en())
                        }
                    })
                    .unwrap_or_default();
                if at == 0 {
                    format!("{who}: {}", w::FIND.now())
                } else {
                    w::GO_ON.now().to_string()
                }
            }
            Stage::Waiting => w::RIGHT.now().to_string(),
            Stage::Solved => format!("{}{delta}", w::SOLVED.now()),
            Stage::Missed => format!("{}{delta}", w::MISSED.now()),
            Stage::Shown => format!("{}{delta}", w::SHOWN.now()),
        }
    }
}

/// The button that starts practising the person's own mistakes (`practise`, with how many are
/// due) or goes back to the game's puzzles.
pub fn own_button(root: &HtmlElement, practise: bool, due: usize) -> HtmlElement {
    let b = if practise {
        practise_button(root, "puzzle-own", due)
    } else {
        append(root, button("puzzle-own-back", "←", w::GAME_PUZZLES))
    };
    on(&b, "click", move |_| dispatch(Event::Own(practise)));
    b
}

/// "Luyện lại lỗi của bạn (N)" (`due` of them), of class `class`, appended to `parent`; what
/// a tap does is the caller's (the puzzle screen and the review open the practice apart).
pub fn practise_button(parent: &HtmlElement, class: &str, due: usize) -> HtmlElement {
    let b = append(parent, button(class, "↺", w::PRACTISE_OWN));
    append(&b, el("span", "")).set_text_content(Some(&format!(" ({due})")));
    b
}

/// The module's section of the panel, when it is on the page (what the review and the
/// analysis draw into again when an answer comes).
pub fn section() -> Option<HtmlElement> {
    dom::document()
        .query_selector("aside.panel > section.puzzle")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
}

fn stage_name(s: Stage) -> &'static str {
    match s {
        Stage::Solving => "solving",
        Stage::Waiting => "waiting",
        Stage::Solved => "solved",
        Stage::Missed => "missed",
        Stage::Shown => "shown",
    }
}
