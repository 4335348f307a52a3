//! The computer at the table: when a computer seat is to move it rolls (in a dice game) or
//! asks the worker, then plays the answer on the board like a person's move; the Hint button
//! asks the strongest level for the person to move. The page never waits for the answer.

use super::ai_client::{Purpose, Request};
use super::app::App;
use super::dom;
use super::seats::Seat;
use super::view::GameView;

/// How long a computer seat leaves a move's words over the board ("Gánh!", "Đá!") before
/// it moves: they go when the next move is played.
const BANNER_READ_MS: f64 = 800.0;

/// What a computer seat did when asked to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Acted {
    /// Nothing to do (a person's turn, the game over, a question already in flight).
    Nothing,
    /// It rolled its dice (the dice sound; the panel follows).
    Rolled,
    /// Something still moves on the board: ask again on the next frame.
    Wait,
    /// It asked the worker (the panel shows that it thinks).
    Asked,
}

/// The question for the worker about `view` of game `id`.
fn request(hint: bool, id: &'static str, view: &dyn GameView, level: &'static str) -> Request {
    let position = view.position();
    let purpose = if hint {
        Purpose::Hint { game: id, position }
    } else {
        Purpose::Move { game: id, position }
    };
    Request {
        purpose,
        record: view.record(),
        level,
        seed: dom::fresh_seed(),
    }
}

/// Checks whether a computer seat should act now, and acts (after every change and on
/// animation frames).
pub fn think(app: &mut App) -> Acted {
    let now = dom::now();
    let Some(id) = app.active else {
        return Acted::Nothing;
    };
    // An earlier position shown from the move list is for looking, not for playing on.
    if app.ai.as_ref().is_some_and(|c| c.busy()) || app.saves.browse.is_on(id) {
        return Acted::Nothing;
    }
    let seats = super::seats::of(id);
    let Some(view) = app.views.get_mut(id) else {
        return Acted::Nothing;
    };
    let Some(Seat::Computer(level)) = view.turn().map(|p| seats.get(p)) else {
        return Acted::Nothing;
    };
    // A move's words over the board are read before the next move takes them away.
    let reading =
        !super::prefs::quick_computer() && app.banner_at.is_some_and(|t| now - t < BANNER_READ_MS);
    if view.busy(now) || reading {
        return Acted::Wait;
    }
    if view.computer_roll(now) {
        app.rolled = true;
        return Acted::Rolled;
    }
    let req = request(false, id, view.as_ref(), level.name());
    match app.ai.as_mut() {
        Some(c) => {
            c.ask(req);
            Acted::Asked
        }
        None => Acted::Nothing,
    }
}

/// Asks for a hint for the person to move.
pub fn hint(app: &mut App) {
    let Some(id) = app.active else { return };
    let Some(view) = app.views.get(id) else {
        return;
    };
    if view.turn().is_none() || view.roll_state() == Some(true) {
        return;
    }
    let req = request(true, id, view.as_ref(), "hard");
    if let Some(c) = app.ai.as_mut() {
        c.ask(req);
    }
}

/// An answer from the worker (`id` 0: the worker has started). A stale answer (the game
/// moved on: undo, a new game, another screen) is dropped; the panel follows either way.
pub fn answer(app: &mut App, id: u32, ok: bool, text: String) {
    let now = dom::now();
    let Some(client) = app.ai.as_mut() else {
        return;
    };
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
    let here = app.active == Some(game) && !app.saves.browse.is_on(game);
    let Some(view) = app.views.get_mut(game).filter(|_| here) else {
        return;
    };
    if view.position() != position {
        return;
    }
    let result = match (ok, is_move) {
        (true, true) => view.play_text(&text, now).map_err(|e| e.to_string()),
        (true, false) if view.show_hint(&text) => Ok(()),
        (true, false) => Err(format!("hint {text}: not a legal move here")),
        (false, _) => Err(text),
    };
    if let Err(e) = result {
        dom::log(&format!("computer: {e}"));
    }
}

/// Whether the computer is thinking about a move now (the panel shows it).
/// Only a question about the very position on screen counts: an answer that would be
/// thrown away is not shown as thinking.
pub fn thinking(app: &App) -> bool {
    let Some(id) = app.active else { return false };
    let Some(view) = app.views.get(id) else {
        return false;
    };
    !app.saves.browse.is_on(id)
        && app.ai.as_ref().and_then(|c| c.purpose()).is_some_and(|p| {
            matches!(p, Purpose::Move { game, position } if *game == id && *position == view.position())
        })
}
