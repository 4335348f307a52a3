//! One game's screen in the browser: the shared [`Table`] (all the screen's logic, tested
//! natively) with the game's [`Board`] (drawing, hit-testing and animation), seen by the app
//! through [`GameView`]. Written once for every game.

use super::dom;
use super::i18n::{lang, tr, Tr};
use super::view::{BoardView, Hands, KeptView, Pending, PlayView, Press, Setting, Status};
use crate::core::{Game, GameOptions, Player, Text};
use crate::record::{Record, RecordError};
use crate::table::{Hand, Played, Present, Said, Table};
use web_sys::CanvasRenderingContext2d;

/// One frame to draw: the canvas's context, the board's size in CSS pixels and the time.
pub struct Frame<'a> {
    pub ctx: &'a CanvasRenderingContext2d,
    pub w: f64,
    pub h: f64,
    pub now: f64,
}

/// Something on a board that moves for a while (a glide, a hop, tumbling dice).
pub trait Motion {
    /// Whether it has finished moving at time `now`.
    fn done(&self, now: f64) -> bool;
}

/// Forgets `motion` once it has finished moving.
pub fn drop_done<M: Motion>(motion: &mut Option<M>, now: f64) {
    if motion.as_ref().is_some_and(|m| m.done(now)) {
        *motion = None;
    }
}

/// The drawing side of a game's screen: it reads the table and reports taps back.
pub trait Board<G: Game, P: Present<G>> {
    /// Width divided by height of the board.
    fn aspect(&self) -> f64;
    /// Draws the board filling `w`×`h` CSS pixels; returns true while something still moves.
    fn draw(&mut self, t: &Table<G, P>, f: &Frame) -> bool;
    /// The spot under board pixel (`x`, `y`).
    fn hit(&self, t: &Table<G, P>, x: f64, y: f64) -> Option<P::Spot>;
    /// The name of the point or cell under board pixel (`x`, `y`) for the board editor
    /// (`None` on a board the editor does not set up).
    fn name_at(&self, _t: &Table<G, P>, _x: f64, _y: f64) -> Option<String> {
        None
    }
    /// A tap at `at`: by default a tap on the spot there; the end of a drag plays the move
    /// from the spot it started on to the one it ends on, if there is one.
    fn tap(&mut self, t: &mut Table<G, P>, at: Press, _now: f64) -> Option<Played<G>> {
        let spot = self.hit(t, at.x, at.y);
        match at.from {
            Some((x, y)) => t.drag(self.hit(t, x, y), spot),
            None => t.tap(spot),
        }
    }
    /// Starts showing a move just played (`now`; `instant` under reduced motion).
    fn played(&mut self, t: &mut Table<G, P>, played: &Played<G>, now: f64, instant: bool);
    /// Drops whatever is still moving (undo, a jump, a new game).
    fn settle(&mut self);
    /// Whether something on the board still moves.
    fn busy(&self, t: &Table<G, P>, now: f64) -> bool;
    /// What the board will still do on its own at `now`, with no one's input (the page's
    /// `data-pending`): by default, motion while [`Board::busy`].
    fn pending(&self, t: &Table<G, P>, now: f64) -> Pending {
        Pending {
            motion: self.busy(t, now),
            auto: false,
        }
    }
    /// The centre of a named spot in board pixels.
    fn cell_center(&self, t: &Table<G, P>, name: &str) -> Option<(f64, f64)>;
    /// What the screen decides for a screen setting left to it (Cờ toán's digits).
    fn auto(&self, _key: &str) -> bool {
        false
    }
    /// The settings dialog's choices.
    fn settings(&self) -> Vec<Setting>;
    /// Things that happen on their own after a delay (an automatic move, a pass): whether
    /// the panel changed, and the move played, if one was.
    fn tick(&mut self, _t: &mut Table<G, P>, _now: f64) -> (bool, Option<Played<G>>) {
        (false, None)
    }
    /// Whether the game has dice (a Roll button), and if so whether rolling is possible.
    fn roll_state(&self, _t: &Table<G, P>) -> Option<bool> {
        None
    }
    /// The Roll button: a roll, or the real-dice picker opened.
    fn roll(&mut self, _t: &mut Table<G, P>) -> Option<Played<G>> {
        None
    }
    /// A roll for a computer seat (never the picker).
    fn computer_roll(&mut self, _t: &mut Table<G, P>) -> Option<Played<G>> {
        None
    }
    /// Moves the keyboard cursor: by default spot by spot on the grid.
    fn key_move(&mut self, t: &mut Table<G, P>, dx: i32, dy: i32) {
        t.key_move(dx, dy);
    }
    /// Enter or Space on the keyboard cursor.
    fn key_select(&mut self, t: &mut Table<G, P>, _now: f64) -> Option<Played<G>> {
        t.key_select()
    }
    /// Escape.
    fn key_cancel(&mut self, t: &mut Table<G, P>) {
        t.key_cancel();
    }
    /// The keyboard cursor in words.
    fn describe_cursor(&self, t: &Table<G, P>) -> Option<String> {
        Some(t.describe_spot(t.cursor()?, lang()))
    }
}

