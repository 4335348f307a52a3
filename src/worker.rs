//! Inside the Web Worker: answers each request from the page with the move the computer
//! plays. Messages are the typed structs of [`crate::request`], passed with
//! `serde-wasm-bindgen`: a [`Request`] in, an [`Answer`] out. A message that is not a
//! request gets an [`Answer::Failed`] with a sentence; nothing a message holds stops the
//! worker.

use crate::request::{answer_with, malformed, Answer, IdOnly, Memories, Request};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Starts listening for requests, then tells the page it is ready and which build it is
/// ([`Answer::Ready`] with the id its loader set in `self.CDG_BUILD`, empty when none).
pub fn run() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let _ = reply_to.post_message(&reply(&e.data()));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let build = js_sys::Reflect::get(&scope, &"CDG_BUILD".into())
        .ok()
        .and_then(|b| b.as_string())
        .unwrap_or_default();
    let _ = scope.post_message(&encode(&Answer::Ready { build }));
}

thread_local! {
    /// What the searches of the game in play have learnt, kept for its next move.
    static MEMORIES: RefCell<Memories> = RefCell::new(Memories::default());
}

/// The answer to one message, as the page reads it.
pub fn reply(data: &JsValue) -> JsValue {
    let answer = match serde_wasm_bindgen::from_value::<Request>(data.clone()) {
        Ok(req) => {
            let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
            let perf = scope.performance();
            let clock = move || perf.as_ref().map_or(0.0, |p| p.now());
            MEMORIES.with(|m| answer_with(&req, &clock, &mut m.borrow_mut()))
        }
        Err(e) => {
            let id = serde_wasm_bindgen::from_value::<IdOnly>(data.clone()).map_or(0, |m| m.id);
            malformed(id, &e.to_string())
        }
    };
    encode(&answer)
}

/// An answer as a JavaScript value (an answer always converts; `null` is never sent in
/// practice).
fn encode(answer: &Answer) -> JsValue {
    serde_wasm_bindgen::to_value(answer).unwrap_or(JsValue::NULL)
}
