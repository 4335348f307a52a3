//! The Cờ gánh screen: tap a piece to see where it can go, tap a destination to move.
//! Every question of legality goes to the rules (`games::ganh`).

mod draw;
mod geometry;

use super::dom;
use super::i18n::{lang, tr, Tr};
use super::view::{Announcement, GameView, MoveLine, Setting, Status};
use crate::core::{Game, GameOptions, Lang, Player, Session};
use crate::games::ganh::{Ganh, GanhOptions, GanhReport, Move, Point};
use crate::record::{from_session, to_session, Record, RecordError};
use draw::{Marks, MoveAnim};
use geometry::Geometry;
use web_sys::CanvasRenderingContext2d;

/// The Cờ gánh screen's state.
pub struct GanhView {
    session: Session<Ganh>,
    options: GanhOptions,
    /// The seed the game was made with (who starts, when that is drawn), for its record.
    seed: u64,
    selected: Option<Point>,
    anim: Option<MoveAnim>,
    announcements: Vec<Announcement>,
    notice: Option<Tr>,
    /// The hint shown, as the move in notation, until the next tap or move.
    hint: Option<String>,
    geometry: Geometry,
    /// The keyboard cursor, once the keyboard has been used.
    cursor: Option<Point>,
}

impl GanhView {
    /// A new game with the default options.
    pub fn new() -> GanhView {
        let options = GanhOptions::default();
        let seed = dom::fresh_seed();
        GanhView {
            session: Session::new(Ganh::new(options, seed)),
            options,
            seed,
            selected: None,
            anim: None,
            announcements: Vec::new(),
            notice: None,
            hint: None,
            geometry: Geometry::default(),
            cursor: None,
        }
    }

    fn game(&self) -> &Ganh {
        self.session.game()
    }

    fn targets(&self) -> Vec<Point> {
        match self.selected {
            Some(p) => self
                .game()
                .moves_from(p)
                .into_iter()
                .map(|m| m.to)
                .collect(),
            None => Vec::new(),
        }
    }

    fn play(&mut self, mv: Move, now: f64) {
        let mover = self.game().to_move();
        if let Ok(report) = self.session.play(mv) {
            self.show(&report, mover, now);
        }
        self.selected = None;
    }

    /// Starts the animation and the announcements for a move just played.
    fn show(&mut self, report: &GanhReport, mover: Player, now: f64) {
        let mut flips = report.ganh.clone();
        flips.extend(report.vay.iter().copied());
        self.anim = Some(MoveAnim {
            t0: now,
            mv: report.mv,
            flips,
            flipped_from: mover.opponent(),
            instant: dom::prefers_reduced_motion(),
        });
        let mut words = Vec::new();
        match report.chau() {
            0 => {}
            2 => words.push("Gánh!".to_string()),
            n => words.push(format!("Chầu {n}!")),
        }
        if !report.vay.is_empty() {
            words.push("Vây!".to_string());
        }
        if !report.mo.is_empty() {
            words.push("Mở!".to_string());
        }
        if !words.is_empty() {
            self.announcements.push(words.join(" "));
        }
    }

    /// A tap or Enter on point `p` (None: off the board): pick up, move, or cancel.
    fn act(&mut self, p: Option<Point>, now: f64) {
        self.notice = None;
        self.hint = None;
        if self.game().outcome().is_some() {
            return;
        }
        let Some(p) = p else {
            self.selected = None;
            return;
        };
        if let Some(from) = self.selected {
            if let Some(mv) = self.game().moves_from(from).into_iter().find(|m| m.to == p) {
                self.play(mv, now);
                return;
            }
        }
        let me = self.game().to_move();
        if self.game().piece_at(p) == Some(me) && self.selected != Some(p) {
            if self.game().moves_from(p).is_empty() {
                self.selected = None;
                self.notice = Some(if self.game().obligation().is_empty() {
                    CANNOT_MOVE
                } else {
                    MUST_MOVE_NOT_THERE
                });
            } else {
                self.selected = Some(p);
            }
        } else {
            if self.game().piece_at(p).is_some_and(|o| o != me) {
                self.notice = Some(NOT_YOUR_PIECE);
            }
            self.selected = None;
        }
    }

