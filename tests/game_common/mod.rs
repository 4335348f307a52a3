//! Helpers that the tests of every game share.

use co_dan_gian::core::Game;

/// The plain perft: the move sequences of length `depth` found by `legal_moves` and `play`
/// on copies (what `Game::perft`'s default walk does, for checking the games' fast walks).
pub fn plain_perft<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    g.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = g.clone();
            next.play(mv).expect("a listed move plays");
            plain_perft(&next, depth - 1)
        })
        .sum()
}
