//! The [`Table`]: one game on screen, for every game. It owns the session and everything
//! the screen remembers about it; the presenter `P` only finds the words.

use super::hand::{Hand, Hands};
use super::lines::Lines;
use super::move_line::MoveLine;
use super::prefs::Prefs;
use super::present::{Present, Seen};
use super::status::{InEffect, Said, Status};
use crate::core::{Game, GameOptions, Lang, Player, Session, Text};
use crate::record::{to_session_with, Record, RecordError, Start};
use std::cell::RefCell;

/// A move just played (or redone), for the drawing side's animation.
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    /// The game before the move.
    pub before: G,
    /// What the move did.
    pub report: G::Report,
}

/// One game on screen: its session and seed, its options and screen settings, what is
/// picked up, the notice, the hint, the announcements, the keyboard cursor, and the move
/// list and notation kept move by move.
pub struct Table<G: Game, P: Present<G>> {
    session: Session<G>,
    seed: u64,
    options: G::Options,
    prefs: Prefs,
    selected: Option<P::Spot>,
    notice: Option<Text>,
    hint: Option<G::Move>,
    said: Said,
    hands: Hands,
    cursor: Option<P::Spot>,
    /// The report of the last move in effect.
    last: Option<G::Report>,
    /// Every move played, the undone ones too, in notation (for the record).
    texts: Vec<String>,
    /// Whether the start is the standard one for the options and the seed.
    standard: bool,
    lines: RefCell<Lines>,
    /// The game's presenter.
    pub p: P,
}

/// "Gợi ý:" / "Hint:".
const HINT: (&str, &str) = ("Gợi ý:", "Hint:");

impl<G: Game, P: Present<G>> Table<G, P> {
    /// A table with `game` (made with `seed`) on it.
    pub fn new(p: P, game: G, seed: u64) -> Table<G, P> {
        let options = game.options().clone();
        let mut t = Table {
            session: Session::new(game.clone()),
            seed,
            options,
            prefs: Prefs::new(P::PREFS),
            selected: None,
            notice: None,
            hint: None,
            said: Said::default(),
            hands: Hands::default(),
            cursor: None,
            last: None,
            texts: Vec::new(),
            standard: true,
            lines: RefCell::new(Lines::new(Lang::Vi)),
            p,
        };
        t.fresh(game, seed);
        t
    }

    /// Puts `game`, with no moves yet, on the table.
    fn fresh(&mut self, game: G, seed: u64) {
        let lang = self.lines.borrow().lang();
        self.reset(Session::new(game), seed, Lines::new(lang), Vec::new());
    }

    /// Puts `session` on the table with the lines of its move list and its moves' notation,
    /// forgetting what was shown of the game before.
    fn reset(&mut self, session: Session<G>, seed: u64, lines: Lines, texts: Vec<String>) {
        let start = session.start();
        self.standard = G::new(start.options().clone(), seed).position() == start.position();
        self.seed = seed;
        self.texts = texts;
        self.lines = RefCell::new(lines);
        self.session = session;
        self.clear();
        self.said = Said::default();
        self.recall_last();
    }

    /// Drops the selection, the notice and the hint.
    fn clear(&mut self) {
        self.selected = None;
        self.quiet();
    }

    /// Drops the notice and the hint (a tap begins).
    pub fn quiet(&mut self) {
        self.notice = None;
        self.hint = None;
    }

    /// The report of the last move in effect (after undo or a jump): replayed from the
    /// session's nearest snapshot, so it costs the same late in a game.
    fn recall_last(&mut self) {
        let n = self.session.moves().len();
        self.last = n.checked_sub(1).and_then(|k| {
            let mut g = self.session.replay(k);
            g.play(self.session.moves()[k]).ok()
        });
    }

    /// Seats who acts for each colour: a tap, a key or a roll made here is refused for a
    /// colour the computer or a friend plays.
    pub fn seat(&mut self, hands: Hands) {
        self.hands = hands;
    }

