// The cost of a tap late in a long game: a 1,500-ply four-player Cờ cá ngựa game and a
// 300-ply Cờ gánh game, against the same games at ply 20, in headless Chromium.
//
// Each game is made at run time (random legal moves through the test hook `cdg.playRandom`),
// then opened in a fresh page from its share link, so the load path is the real one. There,
// real clicks play a move (Cờ cá ngựa: Roll, or a tap on the horse that can move; Cờ gánh: a
// tap on a piece, then on where it goes), then Undo, then Redo, several times; each is timed
// in the page, and the medians are compared (late against early).
//
// What a tap costs (pages open with reduced motion, so no glide or tumbling dice adds frames):
// - "work": the app's script for the tap: every listener of its input events (pointer,
//   mouse, click) and the timers they set (the move list's chunks), until the page is quiet;
// - "longest piece": the longest single listener, timer or animation frame of those;
// - "drawing": the animation frames in that time (the board drawn again);
// - "main thread": all of the renderer's main-thread time then (Chromium's own count,
//   TaskDuration: script, style, layout, paint), less what measuring with no click costs;
// - "autosave": the saved game's storage reads and writes (`cdg.save.*`) in the move's
//   work, or, when the app marks it, its own `cdg-autosave` measure (performance.measure)
//   around the whole save (building the record, sealing it, storing it).
// Targets (issue 13), on the work: at the late ply each stays under 16 ms and within 1.5× its time at
// ply 20. It is a benchmark: it exits 0 whatever it measures, unless `--strict`.
//
// Usage: node scripts/perf/tap-cost.mjs [--reps N] [--json] [--strict]
//   (needs dist/ built by `trunk build --release`, or scripts/build.sh)
import { fileURLToPath } from 'node:url';
import { serve, launch, choose } from '../../tests/e2e/harness.mjs';

const FRAME_MS = 16;
const MAX_RATIO = 1.5;

/** The games measured: id, early and late ply, the settings of a fresh game. */
const GAMES = [
  { id: 'cangua', name: 'Cờ cá ngựa (4 players)', early: 20, late: 1500, settings: { players: 'r,b,y,g', auto: 'off' } },
  // Without the draw rules (repetition, no progress), so that random play reaches 300 plies.
  { id: 'ganh', name: 'Cờ gánh', early: 20, late: 300, settings: { repetition: 'off', 'no-progress': 'off' } },
];

/** Sets each settings-dialog choice of `values` in the game on screen, and applies them. */
async function applySettings(page, values) {
  await page.click('button.settings');
  for (const [name, value] of Object.entries(values)) await choose(page, name, value);
  await page.click('button.apply');
}

/**
 * Runs in the page before the app: times the app's work caused by each input event,
 * timer and animation frame, and the saved game's storage calls, into `window.__tap`.
 */
function instrument() {
  const tap = { work: 0, frames: 0, longest: 0, storage: 0, pending: 0, on: false };
  window.__tap = tap;
  /** Counts one piece of work of `ms`: the app's own (`work`) or the board's drawing (`frames`). */
  const count = (kind, ms) => {
    if (!tap.on) return;
    tap[kind] += ms;
    tap.longest = Math.max(tap.longest, ms);
  };
  const timed = (kind, f) => function timedCall(...args) {
    const t = performance.now();
    try { return f.apply(this, args); } finally { count(kind, performance.now() - t); }
  };
  // Input: from the first listener (capture, on window) to the last (bubble, on window).
  let t0 = 0;
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    addEventListener(type, () => { t0 = performance.now(); }, true);
    addEventListener(type, () => count('work', performance.now() - t0), false);
  }
  const setTimeout0 = window.setTimeout;
  window.setTimeout = function setTimeout(f, ms, ...args) {
    if (typeof f !== 'function') return setTimeout0.call(window, f, ms, ...args);
    const counted = tap.on;
    if (counted) tap.pending++;
    return setTimeout0.call(window, (...a) => {
      if (counted) tap.pending--;
      timed('work', f)(...a);
    }, ms, ...args);
  };
  const raf0 = window.requestAnimationFrame;
  window.requestAnimationFrame = function requestAnimationFrame(f) {
    return raf0.call(window, (t) => timed('frames', f)(t));
  };
  for (const name of ['getItem', 'setItem']) {
    const f = Storage.prototype[name];
    Storage.prototype[name] = function storageCall(key, ...rest) {
      const t = performance.now();
      try { return f.call(this, key, ...rest); } finally {
        if (tap.on && String(key).startsWith('cdg.save.')) tap.storage += performance.now() - t;
      }
    };
  }
  /** Starts counting one action. */
  tap.start = () => {
    Object.assign(tap, { work: 0, frames: 0, longest: 0, storage: 0, pending: 0, on: true, t: performance.now() });
    performance.clearMeasures('cdg-autosave');
  };
  /** Resolves, once the page is quiet (no timer it set pending, two frames since), to the counts. */
  tap.settle = () => new Promise((resolve) => {
    let frames = 0;
    const check = () => {
      if (tap.pending > 0 && performance.now() - tap.t < 2000) { frames = 0; setTimeout0.call(window, check, 1); return; }
      if (frames < 2) { frames++; raf0.call(window, check); return; }
      tap.on = false;
      const marks = performance.getEntriesByName('cdg-autosave', 'measure');
      resolve({
        work: tap.work,
        frames: tap.frames,
        longest: tap.longest,
        storage: tap.storage,
        autosave: marks.length ? marks.reduce((s, m) => s + m.duration, 0) : null,
      });
    };
    check();
  });
}

