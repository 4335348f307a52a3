//! `co-dan-gian`: perft, legal moves and play for every game, from the command line.
fn main() {}
