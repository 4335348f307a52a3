//! The game review on the board apart: the game's record (copied there by the app) is
//! sent to a Web Worker of its own, one position at a time ([`crate::review::Look`]), with
//! a progress bar, so the page stays free; the moves get their marks as the looks come
//! ([`crate::review::judge`]). A graph of how each side stood, a tap on it or on a move
//! shows the position before that move with the better move on the board and its line in
//! the panel; each player's summary, and in Cờ cá ngựa the luck of their rolls.

use super::engine::{self, Engine, Heard};
use super::event::{dispatch, later, Event};
use super::own::keep_own;
use super::panel::practise_button;
use super::words::{self as w, seat_name as name};
use crate::core::{Lang, Player};
use crate::page::dom::{self, append, attr, el, on};
use crate::page::host::Host;
use crate::page::i18n::{button, lang};
use crate::puzzle::own::from_review;
use crate::record::Record;
use crate::request::Answer;
use crate::review::explain::explain;
use crate::review::{expected, judge, scale, summarize, summary_line, Judged, Look, Mark};
use crate::table::record_words;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlElement};

/// Milliseconds the engine looks at each position of Cờ gánh and Cờ toán (Cờ cá ngựa's
/// looks weigh each choice one roll ahead and take no time limit).
const LOOK_MS: f64 = 200.0;

/// The review of one game.
pub struct Review {
    game: String,
    /// The record under review, as the worker reads it.
    record: String,
    /// Its moves in notation.
    moves: Vec<String>,
    /// Its moves as the game's move list words them, and in which language (the notation
    /// where they could not be worded).
    words: (Lang, Vec<String>),
    /// The looks at the positions so far, in order (the review asks for them in order; there
    /// are `moves.len() + 1` in all).
    looks: Vec<Look>,
    /// The marks made of the looks so far.
    judged: Vec<Judged>,
    /// The worker that looks, while it does.
    engine: Option<Engine>,
    /// Why the review stopped, if it did.
    failed: Option<String>,
    /// The move shown on the board (its ply).
    selected: Option<usize>,
    /// When it started and, once done, how long it took (ms).
    started: f64,
    took: Option<f64>,
    /// The parts redrawn while the looks come.
    live: Option<Live>,
    /// The better line being played on the board, and how far.
    line_shown: Option<(Vec<String>, usize)>,
    /// Once done: how many of the person's own mistakes (this game's and earlier ones) are
    /// puzzles still to solve.
    own_due: usize,
}

/// The panel's parts that change with each look.
struct Live {
    progress: HtmlElement,
    status: HtmlElement,
    graph: HtmlCanvasElement,
}

impl Review {
    /// The review of the game on the board apart (the app copied the game there).
    pub fn open(game: &str) -> Review {
        let (record, unread) = match Host.record() {
            Ok(r) => (r, None),
            Err(e) => (String::new(), Some(e.get(lang()).to_string())),
        };
        let moves = Record::parse(&record).map(|r| r.moves).unwrap_or_default();
        let mut r = Review {
            words: (lang(), worded(&record, &moves, lang())),
            game: game.to_string(),
            looks: Vec::new(),
            record,
            moves,
            judged: Vec::new(),
            engine: None,
            failed: None,
            selected: None,
            started: dom::now(),
            took: None,
            live: None,
            line_shown: None,
            own_due: 0,
        };
        if let Some(why) = unread {
            r.failed = Some(why);
        } else if r.moves.is_empty() {
            r.failed = Some(w::NO_MOVES.now().to_string());
        } else {
            r.engine = Engine::start();
            if r.engine.is_none() {
                r.failed = Some(w::NO_WORKER.now().to_string());
            }
            r.ask_next();
        }
        if let Err(e) = Host.goto(0) {
            r.failed.get_or_insert_with(|| e.get(lang()).to_string());
        }
        Host.update();
        r
    }

    /// Stops the worker (the review closed, or another opened).
    pub fn stop(&mut self) {
        engine::close(&mut self.engine);
    }

