//! Small helpers for building the page's elements from Rust.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, EventTarget, HtmlElement, Window};

/// The browser window.
pub fn window() -> Window {
    web_sys::window().expect("the app runs in a browser window")
}

/// The page's document.
pub fn document() -> Document {
    window().document().expect("the window has a document")
}

/// A new element `tag` with the CSS classes `class` (space-separated, may be empty).
pub fn el(tag: &str, class: &str) -> HtmlElement {
    // Not `expect`: that would format the browser's error with `Debug`, which brings its
    // own converter into the glue and the page module.
    let Ok(e) = document().create_element(tag) else {
        panic!("invalid tag name {tag}")
    };
    if !class.is_empty() {
        e.set_class_name(class);
    }
    e.unchecked_into()
}

/// Appends `child` to `parent` and hands the child back.
pub fn append<T: AsRef<web_sys::Node>>(parent: &impl AsRef<web_sys::Node>, child: T) -> T {
    let _ = parent.as_ref().append_child(child.as_ref());
    child
}

/// Sets an attribute, ignoring the (impossible for valid names) error.
pub fn attr(e: &Element, name: &str, value: &str) {
    let _ = e.set_attribute(name, value);
}

/// Calls `f` on every `event` at `target` for the life of the page.
pub fn on(target: &EventTarget, event: &str, f: impl FnMut(Event) + 'static) {
    listen(target, event, Box::new(f));
}

/// [`on`]'s work, compiled once: `on` itself is compiled (and inlined) for every closure
/// it is given, about a hundred of them, so it only boxes the closure.
#[inline(never)]
fn listen(target: &EventTarget, event: &str, f: Box<dyn FnMut(Event)>) {
    let c = Closure::<dyn FnMut(Event)>::wrap(f);
    let _ = target.add_event_listener_with_callback(event, c.as_ref().unchecked_ref());
    c.forget();
}

/// Removes every child of `e`.
pub fn clear(e: &Element) {
    while let Some(c) = e.first_child() {
        let _ = e.remove_child(&c);
    }
}

/// Shows or hides an element with the `hidden` attribute.
pub fn set_hidden(e: &Element, hidden: bool) {
    if hidden {
        attr(e, "hidden", "");
    } else {
        let _ = e.remove_attribute("hidden");
    }
}

/// Enables or disables a button.
pub fn set_enabled(b: &Element, enabled: bool) {
    if enabled {
        let _ = b.remove_attribute("disabled");
    } else {
        attr(b, "disabled", "");
    }
}

/// The current time in milliseconds, from the page's monotonic clock.
pub fn now() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// Whether moves should be shown without animation: the in-app switch, or else the system's
/// reduced-motion setting.
pub fn prefers_reduced_motion() -> bool {
    MOTION
        .with(std::cell::Cell::get)
        .unwrap_or_else(system_reduced_motion)
}

thread_local! {
    /// The in-app motion switch: `Some(true)` never animate, `Some(false)` always, `None`
    /// follow the system (set by the app's preferences, which store it).
    static MOTION: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Sets the in-app motion switch read by [`prefers_reduced_motion`].
pub fn set_reduced_motion(reduced: Option<bool>) {
    MOTION.set(reduced);
}

/// Whether the person has asked the system for reduced motion.
pub fn system_reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .map(|m| m.matches())
        .unwrap_or(false)
}

/// Reads a saved string from local storage (None when storage is unavailable).
pub fn load(key: &str) -> Option<String> {
    window()
        .local_storage()
        .ok()
        .flatten()?
        .get_item(key)
        .ok()
        .flatten()
}

/// Saves a string in local storage; returns whether it was stored.
pub fn save(key: &str, value: &str) -> bool {
    store(key, value).is_ok()
}

/// Why a string could not be put in local storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser gives no storage (blocked, or a private mode without it).
    Unavailable,
    /// The storage is full (`QuotaExceededError`).
    Full,
    /// Any other refusal.
    Refused,
}

/// Saves a string in local storage, saying why when it cannot.
pub fn store(key: &str, value: &str) -> Result<(), StoreError> {
    let storage = window()
        .local_storage()
        .ok()
        .flatten()
        .ok_or(StoreError::Unavailable)?;
    storage.set_item(key, value).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default();
        let code = js_sys::Reflect::get(&e, &"code".into())
            .ok()
            .and_then(|c| c.as_f64());
        // Chromium and Safari say QuotaExceededError (code 22); older Firefox its own name.
        if name == "QuotaExceededError"
            || name == "NS_ERROR_DOM_QUOTA_REACHED"
            || code == Some(22.0)
        {
            StoreError::Full
        } else {
            StoreError::Refused
        }
    })
}

