//! The "Game record" dialog: the record of the game on screen as text to copy, a share link
//! (the record in the address's fragment: `#/ganh?r=…`), a box to paste a record (or a
//! link) into, and setting up a position from its position string. And opening a share
//! link when the page is loaded with one.
//!
//! Everything pasted or linked is validated before the game in progress is touched; an
//! error is shown with its line and field, and the game stays as it was.

use super::command::{Command, Sink};
use super::dom::{self, append, attr, el, on};
use super::i18n::button;
use super::i18n::{label, lang, tr, Tr};
use super::saves::{NoticeKind, Parts};
use super::words as w;
use crate::core::{Lang, Text};
use crate::page::words::{COPIED, COPY};
use crate::record::{from_fragment, to_fragment, Record, RecordError, RecordErrorKind};
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlElement};

const RECORD: Tr = tr("Ván cờ", "Game record");
const EXPORT: Tr = tr("Bản ghi ván đang chơi", "This game's record");
const OPEN_LINKED: Tr = tr("Mở ván", "Open it");
const COPY_LINK: Tr = tr("Sao chép liên kết", "Copy link");
const LINK: Tr = tr(
    "Liên kết chia sẻ (mở cùng ván này trên máy khác)",
    "Share link (opens this game on another device)",
);
const SELECTED: Tr = tr(
    "Đã chọn sẵn: nhấn Ctrl+C (⌘C) để sao chép.",
    "Selected: press Ctrl+C (⌘C) to copy.",
);
const IMPORT_HEAD: Tr = tr("Mở một ván từ bản ghi", "Open a game from a record");
const IMPORT_HINT: Tr = tr(
    "Dán bản ghi (hoặc liên kết chia sẻ) vào đây",
    "Paste a record (or a share link) here",
);
const IMPORT: Tr = tr("Nhập", "Import");
const SETUP_HEAD: Tr = tr("Bày thế cờ", "Set up a position");
const SETUP_HINT: Tr = tr(
    "Chuỗi thế cờ (để học, hay để giải thế cờ)",
    "A position string (for study or puzzles)",
);
const SETUP: Tr = tr("Bày thế cờ", "Set up");
const ERROR_KEPT: Tr = tr(
    "Ván đang chơi vẫn được giữ nguyên.",
    "The game in progress is left as it was.",
);

/// The dialog's elements.
pub struct RecordsUi {
    dialog: HtmlDialogElement,
    open: HtmlElement,
    text: HtmlElement,
    copy: HtmlElement,
    copy_state: HtmlElement,
    link: web_sys::HtmlInputElement,
    copy_link: HtmlElement,
    import_text: HtmlElement,
    import: HtmlElement,
    import_error: HtmlElement,
    setup_text: web_sys::HtmlInputElement,
    setup: HtmlElement,
    setup_error: HtmlElement,
    close: HtmlElement,
}

/// A `<textarea>` (its value is read and written through JavaScript properties).
fn textarea(class: &str, rows: u32) -> HtmlElement {
    let t = el("textarea", class);
    attr(&t, "rows", &rows.to_string());
    attr(&t, "spellcheck", "false");
    attr(&t, "autocomplete", "off");
    t
}