    /// Asks the worker for the next position not looked at yet (or notes the end).
    fn ask_next(&mut self) {
        let ply = self.looks.len();
        if ply > self.moves.len() {
            self.took = Some(dom::now() - self.started);
            self.stop();
            // The person's mistakes and blunders become puzzles of their own.
            if let Ok(record) = Record::parse(&self.record) {
                let new = from_review(&record, &self.seats(), &self.judged);
                self.own_due = keep_own(&self.game, new);
            }
            return;
        }
        if let Some(e) = self.engine.as_mut() {
            e.ask(self.record.clone(), ply, 0, LOOK_MS);
        }
    }

    /// A message from the worker.
    pub fn answer(&mut self, data: JsValue) {
        let Some(engine) = self.engine.as_mut() else {
            return;
        };
        match engine.hear(data) {
            Heard::Answer(Answer::Look { look, .. }) => {
                // The engine hands on only the answer to the question in flight: the
                // next position in order.
                self.looks.push(look);
                self.rejudge();
                self.ask_next();
                self.draw_live();
                if self.took.is_some() {
                    self.redraw();
                }
            }
            Heard::Answer(Answer::Failed { vi, en, .. }) => {
                self.failed = Some(if lang() == Lang::Vi { vi } else { en });
                self.stop();
                self.redraw();
            }
            _ => {}
        }
    }

    /// The marks of the moves whose looks (and the next one's) have come.
    fn rejudge(&mut self) {
        let known = self.looks.len();
        let mut judged = judge(&self.game, &self.looks);
        // The last move judged waits for the look after it.
        if known <= self.moves.len() {
            judged.retain(|j| j.ply + 1 < known);
        }
        self.judged = judged;
    }

    /// Whether every position has been looked at.
    fn done(&self) -> bool {
        self.took.is_some()
    }

    /// The seats' letters.
    fn seats(&self) -> Vec<Player> {
        self.looks
            .first()
            .map(|l| l.seats.chars().filter_map(Player::from_letter).collect())
            .unwrap_or_default()
    }

    /// Shows the position before move `ply` with the better move (or the move played) on
    /// the board.
    pub fn select(&mut self, ply: usize) {
        if ply >= self.moves.len() {
            return;
        }
        self.selected = Some(ply);
        // The board played a better line: the game under review goes back on it.
        let back = if self.line_shown.take().is_some() {
            Host.load(&self.record)
        } else {
            Ok(())
        };
        let j = self.judged.iter().find(|j| j.ply == ply);
        let show = j
            .filter(|j| !j.better.is_empty())
            .map_or(self.moves[ply].as_str(), |j| j.better.as_str());
        let shown = back
            .and_then(|()| Host.goto(ply))
            .and_then(|()| Host.hint(show));
        self.told(shown);
        Host.update();
    }

    /// Says why the board could not follow the review, if it could not: the review stops
    /// there with that sentence.
    fn told(&mut self, done: Result<(), crate::core::Text>) {
        if let Err(e) = done {
            dom::log(&format!("review: {e}"));
            self.failed.get_or_insert_with(|| e.get(lang()).to_string());
        }
    }

    /// Plays the better line of the move shown on the board, a move at a time, from the
    /// position before that move (the game under review comes back with the next choice).
    pub fn show_line(&mut self) {
        let Some(ply) = self.selected else { return };
        let Some(j) = self
            .judged
            .iter()
            .find(|j| j.ply == ply && !j.line.is_empty())
        else {
            return;
        };
        let Ok(mut r) = Record::parse(&self.record) else {
            return;
        };
        r.moves.truncate(ply);
        r.redo.clear();
        r.position = None;
        let line = j.line.clone();
        if let Err(e) = Host.load(&r.format()) {
            return self.told(Err(e));
        }
        self.line_shown = Some((line, 0));
        Host.update();
        later(500, Event::LineStep);
    }

    /// Plays the next move of the line being shown.
    pub fn line_step(&mut self) {
        let Some((line, at)) = self.line_shown.as_mut() else {
            return;
        };
        let Some(mv) = line.get(*at) else { return };
        if let Err(e) = Host.play(mv) {
            return self.told(Err(e));
        }
        *at += 1;
        Host.update();
        if *at < line.len() {
            later(700, Event::LineStep);
        }
    }

