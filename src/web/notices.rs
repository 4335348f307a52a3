//! Notices: messages shown until dismissed, on the home screen and beside their game's board
//! (or everywhere, for the app as a whole), some with buttons: load the newer game another
//! tab saved, keep this tab's game, download or copy a damaged saved game, reload into a new
//! version. What the buttons do is the saved-games module's business ([`super::saves`]).

use super::dom::{append, attr, el};
use super::i18n::{tr, Tr};
use crate::core::{Lang, Text};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// What a notice is about (a later notice of the same kind for a game replaces it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// The saved game could not be opened.
    Damaged,
    /// The game could not be saved.
    Storage,
    /// A share link could not be opened.
    Link,
    /// Another tab changed this game's saved game.
    Conflict,
    /// A new version of the app is ready (for the app, not one game).
    Update,
}

/// A button of a notice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Reload into the new version.
    Reload,
    /// Load the saved game another tab wrote, in place of this tab's.
    LoadNewer,
    /// Keep this tab's game: save it over the other tab's.
    KeepMine,
    /// Copy the notice's text attachment (a damaged saved game).
    Copy,
}

impl Action {
    /// Its name in `data-action`.
    pub fn name(self) -> &'static str {
        match self {
            Action::Reload => "reload",
            Action::LoadNewer => "load-newer",
            Action::KeepMine => "keep-mine",
            Action::Copy => "copy",
        }
    }

    /// The action named `name`.
    pub fn named(name: &str) -> Option<Action> {
        [
            Action::Reload,
            Action::LoadNewer,
            Action::KeepMine,
            Action::Copy,
        ]
        .into_iter()
        .find(|a| a.name() == name)
    }

    fn label(self) -> Tr {
        match self {
            Action::Reload => tr("Tải lại", "Reload"),
            Action::LoadNewer => tr("Mở ván mới hơn", "Load the newer game"),
            Action::KeepMine => tr("Giữ ván của thẻ này", "Keep this tab's game"),
            Action::Copy => tr("Sao chép nội dung", "Copy its text"),
        }
    }
}

/// A text a notice carries for the person to keep (a damaged saved game), with the
/// address of a download of it.
#[derive(Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The text.
    pub text: String,
    /// The file name the download suggests.
    pub file: String,
    /// A `blob:` address of the text, for the download link (empty when none could be made).
    pub url: String,
}

impl Attachment {
    /// The text as a download (a `blob:` address).
    pub fn new(text: String, file: String) -> Attachment {
        let url = blob_url(&text).unwrap_or_default();
        Attachment { text, file, url }
    }
}

impl Drop for Attachment {
    fn drop(&mut self) {
        if !self.url.is_empty() {
            let _ = web_sys::Url::revoke_object_url(&self.url);
        }
    }
}

/// A `blob:` address of `text` as a plain-text file.
fn blob_url(text: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// A message shown until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The game it is about (empty: the app as a whole).
    pub game: &'static str,
    /// What it is about.
    pub kind: NoticeKind,
    /// What it says.
    pub text: Text,
    /// Its buttons.
    pub actions: Vec<Action>,
    /// A text to download or copy.
    pub attachment: Option<Rc<Attachment>>,
}

impl Notice {
    /// A notice with no buttons.
    pub fn new(game: &'static str, kind: NoticeKind, text: Text) -> Notice {
        Notice {
            game,
            kind,
            text,
            actions: Vec::new(),
            attachment: None,
        }
    }

    /// What distinguishes how it looks (to know when the notice areas must be rebuilt).
    pub fn key(&self, l: Lang) -> String {
        let names: Vec<&str> = self.actions.iter().map(|a| a.name()).collect();
        format!("{}:{}:{}", self.game, names.join(","), self.text.get(l))
    }
}

const DISMISS: Tr = tr("Đóng thông báo", "Dismiss");
const DOWNLOAD: Tr = tr("Tải xuống", "Download");

/// Appends notice number `i` to `area`, in language `l`.
pub fn render(area: &HtmlElement, i: usize, n: &Notice, l: Lang) {
    let quiet = matches!(n.kind, NoticeKind::Update);
    let p = append(
        area,
        el("div", if quiet { "notice info" } else { "notice" }),
    );
    attr(&p, "role", if quiet { "status" } else { "alert" });
    attr(&p, "data-game", n.game);
    attr(&p, "data-kind", kind_name(n.kind));
    let body = append(&p, el("div", "notice-body"));
    append(&body, el("p", "")).set_text_content(Some(n.text.get(l)));
    let has_download = n.attachment.as_ref().is_some_and(|a| !a.url.is_empty());
    if !n.actions.is_empty() || has_download {
        let row = append(&body, el("div", "notice-actions"));
        if let Some(a) = n.attachment.as_ref().filter(|a| !a.url.is_empty()) {
            let link = append(&row, el("a", "button download"));
            attr(&link, "href", &a.url);
            attr(&link, "download", &a.file);
            link.set_text_content(Some(DOWNLOAD.get(l)));
        }
        for action in &n.actions {
            let b = append(&row, el("button", "notice-action"));
            attr(&b, "type", "button");
            attr(&b, "data-notice", &i.to_string());
            attr(&b, "data-action", action.name());
            b.set_text_content(Some(action.label().get(l)));
        }
    }
    let b = append(&p, el("button", "dismiss"));
    attr(&b, "type", "button");
    attr(&b, "data-notice", &i.to_string());
    b.set_text_content(Some("×"));
    attr(&b, "aria-label", DISMISS.get(l));
    attr(&b, "title", DISMISS.get(l));
}

/// Its name in `data-kind`.
fn kind_name(kind: NoticeKind) -> &'static str {
    match kind {
        NoticeKind::Damaged => "damaged",
        NoticeKind::Storage => "storage",
        NoticeKind::Link => "link",
        NoticeKind::Conflict => "conflict",
        NoticeKind::Update => "update",
    }
}

/// The notice button a click landed on: the notice's number and the action (None: dismiss).
pub fn clicked(e: &web_sys::Event) -> Option<(usize, Option<Action>)> {
    let b = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest("button[data-notice]").ok().flatten())?;
    let i = b.get_attribute("data-notice")?.parse::<usize>().ok()?;
    let action = b
        .get_attribute("data-action")
        .and_then(|a| Action::named(&a));
    Some((i, action))
}
