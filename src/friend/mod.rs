//! Play with a friend on another device, as a module of its own: the app loads it (its
//! script and wasm, on the page's own thread) the first time a person opens the screen or
//! a link of it, so none of this is in the first download. It draws its own dialog and the
//! panel's connection line, holds the WebRTC connections, and reaches the game only through
//! the few calls the app offers in `window.cdgHost` ([`host::Host`]). The app calls it
//! through `window.cdgFriend`, which [`run`] sets.

mod host;
mod line;
mod play;
mod rtc;
mod state;
mod ui;

use crate::page::{dom, i18n};
use state::Friends;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

/// What happens in play with a friend. Links are numbered by friend device: 1 to 3 on
/// the host, 0 on a guest (its link to the host).
pub enum Net {
    /// The panel's "Play with a friend on another device".
    Open,
    /// The dialog's "Make the invitation".
    Invite,
    /// The dialog's "Play by link".
    ByLink,
    /// The panel's "Send your move" (play by link).
    SendMove,
    /// A reply for friend device `k` (0: whichever it says), pasted or passed on by
    /// another tab.
    Reply(u8, String),
    /// The page was opened at an address for this module: an invitation, a reply (which
    /// goes to the tab that waits for it) or a packed link (play by link).
    Address(String),
    /// Another tab took the reply this tab passed on.
    ReplyTaken,
    /// Link `k`'s description of this side of the connection is ready (its SDP), or `None`
    /// when none could be made.
    Gathered(u8, Option<String>),
    /// Link `k` is open.
    Opened(u8),
    /// Link `k` closed or failed.
    Closed(u8),
    /// A message came over link `k`.
    Received(u8, String),
    /// The person answered the other side's takeback request.
    TakebackAnswer(bool),
    /// The person closed the line's message.
    Dismiss,
    /// The app's Undo in a game played across devices: ask to take back to this ply.
    Takeback(u32),
    /// The app changed the game (a move made here, a new game): follow it.
    Follow,
    /// The language changed.
    Lang(String),
    /// Close the dialog.
    Close,
    /// Sends this text as it is to every connection (the end-to-end tests send tampered
    /// and out-of-turn messages with it).
    SendRaw(String),
}

/// Where events go.
pub type Sink = Rc<dyn Fn(Net)>;

thread_local! {
    static STATE: RefCell<Option<Friends>> = const { RefCell::new(None) };
    static QUEUE: RefCell<VecDeque<Net>> = const { RefCell::new(VecDeque::new()) };
    static BUSY: Cell<bool> = const { Cell::new(false) };
}

/// Carries out `ev`, and any sent meanwhile (an event sent while one is carried out waits
/// for it: nothing re-enters the state).
fn dispatch(ev: Net) {
    QUEUE.with(|q| q.borrow_mut().push_back(ev));
    if BUSY.with(|b| b.replace(true)) {
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
    BUSY.with(|b| b.set(false));
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
    let api = js_sys::Object::new();
    let set = |name: &str, f: &JsValue| {
        let _ = js_sys::Reflect::set(&api, &name.into(), f);
    };
    let call0 = |make: fn() -> Net| Closure::<dyn Fn()>::new(move || dispatch(make())).into_js_value();
    set("open", &call0(|| Net::Open));
    set("follow", &call0(|| Net::Follow));
    set("across", &Closure::<dyn Fn() -> bool>::new(across).into_js_value());
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
    if let Some(l) = crate::core::Lang::from_code(&host::Host.lang()) {
        i18n::set_lang(l);
    }
    let _ = js_sys::Reflect::set(&dom::window(), &"cdgFriend".into(), &api);
    dom::log("friend module ready");
}
