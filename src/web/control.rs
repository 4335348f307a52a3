//! The top of the browser layer: builds the page, then carries out every [`Command`] the
//! page's parts send (buttons, keys, the board, the worker, timers) on the app's state, and
//! keeps the panel, the autosave and the board in step after each. The only module that
//! holds the shared app; every other module is handed what it works on.

use super::ai_client::AiClient;
use super::app::App;
use super::command::{Command, Key, Sink};
use super::dom::{self, append, el};
use super::frame::{self, Ticker};
use super::i18n;
use super::notices::Action;
use super::records_ui::RecordsUi;
use super::saves::{self, Parts, Saves};
use super::seats::Seat;
use super::shell::Shell;
use super::sound::{self, Sound};
use super::view::Press;
use super::words as w;
use super::{
    computer, friend_host, help_ui, host, howto, input, learn_host, new_game, panel, prefs,
    records_ui, router,
};
use super::{settings_ui, tabs};
use std::cell::{Cell, OnceCell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The app and what runs it.
struct Runtime {
    app: RefCell<App>,
    /// Where commands are sent (this runtime's own [`send`]).
    sink: OnceCell<Sink>,
    ticker: OnceCell<Ticker>,
    /// Commands sent while another is carried out, done right after it.
    queue: RefCell<VecDeque<Command>>,
    busy: Cell<bool>,
    /// Whether the autosave's task is already scheduled.
    save_scheduled: Cell<bool>,
}

/// Builds the page in `#app` and starts listening.
pub fn mount() {
    let doc = dom::document();
    let root: web_sys::HtmlElement = doc
        .get_element_by_id("app")
        .map(|e| e.unchecked_into())
        .unwrap_or_else(|| append(&doc.body().expect("page has a body"), el("div", "")));
    let shell = Shell::build(&root);
    let saves = Saves::build(&shell.home, &shell.home_list, &shell.message, &shell.moves);
    let records = RecordsUi::build(&root, &shell.settings);
    // The runtime lives as long as the page: leaked, so nothing is ever written to drop it.
    let rt: &'static Runtime = Box::leak(Box::new(Runtime {
        app: RefCell::new(App::new(shell, saves, records)),
        sink: OnceCell::new(),
        ticker: OnceCell::new(),
        queue: RefCell::new(VecDeque::new()),
        busy: Cell::new(false),
        save_scheduled: Cell::new(false),
    }));
    let sink: Sink = Rc::new(move |c| send(rt, c));
    let _ = rt.sink.set(sink.clone());
    let k = sink.clone();
    let _ = rt.ticker.set(Ticker::new(move || {
        k(Command::Frame);
    }));
    {
        let mut a = rt.app.borrow_mut();
        let k = sink.clone();
        a.ai = Some(AiClient::new(move |id, ok, text| {
            k(Command::Answer { id, ok, text });
        }));
        let s = &a.shell;
        // A game's own page module never shows the home screen (index.html's cdgBoot loads
        // the module of every game for it).
        #[cfg(any(not(feature = "one-game"), feature = "app-home"))]
        super::home::build_home(&s.home_list, &sink);
        input::wire(s, &sink);
        new_game::wire(&s.sheet, &sink);
        settings_ui::wire(s, &sink);
        saves::wire(&a.saves, &sink);
        tabs::wire(&sink);
        a.records.wire(&sink);
        friend_host::wire(&a.shell, &sink);
        a.saves.browse.wire(&a.shell.moves, &sink);
        if tabs::update_ready() {
            tabs::offer_update(&mut a.saves);
        }
        i18n::restore();
        prefs::restore();
        saves::restore(&mut a.parts());
    }
    install_test_hook(rt);
    host::install(&rt.app, sink.clone());
    sink(Command::Route);
    with(rt, open_sheet_asked);
    let warm = Closure::once_into_js(sound::warm_up);
    let _ = dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(warm.unchecked_ref(), 50);
}

