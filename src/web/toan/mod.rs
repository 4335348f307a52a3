//! The Cờ toán screen: tap a piece to see its moves and its captures with their arithmetic,
//! tap a destination or a target to play it. Games are played in a match (best of 1–7).

mod draw;
mod geometry;
mod pieces;

use super::dom;
use super::i18n::{lang, tr, Tr};
use super::view::{read_view_extra, view_extra, Announcement, GameView, MoveLine, Setting, Status};
use crate::core::{Game, GameOptions, Lang, Outcome, Player, Session};
use crate::games::toan::{Cell, Move, Toan, ToanMatch, ToanOptions, ToanReport};
use crate::record::{
    format_outcomes, format_points, from_session, parse_outcomes, parse_points, to_session, Record,
    RecordError, RecordErrorKind,
};
use draw::{Marks, MoveAnim, Target};
use geometry::Geometry;
use web_sys::CanvasRenderingContext2d;

/// How long the board waits before a player with no move passes on their own.
const PASS_DELAY_MS: f64 = 900.0;

/// The Cờ toán screen's state.
pub struct ToanView {
    options: ToanOptions,
    matchplay: ToanMatch,
    /// The seed the match was made with (who starts the first game, when drawn), for records.
    match_seed: u64,
    session: Session<Toan>,
    selected: Option<Cell>,
    anim: Option<MoveAnim>,
    announcements: Vec<Announcement>,
    notice: Option<String>,
    geometry: Geometry,
    /// Digits on the pieces as well as pips (a view setting, not a rule): chosen, or `None`
    /// for the default, on when cells are small (pips of 7, 8 and 9 look alike there).
    digits: Option<bool>,
    /// Show every capture of the player to move (the learning aid).
    aid: bool,
    /// When a forced pass was first seen, so it happens after a pause.
    pass_since: Option<f64>,
    /// The keyboard cursor, once the keyboard has been used.
    cursor: Option<Cell>,
}

impl ToanView {
    /// A new match with the default options.
    pub fn new() -> ToanView {
        let options = ToanOptions::default();
        let match_seed = dom::fresh_seed();
        let matchplay = ToanMatch::new(options.clone(), match_seed);
        let first = Toan::with_starter(options.clone(), matchplay.next_starter());
        ToanView {
            options,
            matchplay,
            match_seed,
            session: Session::new(first),
            selected: None,
            anim: None,
            announcements: Vec::new(),
            notice: None,
            geometry: Geometry::default(),
            digits: None,
            aid: false,
            pass_since: None,
            cursor: None,
        }
    }

    fn game(&self) -> &Toan {
        self.session.game()
    }

    fn start(&mut self, game: Toan) {
        self.session = Session::new(game);
        self.selected = None;
        self.anim = None;
        self.notice = None;
        self.pass_since = None;
    }

    fn play(&mut self, mv: Move, now: f64) {
        let captured = mv.to().and_then(|c| self.game().piece_at(c));
        if let Ok(report) = self.session.play(mv) {
            self.show(&report, captured.filter(|_| mv.is_capture()), now);
        }
        self.selected = None;
    }

    /// The animation and announcement of a turn just played.
    fn show(&mut self, report: &ToanReport, captured: Option<crate::games::toan::Piece>, now: f64) {
        if let (Some(from), Some(to)) = (report.mv.from(), report.mv.to()) {
            self.anim = Some(MoveAnim {
                t0: now,
                from,
                to,
                captured,
                instant: dom::prefers_reduced_motion(),
            });
        }
        let l = lang();
        if report.zero_captured {
            self.announcements
                .push(tr("Thắng tuyệt đối!", "Absolute win!").get(l).to_string());
        } else if let Some(p) = report.captured {
            let op = report
                .ops
                .first()
                .map(|o| o.describe(l))
                .unwrap_or_default();
            self.announcements.push(match l {
                Lang::Vi => format!("+{} điểm! {op}", p.value),
                Lang::En => format!("+{} points! {op}", p.value),
            });
        } else if report.passed {
            self.announcements
                .push(tr("Bỏ lượt", "Pass").get(l).to_string());
        }
    }

