//! In-app questions in place of the browser's own `confirm()` box: a small dialog with one
//! sentence, a Cancel button and a button that names what it does ("Ván mới", "Mở ván").

use super::dom::{append, attr, el, on};
use super::i18n::button;
use super::i18n::Tr;
use super::words as w;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlElement};

thread_local! {
    /// What the confirming button does, for the question now open (a question closed with
    /// Escape leaves it here, unreachable, until the next question replaces it).
    static PENDING: RefCell<Option<Box<dyn FnOnce()>>> = RefCell::new(None);
}

/// The question dialog.
#[derive(Clone)]
pub struct Ask {
    pub dialog: HtmlDialogElement,
    text: HtmlElement,
    yes: HtmlElement,
    no: HtmlElement,
}

impl Ask {
    /// Builds the dialog (closed) inside `root`.
    pub fn build(root: &HtmlElement) -> Ask {
        let dialog: HtmlDialogElement = el("dialog", "ask-dialog").unchecked_into();
        append(root, dialog.clone());
        let text = append(&dialog, el("p", "ask-text"));
        attr(&text, "id", "ask-text");
        attr(&dialog, "aria-describedby", "ask-text");
        let row = append(&dialog, el("div", "dialog-actions"));
        let no = append(&row, button("ask-no", "", w::CANCEL));
        let yes = append(&row, el("button", "primary ask-yes"));
        attr(&yes, "type", "button");
        let ask = Ask {
            dialog,
            text,
            yes,
            no,
        };
        let d = ask.dialog.clone();
        on(&ask.no, "click", move |_| {
            PENDING.take();
            d.close();
        });
        let d = ask.dialog.clone();
        on(&ask.yes, "click", move |_| {
            d.close();
            if let Some(f) = PENDING.take() {
                f();
            }
        });
        // The page's shortcuts are not for this dialog.
        on(&ask.dialog, "keydown", |e| e.stop_propagation());
        ask
    }

    /// Asks `question`; `then` runs only if the person presses the button labelled `yes`.
    pub fn ask(&self, question: &str, yes: Tr, then: impl FnOnce() + 'static) {
        self.text.set_text_content(Some(question));
        self.yes.set_text_content(Some(yes.now()));
        PENDING.set(Some(Box::new(then)));
        if !self.dialog.open() {
            let _ = self.dialog.show_modal();
        }
        let _ = self.yes.focus();
    }
}
