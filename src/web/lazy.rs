//! Modules of their own that the app loads the first time they are needed (their script,
//! then their wasm, on the page's thread): play with a friend (`friend`) and the puzzles
//! (`learn`). Calls into a module wait until it is ready, and run once the app's work in
//! progress has returned (a microtask), never inside it.

use super::dom;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A module the app loads when used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Module {
    /// Play with a friend on another device (`src/friend`).
    Friend,
    /// Puzzles (`src/learn`).
    Learn,
}

impl Module {
    /// Its place in the tables below.
    fn index(self) -> usize {
        self as usize
    }

    /// The `<body>` attribute that names its loader in a built page.
    fn body_attr(self) -> &'static str {
        match self {
            Module::Friend => "data-friend",
            Module::Learn => "data-learn",
        }
    }

    /// Its loader when the page does not name one (an unstamped build).
    fn default_loader(self) -> &'static str {
        match self {
            Module::Friend => "./friend_loader.js",
            Module::Learn => "./learn_loader.js",
        }
    }

    /// The global object through which it is called.
    fn api(self) -> &'static str {
        match self {
            Module::Friend => "cdgFriend",
            Module::Learn => "cdgLearn",
        }
    }
}

/// Where a module stands, and the calls waiting for it.
#[derive(Default)]
struct Slot {
    /// 0: not loaded, 1: loading, 2: ready.
    stage: u8,
    waiting: Vec<(&'static str, Vec<JsValue>)>,
}

thread_local! {
    static SLOTS: RefCell<[Slot; 2]> = RefCell::new(Default::default());
}

fn stage(m: Module) -> u8 {
    SLOTS.with(|s| s.borrow()[m.index()].stage)
}

fn set_stage(m: Module, v: u8) {
    SLOTS.with(|s| s.borrow_mut()[m.index()].stage = v);
}

/// Whether the module is loaded and running.
pub fn ready(m: Module) -> bool {
    stage(m) == 2
}

/// The module's call `name` and the object it belongs to.
pub fn api(m: Module, name: &str) -> Option<(js_sys::Function, JsValue)> {
    let api = js_sys::Reflect::get(&dom::window(), &m.api().into()).ok()?;
    let f = js_sys::Reflect::get(&api, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    Some((f, api))
}

/// Calls the module's `name` with `args` once the app's work has returned, loading it
/// first if need be.
pub fn call(m: Module, name: &'static str, args: &[JsValue]) {
    SLOTS.with(|s| {
        s.borrow_mut()[m.index()]
            .waiting
            .push((name, args.to_vec()))
    });
    match stage(m) {
        0 => load(m),
        2 => flush_later(m),
        _ => {}
    }
}

/// Calls `name` only when the module is loaded (there is nothing to tell otherwise).
pub fn tell(m: Module, name: &'static str, args: &[JsValue]) {
    if ready(m) {
        call(m, name, args);
    }
}

/// Runs the waiting calls once the app's work in progress has returned ([`dom::soon`]).
fn flush_later(m: Module) {
    dom::soon(move || {
        let calls = SLOTS.with(|s| std::mem::take(&mut s.borrow_mut()[m.index()].waiting));
        for (name, args) in calls {
            if let Some((f, this)) = api(m, name) {
                let arr: js_sys::Array = args.iter().collect();
                let _ = f.apply(&this, &arr);
            }
        }
    });
}

/// Loads the module: its script's text, run in a scope of its own (each module's glue
/// declares `wasm_bindgen`; two scripts on one page would clash), then its wasm.
fn load(m: Module) {
    set_stage(m, 1);
    let loader = dom::document()
        .body()
        .and_then(|b| b.get_attribute(m.body_attr()))
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| m.default_loader().to_string());
    let base = loader
        .strip_suffix("_loader.js")
        .unwrap_or(&loader)
        .to_string();
    let wasm = format!("{base}_bg.wasm");
    dom::fetch_text(&format!("{base}.js"), move |text| {
        let started = text
            .and_then(|t| {
                js_sys::Function::new_no_args(&format!("{t}\nreturn wasm_bindgen;"))
                    .call0(&JsValue::NULL)
                    .ok()
            })
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|init| {
                let arg = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&arg, &"module_or_path".into(), &wasm.into());
                init.call1(&JsValue::NULL, &arg).ok()
            })
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
        let Some(started) = started else {
            set_stage(m, 0);
            return;
        };
        let done = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
            set_stage(m, 2);
            flush_later(m);
        });
        let _ = started.then(&done);
        done.forget();
    });
}