/// Carries out `command`, and any sent meanwhile; answers whether it did something.
fn send(rt: &'static Runtime, command: Command) -> bool {
    if rt.busy.get() {
        rt.queue.borrow_mut().push_back(command);
        return false;
    }
    rt.busy.set(true);
    seat(rt);
    let done = run(rt, command);
    loop {
        let next = rt.queue.borrow_mut().pop_front();
        match next {
            Some(c) => {
                run(rt, c);
            }
            None => break,
        }
    }
    rt.busy.set(false);
    mark_pending(rt);
    done
}

/// Tells the game on screen who acts for each colour, as the seats stand now (the settings,
/// a new game, a friend's table can change them between two commands).
fn seat(rt: &Runtime) {
    with(rt, |a| {
        if let Some(id) = a.active {
            let hands = super::seats::of(id).hands();
            if let Some(v) = a.views.get_mut(id) {
                v.seat(hands);
            }
        }
    });
}

/// Sets the page's `data-pending` after every command (an animation frame is one): what
/// will still happen on its own, with no one's input, as words separated by spaces, empty
/// once the page is settled. `motion`: a move or roll still moving or its words still to
/// come; `auto`: a move the board plays by itself (Cờ cá ngựa's only move, Cờ toán's
/// pass); `computer`: a computer seat is to move; `worker`: a question is with the
/// computer's worker (a move or a hint); `save`: the autosave waits for its task. With
/// `data-position` and `data-ply`, what the end-to-end tests wait on instead of a fixed time
/// (a move from another device is not known before it arrives: two devices are settled
/// when both are, at the same ply and position).
fn mark_pending(rt: &Runtime) {
    let now = dom::now();
    let words = with(rt, |a| {
        let mut words: Vec<&str> = Vec::new();
        if let Some((id, view)) = a.active.and_then(|id| Some((id, a.views.get(id)?))) {
            let p = view.pending(now);
            if p.motion {
                words.push("motion");
            }
            if p.auto {
                words.push("auto");
            }
            let seats = super::seats::of(id);
            let computer = view
                .turn()
                .is_some_and(|p| matches!(seats.get(p), Seat::Computer(_)));
            if computer && !a.saves.browse.is_on(id) {
                words.push("computer");
            }
        }
        if a.ai.as_ref().is_some_and(|c| c.busy()) {
            words.push("worker");
        }
        if a.saves.has_pending() {
            words.push("save");
        }
        words.join(" ")
    });
    let body = dom::document().body().expect("page has a body");
    if body.get_attribute("data-pending").as_deref() != Some(words.as_str()) {
        dom::attr(&body, "data-pending", &words);
    }
}

/// Sends `command` in a later task.
fn later(rt: &'static Runtime, command: Command) {
    let Some(sink) = rt.sink.get().cloned() else {
        return;
    };
    let f = Closure::once_into_js(move || {
        sink(command);
    });
    let _ =
        dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), 0);
}

/// Runs `f` on the app.
fn with<R>(rt: &Runtime, f: impl FnOnce(&mut App) -> R) -> R {
    f(&mut rt.app.borrow_mut())
}

/// Follows the game: the panel (which notes any change for the autosave), a cut-off
/// question, the next frame, and the autosave's task.
fn update(rt: &'static Runtime) {
    friend_host::follow(with(rt, |a| a.active));
    learn_host::follow(with(rt, |a| a.active));
    seat(rt);
    let cut = with(rt, |a| {
        if panel::refresh(a) {
            frame::layout(a);
        }
        if a.focus_board && a.active.is_some() && !a.shell.game.hidden() {
            a.focus_board = false;
            let _ = a.shell.canvas.el.focus();
        }
        a.saves.take_cut().map(|c| (c, a.shell.ask.clone()))
    });
    if let (Some(((id, after, lost), ask)), Some(sink)) = (cut, rt.sink.get().cloned()) {
        // A move played at an earlier position that would cut off later moves waits for
        // the person's answer; on "Vẫn đi / Play it" it is played again.
        ask.ask(&saves::cut_question(lost), w::PLAY_IT, move || {
            sink(Command::Cut(id, after));
        });
    }
    if let Some(t) = rt.ticker.get() {
        t.request();
    }
    if !rt.save_scheduled.get() && with(rt, |a| a.saves.has_pending()) {
        rt.save_scheduled.set(true);
        later(rt, Command::Save);
    }
}