    /// Shows the next move marked a mistake or a blunder after the one shown (from the
    /// start again after the last).
    pub fn next_mistake(&mut self) {
        let from = self.selected.map_or(0, |s| s + 1);
        let bad = |j: &&Judged| j.mark >= Some(Mark::Mistake);
        let next = self
            .judged
            .iter()
            .filter(bad)
            .find(|j| j.ply >= from)
            .or_else(|| self.judged.iter().find(bad))
            .map(|j| j.ply);
        if let Some(p) = next {
            self.select(p);
        }
    }

    /// A tap on the graph at `x` of its width (0 to 1): the move there.
    pub fn graph_tap(&mut self, x: f64) {
        let n = self.moves.len();
        if n == 0 {
            return;
        }
        let ply = ((x * n as f64).floor().max(0.0) as usize).min(n - 1);
        self.select(ply);
    }

    /// Draws the whole review into `root`.
    pub fn draw(&mut self, root: &HtmlElement) {
        if self.words.0 != lang() {
            self.words = (lang(), worded(&self.record, &self.moves, lang()));
        }
        dom::clear(root);
        attr(
            root,
            "data-state",
            if self.failed.is_some() {
                "failed"
            } else if self.done() {
                "done"
            } else {
                "running"
            },
        );
        let _ = root.class_list().add_1("review");
        let l = lang();
        append(root, el("h2", "puzzle-title")).set_text_content(Some(w::REVIEW.now()));
        if let Some(f) = &self.failed {
            append(root, el("p", "puzzle-error")).set_text_content(Some(f));
            self.live = None;
            return;
        }
        let progress = append(root, el("progress", ""));
        attr(&progress, "max", &(self.moves.len() + 1).to_string());
        attr(&progress, "aria-label", w::REVIEWING.now());
        let status = append(root, el("p", "review-status"));
        let graph: HtmlCanvasElement = append(root, el("canvas", "review-graph")).unchecked_into();
        attr(&graph, "role", "img");
        attr(&graph, "aria-label", w::GRAPH.now());
        let g2 = graph.clone();
        on(&graph, "click", move |e| {
            let Some(m) = e.dyn_ref::<web_sys::MouseEvent>() else {
                return;
            };
            let rect = g2.get_bounding_client_rect();
            if rect.width() > 0.0 {
                dispatch(Event::GraphTap(
                    (f64::from(m.client_x()) - rect.left()) / rect.width(),
                ));
            }
        });
        self.live = Some(Live {
            progress,
            status,
            graph,
        });
        self.draw_live();
        if let Some(j) = self
            .selected
            .and_then(|p| self.judged.iter().find(|j| j.ply == p))
        {
            let seats = self.seats();
            let who = seats.get(j.mover).map(|p| name(*p, l)).unwrap_or_default();
            let mut text = format!("{}. {who}: {}", j.ply + 1, self.said(j.ply));
            if let Some(m) = j.mark {
                text += &format!(" — {}", m.label().get(l));
                if j.loss > 0 {
                    text += &format!(" ({} {:.2})", w::LOSS.now(), f64::from(j.loss) / 100.0);
                }
            }
            if let Some(luck) = j.luck {
                text += &format!(" — {} {:+.2}", w::LUCK.now(), f64::from(luck) / 100.0);
            }
            let p = append(root, el("p", "review-better"));
            attr(&p, "data-ply", &j.ply.to_string());
            p.set_text_content(Some(&text));
            // A mistake or a blunder, in words: what it allows or what it misses.
            if let Some(why) = Record::parse(&self.record)
                .ok()
                .and_then(|r| explain(&r, &self.looks, std::slice::from_ref(j), l).pop())
                .flatten()
            {
                append(root, el("p", "review-better review-why")).set_text_content(Some(&why));
            }
            if !j.better.is_empty() {
                let show = append(root, button("review-line", "▶", w::SHOW_LINE));
                on(&show, "click", |_| dispatch(Event::ShowLine));
                let b = append(root, el("p", "review-better"));
                attr(&b, "data-better", &j.better);
                let (better, line) = self.line_words(j);
                b.set_text_content(Some(&format!(
                    "{}: {better} · {}: {}",
                    w::BETTER.now(),
                    w::LINE.now(),
                    line.join(", ")
                )));
            }
        }
        let seats = self.seats();
        if self.done() {
            let list = append(root, el("ul", "review-summary"));
            for (p, s) in seats.iter().zip(summarize(&self.judged, seats.len())) {
                let li = append(&list, el("li", ""));
                attr(&li, "data-seat", &p.letter().to_string());
                append(&li, el("b", "")).set_text_content(Some(&name(*p, l)));
                append(&li, el("span", "")).set_text_content(Some(&summary_line(&s, l)));
            }
        }
        let actions = append(root, el("div", "puzzle-actions"));
        let next = append(&actions, button("review-next", "→", w::NEXT_MISTAKE));
        on(&next, "click", |_| dispatch(Event::NextMistake));
        if self.done() && self.own_due > 0 {
            let own = practise_button(&actions, "review-own", self.own_due);
            let game = self.game.clone();
            on(&own, "click", move |_| {
                dispatch(Event::PractiseOwn(game.clone()))
            });
        }
        let list = append(root, el("ol", "review-moves"));
        attr(&list, "aria-label", w::MOVES.now());
        for j in &self.judged {
            let li = append(&list, el("li", ""));
            let mark = j.mark.map_or("none", mark_class);
            let b = append(&li, el("button", &format!("mark-{mark}")));
            attr(&b, "data-ply", &j.ply.to_string());
            attr(&b, "data-mark", mark);
            if self.selected == Some(j.ply) {
                attr(&b, "aria-current", "true");
            }
            let sign = j.mark.map(Mark::sign).unwrap_or_default();
            let who = seats.get(j.mover).map(|p| name(*p, l)).unwrap_or_default();
            b.set_text_content(Some(&format!(
                "{}. {who}: {} {sign}",
                j.ply + 1,
                self.said(j.ply)
            )));
            if let Some(m) = j.mark {
                attr(&b, "title", m.label().get(l));
            }
            let ply = j.ply;
            on(&b, "click", move |_| dispatch(Event::ReviewSelect(ply)));
        }
    }

