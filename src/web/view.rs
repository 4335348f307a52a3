//! What the app shell asks of each game's screen. A view draws its board, turns taps into
//! moves by asking the rules, and describes itself for the panel; it holds no rules.

use super::i18n::{tr, Tr};
use crate::core::{Player, Text};
use crate::record::{Record, RecordError};
pub use crate::table::{Changes, Hands, MoveLine, Said, Status};
use web_sys::CanvasRenderingContext2d;

/// A choice in the settings dialog: an option key and the values it offers.
pub struct Setting {
    /// The option's key, as in [`crate::core::GameOptions::set`].
    pub key: &'static str,
    /// Its label.
    pub label: Tr,
    /// The values offered, each with its label.
    pub choices: Vec<(&'static str, Tr)>,
}

impl Setting {
    /// A setting that is on or off.
    pub fn on_off(key: &'static str, label: Tr) -> Setting {
        Setting {
            key,
            label,
            choices: vec![("on", tr("Bật", "On")), ("off", tr("Tắt", "Off"))],
        }
    }
}

/// What a game's screen will still do on its own, with no one's input. The page's
/// `data-pending` names each (`motion`, `auto`), so the end-to-end tests wait until nothing
/// is left instead of waiting a fixed time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pending {
    /// A move, a roll or its words still on their way (a glide, a hop, tumbling dice).
    pub motion: bool,
    /// A move the board will play by itself after a pause (Cờ cá ngựa's only possible
    /// move, Cờ toán's forced pass).
    pub auto: bool,
}

/// One game's screen: its board, the game in play, and what is kept of it, in one type the
/// shell holds (`Box<dyn GameView>`); each part is a trait of its own, and a type that has the
/// A touch on the board, in board pixels: a tap, or where a drag that started on the board
/// was let go (its start, `from`, was a tap too).
#[derive(Clone, Copy, Debug)]
pub struct Press {
    /// Where, across.
    pub x: f64,
    /// Where, down.
    pub y: f64,
    /// Where the drag this ends started.
    pub from: Option<(f64, f64)>,
}

/// three is a `GameView`.
pub trait GameView: BoardView + PlayView + KeptView {}

impl<T: BoardView + PlayView + KeptView> GameView for T {}

/// A game's board on screen: drawing, hit-testing, the keyboard, the dice buttons, what
/// still moves on its own, and the words that describe it to a screen reader.
pub trait BoardView {
    /// Width divided by height of the board.
    fn aspect(&self) -> f64;
    /// Draws the board filling `w`×`h` CSS pixels; returns true while something still moves.
    fn draw(&mut self, ctx: &CanvasRenderingContext2d, w: f64, h: f64, now: f64) -> bool;
    /// A tap or click on the board, or the end of a drag.
    fn tap(&mut self, at: Press, now: f64);
    /// The centre of a named point or cell in board pixels (for the end-to-end tests).
    fn cell_center(&self, name: &str) -> Option<(f64, f64)>;

    /// The name of the point or cell under (`x`, `y`) in board pixels, on a board the board
    /// editor sets up (`None` elsewhere).
    fn point_at(&self, _x: f64, _y: f64) -> Option<String> {
        None
    }

    /// Whether something on the board is still moving (the computer waits for it).
    fn busy(&self, _now: f64) -> bool {
        false
    }

    /// What the screen will still do on its own at `now` (the page's `data-pending`).
    fn pending(&self, now: f64) -> Pending {
        Pending {
            motion: self.busy(now),
            auto: false,
        }
    }

    /// Rolls for a computer seat when its dice are to be rolled: the game's own dice, never
    /// the real-dice picker. Answers whether it rolled.
    fn computer_roll(&mut self, _now: f64) -> bool {
        false
    }

    /// Shows a hint: the move (in notation) the strongest computer level would play; false
    /// (nothing shown) when it is not a legal move here.
    fn show_hint(&mut self, text: &str) -> bool;

    /// Holds back automatic moves until the next roll made here (a move came from another
    /// device, which plays its own automatic moves).
    fn hold_auto(&mut self) {}

    /// Whether the game has dice (a Roll button), and if so whether rolling is possible now.
    fn roll_state(&self) -> Option<bool> {
        None
    }

    /// Rolls the dice (the Roll button, or a keyboard shortcut).
    fn roll(&mut self, _now: f64) {}

    /// Moves the keyboard cursor on the board by (dx, dy) cells (dy > 0 is up the screen).
    fn key_move(&mut self, _dx: i32, _dy: i32) {}

    /// Enter or Space: acts at the keyboard cursor as a tap there would.
    fn key_select(&mut self, _now: f64) {}

    /// Escape: drops the picked-up piece.
    fn key_cancel(&mut self) {}