/// Removes an item from local storage (nothing happens when storage is unavailable).
pub fn remove(key: &str) {
    if let Some(s) = window().local_storage().ok().flatten() {
        let _ = s.remove_item(key);
    }
}

/// A fresh random seed for a new game, from the browser's crypto source.
pub fn fresh_seed() -> u64 {
    let mut buf = [0u8; 8];
    if getrandom::fill(&mut buf).is_err() {
        // Never expected in a browser; the clock still gives different games.
        return now().to_bits() ^ 0x9E37_79B9_7F4A_7C15;
    }
    u64::from_le_bytes(buf)
}

/// Writes a line to the browser console (for what a person need not see).
pub fn log(text: &str) {
    web_sys::console::log_1(&text.into());
}

/// What waits for [`fetch_text`]'s answer: taken by the first handler that runs.
type Waiting = std::rc::Rc<std::cell::Cell<Option<Box<dyn FnOnce(Option<String>)>>>>;

/// Gives `text` to whatever waits in `w`, if it still waits.
fn settle(w: &Waiting, text: Option<String>) {
    if let Some(f) = w.take() {
        f(text);
    }
}

/// Fetches the file at `url` (beside the page; the service worker answers it offline) as
/// text, then calls `done` with it, or with `None` when it cannot be had.
pub fn fetch_text(url: &str, done: impl FnOnce(Option<String>) + 'static) {
    let w: Waiting = std::rc::Rc::new(std::cell::Cell::new(Some(Box::new(done))));
    let (w1, w2, w3) = (w.clone(), w.clone(), w.clone());
    let got = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
        settle(&w1, text.as_string());
    });
    let lost = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| settle(&w2, None));
    let answered = Closure::<dyn FnMut(JsValue)>::new(move |r: JsValue| {
        let r: web_sys::Response = r.unchecked_into();
        match r.text() {
            Ok(p) if r.ok() => {
                let _ = p.then2(&got, &lost);
            }
            _ => settle(&w3, None),
        }
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| settle(&w, None));
    let _ = window().fetch_with_str(url).then2(&answered, &failed);
    // They live until the promise settles (`answered` keeps the other two); the pages'
    // text is fetched once.
    answered.forget();
    failed.forget();
}

/// Puts `text` on the clipboard, then calls `done` with whether it worked (false at once
/// when the browser offers no clipboard here).
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let nav = window().navigator();
    let clip = js_sys::Reflect::get(&nav, &"clipboard".into()).ok();
    let write = clip.as_ref().and_then(|c| {
        let f = js_sys::Reflect::get(c, &"writeText".into()).ok()?;
        let f = f.dyn_into::<js_sys::Function>().ok()?;
        f.call1(c, &text.into())
            .ok()?
            .dyn_into::<js_sys::Promise>()
            .ok()
    });
    let Some(p) = write else {
        done(false);
        return;
    };
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let d2 = done.clone();
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
        if let Some(f) = d2.take() {
            f(true);
        }
    });
    let fail = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
        if let Some(f) = done.take() {
            f(false);
        }
    });
    let _ = p.then2(&ok, &fail);
    // Each lives until its promise settles; a copy is a rare click.
    ok.forget();
    fail.forget();
}

/// Runs `f` as soon as the work in progress has returned to the browser (a microtask): never
/// inside it, and before any timer, frame or input event.
pub fn soon(f: impl FnOnce() + 'static) {
    let mut f = Some(f);
    let run = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
        if let Some(f) = f.take() {
            f();
        }
    });
    let _ = js_sys::Promise::resolve(&JsValue::UNDEFINED).then(&run);
    run.forget();
}

/// The page's own address without its fragment (what links to this app start with).
pub fn page_address() -> String {
    let href = window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// Adds `css` to the page as a style sheet: a module loaded when first used brings the
/// styles of what it draws, so they are not in the first download.
pub fn add_styles(css: &str) {
    let style = el("style", "");
    style.set_text_content(Some(css));
    if let Some(body) = document().body() {
        let _ = body.append_child(&style);
    }
}