    /// Who acts for colour `p`.
    pub fn hand_of(&self, p: Player) -> Hand {
        self.hands.get(p)
    }

    /// Who acts for the colour to move (none once the game is over).
    pub fn hand_to_move(&self) -> Option<Hand> {
        self.turn().map(|p| self.hands.get(p))
    }

    /// Whether a person here is to move: only then does a tap, a key or a roll act.
    pub fn person_to_move(&self) -> bool {
        self.hand_to_move() == Some(Hand::Person)
    }

    /// The game as it stands.
    pub fn game(&self) -> &G {
        self.session.game()
    }

    /// The session: start, moves, cursor.
    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    /// The seed the game was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The rules' options of the next game.
    pub fn options(&self) -> &G::Options {
        &self.options
    }

    /// The screen's own settings.
    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// What is picked up.
    pub fn selected(&self) -> Option<P::Spot> {
        self.selected
    }

    /// Picks up `spot` (or nothing), dropping the notice.
    pub fn select(&mut self, spot: Option<P::Spot>) {
        self.selected = spot;
    }

    /// The notice shown after a tap that did nothing.
    pub fn notice(&self) -> Option<&Text> {
        self.notice.as_ref()
    }

    /// Shows `text` in the panel until the next tap or move.
    pub fn set_notice(&mut self, text: Option<Text>) {
        self.notice = text;
    }

    /// The hinted move, while it is shown.
    pub fn hint(&self) -> Option<G::Move> {
        self.hint
    }

    /// The report of the last move in effect.
    pub fn last(&self) -> Option<&G::Report> {
        self.last.as_ref()
    }

    /// The keyboard cursor, once the keyboard has been used.
    pub fn cursor(&self) -> Option<P::Spot> {
        self.cursor
    }

    /// Puts the keyboard cursor on `spot`.
    pub fn set_cursor(&mut self, spot: Option<P::Spot>) {
        self.cursor = spot;
    }

    /// Moves the keyboard cursor by (`dx`, `dy`) spots (from the piece picked up, or the
    /// presenter's start).
    pub fn key_move(&mut self, dx: i32, dy: i32) {
        self.cursor = P::step(self.cursor.or(self.selected), dx, dy);
    }

    /// Enter or Space: a tap on the keyboard cursor (the first press shows it).
    pub fn key_select(&mut self) -> Option<Played<G>> {
        match self.cursor {
            Some(s) => self.tap(Some(s)),
            None => {
                self.key_move(0, 0);
                None
            }
        }
    }

    /// Escape: puts the piece back.
    pub fn key_cancel(&mut self) {
        self.selected = None;
        self.notice = None;
    }

    /// Words to show over the board now (a board shows a move's words when its motion
    /// reaches them: a horse's when it lands).
    pub fn announce(&mut self, words: String) {
        self.said.banner.push(words);
    }

    /// The words over the board not yet shown, taken to show later (when a horse lands).
    pub fn take_banner(&mut self) -> Vec<String> {
        std::mem::take(&mut self.said.banner)
    }

    /// What was said since the last call: each move's sentence, the words over the board.
    pub fn take_said(&mut self) -> Said {
        std::mem::take(&mut self.said)
    }

    /// The legal moves starting on `spot`.
    pub fn moves_from(&self, spot: P::Spot) -> Vec<G::Move> {
        let game = self.game();
        let mut moves = game.legal_moves();
        moves.retain(|&m| P::from(game, m) == Some(spot));
        moves
    }

    /// The legal moves of the piece picked up (the board lights their targets).
    pub fn targets(&self) -> Vec<G::Move> {
        self.selected
            .map(|s| self.moves_from(s))
            .unwrap_or_default()
    }

