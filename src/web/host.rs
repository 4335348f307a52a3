//! `window.cdgHost(op, a, b)`: the few things the app's modules of their own (play with a
//! friend, the puzzles: [`super::lazy`]) may do to the game on screen. One function for
//! every call keeps the page's glue small; each call borrows the app only for itself, and
//! the modules call only from their own tasks. A call answers its value or throws a
//! sentence in both languages (`{vi, en}`); the types and sentences are
//! [`crate::page::host`]'s, which the modules read them with (serde-wasm-bindgen, in the
//! modules). The app writes its few objects itself: serde's serialisers for them cost the
//! page's first download about 2 KB gzip.

use super::app::App;
use super::command::{Command, Sink};
use super::dom;
use super::i18n::lang;
use super::seats::{self, Seat, Seats};
use crate::core::Text;
use crate::page::host::{refusal, Now};
use crate::record::Record;
use crate::remote::TableId;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Sets `window.cdgHost(op, a, b)`.
pub fn install(app: &'static RefCell<App>, sink: Sink) {
    let f = Closure::<dyn Fn(String, JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
        move |op: String, x: JsValue, y: JsValue| {
            answer(app, &sink, &op, x, y).map_err(|t| thrown(&t))
        },
    );
    let _ = js_sys::Reflect::set(&dom::window(), &"cdgHost".into(), f.as_ref());
    f.forget();
}

/// `t` as the `{vi, en}` object a call throws.
fn thrown(t: &Text) -> JsValue {
    object(&[("vi", t.vi.as_str().into()), ("en", t.en.as_str().into())])
}

/// An object with the keys and values `pairs`.
fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        let _ = js_sys::Reflect::set(&o, &(*k).into(), v);
    }
    o.into()
}

/// An array of strings.
fn strings<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> JsValue {
    items
        .into_iter()
        .map(|s| JsValue::from_str(s.as_ref()))
        .collect::<js_sys::Array>()
        .into()
}

/// One call of `cdgHost`: `op` with its text argument `x` and other argument `y`.
fn answer(
    app: &'static RefCell<App>,
    sink: &Sink,
    op: &str,
    x: JsValue,
    y: JsValue,
) -> Result<JsValue, Text> {
    match op {
        "update" => {
            // Once the module's work has returned: it is still at work now.
            let s = sink.clone();
            dom::soon(move || {
                s(Command::Update);
            });
            return Ok(JsValue::UNDEFINED);
        }
        "lang" => return Ok(lang().code().into()),
        _ => {}
    }
    let mut a = app.try_borrow_mut().map_err(|_| refusal::busy())?;
    let (x, y) = (x.as_string().unwrap_or_default(), y.as_string());
    host_call(&mut a, op, &x, y.as_deref().unwrap_or_default())
}

/// One call of `cdgHost` on the app: `op` with its text arguments `x` and `y`.
fn host_call(a: &mut App, op: &str, x: &str, y: &str) -> Result<JsValue, Text> {
    match op {
        "now" => return Ok(now(a)),
        "load" => return load_record(a, x).map(|()| JsValue::UNDEFINED),
        "seat" => return seat(a, x, y).map(|()| JsValue::UNDEFINED),
        _ => {}
    }
    let v = a.view().ok_or_else(refusal::no_game)?;
    match op {
        "record" => Ok(v.record().format().into()),
        // The moves in effect, as an array (the puzzles follow the person's moves).
        "moves" => Ok(strings(&v.record().moves)),
        // Sets the board up from a position string.
        "position" => v.load_position(x).map(|()| JsValue::UNDEFINED),
        "hint" if v.show_hint(x) => Ok(JsValue::UNDEFINED),
        "hint" => Err(refusal::not_a_move(x)),
        "play" => v.play_text(x, dom::now()).map(|()| JsValue::UNDEFINED),
        "undo" => {
            v.undo();
            Ok(JsValue::UNDEFINED)
        }
        // The history view of the board: the position after the first `x` moves.
        "goto" => {
            let ply = x
                .parse()
                .ok()
                .filter(|&p| p <= v.plies())
                .ok_or_else(|| refusal::no_ply(x))?;
            v.go_to(ply);
            Ok(JsValue::UNDEFINED)
        }
        "holdAuto" => {
            v.hold_auto();
            Ok(JsValue::UNDEFINED)
        }
        "fair" => Ok(v.fair(x).into()),
        _ => Err(refusal::unknown(op)),
    }
}

/// The game on screen as the object [`Now`] reads (an empty game when there is none).
fn now(a: &mut App) -> JsValue {
    let mut now = Now::default();
    if let Some(id) = a.active {
        now.game = id.to_string();
        now.table = seats::table(id).map(|t| t.to_string()).unwrap_or_default();
    }
    if let Some(v) = a.view() {
        now.ply = v.ply();
        now.turn = v.turn();
        now.players = v.players();
        now.position = v.position();
    }
    let letter = |p: crate::core::Player| p.letter().to_string();
    let mut pairs = vec![
        ("game", now.game.into()),
        ("ply", (now.ply as f64).into()),
        ("players", strings(now.players.into_iter().map(letter))),
        ("position", now.position.into()),
        ("table", now.table.into()),
    ];
    if let Some(p) = now.turn {
        pairs.push(("turn", letter(p).into()));
    }
    object(&pairs)
}

/// Opens `text` as the game on screen.
fn load_record(a: &mut App, text: &str) -> Result<(), Text> {
    let id = a.active.ok_or_else(refusal::no_game)?;
    let record = Record::parse(text).map_err(|e| e.sentence())?;
    let v = a.views.get_mut(id).ok_or_else(refusal::no_game)?;
    v.load_record(&record).map_err(|e| e.sentence())?;
    a.saves.loaded(id);
    a.saves.touch(id);
    Ok(())
}

/// Seats the colours `mine` (letters) here as people and the others as friends at `table`.
fn seat(a: &mut App, mine: &str, table: &str) -> Result<(), Text> {
    let id = a.active.ok_or_else(refusal::no_game)?;
    let players = a.view().ok_or_else(refusal::no_game)?.players();
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
    Ok(())
}