    /// What is under the keyboard cursor, as a sentence for screen readers.
    fn describe_cursor(&self) -> Option<String> {
        None
    }

    /// The board read out cell by cell, one sentence each.
    fn describe_board(&self) -> Vec<String> {
        Vec::new()
    }

    /// Called on every animation frame before drawing, for things that happen on their own
    /// after a delay (an automatic move, a lost roll passing the turn). Returns true when the
    /// game changed, so the panel is refreshed.
    fn tick(&mut self, _now: f64) -> bool {
        false
    }
}

/// The game in play: the panel's status, moves as text, undo and redo, the history, the
/// seats, and a new game.
pub trait PlayView {
    /// The panel's contents in the current language.
    fn status(&self) -> Status;
    /// What was said since the last call: each move's sentence, the words over the board.
    fn take_said(&mut self) -> Said;
    /// Takes back the last move.
    fn undo(&mut self);
    /// Plays again the last undone move.
    fn redo(&mut self, now: f64);
    /// Whether undo / redo can do anything now.
    fn can_undo(&self) -> bool;
    /// See [`GameView::can_undo`].
    fn can_redo(&self) -> bool;
    /// Starts a new game with the current options.
    fn new_game(&mut self);
    /// The end card's button, which calls [`GameView::new_game`] ("Chơi lại", "Ván tiếp theo").
    fn again_label(&self) -> Tr {
        super::words::PLAY_AGAIN
    }
    /// The position string now (read by the end-to-end tests).
    fn position(&self) -> String;

    /// The player to move, or `None` once the game is over.
    fn turn(&self) -> Option<Player> {
        self.status().turn
    }

    /// The colours that play this game, in seat order.
    fn players(&self) -> Vec<Player> {
        vec![Player::Red, Player::Blue]
    }

    /// Plays a move written in the game's notation, shown as a person's move would be.
    ///
    /// # Errors
    /// Text that is not a legal move here, as a sentence in both languages; the game is
    /// untouched.
    fn play_text(&mut self, text: &str, now: f64) -> Result<(), Text>;

    /// Seats who acts for each colour (the table refuses a person's tap, key or roll for
    /// the computer's and a friend's colours).
    fn seat(&mut self, hands: Hands);

    /// Every legal move now, in notation (the end-to-end tests play long games with them).
    fn legal_texts(&self) -> Vec<String>;

    /// Shows the position after the first `ply` moves, keeping the later ones (history view).
    fn go_to(&mut self, ply: usize);

    /// How many moves are in effect now.
    fn ply(&self) -> usize;

    /// How many moves have been played, the undone ones too.
    fn plies(&self) -> usize;

    /// Whether the game is over and nothing in it goes on (a match continues). Asked at
    /// every save: by default from [`GameView::turn`], which views answer from their game
    /// (the whole panel status replays a long game).
    fn finished(&self) -> bool {
        self.turn().is_none()
    }

    /// Which side of the table `p` sits at, for face-to-face seating: 0 bottom (the screen's
    /// own reader), 1 right, 2 top, 3 left.
    fn side_of(&self, p: Player) -> u8 {
        if p == Player::Red {
            0
        } else {
            2
        }
    }

    /// Whether a move from another device (in notation) is what this game's own chance
    /// gives: a Cờ cá ngựa roll must show the seeded dice.
    fn fair(&self, _text: &str) -> bool {
        true
    }
}

/// What is kept of a game: its options (the settings dialog), its record (saves, links,
/// files) and a set-up position.
pub trait KeptView {
    /// The settings the game offers.
    fn settings(&self) -> Vec<Setting>;
    /// The current options as key/value pairs.
    fn option_values(&self) -> Vec<(&'static str, String)>;
    /// Starts a new game with these options.
    ///
    /// # Errors
    /// A value the game does not take; the current game is untouched.
    fn apply_options(&mut self, values: &[(String, String)]) -> Result<(), String>;

    /// Sets the board up from a position string (a diagram, a puzzle, a study position),
    /// starting a fresh history there.
    ///
    /// # Errors
    /// The position string's own error, as a sentence in both languages; the game in progress
    /// is untouched.
    fn load_position(&mut self, position: &str) -> Result<(), Text>;

    /// The rules' options only (what the computer opponent needs), as key/value text.
    fn rules_options(&self) -> Vec<(String, String)> {
        self.option_values()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect()
    }

    /// The game as a record: options, seed, start, every move with the undone ones, and the
    /// app's extras (`players`, a match's `results`, the screen's own settings in `view`).
    fn record(&self) -> Record;

    /// Opens `record` as this game, with its whole history (undo and redo keep working).
    ///
    /// # Errors
    /// The record does not replay as a game of this kind; the game in progress is untouched.
    fn load_record(&mut self, record: &Record) -> Result<(), RecordError>;
}
