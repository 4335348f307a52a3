//! The app's state: which screen is shown, the game views made so far, the page's elements,
//! saved games, the record dialog and the computer's worker. It holds data only; the
//! layers above ([`super::router`], [`super::panel`], [`super::frame`],
//! [`super::computer`], [`super::control`]) act on it.

use super::ai_client::AiClient;
use super::records_ui::RecordsUi;
use super::saves::{Parts, PerGame, Saves};
use super::shell::Shell;
use super::view::GameView;

/// The app's state.
pub struct App {
    /// The page's elements.
    pub shell: Shell,
    /// Every game's view made so far.
    pub views: PerGame<Box<dyn GameView>>,
    /// The game on screen (none on the home and how-to pages).
    pub active: Option<&'static str>,
    /// The address of the screen shown (without a link's payload): another one closes its
    /// dialogs.
    pub screen_path: String,
    /// Whether the end card was closed for the game on screen.
    pub end_dismissed: bool,
    /// Whether a board has been drawn yet (marked once for the page-speed benchmark).
    pub drawn_once: bool,
    /// The game, the plies in effect and whether it had ended, as the live region and the
    /// sounds last followed them.
    pub seen: (Option<&'static str>, usize, bool),
    /// Whether the last action was a roll (the dice sound stands for it).
    pub rolled: bool,
    /// When the words now over the board appeared (none once a newer move took them away):
    /// a computer seat lets them be read before it moves.
    pub banner_at: Option<f64>,
    /// Whether the keyboard cursor moved since the last refresh (read it out).
    pub cursor_moved: bool,
    /// Whether the board takes the keyboard's focus once its game is on screen (a game
    /// just started from the new-game sheet, so that play goes on from the keys).
    pub focus_board: bool,
    /// The computer opponents' worker.
    pub ai: Option<AiClient>,
    /// Saved games, their notices and the history view.
    pub saves: Saves,
    /// The game-record dialog.
    pub records: RecordsUi,
}

impl App {
    /// The state of a page just built.
    pub fn new(shell: Shell, saves: Saves, records: RecordsUi) -> App {
        App {
            shell,
            views: PerGame::default(),
            active: None,
            screen_path: String::new(),
            end_dismissed: false,
            drawn_once: false,
            seen: (None, 0, false),
            rolled: false,
            banner_at: None,
            cursor_moved: false,
            focus_board: false,
            ai: None,
            saves,
            records,
        }
    }

    /// The view of the game on screen.
    pub fn view(&mut self) -> Option<&mut Box<dyn GameView>> {
        let id = self.active?;
        self.views.get_mut(id)
    }

    /// The game on screen, every view, and the saved-games state.
    pub fn parts(&mut self) -> Parts<'_> {
        Parts {
            active: self.active,
            views: &mut self.views,
            saves: &mut self.saves,
        }
    }

    /// Stops the computer's question in flight (the game it was about changes).
    pub fn cancel_computer(&mut self) {
        if let Some(c) = self.ai.as_mut() {
            c.cancel();
        }
    }
}