/// Shows the screen the address asks for. An invitation, a reply or a packed link in the
/// address goes to play with a friend first.
fn route(rt: &'static Runtime) {
    if let Some(h) = super::address::for_friend() {
        friend_host::call("address", &[h.into()]);
    }
    let routed = with(rt, router::route);
    if routed.how_waiting {
        ask_howto(rt);
    }
    if let (Some(q), Some(sink)) = (routed.question, rt.sink.get().cloned()) {
        let ask = with(rt, |a| a.shell.ask.clone());
        let (id, record) = (q.id, q.record);
        ask.ask(&q.text, q.yes, move || {
            sink(Command::OpenLinked(id, record));
        });
    }
    if routed.opened {
        // A game just opened from a link (it may be thousands of moves long): the panel,
        // the move list and the save follow in the next task, so no one task runs long.
        later(rt, Command::Update);
    } else {
        update(rt);
    }
}

/// Fetches the how-to pages' text, which is followed by [`Command::HowTo`].
fn ask_howto(rt: &'static Runtime) {
    if let Some(sink) = rt.sink.get().cloned() {
        howto::load(move || {
            sink(Command::HowTo);
        });
    }
}

/// Undo: takes back moves until a person is to move again (a computer's reply goes too).
fn undo(a: &mut App) {
    a.cancel_computer();
    let Some(id) = a.active else { return };
    let seats = super::seats::of(id);
    let Some(v) = a.views.get_mut(id) else { return };
    v.undo();
    while v.can_undo() && v.turn().is_some_and(|p| seats.get(p) != Seat::Person) {
        v.undo();
    }
}

/// The Roll button and key: throws the dice with their sound; false when it cannot.
fn roll(a: &mut App) -> bool {
    let Some(v) = a.view() else { return false };
    if v.roll_state() != Some(true) {
        return false;
    }
    v.roll(dom::now());
    a.rolled = true;
    sound::play(Sound::Dice);
    true
}

/// The session's key for a new game asked from a home card: the game's id.
const NEW_GAME_ASKED: &str = "cdg.new-game";

/// Runs `f` on the tab's session storage (nothing when the browser keeps none).
fn session<T>(f: impl FnOnce(&web_sys::Storage) -> Result<T, JsValue>) -> Option<T> {
    let s = dom::window().session_storage().ok()??;
    f(&s).ok()
}

/// Opens the new-game sheet if a home card asked for one for the game on screen.
fn open_sheet_asked(a: &mut App) {
    let Some(asked) = session(|s| s.get_item(NEW_GAME_ASKED)).flatten() else {
        return;
    };
    if a.active == Some(asked.as_str()) {
        session(|s| s.remove_item(NEW_GAME_ASKED));
        open_sheet(a);
    }
}

/// Opens the new-game sheet for the game on screen.
fn open_sheet(a: &mut App) {
    if let Some(id) = a.active {
        if let Some(v) = a.views.get(id) {
            new_game::open(&a.shell.sheet, id, v.as_ref());
        }
    }
}

/// A key on the board or a shortcut; false when it is not for the game on screen.
fn key(rt: &'static Runtime, key: Key) -> bool {
    let now = dom::now();
    let done = with(rt, |a| {
        if a.view().is_none() {
            return false;
        }
        match key {
            Key::Cursor(dx, dy) => {
                a.cursor_moved = true;
                on_view_of(a, |v| v.key_move(dx, dy));
            }
            // The cursor's spot is read again: picked up, or put back.
            Key::Select => {
                a.cursor_moved = true;
                on_view_of(a, |v| v.key_select(now));
            }
            Key::Cancel => {
                a.cursor_moved = true;
                on_view_of(a, |v| v.key_cancel());
            }
            Key::Roll => return roll(a),
            Key::Undo if friend_host::across() => friend_host::takeback(a),
            Key::Undo => undo(a),
            Key::Redo if friend_host::across() => {}
            Key::Redo => {
                a.cancel_computer();
                on_view_of(a, |v| v.redo(now));
            }
            Key::Hint => computer::hint(a),
            Key::NewGame => open_sheet(a),
        }
        true
    });
    if done {
        update(rt);
    }
    done
}

