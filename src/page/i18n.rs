//! The app's own words in Vietnamese and English, and the switch between them.
//! Elements registered with [`label`] are relabelled when the language changes.

use super::dom;
use crate::core::Lang;
use std::cell::{Cell, RefCell};
use web_sys::HtmlElement;

/// One label in both languages: the same type as the option schema's labels.
pub use crate::core::options::Words as Tr;

impl Tr {
    /// The label in the current language.
    pub fn now(self) -> &'static str {
        self.get(lang())
    }
}

/// Builds a [`Tr`].
pub const fn tr(vi: &'static str, en: &'static str) -> Tr {
    crate::core::options::words(vi, en)
}

const STORAGE_KEY: &str = "cdg.lang";

thread_local! {
    static LANG: Cell<Lang> = const { Cell::new(Lang::Vi) };
    static LABELS: RefCell<Vec<(HtmlElement, Tr, LabelKind)>> = const { RefCell::new(Vec::new()) };
}

/// Where a registered label goes on its element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelKind {
    /// The element's text.
    Text,
    /// The element's `aria-label` and `title`.
    Aria,
}

/// The current language.
pub fn lang() -> Lang {
    LANG.with(Cell::get)
}

/// Restores the language saved by an earlier visit (Vietnamese on the first).
pub fn restore() {
    if let Some(l) = dom::load(STORAGE_KEY).as_deref().and_then(Lang::from_code) {
        LANG.set(l);
    }
    apply();
}

/// Switches language, remembers it, and relabels every registered element.
pub fn set_lang(l: Lang) {
    LANG.set(l);
    dom::save(STORAGE_KEY, l.code());
    apply();
}

/// Gives `e` the label `t` now and after every language switch.
pub fn label(e: &HtmlElement, t: Tr) {
    put(e, t, LabelKind::Text);
    LABELS.with(|v| v.borrow_mut().push((e.clone(), t, LabelKind::Text)));
}

/// Gives `e` the accessible name `t` now and after every language switch.
pub fn aria(e: &HtmlElement, t: Tr) {
    put(e, t, LabelKind::Aria);
    LABELS.with(|v| v.borrow_mut().push((e.clone(), t, LabelKind::Aria)));
}

fn put(e: &HtmlElement, t: Tr, kind: LabelKind) {
    match kind {
        LabelKind::Text => e.set_text_content(Some(t.now())),
        LabelKind::Aria => {
            dom::attr(e, "aria-label", t.now());
            dom::attr(e, "title", t.now());
        }
    }
}

fn apply() {
    let l = lang();
    if let Some(root) = dom::document().document_element() {
        dom::attr(&root, "lang", l.code());
    }
    LABELS.with(|v| {
        for (e, t, kind) in v.borrow().iter() {
            put(e, *t, *kind);
        }
    });
}

/// A button with an icon and a text label that follows the language.
pub fn button(class: &str, icon: &str, text: Tr) -> HtmlElement {
    let b = dom::el("button", class);
    dom::attr(&b, "type", "button");
    if !icon.is_empty() {
        let i = dom::append(&b, dom::el("span", "icon"));
        dom::attr(&i, "aria-hidden", "true");
        i.set_text_content(Some(icon));
    }
    let t = dom::append(&b, dom::el("span", "label"));
    label(&t, text);
    b
}