/// The value of a text field.
fn value(e: &HtmlElement) -> String {
    js_sys::Reflect::get(e, &"value".into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// Sets the value of a text field.
fn set_value(e: &HtmlElement, v: &str) {
    let _ = js_sys::Reflect::set(e, &"value".into(), &v.into());
}

/// Selects all the text of a field.
fn select_all(e: &HtmlElement) {
    if let Ok(f) = js_sys::Reflect::get(e, &"select".into()) {
        if let Some(f) = f.dyn_ref::<js_sys::Function>() {
            let _ = f.call0(e);
        }
    }
}

/// A labelled text field: the label, then the field.
fn field(parent: &HtmlElement, text: Tr, input: &HtmlElement) {
    let l = append(parent, el("label", "rec-field"));
    label(&append(&l, el("span", "")), text);
    append(&l, input.clone());
}

impl RecordsUi {
    /// The "Game record" button in the panel's actions beside `settings`, and the dialog,
    /// added to `root`.
    pub fn build(root: &HtmlElement, settings: &HtmlElement) -> RecordsUi {
        let open = button("record", "≡", RECORD);
        if let Some(actions) = settings.parent_node() {
            let _ = actions.insert_before(&open, settings.next_sibling().as_ref());
        }
        let dialog: HtmlDialogElement = el("dialog", "records-dialog").unchecked_into();
        append(root, dialog.clone());
        attr(&dialog, "aria-labelledby", "records-title");
        let h = append(&dialog, el("h2", ""));
        attr(&h, "id", "records-title");
        label(&h, RECORD);

        let ex = append(&dialog, el("section", "rec-export"));
        let text = textarea("record-text", 6);
        attr(&text, "readonly", "");
        field(&ex, EXPORT, &text);
        let link: web_sys::HtmlInputElement = el("input", "share-link").unchecked_into();
        attr(&link, "readonly", "");
        attr(&link, "type", "url");
        field(&ex, LINK, &link);
        let row = append(&ex, el("div", "rec-row"));
        let copy = append(&row, button("copy", "", COPY));
        let copy_link = append(&row, button("copy-link", "", COPY_LINK));
        let copy_state = append(&row, el("span", "copy-state"));
        attr(&copy_state, "role", "status");

        let im = append(&dialog, el("section", "rec-import"));
        let import_text = textarea("import-text", 3);
        field(&im, IMPORT_HEAD, &import_text);
        let row = append(&im, el("div", "rec-row"));
        let import = append(&row, button("primary import", "", IMPORT));
        let import_error = append(&im, el("p", "error import-error"));
        attr(&import_error, "role", "alert");

        let su = append(&dialog, el("section", "rec-setup"));
        let setup_text: web_sys::HtmlInputElement = el("input", "setup-text").unchecked_into();
        attr(&setup_text, "type", "text");
        attr(&setup_text, "spellcheck", "false");
        attr(&setup_text, "autocomplete", "off");
        attr(&setup_text, "id", "setup-text");
        let l = append(&su, el("label", "rec-field"));
        attr(&l, "for", "setup-text");
        label(&l, SETUP_HEAD);
        let row = append(&su, el("div", "rec-row"));
        append(&row, setup_text.clone());
        let setup = append(&row, button("setup", "", SETUP));
        let setup_error = append(&su, el("p", "error setup-error"));
        attr(&setup_error, "role", "alert");

        let da = append(&dialog, el("div", "dialog-actions"));
        let close = append(&da, button("close-records", "", w::CLOSE));
        RecordsUi {
            dialog,
            open,
            text,
            copy,
            copy_state,
            link,
            copy_link,
            import_text,
            import,
            import_error,
            setup_text,
            setup,
            setup_error,
            close,
        }
    }
}

/// The game on screen: its id, its record as it is exported (without the screen's own
/// settings) and its position string.
fn exported(parts: &Parts) -> Option<(&'static str, Record, String)> {
    let id = parts.active?;
    let view = parts.views.get(id)?;
    let mut record = view.record();
    record.extras.retain(|(k, _)| k != "view");
    Some((id, record, view.position()))
}

/// The page's address without its fragment.
/// The share link of `record` of game `id`.
pub fn share_link(id: &str, record: &Record) -> String {
    format!("{}#/{id}?r={}", dom::page_address(), to_fragment(record))
}

impl RecordsUi {
    /// Closes the dialog (its screen was left).
    pub fn close(&self) {
        self.dialog.close();
    }

    /// Opens the dialog with the record of the game on screen.
    pub fn open(&self, parts: &Parts) {
        let Some((id, record, position)) = exported(parts) else {
            return;
        };
        let ui = self;
        set_value(&ui.text, &record.format());
        ui.link.set_value(&share_link(id, &record));
        ui.copy_state.set_text_content(None);
        ui.import_error.set_text_content(None);
        ui.setup_error.set_text_content(None);
        attr(&ui.import_text, "placeholder", IMPORT_HINT.now());
        attr(&ui.setup_text, "placeholder", SETUP_HINT.now());
        ui.setup_text.set_value(&position);
        let _ = ui.dialog.show_modal();
        ui.text.set_scroll_top(0);
    }
}

/// Copies `text` with the clipboard, or else selects `field` for the person to copy.
fn copy(text: String, field: HtmlElement, state: HtmlElement) {
    dom::copy_text(&text, move |copied| {
        if copied {
            state.set_text_content(Some(COPIED.now()));
            return;
        }
        select_all(&field);
        let copied = js_sys::Reflect::get(&dom::document(), &"execCommand".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call1(&dom::document(), &"copy".into()).ok())
            .and_then(|r| r.as_bool())
            .unwrap_or(false);
        state.set_text_content(Some(if copied { COPIED } else { SELECTED }.now()));
    });
}

/// What follows the first `key` in `t`. Found by bytes and cut with `get`: the page module
/// then has no string slicing that could panic (whose message brings `char`'s `Debug`).
/// `key` is ASCII, so what follows it starts on a character boundary.
fn after<'a>(t: &'a str, key: &str) -> Option<&'a str> {
    let at = t
        .as_bytes()
        .windows(key.len())
        .position(|w| w == key.as_bytes())?;
    t.get(at + key.len()..)
}

