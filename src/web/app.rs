//! The app: routes between the home screen and the games, keeps the panel in step with the
//! game, and runs the animation-frame loop. It knows no game's rules.

use super::ai_client::AiClient;
use super::computer;
use super::dom::{self, append, attr, el, on};
use super::games::{self, GameInfo};
use super::i18n::{self, label};
use super::prefs;
use super::seats::Seat;
use super::shell::{button, Shell};
use super::sound::{self, Sound};
use super::view::GameView;
use super::words as w;
use crate::core::Lang;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The app's state, shared by every event handler.
pub struct App {
    pub(super) shell: Shell,
    pub(super) views: HashMap<&'static str, Box<dyn GameView>>,
    pub(super) active: Option<&'static str>,
    frame_pending: bool,
    frame: Option<Closure<dyn FnMut(f64)>>,
    end_dismissed: bool,
    /// Whether a board has been drawn yet (marked once for the page-speed benchmark).
    drawn_once: bool,
    /// The game and move count the live region and the sounds have already followed.
    seen: (Option<&'static str>, usize, bool),
    /// Whether the last action was a roll (the dice sound stands for it).
    pub(super) rolled: bool,
    /// The computer opponents' worker (started the first time it is needed).
    pub(super) ai: Option<AiClient>,
    /// Whether the keyboard cursor moved since the last refresh (read it out).
    cursor_moved: bool,
    /// Saved games, their notices and the history view.
    saves: super::saves::Saves,
    /// The game-record dialog.
    records: super::records_ui::RecordsUi,
}

/// The app, shared.
pub type AppRc = Rc<RefCell<App>>;

impl App {
    /// Builds the page in `#app` and starts listening.
    pub fn mount() -> AppRc {
        let doc = dom::document();
        let root: web_sys::HtmlElement = doc
            .get_element_by_id("app")
            .map(|e| e.unchecked_into())
            .unwrap_or_else(|| append(&doc.body().expect("page has a body"), el("div", "")));
        let shell = Shell::build(&root);
        let saves =
            super::saves::Saves::build(&shell.home, &shell.home_list, &shell.message, &shell.moves);
        let records = super::records_ui::RecordsUi::build(&root, &shell.settings);
        let app = Rc::new(RefCell::new(App {
            shell,
            views: HashMap::new(),
            active: None,
            frame_pending: false,
            frame: None,
            end_dismissed: false,
            drawn_once: false,
            seen: (None, 0, false),
            rolled: false,
            cursor_moved: false,
            ai: None,
            saves,
            records,
        }));
        let weak = Rc::downgrade(&app);
        app.borrow_mut().ai = Some(AiClient::new(move |id, ok, text| {
            if let Some(app) = weak.upgrade() {
                computer::answer(&app, id, ok, text);
            }
        }));
        build_home(&app);
        wire(&app);
        super::saves::wire(&app);
        super::records_ui::wire(&app);
        super::history::wire(&app, &app.borrow().shell.moves.clone());
        i18n::restore();
        prefs::restore();
        super::saves::restore(&mut app.borrow_mut().parts());
        route(&app);
        let warm = Closure::once_into_js(sound::warm_up);
        let _ = dom::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(warm.unchecked_ref(), 50);
        app
    }

    fn view(&mut self) -> Option<&mut Box<dyn GameView>> {
        let id = self.active?;
        self.views.get_mut(id)
    }

