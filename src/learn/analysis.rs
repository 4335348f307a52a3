//! The analysis board on the board apart: from a game's moves, the board editor's position
//! or a position string, both sides are moved freely; every branch tried is kept in a
//! [`Tree`] shown as the move list with its variations; the engine (the module's own
//! worker) gives an evaluation bar and its three best lines at each position as the person
//! moves; the whole tree exports as a record (its variations as `variation-N` fields) and
//! imports back.

use super::engine::{self, Engine, Heard};
use super::event::{dispatch, Event};
use super::words::{self as w, seat_name as name};
use crate::core::{Lang, Player};
use crate::page::dom::{self, append, attr, el, on};
use crate::page::host::Host;
use crate::page::i18n::{button, lang};
use crate::record::{read_variations, write_variations, Record, RecordError};
use crate::request::Answer;
use crate::review::{expected, scale, Look, Tree};
use crate::table::record_words;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement};

/// Milliseconds the engine thinks about each position (the look and its three lines).
const THINK_MS: f64 = 800.0;

/// The analysis of one game.
pub struct Analysis {
    game: String,
    /// The record the tree grows from (options, seed, start; its moves are the tree's).
    base: Record,
    tree: Tree,
    /// The node on the board.
    current: usize,
    engine: Option<Engine>,
    /// The node asked about, and the engine's look at the node it last answered for.
    asked: Option<usize>,
    look: Option<(usize, Look)>,
    /// What went wrong with the last import or position (the board is as it was).
    error: Option<String>,
    /// The record text just exported, for the next drawing to put in its box.
    exported: Option<String>,
    /// Each node's move as the game's move list words it, by node id, once worded (emptied
    /// with the tree it belongs to, and when the language changes).
    said: Vec<Option<String>>,
    /// The language of `said`.
    said_lang: Lang,
}

impl Analysis {
    /// The analysis of the game on the board apart (the app copied the game there), or of
    /// `start` (a position string: the board editor's) when given.
    pub fn open(game: &str, start: Option<String>) -> Analysis {
        let mut error = None;
        if let Some(p) = &start {
            if let Err(e) = Host.position(p) {
                error = Some(e.get(lang()).to_string());
            }
        }
        let base = match Host.record() {
            Ok(text) => Record::parse(&text).unwrap_or_else(|_| Record::new(game)),
            Err(e) => {
                error = Some(e.get(lang()).to_string());
                Record::new(game)
            }
        };
        let vars = read_variations(&base).unwrap_or_default();
        let tree = Tree::from_variations(&base.moves, &vars);
        let current = *tree.main_line().last().unwrap_or(&0);
        let mut a = Analysis {
            game: game.to_string(),
            base: bare(base),
            tree,
            current,
            engine: Engine::start(),
            asked: None,
            look: None,
            error,
            exported: None,
            said: Vec::new(),
            said_lang: lang(),
        };
        a.ask();
        a
    }

    /// Stops the worker (the screen closed).
    pub fn stop(&mut self) {
        engine::close(&mut self.engine);
    }

    /// The record of the moves from the start to `node`.
    fn record_to(&self, node: usize) -> Record {
        let mut r = self.base.clone();
        r.moves = self.tree.path(node);
        r
    }

    /// Asks the engine about the node on the board (unless it is already thinking: the
    /// answer then asks again).
    fn ask(&mut self) {
        let node = self.current;
        if self.look.as_ref().is_some_and(|(n, _)| *n == node) {
            return;
        }
        let text = self.record_to(node).format();
        let ply = self.tree.path(node).len();
        if let Some(e) = self.engine.as_mut() {
            if e.busy() && self.asked.is_some() {
                return;
            }
            self.asked = Some(node);
            e.ask(text, ply, 3, THINK_MS);
        }
    }

    /// A message from the worker.
    pub fn answer(&mut self, data: JsValue) {
        let Some(engine) = self.engine.as_mut() else {
            return;
        };
        let heard = engine.hear(data);
        let asked = self.asked.take();
        match heard {
            Heard::Answer(Answer::Look { look, .. }) => {
                if let Some(node) = asked {
                    self.look = Some((node, look));
                }
            }
            Heard::Answer(Answer::Failed { vi, en, .. }) => {
                self.error = Some(if lang() == Lang::Vi { vi } else { en });
            }
            // Ready (the question waiting went), a late answer: still asked.
            _ => {
                self.asked = asked;
                return;
            }
        }
        // The person moved on meanwhile: the position now.
        if asked != Some(self.current) {
            self.ask();
        }
        self.redraw();
    }

