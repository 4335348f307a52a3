//! The puzzles, as a module of their own: the app loads it (its script and wasm, on the
//! page's own thread) the first time a puzzle screen opens, so none of this is in the first
//! download. It fetches the game's puzzle file (`puzzles/GAME.txt`, [`crate::puzzle`]),
//! sets each puzzle up on the puzzle board the app keeps apart from the game in progress,
//! judges the person's moves, plays the replies, and keeps the rating and streak in
//! storage. It draws its own part of the panel and reaches the board only through
//! `window.cdgHost` ([`crate::page::host::Host`]). The app calls it through
//! `window.cdgLearn`, which [`run`] sets.

mod analysis;
mod editor;
mod engine;
mod event;
mod lesson;
mod own;
mod panel;
mod review;
mod state;
mod words;

use crate::page::{dom, i18n};
use event::{dispatch, Event};
use state::Learn;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

thread_local! {
    static STATE: RefCell<Option<Learn>> = const { RefCell::new(None) };
}

/// Carries out one event on the module's state (the handler of [`event::dispatch`]).
fn handle(ev: Event) {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        s.get_or_insert_with(Learn::default).handle(ev);
    });
}

/// Sets `window.cdgLearn`: the calls the app makes (`open(game)`, `lesson(game)`,
/// `edit(game)`, `review(game)`, `analysis(game)`, `leave()`, `tap(cell)`, `follow()`, `lang(code)`).
pub fn run() {
    console_error_panic_hook::set_once();
    dom::add_styles(include_str!("../../www/learn.css"));
    event::set_handler(handle);
    let api = js_sys::Object::new();
    let set = |name: &str, f: JsValue| {
        let _ = js_sys::Reflect::set(&api, &name.into(), &f);
    };
    set(
        "open",
        Closure::<dyn Fn(String)>::new(|g| dispatch(Event::Open(g))).into_js_value(),
    );
    set(
        "lesson",
        Closure::<dyn Fn(String)>::new(|g| dispatch(Event::OpenLesson(g))).into_js_value(),
    );
    set(
        "edit",
        Closure::<dyn Fn(String)>::new(|g| dispatch(Event::OpenEditor(g))).into_js_value(),
    );
    set(
        "review",
        Closure::<dyn Fn(String)>::new(|g| dispatch(Event::OpenReview(g))).into_js_value(),
    );
    set(
        "analysis",
        Closure::<dyn Fn(String)>::new(|g| dispatch(Event::OpenAnalysis(g))).into_js_value(),
    );
    set(
        "leave",
        Closure::<dyn Fn()>::new(|| dispatch(Event::Leave)).into_js_value(),
    );
    set(
        "tap",
        Closure::<dyn Fn(String)>::new(|n| dispatch(Event::Tap(n))).into_js_value(),
    );
    set(
        "follow",
        Closure::<dyn Fn()>::new(|| dispatch(Event::Follow)).into_js_value(),
    );
    set(
        "lang",
        Closure::<dyn Fn(String)>::new(|l| dispatch(Event::Lang(l))).into_js_value(),
    );
    if let Some(l) = crate::core::Lang::from_code(&crate::page::host::Host.lang()) {
        i18n::set_lang(l);
    }
    let _ = js_sys::Reflect::set(&dom::window(), &"cdgLearn".into(), &api);
}