    /// One point read out: its name and what stands on it.
    fn describe_point(&self, p: Point) -> String {
        let what = match self.game().piece_at(p) {
            Some(o) => match lang() {
                Lang::Vi => format!("quân {}", o.name_vi()),
                Lang::En => format!("{} piece", o.name_en()),
            },
            None => tr("trống", "empty").now().to_string(),
        };
        format!("{}: {what}", p.name())
    }

    fn reset(&mut self, game: Ganh) {
        self.session = Session::new(game);
        self.selected = None;
        self.anim = None;
        self.notice = None;
    }
}

impl Default for GanhView {
    fn default() -> GanhView {
        GanhView::new()
    }
}

const MUST_MOVE_NOT_THERE: Tr = tr(
    "Nước mở: phải đi vào điểm được đánh dấu để gánh.",
    "A mở: you must move to a marked point and gánh.",
);
const NOT_YOUR_PIECE: Tr = tr(
    "Hãy chọn một quân của bên đang đi.",
    "Pick a piece of the side to move.",
);
const CANNOT_MOVE: Tr = tr("Quân này không đi được.", "This piece cannot move.");

impl GameView for GanhView {
    fn aspect(&self) -> f64 {
        1.0
    }

    fn draw(&mut self, ctx: &CanvasRenderingContext2d, w: f64, h: f64, now: f64) -> bool {
        self.geometry = Geometry::new(w, h);
        let targets = self.targets();
        let obliged = self.game().obligation();
        let last = self.session.moves().last().copied();
        let marks = Marks {
            selected: self.selected,
            targets: &targets,
            obliged: &obliged,
            last,
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
        more
    }

    fn tap(&mut self, x: f64, y: f64, now: f64) {
        let p = self.geometry.hit(x, y);
        self.act(p, now);
    }

    fn key_move(&mut self, dx: i32, dy: i32) {
        let from = self
            .cursor
            .or(self.selected)
            .unwrap_or(Point::new(2, 2).expect("c3"));
        let (f, r) = super::cursor::step(from.file(), from.rank(), dx, dy, 5, 5);
        self.cursor = Point::new(f, r);
    }

    fn key_select(&mut self, now: f64) {
        match self.cursor {
            Some(p) => self.act(Some(p), now),
            None => self.key_move(0, 0),
        }
    }

    fn key_cancel(&mut self) {
        self.selected = None;
        self.notice = None;
    }

    fn describe_cursor(&self) -> Option<String> {
        let p = self.cursor?;
        let mut text = self.describe_point(p);
        if self.selected == Some(p) {
            text.push_str(tr(", đang chọn", ", picked up").now());
        } else if self.targets().contains(&p) {
            text.push_str(tr(", đi được tới đây", ", can move here").now());
        }
        Some(text)
    }

    fn describe_board(&self) -> Vec<String> {
        (0..5u8)
            .rev()
            .flat_map(|r| (0..5u8).filter_map(move |f| Point::new(f, r)))
            .map(|p| self.describe_point(p))
            .collect()
    }

    fn status(&self) -> Status {
        let l = lang();
        let g = self.game();
        let facts = [Player::Red, Player::Blue]
            .into_iter()
            .map(|p| {
                let n = g.count(p);
                let text = match l {
                    Lang::Vi => format!("{}: {n} quân", p.name_vi()),
                    Lang::En => format!("{}: {n} pieces", p.name_en()),
                };
                (Some(p), text)
            })
            .collect();
        let obliged = g.obligation();
        let message = if let Some(h) = &self.hint {
            Some(format!("{} {h}", tr("Gợi ý:", "Hint:").get(l)))
        } else if let Some(n) = self.notice {
            Some(n.get(l).to_string())
        } else if !obliged.is_empty() && g.outcome().is_none() {
            let pts: Vec<String> = obliged.iter().map(|p| p.name()).collect();
            let who = g.to_move();
            Some(match l {
                Lang::Vi => format!(
                    "Mở! {} phải gánh: đi vào {}.",
                    who.name_vi(),
                    pts.join(", ")
                ),
                Lang::En => format!(
                    "Mở! {} must gánh: move to {}.",
                    who.name_en(),
                    pts.join(", ")
                ),
            })
        } else {
            None
        };
        let mut replay = self.session.start().clone();
        let lines: Vec<MoveLine> = self
            .session
            .all_moves()
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| MoveLine {
                label: format!("{}. ", i + 1),
                moves: pair
                    .iter()
                    .enumerate()
                    .map(|(j, &m)| {
                        let mut text = replay.format_move(m);
                        if let Ok(r) = replay.play(m) {
                            text.push_str(&conversion_mark(r.ganh.len(), r.vay.len()));
                        }
                        (text, 2 * i + j + 1)
                    })
                    .collect(),
                sep: "  ",
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
            outcome: outcome.map(|o| o.summary(l)),
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
        let mover = self.game().to_move();
        if let Some(report) = self.session.redo() {
            self.show(&report, mover, now);
        }
        self.selected = None;
    }

    fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    fn new_game(&mut self) {
        self.seed = dom::fresh_seed();
        self.reset(Ganh::new(self.options, self.seed));
    }

    fn settings(&self) -> Vec<Setting> {
        super::option_rows::rows::<GanhOptions>()
    }

    fn option_values(&self) -> Vec<(&'static str, String)> {
        self.options.pairs()
    }

    fn apply_options(&mut self, values: &[(String, String)]) -> Result<(), String> {
        let mut o = self.options.clone();
        for (k, v) in values {
            o.set(k, v).map_err(|e| e.message(lang()))?;
        }
        if o != self.options {
            self.options = o;
            self.new_game();
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
        self.hint = None;
        self.play(mv, now);
        Ok(())
    }

    fn show_hint(&mut self, text: &str) {
        if let Ok(mv) = self.game().parse_move(text) {
            self.selected = Some(mv.from);
            self.hint = Some(text.to_string());
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
        self.anim.is_some()
    }

    fn load_position(&mut self, position: &str) -> Result<(), String> {
        let game =
            Ganh::from_position(position, self.options.clone()).map_err(|e| e.message(lang()))?;
        self.reset(game);
        Ok(())
    }

    fn record(&self) -> Record {
        let players = super::seats::record_text("ganh", &[Player::Red, Player::Blue]);
        from_session(&self.session, self.seed, &[("players", &players)])
    }

    fn load_record(&mut self, record: &Record) -> Result<(), RecordError> {
        let session = to_session::<Ganh>(record)?;
        self.options = *session.start().options();
        self.seed = record.seed;
        self.reset(session.start().clone());
        self.session = session;
        self.announcements.clear();
        super::seats::restore_from_record(
            "ganh",
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
    }

    fn ply(&self) -> usize {
        self.session.moves().len()
    }

    fn plies(&self) -> usize {
        self.session.all_moves().len()
    }

    fn position(&self) -> String {
        self.game().position()
    }

    fn cell_center(&self, name: &str) -> Option<(f64, f64)> {
        Point::parse(name).map(|p| self.geometry.xy(p))
    }
}

/// What a move converted, marked after it in the move list: " (gánh 2)", " (gánh 2, vây 3)".
fn conversion_mark(ganh: usize, vay: usize) -> String {
    let parts: Vec<String> = [("gánh", ganh), ("vây", vay)]
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(word, n)| format!("{word} {n}"))
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join(", "))
    }
}