    /// Move `ply` of the game as the move list words it.
    fn said(&self, ply: usize) -> &str {
        self.words
            .1
            .get(ply)
            .or_else(|| self.moves.get(ply))
            .map_or("", String::as_str)
    }

    /// The better move of `j` and its line, in the game's words (in notation where the
    /// app could not say them).
    fn line_words(&self, j: &Judged) -> (String, Vec<String>) {
        let line = if j.line.first() == Some(&j.better) {
            j.line.clone()
        } else {
            std::iter::once(j.better.clone())
                .chain(j.line.iter().cloned())
                .collect()
        };
        let played: Vec<String> = self.moves[..j.ply.min(self.moves.len())]
            .iter()
            .chain(&line)
            .cloned()
            .collect();
        let said = worded(&self.record, &played, lang());
        match said.get(j.ply..) {
            Some(tail) if !tail.is_empty() => (tail[0].clone(), tail.to_vec()),
            _ => (j.better.clone(), line),
        }
    }

    /// Draws the review again into the panel's section.
    fn redraw(&mut self) {
        if let Some(root) = super::panel::section() {
            self.draw(&root);
        }
    }

    /// Brings the progress, its line and the graph up to date.
    fn draw_live(&self) {
        let Some(live) = &self.live else { return };
        let known = self.looks.len();
        attr(&live.progress, "value", &known.to_string());
        let text = match self.took {
            Some(ms) => format!("{} ({:.1} s)", w::REVIEW_DONE.now(), ms / 1000.0),
            None => format!("{} {known} / {}", w::REVIEWING.now(), self.moves.len() + 1),
        };
        live.status.set_text_content(Some(&text));
        self.draw_graph(&live.graph);
    }

