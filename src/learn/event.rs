//! What the puzzle screen is asked to do ([`Event`]: by the app, by a tap, by a timer),
//! and the queue that carries events out one at a time. The module's state registers
//! itself as the handler ([`set_handler`]), so the parts that send events import only this.

use crate::page::dom;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use wasm_bindgen::prelude::*;

/// Something for the puzzle screen to do.
pub enum Event {
    /// The app opened the puzzles of a game.
    Open(String),
    /// The app opened the lesson path of a game.
    OpenLesson(String),
    /// What the lesson path is asked to do.
    Lesson(Act),
    /// The app opened the board editor of a game.
    OpenEditor(String),
    /// A tap on the board's cell of this name (the editor).
    Tap(String),
    /// The editor's palette: what a tap does.
    Brush(String),
    /// The editor's side to move.
    Side(char),
    /// The editor's dice (Cờ cá ngựa): `-` or the value rolled.
    Dice(String),
    /// The editor's "Start position".
    EditReset,
    /// The editor's "Play the computer".
    EditPlay,
    /// The board changed (a move was played).
    Follow,
    /// The app's language changed.
    Lang(String),
    /// A puzzle file arrived (`None`: it could not be fetched).
    Loaded(String, Option<String>),
    /// Plays the reply of the solution now.
    Reply,
    /// Plays the next move of the solution shown.
    ShowStep,
    /// The "Show the solution" button.
    Show,
    /// The "Next puzzle" button.
    Next,
    /// Practise your own mistakes (`true`) or the game's puzzles again.
    Own(bool),
    /// The review's "Practise your mistakes": opens the puzzle screen of the game on them.
    PractiseOwn(String),
    /// The theme chosen (empty: all).
    Theme(String),
    /// The app opened the review of the game copied onto the board apart.
    OpenReview(String),
    /// A message from the review's worker.
    Looked(wasm_bindgen::JsValue),
    /// A move of the review chosen (its ply).
    ReviewSelect(usize),
    /// A tap on the review's graph, at this share of its width.
    GraphTap(f64),
    /// The review's "Next mistake".
    NextMistake,
    /// The review's "Play the better line".
    ShowLine,
    /// The next move of the better line shown.
    LineStep,
    /// The app shows another screen.
    Leave,
    /// The app opened the analysis board of a game.
    OpenAnalysis(String),
    /// The editor's "Analyse this position".
    EditAnalyse,
    /// Plays the first move of the engine's line of this rank.
    PlayLine(usize),
    /// One move back (−1) or on (1).
    Step(i32),
    /// A move of the tree chosen.
    GoNode(usize),
    /// The analysis's "Export".
    Export,
    /// The analysis's "Import", with the text given.
    Import(String),
    /// The analysis's position string.
    SetPosition(String),
}

/// What the lesson path is asked to do ([`Event::Lesson`]).
pub enum Act {
    /// The game's lesson file arrived (`None`: it could not be fetched).
    File(String, Option<String>),
    /// Open lesson `n` (from 0), or the list when `None`.
    Pick(Option<usize>),
    /// The "next" button: the next step, the test, the next test, the end.
    Next,
    /// Plays the reply of the test's line.
    Reply,
}

thread_local! {
    static QUEUE: RefCell<VecDeque<Event>> = const { RefCell::new(VecDeque::new()) };
    static BUSY: Cell<bool> = const { Cell::new(false) };
    static HANDLER: Cell<Option<fn(Event)>> = const { Cell::new(None) };
}

/// Sets what carries out each event: the module's state, set once when it starts.
pub(crate) fn set_handler(handler: fn(Event)) {
    HANDLER.set(Some(handler));
}

/// Carries out `ev`, and any sent meanwhile (nothing re-enters the state).
pub(crate) fn dispatch(ev: Event) {
    QUEUE.with(|q| q.borrow_mut().push_back(ev));
    if BUSY.replace(true) {
        return;
    }
    while let Some(ev) = QUEUE.with(|q| q.borrow_mut().pop_front()) {
        if let Some(handle) = HANDLER.with(Cell::get) {
            handle(ev);
        }
    }
    BUSY.set(false);
}

/// Sends `ev` after `ms` milliseconds.
pub(crate) fn later(ms: i32, ev: Event) {
    let f = Closure::once_into_js(move || dispatch(ev));
    let _ =
        dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), ms);
}
