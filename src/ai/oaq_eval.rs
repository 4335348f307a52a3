//! Ô ăn quan for the search: a node holding the rules' own position (the game's move code
//! makes every move), and its evaluation.
//!
//! **Evaluation**, from the player to move, in hundredths of a dân:
//! - the count so far: 100 per dân ahead (captured dân, captured quan at their worth, less
//!   debts, plus loans);
//! - the rows: [`ROW_WEIGHT`] per dân more on one's own row than on the opponent's (they are
//!   the owner's at the end, and they are the moves it has).

use super::keys::mix64;
use super::search::{End, TwoPlayer};
use crate::core::Game;
use crate::games::oaq::{Move, Oaq, Rules, State, Step, ROW, SQUARES};

/// What a dân on one's own row is worth, in hundredths of a captured one.
const ROW_WEIGHT: i32 = 20;

/// A position of Ô ăn quan as the search walks it.
#[derive(Clone, Copy, Debug)]
pub struct OaqNode {
    state: State,
    rules: Rules,
    /// What a captured quan counts.
    worth: i32,
}

impl OaqNode {
    /// The node of `game`'s position. The search sees repetitions within its own lines only
    /// (its keys count the debts, which the game's rule leaves aside).
    pub fn of(game: &Oaq) -> (OaqNode, Vec<u64>) {
        let node = OaqNode {
            state: *game.state(),
            rules: Rules::of(game.options()),
            worth: game.options().mandarin.worth(),
        };
        (node, Vec::new())
    }

    /// Dân and quan (at their worth) the legal move `mv` captures, in dân.
    fn gain(&self, mv: Move) -> i32 {
        let mut next = self.state;
        let mut gain = 0;
        let worth = self.worth;
        next.play(mv, self.rules, |s| {
            if let Step::Capture { dan, quan, .. } = s {
                gain += i32::from(dan) + if quan { worth } else { 0 };
            }
        });
        gain
    }
}

impl TwoPlayer for OaqNode {
    type Move = Move;
    const HISTORY_SIZE: usize = 2 * ROW;

    fn moves(&self, out: &mut Vec<Move>) {
        self.state.moves(|mv| out.push(mv));
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        self.state.moves(|mv| {
            if self.gain(mv) > 0 {
                out.push(mv);
            }
        });
    }

    fn after(&self, mv: Move) -> OaqNode {
        let mut next = *self;
        next.state.play(mv, self.rules, |_| {});
        next
    }

    fn end(&self) -> Option<End> {
        self.state.end?;
        Some(match self.state.lead(self.state.side, self.worth) {
            std::cmp::Ordering::Greater => End::Win,
            std::cmp::Ordering::Less => End::Loss,
            std::cmp::Ordering::Equal => End::Draw,
        })
    }

    /// A position met again in the search is scored as the game's repetition rule would
    /// end it: counted, each side with its row.
    fn stall(&self) -> Option<End> {
        let mut ended = self.state;
        ended.end = Some(crate::games::oaq::Ending::Repetition);
        Some(
            OaqNode {
                state: ended,
                ..*self
            }
            .end()
            .unwrap_or(End::Draw),
        )
    }

    fn key(&self) -> u64 {
        let s = &self.state;
        let mut low = 0u64;
        for &d in &s.dan[..8] {
            low = low << 8 | u64::from(d);
        }
        let mut high = 0u64;
        for &d in &s.dan[8..SQUARES] {
            high = high << 8 | u64::from(d);
        }
        high = high << 2 | u64::from(s.quan[0]) << 1 | u64::from(s.quan[1]);
        high = high << 1 | s.side as u64;
        high = high << 2 | s.end.map_or(0, |e| e as u64 + 1);
        let mut stores = 0u64;
        for st in s.stores {
            stores = stores << 32
                | u64::from(st.dan) << 24
                | u64::from(st.quan) << 16
                | u64::from(st.owed);
        }
        mix64(low) ^ mix64(high ^ 0x9e37_79b9_7f4a_7c15) ^ mix64(stores ^ 0x2545_f491_4f6c_dd1d)
    }

    fn reversible_plies(&self) -> usize {
        usize::MAX
    }

    fn evaluate(&self) -> i32 {
        let s = &self.state;
        let (me, them) = (s.side, 1 - s.side);
        let count = s.score(me, self.worth) - s.score(them, self.worth);
        let rows = s.row_dan(me) as i32 - s.row_dan(them) as i32;
        100 * count + ROW_WEIGHT * rows
    }

    fn order_hint(&self, mv: Move) -> i32 {
        self.gain(mv)
    }

    fn must_move(&self) -> bool {
        false
    }

    fn history_index(&self, mv: Move) -> usize {
        usize::from(mv.square) * 2 + usize::from(mv.right)
    }

    fn no_moves(&self) -> End {
        End::Loss
    }
}
