//! Play with a friend on another device, as a module of its own: the app loads it (its
//! script and wasm, on the page's own thread) the first time a person opens the screen or
//! a link of it, so none of this is in the first download. It draws its own dialog and the
//! panel's connection line, holds the WebRTC connections, and reaches the game only through
//! the few calls the app offers in `window.cdgHost` ([`host::Host`]). The app calls it
//! through `window.cdgFriend`, which [`run`] sets.

mod connect;
mod event;
mod line;
mod links;
mod moves;
mod play;
mod rtc;
mod state;
mod table;
mod talk;
mod ui;
mod wire;

pub use event::{Net, Sink};

use crate::page::{dom, i18n};
use state::Friends;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

thread_local! {
    static STATE: RefCell<Option<Friends>> = const { RefCell::new(None) };
    static QUEUE: RefCell<VecDeque<Net>> = const { RefCell::new(VecDeque::new()) };
    static BUSY: Cell<bool> = const { Cell::new(false) };
}

/// Carries out `ev`, and any sent meanwhile (an event sent while one is carried out waits
/// for it: nothing re-enters the state).
fn dispatch(ev: Net) {
    QUEUE.with(|q| q.borrow_mut().push_back(ev));
    if BUSY.replace(true) {
        return;
    }
    let sink: Sink = Rc::new(dispatch);
    while let Some(ev) = QUEUE.with(|q| q.borrow_mut().pop_front()) {
        STATE.with(|s| {
            let mut s = s.borrow_mut();
            let f = s.get_or_insert_with(Friends::default);
            play::handle(f, ev, &sink);
        });
    }
    BUSY.set(false);
}

/// Whether the game on screen is played across devices (the app then asks before Undo).
fn across() -> bool {
    if BUSY.with(Cell::get) {
        return false;
    }
    STATE.with(|s| s.borrow().as_ref().is_some_and(play::across))
}

/// Sets `window.cdgFriend`: the calls the app makes.
pub fn run() {
    console_error_panic_hook::set_once();
    crate::page::dom::add_styles(include_str!("../../www/friend.css"));
    let api = js_sys::Object::new();
    let set = |name: &str, f: &JsValue| {
        let _ = js_sys::Reflect::set(&api, &name.into(), f);
    };
    let call0 =
        |make: fn() -> Net| Closure::<dyn Fn()>::new(move || dispatch(make())).into_js_value();
    set("open", &call0(|| Net::Open));
    set("follow", &call0(|| Net::Follow));
    set(
        "across",
        &Closure::<dyn Fn() -> bool>::new(across).into_js_value(),
    );
    set(
        "takeback",
        &Closure::<dyn Fn(u32)>::new(|ply| dispatch(Net::Takeback(ply))).into_js_value(),
    );
    set(
        "address",
        &Closure::<dyn Fn(String)>::new(|t| dispatch(Net::Address(t))).into_js_value(),
    );
    set(
        "sendRaw",
        &Closure::<dyn Fn(String)>::new(|t| dispatch(Net::SendRaw(t))).into_js_value(),
    );
    set(
        "lang",
        &Closure::<dyn Fn(String)>::new(|l| dispatch(Net::Lang(l))).into_js_value(),
    );
    if let Some(l) = crate::core::Lang::from_code(&crate::page::host::Host.lang()) {
        i18n::set_lang(l);
    }
    let _ = js_sys::Reflect::set(&dom::window(), &"cdgFriend".into(), &api);
}
