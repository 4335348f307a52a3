//! One line of the move list ([`MoveLine`]), what every game's presenter writes and the
//! panel shows.

use crate::core::{Lang, Player};

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

    /// A line of one move numbered as every screen numbers moves, by the moves played once
    /// it is made, with who played it: "3. Đỏ: b3-c3".
    pub fn numbered(ply: usize, who: Player, text: String, lang: Lang) -> MoveLine {
        let name = match lang {
            Lang::Vi => who.name_vi(),
            Lang::En => who.name_en(),
        };
        MoveLine::new(format!("{ply}. {name}: "), text, ply, "")
    }

    /// The line's text, as a screen reader and the tests read it.
    pub fn text(&self) -> String {
        let moves: Vec<&str> = self.moves.iter().map(|(t, _)| t.as_str()).collect();
        format!("{}{}", self.label, moves.join(self.sep))
    }

    /// Each move's text, for plies 1 to `plies` in order (empty for a ply no line holds).
    pub fn each_move(lines: &[MoveLine], plies: usize) -> Vec<String> {
        let mut out = vec![String::new(); plies];
        for (text, ply) in lines.iter().flat_map(|l| &l.moves) {
            if let Some(slot) = ply.checked_sub(1).and_then(|i| out.get_mut(i)) {
                slot.clone_from(text);
            }
        }
        out
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
