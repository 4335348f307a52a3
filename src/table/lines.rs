//! The move list, kept move by move: a move played adds its words at the end, an undo
//! keeps them (undone moves stay listed), a move played over undone ones cuts them off.
//! Only a game opened whole (or a language switch) writes the list from the start.

use super::{MoveLine, Present};
use crate::core::{Game, Lang, Session};
use std::rc::Rc;

/// The move list's lines for every move of a session, in one language.
#[derive(Clone, Debug)]
pub struct Lines {
    lang: Lang,
    lines: Rc<Vec<MoveLine>>,
}

impl Lines {
    /// An empty list in `lang`.
    pub fn new(lang: Lang) -> Lines {
        Lines {
            lang,
            lines: Rc::new(Vec::new()),
        }
    }

    /// The list of every move of `session`, replayed once from its start; `each` also sees
    /// every move with the game before it (a game just opened writes its notation then, in
    /// the same replay).
    pub fn rebuild<G: Game, P: Present<G>>(
        p: &P,
        session: &Session<G>,
        lang: Lang,
        mut each: impl FnMut(&G, G::Move),
    ) -> Lines {
        let mut out = Lines::new(lang);
        let mut g = session.start().clone();
        for (i, &mv) in session.all_moves().iter().enumerate() {
            each(&g, mv);
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
        p.list_move(before, mv, report, ply, self.lang, lines);
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
