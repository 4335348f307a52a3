//! Writes the move list's lines into the page without holding it up. Only the lines that
//! changed are written; a long list is written from its end (what is in view), at most
//! [`CHUNK`] lines a task, the earlier lines put in front of it in later tasks, off screen.
//! So a game of thousands of moves (a long shared game of Cờ cá ngựa) opens with no long
//! freeze, and each move after it rewrites a line or two. (Laying out thousands of lines
//! of buttons at once takes the browser most of a second.)

use super::dom;
use super::view::{Changes, MoveLine};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// The most lines written in one task (some 20 ms).
const CHUNK: usize = 150;

/// Where the list scrolls once the line it needs is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scroll {
    /// Nowhere (done).
    Done,
    /// To the move the board shows (an earlier position), on line `usize`.
    Current(usize),
    /// To the end (the latest move).
    Bottom,
    /// To the start (no move shown).
    Top,
}

struct State {
    list: HtmlElement,
    /// The lines to show, as the inner HTML of their `<li>`; a line starting with NUL is
    /// the "no moves yet" line.
    target: Vec<String>,
    /// The lines and the ply `target` was made from: a move or an undo changes a line or
    /// two, and only those are made again.
    made_from: (Vec<MoveLine>, usize),
    /// Where the list's changes stood when `made_from` was taken ([`Changes::mark`]).
    mark: (u64, usize),
    /// Lines of `target` made again since they were last written, the latest last.
    dirty: Vec<usize>,
    /// The first line that has its `<li>` (those before it are still to be put in front).
    first: usize,
    /// What each `<li>` holds now, from line `first` on ("" for one not yet written).
    shown: Vec<String>,
    scroll: Scroll,
    /// Whether a later task is already asked for.
    pending: bool,
    /// Whether a scroll at the next frame is already asked for.
    scroll_asked: bool,
}

/// The move list `list`, written progressively.
#[derive(Clone)]
pub struct MoveList(Rc<RefCell<State>>);

impl MoveList {
    /// The writer of `list` (which it alone fills).
    pub fn new(list: &HtmlElement) -> MoveList {
        MoveList(Rc::new(RefCell::new(State {
            list: list.clone(),
            target: Vec::new(),
            made_from: (Vec::new(), usize::MAX),
            mark: (0, 0),
            dirty: Vec::new(),
            first: 0,
            shown: Vec::new(),
            scroll: Scroll::Done,
            pending: false,
            scroll_asked: false,
        })))
    }

    /// Shows `lines` (or `empty` when there are none), the move after `ply` plies marked,
    /// of `plies` in all. Only the lines that changed are copied and made again, so a move
    /// costs the same late in a long game as early.
    pub fn show(
        &self,
        lines: &[MoveLine],
        changes: &Changes,
        empty: &str,
        ply: usize,
        plies: usize,
    ) {
        {
            let mut s = self.0.borrow_mut();
            let changed = if lines.is_empty() {
                s.show_empty(empty, ply)
            } else {
                s.follow(lines, changes, ply)
            };
            if !changed {
                return;
            }
            // Lines are in ply order: the first whose last move is at `ply` or later.
            let at = lines.partition_point(|l| l.moves.last().is_some_and(|m| m.1 < ply));
            let current = lines
                .get(at)
                .filter(|l| l.moves.iter().any(|m| m.1 == ply))
                .map(|_| at);
            s.scroll = match current {
                Some(line) if ply < plies => Scroll::Current(line),
                _ if ply == plies && plies > 0 => Scroll::Bottom,
                _ => Scroll::Top,
            };
            s.fit();
            // A whole long list (a long game just opened) waits for the next task, so the
            // task that opened the game ends sooner; a move or two is written at once.
            let unwritten = s.first + s.shown.iter().filter(|h| h.is_empty()).count();
            if unwritten > CHUNK {
                drop(s);
                self.later();
                return;
            }
        }
        self.write();
    }