/// One game's screen: its table and its board.
pub struct Screen<G: Game, P: Present<G>, B: Board<G, P>> {
    t: Table<G, P>,
    b: B,
}

impl<G: Game, P: Present<G>, B: Board<G, P>> Screen<G, P, B> {
    /// A screen with a new game of default options.
    pub fn new(p: P, b: B) -> Self {
        let seed = dom::fresh_seed();
        let mut p = p;
        let game = p.restart(&G::Options::default(), seed);
        Screen {
            t: Table::new(p, game, seed),
            b,
        }
    }

    /// Shows a move just played, if one was.
    fn show(&mut self, played: Option<Played<G>>, now: f64) {
        if let Some(p) = played {
            // The computer's turns at a quick pace are shown at once, as under reduced motion.
            let quick = super::prefs::quick_computer()
                && self.t.hand_of(p.before.to_move()) == Hand::Computer;
            let instant = dom::prefers_reduced_motion() || quick;
            self.b.played(&mut self.t, &p, now, instant);
        }
    }

    /// What follows a jump in the history: nothing still moving.
    fn jumped(&mut self) {
        self.b.settle();
    }
}

impl<G: Game, P: Present<G>, B: Board<G, P>> BoardView for Screen<G, P, B> {
    fn aspect(&self) -> f64 {
        self.b.aspect()
    }

    fn draw(&mut self, ctx: &CanvasRenderingContext2d, w: f64, h: f64, now: f64) -> bool {
        self.b.draw(&self.t, &Frame { ctx, w, h, now })
    }

    fn tap(&mut self, at: Press, now: f64) {
        let played = self.b.tap(&mut self.t, at, now);
        self.show(played, now);
    }

    fn cell_center(&self, name: &str) -> Option<(f64, f64)> {
        self.b.cell_center(&self.t, name)
    }

    fn point_at(&self, x: f64, y: f64) -> Option<String> {
        self.b.name_at(&self.t, x, y)
    }

    fn busy(&self, now: f64) -> bool {
        self.b.busy(&self.t, now)
    }

    fn pending(&self, now: f64) -> Pending {
        self.b.pending(&self.t, now)
    }

    fn computer_roll(&mut self, now: f64) -> bool {
        let played = self.b.computer_roll(&mut self.t);
        let rolled = played.is_some();
        self.show(played, now);
        rolled
    }

    fn show_hint(&mut self, text: &str) -> bool {
        self.t.show_hint(text)
    }

    fn hold_auto(&mut self) {
        self.t.hold_auto();
    }

    fn roll_state(&self) -> Option<bool> {
        self.b.roll_state(&self.t)
    }

    fn roll(&mut self, now: f64) {
        let played = self.b.roll(&mut self.t);
        self.show(played, now);
    }

    fn key_move(&mut self, dx: i32, dy: i32) {
        self.b.key_move(&mut self.t, dx, dy);
    }

    fn key_select(&mut self, now: f64) {
        let played = self.b.key_select(&mut self.t, now);
        self.show(played, now);
    }

    fn key_cancel(&mut self) {
        self.b.key_cancel(&mut self.t);
    }

