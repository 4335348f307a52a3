//! What the module shows the person, shared by its parts: a sentence in the current
//! language, the dialog (built the first time) with each link's state and an error, and
//! the last thing to tell in the panel's line.

use super::event::Sink;
use super::state::{Friends, NetTable};
use super::ui::{device_name, FriendUi};
use crate::core::{Lang, Text};
use crate::page::dom;
use crate::page::i18n::lang;
use wasm_bindgen::JsCast;

/// A sentence in the current language.
pub(super) fn say(vi: &str, en: &str) -> String {
    match lang() {
        Lang::Vi => vi.to_string(),
        Lang::En => en.to_string(),
    }
}

/// Tells the person `t` in the panel's line (until the next thing to tell).
pub(super) fn notice(f: &mut Friends, t: Text) {
    f.notice = Some(t);
}

/// Tells the person why a call to the app failed, if it did.
pub(super) fn told(f: &mut Friends, done: Result<(), Text>) {
    if let Err(t) = done {
        notice(f, t);
    }
}

/// The dialog, built the first time.
pub(super) fn ui<'a>(f: &'a mut Friends, sink: &Sink) -> &'a mut FriendUi {
    if f.ui.is_none() {
        let root: web_sys::HtmlElement = dom::document()
            .get_element_by_id("app")
            .or_else(|| dom::document().body().map(Into::into))
            .map(|e| e.unchecked_into())
            .expect("page has a body");
        f.ui = Some(FriendUi::build(&root, sink));
    }
    f.ui.as_mut().expect("built above")
}

/// The title of link `k`'s block: the device and its colours.
pub(super) fn title(t: &NetTable, k: u8) -> String {
    if !t.host {
        return say("Lời đáp của bạn", "Your reply");
    }
    let colours: Vec<&str> = t
        .colours(k)
        .iter()
        .map(|p| match lang() {
            Lang::Vi => p.name_vi(),
            Lang::En => p.name_en(),
        })
        .collect();
    format!("{} — {}", device_name(k), colours.join(", "))
}

/// Shows link `k`'s state in the dialog.
pub(super) fn show_state(f: &mut Friends, k: u8, text: &str, sink: &Sink) {
    let Some(t) = f.table.as_ref() else { return };
    let (title, host) = (title(t, k), t.host);
    if let Some(ui) = f.ui.as_mut() {
        ui.state(k, &title, host, text, sink);
    }
}

/// Shows an error in the dialog.
pub(super) fn dialog_error(f: &mut Friends, t: &Text) {
    if let Some(ui) = f.ui.as_ref() {
        ui.set_error(t.get(lang()));
    }
}
