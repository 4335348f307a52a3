//! The browser app: the shell (home screen, routing, language, panel, dialogs) and one view
//! per game that draws its board on a canvas and turns taps into moves.

mod address;
mod ai_client;
mod app;
mod ask;
mod cangua;
mod canvas;
mod command;
mod computer;
mod control;
mod frame;
mod friend_host;
mod games;
mod ganh;
mod heap;
mod help_ui;
mod history;
#[cfg(any(not(feature = "one-game"), feature = "app-home"))]
mod home;
mod host;
mod howto;
mod input;
mod lazy;
mod learn_host;
mod move_list;
mod new_game;
mod notices;
mod oaq;
mod option_rows;
mod paint;
mod panel;
mod prefs;
mod records_ui;
mod router;
mod saves;
mod screen;
mod seats;
mod settings_ui;
mod shell;
mod sound;
mod tabs;
mod toan;
mod view;
mod words;

pub(crate) use crate::page::{dom, i18n};

/// The page module's allocator (the worker keeps the standard one).
#[global_allocator]
static HEAP: heap::Heap = heap::Heap::new();

#[cfg(test)]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// Starts the app when the page module loads (its `main`: [`crate::start_app`]).
pub fn start() {
    console_error_panic_hook::set_once();
    if web_sys::window().and_then(|w| w.document()).is_none() {
        return; // loaded outside a page (the wasm benchmark in Node)
    }
    control::mount();
}
