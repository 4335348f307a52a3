//! Native perft speed: `cargo bench --bench perft [-- GAME DEPTH]...`.
//! Prints nodes, seconds and nodes per second for each game from its start position;
//! `scripts/bench.sh` runs the same counts in wasm and prints the ratio.

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let runs: Vec<(String, u32)> = if args.is_empty() {
        co_dan_gian::games::BENCH_PERFT
            .iter()
            .map(|(g, d)| (g.to_string(), *d))
            .collect()
    } else {
        args.chunks(2)
            .map(|c| {
                (
                    c[0].clone(),
                    c.get(1).and_then(|d| d.parse().ok()).unwrap_or(4),
                )
            })
            .collect()
    };
    for (game, depth) in runs {
        // Best of three, so a busy moment on a shared machine does not decide the figure.
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..3 {
            let t = Instant::now();
            nodes = co_dan_gian::games::perft_from_start(&game, depth).expect("known game");
            best = best.min(t.elapsed().as_secs_f64());
        }
        println!(
            "native perft {game} {depth}: {nodes} nodes in {best:.3} s = {:.1} M nodes/s",
            nodes as f64 / best / 1e6
        );
    }
}
