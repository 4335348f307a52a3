// Checks the performance budgets and exits 1 when one is broken. Each budget can be tightened
// or loosened by its environment variable (to show the check fails when it should).
//   node scripts/perf/budgets.mjs --size-only          download size only (stable; run in CI)
//   node scripts/perf/budgets.mjs --bench FILE         everything, with rules figures from bench.sh
import fs from 'node:fs';
import { largestGame, measure as sizes } from './size.mjs';

const env = (k, d) => Number(process.env[k] ?? d);
const budget = {
  downloadKB: env('BUDGET_DOWNLOAD_KB', 130),
  homeKB: env('BUDGET_HOME_KB', 140),
  firstBoardMs: env('BUDGET_FIRST_BOARD_MS', 1000),
  redrawMedianMs: env('BUDGET_REDRAW_MS', 4),
  longestTaskMs: env('BUDGET_TASK_MS', 50),
  linkTaskMs: env('BUDGET_LINK_TASK_MS', 200),
  reviewS: env('BUDGET_REVIEW_S', 30),
  reviewGapMs: env('BUDGET_REVIEW_GAP_MS', 250),
  thinkTaskMs: env('BUDGET_THINK_TASK_MS', 100),
  refuseMs: env('BUDGET_REFUSE_MS', 200),
  wasmRatio: env('BUDGET_WASM_RATIO', 0.5),
};
let failed = 0;
const check = (what, value, limit, ok) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}: ${value} (budget ${limit})`);
  if (!ok) failed++;
};

// Sizes in KiB (1,024 bytes), to one decimal.
const s = sizes();
const kib = (v) => +(v.total.gzip / 1024).toFixed(1);
const [game, g] = largestGame(s);
check(`first visit of a game's address, the largest (${game}), gzip`, `${kib(g)} KiB`, `≤ ${budget.downloadKB} KiB`, kib(g) <= budget.downloadKB);
const home = s.visits['#/'];
check('first visit of the home screen (#/), gzip', `${kib(home)} KiB`, `≤ ${budget.homeKB} KiB`, kib(home) <= budget.homeKB);

if (!process.argv.includes('--size-only')) {
  const { measure: page } = await import('./page.mjs');
  for (const [game, m] of Object.entries(await page())) {
    check(`${game}: first board drawn`, `${m.firstBoardMs} ms`, `≤ ${budget.firstBoardMs} ms`, m.firstBoardMs <= budget.firstBoardMs);
    check(`${game}: redraw median`, `${m.redrawMedianMs} ms`, `≤ ${budget.redrawMedianMs} ms`, m.redrawMedianMs <= budget.redrawMedianMs);
    check(`${game}: longest main-thread task while animating`, `${m.longestTaskMs} ms`, `≤ ${budget.longestTaskMs} ms`, m.longestTaskMs <= budget.longestTaskMs);
  }
  const { measure: link } = await import('./long-link.mjs');
  const l = await link(5);
  check('a 4,000-ply link of Cờ cá ngựa: longest main-thread task while it opens (worst of 5)', `${l.taskWorstMs} ms`, `≤ ${budget.linkTaskMs} ms`, l.taskWorstMs <= budget.linkTaskMs);
  const { measure: responsive } = await import('./responsive.mjs');
  const r = await responsive(3);
  check('review of a 60-move Cờ gánh game (worst of 3)', `${r.reviewWorstS} s`, `≤ ${budget.reviewS} s`, r.reviewWorstS <= budget.reviewS);
  check('longest wait between frames while it runs (worst of 3)', `${r.frameGapWorstMs} ms`, `≤ ${budget.reviewGapMs} ms`, r.frameGapWorstMs <= budget.reviewGapMs);
  check('longest main-thread task while Hard thinks (worst of 3)', `${r.thinkTaskWorstMs} ms`, `≤ ${budget.thinkTaskMs} ms`, r.thinkTaskWorstMs <= budget.thinkTaskMs);
  check('a 100,000-move link refused (worst of 3)', `${r.refuseWorstMs} ms`, `≤ ${budget.refuseMs} ms`, r.refuseWorstMs <= budget.refuseMs);
  const i = process.argv.indexOf('--bench');
  const lines = i > 0 ? fs.readFileSync(process.argv[i + 1], 'utf8').split('\n') : [];
  for (const l of lines) {
    const m = l.match(/^wasm\s+perft (\S+ \d+):.*wasm\/native = ([\d.]+)/);
    if (m) check(`wasm rules speed, perft ${m[1]}`, `${m[2]} of native`, `≥ ${budget.wasmRatio}`, Number(m[2]) >= budget.wasmRatio);
  }
}
console.log(failed ? `${failed} budget(s) broken` : 'all budgets kept');
process.exit(failed ? 1 : 0);