    /// Writes up to [`CHUNK`] lines: the changed ones, the latest first, then earlier ones
    /// put in front; asks for a later task for the rest.
    fn write(&self) {
        let mut s = self.0.borrow_mut();
        s.pending = false;
        let nodes = s.list.child_nodes();
        let mut budget = CHUNK;
        while budget > 0 {
            let Some(i) = s.dirty.pop() else { break };
            // Lines before `first` are written with the earlier ones below.
            if i < s.first || i >= s.target.len() {
                continue;
            }
            let j = i - s.first;
            if s.shown[j] == s.target[i] {
                continue;
            }
            if let Some(li) = nodes.item(j as u32) {
                let li: web_sys::Element = li.unchecked_into();
                let (class, inner) = parts(&s.target[i]);
                li.set_class_name(class);
                li.set_inner_html(inner);
            }
            s.shown[j] = s.target[i].clone();
            budget -= 1;
        }
        let earlier = s.first.min(budget);
        if earlier > 0 {
            let from = s.first - earlier;
            let mut html = String::new();
            for line in &s.target[from..s.first] {
                let (class, inner) = parts(line);
                html.push_str(&format!("<li class=\"{class}\">{inner}</li>"));
            }
            let _ = s.list.insert_adjacent_html("afterbegin", &html);
            let written = s.target[from..s.first].to_vec();
            s.shown.splice(0..0, written);
            s.first = from;
        }
        let scroll = s.scroll != Scroll::Done && !s.scroll_asked;
        let more = s.first > 0 || !s.dirty.is_empty();
        drop(s);
        if scroll {
            self.scroll_at_frame();
        }
        if more {
            self.later();
        }
    }

    /// Scrolls at the next frame, not now: reading the list's layout in the middle of an
    /// update would lay the whole long list out twice in one tap.
    fn scroll_at_frame(&self) {
        self.0.borrow_mut().scroll_asked = true;
        let me = self.clone();
        let f = Closure::once_into_js(move || {
            let again = {
                let mut s = me.0.borrow_mut();
                s.scroll_asked = false;
                s.scroll_into_place();
                s.scroll == Scroll::Bottom
            };
            if again {
                me.scroll_at_frame();
            }
        });
        let _ = dom::window().request_animation_frame(f.unchecked_ref());
    }

    /// Asks for a later task to write more (once).
    fn later(&self) {
        let mut s = self.0.borrow_mut();
        if s.pending {
            return;
        }
        s.pending = true;
        let me = self.clone();
        let next = Closure::once_into_js(move || me.write());
        let _ = dom::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(next.unchecked_ref(), 0);
    }
}

/// A line's class and inner HTML.
fn parts(line: &str) -> (&'static str, &str) {
    match line.strip_prefix('\0') {
        Some(words) => ("empty", words),
        None => ("", line),
    }
}

impl State {
    /// Makes the target the one "no moves yet" line; whether it changed.
    fn show_empty(&mut self, empty: &str, ply: usize) -> bool {
        let line = format!("\0{}", escape(empty));
        self.made_from = (Vec::new(), ply);
        self.mark = (0, 0);
        if self.target.len() == 1 && self.target[0] == line {
            return false;
        }
        self.target = vec![line];
        self.dirty = vec![0];
        true
    }

    /// Brings the target up to `lines` shown at `ply`; whether anything changed. Only the
    /// lines changed since the target was made (a move added, undone moves cut off: from
    /// the list's own log of changes, or found by comparing when the list is another one)
    /// and those whose marks move (a move between the ply shown before and the one shown
    /// now) are copied and made again.
    fn follow(&mut self, lines: &[MoveLine], changes: &Changes, ply: usize) -> bool {
        let (old, old_ply) = &mut self.made_from;
        if old.is_empty() {
            // The target holds the "no moves yet" line, or nothing yet.
            self.target.clear();
        }
        let (lo, hi) = (ply.min(*old_ply), ply.max(*old_ply));
        *old_ply = ply;
        let from = match changes.since(self.mark) {
            Some(from) => from,
            None => old.iter().zip(lines).take_while(|(o, l)| o == l).count(),
        };
        self.mark = changes.mark();
        let same = from.min(old.len()).min(lines.len()).min(self.target.len());
        let mut changed = same < old.len() || same < lines.len() || same < self.target.len();
        old.truncate(same);
        old.extend_from_slice(&lines[same..]);
        self.target.truncate(same);
        // Lines are in ply order: those with a move between `lo` and `hi` lie together.
        let start = lines[..same].partition_point(|l| l.moves.last().is_some_and(|m| m.1 < lo));
        let end = lines[..same].partition_point(|l| l.moves.first().is_some_and(|m| m.1 <= hi));
        for (i, l) in lines.iter().enumerate().take(end).skip(start) {
            if l.moves.iter().any(|m| m.1 >= lo && m.1 <= hi) {
                let html = line_html(l, ply);
                if html != self.target[i] {
                    self.target[i] = html;
                    self.dirty.push(i);
                    changed = true;
                }
            }
        }
        for (i, l) in lines.iter().enumerate().skip(same) {
            self.target.push(line_html(l, ply));
            self.dirty.push(i);
        }
        changed
    }

