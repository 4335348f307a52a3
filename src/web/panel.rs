//! The panel beside the board: the game's status turned into the page (whose turn, the
//! facts, the message, the move list, the buttons, the end card, the far player's strip,
//! the announcements and the live region a screen reader follows).

use super::app::App;
use super::computer;
use super::dom::{self, append, attr, el};
use super::i18n;
use super::prefs;
use super::sound::{self, Sound};
use super::words as w;
use crate::core::Lang;

/// Brings the panel, the buttons, the announcements and the test hooks up to date;
/// answers whether the board must be laid out again (face-to-face room changed).
pub fn refresh(app: &mut App) -> bool {
    let lang = i18n::lang();
    let active = app.active;
    app.saves
        .sync(active, active.and_then(|id| app.views.get_mut(id)));
    let Some(view) = app.active.and_then(|id| app.views.get_mut(id)) else {
        return false;
    };
    let status = view.status();
    let again = view.again_label();
    let said = view.take_said();
    let (can_undo, can_redo, position) = (view.can_undo(), view.can_redo(), view.position());
    let roll = view.roll_state();
    let cursor = view.describe_cursor();
    let board_lines = view.describe_board();
    // Two players face each other: the far one always has a strip turned their way; round
    // a Cờ cá ngựa board it follows the player to move.
    let players = view.players();
    let side = match status.turn.map(|p| view.side_of(p)) {
        Some(0) if players.len() == 2 => {
            players.iter().map(|p| view.side_of(*p)).max().unwrap_or(0)
        }
        Some(side) => side,
        None => 0,
    };
    let (ply, plies) = (view.ply(), view.plies());
    let s = &app.shell;
    match status.turn {
        Some(p) => {
            s.turn_token
                .set_class_name(&format!("token {}", p.letter()));
            let name = if lang == Lang::Vi {
                p.name_vi()
            } else {
                p.name_en()
            };
            s.turn_name
                .set_text_content(Some(&format!("{}: {}", w::TO_MOVE.now(), name)));
        }
        None => {
            s.turn_token.set_class_name("token none");
            s.turn_name.set_text_content(Some(w::GAME_OVER.now()));
        }
    }
    dom::clear(&s.facts);
    let seats = super::seats::of(active.unwrap_or_default());
    for (p, text) in &status.facts {
        let li = append(&s.facts, el("li", ""));
        if let Some(p) = p {
            let t = append(&li, el("span", &format!("token small {}", p.letter())));
            attr(&t, "aria-hidden", "true");
        }
        append(&li, el("span", "")).set_text_content(Some(text));
        // Who plays the colour: a person, the computer at its level, a friend.
        if let Some(p) = p {
            append(&li, el("span", "seat")).set_text_content(Some(seats.get(*p).label(lang)));
        }
    }
    s.message.set_text_content(status.message.as_deref());
    let id = app.active.unwrap_or_default();
    app.saves.browse.render(&s.moves, &status, id, ply, plies);
    dom::set_hidden(&s.roll, roll.is_none());
    let thinking = computer::thinking(app);
    let _ = s.thinking.class_list().toggle_with_force("on", thinking);
    dom::set_enabled(&s.hint, status.turn.is_some() && !thinking);
    let body = dom::document().body().expect("page has a body");
    attr(&body, "data-thinking", if thinking { "1" } else { "" });
    dom::set_enabled(&s.roll, roll == Some(true));
    dom::set_enabled(&s.undo, can_undo);
    dom::set_enabled(&s.redo, can_redo);
    let (seen_game, seen_ply, seen_end) = app.seen;
    let same = seen_game == app.active;
    if let Some(a) = said.banner.last() {
        s.announce.set_text_content(Some(a));
        let _ = s.announce.class_list().remove_1("show");
        let _ = s.announce.offset_width(); // restarts the CSS animation
        let _ = s.announce.class_list().add_1("show");
        app.banner_at = Some(dom::now());
    } else if !same || ply != seen_ply {
        // The words over the board speak of the move before: a newer move (or another game,
        // or a step through the history) takes them away.
        let _ = s.announce.class_list().remove_1("show");
        app.banner_at = None;
    }
    match &status.outcome {
        Some(text) if !app.end_dismissed => {
            s.end_text.set_text_content(Some(text));
            if let Some(l) = s.end_again.query_selector(".label").ok().flatten() {
                l.set_text_content(Some(again.now()));
            }
            dom::set_hidden(&s.end_card, false);
        }
        _ => dom::set_hidden(&s.end_card, true),
    }
    if status.outcome.is_none() {
        app.end_dismissed = false;
    }
    dom::clear(&s.cells);
    for line in &board_lines {
        append(&s.cells, el("li", "")).set_text_content(Some(line));
    }
    // A screen reader hears every move once, in the order played, with what it did; then
    // what the player to move is told. A step through the history says the move it shows.
    let mut spoken: Vec<String> = Vec::new();
    let rolled = std::mem::take(&mut app.rolled);
    if same && ply != seen_ply {
        if said.heard.is_empty() {
            spoken.extend(status.moves.last().filter(|_| ply > seen_ply).cloned());
        }
        spoken.extend(said.heard.iter().cloned());
        if ply > seen_ply && !rolled {
            sound::play(if said.banner.is_empty() {
                Sound::Move
            } else {
                Sound::Capture
            });
        }
        spoken.extend(status.message.clone());
        spoken.extend(status.outcome.clone());
        if status.outcome.is_some() && !seen_end {
            sound::play(Sound::Win);
        }
    }
    app.seen = (app.active, ply, status.outcome.is_some());
    let far = prefs::face_to_face() && side != 0 && status.outcome.is_none();
    dom::set_hidden(&s.far_strip, !far);
    // Two players face to face: the board makes room above it for the far player's strip.
    let room = prefs::face_to_face() && players.len() == 2 && side == 2;
    let relayout = s.board_wrap.class_list().contains("face-top") != room;
    let _ = s
        .board_wrap
        .class_list()
        .toggle_with_force("face-top", room);
    dom::set_hidden(&s.far_undo, !(room && status.outcome.is_none()));
    dom::set_enabled(&s.far_undo, can_undo);
    s.far_strip
        .set_class_name(&format!("far-strip side-{side}"));
    if far {
        let turn = s.turn_name.text_content().unwrap_or_default();
        // Two sentences, each ended by its full stop.
        let msg = status.message.clone().unwrap_or_default();
        let text = if msg.trim().is_empty() {
            format!("{turn}.")
        } else {
            format!("{turn}. {}", msg.trim())
        };
        s.far_strip.set_text_content(Some(&text));
    }
    if std::mem::take(&mut app.cursor_moved) {
        spoken.extend(cursor);
    }
    if !spoken.is_empty() {
        s.live
            .set_text_content(Some(&crate::table::sentences(&spoken)));
    }
    let body = dom::document().body().expect("page has a body");
    attr(&body, "data-position", &position);
    // The moves in effect, set with the position: a test compares devices by both.
    attr(&body, "data-ply", &ply.to_string());
    attr(
        &body,
        "data-outcome",
        status.outcome.as_deref().unwrap_or(""),
    );
    relayout
}
