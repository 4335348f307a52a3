//! Which screen is shown: the home screen with its game cards, a game, or a game's
//! "how to play" page, as the address (`#/`, `#/ganh`, `#/how/ganh`) says.

use super::app::App;
use super::dom::{self, append, attr, el, on};
use super::games::{self, GameInfo};
use super::i18n::button;
use super::records_ui::LinkQuestion;
use super::words as w;

/// What showing a screen leaves to do.
pub struct Routed {
    /// A share link that would replace a game in progress: the question to ask first.
    pub question: Option<LinkQuestion>,
    /// A game was just loaded from a link.
    pub opened: bool,
    /// A how-to page waits for its text ([`super::howto::load`]).
    pub how_waiting: bool,
}

/// Shows the screen the address asks for. A share link in it is opened first (or its
/// question returned, when it would replace a game in progress); `opened` says whether a
/// game was just loaded from a link (the panel then follows in the next task).
pub fn route(app: &mut App) -> Routed {
    let question = super::records_ui::open_link(&mut app.parts());
    let opened = app.saves.take_opened();
    let hash = super::address::path();
    if hash != app.screen_path {
        // Another screen: the dialogs of the one left (its record, its new-game sheet, its
        // settings, its help, a question) close; play with a friend spans screens.
        let s = &app.shell;
        for d in [&s.dialog, &s.help_dialog, &s.sheet.dialog, &s.ask.dialog] {
            d.close();
        }
        app.records.close();
        app.screen_path = hash.clone();
    }
    let id = hash
        .trim_start_matches('#')
        .trim_start_matches('/')
        .to_string();
    if let Some(game) = id.strip_prefix("how/").and_then(games::find) {
        let how_waiting = !show_how(app, &game);
        return Routed {
            question,
            opened,
            how_waiting,
        };
    }
    super::learn_host::stop_editing();
    super::learn_host::leave();
    let apart = [
        ("puzzles/", Apart::Puzzles),
        ("lesson/", Apart::Lesson),
        ("edit/", Apart::Edit),
        ("review/", Apart::Review),
        ("analysis/", Apart::Analysis),
    ];
    if let Some((game, what)) = apart
        .iter()
        .find_map(|(p, what)| Some((id.strip_prefix(p).and_then(games::find)?, *what)))
    {
        show_apart(app, &game, what);
        return Routed {
            question,
            opened,
            how_waiting: false,
        };
    }
    let info = games::find(&id);
    dom::set_hidden(&app.shell.how, true);
    {
        let a = &mut *app;
        let body = dom::document().body().expect("page has a body");
        match &info {
            Some(g) => {
                if !a.views.contains_key(g.id) {
                    a.views.insert(g.id, (g.make)());
                }
                a.active = Some(g.id);
                a.end_dismissed = false;
                a.shell.title.set_text_content(Some(g.name));
                attr(&a.shell.title, "lang", "vi");
                dom::set_hidden(&a.shell.home, true);
                dom::set_hidden(&a.shell.game, false);
                attr(&a.shell.how_link, "href", &format!("#/how/{}", g.id));
                for link in [&a.shell.review_link, &a.shell.end_review] {
                    attr(link, "href", &format!("#/review/{}", g.id));
                }
                attr(
                    &a.shell.analysis_link,
                    "href",
                    &format!("#/analysis/{}", g.id),
                );
                dom::set_hidden(&a.shell.back, false);
                attr(&body, "data-screen", g.id);
                // A game's own table (not its board apart): the style shows its buttons.
                attr(&body, "data-table", "on");
                dom::document().set_title(&format!("{} — Cờ dân gian", g.name));
            }
            None => {
                a.active = None;
                dom::set_hidden(&a.shell.how, true);
                // The same in both languages: not registered for relabelling, which would put
                // it back over a game's title at the next language switch.
                a.shell.title.set_text_content(Some(w::APP_NAME.now()));
                dom::set_hidden(&a.shell.home, false);
                dom::set_hidden(&a.shell.game, true);
                dom::set_hidden(&a.shell.back, true);
                attr(&body, "data-screen", "home");
                attr(&body, "data-table", "off");
                attr(&body, "data-position", "");
                attr(&body, "data-ply", "");
                dom::document().set_title("Cờ dân gian");
            }
        }
    }
    super::frame::layout(app);
    Routed {
        question,
        opened,
        how_waiting: false,
    }
}

/// A screen of the puzzles module on a board apart from the game in progress.
#[derive(Clone, Copy)]
enum Apart {
    /// The game's puzzles.
    Puzzles,
    /// The game's first lesson.
    Lesson,
    /// The board editor (Cờ gánh and Cờ toán).
    Edit,
    /// The review of the game in progress (or the one just finished).
    Review,
    /// The analysis board, from the game in progress (or the editor's position).
    Analysis,
}