    /// A tap or Enter on `cell` (None: off the board): pick up, move, capture or cancel.
    fn act(&mut self, cell: Option<Cell>, now: f64) {
        self.notice = None;
        if self.game().outcome().is_some() {
            return;
        }
        let Some(cell) = cell else {
            self.selected = None;
            return;
        };
        if let Some(from) = self.selected {
            if let Some(mv) = self
                .game()
                .moves_from(from)
                .into_iter()
                .find(|m| m.to() == Some(cell))
            {
                self.play(mv, now);
                return;
            }
        }
        let me = self.game().to_move();
        match self.game().piece_at(cell) {
            Some(p) if p.owner == me && self.selected != Some(cell) => {
                if self.game().moves_from(cell).is_empty() {
                    self.selected = None;
                    self.notice = Some(
                        if p.is_zero() {
                            ZERO_NEVER_MOVES
                        } else {
                            CANNOT_MOVE
                        }
                        .now()
                        .to_string(),
                    );
                } else {
                    self.selected = Some(cell);
                }
            }
            Some(p) if p.owner != me => {
                self.notice = Some(NOT_YOUR_PIECE.now().to_string());
                self.selected = None;
            }
            _ => self.selected = None,
        }
    }

    /// One cell read out: its name and the piece on it.
    fn describe_cell(&self, c: Cell) -> String {
        let what = match self.game().piece_at(c) {
            Some(p) => match lang() {
                Lang::Vi => format!("quân {} số {}", p.owner.name_vi(), p.value),
                Lang::En => format!("{} {}", p.owner.name_en(), p.value),
            },
            None => tr("trống", "empty").now().to_string(),
        };
        format!("{}: {what}", c.name())
    }

    /// Whether digits are drawn on the pieces now.
    fn digits(&self) -> bool {
        self.digits
            .unwrap_or(self.geometry.cell > 0.0 && self.geometry.cell < SMALL_CELL)
    }

    /// The match as it would stand with the current game's result counted.
    fn match_with_current(&self) -> ToanMatch {
        let mut m = self.matchplay.clone();
        if self.game().outcome().is_some() {
            let _ = m.record_finished(self.game());
        }
        m
    }

    fn targets(&self) -> (Vec<Cell>, Vec<Target>) {
        let Some(from) = self.selected else {
            return (Vec::new(), Vec::new());
        };
        let l = lang();
        let mut steps = Vec::new();
        let mut targets = Vec::new();
        for mv in self.game().moves_from(from) {
            match mv {
                Move::Step { to, .. } => steps.push(to),
                Move::Capture { .. } => {
                    let lines = self
                        .game()
                        .capture_ops(mv)
                        .into_iter()
                        .map(|o| o.describe(l))
                        .collect();
                    targets.push(Target { mv, lines });
                }
                Move::Pass => {}
            }
        }
        (steps, targets)
    }

    fn outcome_text(&self, o: &Outcome) -> String {
        let l = lang();
        let mut text = o.summary(l);
        text.push('.');
        // A single game has no match to report.
        if self.options.match_games > 1 {
            let m = self.match_with_current();
            let (r, b) = (m.wins(Player::Red), m.wins(Player::Blue));
            // No line break inside the score.
            let mut score = format!(
                "{}\u{a0}{r}\u{a0}–\u{a0}{b}\u{a0}{}",
                Player::Red.name_vi(),
                Player::Blue.name_vi()
            );
            if m.plays_all() {
                let (pr, pb) = (m.total_points(Player::Red), m.total_points(Player::Blue));
                score.push_str(&match l {
                    Lang::Vi => format!(" (tổng điểm {pr}\u{a0}–\u{a0}{pb})"),
                    Lang::En => format!(" (points in total {pr}\u{a0}–\u{a0}{pb})"),
                });
            }
            let tail = match (m.is_over(), m.winner(), l) {
                (true, Some(w), Lang::Vi) => {
                    format!(" Trận đấu: {score}. {} thắng trận.", w.name_vi())
                }
                (true, Some(w), Lang::En) => {
                    format!(" Match: {score}. {} wins the match.", w.name_en())
                }
                (true, None, Lang::Vi) => format!(" Trận đấu: {score}. Hòa trận."),
                (true, None, Lang::En) => format!(" Match: {score}. The match is drawn."),
                (false, _, Lang::Vi) => format!(" Trận đấu: {score}. Chơi tiếp ván sau."),
                (false, _, Lang::En) => format!(" Match: {score}. On to the next game."),
            };
            text.push_str(&tail);
        }
        text
    }
}

