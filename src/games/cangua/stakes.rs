//! Chips settled on the result screen when the option `stakes` is on.

use super::game::Cangua;

impl Cangua {
    /// The chips each seat wins (positive) or pays (negative), indexed by seat number,
    /// once the game is over with `stakes` on; they add up to zero. Each other player
    /// pays the winner 1 chip; the game's first thầu mạ collects `thau_ma_chips` from
    /// every other player; each sập hầm costs its owner 1 chip to every other player.
    pub fn settlement(&self) -> Option<[i32; 4]> {
        if !self.options.stakes || !self.over {
            return None;
        }
        let mut chips = [0i32; 4];
        let mut collect = |from_each_other: i32, collector: usize| {
            for seat in &self.seats {
                if seat.index() != collector {
                    chips[seat.index()] -= from_each_other;
                    chips[collector] += from_each_other;
                }
            }
        };
        if let Some(winner) = self.places.first() {
            collect(1, winner.index());
        }
        if let Some(thau_ma) = self.thau_ma_first {
            collect(i32::from(self.options.thau_ma_chips), thau_ma.index());
        }
        for seat in &self.seats {
            let count = i32::try_from(self.sap_ham_count(*seat)).unwrap_or(i32::MAX);
            collect(-count, seat.index());
        }
        Some(chips)
    }
}
