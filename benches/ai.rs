//! Native speed of the computer opponents: `cargo bench --bench ai`.
//! For each middle-game position (reached by self-play, listed in docs/ai.md) it prints the
//! depth the Hard level completes in its 1 s budget, and the nodes per second of a fixed-depth
//! search (the node counts are reproducible; the times depend on the machine).

use co_dan_gian::ai::{think_text, Level, Limits, NativeClock};

/// Middle-game positions of Cờ gánh (after 24 plies of self-play).
const GANH: [&str; 4] = [
    ".BRRR/...RR/RBBB./.BB.R/BB.R. r b4",
    "..RB./BBR.B/.RR.B/RRBR./.RB.R r -",
    "BBBR./BR.B./R.B.B/RB.RR/B...R r c4,d3",
    "R.B../RR..B/B.RBR/.BRR./.RB.R r -",
];

/// Middle-game positions of Cờ toán (after 20 plies of self-play).
const TOAN: [&str; 4] = [
    "...b6b5b4..b1/....b0b3..r9/....b7b2.../b8......../.....r8.../....r7..../........./........./........./...r3r0b9.../r1r2.r4r5r6... r 0-0",
    "...b7b5b4.r9b1/b8...b0b3b2../....b9b6.../........./........./........./........./........./...r2r8..../...r3r0r7.../r1..r4r5r6... r 0-0",
    "...b6b5b2.../....b0b3b1../...b8.b4.../....b9..../........./........./........b7/....r8..../...r2r7r6.../.r1r3r5r0..../...r4r9.... r 0-0",
    "...b6b5b4.../...b7b0b3b1../.....b2.../........./........./........./b8......../.b9......./....r9r2.../...r3r0r5r8../r1..r4.r6r7.. r 0-0",
];

fn main() {
    let none: Vec<(String, String)> = Vec::new();
    for (game, positions, depth) in [("ganh", &GANH, 10), ("toan", &TOAN, 5)] {
        let (mut nodes, mut ms, mut hard_nodes, mut hard_ms) = (0u64, 0f64, 0u64, 0f64);
        for p in positions.iter() {
            let clock = NativeClock::new();
            let hard =
                think_text(game, p, &none, Level::Hard, Limits::LEVEL, 1, &clock).expect("a move");
            let fixed = think_text(game, p, &none, Level::Hard, Limits::depth(depth), 1, &clock)
                .expect("a move");
            nodes += fixed.nodes;
            ms += fixed.time_ms;
            hard_nodes += hard.nodes;
            hard_ms += hard.time_ms;
            println!(
                "{game}: hard in 1 s completes depth {:>2} ({} nodes, {:.0} ms); depth {depth}: {} nodes in {:.1} ms, best {}",
                hard.depth, hard.nodes, hard.time_ms, fixed.nodes, fixed.time_ms, fixed.best
            );
        }
        println!(
            "native {game} search: {:.2} M nodes/s in the 1 s searches, {:.2} M nodes/s at fixed depth {depth}",
            hard_nodes as f64 / hard_ms / 1000.0,
            nodes as f64 / ms / 1000.0
        );
    }
}