/// Below this cell size (CSS pixels) the pieces show digits unless chosen otherwise.
const SMALL_CELL: f64 = 44.0;

impl Default for ToanView {
    fn default() -> ToanView {
        ToanView::new()
    }
}

/// A setting's word: `on` or `off`.
fn on(b: bool) -> String {
    if b { "on" } else { "off" }.to_string()
}

const NOT_YOUR_PIECE: Tr = tr(
    "Hãy chọn một quân của bên đang đi.",
    "Pick a piece of the side to move.",
);
const ZERO_NEVER_MOVES: Tr = tr("Quân 0 không bao giờ di chuyển.", "The 0 never moves.");
const CANNOT_MOVE: Tr = tr(
    "Quân này chưa đi hay ăn được.",
    "This piece can neither move nor capture now.",
);

impl GameView for ToanView {
    fn aspect(&self) -> f64 {
        Geometry::aspect()
    }

    fn draw(&mut self, ctx: &CanvasRenderingContext2d, w: f64, h: f64, now: f64) -> bool {
        self.geometry = Geometry::new(w, h);
        let (steps, targets) = self.targets();
        let all = if self.aid && self.game().outcome().is_none() {
            self.game().captures()
        } else {
            Vec::new()
        };
        let last = self
            .session
            .moves()
            .last()
            .and_then(|m| Some((m.from()?, m.to()?)));
        let marks = Marks {
            selected: self.selected,
            steps: &steps,
            targets: &targets,
            all_captures: &all,
            last,
            digits: self.digits(),
            cursor: self.cursor,
        };
        let more = draw::board(
            ctx,
            &self.geometry,
            self.game(),
            &marks,
            self.anim.as_ref(),
            now,
        );
        if self.anim.as_ref().is_some_and(|a| a.done(now)) {
            self.anim = None;
        }
        more || self.pass_since.is_some()
    }

    fn tick(&mut self, now: f64) -> bool {
        // With undone moves kept, the pass is the next of them: Redo plays it.
        if !self.game().must_pass() || self.session.can_redo() {
            self.pass_since = None;
            return false;
        }
        let since = *self.pass_since.get_or_insert(now);
        if now - since < PASS_DELAY_MS {
            return false;
        }
        self.pass_since = None;
        let who = self.game().to_move();
        self.play(Move::Pass, now);
        self.notice = Some(match lang() {
            Lang::Vi => format!("{} không còn nước đi nên bỏ lượt.", who.name_vi()),
            Lang::En => format!("{} has no legal move and passes.", who.name_en()),
        });
        true
    }

    fn tap(&mut self, x: f64, y: f64, now: f64) {
        let cell = self.geometry.hit(x, y);
        self.act(cell, now);
    }

    fn key_move(&mut self, dx: i32, dy: i32) {
        let from = self
            .cursor
            .or(self.selected)
            .unwrap_or(Cell::new(4, 0).expect("e1"));
        let (f, r) = super::cursor::step(from.file(), from.rank(), dx, dy, 9, 11);
        self.cursor = Cell::new(f, r);
    }

    fn key_select(&mut self, now: f64) {
        match self.cursor {
            Some(c) => self.act(Some(c), now),
            None => self.key_move(0, 0),
        }
    }

    fn key_cancel(&mut self) {
        self.selected = None;
        self.notice = None;
    }

