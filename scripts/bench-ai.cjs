// The computer opponents in wasm (Node's V8): time per move at each level, with the level's
// own browser time budget, over the start and middle-game positions of each game; prints
// mean and 95th-percentile milliseconds, nodes per second and the depth reached.
// Usage: node scripts/bench-ai.cjs [REPEATS]   (after scripts/bench-ai.sh built the module)
const { bench_think } = require('../target/bench-node/co_dan_gian.js');

const positions = {
  ganh: [
    'BBBBB/B...B/R...B/R...R/RRRRR r -',
    'RBBB./.RBBB/..R../BBB.R/.RRR. r -',
    '...RB/RRR.B/BBRB./BRRB./BB... r -',
  ],
  toan: [
    'b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0',
    '.....b4.b1./....b0..../.b6b7....../...b3b2...b9/r9.....r4.r3/..b8....../........./........./...r7...../..r2r5r0..../r1....r6.r8. r 5-0',
    '..b3..b4..b1/...b7b0..b6./......b5../.....r9.b2./........./........./........./b8.....r6../b9.r3....../....r0..r4./r1r2..r5.... b 0-15',
  ],
  cangua: [
    'r=t40,t12,s,s y=t30,t5,s,s r 6',
    'r=h3,t40,t12,s y=t50,t20,t2,s r 4',
    'r=t55,t50,t20,s y=t44,t10,s,s r 5',
  ],
  // Two dice (`dice=2`): where Hard values leaves by the learned evaluation.
  cangua2: [
    'r=t40,t12,s,s y=t30,t5,s,s r 2+6',
    'r=h3,t40,t12,t1 y=t50,t20,t2,s r 3+4',
    'r=t55,t50,t20,s y=t44,t10,t3,s r 1+5',
  ],
  // Four players with two dice: the four-player learned evaluation.
  cangua4: [
    'r=t40,t12,s,s b=t30,t5,s,s y=t20,t3,s,s g=t10,s,s,s r 2+6',
    'r=h3,t40,t12,t1 b=t50,t20,t2,s y=t33,t8,s,s g=t45,t23,t9,s r 3+4',
    'r=t55,t50,t20,s b=t44,t10,t3,s y=t25,t24,s,s g=t51,t2,s,s r 1+5',
  ],
  // Ô ăn quan: the start, a middle game with both quan on the board, a late one.
  oaq: [
    'Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0',
    'Q2/0/7/1/0/8/Q3/0/2/0/9/1 s 11:0:0 6:0:0',
    '1/0/0/2/1/0/5/0/12/0/4/1 s 6:2:0 18:0:0',
  ],
};
const options = { cangua2: 'dice=2', cangua4: 'dice=2 players=r,b,y,g' };
const gameOf = (name) => name.replace(/\d$/, '');
const repeats = Number(process.argv[2] || 5);
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
for (const [game, list] of Object.entries(positions)) {
  for (const level of ['easy', 'medium', 'hard']) {
    const ms = [], rates = [], depths = [];
    for (const pos of list) {
      for (let i = 0; i < repeats; i++) {
        const r = bench_think(gameOf(game), pos, options[game] || '', level, 1 + i);
        if (r.length !== 3) throw new Error(`${game} ${level}: no answer for ${pos}`);
        ms.push(r[0]); depths.push(r[2]);
        if (r[0] > 0) rates.push(r[1] / r[0] * 1000);
      }
    }
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    const rate = rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : 0;
    console.log(`wasm ${game.padEnd(7)} ${level.padEnd(6)} mean ${mean.toFixed(0).padStart(4)} ms, p95 ${pct(ms, 0.95).toFixed(0).padStart(4)} ms, ` +
      `${(rate / 1e6).toFixed(2)} M nodes/s, depth ${Math.min(...depths)}–${Math.max(...depths)}`);
  }
}
