//! The page's side of the computer opponents: starts the Web Worker the first time it is
//! needed, sends it one request at a time (the game's whole record, as the typed
//! [`wire::Request`]), and hands each answer back to the app.

use super::dom;
use crate::record::Record;
use crate::request::{self as wire, Answer};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// What a request was for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's move in game `game` at `position`.
    Move {
        game: &'static str,
        position: String,
    },
    /// A hint for the person to move in `game` at `position`.
    Hint {
        game: &'static str,
        position: String,
    },
}

/// One question for the computer.
#[derive(Clone, Debug)]
pub struct Request {
    /// Why it was asked.
    pub purpose: Purpose,
    /// The game with its history (the view's record): the computer sees repetitions, the
    /// no-progress count and thầu mạ.
    pub record: Record,
    /// `easy`, `medium`, `hard`.
    pub level: &'static str,
    /// Random choices.
    pub seed: u64,
}

/// The worker and the request in flight.
pub struct AiClient {
    worker: Option<Worker>,
    ready: Rc<RefCell<bool>>,
    waiting: Option<Request>,
    in_flight: Option<(u32, Purpose)>,
    next_id: u32,
    on_answer: Rc<dyn Fn(u32, bool, String)>,
}

/// Reads an [`Answer`] as the worker writes it (`serde-wasm-bindgen`'s form of its
/// internally tagged enum: `{kind: "move", id, text}`, …). Read by hand: the
/// `serde-wasm-bindgen` deserializer would add 13.6 KiB gzip to the first download, and
/// the answer has only these three fixed shapes.
fn read_answer(data: &JsValue) -> Option<Answer> {
    let get = |key: &str| js_sys::Reflect::get(data, &key.into()).ok();
    let text = |key: &str| get(key).and_then(|v| v.as_string());
    let id = || get("id").and_then(|v| v.as_f64()).map(|n| n as u32);
    Some(match text("kind")?.as_str() {
        "ready" => Answer::Ready {
            build: text("build")?,
        },
        "move" => Answer::Move {
            id: id()?,
            text: text("text")?,
        },
        "failed" => Answer::Failed {
            id: id()?,
            vi: text("vi")?,
            en: text("en")?,
        },
        _ => return None,
    })
}

/// The worker's script, next to the page (Trunk builds it from `src/bin/ai-worker.rs`), when
/// the page does not name it: the build names it in `<body data-worker>` with the build id in
/// the name (scripts/sw-precache.mjs), so the page starts the worker of its own build.
const WORKER_SCRIPT: &str = "ai-worker_loader.js";

impl AiClient {
    /// A client that calls `on_answer(id, ok, text)` for each answer, and `on_answer(0, …)`
    /// once when the worker is ready (then call [`AiClient::flush`]).
    pub fn new(on_answer: impl Fn(u32, bool, String) + 'static) -> AiClient {
        AiClient {
            worker: None,
            ready: Rc::new(RefCell::new(false)),
            waiting: None,
            in_flight: None,
            next_id: 1,
            on_answer: Rc::new(on_answer),
        }
    }

    /// Whether a request is being worked on (or waits for the worker to start).
    pub fn busy(&self) -> bool {
        self.in_flight.is_some() || self.waiting.is_some()
    }

    /// What the request in flight is for.
    pub fn purpose(&self) -> Option<&Purpose> {
        self.in_flight
            .as_ref()
            .map(|(_, p)| p)
            .or(self.waiting.as_ref().map(|r| &r.purpose))
    }

    /// Takes the answer `id` off the books; returns its purpose if it is the one awaited.
    pub fn settle(&mut self, id: u32) -> Option<Purpose> {
        match self.in_flight.take() {
            Some((i, p)) if i == id => Some(p),
            other => {
                self.in_flight = other;
                None
            }
        }
    }

    /// Forgets any request (a new game, undo): its answer will be ignored.
    pub fn cancel(&mut self) {
        self.waiting = None;
        self.in_flight = None;
    }

    /// Asks the computer; a request already in flight is forgotten.
    pub fn ask(&mut self, req: Request) {
        self.in_flight = None;
        self.start();
        if *self.ready.borrow() {
            self.send(req);
        } else {
            self.waiting = Some(req);
        }
    }

    fn send(&mut self, req: Request) {
        let Some(w) = &self.worker else { return };
        let id = self.next_id;
        self.next_id += 1;
        // The moves undone and the app's own fields are not the computer's business.
        let mut record = req.record;
        record.redo.clear();
        record.extras.clear();
        let msg = wire::Request {
            id,
            record: record.format(),
            level: req.level.into(),
            time_ms: None,
            seed: req.seed,
            look: None,
            lines: 0,
        };
        // The seed as a BigInt: a JavaScript number holds only 53 bits of it.
        let ser =
            serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
        let Ok(msg) = serde::Serialize::serialize(&msg, &ser) else {
            return;
        };
        if w.post_message(&msg).is_ok() {
            self.in_flight = Some((id, req.purpose));
        }
    }

    /// Starts the worker once; later calls do nothing.
    fn start(&mut self) {
        if self.worker.is_some() {
            return;
        }
        let base = dom::document()
            .base_uri()
            .ok()
            .flatten()
            .unwrap_or_default();
        let body = dom::document().body();
        let script = body
            .and_then(|b| b.get_attribute("data-worker"))
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| WORKER_SCRIPT.into());
        let url = web_sys::Url::new_with_base(&script, &base)
            .map(|u| u.href())
            .unwrap_or(script);
        let Ok(worker) = Worker::new(&url) else {
            return;
        };
        let ready = self.ready.clone();
        let on_answer = self.on_answer.clone();
        let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            match read_answer(&e.data()) {
                Some(Answer::Ready { build }) => {
                    *ready.borrow_mut() = true;
                    // The worker's build, beside the page's own `data-build` (for the tests).
                    if let Some(b) = dom::document().body() {
                        dom::attr(&b, "data-worker-build", &build);
                    }
                    on_answer(0, true, String::new());
                }
                Some(Answer::Move { id, text }) => on_answer(id, true, text),
                Some(Answer::Failed { id, vi, en }) => on_answer(
                    id,
                    false,
                    if super::i18n::lang() == crate::core::Lang::Vi {
                        vi
                    } else {
                        en
                    },
                ),
                // The page never asks for the review's looks (the puzzle module does).
                Some(Answer::Look { .. }) | None => {
                    dom::log("computer: an answer that does not read")
                }
            }
        });
        worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        handler.forget();
        self.worker = Some(worker);
    }

    /// Sends the request that waited for the worker to start (called on its "ready").
    pub fn flush(&mut self) {
        if let Some(req) = self.waiting.take() {
            self.send(req);
        }
    }
}