    /// A move on the board: the tree follows (a new branch when it is new).
    pub fn follow(&mut self) {
        let moves = match Host.moves() {
            Ok(m) => m,
            Err(e) => return self.error = Some(e.get(lang()).to_string()),
        };
        if moves == self.tree.path(self.current) {
            return;
        }
        self.current = self.tree.follow(0, &moves);
        self.error = None;
        self.ask();
    }

    /// Shows node `id` on the board.
    pub fn go(&mut self, id: usize) {
        if self.tree.node(id).is_none() {
            return;
        }
        if let Err(e) = Host.load(&self.record_to(id).format()) {
            self.error = Some(e.get(lang()).to_string());
            return;
        }
        self.current = id;
        self.error = None;
        Host.update();
        self.ask();
    }

    /// One move back (`-1`) or on along the first branch (`1`).
    pub fn step(&mut self, way: i32) {
        let Some(node) = self.tree.node(self.current) else {
            return;
        };
        let to = if way < 0 {
            (self.current != 0).then_some(node.parent)
        } else {
            node.children.first().copied()
        };
        if let Some(to) = to {
            self.go(to);
        }
    }

    /// Plays the first move of engine line `i` on the board.
    pub fn play_line(&mut self, i: usize) {
        let Some(mv) = self
            .look
            .as_ref()
            .filter(|(n, _)| *n == self.current)
            .and_then(|(_, l)| l.lines.get(i))
            .map(|l| l.mv.clone())
        else {
            return;
        };
        match Host.play(&mv) {
            Ok(()) => {
                self.follow();
                Host.update();
            }
            Err(e) => {
                self.error = Some(e.get(lang()).to_string());
                self.redraw();
            }
        }
    }

    /// The whole tree as a record's text (its variations as fields).
    pub fn export(&mut self) -> String {
        let (moves, vars) = self.tree.to_variations();
        let mut r = self.base.clone();
        r.moves = moves;
        write_variations(&mut r, &vars);
        let text = r.format();
        self.exported = Some(text.clone());
        text
    }

    /// Opens `text`, a record with its variations, in place of the tree; a record that does
    /// not read, is of another game or whose moves or variations are not legal is refused
    /// with its sentence and the analysis is left as it was.
    pub fn import(&mut self, text: &str) {
        let l = lang();
        let record = match Record::parse(text) {
            Ok(r) => r,
            Err(e) => return self.error = Some(e.message(l)),
        };
        if record.game != self.game {
            self.error = Some(match l {
                Lang::Vi => format!("Đây là ván {}, không phải ván đang phân tích.", record.game),
                Lang::En => format!(
                    "This is a record of {}, not of the game analysed.",
                    record.game
                ),
            });
            return;
        }
        let vars = match read_variations(&record) {
            Ok(v) => v,
            Err(e) => return self.error = Some(e.message(l)),
        };
        if let Err(e) = crate::record::check_variations_of(&record, &vars) {
            return self.error = Some(e.message(l));
        }
        let mut main = bare(record.clone());
        main.moves = record.moves.clone();
        if let Err(e) = Host.load(&main.format()) {
            return self.error = Some(e.get(l).to_string());
        }
        self.tree = Tree::from_variations(&record.moves, &vars);
        self.said.clear();
        self.base = bare(record);
        self.current = *self.tree.main_line().last().unwrap_or(&0);
        self.look = None;
        self.error = None;
        Host.update();
        self.ask();
    }

    /// Sets the board up from position string `p` (a new tree from there).
    pub fn set_position(&mut self, p: &str) {
        if let Err(e) = Host.position(p.trim()) {
            self.error = Some(e.get(lang()).to_string());
            return;
        }
        let base = Host
            .record()
            .ok()
            .and_then(|text| Record::parse(&text).ok())
            .unwrap_or_else(|| Record::new(&self.game));
        self.base = bare(base);
        self.tree = Tree::default();
        self.said.clear();
        self.current = 0;
        self.look = None;
        self.error = None;
        Host.update();
        self.ask();
    }

    /// Draws the analysis again into the panel's section.
    fn redraw(&mut self) {
        if let Some(root) = super::panel::section() {
            self.draw(&root);
        }
    }

