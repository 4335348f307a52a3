// Play with a friend: how long a move takes to reach the other device, early in a game and
// late in a long one, over a real WebRTC data channel between two browser contexts; and what
// the friend module costs a move on the device that makes it. Run it inside a network
// namespace of its own, as the tests do:
//
//   scripts/netns.sh node scripts/perf/friend.mjs [--moves N] [--long P]
//
// - "reaches the other device": from the mover's `cdg.play(move)` to the other page's
//   `data-position` changing (the module sends the move, the other side checks it by the
//   rules, plays it, and its panel follows), both read from the machine's clock inside the
//   pages (a MutationObserver), median over N moves each way;
// - "the host's play call": the app's own work for the move on the device that made it
//   (`cdg.play` through the panel's refresh; the module sends the move in a later task);
// - early: from the start; late: after P random plies played as the host's game before the
//   friend joins (the host's game goes whole to the friend when it joins); Cờ gánh without
//   its draw rules, two devices.
// A benchmark: it prints what it measures and exits 0.
import { serve, browser, device, connect } from '../../tests/e2e-net/two.mjs';
import { openWithSettings } from '../../tests/e2e/harness.mjs';

const arg = (name, d) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const N = arg('--moves', 20);
const LONG = arg('--long', 300);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Notes in `page` when its position changes (the machine's clock). */
const watch = (page) => page.evaluate(() => {
  window.__seen = [];
  new MutationObserver(() => window.__seen.push([document.body.dataset.position, Date.now()]))
    .observe(document.body, { attributes: true, attributeFilter: ['data-position'] });
});

/** Plays N moves alternately (Red on the host, Blue on the friend); times each. */
async function measure(host, guest) {
  await watch(host);
  await watch(guest);
  const reach = [];
  const call = [];
  for (let i = 0; i < N; i++) {
    if (await host.evaluate(() => document.body.dataset.outcome)) break;
    const turn = (await host.evaluate(() => document.body.dataset.position)).split(' ')[1];
    const [me, other] = turn === 'r' ? [host, guest] : [guest, host];
    const [t0, spent, now] = await me.evaluate(() => {
      const moves = cdg.legalMoves();
      const t = Date.now();
      const p = performance.now();
      cdg.play(moves[Math.floor(Math.random() * moves.length)]);
      return [t, performance.now() - p, document.body.dataset.position];
    });
    await other.waitForFunction((p) => document.body.dataset.position === p, now, { timeout: 10000 });
    const t1 = await other.evaluate((p) => window.__seen.find(([x]) => x === p)[1], now);
    reach.push(t1 - t0);
    call.push(spent);
  }
  return { reach: median(reach), call: median(call), n: reach.length };
}

const srv = await serve();
const b = await browser();
const out = {};
for (const [label, plies] of [['early', 0], ['late', LONG]]) {
  // Without the draw rules, so that a long random game goes on (a game that still ends, all
  // its moves ending it, is made again).
  let host;
  for (let tries = 0; tries < 10; tries++) {
    host = await openWithSettings(b, srv.url, 'ganh', { repetition: 'off', 'no-progress': 'off' });
    if (plies) await host.page.evaluate((n) => cdg.playRandom(n), plies);
    if (!(await host.page.evaluate(() => document.body.dataset.outcome))) break;
    await host.ctx.close();
  }
  const guest = await device(b, srv.url, '#/');
  await connect(host.page, { r: 0, b: 1 }, [[guest.page, 1]]);
  out[label] = await measure(host.page, guest.page);
  out[label].ply = plies;
  await host.ctx.close();
  await guest.ctx.close();
}
await b.close();
await srv.close();
for (const [k, v] of Object.entries(out)) {
  console.log(`${k.padEnd(6)} ply ${String(v.ply).padStart(5)}: reaches the other device ${v.reach} ms (median of ${v.n}); the host's play call ${v.call.toFixed(2)} ms`);
}
console.log(`late / early: reach ${(out.late.reach / out.early.reach).toFixed(2)}×, play call ${(out.late.call / out.early.call).toFixed(2)}×`);
