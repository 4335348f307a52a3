//! The person's input: the pointer on the board, the keyboard, the panel's buttons, the
//! window's own events (address, size, the page being hidden). Each becomes a [`Command`];
//! nothing here knows the app's state.

use super::command::{Command, Key, Sink};
use super::dom::{self, on};
use super::shell::Shell;
use crate::core::Lang;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How far (CSS pixels) a pointer must move between press and release to be a drag.
const DRAG_PX: f64 = 12.0;

/// Sends `command` when `target` is clicked.
fn click(target: &web_sys::EventTarget, sink: &Sink, command: fn() -> Command) {
    let k = sink.clone();
    on(target, "click", move |_| {
        k(command());
    });
}

/// Wires the window, the board and the panel's buttons to `sink`.
pub fn wire(s: &Shell, sink: &Sink) {
    let win = dom::window();
    click(&s.hint, sink, || Command::Hint);
    click(&s.roll, sink, || Command::Roll);
    click(&s.undo, sink, || Command::Undo);
    click(&s.far_undo, sink, || Command::Undo);
    click(&s.redo, sink, || Command::Redo);
    click(&s.new_game, sink, || Command::OpenSheet);
    click(&s.end_again, sink, || Command::Again);
    click(&s.end_close, sink, || Command::CloseEnd);
    click(&s.settings, sink, || Command::OpenSettings);
    click(&s.help, sink, || Command::OpenHelp);
    click(&s.lang_vi, sink, || Command::Lang(Lang::Vi));
    click(&s.lang_en, sink, || Command::Lang(Lang::En));
    let d = s.help_dialog.clone();
    on(&s.help_close, "click", move |_| d.close());
    on(&s.back, "click", |_| {
        let _ = dom::window().location().set_hash("/");
    });

    let k = sink.clone();
    on(&win, "hashchange", move |_| {
        k(Command::Route);
    });
    let k = sink.clone();
    on(&win, "resize", move |_| {
        k(Command::Resize);
    });
    let k = sink.clone();
    let ro = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
        k(Command::Resize);
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(ro.as_ref().unchecked_ref()) {
        observer.observe(&s.board_wrap);
        std::mem::forget(observer);
    }
    ro.forget();
    // Nothing is ever lost: the autosave lands before the page is hidden or closed.
    let k = sink.clone();
    on(&win, "pagehide", move |_| {
        k(Command::Save);
    });
    let k = sink.clone();
    on(&dom::document(), "visibilitychange", move |_| {
        if dom::document().hidden() {
            k(Command::Save);
        }
    });

    // A press is a tap; letting go further than DRAG_PX from it is a second one, the end of
    // a drag (a piece dragged to its target, Ô ăn quan's square dragged the way to sow). One
    // handler for the three events, so the page module has one closure for them.
    let pressed: Rc<Cell<Option<(f64, f64)>>> = Rc::default();
    let (k, canvas) = (sink.clone(), s.canvas.el.clone());
    let pointer = move |e: web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else {
            return;
        };
        let at = (f64::from(e.client_x()), f64::from(e.client_y()));
        match e.type_().as_str() {
            "pointerdown" if e.is_primary() && e.button() <= 0 => {
                e.prevent_default();
                let _ = canvas.set_pointer_capture(e.pointer_id());
                pressed.set(Some(at));
                k(Command::Tap(at.0, at.1, None));
            }
            "pointerup" => {
                if let Some(from) = pressed.take() {
                    let (dx, dy) = (at.0 - from.0, at.1 - from.1);
                    // sqrt, not hypot: libm's hypot would add 0.4 KB to the module.
                    if (dx * dx + dy * dy).sqrt() > DRAG_PX {
                        k(Command::Tap(at.0, at.1, Some(from)));
                    }
                }
            }
            _ => pressed.set(None),
        }
    };
    for event in ["pointerdown", "pointerup", "pointercancel"] {
        on(&s.canvas.el, event, pointer.clone());
    }

    let k = sink.clone();
    let canvas = s.canvas.el.clone();
    let dialogs = [
        s.dialog.clone(),
        s.help_dialog.clone(),
        s.ask.dialog.clone(),
        s.sheet.dialog.clone(),
    ];
    on(&win, "keydown", move |e| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        if dialogs.iter().any(|d| d.open()) {
            return;
        }
        let Some(key) = key(e, &canvas) else { return };
        if k(Command::Key(key)) {
            e.prevent_default();
            if matches!(key, Key::Cursor(..)) {
                let _ = canvas.focus(); // shows the focus ring round the board
            }
        }
    });
}

/// The board's key or shortcut `e` stands for, if any: arrows and Enter on the board, and
/// the shortcuts listed in the help panel (not while typing in a field).
fn key(e: &web_sys::KeyboardEvent, canvas: &web_sys::HtmlCanvasElement) -> Option<Key> {
    let focus = dom::document().active_element();
    let focus_tag = focus.as_ref().map(|f| f.tag_name()).unwrap_or_default();
    if matches!(focus_tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") || e.alt_key() {
        return None;
    }
    let on_board = focus
        .as_ref()
        .is_none_or(|f| f.tag_name() == "BODY" || f.is_same_node(Some(canvas.as_ref())));
    let ctrl = e.ctrl_key() || e.meta_key();
    Some(match (e.key().as_str(), ctrl) {
        ("ArrowUp", false) => Key::Cursor(0, 1),
        ("ArrowDown", false) => Key::Cursor(0, -1),
        ("ArrowLeft", false) => Key::Cursor(-1, 0),
        ("ArrowRight", false) => Key::Cursor(1, 0),
        ("Enter" | " ", false) if on_board => Key::Select,
        ("Escape", false) => Key::Cancel,
        ("r" | "R", false) => Key::Roll,
        ("u" | "U", false) | ("z" | "Z", true) if !e.shift_key() => Key::Undo,
        ("h" | "H", false) => Key::Hint,
        ("y" | "Y", _) | ("z" | "Z", true) => Key::Redo,
        ("n" | "N", false) => Key::NewGame,
        _ => return None,
    })
}