    fn describe_cursor(&self) -> Option<String> {
        let c = self.cursor?;
        let mut text = self.describe_cell(c);
        let (steps, targets) = self.targets();
        if self.selected == Some(c) {
            text.push_str(tr(", đang chọn", ", picked up").now());
        } else if steps.contains(&c) {
            text.push_str(tr(", đi được tới đây", ", can move here").now());
        } else if let Some(t) = targets.iter().find(|t| t.mv.to() == Some(c)) {
            text.push_str(&format!(
                ", {}: {}",
                tr("ăn được", "can capture").now(),
                t.lines.join("; ")
            ));
        }
        Some(text)
    }

    fn describe_board(&self) -> Vec<String> {
        (0..11u8)
            .rev()
            .flat_map(|r| (0..9u8).filter_map(move |f| Cell::new(f, r)))
            .filter(|c| self.game().piece_at(*c).is_some())
            .map(|c| self.describe_cell(c))
            .collect()
    }

    fn status(&self) -> Status {
        let l = lang();
        let g = self.game();
        let mut facts: Vec<(Option<Player>, String)> = [Player::Red, Player::Blue]
            .into_iter()
            .map(|p| {
                let n = g.score(p);
                (
                    Some(p),
                    match l {
                        Lang::Vi => format!("{}: {n} điểm", p.name_vi()),
                        Lang::En => format!("{}: {n} points", p.name_en()),
                    },
                )
            })
            .collect();
        facts.push((
            None,
            match l {
                Lang::Vi => format!("Mục tiêu: {} điểm", self.options.target),
                Lang::En => format!("Target: {} points", self.options.target),
            },
        ));
        if self.options.match_games > 1 {
            // The score counts a game just finished at once, as the end card does.
            let n = self.matchplay.results().len() + 1;
            let m = self.match_with_current();
            let (r, b) = (m.wins(Player::Red), m.wins(Player::Blue));
            let all = match (m.plays_all(), l) {
                (true, Lang::Vi) => " (chơi đủ)",
                (true, Lang::En) => " (all played)",
                _ => "",
            };
            facts.push((
                None,
                match l {
                    Lang::Vi => format!("Ván {n}/{}{all} · trận {r}–{b}", self.options.match_games),
                    Lang::En => format!(
                        "Game {n} of {}{all} · match {r}–{b}",
                        self.options.match_games
                    ),
                },
            ));
        }
        let mut message = self.notice.clone();
        let (_, targets) = self.targets();
        if message.is_none() && !targets.is_empty() {
            let lines: Vec<String> = targets
                .iter()
                .filter_map(|t| Some(format!("{}: {}", t.mv.to()?.name(), t.lines.join("; "))))
                .collect();
            message = Some(lines.join(" · "));
        }
        if message.is_none() && self.aid && g.outcome().is_none() {
            let lines: Vec<String> = g
                .captures()
                .into_iter()
                .map(|mv| {
                    let ops: Vec<String> = g
                        .capture_ops(mv)
                        .into_iter()
                        .map(|o| o.describe(l))
                        .collect();
                    format!("{}: {}", g.format_move(mv), ops.join("; "))
                })
                .collect();
            message = Some(if lines.is_empty() {
                tr("Chưa có nước ăn quân nào.", "No capture available.")
                    .get(l)
                    .to_string()
            } else {
                lines.join(" · ")
            });
        }
        let mut replay = self.session.start().clone();
        let lines: Vec<MoveLine> = self
            .session
            .all_moves()
            .iter()
            .enumerate()
            .map(|(i, &mv)| {
                let who = replay.to_move();
                let text = replay.annotate(mv);
                let _ = replay.play(mv);
                let name = if l == Lang::Vi {
                    who.name_vi()
                } else {
                    who.name_en()
                };
                MoveLine {
                    label: format!("{}. {name}: ", i + 1),
                    moves: vec![(text, i + 1)],
                    sep: "",
                }
            })
            .collect();
        let moves = MoveLine::in_effect(&lines, self.session.moves().len());
        let outcome = g.outcome();
        Status {
            turn: if outcome.is_none() {
                Some(g.to_move())
            } else {
                None
            },
            facts,
            message,
            moves,
            lines,
            outcome: outcome.map(|o| self.outcome_text(&o)),
        }
    }

