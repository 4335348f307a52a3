//! Autosave and resume: every game is saved in the browser's local storage after each
//! change (at once while a save is quick; in the task after it once a long game makes the
//! save cost more than a tap may, so a tap stays quick; always at once when the page is
//! hidden or closed) (`cdg.save.ganh`, `cdg.save.toan`, `cdg.save.cangua`, sealed by
//! [`crate::record::seal`]), and opening the page again resumes each unfinished game
//! exactly: options, players, the whole history with the undone moves, the dice.
//!
//! A saved game that is damaged is set aside under `cdg.save.ID.damaged` (the last damaged
//! one for that game), a notice says what is wrong and offers its text to download or copy,
//! and that game starts afresh; the other games still load. Storage that is full or missing
//! gets a notice; play goes on.
//!
//! Two tabs on one game: a save is written only over the text this tab last wrote or read,
//! so it never overwrites moves it has not seen; when another tab changed it (seen at once
//! through the `storage` event, or at the next save), a notice offers to load the newer game
//! or to keep this tab's, and this tab's moves are not saved until the person chooses.
//!
//! It also keeps the guard of the history view: playing from an earlier position asks
//! before the later moves are cut off.

use super::command::{Command, Jump, Sink};
use super::dom::{self, el, on};
use super::games;
use super::history::Browse;
use super::i18n::{lang, tr, Tr};
use super::notices::{self, Action, Attachment, Notice};
use super::view::GameView;
use crate::core::{Lang, Text};
use crate::record::{seal, unseal, Record, RecordError, RecordErrorKind};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// The storage key of game `id`'s saved game.
pub fn key(id: &str) -> String {
    format!("cdg.save.{id}")
}

pub use super::notices::NoticeKind;

/// The elements this module keeps up to date.
struct Ui {
    home_notices: HtmlElement,
    panel_notices: HtmlElement,
    home_list: HtmlElement,
}

/// The state of saved games and of the history view, kept by the app.
pub struct Saves {
    /// What the storage holds for each game (its sealed text), as last written or read.
    pub(super) stored: PerGame<String>,
    /// Each game's record as last saved or read (the history view's guard compares with it).
    pub(super) seen: PerGame<Record>,
    /// What each game looked like at the last [`Saves::sync`]: its moves in effect, all its
    /// moves and its position. Cheap to read, and it changes with every move, undo or redo,
    /// so an update that changed nothing costs nothing.
    looked: PerGame<(usize, usize, String)>,
    /// The games changed since their last save (written by [`Saves::save_pending`]).
    pending: Vec<&'static str>,
    /// How long each game's last save took, in ms: a game whose save costs more than
    /// [`Saves::budget`] is saved in the task after a change, so the tap itself stays quick.
    cost: PerGame<f64>,
    /// The time a save may take within a tap, in ms.
    budget: f64,
    /// The moves in effect of each stored game that is unfinished and has moves (the home
    /// card offers to continue it).
    pub(super) progress: PerGame<usize>,
    /// The games shown at an earlier position through the move list.
    pub browse: Browse,
    /// Notices not yet dismissed.
    pub(super) notices: Vec<Notice>,
    /// Whether a game was loaded from outside since [`Saves::take_opened`] last asked.
    opened: bool,
    /// The games whose saved game another tab changed, not saved here until the person
    /// chooses which game to keep.
    pub(super) conflicts: Vec<&'static str>,
    /// A move played at an earlier position that would cut off later moves: the game, the
    /// record with that move, and how many moves it would remove. The view is back at the
    /// position shown until the person answers the in-app question (see [`Saves::take_cut`]).
    cut: Option<(&'static str, Record, usize)>,
    /// The game whose next cut-off the person has just agreed to.
    cut_ok: Option<&'static str>,
    /// What the notice areas and the home cards show now (they are rebuilt when it changes).
    shown: String,
    ui: Ui,
}

/// The parts of the app the saved-games, history and records modules work with.
pub struct Parts<'a> {
    /// The game on screen.
    pub active: Option<&'static str>,
    /// Every game's view made so far.
    pub views: &'a mut PerGame<Box<dyn GameView>>,
    /// This module's state.
    pub saves: &'a mut Saves,
}

