//! The computer at the table: when a computer seat is to move it rolls (in a dice game) or
//! asks the worker, then plays the answer on the board like a person's move; the Hint button
//! asks the strongest level for the person to move. The page never waits for the answer.

use super::ai_client::{Purpose, Request};
use super::app::{request_frame, update, App, AppRc};
use super::dom;
use super::seats::Seat;
use super::sound::{self, Sound};

/// Checks whether a computer seat should act now, and acts (called after every change and
/// on animation frames).
pub fn think(app: &AppRc) {
    let now = dom::now();
    let (mut wait, mut rolled, mut asked) = (false, false, false);
    {
        let mut a = app.borrow_mut();
        let Some(id) = a.active else { return };
        if a.ai.as_ref().is_some_and(|c| c.busy()) {
            return;
        }
        // An earlier position shown from the move list is for looking, not for playing on.
        if a.saves().browse.is_on(id) {
            return;
        }
        let seats = super::seats::of(id);
        let Some(view) = a.views.get_mut(id) else {
            return;
        };
        let Some(p) = view.turn() else { return };
        let Seat::Computer(level) = seats.get(p) else {
            return;
        };
        if view.busy(now) {
            wait = true;
        } else if view.roll_state() == Some(true) {
            view.computer_roll(now);
            rolled = true;
        } else {
            let req = Request {
                purpose: Purpose::Move {
                    game: id,
                    position: view.position(),
                },
                record: view.record(),
                level: level.name(),
                seed: dom::fresh_seed(),
            };
            if let Some(c) = a.ai.as_mut() {
                c.ask(req);
                asked = true;
            }
        }
        a.rolled |= rolled;
    }
    if rolled {
        sound::play(Sound::Dice);
        update(app);
    } else if wait {
        request_frame(app);
    } else if asked {
        app.borrow_mut().refresh(); // shows that the computer is thinking
    }
}

/// Asks for a hint for the person to move.
pub fn hint(app: &AppRc) {
    {
        let mut a = app.borrow_mut();
        let Some(id) = a.active else { return };
        let Some(view) = a.views.get(id) else { return };
        if view.turn().is_none() || view.roll_state() == Some(true) {
            return;
        }
        let req = Request {
            purpose: Purpose::Hint {
                game: id,
                position: view.position(),
            },
            record: view.record(),
            level: "hard",
            seed: dom::fresh_seed(),
        };
        if let Some(c) = a.ai.as_mut() {
            c.ask(req);
        }
    }
    update(app);
}

/// An answer from the worker (`id` 0: the worker has started).
pub fn answer(app: &AppRc, id: u32, ok: bool, text: String) {
    let now = dom::now();
    {
        let mut a = app.borrow_mut();
        let Some(client) = a.ai.as_mut() else { return };
        if id == 0 {
            client.flush();
            return;
        }
        let Some(purpose) = client.settle(id) else {
            return;
        };
        let (game, position, is_move) = match purpose {
            Purpose::Move { game, position } => (game, position, true),
            Purpose::Hint { game, position } => (game, position, false),
        };
        let here = a.active == Some(game) && !a.saves().browse.is_on(game);
        let Some(view) = a.views.get_mut(game).filter(|_| here) else {
            drop(a);
            update(app); // the sign that the computer thinks goes
            return;
        };
        if view.position() != position {
            drop(a);
            update(app); // the game moved on (undo, a new game): the answer is stale
            return;
        }
        let result = match (ok, is_move) {
            (true, true) => view.play_text(&text, now),
            (true, false) => {
                view.show_hint(&text);
                Ok(())
            }
            (false, _) => Err(text),
        };
        if let Err(e) = result {
            dom::log(&format!("computer: {e}"));
        }
    }
    update(app);
}

impl App {
    /// Whether the computer is thinking about a move now (the panel shows it).
    /// Only a question about the very position on screen counts: an answer that would be
    /// thrown away is not shown as thinking.
    pub(super) fn thinking(&self) -> bool {
        let Some(id) = self.active else { return false };
        let Some(view) = self.views.get(id) else {
            return false;
        };
        !self.saves().browse.is_on(id)
            && self.ai.as_ref().and_then(|c| c.purpose()).is_some_and(|p| {
                matches!(p, Purpose::Move { game, position } if *game == id && *position == view.position())
            })
    }
}
