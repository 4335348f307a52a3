//! What the panel beside the board shows, and the lines of its move list.

use super::Changes;
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

/// One line of the move list: a label ("12. ", "Đỏ: "), then one or more moves, each with
/// the number of plies played once it is made (`Session::go_to` shows that position).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveLine {
    /// What comes before the moves: the move number, the player.
    pub label: String,
    /// Each move's text and the ply count after it.
    pub moves: Vec<(String, usize)>,
    /// What separates two moves on the line ("  ", ", ").
    pub sep: &'static str,
}

impl MoveLine {
    /// A line of one move.
    pub fn new(label: String, text: String, ply: usize, sep: &'static str) -> MoveLine {
        MoveLine {
            label,
            moves: vec![(text, ply)],
            sep,
        }
    }

    /// The line's text, as a screen reader and the tests read it.
    pub fn text(&self) -> String {
        let moves: Vec<&str> = self.moves.iter().map(|(t, _)| t.as_str()).collect();
        format!("{}{}", self.label, moves.join(self.sep))
    }

    /// The lines as they stand after `ply` plies: later moves left out, empty lines dropped.
    pub fn in_effect(lines: &[MoveLine], ply: usize) -> Vec<String> {
        lines
            .iter()
            .filter_map(|l| {
                let moves: Vec<(String, usize)> =
                    l.moves.iter().filter(|(_, p)| *p <= ply).cloned().collect();
                (!moves.is_empty()).then(|| MoveLine { moves, ..l.clone() }.text())
            })
            .collect()
    }
}