/// Reads what was pasted: a record's text, or a share link (or its payload alone).
fn read_pasted(text: &str) -> Result<Record, RecordError> {
    let t = text.trim();
    if let Some(payload) = after(t, "?r=").or_else(|| after(t, "&r=")) {
        let payload = payload.split('&').next().unwrap_or(payload);
        return from_fragment(payload);
    }
    if t.starts_with('1') && !t.contains(char::is_whitespace) && t.len() > 8 {
        return from_fragment(t);
    }
    Record::parse(text)
}

impl RecordsUi {
    /// The Import button: opens the pasted record as the game on screen; true when it did.
    pub fn import(&self, parts: &mut Parts) -> bool {
        let text = value(&self.import_text);
        let Some(id) = parts.active else { return false };
        let Some(view) = parts.view(id) else {
            return false;
        };
        let result = read_pasted(&text).and_then(|mut r| {
            r.extras.retain(|(k, _)| k != "view");
            view.load_record(&r)
        });
        if result.is_ok() {
            parts.saves.loaded(id);
        }
        self.finish(result.map_err(|e| e.message(lang())), &self.import_error)
    }

    /// The Set-up button: a fresh history from the position string; true when it did.
    pub fn set_up(&self, parts: &mut Parts) -> bool {
        let text = self.setup_text.value();
        let Some(id) = parts.active else { return false };
        let Some(view) = parts.view(id) else {
            return false;
        };
        let result = view
            .load_position(text.trim())
            .map_err(|e| e.get(lang()).to_string());
        if result.is_ok() {
            parts.saves.loaded(id);
        }
        self.finish(result, &self.setup_error)
    }

    /// Closes the dialog after a load, or shows its error (and that the game was kept).
    fn finish(&self, result: Result<(), String>, error: &HtmlElement) -> bool {
        match result {
            Ok(()) => {
                self.dialog.close();
                true
            }
            Err(e) => {
                let text = format!("{e} {}", ERROR_KEPT.now());
                error.set_text_content(Some(&text));
                false
            }
        }
    }

