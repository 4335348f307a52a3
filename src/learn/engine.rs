//! The puzzle module's own Web Worker (the computer's worker script, of the same build),
//! for the review and the analysis board: one question at a time, each answer handed to the
//! module as [`Event::Looked`]. Its own worker, so the game's computer is never kept waiting.

use super::event::{dispatch, Event};
use crate::page::dom;
use crate::request::{Answer, Request};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker and the question in flight.
pub struct Engine {
    worker: Option<Worker>,
    ready: bool,
    /// The question in flight: its id.
    asked: Option<u32>,
    /// The question waiting for the worker to be ready.
    waiting: Option<Request>,
    next_id: u32,
}

/// What an answer from the worker is.
pub enum Heard {
    /// The worker is ready (a waiting question has been sent).
    Ready,
    /// The answer to the question in flight.
    Answer(Answer),
    /// A late answer, or a message that does not read.
    Stale,
}

/// Stops `e`'s worker, if any, and lets it go.
pub fn close(e: &mut Option<Engine>) {
    if let Some(mut engine) = e.take() {
        engine.stop();
    }
}

impl Engine {
    /// Starts the worker; `None` when the browser cannot. Each engine has a worker of its
    /// own, stopped with it, so its question ids start anew.
    pub fn start() -> Option<Engine> {
        let base = dom::document()
            .base_uri()
            .ok()
            .flatten()
            .unwrap_or_default();
        let script = dom::document()
            .body()
            .and_then(|b| b.get_attribute("data-worker"))
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "ai-worker_loader.js".into());
        let url = web_sys::Url::new_with_base(&script, &base)
            .map(|u| u.href())
            .unwrap_or(script);
        let worker = Worker::new(&url).ok()?;
        let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            dispatch(Event::Looked(e.data()));
        });
        worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        handler.forget();
        Some(Engine {
            worker: Some(worker),
            ready: false,
            asked: None,
            waiting: None,
            next_id: 0,
        })
    }

    /// Whether a question is in flight or waiting.
    pub fn busy(&self) -> bool {
        self.asked.is_some() || self.waiting.is_some()
    }

    /// Asks the look at the position before move `ply` of `record` (with `lines` best
    /// lines), thinking `time_ms`; a question in flight is forgotten.
    pub fn ask(&mut self, record: String, ply: usize, lines: u32, time_ms: f64) {
        self.next_id += 1;
        let req = Request {
            id: self.next_id,
            record,
            level: "hard".into(),
            time_ms: Some(time_ms),
            seed: 1,
            look: Some(ply as u32),
            lines,
        };
        self.asked = None;
        if self.ready {
            self.send(req);
        } else {
            self.waiting = Some(req);
        }
    }

    fn send(&mut self, req: Request) {
        let Some(worker) = &self.worker else { return };
        // The seed as a BigInt: a JavaScript number holds only 53 bits of it.
        let ser =
            serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
        let Ok(msg) = serde::Serialize::serialize(&req, &ser) else {
            return;
        };
        if worker.post_message(&msg).is_ok() {
            self.asked = Some(req.id);
        }
    }

    /// Reads a message from the worker.
    pub fn hear(&mut self, data: JsValue) -> Heard {
        match serde_wasm_bindgen::from_value::<Answer>(data) {
            Ok(Answer::Ready { .. }) => {
                self.ready = true;
                if let Some(req) = self.waiting.take() {
                    self.send(req);
                }
                Heard::Ready
            }
            Ok(a) => {
                let id = match &a {
                    Answer::Look { id, .. }
                    | Answer::Move { id, .. }
                    | Answer::Failed { id, .. } => *id,
                    Answer::Ready { .. } => 0,
                };
                if self.asked == Some(id) {
                    self.asked = None;
                    Heard::Answer(a)
                } else {
                    Heard::Stale
                }
            }
            Err(_) => Heard::Stale,
        }
    }

    /// Stops the worker (its screen closed).
    pub fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.asked = None;
        self.waiting = None;
    }
}
