//! What the panel beside the board shows, and the lines of its move list.

use super::lines::Changes;
use super::move_line::MoveLine;
use crate::core::Player;
use std::rc::Rc;

/// What the panel shows beside the board.
#[derive(Default)]
pub struct Status {
    /// Whose turn it is (none once the game is over).
    pub turn: Option<Player>,
    /// Key numbers: piece counts, scores, places.
    pub facts: Vec<(Option<Player>, String)>,
    /// A sentence for the player now (a hint, an obligation, why a tap did nothing).
    pub message: Option<String>,
    /// The lines of the move list in effect: how many, and the last.
    pub moves: InEffect,
    /// Every move played, the undone ones too, as the lines of the move list; each move can
    /// be clicked to see the position after it (the history view). Shared with the table's
    /// own list, not copied.
    pub lines: Rc<Vec<MoveLine>>,
    /// How [`Status::lines`] changed, for a view that redoes only the changed lines.
    pub changes: Changes,
    /// The end of the game, when it has ended.
    pub outcome: Option<String>,
}

/// The move list's lines in effect (the moves up to the cursor), as the app reads them:
/// their number, and the last one's text (what a screen reader says after a move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InEffect {
    count: usize,
    last: Option<String>,
}

impl InEffect {
    /// The lines of `lines` in effect after `ply` plies (found by halving: lines are in ply
    /// order, so this costs the same in a long game).
    pub fn of(lines: &[MoveLine], ply: usize) -> InEffect {
        let count = lines.partition_point(|l| l.moves.first().is_some_and(|m| m.1 <= ply));
        let last = count.checked_sub(1).map(|i| {
            let l = &lines[i];
            let moves = l.moves.iter().filter(|m| m.1 <= ply).cloned().collect();
            MoveLine { moves, ..l.clone() }.text()
        });
        InEffect { count, last }
    }

    /// How many lines are in effect.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether no move is in effect.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The last line in effect, as text.
    pub fn last(&self) -> Option<&String> {
        self.last.as_ref()
    }
}

/// What a move says as it is played, taken by the panel after each change: each move's
/// sentence for a screen reader, in the order played, and the words shown over the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// One sentence per move played (by anyone: a person, the computer, a friend, an
    /// automatic move): who moved, the move as the list writes it, and what it did.
    pub heard: Vec<String>,
    /// The words shown over the board ("Gánh!", "Đá!"); a board may show them later
    /// (a horse's words when it lands).
    pub banner: Vec<String>,
}

/// `parts` as one text of sentences: each part ends with its own stop ("Mở!", "Đá!") or
/// is given a full stop, so words are never followed by a second stop ("Mở!.").
pub fn sentences<S: AsRef<str>>(parts: impl IntoIterator<Item = S>) -> String {
    let mut out = String::new();
    for part in parts {
        let part = part.as_ref().trim();
        if part.is_empty() {
            continue;
        }
        if !out.is_empty() {
            if !out.ends_with(['.', '!', '?', ':', '…']) {
                out.push('.');
            }
            out.push(' ');
        }
        out.push_str(part);
    }
    out
}