    /// Draws the analysis into `root`; what the person is typing, and whether the record's
    /// part is open, are kept across the redraw.
    pub fn draw(&mut self, root: &HtmlElement) {
        self.word_tree();
        let find = |sel: &str| root.query_selector(sel).ok().flatten();
        let io_open = find("details.analysis-io").is_some_and(|d| d.has_attribute("open"));
        let typed = find("textarea.analysis-record")
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
            .map(|t| t.value());
        // A position being typed stays; otherwise the box shows the board's.
        let active = dom::document().active_element();
        let typed_position = find(".analysis-position input")
            .filter(|t| active.as_ref() == Some(t))
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .map(|t| t.value());
        dom::clear(root);
        let _ = root.class_list().remove_1("review");
        let _ = root.class_list().add_1("analysis");
        let l = lang();
        let look = self
            .look
            .as_ref()
            .filter(|(n, _)| *n == self.current)
            .map(|(_, l)| l);
        attr(
            root,
            "data-state",
            if look.is_some() { "ready" } else { "thinking" },
        );
        attr(root, "data-node", &self.current.to_string());
        append(root, el("h2", "puzzle-title")).set_text_content(Some(w::ANALYSIS.now()));
        // The evaluation bar and every number: for the side to move, said beneath.
        let seats: Vec<Player> = look
            .map(|l| l.seats.chars().filter_map(Player::from_letter).collect())
            .unwrap_or_default();
        let mover = look
            .map(|l| usize::from(l.mover))
            .filter(|&m| m < seats.len())
            .unwrap_or(0);
        let bar = append(root, el("div", "eval-bar"));
        attr(&bar, "role", "meter");
        attr(&bar, "aria-label", w::EVAL.now());
        let fill = append(&bar, el("div", "eval-fill"));
        let text = append(root, el("p", "eval-text"));
        match look.and_then(|l| l.standing.get(mover).copied()) {
            Some(s) => {
                let e = expected(s, scale(&self.game));
                let who = seats.get(mover).copied().unwrap_or(Player::Red);
                let style = fill.style();
                let _ = style.set_property("width", &format!("{:.1}%", e * 100.0));
                let _ = style.set_property("background", super::review::colour(who));
                // Two sides: the rest of the bar is the other's; more: the others'.
                let rest = match seats.as_slice() {
                    [a, b] => super::review::colour(if *a == who { *b } else { *a }),
                    _ => "#B9B2A4",
                };
                let _ = bar.style().set_property("background", rest);
                attr(&bar, "aria-valuenow", &format!("{:.0}", e * 100.0));
                attr(&bar, "data-standing", &s.to_string());
                attr(&bar, "data-mover", &who.letter().to_string());
                let who = name(who, l);
                text.set_text_content(Some(&format!(
                    "{}: {who} {:+.2} ({:.0}%)",
                    w::EVAL.now(),
                    f64::from(s) / 100.0,
                    e * 100.0
                )));
                append(root, el("p", "eval-note")).set_text_content(Some(&w::scores_for(&who, l)));
            }
            None => {
                let _ = fill.style().set_property("width", "50%");
                text.set_text_content(Some(w::THINKING.now()));
            }
        }
        // The engine's best lines.
        let lines = append(root, el("ol", "engine-lines"));
        attr(&lines, "aria-label", w::LINES.now());
        if let Some(look) = look {
            let path = self.tree.path(self.current);
            for (i, line) in look.lines.iter().enumerate() {
                let li = append(&lines, el("li", ""));
                let b = append(&li, el("button", "engine-line"));
                attr(&b, "data-move", &line.mv);
                b.set_text_content(Some(&format!(
                    "{:+.2} · {}",
                    f64::from(line.score) / 100.0,
                    self.words_after(&path, &line.moves)
                        .unwrap_or_else(|_| line.moves.clone())
                        .join(", ")
                )));
                on(&b, "click", move |_| dispatch(Event::PlayLine(i)));
            }
        }
        // Back, on.
        let nav = append(root, el("div", "puzzle-actions"));
        let back = append(&nav, button("analysis-back", "←", w::BACK));
        on(&back, "click", |_| dispatch(Event::Step(-1)));
        let on_ = append(&nav, button("analysis-on", "→", w::ON));
        on(&on_, "click", |_| dispatch(Event::Step(1)));
        // The moves with their variations.
        // A named region: a label on a plain div is not read.
        let tree = append(root, el("div", "analysis-tree"));
        attr(&tree, "role", "region");
        attr(&tree, "aria-label", w::MOVES.now());
        self.draw_line(&tree, 0, 0);
        if let Some(e) = &self.error {
            append(root, el("p", "puzzle-error")).set_text_content(Some(e));
        }
        // Export, import, a position.
        let io = append(root, el("details", "analysis-io"));
        if io_open || self.exported.is_some() {
            attr(&io, "open", "");
        }
        append(&io, el("summary", "")).set_text_content(Some(w::RECORD_IO.now()));
        let area: web_sys::HtmlTextAreaElement =
            append(&io, el("textarea", "analysis-record")).unchecked_into();
        attr(&area, "aria-label", w::RECORD_IO.now());
        attr(&area, "rows", "5");
        // A record just exported, else what was there.
        if let Some(t) = self.exported.take().or(typed) {
            area.set_value(&t);
        }
        let row = append(&io, el("div", "puzzle-actions"));
        let ex = append(&row, button("analysis-export", "⇩", w::EXPORT));
        on(&ex, "click", |_| dispatch(Event::Export));
        let im = append(&row, button("analysis-import", "⇧", w::IMPORT));
        let a2 = area.clone();
        on(&im, "click", move |_| dispatch(Event::Import(a2.value())));
        let pos_row = append(&io, el("label", "analysis-position"));
        append(&pos_row, el("span", "")).set_text_content(Some(w::POSITION.now()));
        let input: HtmlInputElement = append(&pos_row, el("input", "")).unchecked_into();
        input.set_value(&typed_position.unwrap_or_else(|| Host.now().position));
        let set = append(&io, button("analysis-set", "", w::SET_POSITION));
        on(&set, "click", move |_| {
            dispatch(Event::SetPosition(input.value()))
        });
    }

