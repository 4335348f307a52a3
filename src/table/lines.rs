//! The move list, kept move by move: a move played adds its words at the end, an undo
//! keeps them (undone moves stay listed), a move played over undone ones cuts them off.
//! Only a game opened whole (or a language switch) writes the list from the start. Each
//! change is logged ([`Changes`]), so the page redoes only the lines changed since it last
//! showed the list.

use super::move_line::MoveLine;
use super::present::Present;
use crate::core::{Game, Lang, Session};
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

/// The number of the next list made (a list written from the start is a new list).
static NEXT_LIST: AtomicU64 = AtomicU64::new(1);

/// The move list's lines for every move of a session, in one language.
#[derive(Debug)]
pub struct Lines {
    lang: Lang,
    lines: Rc<Vec<MoveLine>>,
    changes: Changes,
}

/// Which list the lines are, and for each change since it was made the first line it may
/// have touched: what a view of the list needs to redo only the lines changed since it last
/// looked.
#[derive(Clone, Debug, Default)]
pub struct Changes {
    list: u64,
    log: Rc<Vec<usize>>,
}

impl Changes {
    /// Where the list stands now: which list, after how many changes.
    pub fn mark(&self) -> (u64, usize) {
        (self.list, self.log.len())
    }

    /// The first line changed since `mark` (`usize::MAX` when none was), or `None` when
    /// `mark` is of another list: then every line may differ.
    pub fn since(&self, mark: (u64, usize)) -> Option<usize> {
        if mark.0 != self.list || mark.1 > self.log.len() {
            return None;
        }
        Some(
            self.log[mark.1..]
                .iter()
                .copied()
                .min()
                .unwrap_or(usize::MAX),
        )
    }
}

/// A copy is a list of its own (its changes are not the original's).
impl Clone for Lines {
    fn clone(&self) -> Lines {
        Lines {
            lines: self.lines.clone(),
            ..Lines::new(self.lang)
        }
    }
}

impl Lines {
    /// An empty list in `lang`.
    pub fn new(lang: Lang) -> Lines {
        Lines {
            lang,
            lines: Rc::new(Vec::new()),
            changes: Changes {
                list: NEXT_LIST.fetch_add(1, Ordering::Relaxed),
                log: Rc::new(Vec::new()),
            },
        }
    }

    /// The list of every move of `session`, replayed once from its start (in another
    /// language; a game just opened builds its list as its record is replayed).
    pub fn rebuild<G: Game, P: Present<G>>(p: &P, session: &Session<G>, lang: Lang) -> Lines {
        let mut out = Lines::new(lang);
        let mut g = session.start().clone();
        for (i, &mv) in session.all_moves().iter().enumerate() {
            let before = g.clone();
            let Ok(report) = g.play(mv) else { break };
            out.push(p, &before, mv, &report, i + 1);
        }
        out
    }

    /// The language the lines are in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The lines, shared.
    pub fn lines(&self) -> &Rc<Vec<MoveLine>> {
        &self.lines
    }

    /// The list's changes, shared.
    pub fn changes(&self) -> &Changes {
        &self.changes
    }

    /// Adds move `mv`, played from `before` with `report`, as ply `ply`; lines for later
    /// plies (undone moves now cut off) go first.
    pub fn push<G: Game, P: Present<G>>(
        &mut self,
        p: &P,
        before: &G,
        mv: G::Move,
        report: &G::Report,
        ply: usize,
    ) {
        let lines = Rc::make_mut(&mut self.lines);
        cut(lines, ply - 1);
        // The last line left may have lost moves, or take this one.
        let from = lines.len().saturating_sub(1);
        p.list_move(before, mv, report, ply, self.lang, lines);
        Rc::make_mut(&mut self.changes.log).push(from);
    }
}

/// Drops every move after `ply` plies, and the lines left empty.
fn cut(lines: &mut Vec<MoveLine>, ply: usize) {
    while let Some(last) = lines.last_mut() {
        last.moves.retain(|m| m.1 <= ply);
        if !last.moves.is_empty() {
            break;
        }
        lines.pop();
    }
}