impl Parts<'_> {
    /// The view of game `id`, made when it is first needed.
    pub fn view(&mut self, id: &'static str) -> Option<&mut Box<dyn GameView>> {
        if !self.views.contains_key(id) {
            let info = games::find(id)?;
            self.views.insert(info.id, (info.make)());
        }
        self.views.get_mut(id)
    }
}

/// The time a save may take within a tap, in ms (a sixth of a 60 Hz frame; a long game's
/// save waits for the next task instead).
const SAVE_BUDGET_MS: f64 = 3.0;

const COPIED: Tr = tr("Đã sao chép", "Copied");
const NOT_COPIED: Tr = tr(
    "Không sao chép được: hãy tải xuống",
    "Could not copy: download it instead",
);
const CONTINUE: Tr = tr("Tiếp tục ván đang chơi", "Continue");
const PLAY: Tr = super::words::PLAY;
const FRESH_GAME: Tr = tr(
    "Một ván mới đã được bắt đầu thay cho nó.",
    "A new game has been started in its place.",
);

impl Saves {
    /// The state, with its notice areas added to the home screen and the panel.
    pub fn build(
        home: &HtmlElement,
        home_list: &HtmlElement,
        message: &HtmlElement,
        moves: &HtmlElement,
    ) -> Saves {
        let home_notices = el("div", "notices");
        let _ = home.insert_before(&home_notices, Some(home_list));
        let panel_notices = el("div", "notices");
        if let Some(panel) = message.parent_node() {
            let _ = panel.insert_before(&panel_notices, message.next_sibling().as_ref());
        }
        Saves {
            stored: PerGame::default(),
            seen: PerGame::default(),
            looked: PerGame::default(),
            pending: Vec::new(),
            cost: PerGame::default(),
            budget: SAVE_BUDGET_MS,
            progress: PerGame::default(),
            browse: Browse::build(moves),
            notices: Vec::new(),
            opened: false,
            conflicts: Vec::new(),
            cut: None,
            cut_ok: None,
            shown: String::new(),
            ui: Ui {
                home_notices,
                panel_notices,
                home_list: home_list.clone(),
            },
        }
    }

    /// Adds a notice (replacing one of the same kind for the same game).
    pub fn notify(&mut self, game: &'static str, kind: NoticeKind, text: Text) {
        self.post(Notice::new(game, kind, text));
    }

    /// Adds a notice with its buttons (replacing one of the same kind for the same game).
    pub(super) fn post(&mut self, notice: Notice) {
        self.clear_notice(notice.game, notice.kind);
        self.notices.push(notice);
    }

    /// Removes the notices of `kind` for `game`.
    pub(super) fn clear_notice(&mut self, game: &'static str, kind: NoticeKind) {
        self.notices.retain(|n| !(n.game == game && n.kind == kind));
    }

    /// Forgets what was seen of game `id` (after a record is loaded from outside, so that
    /// the next sync saves it without asking). The notices about the game it replaced (a
    /// link that did not open, a damaged saved game) go with it.
    pub fn loaded(&mut self, id: &'static str) {
        self.opened = true;
        self.seen.remove(id);
        self.looked.remove(id);
        self.browse.stop(id);
        self.clear_notice(id, NoticeKind::Link);
        self.clear_notice(id, NoticeKind::Damaged);
    }

    /// The move waiting for the person's answer before it cuts off later moves, if any:
    /// the game, the record with the move, and how many moves it removes.
    pub fn take_cut(&mut self) -> Option<(&'static str, Record, usize)> {
        self.cut.take()
    }

    /// The person agreed: the next cut-off of game `id` goes ahead without asking.
    pub fn allow_cut(&mut self, id: &'static str) {
        self.cut_ok = Some(id);
    }

    /// Whether a game was loaded from outside (a link) since the last call.
    pub fn take_opened(&mut self) -> bool {
        std::mem::take(&mut self.opened)
    }

    /// Called at each refresh of the panel: follows the game on screen (asks before the
    /// history view's later moves are cut off; a change is saved by
    /// [`Saves::save_pending`], which the app calls in the next task), and brings the
    /// notices and the home cards up to date.
    pub fn sync(&mut self, active: Option<&'static str>, view: Option<&mut Box<dyn GameView>>) {
        // A puzzle's board (`puzzles-ganh`, …) is no game to keep.
        if let (Some(id), Some(view)) = (active, view) {
            if super::games::find(id).is_some() {
                self.follow(id, view.as_mut());
            }
        }
        self.show(active);
    }