    fn describe_cursor(&self) -> Option<String> {
        self.b.describe_cursor(&self.t)
    }

    fn describe_board(&self) -> Vec<String> {
        self.t.describe_board(lang())
    }

    fn tick(&mut self, now: f64) -> bool {
        let (changed, played) = self.b.tick(&mut self.t, now);
        let moved = played.is_some();
        self.show(played, now);
        changed || moved
    }
}

impl<G: Game, P: Present<G>, B: Board<G, P>> PlayView for Screen<G, P, B> {
    fn status(&self) -> Status {
        self.t.status(lang())
    }

    fn take_said(&mut self) -> Said {
        self.t.take_said()
    }

    fn undo(&mut self) {
        if self.t.undo() {
            self.jumped();
        }
    }

    fn redo(&mut self, now: f64) {
        self.jumped();
        let played = self.t.redo();
        self.show(played, now);
    }

    fn can_undo(&self) -> bool {
        self.t.session().can_undo()
    }

    fn can_redo(&self) -> bool {
        self.t.session().can_redo()
    }

    fn new_game(&mut self) {
        self.t.new_game(dom::fresh_seed());
        self.jumped();
    }

    fn again_label(&self) -> Tr {
        let (vi, en) = self.t.p.again(self.t.game());
        tr(vi, en)
    }

    fn position(&self) -> String {
        self.t.game().position()
    }

    fn turn(&self) -> Option<Player> {
        self.t.turn()
    }

    fn players(&self) -> Vec<Player> {
        P::players(self.t.game())
    }

    fn play_text(&mut self, text: &str, now: f64) -> Result<(), Text> {
        let played = self.t.play_notation(text)?;
        self.show(Some(played), now);
        Ok(())
    }

    fn seat(&mut self, hands: Hands) {
        self.t.seat(hands);
    }

    fn legal_texts(&self) -> Vec<String> {
        self.t.legal_texts()
    }

    fn fair(&self, text: &str) -> bool {
        self.t.fair_text(text)
    }

    fn go_to(&mut self, ply: usize) {
        self.t.go_to(ply);
        self.jumped();
    }

    fn ply(&self) -> usize {
        self.t.ply()
    }

    fn plies(&self) -> usize {
        self.t.plies()
    }

    fn finished(&self) -> bool {
        self.t.p.finished(self.t.game())
    }

    fn side_of(&self, p: Player) -> u8 {
        P::side_of(p)
    }
}

impl<G: Game, P: Present<G>, B: Board<G, P>> KeptView for Screen<G, P, B> {
    fn settings(&self) -> Vec<Setting> {
        self.b.settings()
    }

    fn option_values(&self) -> Vec<(&'static str, String)> {
        self.t.option_values(|k| self.b.auto(k))
    }

    fn apply_options(&mut self, values: &[(String, String)]) -> Result<(), String> {
        let b = &self.b;
        let fresh = dom::fresh_seed();
        if self.t.apply_options(values, fresh, lang(), |k| b.auto(k))? {
            self.jumped();
        }
        Ok(())
    }

    fn load_position(&mut self, position: &str) -> Result<(), Text> {
        self.t.set_up(position, dom::fresh_seed())?;
        self.jumped();
        Ok(())
    }

    fn rules_options(&self) -> Vec<(String, String)> {
        self.t
            .options()
            .pairs()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect()
    }

    fn record(&self) -> Record {
        let players = super::seats::record_text(G::ID, &P::players(self.t.game()));
        let table = super::seats::table(G::ID).map(|t| t.to_string());
        let extras = [
            ("players", players.as_str()),
            ("table", table.as_deref().unwrap_or("")),
        ];
        let n = if table.is_some() { 2 } else { 1 };
        self.t.record(&extras[..n], |k| self.b.auto(k))
    }

    fn load_record(&mut self, record: &Record) -> Result<(), RecordError> {
        self.t.load_record(record)?;
        self.jumped();
        super::seats::restore_from_record(
            G::ID,
            record.extra("players"),
            &P::players(self.t.game()),
        );
        let table = record
            .extra("table")
            .and_then(crate::remote::TableId::parse);
        super::seats::set_table(G::ID, table);
        Ok(())
    }
}
