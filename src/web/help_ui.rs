//! The "?" help: the rules of the game on screen first (the how-to page's sections, without
//! the pictures, and a link to them), then the keyboard shortcuts that work in this game,
//! shown only on a device with a keyboard and pointer (not on a touch-only tablet). Both come
//! from the how-to pages' file (`www/howto.txt`), fetched when first needed.

use super::dom::{self, append, attr, el, on};
use super::shell::Shell;
use super::words as w;

/// Whether the device has a fine pointer (a mouse or trackpad, and so most likely a
/// keyboard); a touch-only phone or tablet does not.
fn has_keyboard() -> bool {
    dom::window()
        .match_media("(any-pointer: fine)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Fills the help for the screen now (`active`, the game on screen; `dice`, whether it
/// has dice) and opens it.
pub fn open(s: &Shell, active: Option<&'static str>, dice: bool) {
    fill(s, active, dice);
    let _ = s.help_dialog.show_modal();
}

/// Fills the help (again, when the how-to pages' text has come while it is open: the
/// game's rules are left out until then).
pub fn fill(s: &Shell, active: Option<&'static str>, dice: bool) {
    let body = &s.help_body;
    dom::clear(body);
    let active = active.and_then(super::games::find);
    let h = append(body, el("h2", ""));
    match &active {
        Some(g) => h.set_text_content(Some(&format!("{} — {}", w::HELP.now(), g.name))),
        None => h.set_text_content(Some(w::HELP.now())),
    }
    // The game's rules, or on the home screen the page `home`: from the how-to pages' text.
    let page = active.as_ref().map_or("home", |g| g.id);
    for section in super::howto::page(page).unwrap_or_default() {
        section.write_text(body);
    }
    if let Some(g) = &active {
        let link = append(body, el("a", "how-link"));
        attr(&link, "href", &format!("#/how/{}", g.id));
        // The how-to page, with its pictures.
        link.set_text_content(Some(w::HOW_TO_PLAY.now()));
        let d = s.help_dialog.clone();
        on(&link, "click", move |_| d.close());
    }
    // The shortcuts come with the how-to pages' text, as the rules do: the page `keys`, a
    // section for each (the keys, then what they do).
    let shortcuts = super::howto::page("keys").unwrap_or_default();
    if active.is_some() && has_keyboard() && !shortcuts.is_empty() {
        append(body, el("h3", "")).set_text_content(Some(w::SHORTCUTS_HEAD.now()));
        let table = append(body, el("dl", "shortcuts"));
        for key in shortcuts {
            let keys = key.title.now();
            if keys == "R" && !dice {
                continue; // only a dice game rolls
            }
            append(&table, el("dt", "")).set_text_content(Some(keys));
            append(&table, el("dd", "")).set_text_content(Some(key.text.now()));
        }
    }
}