    fn take_announcements(&mut self) -> Vec<Announcement> {
        std::mem::take(&mut self.announcements)
    }

    fn undo(&mut self) {
        self.session.undo();
        self.selected = None;
        self.anim = None;
        self.notice = None;
    }

    fn redo(&mut self, now: f64) {
        let Some(&mv) = self.session.all_moves().get(self.session.moves().len()) else {
            return;
        };
        let captured = mv
            .to()
            .and_then(|c| self.game().piece_at(c))
            .filter(|_| mv.is_capture());
        if let Some(report) = self.session.redo() {
            self.show(&report, captured, now);
        }
        self.selected = None;
    }

    fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    fn again_label(&self) -> Tr {
        match (
            self.options.match_games > 1,
            self.match_with_current().is_over(),
        ) {
            (true, false) => tr("Ván tiếp theo", "Next game"),
            (true, true) => tr("Trận mới", "New match"),
            _ => super::words::PLAY_AGAIN,
        }
    }

    /// After a finished game of an unfinished match: the next game. Otherwise a new match.
    fn new_game(&mut self) {
        let next = self.match_with_current();
        if self.game().outcome().is_some() && !next.is_over() {
            self.matchplay = next;
        } else {
            self.match_seed = dom::fresh_seed();
            self.matchplay = ToanMatch::new(self.options.clone(), self.match_seed);
        }
        let game = Toan::with_starter(self.options.clone(), self.matchplay.next_starter());
        self.start(game);
    }

    fn settings(&self) -> Vec<Setting> {
        let on_off = || vec![("on", tr("Bật", "On")), ("off", tr("Tắt", "Off"))];
        let mut rows = super::option_rows::rows::<ToanOptions>();
        rows.extend([
            Setting {
                key: "digits",
                label: tr("Hiện chữ số trên quân", "Show digits on the pieces"),
                choices: on_off(),
            },
            Setting {
                key: "aid",
                label: tr(
                    "Gợi ý: hiện mọi nước ăn quân",
                    "Learning aid: show every capture",
                ),
                choices: on_off(),
            },
        ]);
        rows
    }

    fn option_values(&self) -> Vec<(&'static str, String)> {
        let mut v = self.options.pairs();
        let text = |b: bool| if b { "on" } else { "off" }.to_string();
        v.push(("digits", text(self.digits())));
        v.push(("aid", text(self.aid)));
        v
    }

    fn apply_options(&mut self, values: &[(String, String)]) -> Result<(), String> {
        let mut o = self.options.clone();
        let (mut digits, mut aid) = (self.digits(), self.aid);
        for (k, v) in values {
            match k.as_str() {
                "digits" => digits = v == "on",
                "aid" => aid = v == "on",
                _ => o.set(k, v).map_err(|e| e.message(lang()))?,
            }
        }
        let rules_changed = o != self.options;
        if digits != self.digits() {
            self.digits = Some(digits);
        }
        self.aid = aid;
        if rules_changed {
            self.options = o;
            self.match_seed = dom::fresh_seed();
            self.matchplay = ToanMatch::new(self.options.clone(), self.match_seed);
            let game = Toan::with_starter(self.options.clone(), self.matchplay.next_starter());
            self.start(game);
        }
        Ok(())
    }

    fn legal_texts(&self) -> Vec<String> {
        super::view::legal_texts(self.game())
    }

    fn play_text(&mut self, text: &str, now: f64) -> Result<(), String> {
        let mv = self
            .game()
            .parse_move(text)
            .map_err(|e| e.message(lang()))?;
        if !self.game().is_legal(mv) {
            return Err(format!(
                "{text}: {}",
                tr("không phải nước đi hợp lệ", "not a legal move").now()
            ));
        }
        self.notice = None;
        self.play(mv, now);
        Ok(())
    }

    fn show_hint(&mut self, text: &str) {
        if let Ok(mv) = self.game().parse_move(text) {
            self.selected = mv.from();
            self.notice = Some(format!(
                "{} {}",
                tr("Gợi ý:", "Hint:").now(),
                self.game().annotate(mv)
            ));
        }
    }