    /// The graph: each seat's expected score over the game (two players: the first's, the
    /// area above the middle line theirs), marks as dots, the move shown as a line.
    fn draw_graph(&self, canvas: &HtmlCanvasElement) {
        let ratio = dom::window().device_pixel_ratio().max(1.0);
        let (cw, ch) = (
            f64::from(canvas.client_width()),
            f64::from(canvas.client_height()),
        );
        if cw <= 0.0 || ch <= 0.0 {
            return;
        }
        canvas.set_width((cw * ratio) as u32);
        canvas.set_height((ch * ratio) as u32);
        let Some(ctx) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let _ = ctx.scale(ratio, ratio);
        let n = self.moves.len().max(1) as f64;
        let s = scale(&self.game);
        let x = |ply: usize| (ply as f64 + 0.5) * cw / n;
        let y = |standing: i32| ch - expected(standing, s) * ch;
        ctx.set_stroke_style_str("#D8C9A8");
        ctx.begin_path();
        ctx.move_to(0.0, ch / 2.0);
        ctx.line_to(cw, ch / 2.0);
        ctx.stroke();
        let seats = self.seats();
        let two = seats.len() == 2;
        for (i, p) in seats.iter().enumerate() {
            if two && i == 1 {
                break;
            }
            let points: Vec<(f64, f64)> = self
                .judged
                .iter()
                .filter_map(|j| Some((x(j.ply), y(*j.standing.get(i)?))))
                .collect();
            if points.is_empty() {
                continue;
            }
            if two {
                ctx.set_fill_style_str("rgba(192, 57, 43, 0.18)");
                ctx.begin_path();
                ctx.move_to(points[0].0, ch / 2.0);
                for &(px, py) in &points {
                    ctx.line_to(px, py);
                }
                ctx.line_to(points[points.len() - 1].0, ch / 2.0);
                ctx.close_path();
                ctx.fill();
            }
            ctx.set_stroke_style_str(colour(*p));
            ctx.set_line_width(2.0);
            ctx.begin_path();
            for (k, &(px, py)) in points.iter().enumerate() {
                if k == 0 {
                    ctx.move_to(px, py);
                } else {
                    ctx.line_to(px, py);
                }
            }
            ctx.stroke();
        }
        for j in &self.judged {
            let c = match j.mark {
                Some(Mark::Blunder) => "#B00020",
                Some(Mark::Mistake) => "#E07000",
                _ => continue,
            };
            let sy = j
                .standing
                .get(if two { 0 } else { j.mover })
                .map_or(ch / 2.0, |&v| y(v));
            ctx.set_fill_style_str(c);
            ctx.begin_path();
            let _ = ctx.arc(x(j.ply), sy, 3.5, 0.0, std::f64::consts::TAU);
            ctx.fill();
        }
        if let Some(p) = self.selected {
            ctx.set_stroke_style_str("#6B4E16");
            ctx.set_line_width(1.5);
            ctx.begin_path();
            ctx.move_to(x(p), 0.0);
            ctx.line_to(x(p), ch);
            ctx.stroke();
        }
    }
}

/// The colour a seat is drawn in: its line on the review's graph, its share of the analysis
/// board's bar.
pub(super) fn colour(p: Player) -> &'static str {
    match p.letter() {
        'r' => "#C0392B",
        'b' => "#1F5FA8",
        'g' => "#2E7D32",
        _ => "#B8860B",
    }
}

/// A mark's name in the page (`data-mark`, the class).
fn mark_class(m: Mark) -> &'static str {
    match m {
        Mark::Best => "best",
        Mark::Good => "good",
        Mark::Inaccuracy => "inaccuracy",
        Mark::Mistake => "mistake",
        Mark::Blunder => "blunder",
    }
}

/// `moves` played from the start of the game `record` (a record's text), as the game's
/// move list words them; the notation itself when they do not replay.
fn worded(record: &str, moves: &[String], l: Lang) -> Vec<String> {
    let said = Record::parse(record).ok().and_then(|mut r| {
        (r.moves, r.redo, r.position) = (moves.to_vec(), Vec::new(), None);
        record_words(&r, l).ok()
    });
    said.filter(|w| w.len() == moves.len())
        .unwrap_or_else(|| moves.to_vec())
}
