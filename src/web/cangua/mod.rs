//! The Cờ cá ngựa screen: roll (the Roll button, a tap on the dice, or real dice entered on
//! the picker), then tap a lit horse; when it has several moves, tap a lit cell or a die.
//! Every question of legality goes to the rules (`games::cangua`).

mod anim;
mod dice;
mod draw;
mod geometry;
mod horse;
mod keys;
mod layout;
mod settings;
mod status;
mod words;

use super::dom;
use super::i18n::Tr;
use super::view::{read_view_extra, view_extra, Announcement, GameView, Setting, Status};
use crate::core::{Game, GameOptions, Session};
use crate::games::cangua::{
    Cangua, CanguaOptions, CanguaReport, Dice, DiceCount, DiceState, Move, Place,
};
use crate::record::{from_session, to_session, Record, RecordError};
use anim::Pt;
use anim::{Hop, Kick, Tumble, HOP_MS, OUT_MS, ROLL_MS};
use draw::Scene;
use geometry::{turn_corner, Geometry};
use layout::near;
use settings::Prefs;
use web_sys::CanvasRenderingContext2d;

/// How long the board waits, once everything is still, before playing a move by itself.
const AUTO_PAUSE_MS: f64 = 550.0;

/// The real-dice picker, open: the first die already picked (two dice).
#[derive(Clone, Copy, Debug, Default)]
struct Picker {
    first: Option<u8>,
}

/// The Cờ cá ngựa screen's state.
pub struct CanguaView {
    session: Session<Cangua>,
    options: CanguaOptions,
    /// The seed of the game's dice (and who starts), for its record.
    seed: u64,
    prefs: Prefs,
    geometry: Geometry,
    selected: Option<Place>,
    hop: Option<Hop>,
    tumble: Option<Tumble>,
    picker: Option<Picker>,
    last: Option<CanguaReport>,
    queued: Vec<(f64, Announcement)>,
    announcements: Vec<Announcement>,
    notice: Option<Tr>,
    auto_hold: bool,
    auto_since: Option<f64>,
    /// The keyboard cursor: an index into what can be tapped now.
    key_cursor: Option<usize>,
}

impl CanguaView {
    /// A new game with the default options.
    pub fn new() -> CanguaView {
        let options = CanguaOptions::default();
        let seed = dom::fresh_seed();
        CanguaView {
            session: Session::new(Cangua::new(options.clone(), seed)),
            options,
            seed,
            prefs: Prefs::default(),
            geometry: Geometry::default(),
            selected: None,
            hop: None,
            tumble: None,
            picker: None,
            last: None,
            queued: Vec::new(),
            announcements: Vec::new(),
            notice: None,
            auto_hold: false,
            auto_since: None,
            key_cursor: None,
        }
    }

    fn game(&self) -> &Cangua {
        self.session.game()
    }

    /// Forgets everything shown about the moment before (selection, motion, picker).
    fn settle(&mut self) {
        self.selected = None;
        self.hop = None;
        self.tumble = None;
        self.picker = None;
        self.queued.clear();
        self.notice = None;
        self.auto_since = None;
    }

    /// Plays `mv` and shows it.
    fn play(&mut self, mv: Move, now: f64) {
        if let Ok(report) = self.session.play(mv) {
            self.show(report, now);
        }
    }

    /// Plays a roll the person made (button, dice or picker): automatic moves resume.
    fn play_roll(&mut self, dice: Dice, now: f64) {
        self.auto_hold = false;
        self.play(Move::Roll(dice), now);
    }