/// The puzzle or lesson screen of `game`: the game's screen with a board of its own (under
/// the key [`super::learn_host::board_key`], never the game in progress, which is kept as
/// it was) that the puzzles module sets up and follows.
fn show_apart(app: &mut App, game: &GameInfo, what: Apart) {
    let key = super::learn_host::board_key(game.id);
    if !app.views.contains_key(key) {
        app.views.insert(key, (game.make)());
    }
    if let Apart::Review | Apart::Analysis = what {
        // The game's record, copied onto the board apart: the review steps through it
        // there, and the game itself is not touched.
        let record = app.views.get(game.id).map(|v| v.record());
        if let (Some(record), Some(v)) = (record, app.views.get_mut(key)) {
            if v.load_record(&record).is_err() {
                dom::log("review: the game's record did not load on the board apart");
            }
        }
    }
    app.active = Some(key);
    app.end_dismissed = true;
    let s = &app.shell;
    let (word, screen) = match what {
        Apart::Puzzles => (w::PUZZLES, "puzzles"),
        Apart::Lesson => (w::LESSON, "lesson"),
        Apart::Edit => (w::SET_UP, "edit"),
        Apart::Review => (w::REVIEW, "review"),
        Apart::Analysis => (w::ANALYSIS_TITLE, "analysis"),
    };
    let title = format!("{} — {}", word.now(), game.name);
    s.title.set_text_content(Some(&title));
    attr(&s.title, "lang", "vi");
    dom::set_hidden(&s.how, true);
    dom::set_hidden(&s.home, true);
    dom::set_hidden(&s.game, false);
    dom::set_hidden(&s.back, false);
    attr(&s.how_link, "href", &format!("#/how/{}", game.id));
    let body = dom::document().body().expect("page has a body");
    attr(&body, "data-screen", &format!("{screen}-{}", game.id));
    attr(&body, "data-table", "off");
    dom::document().set_title(&format!("{title} — Cờ dân gian"));
    super::frame::layout(app);
    match what {
        Apart::Puzzles => super::learn_host::open(game.id),
        Apart::Lesson => super::learn_host::lesson(game.id),
        Apart::Edit => super::learn_host::edit(game.id),
        Apart::Review => super::learn_host::review(game.id),
        Apart::Analysis => super::learn_host::analysis(game.id),
    }
}

/// The "how to play" page of `game`: short sections with diagrams drawn by its own view.
/// Returns false when the pages' text is not here yet: the page has its heading and its
/// Play button, and the screen is `loading` until the text comes and it is shown again.
fn show_how(app: &mut App, game: &GameInfo) -> bool {
    app.active = None;
    let s = &app.shell;
    dom::set_hidden(&s.home, true);
    dom::set_hidden(&s.game, true);
    dom::set_hidden(&s.how, false);
    dom::set_hidden(&s.back, false);
    s.title.set_text_content(Some(game.name));
    attr(&s.title, "lang", "vi");
    let body = dom::document().body().expect("page has a body");
    dom::document().set_title(&format!("{} — {}", w::HOW_TO_PLAY.now(), game.name));
    dom::clear(&s.how);
    let h = append(&s.how, el("h2", ""));
    h.set_text_content(Some(&format!("{} — {}", w::HOW_TO_PLAY.now(), game.name)));
    let page = super::howto::page(game.id);
    let here = page.is_some();
    let screen = if here {
        format!("how-{}", game.id)
    } else {
        "loading".to_string()
    };
    attr(&body, "data-screen", &screen);
    attr(&body, "data-table", "off");
    for section in page.unwrap_or_default() {
        let sec = append(&s.how, el("section", ""));
        section.write_text(&sec);
        for d in section.diagrams {
            let fig = append(&sec, el("figure", ""));
            let mut view = (game.make)();
            let mut canvas = super::canvas::Canvas::new();
            canvas.el.set_class_name("diagram");
            let h = 300.0;
            canvas.resize((h * view.aspect()).round(), h);
            if view.load_position(d.position).is_ok() {
                view.draw(&canvas.ctx, canvas.width, canvas.height, 0.0);
                if let Some((x, y)) = d.tap.and_then(|c| view.cell_center(c)) {
                    view.tap(super::view::Press { x, y, from: None }, 0.0);
                }
                view.draw(&canvas.ctx, canvas.width, canvas.height, 1e9);
            }
            attr(&canvas.el, "role", "img");
            attr(&canvas.el, "aria-label", d.caption.now());
            append(&fig, canvas.el);
            append(&fig, el("figcaption", "")).set_text_content(Some(d.caption.now()));
        }
    }
    let play = append(&s.how, button("primary play", "▶", w::PLAY));
    let id = game.id;
    on(&play, "click", move |_| {
        let _ = dom::window().location().set_hash(&format!("/{id}"));
    });
    here
}
