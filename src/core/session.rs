//! A game with its history: the start, the moves played, and a cursor for undo and redo.
//! Undo replays the moves before the cursor from the start, so every rule that depends on
//! history (repetition, the dice generator) comes back exactly as it was.

use super::{Game, PlayError};

/// A game from its start, the moves played, and how many of them are in effect.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    start: G,
    moves: Vec<G::Move>,
    cursor: usize,
    current: G,
}

impl<G: Game> Session<G> {
    /// A session that starts from `start`.
    pub fn new(start: G) -> Session<G> {
        Session {
            current: start.clone(),
            start,
            moves: Vec::new(),
            cursor: 0,
        }
    }

    /// The game as it stands now.
    pub fn game(&self) -> &G {
        &self.current
    }

    /// The game as it stood at the start.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The moves now in effect, oldest first.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves[..self.cursor]
    }

    /// Every move played, including those undone and not yet redone.
    pub fn all_moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// Plays `mv`; the moves that had been undone are dropped.
    ///
    /// # Errors
    /// As [`Game::play`]; the session is then unchanged.
    pub fn play(&mut self, mv: G::Move) -> Result<G::Report, PlayError> {
        let report = self.current.play(mv)?;
        self.moves.truncate(self.cursor);
        self.moves.push(mv);
        self.cursor += 1;
        Ok(report)
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is an undone move to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Takes back the last move; returns whether there was one.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        self.cursor -= 1;
        self.current = self.replay(self.cursor);
        true
    }

    /// Plays again the last undone move; returns its report, or `None` if there is none.
    pub fn redo(&mut self) -> Option<G::Report> {
        if !self.can_redo() {
            return None;
        }
        let mv = self.moves[self.cursor];
        let report = self.current.play(mv).ok()?;
        self.cursor += 1;
        Some(report)
    }

    /// Shows the game after the first `ply` moves (at most all played), keeping the later
    /// ones for redo: the history view, and a saved game's undo/redo cursor.
    pub fn go_to(&mut self, ply: usize) {
        let ply = ply.min(self.moves.len());
        if ply != self.cursor {
            self.cursor = ply;
            self.current = self.replay(ply);
        }
    }

    /// The game after the first `n` moves (n at most the number of moves played).
    pub fn replay(&self, n: usize) -> G {
        let mut g = self.start.clone();
        for &mv in &self.moves[..n.min(self.moves.len())] {
            // Every stored move was legal when it was played from this same start.
            let _ = g.play(mv);
        }
        g
    }
}
