//! The app's side of play with a friend on another device, which is a module of its own
//! (`src/friend`, built as `friend`, loaded when used by [`super::lazy`]): the top bar's "⇄"
//! button and the calls into the module (`window.cdgFriend`). What the module may do to the
//! game on screen is [`super::host`].

use super::app::App;
use super::command::{Command, Sink};
use super::dom;
use super::i18n::button;
use super::lazy::{self, Module};
use super::seats::{self, Seat};
use super::shell::Shell;
use crate::page::words::FRIEND;
use wasm_bindgen::prelude::*;

/// The top bar's "⇄" button, before the help (shown on a game's screen only: the style
/// sheet hides it elsewhere; its words are hidden on narrow screens, kept for readers).
pub fn wire(shell: &Shell, sink: &Sink) {
    let open = button("friend", "⇄", FRIEND);
    if let Some(bar) = shell.help.parent_node() {
        let _ = bar.insert_before(&open, Some(&shell.help));
    }
    let s = sink.clone();
    dom::on(&open, "click", move |_| {
        s(Command::Friend);
    });
}

/// Whether the game on screen is played across devices (asked of the module, when loaded).
pub fn across() -> bool {
    if !lazy::ready(Module::Friend) {
        return false;
    }
    lazy::api(Module::Friend, "across")
        .and_then(|(f, this)| f.call0(&this).ok())
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// Calls the module's `name` with `args`, loading it first if need be ([`lazy::call`]).
pub fn call(name: &'static str, args: &[JsValue]) {
    lazy::call(Module::Friend, name, args);
}

/// Calls `name` only when the module is loaded.
pub fn tell(name: &'static str, args: &[JsValue]) {
    lazy::tell(Module::Friend, name, args);
}

/// After the app's work: the module follows the game on screen, if it is loaded or the
/// game is played at a table (after a reload, the module comes back for it).
pub fn follow(active: Option<&'static str>) {
    if lazy::ready(Module::Friend) || active.is_some_and(|id| seats::table(id).is_some()) {
        call("follow", &[]);
    }
}

/// Undo in a game played across devices: the ply this device's last turn began at goes to
/// the module, which asks the other side (the moves stay until it agrees).
pub fn takeback(a: &mut App) {
    let Some(id) = a.active else { return };
    let seats = seats::of(id);
    let Some(v) = a.view() else { return };
    let before = v.ply();
    let mut back = 0;
    while v.can_undo() && (back == 0 || v.turn().is_some_and(|p| seats.get(p) != Seat::Person)) {
        v.undo();
        back += 1;
    }
    let ply = v.ply();
    for _ in 0..back {
        v.redo(0.0);
    }
    if back > 0 && v.ply() == before {
        call("takeback", &[(ply as f64).into()]);
    }
}
