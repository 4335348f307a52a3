// How the page copes with the longest real game arriving by share link: a legal 4,000-ply
// game of Cờ cá ngựa (four players) opened on a running page, in headless Chromium on this
// machine. Over several runs: the longest main-thread task while it opens (the browser's
// long tasks, those over 50 ms), the time from the new address until the move list shows,
// and the longest task when one move is then taken back.
// Usage: node scripts/perf/long-link.mjs [--runs N] [--dist DIR] [--json]   (needs a built
// dist/, or DIR: another build, to compare)
import { fileURLToPath } from 'node:url';
import { serve, launch, open, position, sizes, longLink } from '../../tests/e2e/harness.mjs';

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

/** Runs before the app: notes when a new address reaches the page, and every long task. */
function watch() {
  window.longTasks = [];
  addEventListener('hashchange', () => { window.hashAt = performance.now(); }, { capture: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(Math.round(e.duration)); })
    .observe({ type: 'longtask' });
}

/** One run on a fresh page: { taskMs, listMs, undoTaskMs }. */
async function once(browser, url, fragment) {
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  await ctx.addInitScript(watch);
  const { page } = await open(browser, url, '#/cangua', sizes.desktop, ctx);
  await page.waitForTimeout(500); // the first board and its tasks are not the link's
  const start = await position(page);
  const listMs = await page.evaluate((h) => new Promise((resolve) => {
    window.longTasks = [];
    const obs = new MutationObserver(() => {
      if (!document.querySelector('.moves li:nth-child(100)')) return;
      obs.disconnect();
      resolve(performance.now() - window.hashAt);
    });
    obs.observe(document.body, { subtree: true, childList: true, attributes: true });
    location.hash = h;
  }), `#/cangua?r=${fragment}`);
  await page.waitForFunction((p) => document.body.dataset.position !== p, start);
  await page.waitForTimeout(1500); // the autosave and the later refreshes settle
  const opening = await page.evaluate(() => window.longTasks.splice(0));
  await page.click('button.undo');
  await page.waitForTimeout(500);
  const undo = await page.evaluate(() => window.longTasks.splice(0));
  await ctx.close();
  return { taskMs: Math.max(0, ...opening), listMs: Math.round(listMs), undoTaskMs: Math.max(0, ...undo) };
}

/** Measures `runs` openings of the build in `dir` (dist/ when not given); resolves to medians and worsts over the runs. */
export async function measure(runs = 5, dir = undefined) {
  const fragment = longLink();
  const server = await serve(dir);
  const browser = await launch();
  const all = [];
  try {
    for (let i = 0; i < runs; i++) all.push(await once(browser, server.url, fragment));
  } finally {
    await browser.close();
    await server.close();
  }
  const of = (k) => all.map((r) => r[k]);
  return {
    characters: fragment.length,
    runs,
    taskMedianMs: median(of('taskMs')),
    taskWorstMs: Math.max(...of('taskMs')),
    listMedianMs: median(of('listMs')),
    undoTaskWorstMs: Math.max(...of('undoTaskMs')),
    tasks: of('taskMs'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (k) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; };
  const m = await measure(Number(arg('--runs') ?? 5), arg('--dist'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(m));
  else {
    console.log(`a 4,000-ply Cờ cá ngựa link (${m.characters} characters), ${m.runs} runs:`);
    console.log(`  longest task while it opens: median ${m.taskMedianMs} ms, worst ${m.taskWorstMs} ms (each run: ${m.tasks.join(', ')}; 0 = none over 50 ms)`);
    console.log(`  move list shown after ${m.listMedianMs} ms (median); longest task on undo: ${m.undoTaskWorstMs} ms`);
  }
}
