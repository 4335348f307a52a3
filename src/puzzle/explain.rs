//! A puzzle's solution written out for the player: each move in notation and, in Cờ toán,
//! the arithmetic of each capture (`e9xe4: 9 × 4 = 36 → đi 6 ô`).

use crate::core::{Game, Lang};
use crate::games::toan::{Move, Toan};

/// The solution's moves from `position`, one line each, with the arithmetic of Cờ toán's
/// captures; moves that do not replay are written as they are.
pub fn solution_lines(
    game_id: &str,
    position: &str,
    solution: &[String],
    lang: Lang,
) -> Vec<String> {
    if game_id != Toan::ID {
        return solution.to_vec();
    }
    let Ok(mut game) = Toan::from_position(position, Default::default()) else {
        return solution.to_vec();
    };
    solution
        .iter()
        .map(|text| {
            let Ok(mv) = game.parse_move(text) else {
                return text.clone();
            };
            let ops: Vec<String> = match mv {
                Move::Capture { .. } => game
                    .capture_ops(mv)
                    .into_iter()
                    .map(|op| op.describe(lang))
                    .collect(),
                _ => Vec::new(),
            };
            let _ = game.play(mv);
            if ops.is_empty() {
                text.clone()
            } else {
                format!(
                    "{text}: {}",
                    ops.join(if lang == Lang::Vi { " hoặc " } else { " or " })
                )
            }
        })
        .collect()
}
