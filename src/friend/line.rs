//! The panel's line about play with a friend, under the game's message: where the
//! connection stands (or that the game is played by link, with its Send button), and the
//! last thing to tell the person (a message refused, a connection lost, a takeback asked
//! for, with Allow and Refuse).

use super::event::{Net, Sink};
use crate::page::dom::{self, append, attr, el, on};
use crate::page::i18n::{button, tr, Tr};
use web_sys::HtmlElement;

const SEND: Tr = tr("Gửi nước đi", "Send your move");
const ALLOW: Tr = tr("Đồng ý", "Allow");
const REFUSE: Tr = tr("Không đồng ý", "Refuse");
const DISMISS: Tr = tr("Đóng thông báo", "Dismiss");

/// What the line shows.
pub struct Shown<'a> {
    /// `open`, `waiting`, `lost`, `link` or empty (no line): also the page's `data-net`.
    pub net: &'a str,
    /// The connection's state in words.
    pub state: &'a str,
    /// The last thing to tell, if any.
    pub notice: Option<&'a str>,
    /// Whether the other side's takeback waits for an answer.
    pub asking: bool,
}

/// The line's elements.
pub struct Line {
    root: HtmlElement,
    state: HtmlElement,
    notice: HtmlElement,
    dismiss: HtmlElement,
    send: HtmlElement,
    answer: HtmlElement,
}

impl Line {
    /// Builds the line after the panel's message; `None` when the page has no panel.
    pub fn build(sink: &Sink) -> Option<Line> {
        let message = dom::document()
            .query_selector(".panel .message")
            .ok()
            .flatten()?;
        let root = el("div", "friend-line");
        message
            .parent_node()?
            .insert_before(&root, message.next_sibling().as_ref())
            .ok()?;
        let state = append(&root, el("span", "friend-state"));
        attr(&state, "role", "status");
        let notice = append(&root, el("p", "friend-notice"));
        attr(&notice, "role", "alert");
        let dismiss = append(&root, button("friend-dismiss", "×", DISMISS));
        let answer = append(&root, el("div", "friend-answer"));
        let send = append(&root, button("send-move", "↗", SEND));
        let click = |b: &HtmlElement, ev: fn() -> Net| {
            let s = sink.clone();
            on(b, "click", move |_| s(ev()));
        };
        click(&dismiss, || Net::Dismiss);
        click(&send, || Net::SendMove);
        click(&append(&answer, button("primary allow", "", ALLOW)), || {
            Net::TakebackAnswer(true)
        });
        click(&append(&answer, button("refuse", "", REFUSE)), || {
            Net::TakebackAnswer(false)
        });
        Some(Line {
            root,
            state,
            notice,
            dismiss,
            send,
            answer,
        })
    }

    /// Shows `s`.
    pub fn show(&self, s: &Shown) {
        if let Some(b) = dom::document().body() {
            attr(&b, "data-net", s.net);
        }
        dom::set_hidden(&self.root, s.net.is_empty() && s.notice.is_none());
        self.state.set_text_content(Some(s.state));
        self.notice.set_text_content(s.notice);
        dom::set_hidden(&self.notice, s.notice.is_none());
        dom::set_hidden(&self.dismiss, s.notice.is_none() || s.asking);
        dom::set_hidden(&self.answer, !s.asking);
        dom::set_hidden(&self.send, s.net != "link");
    }
}