    /// Starts the motion and queues the words for a move just played.
    fn show(&mut self, report: CanguaReport, now: f64) {
        let instant = dom::prefers_reduced_motion();
        self.selected = None;
        self.picker = None;
        self.auto_since = None;
        // Words still waiting from the move before are said now, before this move's.
        self.announcements
            .extend(self.queued.drain(..).map(|(_, a)| a));
        let due = match report.mv {
            Move::Roll(dice) => {
                self.tumble = (!instant).then_some(Tumble {
                    t0: now,
                    player: report.player,
                    dice,
                });
                if instant {
                    now
                } else {
                    now + ROLL_MS
                }
            }
            Move::Step { .. } => {
                self.tumble = None;
                self.hop = if instant {
                    None
                } else {
                    self.hop_for(&report, now)
                };
                self.hop.as_ref().map_or(now, Hop::landed_at)
            }
        };
        let text = announcement(&report);
        if !text.is_empty() {
            self.queued.push((due, text));
        }
        self.last = Some(report);
    }

    /// The hops of the move in `r`, just played, and the kick that follows.
    fn hop_for(&self, r: &CanguaReport, now: f64) -> Option<Hop> {
        let after = self.game();
        let p = r.player;
        if r.path.len() < 2 {
            return None;
        }
        // A horse leaving the stable stood in the spot after the ones still filled.
        let from_spot = layout::stable_count(after, p);
        let points = r
            .path
            .iter()
            .map(|&pl| layout::grid_of(p, pl, from_spot))
            .collect();
        let times = r
            .path
            .windows(2)
            .map(|w| {
                if w[0] == Place::Stable {
                    OUT_MS
                } else {
                    HOP_MS
                }
            })
            .collect();
        let kick = r.kicked.map(|(owner, was)| Kick {
            player: owner,
            from: layout::grid_of(owner, was, 0),
            to: geometry::stable(
                owner.index(),
                layout::stable_count(after, owner).saturating_sub(1),
            ),
        });
        Some(Hop {
            t0: now,
            player: p,
            points,
            times,
            kick,
        })
    }

    /// Whether the dice or a horse are still moving.
    fn busy(&self, now: f64) -> bool {
        self.hop.as_ref().is_some_and(|h| !h.done(now))
            || self.tumble.as_ref().is_some_and(|t| !t.done(now))
    }

    /// The move to play by itself, when the setting is on and it is the only one.
    fn auto_candidate(&self) -> Option<Move> {
        // With undone moves kept (after Undo, or in the history view) Redo plays them.
        if !self.prefs.auto_move
            || self.auto_hold
            || self.picker.is_some()
            || self.session.can_redo()
        {
            return None;
        }
        match self.game().legal_moves().as_slice() {
            [mv @ Move::Step { .. }] => Some(*mv),
            _ => None,
        }
    }

    /// How many dice this game rolls.
    fn dice_count(&self) -> usize {
        if self.game().options().dice == DiceCount::Two {
            2
        } else {
            1
        }
    }

    /// Which die (0 or 1) of the player to move is at grid point `at`.
    fn die_at(&self, at: Pt) -> Option<usize> {
        let count = self.dice_count();
        let half = layout::die_size(count) / 2.0 + 0.1;
        layout::dice_at(self.game().to_move().index(), count)
            .iter()
            .position(|&(x, y)| (at.0 - x).abs() <= half && (at.1 - y).abs() <= half)
    }

    /// The horse of the player to move at grid point `at` (a tap anywhere on its stable
    /// counts for a horse still there).
    fn own_horse_at(&self, at: Pt) -> Option<Place> {
        let me = self.game().to_move();
        let nearest = layout::pieces(self.game())
            .into_iter()
            .filter(|pc| pc.owner == me && near(at, pc.at, 0.62))
            .min_by(|a, b| dist(a.at, at).total_cmp(&dist(b.at, at)));
        if let Some(pc) = nearest {
            return Some(pc.place);
        }
        let (a, b) = (
            turn_corner((9.1, 9.1), me.index()),
            turn_corner((14.9, 14.9), me.index()),
        );
        let (x, y) = (at.0 + 0.5, at.1 + 0.5);
        let inside =
            x >= a.0.min(b.0) && x <= a.0.max(b.0) && y >= a.1.min(b.1) && y <= a.1.max(b.1);
        (inside && self.game().horses(me).contains(&Place::Stable)).then_some(Place::Stable)
    }

