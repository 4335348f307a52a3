// Play with a friend: how long a move takes to reach the other device, early in a game and
// late in a long one, over a real WebRTC data channel between two browser contexts; and what
// the friend module costs a move on the device that makes it. Run it inside a network
// namespace of its own, as the tests do:
//
//   scripts/netns.sh node scripts/perf/friend.mjs [--moves N] [--long P]
//
// - "reaches the other device": from the host's `cdg.play(move)` to the friend's board
//   showing the new position (the friend checks it by the rules, plays it, and its panel
//   follows), median over N moves each way;
// - "the host's play call": the app's own work for the move on the device that made it
//   (`cdg.play` through the panel's refresh; the module sends the move in a later task);
// - early: from the start; late: after P random plies loaded as the host's game (the host's
//   game goes whole to the friend when it joins), Cờ cá ngựa with four colours, two devices.
// A benchmark: it prints what it measures and exits 0.
import { serve, browser, device, connect } from '../../tests/e2e-net/two.mjs';
import { openWithSettings } from '../../tests/e2e/harness.mjs';

const arg = (name, d) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const N = arg('--moves', 20);
const LONG = arg('--long', 1500);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Plays N moves alternately (Red on the host, Yellow on the friend); times each. */
async function measure(host, guest) {
  const reach = [];
  const call = [];
  for (let i = 0; i < N; i++) {
    const turn = (await host.evaluate(() => document.body.dataset.position)).split(' ').at(-2);
    const [me, other] = turn === 'r' || turn === 'b' ? [host, guest] : [guest, host];
    const pick = await me.evaluate(() => {
      const rolls = !document.querySelector('button.roll').disabled;
      const moves = cdg.legalMoves();
      return rolls ? null : moves.find((m) => !m.startsWith('roll')) || null;
    });
    const before = await other.evaluate(() => document.body.dataset.position);
    const t0 = Date.now();
    const spent = await me.evaluate((mv) => {
      const t = performance.now();
      if (mv) cdg.play(mv); else document.querySelector('button.roll').click();
      return performance.now() - t;
    }, pick);
    const now = await me.evaluate(() => document.body.dataset.position);
    if (now === before) continue; // nothing to play (an automatic move went first)
    await other.waitForFunction((p) => document.body.dataset.position === p, now, { timeout: 10000, polling: 5 });
    reach.push(Date.now() - t0);
    call.push(spent);
  }
  return { reach: median(reach), call: median(call), n: reach.length };
}

const srv = await serve();
const b = await browser();
const out = {};
for (const [label, plies] of [['early', 0], ['late', LONG]]) {
  const host = await openWithSettings(b, srv.url, 'cangua', { players: 'r,b,y,g', auto: 'off' });
  if (plies) await host.page.evaluate((n) => cdg.playRandom(n), plies);
  const guest = await device(b, srv.url, '#/');
  await connect(host.page, { r: 0, b: 0, y: 1, g: 1 }, [[guest.page, 1]]);
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
