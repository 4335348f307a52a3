//! The page among others: another tab of the app that changes a saved game (the `storage`
//! event; [`super::saves`] also checks before each save), and a new version of the app
//! that is ready (index.html's `cdg-update` event). A game on screen here, or with moves
//! not saved here, gets a notice whose buttons load the newer game or keep this tab's; any
//! other game simply follows the other tab. A new version gets a notice to reload.

use super::command::{Command, Sink};
use super::dom::{self, on};
use super::games;
use super::notices::{Action, Notice, NoticeKind};
use super::saves::{key, Parts, Saves};
use crate::core::{Lang, Text};
use crate::record::{seal, unseal};
use wasm_bindgen::JsCast;

/// Listens for other tabs' saves and for a new version; both go to `sink`.
pub fn wire(sink: &Sink) {
    let win = dom::window();
    let s2 = sink.clone();
    on(&win, "storage", move |e| {
        let get = |name: &str| {
            js_sys::Reflect::get(&e, &name.into())
                .ok()
                .and_then(|v| v.as_string())
        };
        // Storage cleared, or an item removed: nothing of ours is overwritten.
        if let (Some(key), Some(value)) = (get("key"), get("newValue")) {
            s2(Command::Stored { key, value });
        }
    });
    let s2 = sink.clone();
    on(&win, "cdg-update", move |_| {
        s2(Command::NewVersion);
    });
}

/// Whether a new version was found before the app started (index.html marks the page).
pub fn update_ready() -> bool {
    dom::document()
        .body()
        .and_then(|b| b.get_attribute("data-update"))
        .as_deref()
        == Some("ready")
}

/// Another tab stored `value` under `changed`: a game on screen here, or with moves not
/// saved here, gets the conflict notice; any other game follows the other tab.
pub fn stored(parts: &mut Parts, changed: &str, value: &str) {
    let Some(id) = games::all()
        .into_iter()
        .map(|g| g.id)
        .find(|id| changed == key(id))
    else {
        return;
    };
    if parts.saves.stored.get(id).map(String::as_str) == Some(value) {
        return;
    }
    let unsaved = parts
        .views
        .get(id)
        .is_some_and(|v| parts.saves.stored.get(id) != Some(&seal(&v.record())));
    if parts.active == Some(id) || unsaved {
        parts.saves.conflict(id);
    } else {
        load_newer(parts, id);
    }
}

/// The quiet offer of the new version.
pub fn offer_update(saves: &mut Saves) {
    saves.post(Notice {
        actions: vec![Action::Reload],
        ..Notice::new(
            "",
            NoticeKind::Update,
            Text::new("Có phiên bản mới.", "A new version is ready."),
        )
    });
}

/// Reloads into the new version (index.html's `cdgUpdate` lets it in first).
pub fn reload() {
    let win = dom::window();
    let update = js_sys::Reflect::get(&win, &"cdgUpdate".into()).ok();
    match update.and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        Some(f) => {
            let _ = f.call0(&win);
        }
        None => {
            let _ = win.location().reload();
        }
    }
}

/// Loads game `id` as another tab saved it, in place of this tab's game.
pub fn load_newer(parts: &mut Parts, id: &'static str) {
    let Some(info) = games::find(id) else { return };
    let Some(text) = dom::load(&key(id)) else {
        // The other tab's game is gone: this tab's is saved again.
        keep_mine(parts, id);
        return;
    };
    if parts.view(id).is_none() {
        return;
    }
    let (Some(view), saves) = (parts.views.get_mut(id), &mut *parts.saves) else {
        return;
    };
    let opened = unseal(id, &text).and_then(|r| view.load_record(&r));
    let record = view.record();
    match opened {
        Ok(()) => {
            saves.note_progress(id, view.as_ref());
            saves.stored.insert(id, text);
            saves.seen.insert(id, record);
            saves.browse.stop(id);
            saves.conflicts.retain(|g| *g != id);
            saves.clear_notice(id, NoticeKind::Conflict);
        }
        Err(e) => {
            // This tab's game stays, and so does the other's in storage.
            let text = Text::new(
                format!("{} Ván ở thẻ này vẫn được giữ nguyên.", e.message(Lang::Vi)),
                format!(
                    "{} The game in this tab is left as it was.",
                    e.message(Lang::En)
                ),
            );
            saves.notify(info.id, NoticeKind::Damaged, text);
        }
    }
}

/// Keeps this tab's game `id`: it is saved over the other tab's, which the person chose.
pub fn keep_mine(parts: &mut Parts, id: &'static str) {
    let saves = &mut *parts.saves;
    match dom::load(&key(id)) {
        Some(text) => saves.stored.insert(id, text),
        None => saves.stored.remove(id),
    }
    saves.conflicts.retain(|g| *g != id);
    saves.clear_notice(id, NoticeKind::Conflict);
    if let Some(view) = parts.views.get_mut(id) {
        saves.save_view(id, view.as_mut());
    }
}