    /// A tap on `spot` (None: off the board): picks a piece up, plays the move to a lit
    /// target, or says why nothing happened.
    pub fn tap(&mut self, spot: Option<P::Spot>) -> Option<Played<G>> {
        self.notice = None;
        self.hint = None;
        if !self.person_to_move() {
            return None;
        }
        let Some(spot) = spot else {
            self.selected = None;
            return None;
        };
        if let Some(from) = self.selected {
            let mv = self
                .moves_from(from)
                .into_iter()
                .find(|&m| P::to(self.game(), m) == Some(spot));
            if let Some(mv) = mv {
                return self.choose(mv);
            }
        }
        let me = self.game().to_move();
        match P::owner(self.game(), spot) {
            Some(o) if o == me && self.selected != Some(spot) => {
                if self.moves_from(spot).is_empty() {
                    self.selected = None;
                    self.notice = Some(P::stuck(self.game(), spot));
                } else {
                    self.selected = Some(spot);
                }
            }
            Some(o) if o != me => {
                self.selected = None;
                self.notice = Some(P::not_yours());
            }
            _ => self.selected = None,
        }
        None
    }

    /// A piece dragged from `from` and let go on `to`: as a tap on `from` (unless it is
    /// picked up already: the press picked it up) and then one on `to`.
    pub fn drag(&mut self, from: Option<P::Spot>, to: Option<P::Spot>) -> Option<Played<G>> {
        if from.is_some() && self.selected != from {
            self.tap(from);
        }
        self.tap(to)
    }

    /// Plays `mv` (the presenter reports the target chosen); nothing if it is not legal.
    pub fn choose(&mut self, mv: G::Move) -> Option<Played<G>> {
        let before = self.game().clone();
        let text = before.format_move(mv);
        let report = self.session.play(mv).ok()?;
        let ply = self.session.moves().len();
        self.texts.truncate(ply - 1);
        self.texts.push(text);
        self.lines
            .borrow_mut()
            .push(&self.p, &before, mv, &report, ply);
        Some(self.after_move(before, report))
    }

    /// What every move shown does: drop the selection, the notice and the hint, and say it.
    fn after_move(&mut self, before: G, report: G::Report) -> Played<G> {
        self.clear();
        let lang = self.lines.borrow().lang();
        let words = self.p.announce(&before, &report, lang);
        let heard = heard(
            self.lines.borrow().lines(),
            self.ply(),
            before.to_move(),
            lang,
        );
        self.said.heard.extend(heard);
        self.said.banner.extend(words);
        self.last = Some(report.clone());
        Played { before, report }
    }

    /// Plays a move written in notation, as a person's move would be.
    ///
    /// # Errors
    /// Text that is not a legal move here, as a sentence in `lang`; the game is untouched.
    pub fn play_text(&mut self, text: &str, lang: Lang) -> Result<Played<G>, String> {
        self.play_notation(text)
            .map_err(|e| e.get(lang).to_string())
    }

    /// [`Table::play_text`], with the refusal in both languages.
    ///
    /// # Errors
    /// Text that is not a legal move here; the game is untouched.
    pub fn play_notation(&mut self, text: &str) -> Result<Played<G>, Text> {
        let mv = self
            .game()
            .parse_move(text)
            .map_err(|e| Text::new(e.message(Lang::Vi), e.message(Lang::En)))?;
        if !self.game().is_legal(mv) {
            return Err(not_legal(text));
        }
        self.choose(mv).ok_or_else(|| not_legal(text))
    }

    /// Whether the move written `text`, coming from another device, is what the game's own
    /// chance gives (its seeded dice); text that is not a move here is left to
    /// [`Table::play_text`] to refuse.
    pub fn fair_text(&self, text: &str) -> bool {
        self.game()
            .parse_move(text)
            .map_or(true, |mv| self.p.fair(self.game(), mv))
    }

