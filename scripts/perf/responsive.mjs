// How free the page stays while work happens off its thread, in headless Chromium on this
// machine (figures, not tests: the end-to-end tests check that the work is off the page's
// thread, these measure how long it takes and how smooth the page stays):
// - the review of a 60-move Cờ gánh game opened by link: its seconds, and the longest wait
//   between two animation frames while it runs;
// - the computer (Hard) thinking about Cờ gánh's first reply: the longest main-thread task
//   while it thinks;
// - a share link of 100,000 moves: the ms from the new address to the sentence refusing it.
// Usage: node scripts/perf/responsive.mjs [--runs N] [--dist DIR] [--json]   (needs a built
// dist/, or DIR: another build, to compare)
import { fileURLToPath } from 'node:url';
import { serve, launch, open, position, clickCell, payload, sizes } from '../../tests/e2e/harness.mjs';
import { GAME60, shuffle } from '../../tests/e2e/records.mjs';

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

/** Runs before the app: every long task, and when a new address reaches the page. */
function watch() {
  window.longTasks = [];
  addEventListener('hashchange', () => { window.hashAt = performance.now(); }, { capture: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push({ at: e.startTime, ms: Math.round(e.duration) }); })
    .observe({ type: 'longtask' });
}

async function page(browser, url, hash, viewport = sizes.desktop) {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript(watch);
  const opened = await open(browser, url, hash, viewport, ctx);
  return { ...opened, ctx };
}

/** The review of GAME60: { reviewS, frameGapMs }. */
async function review(browser, url) {
  const { page: p, ctx } = await page(browser, url, `#/ganh?r=${payload(GAME60)}`);
  await p.waitForFunction(() => document.querySelectorAll('.panel .moves li').length > 0);
  await p.evaluate(() => {
    window.gap = 0;
    let last = performance.now();
    const tick = (t) => {
      window.gap = Math.max(window.gap, t - last);
      last = t;
      if (!window.stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const t0 = Date.now();
  await p.click('.panel a.review-link');
  await p.waitForSelector('.review[data-state="done"]', { timeout: 120000 });
  const reviewS = (Date.now() - t0) / 1000;
  const frameGapMs = Math.round(await p.evaluate(() => { window.stopFrames = true; return window.gap; }));
  await ctx.close();
  return { reviewS, frameGapMs };
}

/** Hard's first reply in Cờ gánh: the longest main-thread task while it thinks. */
async function thinking(browser, url) {
  const { page: p, ctx } = await page(browser, url, '#/ganh', sizes.tablet);
  await p.click('button.settings');
  await p.selectOption('select[name="seat.b"]', 'hard');
  await p.click('button.apply');
  await clickCell(p, 'a3');
  await clickCell(p, 'b3');
  await p.waitForFunction(() => document.body.dataset.thinking === '1', null, { timeout: 10000 });
  const from = await p.evaluate(() => performance.now());
  await p.waitForFunction(() => / r /.test(document.body.dataset.position), null, { timeout: 60000 });
  const to = await p.evaluate(() => performance.now());
  const ms = await p.evaluate(([a, b]) => window.longTasks.filter((t) => t.at >= a && t.at <= b).map((t) => t.ms), [from, to]);
  await ctx.close();
  return Math.max(0, ...ms);
}

/** A 100,000-move link refused: ms from the address to the sentence. */
async function refuse(browser, url) {
  const { page: p, ctx } = await page(browser, url, '#/ganh');
  const before = await position(p);
  const ms = await p.evaluate((h) => new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (!document.querySelector('.panel .notice[data-kind="link"]')) return;
      obs.disconnect();
      resolve(performance.now() - window.hashAt);
    });
    obs.observe(document.body, { subtree: true, childList: true, attributes: true });
    location.hash = h;
  }), `#/ganh?r=${payload(shuffle(100_000))}`);
  if ((await position(p)) !== before) throw new Error('the refused link changed the game');
  await ctx.close();
  return Math.round(ms);
}

/** `runs` rounds of the three measures on the build in `dir` (dist/ when not given). */
export async function measure(runs = 3, dir = undefined) {
  const server = await serve(dir);
  const browser = await launch();
  const all = [];
  try {
    for (let i = 0; i < runs; i++) {
      const r = await review(browser, server.url);
      all.push({ ...r, thinkTaskMs: await thinking(browser, server.url), refuseMs: await refuse(browser, server.url) });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const of = (k) => all.map((r) => r[k]);
  return {
    runs,
    reviewMedianS: median(of('reviewS')),
    reviewWorstS: Math.max(...of('reviewS')),
    frameGapWorstMs: Math.max(...of('frameGapMs')),
    thinkTaskWorstMs: Math.max(...of('thinkTaskMs')),
    refuseWorstMs: Math.max(...of('refuseMs')),
    all,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (k) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; };
  const m = await measure(Number(arg('--runs') ?? 3), arg('--dist'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(m));
  else {
    console.log(`${m.runs} runs:`);
    console.log(`  review of a 60-move Cờ gánh game: median ${m.reviewMedianS.toFixed(1)} s, worst ${m.reviewWorstS.toFixed(1)} s; longest frame gap ${m.frameGapWorstMs} ms`);
    console.log(`  Hard thinking (Cờ gánh): longest main-thread task ${m.thinkTaskWorstMs} ms (0 = none over 50 ms)`);
    console.log(`  a 100,000-move link refused after ${m.refuseWorstMs} ms (worst)`);
  }
}