    /// Sizes the canvas to the largest board of the view's shape that fits.
    fn layout(&mut self) {
        let Some(aspect) = self.view().map(|v| v.aspect()) else {
            return;
        };
        let wrap = &self.shell.board_wrap;
        let style = dom::window().get_computed_style(wrap).ok().flatten();
        let padding = |side: &str| {
            style
                .as_ref()
                .and_then(|st| st.get_property_value(side).ok())
                // Whole pixels are enough here, and integer parsing keeps float parsing out.
                .and_then(|v| {
                    v.trim_end_matches("px")
                        .split('.')
                        .next()?
                        .parse::<i32>()
                        .ok()
                })
                .map_or(0.0, f64::from)
        };
        let pad = padding("padding-left");
        let aw = wrap.client_width() as f64 - 2.0 * pad;
        let ah = wrap.client_height() as f64 - padding("padding-top") - padding("padding-bottom");
        if aw <= 0.0 || ah <= 0.0 {
            return;
        }
        let (mut bw, mut bh) = (aw, aw / aspect);
        if bh > ah {
            bh = ah;
            bw = ah * aspect;
        }
        let (bw, bh) = (bw.floor(), bh.floor());
        if (bw - self.shell.canvas.width).abs() > 0.5 || (bh - self.shell.canvas.height).abs() > 0.5
        {
            self.shell.canvas.resize(bw, bh);
        }
    }

    /// Draws the board once; returns whether it wants another frame.
    fn draw(&mut self) -> bool {
        let now = dom::now();
        let (w, h) = (self.shell.canvas.width, self.shell.canvas.height);
        let ctx = self.shell.canvas.ctx.clone();
        let changed = self.view().is_some_and(|v| v.tick(now));
        if changed {
            self.refresh();
        }
        let more = match self.view() {
            Some(v) if w > 0.0 => v.draw(&ctx, w, h, now) || changed,
            _ => return false,
        };
        if !self.drawn_once {
            self.drawn_once = true;
            if let Some(p) = dom::window().performance() {
                let _ = p.mark("cdg-first-board");
            }
        }
        more
    }

