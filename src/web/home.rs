//! The home screen's game cards, one for each game the registry has, from constants only:
//! the home screen's own page module (`app-home`) carries no game, and each card's address
//! loads its game's own module. Not in a game's module, which never shows the home screen.

use super::command::{Command, Sink};
use super::dom::{self, append, attr, el, on};
use super::games::{Card, CARDS};
use super::i18n::{button, label};
use super::words as w;
use web_sys::HtmlElement;

/// The home screen's game cards: a preview, the name, a line about the game, Play, a new
/// game and the how-to page.
pub fn build_home(list: &HtmlElement, sink: &Sink) {
    for &Card {
        id,
        name,
        blurb,
        editable,
    } in CARDS
    {
        let li = append(list, el("li", "game-card"));
        attr(&li, "data-game", id);
        preview(&li, id);
        let h = append(&li, el("h2", ""));
        h.set_text_content(Some(name));
        attr(&h, "lang", "vi");
        let p = append(&li, el("p", ""));
        label(&p, blurb);
        let row = append(&li, el("div", "card-actions"));
        let b = append(&row, button("primary play", "▶", w::PLAY));
        attr(&b, "data-game", id);
        // A new game straight from home: the sheet opens over the game's screen.
        let fresh = append(&row, button("new-from-home", "⟳", w::NEW_GAME));
        attr(&fresh, "data-game", id);
        let s2 = sink.clone();
        on(&fresh, "click", move |_| {
            s2(Command::NewFromHome(id));
        });
        for (class, path, word) in [
            ("lesson-link", "lesson", w::LESSON),
            ("puzzles-link", "puzzles", w::PUZZLES),
            ("edit-link", "edit", w::SET_UP),
        ] {
            if path == "edit" && !editable {
                continue;
            }
            let a = append(&row, el("a", class));
            attr(&a, "href", &format!("#/{path}/{id}"));
            label(&a, word);
        }
        let how = append(&row, el("a", "how-link"));
        attr(&how, "href", &format!("#/how/{id}"));
        label(&how, w::HOW_TO_PLAY);
        on(&b, "click", move |_| {
            let _ = dom::window().location().set_hash(&format!("/{id}"));
        });
    }
}

/// A small picture of a game's start position, drawn by the game's own board
/// (`previews/ID.webp`, made by `scripts/previews.mjs` from the built site).
fn preview(card: &HtmlElement, id: &str) {
    let img = append(card, el("img", "preview"));
    attr(&img, "src", &format!("previews/{id}.webp"));
    attr(&img, "alt", "");
    attr(&img, "height", "132");
    attr(&img, "decoding", "async");
}