    /// A tap on the board after the roll: a destination, or a horse to move or pick up.
    fn tap_board(&mut self, at: Pt, now: f64) {
        let me = self.game().to_move();
        if let Some(sel) = self.selected {
            let hit = self
                .game()
                .moves_for_horse(sel)
                .into_iter()
                .find(|mv| match mv {
                    Move::Step { to, .. } => near(at, layout::grid_of(me, *to, 0), 0.55),
                    Move::Roll(_) => false,
                });
            if let Some(mv) = hit {
                self.play(mv, now);
                return;
            }
        }
        if let Some(place) = self.own_horse_at(at) {
            let moves = self.game().moves_for_horse(place);
            match moves.as_slice() {
                [] => {
                    self.selected = None;
                    self.notice = Some(words::CANNOT_MOVE);
                }
                [mv] => self.play(*mv, now),
                _ if self.selected == Some(place) => self.selected = None,
                _ => self.selected = Some(place),
            }
            return;
        }
        self.selected = None;
        let other = layout::pieces(self.game())
            .into_iter()
            .any(|pc| pc.owner != me && near(at, pc.at, 0.55));
        if other {
            self.notice = Some(words::NOT_YOUR_HORSE);
        }
    }

    /// A tap on die `i`: roll before the roll, afterwards use that value.
    fn tap_die(&mut self, i: usize, now: f64) {
        let DiceState::Rolled { roll, left } = self.game().dice() else {
            self.roll(now);
            return;
        };
        let Some(&v) = roll.values().get(i) else {
            return;
        };
        if !left.values().contains(&v) {
            self.notice = Some(words::NO_USE_FOR_DIE);
            return;
        }
        let candidates: Vec<Move> = self
            .game()
            .legal_moves()
            .into_iter()
            .filter(|mv| match mv {
                Move::Step { die, from, .. } => {
                    die.values().contains(&v) && self.selected.is_none_or(|s| s == *from)
                }
                Move::Roll(_) => false,
            })
            .collect();
        match candidates.as_slice() {
            [mv] => self.play(*mv, now),
            [] => self.notice = Some(words::NO_USE_FOR_DIE),
            _ => self.notice = Some(words::PICK_HORSE),
        }
    }

    /// A tap while the real-dice picker is open: a face, or outside to close it.
    fn tap_picker(&mut self, at: Pt, picker: Picker, now: f64) {
        let half = layout::FACE / 2.0;
        let face = (1..=6u8).find(|&v| {
            let (x, y) = layout::picker_face(v);
            (at.0 - x).abs() <= half && (at.1 - y).abs() <= half
        });
        let Some(v) = face else {
            let (l, t, r, b) = layout::picker_panel();
            let (x, y) = (at.0 + 0.5, at.1 + 0.5);
            if x < l || x > r || y < t || y > b {
                self.picker = None;
            }
            return;
        };
        let dice = match (self.dice_count(), picker.first) {
            (2, None) => {
                self.picker = Some(Picker { first: Some(v) });
                return;
            }
            (2, Some(first)) => Dice::two(first, v),
            _ => Dice::one(v),
        };
        self.picker = None;
        if let Some(d) = dice {
            self.play_roll(d, now);
        }
    }

    /// The report of the last move in effect, for the panel (after undo, a jump or a load).
    fn recall_last(&mut self) {
        let n = self.session.moves().len();
        self.last = n.checked_sub(1).and_then(|k| {
            let mut g = self.session.replay(k);
            g.play(self.session.moves()[k]).ok()
        });
    }

