//! What the page's parts ask the app to do. A button, a key, the worker or a timer never
//! reaches into the app: it sends a [`Command`] through a [`Sink`], and the dispatcher
//! ([`super::control`]) carries it out on the app's state. This keeps every import
//! pointing down.

use super::notices::Action;
use crate::core::Lang;
use crate::record::Record;
use std::rc::Rc;

/// Where commands go; answers whether the command did something (a key is then consumed).
pub type Sink = Rc<dyn Fn(Command) -> bool>;

/// A key on the board or a shortcut from the help panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// An arrow: the keyboard cursor moves by (dx, dy) cells (dy > 0 is up the screen).
    Cursor(i32, i32),
    /// Enter or Space on the board.
    Select,
    /// Escape.
    Cancel,
    /// R.
    Roll,
    /// U, Ctrl+Z.
    Undo,
    /// Y, Ctrl+Shift+Z.
    Redo,
    /// H.
    Hint,
    /// N.
    NewGame,
}

/// Where the history view goes in the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jump {
    /// The position after this many plies.
    To(usize),
    /// One move back.
    Back,
    /// One move on.
    On,
    /// The start.
    Start,
    /// The latest position.
    End,
}

/// Something for the app to do.
pub enum Command {
    /// Follow the game: panel, autosave, board.
    Update,
    /// The board's box changed size: lay it out again and draw.
    Resize,
    /// The address changed: show its screen.
    Route,
    /// A new game from a home card: that game's screen, then its new-game sheet.
    #[cfg(any(not(feature = "one-game"), feature = "app-home"))]
    NewFromHome(&'static str),
    /// The language buttons.
    Lang(Lang),
    /// A tap or click on the board at this client position, or where a drag that started on
    /// the board (at the client position given) was let go.
    Tap(f64, f64, Option<(f64, f64)>),
    /// A key; answered with whether it was for the app.
    Key(Key),
    /// The Undo buttons.
    Undo,
    /// The Redo button.
    Redo,
    /// The Roll button.
    Roll,
    /// The Hint button.
    Hint,
    /// The end card's "play again".
    Again,
    /// The end card's Close.
    CloseEnd,
    /// The New game button: the sheet.
    OpenSheet,
    /// The sheet's Start.
    StartSheet,
    /// The sheet's "More options": the settings dialog.
    OpenSettings,
    /// The settings dialog's Apply.
    ApplySettings,
    /// The "?" button.
    OpenHelp,
    /// The how-to pages' text has come: the page or the help waiting for it is shown.
    HowTo,
    /// The record dialog's button.
    OpenRecords,
    /// The record dialog's Import.
    Import,
    /// The record dialog's Set up.
    SetUp,
    /// The history view.
    Jump(Jump),
    /// A notice's button (`None`: dismiss) for notice number `index`; `button` is the one
    /// pressed (a copy button says whether it copied).
    Notice {
        index: usize,
        action: Option<Action>,
        button: Option<web_sys::Element>,
    },
    /// Another tab stored `value` under `key`.
    Stored { key: String, value: String },
    /// A new version of the app is ready.
    NewVersion,
    /// The person agreed to open the linked `record` as game `id`.
    OpenLinked(&'static str, Record),
    /// The person agreed to cut off later moves: game `id` plays on as `record`.
    Cut(&'static str, Record),
    /// An answer from the computer's worker (`id` 0: the worker has started).
    Answer { id: u32, ok: bool, text: String },
    /// An animation frame: the board is drawn, then a computer seat may act.
    Frame,
    /// Write the autosave now (its timer, or the page being hidden or closed).
    Save,
    /// The panel's "Play with a friend on another device".
    Friend,
}
