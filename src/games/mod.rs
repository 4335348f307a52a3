//! The three games, each a module of pure rules behind [`crate::core::Game`].

pub mod toan;
