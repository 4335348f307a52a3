//! Inside the Web Worker: answers each request from the page with the move the computer
//! plays. A request is `[id, game, position, [[key, value], …], level, time_ms | null, seed]`
//! (the seed as decimal text); the answer is `[id, true, move]` or `[id, false, error]`.

use crate::ai::{best_move_text, Level};
use js_sys::Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Starts listening for requests, then tells the page it is ready and which build it is
/// (`["ready", build]`: the id its loader set in `self.CDG_BUILD`, empty when none).
pub fn run() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let answer = answer(&Array::from(&e.data()));
        let _ = reply_to.post_message(&answer);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let build = js_sys::Reflect::get(&scope, &"CDG_BUILD".into())
        .ok()
        .and_then(|b| b.as_string())
        .unwrap_or_default();
    let ready = Array::of2(&"ready".into(), &build.into());
    let _ = scope.post_message(&ready);
}

/// The answer to one request.
fn answer(req: &Array) -> JsValue {
    let id = req.get(0);
    let text = |i: u32| req.get(i).as_string().unwrap_or_default();
    let options: Vec<(String, String)> = Array::from(&req.get(3))
        .iter()
        .map(|pair| {
            let pair = Array::from(&pair);
            (
                pair.get(0).as_string().unwrap_or_default(),
                pair.get(1).as_string().unwrap_or_default(),
            )
        })
        .collect();
    let time_ms = req.get(5).as_f64();
    let seed = text(6).parse::<u64>().unwrap_or(0);
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let perf = scope.performance();
    let clock = move || perf.as_ref().map_or(0.0, |p| p.now());
    let result = Level::parse(&text(4)).and_then(|level| {
        best_move_text(&text(1), &text(2), &options, level, time_ms, seed, &clock)
    });
    let (ok, body) = match result {
        Ok(mv) => (true, mv),
        Err(e) => (false, e.to_string()),
    };
    Array::of3(&id, &JsValue::from_bool(ok), &JsValue::from_str(&body)).into()
}