/// Runs `f` on the view of the game on screen.
fn on_view_of(a: &mut App, f: impl FnOnce(&mut dyn super::view::GameView)) {
    if let Some(v) = a.view() {
        f(v.as_mut());
    }
}

/// Carries out one command.
fn run(rt: &'static Runtime, command: Command) -> bool {
    match command {
        Command::Update => {}
        Command::Resize => {
            with(rt, frame::layout);
            if let Some(t) = rt.ticker.get() {
                t.request();
            }
            return true;
        }
        Command::Route => {
            route(rt);
            return true;
        }
        #[cfg(any(not(feature = "one-game"), feature = "app-home"))]
        Command::NewFromHome(id) => {
            // The sheet opens over the game's screen: here, or in the game's own page module,
            // which the address loads (the page loads again), told by the session.
            session(|s| s.set_item(NEW_GAME_ASKED, id));
            let _ = dom::window().location().set_hash(&format!("/{id}"));
            route(rt);
            with(rt, open_sheet_asked);
            return true;
        }
        Command::Lang(l) => {
            i18n::set_lang(l);
            friend_host::tell("lang", &[l.code().into()]);
            learn_host::lang(l.code());
            // Pages built in one language are built again.
            if !with(rt, |a| a.shell.how.hidden()) {
                route(rt);
                return true;
            }
        }
        Command::Tap(cx, cy, from) => with(rt, |a| {
            let (x, y) = a.shell.canvas.to_local(cx, cy);
            let from = from.map(|(fx, fy)| a.shell.canvas.to_local(fx, fy));
            if learn_host::editing() {
                if from.is_some() {
                    return; // the editor sets cells up by taps
                }
                if let Some(name) = a.view().and_then(|v| v.point_at(x, y)) {
                    learn_host::tap(&name);
                }
                return;
            }
            // The table refuses a tap for the computer's or a friend's colour.
            if let Some(v) = a.view() {
                v.tap(Press { x, y, from }, dom::now());
            }
        }),
        Command::Key(k) => return key(rt, k),
        Command::Undo if friend_host::across() => with(rt, friend_host::takeback),
        Command::Undo => with(rt, undo),
        Command::Redo => with(rt, |a| {
            if friend_host::across() {
                return; // moves come back only by a takeback both sides agree to
            }
            a.cancel_computer();
            on_view_of(a, |v| v.redo(dom::now()));
        }),
        Command::Roll => {
            with(rt, roll);
        }
        Command::Hint => with(rt, computer::hint),
        Command::Again => with(rt, |a| {
            a.cancel_computer();
            on_view_of(a, |v| v.new_game());
            if let Some(id) = a.active {
                a.saves.touch(id);
            }
        }),
        Command::CloseEnd => with(rt, |a| a.end_dismissed = true),
        Command::OpenSheet => {
            with(rt, open_sheet);
            return true;
        }
        Command::StartSheet => with(rt, |a| {
            a.cancel_computer();
            let mut parts = Parts {
                active: a.active,
                views: &mut a.views,
                saves: &mut a.saves,
            };
            if let Some(id) = new_game::start(&a.shell.sheet, &mut parts) {
                a.saves.touch(id);
                a.focus_board = true;
            }
        }),
        Command::OpenSettings => {
            with(rt, |a| {
                if let Some(id) = a.active {
                    if let Some(v) = a.views.get(id) {
                        settings_ui::open(&a.shell, id, v.as_ref());
                    }
                }
            });
            return true;
        }
        Command::ApplySettings => {
            let applied = with(rt, |a| {
                let id = a.active;
                if id.is_some() {
                    a.cancel_computer();
                }
                let view = id.and_then(|id| a.views.get_mut(id));
                let ok = matches!(settings_ui::apply(&a.shell, id, view), Some(Ok(())));
                if let (true, Some(id)) = (ok, id) {
                    a.saves.touch(id);
                }
                ok
            });
            if !applied {
                return false;
            }
        }
        Command::OpenHelp => {
            with(rt, |a| {
                let dice = a.view().is_some_and(|v| v.roll_state().is_some());
                help_ui::open(&a.shell, a.active, dice);
            });
            if !howto::ready() {
                ask_howto(rt);
            }
            return true;
        }
        Command::HowTo => {
            if !with(rt, |a| a.shell.how.hidden()) {
                route(rt);
            }
            with(rt, |a| {
                if a.shell.help_dialog.open() {
                    let dice = a.view().is_some_and(|v| v.roll_state().is_some());
                    help_ui::fill(&a.shell, a.active, dice);
                }
            });
            return true;
        }
        Command::OpenRecords => {
            with(rt, |a| {
                let parts = Parts {
                    active: a.active,
                    views: &mut a.views,
                    saves: &mut a.saves,
                };
                a.records.open(&parts);
            });
            return true;
        }
        Command::Import | Command::SetUp => {
            let import = matches!(command, Command::Import);
            let done = with(rt, |a| {
                let mut parts = Parts {
                    active: a.active,
                    views: &mut a.views,
                    saves: &mut a.saves,
                };
                if import {
                    a.records.import(&mut parts)
                } else {
                    a.records.set_up(&mut parts)
                }
            });
            if !done {
                return false;
            }
        }
        Command::Jump(j) => {
            if !with(rt, |a| saves::jump(&mut a.parts(), j)) {
                return false;
            }
        }
        Command::Notice {
            index,
            action,
            button,
        } => with(rt, |a| {
            let Some(game) = a.saves.notices.get(index).map(|n| n.game) else {
                return;
            };
            match action {
                None => {
                    a.saves.notices.remove(index);
                }
                Some(Action::Reload) => tabs::reload(),
                Some(Action::LoadNewer) => tabs::load_newer(&mut a.parts(), game),
                Some(Action::KeepMine) => tabs::keep_mine(&mut a.parts(), game),
                Some(Action::Copy) => saves::copy_attachment(&a.saves, index, button),
            }
        }),
        Command::Stored { key, value } => with(rt, |a| tabs::stored(&mut a.parts(), &key, &value)),
        Command::NewVersion => with(rt, |a| tabs::offer_update(&mut a.saves)),
        Command::OpenLinked(id, record) => {
            with(rt, |a| records_ui::load_linked(&mut a.parts(), id, &record))
        }
        Command::Cut(id, after) => with(rt, |a| {
            a.saves.allow_cut(id);
            if let Some(view) = a.views.get_mut(id) {
                // The record was this view's own a moment ago: it loads.
                let _ = view.load_record(&after);
            }
        }),
        Command::Answer { id, ok, text } => {
            with(rt, |a| computer::answer(a, id, ok, text));
            if id == 0 {
                return true; // the worker has started: nothing on screen changes
            }
        }
        Command::Frame => {
            let drawn = with(rt, frame::draw);
            if drawn.changed {
                update(rt);
            }
            if drawn.more {
                if let Some(t) = rt.ticker.get() {
                    t.request();
                }
            }
            think(rt);
            return true;
        }
        Command::Friend => {
            friend_host::call("open", &[]);
            return true;
        }
        Command::Save => {
            rt.save_scheduled.set(false);
            with(rt, |a| {
                a.saves.save_pending(&mut a.views);
                // Its notices (storage full, another tab) and the home cards follow.
                a.saves.sync(a.active, None);
            });
            return true;
        }
    }
    update(rt);
    true
}

