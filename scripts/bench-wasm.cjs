// Reads the native benchmark lines on stdin, runs the same perft in wasm under Node,
// and prints nodes per second and the wasm/native ratio for each.
const { bench_perft } = require('../target/bench-node/co_dan_gian.js');
const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n');
for (const line of lines) {
  const m = line.match(/^native perft (\S+) (\d+): (\d+) nodes in ([\d.]+) s/);
  if (!m) continue;
  const [, game, depth, nodes, secs] = m;
  let best = Infinity, count = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    count = bench_perft(game, Number(depth));
    best = Math.min(best, (performance.now() - t) / 1000);
  }
  if (String(count) !== nodes) throw new Error(`wasm counted ${count}, native ${nodes}`);
  const wasmRate = count / best, nativeRate = Number(nodes) / Number(secs);
  console.log(`wasm   perft ${game} ${depth}: ${count} nodes in ${best.toFixed(3)} s = ${(wasmRate / 1e6).toFixed(1)} M nodes/s` +
    ` (wasm/native = ${(wasmRate / nativeRate).toFixed(2)})`);
}
