//! `window.cdgHost(op, a, b)`: the few things the app's modules of their own (play with a
//! friend, the puzzles: [`super::lazy`]) may do to the game on screen. One function for
//! every call keeps the page's glue small; each call borrows the app only for itself, and
//! the modules call only from their own tasks.

use super::app::App;
use super::command::{Command, Sink};
use super::dom;
use super::i18n::lang;
use super::seats::{self, Seat, Seats};
use crate::record::Record;
use crate::remote::TableId;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Sets `window.cdgHost(op, a, b)`.
pub fn install(app: &'static RefCell<App>, sink: Sink) {
    let f = Closure::<dyn Fn(String, JsValue, JsValue) -> JsValue>::new(
        move |op: String, x: JsValue, y: JsValue| {
            if op == "update" {
                // Once the module's work has returned: it is still at work now.
                let s = sink.clone();
                dom::soon(move || {
                    s(Command::Update);
                });
                return JsValue::UNDEFINED;
            }
            if op == "lang" {
                return lang().code().into();
            }
            let (x, y) = (x.as_string().unwrap_or_default(), y);
            app.try_borrow_mut()
                .map_or(JsValue::UNDEFINED, |mut a| host_call(&mut a, &op, &x, y))
        },
    );
    let _ = js_sys::Reflect::set(&dom::window(), &"cdgHost".into(), f.as_ref());
    f.forget();
}

/// One call of `cdgHost` on the app: `op` with its text argument `x` and other argument `y`.
fn host_call(a: &mut App, op: &str, x: &str, y: JsValue) -> JsValue {
    match op {
        "now" => return now(a),
        "load" => return load_record(a, x),
        "seat" => seat(a, x, &y.as_string().unwrap_or_default()),
        _ => {
            let Some(v) = a.view() else {
                return JsValue::UNDEFINED;
            };
            match op {
                "record" => return v.record().format().into(),
                // The moves in effect, one per line (the puzzles follow the person's moves).
                "moves" => return v.record().moves.join("\n").into(),
                // Sets the board up from a position string: an error sentence, or empty.
                "position" => return v.load_position(x).err().unwrap_or_default().into(),
                "hint" => v.show_hint(x),
                "play" => return v.play_text(x, dom::now()).err().unwrap_or_default().into(),
                "undo" => v.undo(),
                // The history view of the board: the position after the first `x` moves.
                "goto" => v.go_to(x.parse().unwrap_or(0)),
                "holdAuto" => v.hold_auto(),
                "fair" => return v.fair(x).into(),
                _ => {}
            }
        }
    }
    JsValue::UNDEFINED
}

/// The game on screen as one object: `game`, `ply`, `turn` (a letter, empty once over),
/// `players` (letters), `position`, `table` (empty when none).
fn now(a: &mut App) -> JsValue {
    let o = js_sys::Object::new();
    let put = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&o, &k.into(), &v);
    };
    let Some(id) = a.active else { return o.into() };
    put("game", id.into());
    put(
        "table",
        seats::table(id)
            .map(|t| t.to_string())
            .unwrap_or_default()
            .into(),
    );
    if let Some(v) = a.view() {
        put("ply", (v.ply() as f64).into());
        put(
            "turn",
            v.turn()
                .map(|p| p.letter().to_string())
                .unwrap_or_default()
                .into(),
        );
        let players: String = v.players().iter().map(|p| p.letter()).collect();
        put("players", players.into());
        put("position", v.position().into());
    }
    o.into()
}

/// Opens `text` as the game on screen; an error sentence, or empty.
fn load_record(a: &mut App, text: &str) -> JsValue {
    let Some(id) = a.active else {
        return "no game".into();
    };
    let record = match Record::parse(text) {
        Ok(r) => r,
        Err(e) => return e.message(lang()).into(),
    };
    let Some(v) = a.views.get_mut(id) else {
        return "no game".into();
    };
    match v.load_record(&record) {
        Ok(()) => {
            a.saves.loaded(id);
            a.saves.touch(id);
            "".into()
        }
        Err(e) => e.message(lang()).into(),
    }
}

/// Seats the colours `mine` (letters) here as people and the others as friends at `table`.
fn seat(a: &mut App, mine: &str, table: &str) {
    let Some(id) = a.active else { return };
    let Some(v) = a.view() else { return };
    let players = v.players();
    let mut s = Seats::default();
    for &p in &players {
        s.set(
            p,
            if mine.contains(p.letter()) {
                Seat::Person
            } else {
                Seat::Friend
            },
        );
    }
    seats::set(id, s, &players);
    seats::set_table(id, TableId::parse(table));
    a.saves.touch(id);
}