/// Lets a computer seat act when its turn comes.
fn think(rt: &'static Runtime) {
    match with(rt, computer::think) {
        computer::Acted::Nothing => {}
        computer::Acted::Rolled => {
            sound::play(Sound::Dice);
            update(rt);
        }
        computer::Acted::Wait => {
            if let Some(t) = rt.ticker.get() {
                t.request();
            }
        }
        computer::Acted::Asked => with(rt, |a| {
            // Shows that the computer is thinking.
            if panel::refresh(a) {
                frame::layout(a);
            }
        }),
    }
}

/// `window.cdg`: hooks for the end-to-end tests and the benchmarks.
/// `cellCenter(name)`: the client position of a point or cell, so the tests can click the
/// board where a person would (read-only).
fn install_test_hook(rt: &'static Runtime) {
    let hook = js_sys::Object::new();
    let f = Closure::<dyn FnMut(String) -> JsValue>::new(move |name: String| {
        let mut a = rt.app.borrow_mut();
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
    let _ = js_sys::Reflect::set(&hook, &"cellCenter".into(), f.as_ref());
    f.forget();
    // `cdg.benchRedraw(n)`: draws the board n times and returns each time in ms (benchmark).
    let bench = Closure::<dyn FnMut(u32) -> JsValue>::new(move |n: u32| {
        let times = js_sys::Array::new();
        let mut a = rt.app.borrow_mut();
        for _ in 0..n {
            let t = dom::now();
            frame::draw(&mut a);
            times.push(&JsValue::from_f64(dom::now() - t));
        }
        times.into()
    });
    let _ = js_sys::Reflect::set(&hook, &"benchRedraw".into(), bench.as_ref());
    bench.forget();
    // `cdg.playRandom(n)`: plays up to n random legal moves in the game on screen, as the
    // long-game tests need; returns how many were played (fewer once the game ends).
    let random = Closure::<dyn FnMut(u32) -> u32>::new(move |n: u32| {
        let played = with(rt, |a| a.view().map_or(0, |v| play_random(v.as_mut(), n)));
        send(rt, Command::Update);
        played
    });
    let _ = js_sys::Reflect::set(&hook, &"playRandom".into(), random.as_ref());
    random.forget();
    // `cdg.play(move)`: plays a move in notation as a person's move would be, and answers
    // with the rules' sentence when it is not legal (empty when played).
    let play = Closure::<dyn FnMut(String) -> JsValue>::new(move |mv: String| {
        let r = with(rt, |a| a.view().map(|v| v.play_text(&mv, dom::now())));
        send(rt, Command::Update);
        match r {
            Some(Err(e)) => e.get(super::i18n::lang()).into(),
            _ => "".into(),
        }
    });
    let _ = js_sys::Reflect::set(&hook, &"play".into(), play.as_ref());
    play.forget();
    // `cdg.legalMoves()`: the legal moves now, in notation (read-only).
    let legal = Closure::<dyn FnMut() -> JsValue>::new(move || {
        let moves = with(rt, |a| {
            a.view().map(|v| v.legal_texts()).unwrap_or_default()
        });
        moves
            .iter()
            .map(|m| JsValue::from_str(m))
            .collect::<js_sys::Array>()
            .into()
    });
    let _ = js_sys::Reflect::set(&hook, &"legalMoves".into(), legal.as_ref());
    legal.forget();
    // `cdg.saveNow()`: writes the autosave at once and returns the time it took in ms
    // (the benchmark times the autosave on its own).
    let save = Closure::<dyn FnMut() -> f64>::new(move || {
        let t = dom::now();
        with(rt, |a| {
            if let Some(id) = a.active {
                let saves = &mut a.saves;
                if let Some(v) = a.views.get_mut(id) {
                    saves.save_view(id, v.as_mut());
                }
            }
        });
        dom::now() - t
    });
    let _ = js_sys::Reflect::set(&hook, &"saveNow".into(), save.as_ref());
    save.forget();
    // `cdg.saveBudget(ms)`: the time a save may take within a tap before it waits for the
    // next task (the tests set 0 to see the waiting save at any length of game).
    let budget = Closure::<dyn FnMut(f64)>::new(move |ms: f64| {
        with(rt, |a| a.saves.set_budget(ms));
    });
    let _ = js_sys::Reflect::set(&hook, &"saveBudget".into(), budget.as_ref());
    budget.forget();
    let _ = js_sys::Reflect::set(&dom::window(), &"cdg".into(), &hook);
}

/// Plays up to `n` random legal moves in `v`: a random move, but one that does not end the
/// game while another would not (random Cờ gánh games often end early): a move that ends
/// it is taken back and the next one tried. Returns how many were played.
fn play_random(v: &mut dyn super::view::GameView, n: u32) -> u32 {
    let mut played = 0;
    for _ in 0..n {
        let moves = v.legal_texts();
        if moves.is_empty() || v.turn().is_none() {
            break;
        }
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
    played
}