    /// The picker's title now.
    fn picker_title(&self) -> Option<(&'static str, Option<u8>)> {
        let p = self.picker?;
        let title = match (self.dice_count(), p.first) {
            (1, _) => words::PICK_FACE,
            (_, None) => words::PICK_FIRST,
            (_, Some(_)) => words::PICK_SECOND,
        };
        Some((title.now(), p.first))
    }
}

impl Default for CanguaView {
    fn default() -> CanguaView {
        CanguaView::new()
    }
}

fn dist(a: Pt, b: Pt) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}

/// The words announced over the board for a move, several joined in one line.
fn announcement(r: &CanguaReport) -> Announcement {
    let mut said: Vec<String> = Vec::new();
    if r.kicked.is_some() {
        said.push(words::KICK.now().into());
    }
    if r.thau_ma {
        said.push(words::THAU_MA.now().into());
    }
    if r.sap_ham {
        said.push(words::SAP_HAM.now().into());
    }
    if let Some((_, place)) = r.finished {
        said.push(words::finished(place));
    }
    let lost_roll = matches!(r.mv, Move::Roll(_)) && r.lost_dice.is_some();
    if r.third_six {
        said.push(
            super::i18n::tr(
                "Ba lần 6 liên tiếp: mất lượt",
                "Three 6s in a row: the turn passes",
            )
            .now()
            .into(),
        );
        return said.join(" ");
    }
    match (lost_roll, r.extra_roll) {
        (true, true) => said.push(format!(
            "{} — {}",
            words::NO_MOVE_SHORT.now(),
            words::ROLL_AGAIN.now()
        )),
        (true, false) => said.push(words::NO_MOVE.now().into()),
        (false, true) => said.push(words::ROLL_AGAIN.now().into()),
        (false, false) => {}
    }
    said.join(" ")
}

impl GameView for CanguaView {
    fn aspect(&self) -> f64 {
        1.0
    }