    /// Fits the list's `<li>`s to the target's length: lines gone are removed, a line or
    /// two more get an empty `<li>` at the end; a list far from the target starts afresh
    /// (its lines then come from the end).
    fn fit(&mut self) {
        let n = self.target.len();
        let have = self.first + self.shown.len();
        let stale = self.list.child_nodes().length() as usize != self.shown.len();
        if stale || self.first > n || n > have + CHUNK {
            dom::clear(&self.list);
            self.shown.clear();
            self.first = n;
        }
        while self.first + self.shown.len() > n {
            if let Some(last) = self.list.last_child() {
                let _ = self.list.remove_child(&last);
            }
            self.shown.pop();
        }
        let more = n - (self.first + self.shown.len());
        if more > 0 {
            let _ = self
                .list
                .insert_adjacent_html("beforeend", &"<li></li>".repeat(more));
            self.shown.resize(self.shown.len() + more, String::new());
        }
    }

    /// Scrolls once the line the list scrolls to is written.
    fn scroll_into_place(&mut self) {
        let list = &self.list;
        match self.scroll {
            Scroll::Done => return,
            Scroll::Bottom => {
                // Lines far from view are laid out at an estimated height, and at their own
                // once near it: the end moves as the list comes into view. Until it stays
                // put, again at the next frame.
                let before = list.scroll_top();
                list.set_scroll_top(i32::MAX);
                if list.scroll_top() != before {
                    return;
                }
            }
            Scroll::Top if self.first == 0 => list.set_scroll_top(0),
            Scroll::Current(line) if line >= self.first => {
                let current = list.query_selector(".ply.current").ok().flatten();
                if let Some(c) = current {
                    keep_in_view(list, &c);
                }
            }
            Scroll::Top | Scroll::Current(_) => return,
        }
        self.scroll = Scroll::Done;
    }
}

/// Scrolls `list` just enough for `item` to be seen.
fn keep_in_view(list: &HtmlElement, item: &web_sys::Element) {
    let (l, i) = (
        list.get_bounding_client_rect(),
        item.get_bounding_client_rect(),
    );
    let top = list.scroll_top() as f64;
    if i.top() < l.top() {
        list.set_scroll_top((top - (l.top() - i.top()) - 4.0) as i32);
    } else if i.bottom() > l.bottom() {
        list.set_scroll_top((top + (i.bottom() - l.bottom()) + 4.0) as i32);
    }
}

/// The inside of one line of the move list as HTML: its label, then a button for each
/// move, marked by where it stands from `ply` (the move the board shows is `current`,
/// undone ones `later`).
fn line_html(line: &MoveLine, ply: usize) -> String {
    let mut out = format!("<span class=\"move-label\">{}</span>", escape(&line.label));
    for (i, (text, at)) in line.moves.iter().enumerate() {
        if i > 0 {
            out.push_str(&escape(line.sep));
        }
        let (class, current) = match at.cmp(&ply) {
            std::cmp::Ordering::Less => ("ply", ""),
            std::cmp::Ordering::Equal => ("ply current", " aria-current=\"step\""),
            std::cmp::Ordering::Greater => ("ply later", ""),
        };
        out.push_str(&format!(
            "<button class=\"{class}\" type=\"button\" tabindex=\"-1\" data-ply=\"{at}\"{current}>{}</button>",
            escape(text)
        ));
    }
    out
}

/// `text` safe inside HTML.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}