    /// Wires the button and the dialog: opening and loading go to `sink`, copying is done here.
    pub fn wire(&self, sink: &Sink) {
        let ui = self;
        let s2 = sink.clone();
        on(&ui.open, "click", move |_| {
            s2(Command::OpenRecords);
        });
        let (text, state) = (ui.text.clone(), ui.copy_state.clone());
        on(&ui.copy, "click", move |_| {
            copy(value(&text), text.clone(), state.clone())
        });
        let (link, state) = (ui.link.clone(), ui.copy_state.clone());
        on(&ui.copy_link, "click", move |_| {
            copy(link.value(), link.clone().into(), state.clone())
        });
        let s2 = sink.clone();
        on(&ui.import, "click", move |_| {
            s2(Command::Import);
        });
        let s2 = sink.clone();
        on(&ui.setup, "click", move |_| {
            s2(Command::SetUp);
        });
        let s2 = sink.clone();
        on(&ui.setup_text, "keydown", move |e| {
            if e.dyn_ref::<web_sys::KeyboardEvent>()
                .is_some_and(|k| k.key() == "Enter")
            {
                e.prevent_default();
                s2(Command::SetUp);
            }
        });
        let d = ui.dialog.clone();
        on(&ui.close, "click", move |_| d.close());
        // The page's shortcuts (N for a new game, …) are not for this dialog.
        on(&ui.dialog, "keydown", |e| e.stop_propagation());
    }
}

/// A share link that would replace a game in progress: the question, and what to open.
pub struct LinkQuestion {
    /// The question, in the current language.
    pub text: String,
    /// The button that opens it.
    pub yes: Tr,
    /// The game.
    pub id: &'static str,
    /// The linked record, validated.
    pub record: Record,
}

/// When the address is a share link (`#/ganh?r=…`): replaces it with the game's own
/// address (`#/ganh`) and opens the linked game there, after validating it; a link that
/// cannot be opened leaves a notice and the game in progress as it was. A link that would
/// replace a game in progress returns its question instead.
pub fn open_link(parts: &mut Parts) -> Option<LinkQuestion> {
    let (info, payload) = super::address::take_link()?;
    let view = parts.view(info.id)?;
    let record = match payload.and_then(|p| from_fragment(&p)) {
        Ok(mut r) => {
            r.extras.retain(|(k, _)| k != "view");
            r
        }
        Err(e) => {
            parts
                .saves
                .notify(info.id, NoticeKind::Link, link_error(&e, info.name));
            return None;
        }
    };
    if !(view.plies() > 0 && !view.finished() && view.record() != record) {
        load_linked(parts, info.id, &record);
        return None;
    }
    let text = match lang() {
        Lang::Vi => format!(
            "Mở ván {} từ liên kết? Ván {} đang chơi ({} nước) sẽ được thay bằng nó.",
            info.name,
            info.name,
            view.ply()
        ),
        Lang::En => format!(
            "Open the game of {} from the link? It replaces the game of {} in progress ({} moves).",
            info.name,
            info.name,
            view.ply()
        ),
    };
    Some(LinkQuestion {
        text,
        yes: OPEN_LINKED,
        id: info.id,
        record,
    })
}

/// Opens the linked `record` as game `id` (a notice if it does not replay).
pub fn load_linked(parts: &mut Parts, id: &'static str, record: &Record) {
    let Some(view) = parts.view(id) else {
        return;
    };
    let name = super::games::find(id).map_or(id, |g| g.name);
    match view.load_record(record) {
        Ok(()) => parts.saves.loaded(id),
        Err(e) => parts
            .saves
            .notify(id, NoticeKind::Link, link_error(&e, name)),
    }
}

/// The notice for a share link of game `name` that cannot be opened.
fn link_error(e: &RecordError, name: &str) -> Text {
    let (vi, en) = (e.message(Lang::Vi), e.message(Lang::En));
    let (vi, en) = if matches!(e.kind, RecordErrorKind::Damaged | RecordErrorKind::TooLong) {
        (vi, en)
    } else {
        (
            format!("Không mở được ván {name} từ liên kết chia sẻ: {vi}"),
            format!("The shared game of {name} cannot be opened: {en}"),
        )
    };
    Text::new(
        format!("{vi} {}", ERROR_KEPT.vi),
        format!("{en} {}", ERROR_KEPT.en),
    )
}
