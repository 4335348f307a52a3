// Page speed in headless Chromium on this machine, for each game: time from navigation to
// the first board drawn, the time to redraw the board (median and 95th percentile over many
// frames), and the longest main-thread task while a move animates.
// Usage: node scripts/perf/page.mjs [--json]   (needs a built dist/)
import { fileURLToPath } from 'node:url';
import { serve, launch } from '../../tests/e2e/harness.mjs';

const FRAMES = 300;
const moves = { ganh: ['c1', 'c2'], toan: ['a1', 'a2'], cangua: [] };

const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };

/** Measures every game; resolves to { game: { firstBoardMs, redrawMedianMs, redrawP95Ms, longestTaskMs } }. */
export async function measure() {
  const server = await serve();
  const browser = await launch();
  const out = {};
  try {
    for (const [game, clicks] of Object.entries(moves)) {
      const ctx = await browser.newContext({ viewport: { width: 1180, height: 820 }, deviceScaleFactor: 2 });
      const page = await ctx.newPage();
      await page.goto(`${server.url}#/${game}`);
      const ok = await page.waitForFunction(() => performance.getEntriesByName('cdg-first-board').length > 0,
        null, { timeout: 10000 }).then(() => true, () => false);
      if (!ok) { await ctx.close(); continue; } // a game the build does not have yet
      const firstBoardMs = await page.evaluate(() => performance.getEntriesByName('cdg-first-board')[0].startTime);
      await page.evaluate((n) => window.cdg.benchRedraw(20), 0); // warm up
      await page.waitForTimeout(1000); // a person looks at the board before the first move
      const times = await page.evaluate((n) => window.cdg.benchRedraw(n), FRAMES);
      // Longest task during an animation: observe long tasks and time every frame while a move plays.
      await page.evaluate(() => {
        window.__tasks = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push(e.duration); })
          .observe({ type: 'longtask', buffered: false });
        window.__frames = [];
        let last = performance.now();
        const tick = (t) => { window.__frames.push(t - last); last = t; if (window.__frames.length < 90) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      });
      for (const c of clicks) {
        const xy = await page.evaluate((n) => window.cdg.cellCenter(n), c);
        await page.mouse.click(xy[0], xy[1]);
      }
      if (game === 'cangua') await page.click('button.roll').catch(() => {});
      await page.waitForTimeout(1600);
      const { tasks, frames } = await page.evaluate(() => ({ tasks: window.__tasks, frames: window.__frames }));
      out[game] = {
        firstBoardMs: Math.round(firstBoardMs),
        redrawMedianMs: +pct(times, 0.5).toFixed(3),
        redrawP95Ms: +pct(times, 0.95).toFixed(3),
        longestTaskMs: tasks.length ? Math.round(Math.max(...tasks)) : 0,
        longestFrameMs: Math.round(Math.max(...frames.slice(1))),
      };
      await ctx.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = await measure();
  if (process.argv.includes('--json')) console.log(JSON.stringify(m));
  else for (const [g, v] of Object.entries(m)) {
    console.log(`${g.padEnd(7)} first board ${v.firstBoardMs} ms · redraw median ${v.redrawMedianMs} ms, p95 ${v.redrawP95Ms} ms · longest task during animation ${v.longestTaskMs ? v.longestTaskMs + ' ms' : 'none over 50 ms'} · longest frame ${v.longestFrameMs} ms`);
  }
}