    fn draw(&mut self, ctx: &CanvasRenderingContext2d, w: f64, h: f64, now: f64) -> bool {
        self.geometry = Geometry::new(w, h);
        let game = self.session.game();
        let still = self.tumble.as_ref().is_none_or(|t| t.done(now));
        let movable = match game.dice() {
            DiceState::Rolled { .. } if still => game.movable_horses(),
            _ => Vec::new(),
        };
        let targets: Vec<(Place, Dice)> = self
            .selected
            .map(|s| game.moves_for_horse(s))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Step { die, to, .. } => Some((to, die)),
                Move::Roll(_) => None,
            })
            .collect();
        let lost = self
            .last
            .as_ref()
            .and_then(|r| match (r.mv, r.lost_dice, game.dice()) {
                (Move::Roll(d), Some(_), DiceState::ToRoll) if r.player != game.to_move() => {
                    Some((r.player, d))
                }
                _ => None,
            });
        let scene = Scene {
            game,
            movable: &movable,
            selected: self.selected,
            targets: &targets,
            hop: self.hop.as_ref(),
            tumble: self.tumble.as_ref(),
            lost,
            picker: self.picker_title(),
            now,
        };
        let moving = draw::board(ctx, &self.geometry, &scene);
        if let Some(pt) = self.key_point() {
            let (x, y) = self.geometry.xy(pt);
            super::paint::focus_box(ctx, x, y, self.geometry.cell * 0.55);
        }
        moving || !self.queued.is_empty() || self.auto_candidate().is_some()
    }

    fn tap(&mut self, x: f64, y: f64, now: f64) {
        self.notice = None;
        if self.game().outcome().is_some() {
            return;
        }
        let at = self.geometry.grid(x, y);
        if let Some(p) = self.picker {
            self.tap_picker(at, p, now);
            return;
        }
        if let Some(i) = self.die_at(at) {
            self.tap_die(i, now);
            return;
        }
        match self.game().dice() {
            DiceState::ToRoll => {
                if self.own_horse_at(at).is_some() {
                    self.notice = Some(words::ROLL_FIRST);
                }
            }
            DiceState::Rolled { .. } => self.tap_board(at, now),
        }
    }

    fn status(&self) -> Status {
        status::status(&self.session, self.last.as_ref(), self.notice)
    }

    fn take_announcements(&mut self) -> Vec<Announcement> {
        std::mem::take(&mut self.announcements)
    }

    fn undo(&mut self) {
        if !self.session.undo() {
            return;
        }
        self.settle();
        self.recall_last();
        self.auto_hold = true;
    }

    fn redo(&mut self, now: f64) {
        if let Some(report) = self.session.redo() {
            self.settle();
            self.show(report, now);
        }
        self.auto_hold = true;
    }

    fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    fn new_game(&mut self) {
        self.seed = dom::fresh_seed();
        self.session = Session::new(Cangua::new(self.options.clone(), self.seed));
        self.settle();
        self.last = None;
        self.auto_hold = false;
    }

    fn settings(&self) -> Vec<Setting> {
        settings::all()
    }

    fn option_values(&self) -> Vec<(&'static str, String)> {
        let mut v = self.options.pairs();
        v.extend(self.prefs.pairs());
        v
    }

    fn apply_options(&mut self, values: &[(String, String)]) -> Result<(), String> {
        let (options, prefs) = settings::read(values, &self.options, self.prefs)?;
        self.prefs = prefs;
        if options != self.options {
            self.options = options;
            self.new_game();
        }
        Ok(())
    }

    fn load_position(&mut self, position: &str) -> Result<(), String> {
        let seed = dom::fresh_seed();
        let game = Cangua::from_position_seeded(position, self.options.clone(), seed)
            .map_err(|e| e.message(super::i18n::lang()))?;
        self.seed = seed;
        self.session = Session::new(game);
        self.settle();
        self.last = None;
        self.auto_hold = false;
        Ok(())
    }

    fn record(&self) -> Record {
        let players = super::seats::record_text("cangua", self.game().seats());
        let view = view_extra(&self.prefs.pairs());
        from_session(
            &self.session,
            self.seed,
            &[("players", &players), ("view", &view)],
        )
    }

    fn load_record(&mut self, record: &Record) -> Result<(), RecordError> {
        let session = to_session::<Cangua>(record)?;
        let view = read_view_extra(record.extra("view").unwrap_or(""));
        // The screen's settings are preferences: one this version does not read is skipped.
        let prefs = settings::read(&view, &self.options, self.prefs).map_or(self.prefs, |r| r.1);
        self.options = session.start().options().clone();
        self.seed = record.seed;
        self.prefs = prefs;
        self.session = session;
        self.settle();
        self.announcements.clear();
        self.recall_last();
        // A game just opened does not move by itself before the person has acted.
        self.auto_hold = true;
        super::seats::restore_from_record(
            "cangua",
            record.extra("players"),
            &self.game().seats().to_vec(),
        );
        Ok(())
    }

    fn go_to(&mut self, ply: usize) {
        self.session.go_to(ply);
        self.settle();
        self.recall_last();
        self.auto_hold = true;
    }

    fn ply(&self) -> usize {
        self.session.moves().len()
    }

    fn plies(&self) -> usize {
        self.session.all_moves().len()
    }

    /// Seats sit round the board in seat order: Red at the bottom, then counter-clockwise.
    fn side_of(&self, p: crate::core::Player) -> u8 {
        p.index() as u8
    }

    fn players(&self) -> Vec<crate::core::Player> {
        self.game().seats().to_vec()
    }

    fn rules_options(&self) -> Vec<(String, String)> {
        self.options
            .pairs()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect()
    }

    /// Asked on every animation frame (the computer's turn check): straight from the game,
    /// not through the whole panel status.
    fn turn(&self) -> Option<crate::core::Player> {
        self.game()
            .outcome()
            .is_none()
            .then(|| self.game().to_move())
    }

    fn busy(&self, now: f64) -> bool {
        self.hop.is_some()
            || self.picker.is_some()
            || !self.queued.is_empty()
            || self.tumble.as_ref().is_some_and(|t| !t.done(now))
    }

    fn legal_texts(&self) -> Vec<String> {
        super::view::legal_texts(self.game())
    }

    fn play_text(&mut self, text: &str, now: f64) -> Result<(), String> {
        let lang = super::i18n::lang();
        let mv = self.game().parse_move(text).map_err(|e| e.message(lang))?;
        if !self.game().is_legal(mv) {
            return Err(format!(
                "{text}: {}",
                super::i18n::tr("không phải nước đi hợp lệ", "not a legal move").now()
            ));
        }
        self.play(mv, now);
        Ok(())
    }

    fn computer_roll(&mut self, now: f64) {
        if self.game().outcome().is_none() && self.game().dice() == DiceState::ToRoll {
            let dice = self.game().next_roll();
            self.play_roll(dice, now);
        }
    }

    fn show_hint(&mut self, text: &str) {
        if let Ok(Move::Step { from, .. }) = self.game().parse_move(text) {
            self.selected = Some(from);
            let hint = super::i18n::tr("Gợi ý:", "Hint:").now();
            self.announcements.push(format!("{hint} {text}"));
        }
    }

    fn key_move(&mut self, dx: i32, dy: i32) {
        self.key_step(dx > 0 || dy > 0);
    }

    fn key_select(&mut self, now: f64) {
        self.key_press(now);
    }

    fn key_cancel(&mut self) {
        self.selected = None;
        self.picker = None;
        self.key_cursor = None;
    }

    fn describe_cursor(&self) -> Option<String> {
        self.key_describe()
    }

    fn position(&self) -> String {
        self.game().position()
    }

    fn cell_center(&self, name: &str) -> Option<(f64, f64)> {
        let me = self.game().to_move().index();
        let count = self.dice_count();
        let at = match name {
            "dice" => Some(geometry::stable_centre(me)),
            "dice1" | "dice2" => {
                let i = usize::from(name == "dice2");
                layout::dice_at(me, count).get(i).copied()
            }
            _ => match name.strip_prefix("die").and_then(|v| v.parse::<u8>().ok()) {
                Some(v) if self.picker.is_some() && (1..=6).contains(&v) => {
                    Some(layout::picker_face(v))
                }
                Some(_) => None,
                None => layout::named(name),
            },
        }?;
        Some(self.geometry.xy(at))
    }

    fn roll_state(&self) -> Option<bool> {
        Some(self.game().outcome().is_none() && self.game().dice() == DiceState::ToRoll)
    }

    fn roll(&mut self, now: f64) {
        if self.game().outcome().is_some() || self.game().dice() != DiceState::ToRoll {
            return;
        }
        self.notice = None;
        if self.prefs.real_dice {
            self.picker = Some(Picker::default());
        } else {
            let dice = self.game().next_roll();
            self.play_roll(dice, now);
        }
    }

    fn tick(&mut self, now: f64) -> bool {
        let mut changed = false;
        let (due, later): (Vec<_>, Vec<_>) = self.queued.drain(..).partition(|(t, _)| *t <= now);
        self.queued = later;
        if !due.is_empty() {
            self.announcements.extend(due.into_iter().map(|(_, a)| a));
            changed = true;
        }
        if self.hop.as_ref().is_some_and(|h| h.done(now)) {
            self.hop = None;
        }
        if self.tumble.as_ref().is_some_and(|t| t.done(now)) {
            self.tumble = None;
        }
        match self.auto_candidate() {
            Some(mv) if !self.busy(now) => {
                let since = *self.auto_since.get_or_insert(now);
                if now - since >= AUTO_PAUSE_MS {
                    self.play(mv, now);
                    changed = true;
                }
            }
            _ => self.auto_since = None,
        }
        changed
    }
}
