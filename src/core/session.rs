//! A game with its history: the start, the moves played, and a cursor for undo and redo.
//! Undo replays moves, so every rule that depends on history (repetition, the dice
//! generator) comes back exactly as it was; a snapshot of the game every [`CHECKPOINT`]
//! plies bounds that replay, so undo, redo and a jump cost the same at ply 20 and 2,000.

use super::{Game, PlayError};

/// How many plies lie between two snapshots of the game.
pub const CHECKPOINT: usize = 64;

/// A game from its start, the moves played, and how many of them are in effect.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    start: G,
    moves: Vec<G::Move>,
    cursor: usize,
    current: G,
    /// `snapshots[k]` is the game after the first `(k + 1) * CHECKPOINT` moves.
    snapshots: Vec<G>,
}

impl<G: Game> Session<G> {
    /// A session that starts from `start`.
    pub fn new(start: G) -> Session<G> {
        Session {
            current: start.clone(),
            start,
            moves: Vec::new(),
            cursor: 0,
            snapshots: Vec::new(),
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
        self.snapshots.truncate(self.cursor / CHECKPOINT);
        self.moves.push(mv);
        self.cursor += 1;
        self.keep_snapshot();
        Ok(report)
    }

    /// Takes a snapshot when the cursor has just reached a checkpoint not yet kept.
    fn keep_snapshot(&mut self) {
        if self.cursor % CHECKPOINT == 0 && self.snapshots.len() < self.cursor / CHECKPOINT {
            self.snapshots.push(self.current.clone());
        }
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
        self.keep_snapshot();
        Some(report)
    }

    /// Shows the game after the first `ply` moves (at most all played), keeping the later
    /// ones for redo: the history view, and a saved game's undo/redo cursor.
    pub fn go_to(&mut self, ply: usize) {
        let ply = ply.min(self.moves.len());
        if ply == self.cursor {
            return;
        }
        if ply > self.cursor && ply - self.cursor < CHECKPOINT {
            while self.cursor < ply && self.redo().is_some() {}
        } else {
            self.cursor = ply;
            self.current = self.replay(ply);
        }
    }

    /// The game after the first `n` moves (n at most the number of moves played), replayed
    /// from the nearest snapshot at or before it.
    pub fn replay(&self, n: usize) -> G {
        let n = n.min(self.moves.len());
        let k = (n / CHECKPOINT).min(self.snapshots.len());
        let (mut g, from) = match k.checked_sub(1) {
            Some(i) => (self.snapshots[i].clone(), k * CHECKPOINT),
            None => (self.start.clone(), 0),
        };
        for &mv in &self.moves[from..n] {
            // Every stored move was legal when it was played from this same start.
            let _ = g.play(mv);
        }
        g
    }
}