    /// Asked on every animation frame (the computer's turn check): straight from the game,
    /// not through the whole panel status.
    fn turn(&self) -> Option<crate::core::Player> {
        self.game()
            .outcome()
            .is_none()
            .then(|| self.game().to_move())
    }

    fn busy(&self, _now: f64) -> bool {
        self.anim.is_some() || self.pass_since.is_some()
    }

    fn rules_options(&self) -> Vec<(String, String)> {
        self.options
            .pairs()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect()
    }

    fn load_position(&mut self, position: &str) -> Result<(), String> {
        let game =
            Toan::from_position(position, self.options.clone()).map_err(|e| e.message(lang()))?;
        self.start(game);
        Ok(())
    }

    fn record(&self) -> Record {
        let players = super::seats::record_text("toan", &[Player::Red, Player::Blue]);
        let results = format_outcomes(self.matchplay.results());
        let points = format_points(self.matchplay.points());
        let view = view_extra(&[("digits", on(self.digits())), ("aid", on(self.aid))]);
        let mut extras = vec![("players", players.as_str())];
        if !results.is_empty() {
            extras.push(("results", results.as_str()));
            extras.push(("points", points.as_str()));
        }
        extras.push(("view", view.as_str()));
        from_session(&self.session, self.match_seed, &extras)
    }

    fn load_record(&mut self, record: &Record) -> Result<(), RecordError> {
        let session = to_session::<Toan>(record)?;
        let options = session.start().options().clone();
        let mut matchplay = ToanMatch::new(options.clone(), record.seed);
        let results = record.extra("results").unwrap_or("");
        let bad_results = |vi: String, en: String| {
            RecordError::at(
                RecordErrorKind::Syntax,
                record.line_of("results"),
                "results",
                vi,
                en,
            )
        };
        let outcomes = parse_outcomes(results)
            .map_err(|e| bad_results(e.message(Lang::Vi), e.message(Lang::En)))?;
        let points = parse_points(record.extra("points").unwrap_or("")).map_err(|e| {
            RecordError::at(
                RecordErrorKind::Syntax,
                record.line_of("points"),
                "points",
                e.message(Lang::Vi),
                e.message(Lang::En),
            )
        })?;
        for (i, outcome) in outcomes.into_iter().enumerate() {
            let score = points.get(i).copied().unwrap_or([0, 0]);
            matchplay.record_scored(outcome, score).map_err(|e| {
                let (vi, en) = match e {
                    crate::core::PlayError::Illegal(t) => (t.vi, t.en),
                    crate::core::PlayError::GameOver => (
                        "Trận đấu đã kết thúc.".to_string(),
                        "The match is already over.".to_string(),
                    ),
                };
                bad_results(
                    format!("Kết quả ván {}: {vi}", i + 1),
                    format!("The result of game {}: {en}", i + 1),
                )
            })?;
        }
        for (k, v) in read_view_extra(record.extra("view").unwrap_or("")) {
            match k.as_str() {
                "digits" => self.digits = Some(v == "on"),
                "aid" => self.aid = v == "on",
                _ => {}
            }
        }
        self.options = options;
        self.matchplay = matchplay;
        self.match_seed = record.seed;
        self.start(session.start().clone());
        self.session = session;
        self.announcements.clear();
        super::seats::restore_from_record(
            "toan",
            record.extra("players"),
            &[Player::Red, Player::Blue],
        );
        Ok(())
    }

    fn go_to(&mut self, ply: usize) {
        self.session.go_to(ply);
        self.selected = None;
        self.anim = None;
        self.notice = None;
        self.pass_since = None;
    }

    fn ply(&self) -> usize {
        self.session.moves().len()
    }

    fn plies(&self) -> usize {
        self.session.all_moves().len()
    }

    fn finished(&self) -> bool {
        self.game().outcome().is_some() && self.match_with_current().is_over()
    }

    fn position(&self) -> String {
        self.game().position()
    }

    fn cell_center(&self, name: &str) -> Option<(f64, f64)> {
        Cell::parse(name).map(|c| self.geometry.xy(c))
    }
}
