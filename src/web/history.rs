//! The history view: the move list is navigable. A click on a move (or the arrow keys in
//! the list, or the step buttons) shows the position after it, keeping the later moves;
//! "Back to the game" returns to the latest. Playing from an earlier position asks first
//! (the guard is in [`super::saves`]).

use super::command::{Command, Jump, Sink};
use super::dom::{self, append, attr, el, on};
use super::i18n::button;
use super::i18n::{aria, lang, tr, Tr};
use super::move_list::MoveList;
use super::view::Status;
use crate::core::Lang;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

const BACK: Tr = tr("Về ván đang chơi", "Back to the game");
const PREVIOUS: Tr = tr("Nước trước", "Previous move");
const NEXT: Tr = tr("Nước sau", "Next move");
const LIST: Tr = tr(
    "Các nước đi. Bấm vào một nước, hoặc dùng phím mũi tên, để xem lại thế cờ lúc đó.",
    "Moves. Click a move, or use the arrow keys, to see the position after it.",
);

/// Which games are shown at an earlier position, and the bar that says so.
pub struct Browse {
    on: Vec<&'static str>,
    bar: HtmlElement,
    place: HtmlElement,
    prev: HtmlElement,
    next: HtmlElement,
    back: HtmlElement,
    /// The move list's writer.
    list: MoveList,
}

impl Browse {
    /// The bar, put just before the move list `moves`, which becomes focusable.
    pub fn build(moves: &HtmlElement) -> Browse {
        let bar = el("div", "history-bar");
        if let Some(panel) = moves.parent_node() {
            let _ = panel.insert_before(&bar, Some(moves));
        }
        dom::set_hidden(&bar, true);
        let place = append(&bar, el("span", "history-place"));
        attr(&place, "aria-live", "polite");
        let prev = append(&bar, button("history-prev", "◀", PREVIOUS));
        let next = append(&bar, button("history-next", "▶", NEXT));
        for b in [&prev, &next] {
            if let Some(l) = b.query_selector(".label").ok().flatten() {
                let _ = l.class_list().add_1("sr-only");
            }
        }
        let back = append(&bar, button("primary history-back", "⇥", BACK));
        attr(moves, "tabindex", "0");
        aria(moves, LIST);
        Browse {
            on: Vec::new(),
            bar,
            place,
            prev,
            next,
            back,
            list: MoveList::new(moves),
        }
    }

    /// Whether game `id` is shown at an earlier position through the move list.
    pub fn is_on(&self, id: &str) -> bool {
        self.on.contains(&id)
    }

    /// Game `id` is shown at an earlier position.
    pub fn start(&mut self, id: &'static str) {
        if !self.is_on(id) {
            self.on.push(id);
        }
    }

    /// Game `id` is back at its latest position (or was replaced).
    pub fn stop(&mut self, id: &str) {
        self.on.retain(|k| *k != id);
    }

    /// Fills the move list (the `list` given to [`Browse::build`]) from `status`: every
    /// move, the undone ones greyed, the one the board shows marked; and the bar when an
    /// earlier position is shown.
    pub fn render(&self, _list: &HtmlElement, status: &Status, id: &str, ply: usize, plies: usize) {
        let empty = super::words::NO_MOVES_YET.now();
        self.list
            .show(&status.lines, &status.changes, empty, ply, plies);
        let browsing = self.is_on(id);
        dom::set_hidden(&self.bar, !browsing);
        if browsing {
            self.place
                .set_text_content(Some(&place_words(ply, plies, lang())));
            dom::set_enabled(&self.prev, ply > 0);
            dom::set_enabled(&self.next, ply < plies);
        }
    }
}

/// "Nước 5/12" / "Move 5 of 12": where the board is in the game.
fn place_words(ply: usize, plies: usize, l: Lang) -> String {
    match (l, ply) {
        (Lang::Vi, 0) => format!("Ban đầu (0/{plies})"),
        (Lang::En, 0) => format!("Start (0 of {plies})"),
        (Lang::Vi, n) => format!("Nước {n}/{plies}"),
        (Lang::En, n) => format!("Move {n} of {plies}"),
    }
}

impl Browse {
    /// Wires the move list `list` (clicks and keys) and the bar's buttons to `sink`.
    pub fn wire(&self, list: &HtmlElement, sink: &Sink) {
        let s2 = sink.clone();
        let l2 = list.clone();
        on(list, "click", move |e| {
            let ply = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("button.ply").ok().flatten())
                .and_then(|b| b.get_attribute("data-ply"))
                .and_then(|v| v.parse::<usize>().ok());
            if let Some(ply) = ply {
                let _ = l2.focus();
                s2(Command::Jump(Jump::To(ply)));
            }
        });
        let s2 = sink.clone();
        on(list, "keydown", move |e| {
            let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            if k.ctrl_key() || k.meta_key() || k.alt_key() {
                return;
            }
            let jump = match k.key().as_str() {
                "ArrowLeft" | "ArrowUp" => Jump::Back,
                "ArrowRight" | "ArrowDown" => Jump::On,
                "Home" => Jump::Start,
                "End" => Jump::End,
                _ => return,
            };
            // The list's own keys: the board's cursor does not move.
            e.prevent_default();
            e.stop_propagation();
            s2(Command::Jump(jump));
        });
        for (b, jump) in [
            (&self.prev, Jump::Back),
            (&self.next, Jump::On),
            (&self.back, Jump::End),
        ] {
            let s2 = sink.clone();
            on(b, "click", move |_| {
                s2(Command::Jump(jump));
            });
        }
    }
}

/// The ply `jump` leads to from `ply` of `plies`.
pub fn target(jump: Jump, ply: usize, plies: usize) -> usize {
    let to = match jump {
        Jump::To(n) => n,
        Jump::Back => ply.saturating_sub(1),
        Jump::On => ply + 1,
        Jump::Start => 0,
        Jump::End => plies,
    };
    to.min(plies)
}