    /// Every legal move now, in notation.
    pub fn legal_texts(&self) -> Vec<String> {
        let g = self.game();
        g.legal_moves()
            .into_iter()
            .map(|m| g.format_move(m))
            .collect()
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> bool {
        if !self.session.undo() {
            return false;
        }
        self.clear();
        self.recall_last();
        self.p.history_moved();
        true
    }

    /// Plays again the last undone move (it is still in the list).
    pub fn redo(&mut self) -> Option<Played<G>> {
        let before = self.game().clone();
        let report = self.session.redo()?;
        self.p.history_moved();
        Some(self.after_move(before, report))
    }

    /// Shows the position after the first `ply` moves, keeping the later ones.
    pub fn go_to(&mut self, ply: usize) {
        self.session.go_to(ply);
        self.clear();
        self.recall_last();
        self.p.history_moved();
    }

    /// How many moves are in effect.
    pub fn ply(&self) -> usize {
        self.session.moves().len()
    }

    /// How many moves have been played, the undone ones too.
    pub fn plies(&self) -> usize {
        self.session.all_moves().len()
    }

    /// The player to move, or `None` once the game is over.
    pub fn turn(&self) -> Option<Player> {
        let g = self.game();
        g.outcome().is_none().then(|| g.to_move())
    }

    /// Shows a hint: the move's piece picked up, its words in the panel.
    pub fn show_hint(&mut self, text: &str) -> bool {
        let Ok(mv) = self.game().parse_move(text) else {
            return false;
        };
        if !self.game().is_legal(mv) {
            return false;
        }
        self.notice = None;
        self.selected = P::from(self.game(), mv);
        self.hint = Some(mv);
        true
    }

    /// A new game with the current options (the presenter's next game: a match goes on).
    pub fn new_game(&mut self, fresh: u64) {
        let (game, seed) = self
            .p
            .next_game(self.session.game(), &self.options, fresh, self.seed);
        self.p.started();
        self.fresh(game, seed);
    }

    /// Applies the settings dialog's values: the screen's settings at once (one left to the
    /// screen, decided by `auto`, stays so while the value is what it shows), the rules'
    /// options with a new game when they changed.
    ///
    /// Returns whether a new game was started.
    ///
    /// # Errors
    /// A value the game or the screen does not take; nothing is changed then.
    pub fn apply_options(
        &mut self,
        values: &[(String, String)],
        fresh: u64,
        lang: Lang,
        auto: impl Fn(&str) -> bool,
    ) -> Result<bool, String> {
        let mut o = self.options.clone();
        let prefs = read_values(&self.prefs, values, lang, &auto, &mut |k, v| {
            o.set(k, v).map_err(|e| e.message(lang))
        })?;
        P::check(&o, lang)?;
        self.prefs = prefs;
        if o != self.options {
            self.options = o;
            let game = self.p.restart(&self.options, fresh);
            self.p.started();
            self.fresh(game, fresh);
            return Ok(true);
        }
        Ok(false)
    }

    /// The options and screen settings as key/value pairs, `auto` deciding the settings the
    /// screen decides.
    pub fn option_values(&self, auto: impl Fn(&str) -> bool) -> Vec<(&'static str, String)> {
        let mut v = self.options.pairs();
        v.extend(self.prefs.pairs(&auto));
        v
    }

    /// Holds back automatic moves as after a move in the history (the presenter's own
    /// `history_moved`), until the next roll made here.
    pub fn hold_auto(&mut self) {
        self.p.history_moved();
    }

    /// Sets the board up from a position string, with a fresh history there.
    ///
    /// # Errors
    /// The position string's own error, as a sentence; the game in progress is untouched.
    pub fn load_position(&mut self, position: &str, fresh: u64, lang: Lang) -> Result<(), String> {
        self.set_up(position, fresh)
            .map_err(|e| e.get(lang).to_string())
    }

    /// [`Table::load_position`], with the refusal in both languages.
    ///
    /// # Errors
    /// The position string's own error; the game in progress is untouched.
    pub fn set_up(&mut self, position: &str, fresh: u64) -> Result<(), Text> {
        let game = G::from_position_seeded(position, self.options.clone(), fresh)
            .map_err(|e| Text::new(e.message(Lang::Vi), e.message(Lang::En)))?;
        self.p.started();
        self.fresh(game, fresh);
        Ok(())
    }

    /// The game as a record: options, seed, start, every move (from the notation kept move
    /// by move, not replayed), the position, the presenter's extras, then `extras`.
    pub fn record(&self, extras: &[(&str, &str)], auto: impl Fn(&str) -> bool) -> Record {
        let start = self.session.start();
        write_record(Written {
            id: G::ID,
            options: start.options().pairs(),
            seed: self.seed,
            start: if self.standard {
                Start::Standard
            } else {
                Start::Position(start.position())
            },
            texts: &self.texts,
            ply: self.ply(),
            position: self.game().position(),
            extras,
            own: self.p.extras(),
            view: (!P::PREFS.is_empty()).then(|| self.prefs.extra(&auto)),
        })
    }

    /// Opens `record` with its whole history (undo and redo keep working); its screen
    /// settings are read as preferences.
    ///
    /// # Errors
    /// The record does not replay as this game; the game in progress is untouched.
    pub fn load_record(&mut self, record: &Record) -> Result<(), RecordError> {
        // The move list is written in the replay that checks the record (once, however long).
        let lang = self.lines.borrow().lang();
        let (mut lines, mut texts) = (Lines::new(lang), Vec::new());
        let session = to_session_with::<G>(record, |before, mv, report| {
            texts.push(before.format_move(mv));
            lines.push(&self.p, before, mv, report, texts.len());
        })?;
        let options = session.start().options().clone();
        self.p.load_extras(record, &options)?;
        self.options = options;
        self.prefs.read_extra(record.extra("view").unwrap_or(""));
        self.reset(session, record.seed, lines, texts);
        self.p.history_moved();
        Ok(())
    }

    /// The panel: whose turn, the facts, the message (the hint first, then a notice, then
    /// the game's own), the move list as kept, and the outcome.
    pub fn status(&self, lang: Lang) -> Status {
        if self.lines.borrow().lang() != lang {
            *self.lines.borrow_mut() = Lines::rebuild(&self.p, &self.session, lang);
        }
        let hint = self.hint.map(|mv| P::hint_words(self.game(), mv, lang));
        let lead = lead(hint, self.notice.as_ref(), lang);
        let (lines, changes) = {
            let l = self.lines.borrow();
            (l.lines().clone(), l.changes().clone())
        };
        let outcome = self.game().outcome();
        Status {
            turn: self.turn(),
            facts: self.p.facts(self, lang),
            message: self.p.message(self, lead, lang),
            moves: InEffect::of(&lines, self.ply()),
            lines,
            changes,
            outcome: outcome.map(|o| self.p.outcome(self, &o, lang)),
        }
    }

    /// What is on `spot`, with whether it is picked up or a target, for screen readers.
    pub fn describe_spot(&self, spot: P::Spot, lang: Lang) -> String {
        let mut text = P::describe(self.game(), spot, lang);
        if self.selected == Some(spot) {
            text.push_str(picked_up(lang));
        } else if let Some(mv) = self
            .targets()
            .into_iter()
            .find(|&m| P::to(self.game(), m) == Some(spot))
        {
            text.push_str(&P::target_words(self.game(), mv, lang));
        }
        text
    }

    /// The board read out spot by spot.
    pub fn describe_board(&self, lang: Lang) -> Vec<String> {
        P::spots(self.game())
            .into_iter()
            .map(|s| P::describe(self.game(), s, lang))
            .collect()
    }
}

// What follows is the screen's game-independent work, in plain functions: the methods
// above are compiled once per game, these once.

/// The sentence a screen reader hears for the move that made ply `ply`: "Xanh: e3-d2 (gánh
/// 2)" — who moved, and the move as `lines` writes it, with what it did (the panel's
/// message, heard after it, says what follows: "Mở! Xanh phải gánh").
fn heard(lines: &[MoveLine], ply: usize, mover: Player, lang: Lang) -> Option<String> {
    let text = lines
        .iter()
        .rev()
        .find_map(|l| l.moves.iter().find(|m| m.1 == ply))?;
    let who = match lang {
        Lang::Vi => mover.name_vi(),
        Lang::En => mover.name_en(),
    };
    Some(format!("{who}: {}", text.0))
}

/// The panel's lead line: the hint (its move in words) first, else the notice.
fn lead(hint: Option<String>, notice: Option<&Text>, lang: Lang) -> Option<String> {
    match (hint, notice) {
        (Some(words), _) => Some(format!(
            "{} {words}",
            if lang == Lang::Vi { HINT.0 } else { HINT.1 }
        )),
        (None, Some(n)) => Some(n.get(lang).to_string()),
        (None, None) => None,
    }
}

/// ", đang chọn" / ", picked up".
fn picked_up(lang: Lang) -> &'static str {
    if lang == Lang::Vi {
        ", đang chọn"
    } else {
        ", picked up"
    }
}

