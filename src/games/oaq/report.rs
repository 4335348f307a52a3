//! What a move did, for the announcements ("Ăn quan!", "Ăn liên tiếp", "Rải quân", "Vay
//! dân") and the stone-by-stone animation.

use super::mv::Move;
use super::state::Step;

/// What a move did: every step of its turn in order (each sowing, each capture, a sowing
/// stopped because it would go round for ever, and the next side's refill).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OaqReport {
    /// The move played.
    pub mv: Move,
    /// What happened, in order.
    pub steps: Vec<Step>,
}

impl OaqReport {
    /// Dân and quan captured by this move.
    pub fn captured(&self) -> (u32, u32) {
        self.steps.iter().fold((0, 0), |(d, q), s| match *s {
            Step::Capture { dan, quan, .. } => (d + u32::from(dan), q + u32::from(quan)),
            _ => (d, q),
        })
    }

    /// How many squares this move captured: 2 or more is a chain ("Ăn liên tiếp").
    pub fn captures(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| matches!(s, Step::Capture { .. }))
            .count()
    }
}