    /// Brings the panel, the buttons, the announcements and the test hooks up to date.
    pub(super) fn refresh(&mut self) {
        let lang = i18n::lang();
        let active = self.active;
        self.saves
            .sync(active, active.and_then(|id| self.views.get_mut(id)));
        let Some(view) = self.active.and_then(|id| self.views.get_mut(id)) else {
            return;
        };
        let status = view.status();
        let again = view.again_label();
        let announcements = view.take_announcements();
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
        let s = &self.shell;
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
        for (p, text) in &status.facts {
            let li = append(&s.facts, el("li", ""));
            if let Some(p) = p {
                let t = append(&li, el("span", &format!("token small {}", p.letter())));
                attr(&t, "aria-hidden", "true");
            }
            append(&li, el("span", "")).set_text_content(Some(text));
        }
        s.message.set_text_content(status.message.as_deref());
        let id = self.active.unwrap_or_default();
        self.saves.browse.render(&s.moves, &status, id, ply, plies);
        dom::set_hidden(&s.roll, roll.is_none());
        let thinking = self.thinking();
        let _ = s.thinking.class_list().toggle_with_force("on", thinking);
        set_enabled(&s.hint, status.turn.is_some() && !thinking);
        let body = dom::document().body().expect("page has a body");
        attr(&body, "data-thinking", if thinking { "1" } else { "" });
        set_enabled(&s.roll, roll == Some(true));
        set_enabled(&s.undo, can_undo);
        set_enabled(&s.redo, can_redo);
        if let Some(a) = announcements.last() {
            s.announce.set_text_content(Some(a));
            let _ = s.announce.class_list().remove_1("show");
            let _ = s.announce.offset_width(); // restarts the CSS animation
            let _ = s.announce.class_list().add_1("show");
        }
        match &status.outcome {
            Some(text) if !self.end_dismissed => {
                s.end_text.set_text_content(Some(text));
                if let Some(l) = s.end_again.query_selector(".label").ok().flatten() {
                    l.set_text_content(Some(again.now()));
                }
                dom::set_hidden(&s.end_card, false);
            }
            _ => dom::set_hidden(&s.end_card, true),
        }
        if status.outcome.is_none() {
            self.end_dismissed = false;
        }
        dom::clear(&s.cells);
        for line in &board_lines {
            append(&s.cells, el("li", "")).set_text_content(Some(line));
        }
        let mut spoken: Vec<String> = Vec::new();
        let (seen_game, seen_moves, seen_end) = self.seen;
        let rolled = std::mem::take(&mut self.rolled);
        if seen_game == self.active && status.moves.len() != seen_moves {
            if status.moves.len() > seen_moves {
                spoken.extend(status.moves.last().cloned());
                if !rolled {
                    sound::play(if announcements.is_empty() {
                        Sound::Move
                    } else {
                        Sound::Capture
                    });
                }
            }
            spoken.extend(announcements.iter().cloned());
            spoken.extend(status.message.clone());
            spoken.extend(status.outcome.clone());
            if status.outcome.is_some() && !seen_end {
                sound::play(Sound::Win);
            }
        }
        self.seen = (self.active, status.moves.len(), status.outcome.is_some());
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
        set_enabled(&s.far_undo, can_undo);
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
        if std::mem::take(&mut self.cursor_moved) {
            spoken.extend(cursor);
        }
        if !spoken.is_empty() {
            s.live.set_text_content(Some(&spoken.join(". ")));
        }
        if relayout {
            self.layout();
        }
        let body = dom::document().body().expect("page has a body");
        attr(&body, "data-position", &position);
        attr(
            &body,
            "data-outcome",
            status.outcome.as_deref().unwrap_or(""),
        );
        let _ = lang;
    }
}

fn set_enabled(b: &web_sys::HtmlElement, enabled: bool) {
    if enabled {
        let _ = b.remove_attribute("disabled");
    } else {
        attr(b, "disabled", "");
    }
}

/// Asks for one more animation frame (at most one is ever pending).
pub(super) fn request_frame(app: &AppRc) {
    let mut a = app.borrow_mut();
    if a.frame_pending {
        return;
    }
    a.frame_pending = true;
    if a.frame.is_none() {
        let app2 = app.clone();
        a.frame = Some(Closure::new(move |_t: f64| {
            let again = {
                let mut a = app2.borrow_mut();
                a.frame_pending = false;
                a.draw()
            };
            if again {
                request_frame(&app2);
            }
            computer::think(&app2);
        }));
    }
    if let Some(f) = &a.frame {
        let _ = dom::window().request_animation_frame(f.as_ref().unchecked_ref());
    }
}

/// Undo: takes back moves until a person is to move again (a computer's reply goes too).
fn undo(app: &AppRc) {
    {
        let mut a = app.borrow_mut();
        if let Some(c) = a.ai.as_mut() {
            c.cancel();
        }
        let Some(id) = a.active else { return };
        let seats = super::seats::of(id);
        let Some(v) = a.views.get_mut(id) else { return };
        v.undo();
        while v.can_undo() && v.turn().is_some_and(|p| seats.get(p) != Seat::Person) {
            v.undo();
        }
    }
    update(app);
}

/// The Roll button: throws the dice with their sound.
fn roll(app: &AppRc) {
    {
        let mut a = app.borrow_mut();
        let Some(v) = a.view() else { return };
        if v.roll_state() != Some(true) {
            return;
        }
        v.roll(dom::now());
        a.rolled = true;
    }
    sound::play(Sound::Dice);
    update(app);
}

/// After a language switch: pages built in one language are built again.
fn relabel(app: &AppRc) {
    let how = !app.borrow().shell.how.hidden();
    if how {
        route(app);
    } else {
        update(app);
    }
}

/// Refreshes the panel and draws (and lets a computer seat act when its turn comes).
pub(super) fn update(app: &AppRc) {
    app.borrow_mut().refresh();
    ask_cut(app);
    request_frame(app);
}

/// A move played at an earlier position that would cut off later moves waits for the
/// person's answer in the app's own dialog; on "Vẫn đi / Play it" it is played again.
fn ask_cut(app: &AppRc) {
    let Some((id, after, lost)) = app.borrow_mut().saves.take_cut() else {
        return;
    };
    let ask = app.borrow().shell.ask.clone();
    let a2 = app.clone();
    ask.ask(&super::saves::cut_question(lost), w::PLAY_IT, move || {
        {
            let mut a = a2.borrow_mut();
            a.saves.allow_cut(id);
            if let Some(view) = a.views.get_mut(id) {
                // The record was this view's own a moment ago: it loads.
                let _ = view.load_record(&after);
            }
        }
        update(&a2);
    });
}

fn build_home(app: &AppRc) {
    let list = app.borrow().shell.home_list.clone();
    for GameInfo {
        id,
        name,
        blurb,
        make,
    } in games::all()
    {
        let li = append(&list, el("li", "game-card"));
        attr(&li, "data-game", id);
        preview(&li, make);
        let h = append(&li, el("h2", ""));
        h.set_text_content(Some(name));
        attr(&h, "lang", "vi");
        let p = append(&li, el("p", ""));
        label(&p, blurb);
        let row = append(&li, el("div", "card-actions"));
        let b = append(&row, button("primary play", "▶", w::PLAY));
        attr(&b, "data-game", id);
        // A new game straight from home: the sheet opens over the game's screen.
        let fresh = append(&row, button("new-from-home", "⟳", w::NEW_GAME));
        attr(&fresh, "data-game", id);
        let a2 = app.clone();
        on(&fresh, "click", move |_| {
            let _ = dom::window().location().set_hash(&format!("/{id}"));
            route(&a2);
            super::new_game::open(&a2);
        });
        let how = append(&row, el("a", "how-link"));
        attr(&how, "href", &format!("#/how/{id}"));
        label(&how, w::HOW_TO_PLAY);
        on(&b, "click", move |_| {
            let _ = dom::window().location().set_hash(&format!("/{id}"));
        });
    }
}

/// A small picture of a game's start position, drawn by the game's own view.
fn preview(card: &web_sys::HtmlElement, make: fn() -> Box<dyn GameView>) {
    let mut view = make();
    let mut canvas = super::canvas::Canvas::new();
    canvas.el.set_class_name("preview");
    attr(&canvas.el, "aria-hidden", "true");
    let h = 132.0;
    canvas.resize((h * view.aspect()).round(), h);
    view.draw(&canvas.ctx, canvas.width, canvas.height, 0.0);
    append(card, canvas.el);
}

/// Shows the screen the address asks for.
fn route(app: &AppRc) {
    super::records_ui::open_link(app);
    let opened = app.borrow_mut().saves.take_opened();
    let hash = super::address::path();
    let id = hash
        .trim_start_matches('#')
        .trim_start_matches('/')
        .to_string();
    if let Some(game) = id.strip_prefix("how/").and_then(games::find) {
        show_how(app, &game);
        return;
    }
    let info = games::find(&id);
    dom::set_hidden(&app.borrow().shell.how, true);
    {
        let mut a = app.borrow_mut();
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
                dom::set_hidden(&a.shell.back, false);
                attr(&body, "data-screen", g.id);
                dom::document().set_title(&format!("{} — Cờ dân gian", g.name));
            }
            None => {
                a.active = None;
                dom::set_hidden(&a.shell.how, true);
                label(&a.shell.title, w::APP_NAME);
                dom::set_hidden(&a.shell.home, false);
                dom::set_hidden(&a.shell.game, true);
                dom::set_hidden(&a.shell.back, true);
                attr(&body, "data-screen", "home");
                attr(&body, "data-position", "");
                dom::document().set_title("Cờ dân gian");
            }
        }
        a.layout();
    }
    if opened {
        // A game just opened from a link (it may be thousands of moves long): the panel,
        // the move list and the save follow in the next task, so no one task runs long.
        let a2 = app.clone();
        let later = Closure::once_into_js(move || update(&a2));
        let _ = dom::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
    } else {
        update(app);
    }
}