    /// Forgets how game `id` looked, so that the next sync looks at its whole record (after
    /// a change that may leave its moves and position as they were: new options, seats, a
    /// new game at the start).
    pub fn touch(&mut self, id: &'static str) {
        self.looked.remove(id);
    }

    /// Sets the time a save may take within a tap (the tests set 0: every save waits for
    /// the next task).
    pub fn set_budget(&mut self, ms: f64) {
        self.budget = ms;
    }

    /// Whether a game has changes not yet saved.
    pub fn has_pending(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Follows game `id`: saves a change at once when its save is quick, or else notes it for
    /// the next task. While an earlier position is shown the record is compared at once,
    /// since a move played there may cut off later moves.
    fn follow(&mut self, id: &'static str, view: &mut dyn GameView) {
        let look = (view.ply(), view.plies(), view.position());
        if self.looked.get(id) == Some(&look) && self.seen.get(id).is_some() {
            return;
        }
        self.looked.insert(id, look);
        if !self.browse.is_on(id) {
            if self.cost.get(id).copied().unwrap_or(0.0) < self.budget {
                self.save_view(id, view);
            } else if !self.pending.contains(&id) {
                self.pending.push(id);
            }
            return;
        }
        let record = view.record();
        let Some(before) = self.seen.get(id) else {
            self.save_record(id, view, record);
            return;
        };
        if *before == record {
            return;
        }
        if let Some(lost) = cut_off(before, &record) {
            if lost > 0 && self.cut_ok.take() != Some(id) {
                self.cut = Some((id, record.clone(), lost));
                let before = before.clone();
                // The record was this view's own a moment ago: it loads.
                let _ = view.load_record(&before);
                self.looked.remove(id);
                return;
            }
        }
        if view.ply() == view.plies() {
            self.browse.stop(id);
        }
        // While an earlier position is shown, the saved game stays the one being played.
        if self.browse.is_on(id) {
            self.seen.insert(id, record);
        } else {
            self.save_record(id, view, record);
        }
    }

    /// Saves every game changed since its last save (the task after a change, and when
    /// the page is hidden or closed: nothing is ever lost).
    pub fn save_pending(&mut self, views: &mut PerGame<Box<dyn GameView>>) {
        for id in std::mem::take(&mut self.pending) {
            if let Some(view) = views.get_mut(id) {
                self.save_view(id, view.as_mut());
            }
        }
    }

    /// Saves game `id` as `view` shows it, now.
    pub(super) fn save_view(&mut self, id: &'static str, view: &mut dyn GameView) {
        let t = dom::now();
        self.pending.retain(|g| *g != id);
        let record = view.record();
        self.save_record(id, view, record);
        self.cost.insert(id, dom::now() - t);
    }

    /// Saves `record`, game `id`'s as `view` shows it.
    fn save_record(&mut self, id: &'static str, view: &dyn GameView, record: Record) {
        let progress = (!view.finished() && view.plies() > 0).then_some(view.ply());
        self.save(id, &record, progress);
        self.seen.insert(id, record);
    }

    /// Writes `record` as game `id`'s saved game, with a notice when it cannot be stored;
    /// `progress` is its moves in effect when it is unfinished and has moves.
    fn save(&mut self, id: &'static str, record: &Record, progress: Option<usize>) {
        let sealed = seal(record);
        if self.stored.get(id) == Some(&sealed) {
            return;
        }
        if self.conflicts.contains(&id) || self.changed_elsewhere(id) {
            self.conflict(id);
            return;
        }
        match dom::store(&key(id), &sealed) {
            Ok(()) => {
                self.stored.insert(id, sealed);
                self.set_progress(id, progress);
                self.clear_notice(id, NoticeKind::Storage);
            }
            Err(e) => {
                let name = games::find(id).map_or(id, |g| g.name);
                let (vi, en) = match e {
                    dom::StoreError::Full => (
                        "bộ nhớ của trình duyệt đã đầy",
                        "the browser's storage is full",
                    ),
                    dom::StoreError::Unavailable => (
                        "trình duyệt không cho trang này lưu dữ liệu",
                        "the browser does not let this page store anything",
                    ),
                    dom::StoreError::Refused => {
                        ("trình duyệt từ chối lưu", "the browser refused to store it")
                    }
                };
                self.notify(
                    id,
                    NoticeKind::Storage,
                    Text::new(
                        format!("Không lưu được ván {name}: {vi}. Bạn vẫn chơi tiếp được, nhưng tải lại trang sẽ mất các nước mới."),
                        format!("The game of {name} could not be saved: {en}. Play goes on, but reloading the page will lose the new moves."),
                    ),
                );
            }
        }
    }

    /// Whether the storage holds for game `id` another text than this tab last wrote or read
    /// (another tab saved it since).
    fn changed_elsewhere(&self, id: &str) -> bool {
        let now = dom::load(&key(id));
        now.is_some() && now.as_ref() != self.stored.get(id)
    }

    /// Another tab changed game `id`'s saved game: this tab's moves are not saved until the
    /// person chooses which game to keep ([`super::tabs`]).
    pub(super) fn conflict(&mut self, id: &'static str) {
        if !self.conflicts.contains(&id) {
            self.conflicts.push(id);
        }
        let name = games::find(id).map_or(id, |g| g.name);
        self.post(Notice {
            actions: vec![Action::LoadNewer, Action::KeepMine],
            ..Notice::new(
                id,
                NoticeKind::Conflict,
                Text::new(
                    format!("Ván {name} vừa được đổi ở một thẻ khác. Các nước đi ở thẻ này sẽ không được lưu cho tới khi bạn chọn giữ ván nào."),
                    format!("The game of {name} was changed in another tab. Moves made in this tab are not saved until you choose which game to keep."),
                ),
            )
        });
    }

    /// Notes the moves in effect of game `id` as `view` shows it (for its home card).
    pub(super) fn note_progress(&mut self, id: &'static str, view: &dyn GameView) {
        let progress = (!view.finished() && view.plies() > 0).then_some(view.ply());
        self.set_progress(id, progress);
    }

    /// Keeps game `id`'s moves in effect (None: nothing to continue), here and in the
    /// browser's storage, where the home screen's page module, which plays no game, reads
    /// them for the card.
    fn set_progress(&mut self, id: &'static str, progress: Option<usize>) {
        match progress {
            Some(n) => {
                self.progress.insert(id, n);
                let _ = dom::store(&progress_key(id), &n.to_string());
            }
            None => {
                self.progress.remove(id);
                dom::remove(&progress_key(id));
            }
        }
    }

    /// Rebuilds the notice areas and the home cards when what they show has changed.
    fn show(&mut self, active: Option<&'static str>) {
        let l = lang();
        let cards = self.cards();
        let mut key = format!("{}|{}|", l.code(), active.unwrap_or_default());
        for n in &self.notices {
            key.push_str(&n.key(l));
            key.push('|');
        }
        for (id, moves) in &cards {
            key.push_str(&format!("{id}={}|", moves.map_or(-1, |n| n as i64)));
        }
        if key == self.shown {
            return;
        }
        self.shown = key;
        let area = if active.is_some() {
            dom::clear(&self.ui.home_notices);
            &self.ui.panel_notices
        } else {
            dom::clear(&self.ui.panel_notices);
            &self.ui.home_notices
        };
        dom::clear(area);
        for (i, n) in self.notices.iter().enumerate() {
            // A game's notices show beside its board and on the home screen; the app's everywhere.
            if active.is_none_or(|id| n.game == id || n.game.is_empty()) {
                notices::render(area, i, n, l);
            }
        }
        for (id, moves) in cards {
            let Some(card) = self
                .ui
                .home_list
                .query_selector(&format!(".game-card[data-game=\"{id}\"]"))
                .ok()
                .flatten()
            else {
                continue;
            };
            if let Some(label) = card.query_selector("button.play .label").ok().flatten() {
                let word = if moves.is_some() { CONTINUE } else { PLAY };
                label.set_text_content(Some(word.get(l)));
            }
            let info = match card.query_selector(".resume-info").ok().flatten() {
                Some(e) => e,
                None => {
                    let e = el("p", "resume-info");
                    let row = card.query_selector(".card-actions").ok().flatten();
                    let _ = card.insert_before(&e, row.as_ref().map(|r| r.as_ref()));
                    e.into()
                }
            };
            dom::set_hidden(&info, moves.is_none());
            info.set_text_content(moves.map(|n| moves_word(n, l)).as_deref());
        }
    }

    /// For each game, the moves of its unfinished saved game (None: nothing to continue):
    /// as this tab knows them for a game it plays, else as stored.
    #[cfg(any(not(feature = "one-game"), feature = "app-home"))]
    fn cards(&self) -> Vec<(&'static str, Option<usize>)> {
        crate::games::GAMES
            .iter()
            .map(|c| {
                let stored = || dom::load(&progress_key(c.id))?.parse().ok();
                let mine = games::find(c.id).is_some();
                let n = if mine {
                    self.progress.get(c.id).copied()
                } else {
                    stored()
                };
                (c.id, n)
            })
            .collect()
    }

    /// None: a game's own page module shows no home cards.
    #[cfg(not(any(not(feature = "one-game"), feature = "app-home")))]
    fn cards(&self) -> Vec<(&'static str, Option<usize>)> {
        Vec::new()
    }
}

/// A value for each game: three games make a short list, smaller in the wasm than a map
/// (the app's game views are kept in one too, so the page module has no hash map).
pub struct PerGame<T>(Vec<(&'static str, T)>);

impl<T> Default for PerGame<T> {
    fn default() -> PerGame<T> {
        PerGame(Vec::new())
    }
}

impl<T> PerGame<T> {
    pub fn get(&self, id: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| *k == id).map(|(_, v)| v)
    }

    pub fn get_mut(&mut self, id: &str) -> Option<&mut T> {
        self.0.iter_mut().find(|(k, _)| *k == id).map(|(_, v)| v)
    }

    pub fn contains_key(&self, id: &str) -> bool {
        self.get(id).is_some()
    }

    pub fn insert(&mut self, id: &'static str, value: T) {
        self.remove(id);
        self.0.push((id, value));
    }

    pub fn remove(&mut self, id: &str) {
        self.0.retain(|(k, _)| *k != id);
    }
}

/// "12 nước đã đi" / "12 moves played".
fn moves_word(n: usize, l: Lang) -> String {
    match (l, n) {
        (Lang::Vi, n) => format!("Ván đang chơi: {n} nước đã đi"),
        (Lang::En, 1) => "Game in progress: 1 move played".to_string(),
        (Lang::En, n) => format!("Game in progress: {n} moves played"),
    }
}

/// When `after` is `before` with one move played at its cursor while undone moves were
/// kept: how many of those are lost (0 when the move played was the next of them and it was
/// the only one).
fn cut_off(before: &Record, after: &Record) -> Option<usize> {
    let same_game = (&before.game, &before.options, before.seed, &before.start)
        == (&after.game, &after.options, after.seed, &after.start);
    let one_more =
        after.moves.len() == before.moves.len() + 1 && after.moves.starts_with(&before.moves);
    if !same_game || !one_more || before.redo.is_empty() || !after.redo.is_empty() {
        return None;
    }
    let kept = usize::from(after.moves.last() == before.redo.first());
    Some(before.redo.len() - kept)
}

/// The question asked before `lost` later moves are cut off.
pub(super) fn cut_question(lost: usize) -> String {
    match lang() {
        Lang::Vi => format!("Đi nước này sẽ xóa {lost} nước đi sau thế cờ đang xem. Vẫn đi?"),
        Lang::En if lost == 1 => {
            "Playing this move removes the 1 later move after the position shown. Play it?"
                .to_string()
        }
        Lang::En => format!(
            "Playing this move removes the {lost} later moves after the position shown. Play it?"
        ),
    }
}

/// Opens the saved games at page load: each into its game's view, before the first screen
/// The key of game `id`'s moves in effect in its unfinished saved game (for its home card).
fn progress_key(id: &str) -> String {
    format!("cdg.progress.{id}")
}

/// is shown. A damaged one is set aside with a notice and its game starts afresh.
pub fn restore(parts: &mut Parts) {
    for info in games::all() {
        let id = info.id;
        let Some(text) = dom::load(&key(id)) else {
            continue;
        };
        let mut view = (info.make)();
        let opened = unseal(id, &text).and_then(|r| {
            view.load_record(&r)
                .map_err(|e| cannot_open(e, info.name))?;
            Ok(r)
        });
        match opened {
            Ok(_) => {
                // What this tab read: its saves write over this text only.
                parts.saves.stored.insert(id, text);
                if view.finished() {
                    // A finished game is not offered again: its game starts afresh.
                    view.new_game();
                } else {
                    parts.saves.seen.insert(id, view.record());
                    parts.saves.note_progress(id, view.as_ref());
                }
                parts.views.insert(id, view);
            }
            Err(e) => {
                let kept = set_aside(id, &text);
                let (vi, en) = if kept {
                    (format!("Bản hỏng được giữ lại trong bộ nhớ của trình duyệt ({}.damaged); bạn cũng có thể tải xuống hoặc sao chép nó.", key(id)),
                     format!("The damaged copy is kept in the browser's storage ({}.damaged); you can also download or copy it.", key(id)))
                } else {
                    ("Không giữ được bản hỏng trong bộ nhớ của trình duyệt (đã đầy): hãy tải xuống hoặc sao chép nó ngay, trước khi đóng trang.".to_string(),
                     "The damaged copy could not be kept in the browser's storage (it is full): download or copy it now, before closing the page.".to_string())
                };
                let file = format!("co-dan-gian-{id}-damaged.txt");
                parts.saves.post(Notice {
                    actions: vec![Action::Copy],
                    attachment: Some(Rc::new(Attachment::new(text, file))),
                    ..Notice::new(
                        id,
                        NoticeKind::Damaged,
                        Text::new(
                            format!("{} {} {vi}", e.message(Lang::Vi), FRESH_GAME.vi),
                            format!("{} {} {en}", e.message(Lang::En), FRESH_GAME.en),
                        ),
                    )
                });
            }
        }
    }
}

/// Moves game `id`'s damaged saved game `text` from its key to `cdg.save.ID.damaged`
/// (replacing an older damaged one); false when the storage cannot hold it even once its
/// key is free (the notice then offers the text, which the page still holds).
fn set_aside(id: &str, text: &str) -> bool {
    let aside = format!("{}.damaged", key(id));
    let kept = dom::store(&aside, text).is_ok() || {
        // Storage nearly full: the damaged text itself makes the room for its copy.
        dom::remove(&key(id));
        dom::store(&aside, text).is_ok()
    };
    dom::remove(&key(id));
    kept
}

/// A saved game's record that does not replay: its error, led by which saved game it is.
fn cannot_open(e: RecordError, name: &str) -> RecordError {
    let text = Text::new(
        format!("Ván {name} đã lưu không mở được: {}", e.message(Lang::Vi)),
        format!(
            "The saved game for {name} cannot be opened: {}",
            e.message(Lang::En)
        ),
    );
    RecordError {
        kind: if e.kind == RecordErrorKind::Damaged {
            e.kind
        } else {
            RecordErrorKind::Damaged
        },
        line: None,
        field: None,
        text,
    }
}

/// Wires the notices' buttons: each click goes to `sink` as [`Command::Notice`].
pub fn wire(saves: &Saves, sink: &Sink) {
    for area in [&saves.ui.home_notices, &saves.ui.panel_notices] {
        let s2 = sink.clone();
        on(area, "click", move |e| {
            let Some((index, action)) = notices::clicked(&e) else {
                return;
            };
            let button = e.target().map(|b| b.unchecked_into::<web_sys::Element>());
            s2(Command::Notice {
                index,
                action,
                button,
            });
        });
    }
}

/// A notice's Copy button: copies its attachment, and the button says whether it did.
pub fn copy_attachment(saves: &Saves, index: usize, button: Option<web_sys::Element>) {
    let attachment = saves.notices.get(index).and_then(|n| n.attachment.clone());
    if let (Some(a), Some(b)) = (attachment, button) {
        dom::copy_text(&a.text, move |ok| {
            let word = if ok { COPIED } else { NOT_COPIED };
            b.set_text_content(Some(word.now()));
        });
    }
}

/// The history view: shows the position `jump` leads to in the game on screen (the game
/// is saved first, as it stands, since the saved game stays the one being played); false
/// when nothing changes.
pub fn jump(parts: &mut Parts, jump: Jump) -> bool {
    let Some(id) = parts.active else { return false };
    let saves = &mut *parts.saves;
    let Some(view) = parts.views.get_mut(id) else {
        return false;
    };
    let (ply, plies) = (view.ply(), view.plies());
    let target = super::history::target(jump, ply, plies);
    if target == ply && (ply < plies) == saves.browse.is_on(id) {
        return false;
    }
    if !saves.browse.is_on(id) && saves.pending.contains(&id) {
        saves.save_view(id, view.as_mut());
    }
    view.go_to(target);
    if target < plies {
        saves.browse.start(id);
    } else {
        saves.browse.stop(id);
    }
    true
}
