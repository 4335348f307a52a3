//! "How to play" pages: for each game a few short sections in both languages, each with a
//! diagram drawn by the game's own view from a position string (so the pictures are the
//! real board and the real rules, never a drawing that could disagree with them).
//!
//! The pages' text is a file of the build (`howto.txt`, from `www/`), fetched the first time
//! a page or the help needs it instead of riding in the page module (about 4.6 KB gzip of the
//! first download); the service worker precaches it with the rest of the build, so it is
//! there offline.

use super::dom::{append, el};
use super::i18n::{tr, Tr};
use std::cell::Cell;

/// A diagram: a position, and optionally the cell tapped to show what a piece can do.
pub struct Diagram {
    /// The position string to set up.
    pub position: &'static str,
    /// A cell to tap after setting up (its moves and captures then show).
    pub tap: Option<&'static str>,
    /// A line under the picture.
    pub caption: Tr,
}

/// One section of a page.
pub struct Section {
    /// Its heading.
    pub title: Tr,
    /// Its text.
    pub text: Tr,
    /// Its pictures.
    pub diagrams: Vec<Diagram>,
    /// A list under the text, one line each (the variants that Settings offers).
    pub items: Vec<Tr>,
}

impl Section {
    /// Writes the section's title, text and list of variants into `parent` (the how-to page
    /// and the help both show them so).
    pub fn write_text(&self, parent: &web_sys::Element) {
        append(parent, el("h3", "")).set_text_content(Some(self.title.now()));
        append(parent, el("p", "")).set_text_content(Some(self.text.now()));
        if !self.items.is_empty() {
            let list = append(parent, el("ul", "variants"));
            for item in &self.items {
                append(&list, el("li", "")).set_text_content(Some(item.now()));
            }
        }
    }
}

/// The pages' file, beside index.html.
const FILE: &str = "howto.txt";

thread_local! {
    /// The pages' text once fetched, kept for the life of the page.
    static TEXT: Cell<Option<&'static str>> = const { Cell::new(None) };
    /// Whether it is being fetched.
    static FETCHING: Cell<bool> = const { Cell::new(false) };
}

/// Whether the pages' text is here.
pub fn ready() -> bool {
    TEXT.with(Cell::get).is_some()
}

/// The page for game `id`, once the text is here (see [`load`]).
pub fn page(id: &str) -> Option<Vec<Section>> {
    TEXT.with(Cell::get).map(|text| parse(text, id))
}

/// Fetches the pages' text unless it is here or on its way, then calls `done`. A fetch that
/// fails calls nothing; the next page or help opened asks again.
pub fn load(done: impl FnOnce() + 'static) {
    if ready() || FETCHING.replace(true) {
        return;
    }
    super::dom::fetch_text(FILE, move |text| {
        FETCHING.set(false);
        if let Some(text) = text {
            TEXT.set(Some(Box::leak(text.into_boxed_str())));
            done();
        }
    });
}

/// Game `id`'s page in `text`: after its `game` line, one line per part, its fields
/// separated by tabs (see the file's head).
fn parse(text: &'static str, id: &str) -> Vec<Section> {
    let mut page: Vec<Section> = Vec::new();
    let mut mine = false;
    for line in text.lines() {
        let fields: Vec<&'static str> = line.split('\t').collect();
        if let ["game", game] = fields[..] {
            mine = game == id;
            continue;
        }
        if !mine {
            continue;
        }
        if let ["section", vi, en] = fields[..] {
            page.push(Section {
                title: tr(vi, en),
                text: tr("", ""),
                diagrams: Vec::new(),
                items: Vec::new(),
            });
            continue;
        }
        let Some(section) = page.last_mut() else {
            continue;
        };
        match fields[..] {
            ["text", vi, en] => section.text = tr(vi, en),
            ["item", vi, en] => section.items.push(tr(vi, en)),
            ["diagram", position, tap, vi, en] => section.diagrams.push(Diagram {
                position,
                tap: (tap != "-").then_some(tap),
                caption: tr(vi, en),
            }),
            _ => {}
        }
    }
    page
}