/** The renderer main thread's busy time so far, in ms (Chromium's TaskDuration). */
async function busy(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return 1000 * metrics.find((m) => m.name === 'TaskDuration').value;
}

/** Plays random legal moves in a fresh game until `plies` are played; resolves to its share link. */
async function makeLink(browser, base, game, plies) {
  const ctx = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  const page = await ctx.newPage();
  try {
    await page.goto(`${base}#/${game.id}`);
    for (let attempt = 0; attempt < 10; attempt++) {
      if (attempt > 0) await page.reload(); // a fresh game (the storage was cleared)
      await page.waitForFunction((id) => document.body.dataset.screen === id, game.id);
      await applySettings(page, game.settings);
      const played = await page.evaluate((n) => window.cdg.playRandom(n), plies);
      const moves = await page.evaluate(() => window.cdg.legalMoves().length);
      if (played === plies && moves > 0) {
        await page.click('button.record');
        const link = await page.inputValue('input.share-link');
        const position = await page.evaluate(() => document.body.dataset.position);
        return { hash: link.slice(link.indexOf('#')), position };
      }
      await page.evaluate(() => localStorage.clear());
    }
    throw new Error(`no ${game.id} game of ${plies} plies in ten tries`);
  } finally {
    await ctx.close();
  }
}

/**
 * Times one action: `clicks` are [x, y] points clicked in turn, as a person would; the
 * position on screen must change (when there are clicks), or it resolves to null; `idle` is
 * taken off the main thread's time. Resolves to { work, frames, longest, main, autosave, marked }.
 */
async function timed(page, cdp, clicks, idle = 0) {
  const before = await position(page);
  await page.evaluate(() => window.__tap.start());
  const busy0 = await busy(cdp);
  for (const [x, y] of clicks) await page.mouse.click(x, y);
  const r = await page.evaluate(() => window.__tap.settle());
  const main = (await busy(cdp)) - busy0 - idle;
  if (clicks.length && (await position(page)) === before) return null;
  return { work: r.work, frames: r.frames, longest: r.longest, main, autosave: r.autosave ?? r.storage, marked: r.autosave !== null };
}

const position = (page) => page.evaluate(() => document.body.dataset.position);

/** The centre of the element `selector`, in the page's coordinates. */
async function centre(page, selector) {
  const b = await page.locator(selector).boundingBox();
  if (!b) throw new Error(`no ${selector} on screen`);
  return [b.x + b.width / 2, b.y + b.height / 2];
}

/** The centre of the board's cell or point `name`. */
async function cell(page, name) {
  const xy = await page.evaluate((n) => window.cdg.cellCenter(n), name);
  if (!xy) throw new Error(`no cell ${name} on this board`);
  return xy;
}

/** The move a person would make now: resolves to [label, the points to click], or null when the game is over. */
async function nextMove(page, game) {
  const legal = await page.evaluate(() => window.cdg.legalMoves());
  if (legal.length === 0) return null;
  if (game.id === 'cangua') {
    if (await page.isEnabled('button.roll')) return ['move (Roll)', [await centre(page, 'button.roll')]];
    const steps = legal.filter((m) => m.includes(':'));
    const who = (await position(page)).split(' ').at(-2);
    const from = steps[0].split(':')[1].split('-')[0];
    return ['move (tap a horse)', [await cell(page, `${who}:${from === 's' ? 's0' : from}`)]];
  }
  const [from, to] = legal[Math.floor(Math.random() * legal.length)].split('-');
  return ['move (tap the piece, then where it goes)', [await cell(page, from), await cell(page, to)]];
}

