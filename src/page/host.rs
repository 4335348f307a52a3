//! The app's game as its modules of their own (play with a friend, the puzzles) reach it:
//! `window.cdgHost(op, …)`, which the app sets before loading them. Each call answers at
//! once; none re-enters the module.

use crate::core::Player;
use crate::page::dom;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The app, through `window.cdgHost`.
pub struct Host;

/// The game on screen, as one call reads it.
pub struct Now {
    /// Its id (empty: no game on screen).
    pub game: String,
    /// Moves in effect.
    pub ply: usize,
    /// The colour to move, if the game goes on.
    pub turn: Option<Player>,
    /// The colours that play, in seat order.
    pub players: Vec<Player>,
    /// The position string.
    pub position: String,
    /// The table id the app keeps for the game (empty: none).
    pub table: String,
}

/// The colours of a string of letters (`rb`).
pub fn letters(s: &str) -> Vec<Player> {
    s.chars().filter_map(Player::from_letter).collect()
}

/// Calls the app's `cdgHost(op, …args)`; `undefined` when there is no app.
fn call(op: &str, args: &[JsValue]) -> JsValue {
    let Some(f) = js_sys::Reflect::get(&dom::window(), &"cdgHost".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    else {
        return JsValue::UNDEFINED;
    };
    let arr: js_sys::Array = std::iter::once(JsValue::from(op))
        .chain(args.iter().cloned())
        .collect();
    f.apply(&JsValue::NULL, &arr).unwrap_or(JsValue::UNDEFINED)
}

fn text(v: JsValue) -> String {
    v.as_string().unwrap_or_default()
}

impl Host {
    /// The game on screen.
    pub fn now(&self) -> Now {
        let v = call("now", &[]);
        let get = |k: &str| js_sys::Reflect::get(&v, &k.into()).unwrap_or(JsValue::UNDEFINED);
        Now {
            game: text(get("game")),
            ply: get("ply").as_f64().unwrap_or(0.0) as usize,
            turn: text(get("turn"))
                .chars()
                .next()
                .and_then(Player::from_letter),
            players: letters(&text(get("players"))),
            position: text(get("position")),
            table: text(get("table")),
        }
    }

    /// The record text of the game on screen (with its seats and table).
    pub fn record(&self) -> String {
        text(call("record", &[]))
    }

    /// Plays `mv` in the game on screen: `Err` with the rules' sentence when not legal.
    pub fn play(&self, mv: &str) -> Result<(), String> {
        match text(call("play", &[mv.into()])) {
            e if !e.is_empty() => Err(e),
            _ => Ok(()),
        }
    }

    /// The moves in effect, in notation.
    pub fn moves(&self) -> Vec<String> {
        text(call("moves", &[]))
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// Sets the board up from a position string: `Err` with why it cannot be.
    pub fn position(&self, position: &str) -> Result<(), String> {
        match text(call("position", &[position.into()])) {
            e if !e.is_empty() => Err(e),
            _ => Ok(()),
        }
    }

    /// Shows `mv` (in notation) on the board as a hint is shown.
    pub fn hint(&self, mv: &str) {
        call("hint", &[mv.into()]);
    }

    /// Shows the position after the first `ply` moves, keeping the later ones (the history
    /// view of the board).
    pub fn goto(&self, ply: usize) {
        call("goto", &[ply.to_string().into()]);
    }

    /// Takes back the last move.
    pub fn undo(&self) {
        call("undo", &[]);
    }

    /// Opens the record `text` as the game on screen: `Err` with why it cannot be.
    pub fn load(&self, text_: &str) -> Result<(), String> {
        match text(call("load", &[text_.into()])) {
            e if !e.is_empty() => Err(e),
            _ => Ok(()),
        }
    }

    /// Seats the colours `mine` here as people and the rest as friends on other devices,
    /// at `table` (empty: no table; everyone a person here).
    pub fn seat(&self, mine: &[Player], table: &str) {
        let m: String = mine.iter().map(|p| p.letter()).collect();
        call("seat", &[m.into(), table.into()]);
    }

    /// Whether `mv` from the other device is what the game's own chance gives.
    pub fn fair(&self, mv: &str) -> bool {
        call("fair", &[mv.into()]).as_bool().unwrap_or(true)
    }

    /// Holds back automatic moves (a move came from the other device).
    pub fn hold_auto(&self) {
        call("holdAuto", &[]);
    }

    /// The app brings its panel, board and autosave up to date (once the module's work has returned).
    pub fn update(&self) {
        call("update", &[]);
    }

    /// The app's language code.
    pub fn lang(&self) -> String {
        text(call("lang", &[]))
    }
}