/// The "how to play" page of `game`: short sections with diagrams drawn by its own view.
fn show_how(app: &AppRc, game: &GameInfo) {
    let mut a = app.borrow_mut();
    a.active = None;
    let s = &a.shell;
    dom::set_hidden(&s.home, true);
    dom::set_hidden(&s.game, true);
    dom::set_hidden(&s.how, false);
    dom::set_hidden(&s.back, false);
    s.title.set_text_content(Some(game.name));
    attr(&s.title, "lang", "vi");
    let body = dom::document().body().expect("page has a body");
    attr(&body, "data-screen", &format!("how-{}", game.id));
    dom::document().set_title(&format!("{} — {}", w::HOW_TO_PLAY.now(), game.name));
    dom::clear(&s.how);
    let h = append(&s.how, el("h2", ""));
    h.set_text_content(Some(&format!("{} — {}", w::HOW_TO_PLAY.now(), game.name)));
    for section in super::howto::page(game.id) {
        let sec = append(&s.how, el("section", ""));
        append(&sec, el("h3", "")).set_text_content(Some(section.title.now()));
        append(&sec, el("p", "")).set_text_content(Some(section.text.now()));
        if !section.items.is_empty() {
            let list = append(&sec, el("ul", "variants"));
            for item in &section.items {
                append(&list, el("li", "")).set_text_content(Some(item.now()));
            }
        }
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
                    view.tap(x, y, 0.0);
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
}

fn wire(app: &AppRc) {
    let win = dom::window();
    let a2 = app.clone();
    on(&win, "hashchange", move |_| route(&a2));
    let a2 = app.clone();
    on(&win, "resize", move |_| {
        a2.borrow_mut().layout();
        request_frame(&a2);
    });

    let s = &app.borrow().shell;
    let a2 = app.clone();
    let ro = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
        a2.borrow_mut().layout();
        request_frame(&a2);
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(ro.as_ref().unchecked_ref()) {
        observer.observe(&s.board_wrap);
        std::mem::forget(observer);
    }
    ro.forget();

    on(&s.back, "click", |_| {
        let _ = dom::window().location().set_hash("/");
    });
    on(&s.lang_vi, "click", {
        let a2 = app.clone();
        move |_| {
            i18n::set_lang(Lang::Vi);
            relabel(&a2);
        }
    });
    on(&s.lang_en, "click", {
        let a2 = app.clone();
        move |_| {
            i18n::set_lang(Lang::En);
            relabel(&a2);
        }
    });

    let a2 = app.clone();
    on(&s.canvas.el, "pointerdown", move |e| {
        let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else {
            return;
        };
        if !e.is_primary() || e.button() > 0 {
            return;
        }
        e.prevent_default();
        {
            let mut a = a2.borrow_mut();
            let (x, y) = a
                .shell
                .canvas
                .to_local(e.client_x() as f64, e.client_y() as f64);
            let seats = a.active.map(super::seats::of).unwrap_or_default();
            // The computer's turn: a tap is not a move for it (nor a message about one).
            if let Some(v) = a
                .view()
                .filter(|v| v.turn().is_none_or(|p| seats.get(p) == Seat::Person))
            {
                v.tap(x, y, dom::now());
            }
        }
        update(&a2);
    });

    let action = |f: fn(&mut dyn GameView)| {
        let a2 = app.clone();
        move |_| {
            {
                let mut a = a2.borrow_mut();
                if let Some(c) = a.ai.as_mut() {
                    c.cancel();
                }
                if let Some(v) = a.view() {
                    f(v.as_mut());
                }
            }
            update(&a2);
        }
    };
    let a2 = app.clone();
    on(&s.hint, "click", move |_| computer::hint(&a2));
    let a2 = app.clone();
    on(&s.roll, "click", move |_| roll(&a2));
    let a2 = app.clone();
    on(&s.undo, "click", move |_| undo(&a2));
    let a2 = app.clone();
    on(&s.far_undo, "click", move |_| undo(&a2));
    on(&s.redo, "click", action(|v| v.redo(dom::now())));
    let a2 = app.clone();
    on(&s.new_game, "click", move |_| super::new_game::open(&a2));
    super::new_game::wire(app);
    on(&s.end_again, "click", action(|v| v.new_game()));
    let a2 = app.clone();
    on(&s.end_close, "click", move |_| {
        a2.borrow_mut().end_dismissed = true;
        update(&a2);
    });
    let a2 = app.clone();
    on(&s.settings, "click", move |_| super::settings_ui::open(&a2));
    super::settings_ui::wire(app, s);

    let a2 = app.clone();
    on(&win, "keydown", move |e| keydown(&a2, e));
    let a2 = app.clone();
    on(&s.help, "click", move |_| super::help_ui::open(&a2));
    let d = s.help_dialog.clone();
    on(&s.help_close, "click", move |_| d.close());

    install_test_hook(app);
}

/// The keyboard: arrows and Enter on the board, and the shortcuts listed in the help panel.
fn keydown(app: &AppRc, e: web_sys::Event) {
    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    let doc = dom::document();
    let focus = doc.active_element();
    let focus_tag = focus.as_ref().map(|f| f.tag_name()).unwrap_or_default();
    if matches!(focus_tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") || e.alt_key() {
        return;
    }
    let (canvas, dialog_open) = {
        let a = app.borrow();
        if a.active.is_none() {
            return;
        }
        let open = a.shell.dialog.open()
            || a.shell.help_dialog.open()
            || a.shell.ask.dialog.open()
            || a.shell.sheet.dialog.open();
        (a.shell.canvas.el.clone(), open)
    };
    if dialog_open {
        return;
    }
    let on_board = focus
        .as_ref()
        .is_none_or(|f| f.tag_name() == "BODY" || f.is_same_node(Some(canvas.as_ref())));
    let ctrl = e.ctrl_key() || e.meta_key();
    let key = e.key();
    let now = dom::now();
    let mut handled = true;
    let (mut undo_now, mut hint_now, mut new_now) = (false, false, false);
    {
        let mut a = app.borrow_mut();
        let Some(v) = a.view() else { return };
        match (key.as_str(), ctrl) {
            ("ArrowUp", false) => v.key_move(0, 1),
            ("ArrowDown", false) => v.key_move(0, -1),
            ("ArrowLeft", false) => v.key_move(-1, 0),
            ("ArrowRight", false) => v.key_move(1, 0),
            ("Enter" | " ", false) if on_board => v.key_select(now),
            ("Escape", false) => v.key_cancel(),
            ("r" | "R", false) if v.roll_state() == Some(true) => {
                v.roll(now);
                a.rolled = true;
                sound::play(Sound::Dice);
            }
            ("u" | "U", false) | ("z" | "Z", true) if !e.shift_key() => {
                undo_now = true;
            }
            ("h" | "H", false) => hint_now = true,
            ("y" | "Y", _) | ("z" | "Z", true) => v.redo(now),
            ("n" | "N", false) => new_now = true,
            _ => handled = false,
        }
        if key.starts_with("Arrow") {
            a.cursor_moved = true;
        }
    }
    if undo_now {
        undo(app);
    }
    if hint_now {
        computer::hint(app);
    }
    if new_now {
        super::new_game::open(app);
    }
    if handled {
        e.prevent_default();
        if key.starts_with("Arrow") {
            let _ = canvas.focus(); // shows the focus ring round the board
        }
        update(app);
    }
}

/// `window.cdg.cellCenter(name)`: the client position of a point or cell, so the
/// end-to-end tests can click the board where a person would. Read-only.
fn install_test_hook(app: &AppRc) {
    let a2 = app.clone();
    let f = Closure::<dyn FnMut(String) -> JsValue>::new(move |name: String| {
        let mut a = a2.borrow_mut();
        let local = a.view().and_then(|v| v.cell_center(&name));
        match local {
            Some((x, y)) => {
                let (cx, cy) = a.shell.canvas.to_client(x, y);
                let arr = js_sys::Array::new();
                arr.push(&JsValue::from_f64(cx));
                arr.push(&JsValue::from_f64(cy));
                arr.into()
            }
            None => JsValue::NULL,
        }
    });
    let hook = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&hook, &"cellCenter".into(), f.as_ref());
    f.forget();
    // `cdg.benchRedraw(n)`: draws the board n times and returns each time in ms (benchmark).
    let a3 = app.clone();
    let bench = Closure::<dyn FnMut(u32) -> JsValue>::new(move |n: u32| {
        let times = js_sys::Array::new();
        let mut a = a3.borrow_mut();
        for _ in 0..n {
            let t = dom::now();
            a.draw();
            times.push(&JsValue::from_f64(dom::now() - t));
        }
        times.into()
    });
    let _ = js_sys::Reflect::set(&hook, &"benchRedraw".into(), bench.as_ref());
    bench.forget();
    // `cdg.playRandom(n)`: plays up to n random legal moves in the game on screen, as the
    // long-game tests need; returns how many were played (fewer once the game ends).
    let a4 = app.clone();
    let random = Closure::<dyn FnMut(u32) -> u32>::new(move |n: u32| {
        let mut played = 0;
        {
            let mut a = a4.borrow_mut();
            let Some(v) = a.view() else { return 0 };
            for _ in 0..n {
                let moves = v.legal_texts();
                if moves.is_empty() || v.turn().is_none() {
                    break;
                }
                // A random move, but one that does not end the game while another would
                // not (random Cờ gánh games often end early): a move that ends it is taken
                // back and the next one tried.
                let start = (js_sys::Math::random() * moves.len() as f64) as usize;
                let mut ok = false;
                for k in 0..moves.len() {
                    let mv = &moves[(start + k) % moves.len()];
                    if v.play_text(mv, 0.0).is_err() {
                        continue;
                    }
                    ok = true;
                    if v.turn().is_some() || k + 1 == moves.len() {
                        break;
                    }
                    v.undo();
                    ok = false;
                }
                if !ok {
                    break;
                }
                played += 1;
            }
        }
        update(&a4);
        played
    });
    let _ = js_sys::Reflect::set(&hook, &"playRandom".into(), random.as_ref());
    random.forget();
    // `cdg.legalMoves()`: the legal moves now, in notation (read-only).
    let a5 = app.clone();
    let legal = Closure::<dyn FnMut() -> JsValue>::new(move || {
        let mut a = a5.borrow_mut();
        let moves = a.view().map(|v| v.legal_texts()).unwrap_or_default();
        moves
            .iter()
            .map(|m| JsValue::from_str(m))
            .collect::<js_sys::Array>()
            .into()
    });
    let _ = js_sys::Reflect::set(&hook, &"legalMoves".into(), legal.as_ref());
    legal.forget();
    let _ = js_sys::Reflect::set(&dom::window(), &"cdg".into(), &hook);
}

/// The way in for the saved-games, history and records modules.
impl App {
    /// The game on screen, every view, and the saved-games state.
    pub(super) fn parts(&mut self) -> super::saves::Parts<'_> {
        super::saves::Parts {
            active: self.active,
            views: &mut self.views,
            saves: &mut self.saves,
        }
    }

    /// Game `id` is back at its latest position (a new game leaves the history view).
    pub(super) fn saves_browse_stop(&mut self, id: &str) {
        self.saves.browse.stop(id);
    }

    /// The saved-games state.
    pub(super) fn saves(&self) -> &super::saves::Saves {
        &self.saves
    }

    /// The game-record dialog.
    pub(super) fn records(&self) -> &super::records_ui::RecordsUi {
        &self.records
    }
}
