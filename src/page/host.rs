//! The app's game as its modules of their own (play with a friend, the puzzles) reach it:
//! `window.cdgHost(op, …)`, which the app sets before loading them. Each call answers at
//! once, with its value or by throwing why it could not, a sentence in both languages
//! (`{vi, en}`, [`Text`]); none re-enters the module. The app answers through the types and
//! sentences here too ([`crate::web`]'s `host`).

use crate::core::{Player, Text};
use crate::page::dom;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The app, through `window.cdgHost`.
pub struct Host;

/// The game on screen, as one call reads it (`cdgHost("now")`'s object).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Now {
    /// Its id (empty: no game on screen).
    pub game: String,
    /// Moves in effect.
    pub ply: usize,
    /// The colour to move, if the game goes on (no key when it does not).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn: Option<Player>,
    /// The colours that play, in seat order.
    pub players: Vec<Player>,
    /// The position string.
    pub position: String,
    /// The table id the app keeps for the game (empty: none).
    pub table: String,
}

impl Now {
    /// The game whose board apart (the learning screens' own board, the app's `puzzles-GAME`)
    /// is on screen, if it is.
    pub fn apart(&self) -> Option<&str> {
        self.game.strip_prefix("puzzles-")
    }
}

/// Why a call to the app did nothing, in both languages.
pub mod refusal {
    use crate::core::Text;
    use wasm_bindgen::JsValue;

    /// No game on screen.
    pub fn no_game() -> Text {
        Text::new("Không có ván cờ nào đang mở.", "No game is open.")
    }

    /// The app is at work on something else (a call from within another).
    pub fn busy() -> Text {
        Text::new(
            "Ứng dụng đang bận, chưa làm được việc này.",
            "The app is busy and cannot do this now.",
        )
    }

    /// The page has no app to call (a module opened on its own).
    pub fn no_app() -> Text {
        Text::new(
            "Trang chưa tải xong ứng dụng; hãy tải lại trang.",
            "The page has not loaded the app; reload the page.",
        )
    }

    /// A call the app does not know (a module newer or older than the app).
    pub fn unknown(op: &str) -> Text {
        Text::new(
            format!("Ứng dụng không biết việc '{op}'; hãy tải lại trang."),
            format!("The app does not know '{op}'; reload the page."),
        )
    }

    /// A hint that is not a legal move on the board.
    pub fn not_a_move(mv: &str) -> Text {
        Text::new(
            format!("{mv}: không phải nước đi hợp lệ"),
            format!("{mv}: not a legal move"),
        )
    }

    /// A history position that is not a number of moves played.
    pub fn no_ply(ply: &str) -> Text {
        Text::new(
            format!("Ván không có nước thứ '{ply}'."),
            format!("The game has no move '{ply}'."),
        )
    }

    /// A JavaScript error that is not one of these sentences (its message, in both).
    pub fn js(e: &JsValue) -> Text {
        let message = js_sys::Reflect::get(e, &"message".into())
            .ok()
            .and_then(|m| m.as_string())
            .or_else(|| e.as_string())
            .unwrap_or_default();
        Text::new(
            format!("Ứng dụng báo lỗi: {message}"),
            format!("The app failed: {message}"),
        )
    }
}

/// The colours of a string of letters (`rb`).
pub fn letters(s: &str) -> Vec<Player> {
    s.chars().filter_map(Player::from_letter).collect()
}