/** Opens `link` and times `reps` rounds of move, undo, redo; resolves to { action: [samples] }. */
async function measureAt(browser, base, game, link, reps) {
  // Reduced motion: no glides nor tumbling dice, whose frames would hide the tap's own cost
  // (the board's drawing is measured by scripts/perf/page.mjs).
  const ctx = await browser.newContext({ viewport: { width: 1180, height: 820 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  await ctx.addInitScript(instrument);
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' }).catch(() => cdp.send('Performance.enable'));
  const samples = {};
  try {
    await page.goto(base + link.hash);
    await page.waitForFunction((id) => document.body.dataset.screen === id, game.id);
    if ((await position(page)) !== link.position) throw new Error(`the ${game.id} share link did not open its game`);
    await page.waitForTimeout(500);
    // The main thread's time for measuring itself (no click; the least of five, as other
    // work may land in any of them), taken off every sample.
    const quiet = [];
    for (let i = 0; i < 5; i++) quiet.push((await timed(page, cdp, [])).main);
    const idle = Math.min(...quiet);
    let missed = 0;
    for (let i = 0; i <= reps; i++) { // round 0 warms up
      const keep = (k, v) => { if (i > 0) (samples[k] ??= []).push(v); };
      const next = await nextMove(page, game);
      if (!next) {
        // The last move ended the game: it is taken back (not timed), and this round again.
        await page.click('button.undo');
        i--;
        if (++missed > 2 * reps) throw new Error(`${game.id}: the game keeps ending`);
        continue;
      }
      const [label, clicks] = next;
      const move = await timed(page, cdp, clicks, idle);
      if (!move) {
        // The tap did not play (e.g. it picked up a horse with two ways to go): the game
        // goes on by the test hook, and this round counts for nothing.
        await page.keyboard.press('Escape');
        await page.evaluate(() => window.cdg.playRandom(1));
        i--;
        if (++missed > 2 * reps) throw new Error(`${game.id}: taps kept not playing a move`);
        continue;
      }
      keep(label, move);
      const a = move.autosave;
      keep('autosave (after the move)', { work: a, frames: 0, longest: a, main: a, marked: move.marked });
      // The panel may move between actions: each button is found again just before its click.
      const undone = await timed(page, cdp, [await centre(page, 'button.undo')], idle);
      if (undone) keep('undo', undone);
      const redone = undone && await timed(page, cdp, [await centre(page, 'button.redo')], idle);
      if (redone) keep('redo', redone);
      await page.waitForTimeout(game.id === 'cangua' ? 700 : 300); // the move's glide ends
    }
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await ctx.close();
  }
  return samples;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Measures every game; resolves to rows { game, action, early, late, plies, samples }. */
export async function measure({ reps = 9 } = {}) {
  const server = await serve();
  const browser = await launch();
  const rows = [];
  try {
    for (const game of GAMES) {
      const at = {};
      for (const plies of [game.early, game.late]) {
        const link = await makeLink(browser, server.url, game, plies);
        at[plies] = await measureAt(browser, server.url, game, link, reps);
      }
      const rank = (a) => ['move', 'autosave', 'undo', 'redo'].findIndex((k) => a.startsWith(k));
      const actions = Object.keys(at[game.late]).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      for (const action of actions) {
        const early = at[game.early][action];
        const late = at[game.late][action];
        if (!early || !late) continue; // e.g. no horse could move in one of the runs
        const med = (xs) => Object.fromEntries(['work', 'frames', 'longest', 'main'].map((k) => [k, median(xs.map((x) => x[k]))]));
        rows.push({
          game: game.name, action, earlyPly: game.early, latePly: game.late,
          marked: late.some((x) => x.marked),
          early: { ...med(early), n: early.length },
          late: { ...med(late), n: late.length },
        });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

/** Whether a row meets both targets, on the app's work for the tap (median, late against early). */
export function verdict(row) {
  const ratio = row.late.work / Math.max(row.early.work, 0.05);
  return { ratio, fast: row.late.work < FRAME_MS, flat: ratio <= MAX_RATIO };
}

/** The table of `rows`, as text. */
function table(rows) {
  const f = (x) => x.toFixed(1);
  const head = ['game', 'action', 'plies', 'work', 'late/early', '< 16 ms', '≤ 1.5×', 'longest piece', 'drawing', 'main thread'];
  const lines = [head];
  for (const r of rows) {
    const v = verdict(r);
    const action = r.action.startsWith('autosave') && !r.marked ? `${r.action}: storage calls` : r.action;
    const pair = (k) => `${f(r.early[k])} → ${f(r.late[k])}`;
    lines.push([r.game, action, `${r.earlyPly} → ${r.latePly}`, pair('work'), `${v.ratio.toFixed(2)}×`,
      v.fast ? 'yes' : 'NO', v.flat ? 'yes' : 'NO', pair('longest'), pair('frames'), pair('main')]);
  }
  const w = head.map((_, c) => Math.max(...lines.map((l) => l[c].length)));
  return lines.map((l) => l.map((x, c) => x.padEnd(w[c])).join('  ').trimEnd()).join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, d) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : d; };
  const rows = await measure({ reps: arg('--reps', 9) });
  const broken = rows.filter((r) => { const v = verdict(r); return !v.fast || !v.flat; });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows.map((r) => ({ ...r, ...verdict(r) }))));
  } else {
    console.log('Medians in ms, at the early ply → at the late ply. work: the app\'s script for the tap (input');
    console.log('listeners and the timers they set); longest piece: its longest single listener, timer or frame;');
    console.log('drawing: the animation frames; main thread: all of the renderer\'s main-thread time (with style,');
    console.log('layout and paint; less what measuring with no click costs). Targets on work: under 16 ms late, at most 1.5× early.');
    console.log(table(rows));
    console.log(broken.length ? `${broken.length} of ${rows.length} rows miss a target` : 'every row meets both targets');
  }
  if (process.argv.includes('--strict') && broken.length) process.exit(1);
}