/// The refusal of a move in notation that is not legal here.
fn not_legal(text: &str) -> Text {
    Text::new(
        format!("{text}: không phải nước đi hợp lệ"),
        format!("{text}: not a legal move"),
    )
}

/// Reads the settings dialog's `values`: a screen setting into a copy of `prefs` (one left
/// to the screen, decided by `auto`, stays so while the value is what it shows), any other
/// key through `option` into the rules' options. Returns the new screen settings.
fn read_values(
    prefs: &Prefs,
    values: &[(String, String)],
    lang: Lang,
    auto: &dyn Fn(&str) -> bool,
    option: &mut dyn FnMut(&str, &str) -> Result<(), String>,
) -> Result<Prefs, String> {
    let mut next = prefs.clone();
    let shown = prefs.pairs(auto);
    for (k, v) in values {
        if next.has(k) {
            if shown.iter().any(|(sk, sv)| sk == k && sv == v) {
                continue;
            }
            next.set(k, v).map_err(|e| e.get(lang).to_string())?;
        } else {
            option(k, v)?;
        }
    }
    Ok(next)
}

/// What a record is written from, the game's parts already text.
struct Written<'a> {
    id: &'static str,
    options: Vec<(&'static str, String)>,
    seed: u64,
    start: Start,
    /// Every move played, the undone ones too, in notation.
    texts: &'a [String],
    /// How many of them are in effect.
    ply: usize,
    position: String,
    /// The caller's extras, then the presenter's own, then the screen's settings.
    extras: &'a [(&'a str, &'a str)],
    own: Vec<(&'static str, String)>,
    view: Option<String>,
}

/// The record of [`Written`] parts.
fn write_record(w: Written<'_>) -> Record {
    let mut record = Record::new(w.id);
    record.options = w
        .options
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    record.seed = w.seed;
    record.start = w.start;
    record.moves = w.texts[..w.ply].to_vec();
    record.redo = w.texts[w.ply..].to_vec();
    record.position = Some(w.position);
    for (k, v) in w.extras {
        record.set_extra(k, v);
    }
    for (k, v) in w.own {
        record.set_extra(k, &v);
    }
    if let Some(view) = w.view {
        record.set_extra("view", &view);
    }
    record
}

/// The table as its presenter sees it.
impl<G: Game, P: Present<G>> Seen<G> for Table<G, P> {
    fn game(&self) -> &G {
        Table::game(self)
    }
    fn session(&self) -> &Session<G> {
        Table::session(self)
    }
    fn options(&self) -> &G::Options {
        Table::options(self)
    }
    fn prefs(&self) -> &Prefs {
        Table::prefs(self)
    }
    fn last(&self) -> Option<&G::Report> {
        Table::last(self)
    }
    fn ply(&self) -> usize {
        Table::ply(self)
    }
    fn targets(&self) -> Vec<G::Move> {
        Table::targets(self)
    }
}
