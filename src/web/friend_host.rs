//! The app's side of play with a friend on another device, which is a module of its own
//! (`src/friend`, built as `friend`): the top bar's "⇄" button, loading the module the first
//! time it is needed (its script, then its wasm, on the page's thread), the calls into it
//! (`window.cdgFriend`), and `window.cdgHost`: the few things the module may do to the game
//! on screen. Calls into the module run once the app's work in progress has returned (a
//! microtask), never inside it.

use super::app::App;
use super::command::{Command, Sink};
use super::dom::{self, attr};
use super::i18n::{button, lang};
use super::seats::{self, Seat, Seats};
use super::shell::Shell;
use crate::page::words::FRIEND;
use crate::record::Record;
use crate::remote::TableId;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The module's loader when the page does not name it in `<body data-friend>`.
const LOADER: &str = "friend_loader.js";

thread_local! {
    /// 0: not loaded, 1: loading, 2: ready.
    static STAGE: Cell<u8> = const { Cell::new(0) };
    /// Calls waiting for the module.
    static WAITING: RefCell<Vec<(&'static str, Vec<JsValue>)>> = const { RefCell::new(Vec::new()) };
}

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
    if STAGE.with(Cell::get) != 2 {
        return false;
    }
    api("across")
        .and_then(|(f, this)| f.call0(&this).ok())
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// The module's call `name` and the object it belongs to.
fn api(name: &str) -> Option<(js_sys::Function, JsValue)> {
    let api = js_sys::Reflect::get(&dom::window(), &"cdgFriend".into()).ok()?;
    let f = js_sys::Reflect::get(&api, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    Some((f, api))
}

/// Calls the module's `name` with `args` once the app's work has returned, loading it
/// first if need be.
pub fn call(name: &'static str, args: &[JsValue]) {
    WAITING.with(|w| w.borrow_mut().push((name, args.to_vec())));
    match STAGE.with(Cell::get) {
        0 => load(),
        2 => flush_later(),
        _ => {}
    }
}

/// Calls `name` only when the module is loaded (there is nothing to tell otherwise).
pub fn tell(name: &'static str, args: &[JsValue]) {
    if STAGE.with(Cell::get) == 2 {
        call(name, args);
    }
}

/// After the app's work: the module follows the game on screen, if it is loaded or the
/// game is played at a table (after a reload, the module comes back for it).
pub fn follow(active: Option<&'static str>) {
    if STAGE.with(Cell::get) == 2 || active.is_some_and(|id| seats::table(id).is_some()) {
        call("follow", &[]);
    }
}

/// Runs the waiting calls once the app's work in progress has returned ([`dom::soon`]).
fn flush_later() {
    dom::soon(|| {
        for (name, args) in WAITING.with(|w| std::mem::take(&mut *w.borrow_mut())) {
            if let Some((f, this)) = api(name) {
                let arr: js_sys::Array = args.iter().collect();
                let _ = f.apply(&this, &arr);
            }
        }
    });
}

/// Loads the module: its script (which defines `wasm_bindgen`), then its wasm.
fn load() {
    STAGE.with(|s| s.set(1));
    let doc = dom::document();
    let loader = doc
        .body()
        .and_then(|b| b.get_attribute("data-friend"))
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| format!("./{LOADER}"));
    let base = loader
        .strip_suffix("_loader.js")
        .unwrap_or(&loader)
        .to_string();
    let script = dom::el("script", "");
    attr(&script, "src", &format!("{base}.js"));
    let wasm = format!("{base}_bg.wasm");
    let ready = Closure::once_into_js(move || {
        let init = js_sys::Function::new_no_args("return wasm_bindgen")
            .call0(&JsValue::NULL)
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let arg = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&arg, &"module_or_path".into(), &wasm.into());
        let started = init
            .and_then(|f| f.call1(&JsValue::NULL, &arg).ok())
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
        let Some(started) = started else {
            STAGE.with(|s| s.set(0));
            return;
        };
        let done = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {
            STAGE.with(|s| s.set(2));
            flush_later();
        });
        let _ = started.then(&done);
        done.forget();
    });
    let _ = script.add_event_listener_with_callback("load", ready.unchecked_ref());
    if let Some(body) = doc.body() {
        let _ = body.append_child(&script);
    }
}

/// Sets `window.cdgHost(op, a, b)`: what the module may ask of the game on screen (one
/// function for every call keeps the page's glue small). Each call borrows the app only
/// for itself; the module calls only from its own tasks.
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
                "play" => return v.play_text(x, dom::now()).err().unwrap_or_default().into(),
                "undo" => v.undo(),
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