/// Calls the app's `cdgHost(op, …args)`: its answer, or why it could not.
fn call(op: &str, args: &[JsValue]) -> Result<JsValue, Text> {
    let f = js_sys::Reflect::get(&dom::window(), &"cdgHost".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or_else(refusal::no_app)?;
    let arr: js_sys::Array = std::iter::once(JsValue::from(op))
        .chain(args.iter().cloned())
        .collect();
    f.apply(&JsValue::NULL, &arr).map_err(|e| {
        serde_wasm_bindgen::from_value::<Text>(e.clone()).unwrap_or_else(|_| refusal::js(&e))
    })
}

/// A call that answers nothing.
fn done(op: &str, args: &[JsValue]) -> Result<(), Text> {
    call(op, args).map(|_| ())
}

/// An answer of type `T`.
fn read<T: for<'de> Deserialize<'de>>(v: JsValue) -> Result<T, Text> {
    serde_wasm_bindgen::from_value(v).map_err(|e| refusal::js(&e.into()))
}

impl Host {
    /// The game on screen: an empty game when there is none, or when the app cannot answer
    /// (then said in the console); a module has nothing to do with it either way.
    pub fn now(&self) -> Now {
        call("now", &[]).and_then(read).unwrap_or_else(|e| {
            dom::log(&format!("cdgHost now: {e}"));
            Now::default()
        })
    }

    /// The record text of the game on screen (with its seats and table).
    ///
    /// # Errors
    /// No game on screen, or why the app could not answer.
    pub fn record(&self) -> Result<String, Text> {
        read(call("record", &[])?)
    }

    /// Plays `mv` in the game on screen.
    ///
    /// # Errors
    /// The rules' sentence when it is not legal, no game on screen, or why the app could not.
    pub fn play(&self, mv: &str) -> Result<(), Text> {
        done("play", &[mv.into()])
    }

    /// The moves in effect, in notation.
    ///
    /// # Errors
    /// No game on screen, or why the app could not answer.
    pub fn moves(&self) -> Result<Vec<String>, Text> {
        read(call("moves", &[])?)
    }

    /// Sets the board up from a position string.
    ///
    /// # Errors
    /// Why the position cannot be, no game on screen, or why the app could not.
    pub fn position(&self, position: &str) -> Result<(), Text> {
        done("position", &[position.into()])
    }

    /// Sets the board apart up as a new game of `game` from `position` under `options` (the
    /// game's defaults for those not given), whatever options the board had before (a
    /// reviewed game's, say).
    ///
    /// # Errors
    /// Why the position cannot be under those options, or why the app could not.
    pub fn set_up(
        &self,
        game: &str,
        position: &str,
        options: &[(String, String)],
    ) -> Result<(), Text> {
        let mut record = crate::record::Record::new(game);
        record.options = options.to_vec();
        record.start = crate::record::Start::Position(position.to_string());
        self.load(&record.format())
    }

    /// Shows `mv` (in notation) on the board as a hint is shown.
    ///
    /// # Errors
    /// Not a legal move there, no game on screen, or why the app could not.
    pub fn hint(&self, mv: &str) -> Result<(), Text> {
        done("hint", &[mv.into()])
    }

    /// Shows the position after the first `ply` moves, keeping the later ones (the history
    /// view of the board).
    ///
    /// # Errors
    /// No such move, no game on screen, or why the app could not.
    pub fn goto(&self, ply: usize) -> Result<(), Text> {
        done("goto", &[ply.to_string().into()])
    }

    /// Takes back the last move.
    ///
    /// # Errors
    /// No game on screen, or why the app could not.
    pub fn undo(&self) -> Result<(), Text> {
        done("undo", &[])
    }

    /// Opens the record `text` as the game on screen.
    ///
    /// # Errors
    /// Why the record cannot be opened, no game on screen, or why the app could not.
    pub fn load(&self, text: &str) -> Result<(), Text> {
        done("load", &[text.into()])
    }

    /// Seats the colours `mine` here as people and the rest as friends on other devices,
    /// at `table` (empty: no table; everyone a person here).
    ///
    /// # Errors
    /// No game on screen, or why the app could not.
    pub fn seat(&self, mine: &[Player], table: &str) -> Result<(), Text> {
        let m: String = mine.iter().map(|p| p.letter()).collect();
        done("seat", &[m.into(), table.into()])
    }

    /// Whether `mv` from the other device is what the game's own chance gives.
    ///
    /// # Errors
    /// No game on screen, or why the app could not answer.
    pub fn fair(&self, mv: &str) -> Result<bool, Text> {
        read(call("fair", &[mv.into()])?)
    }

    /// Holds back automatic moves (a move came from the other device).
    ///
    /// # Errors
    /// No game on screen, or why the app could not.
    pub fn hold_auto(&self) -> Result<(), Text> {
        done("holdAuto", &[])
    }

    /// The app brings its panel, board and autosave up to date (once the module's work has
    /// returned). Nothing to do when there is no app.
    pub fn update(&self) {
        let _ = call("update", &[]);
    }

    /// The app's language code (empty when there is no app: the module keeps its own).
    pub fn lang(&self) -> String {
        call("lang", &[])
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default()
    }
}