    /// Writes the line from `node` on (its first child on and on), each other child as a
    /// variation in brackets after the move it replaces; `depth` counts the brackets.
    fn draw_line(&self, into: &HtmlElement, node: usize, depth: usize) {
        let mut n = node;
        let mut ply = self.tree.path(node).len();
        while let Some(first) = self.tree.node(n).and_then(|x| x.children.first().copied()) {
            self.move_button(into, first, ply);
            let others: Vec<usize> = self
                .tree
                .node(n)
                .map(|x| x.children[1..].to_vec())
                .unwrap_or_default();
            for v in others {
                let span = append(into, el("span", "variation"));
                attr(&span, "data-depth", &(depth + 1).to_string());
                self.move_button(&span, v, ply);
                self.draw_line(&span, v, depth + 1);
            }
            ply += 1;
            n = first;
        }
    }

    /// A move of the tree as a button.
    fn move_button(&self, into: &HtmlElement, id: usize, ply: usize) {
        let Some(node) = self.tree.node(id) else {
            return;
        };
        let b = append(into, el("button", "tree-move"));
        attr(&b, "data-node", &id.to_string());
        if id == self.current {
            attr(&b, "aria-current", "true");
        }
        let said = self.said.get(id).cloned().flatten();
        b.set_text_content(Some(&format!(
            "{}. {}",
            ply + 1,
            said.unwrap_or_else(|| node.mv.clone())
        )));
        on(&b, "click", move |_| dispatch(Event::GoNode(id)));
    }

    /// Words every node not yet worded: one replay a branch, the nodes on its path worded
    /// together.
    fn word_tree(&mut self) {
        if self.said_lang != lang() {
            self.said_lang = lang();
            self.said.clear();
        }
        self.said.resize(self.tree.len(), None);
        for id in (1..self.tree.len()).rev() {
            if self.said[id].is_some() {
                continue;
            }
            let path = self.tree.path(id);
            let Ok(words) = self.words_after(&[], &path) else {
                continue;
            };
            let mut n = id;
            for w in words.into_iter().rev() {
                if n == 0 {
                    break;
                }
                self.said[n] = Some(w);
                n = self.tree.node(n).map_or(0, |x| x.parent);
            }
        }
    }

    /// The words of `line` played after `path` from the tree's start (both in notation),
    /// as the game's move list words them.
    fn words_after(&self, path: &[String], line: &[String]) -> Result<Vec<String>, RecordError> {
        let mut r = self.base.clone();
        r.moves = path.iter().chain(line).cloned().collect();
        let mut said = record_words(&r, lang())?;
        Ok(said.split_off(path.len().min(said.len())))
    }
}

/// `record` without moves, redo, position check or variations: what the tree grows from.
fn bare(mut record: Record) -> Record {
    record.moves.clear();
    record.redo.clear();
    record.position = None;
    write_variations(&mut record, &[]);
    record
}
