//! What a move did, for the announcements ("Gánh!", "Chầu 4!", "Vây!", "Mở!") and the
//! animation.

use super::point::{Move, Point};

/// What a move did: the pieces it converted by gánh and by vây, and the mở it left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GanhReport {
    /// The move played.
    pub mv: Move,
    /// Pieces converted by gánh, two by two: each pair stood on either side of the landing
    /// point on one line (horizontal, vertical, diagonal `/`, diagonal `\`, in that order).
    pub ganh: Vec<Point>,
    /// Pieces converted by vây (enclosed groups), by index.
    pub vay: Vec<Point>,
    /// Mở: the gánh points this move opened for the opponent, sorted by name. With
    /// forced=opening they are the opponent's obligation; with forced=always the opponent must
    /// gánh (here or at any older gánh point); with forced=off this is always empty.
    /// Non-empty means "Mở!".
    pub mo: Vec<Point>,
}

impl GanhReport {
    /// The number of pieces converted by gánh: 0, 2 ("Gánh!"), 4 ("Chầu 4!"), 6 or 8.
    pub fn chau(&self) -> u32 {
        self.ganh.len() as u32
    }

    /// The number of pieces converted by this move, by gánh and by vây together.
    pub fn converted(&self) -> u32 {
        (self.ganh.len() + self.vay.len()) as u32
    }
}

/// The pieces a move converted and the points it opened, as masks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Effects {
    /// Enemy pieces converted by gánh (in pairs around the landing point).
    pub ganh: u32,
    /// Enemy pieces converted by vây (enclosed groups).
    pub vay: u32,
    /// Mở: gánh points of the opponent that this move created (empty with forced=off).
    pub mo: u32,
}
