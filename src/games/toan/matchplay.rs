//! A match (cuộc chơi) of 1, 3, 5 or 7 games: games alternate who starts, the first to win
//! a majority takes it, and capturing a 0 ends the whole match at once.

use super::{Toan, ToanOptions};
use crate::core::{EndReason, Outcome, PlayError, Player, Text};

/// A match in progress: its options, the results so far and who starts the next game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToanMatch {
    options: ToanOptions,
    first_starter: Player,
    results: Vec<Outcome>,
}

impl ToanMatch {
    /// A new match; `seed` draws lots for the first game's starter when that is random.
    pub fn new(options: ToanOptions, seed: u64) -> ToanMatch {
        let first_starter = options.first.resolve(seed);
        ToanMatch {
            options,
            first_starter,
            results: Vec::new(),
        }
    }

    /// The match's options (every game is played with them).
    pub fn options(&self) -> &ToanOptions {
        &self.options
    }

    /// The number of games agreed: 1, 3, 5 or 7 (anything else set by hand counts as itself,
    /// at least 1).
    pub fn games(&self) -> u32 {
        self.options.match_games.max(1)
    }

    /// Game wins that take the match: a majority, N/2 + 1.
    pub fn wins_needed(&self) -> u32 {
        self.games() / 2 + 1
    }

    /// The results of the finished games, in order.
    pub fn results(&self) -> &[Outcome] {
        &self.results
    }

    /// Games won by `player` so far.
    pub fn wins(&self, player: Player) -> u32 {
        self.results
            .iter()
            .filter(|o| matches!(o, Outcome::Win(p, _) if *p == player))
            .count() as u32
    }

    /// Who starts game number `index` (0 for the first): starters alternate.
    pub fn starter(&self, index: usize) -> Player {
        if index % 2 == 0 {
            self.first_starter
        } else {
            self.first_starter.opponent()
        }
    }

    /// Who starts the next game.
    pub fn next_starter(&self) -> Player {
        self.starter(self.results.len())
    }

    /// The next game, ready to play, or `None` when the match is over.
    pub fn next_game(&self) -> Option<Toan> {
        (!self.is_over()).then(|| Toan::with_starter(self.options.clone(), self.next_starter()))
    }

    /// The player who captured a 0, if a game ended that way (thắng tuyệt đối).
    pub fn absolute_winner(&self) -> Option<Player> {
        self.results.iter().find_map(|o| match o {
            Outcome::Win(p, EndReason::ZeroCaptured) => Some(*p),
            _ => None,
        })
    }

    /// Records a finished game's outcome.
    ///
    /// # Errors
    /// The match is already over, or the outcome is not one a game of Cờ toán can have.
    pub fn record_game(&mut self, outcome: Outcome) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::Illegal(Text::new(
                "Trận đấu đã kết thúc.",
                "The match is over.",
            )));
        }
        match outcome {
            Outcome::Win(Player::Red | Player::Blue, _) | Outcome::Draw(_) => {
                self.results.push(outcome);
                Ok(())
            }
            _ => Err(PlayError::Illegal(Text::new(
                "Kết quả này không phải của một ván cờ toán.",
                "This is not the result of a game of Cờ toán.",
            ))),
        }
    }

    /// The match's winner: whoever captured a 0; else the first to the majority; else, once
    /// every game is played, whoever won more games. `None` while it goes on, or when it ends
    /// level.
    pub fn winner(&self) -> Option<Player> {
        if let Some(p) = self.absolute_winner() {
            return Some(p);
        }
        let (red, blue) = (self.wins(Player::Red), self.wins(Player::Blue));
        let needed = self.wins_needed();
        if red >= needed || blue >= needed || self.results.len() as u32 >= self.games() {
            return match red.cmp(&blue) {
                std::cmp::Ordering::Greater => Some(Player::Red),
                std::cmp::Ordering::Less => Some(Player::Blue),
                std::cmp::Ordering::Equal => None,
            };
        }
        None
    }

    /// Whether the match is decided (or every game has been played).
    pub fn is_over(&self) -> bool {
        self.absolute_winner().is_some()
            || self.wins(Player::Red) >= self.wins_needed()
            || self.wins(Player::Blue) >= self.wins_needed()
            || self.results.len() as u32 >= self.games()
    }
}
