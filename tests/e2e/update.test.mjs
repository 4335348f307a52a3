// Updates land whole: the site is served with `Cache-Control: max-age=600` (as static hosts
// often do) from a folder that is "deployed" over: a visit, a saved move, then new builds
// whose files have new names (made from dist/ by renaming its hashed files and running the
// post-build hook again), the browser's HTTP cache expired through the DevTools protocol,
// reloads online and offline. Every time the app starts (never stuck on `loading`), on the
// whole new build once it is let in, with the saved game, and the page and its AI worker
// report the same build. One browser profile throughout, so the HTTP cache and the service
// worker are the ones a returning player has.
//
// The second test keeps a tab open on the old build while another tab lets a new build in:
// the old tab's parts loaded only when used (the puzzles, the computer's worker, two-device
// play, the how-to text) still come whole from its own build, with the server gone; the old
// build's cache goes once no tab runs it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { serve, launchPersistent, dist, root, clickCell, position, shot, sizes, choose, go } from './harness.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cdg-update-'));
const site = path.join(tmp, 'site');
let server, ctx;

before(async () => {
  fs.cpSync(dist, site, { recursive: true });
  server = await serve(site, '/', { headers: { 'cache-control': 'max-age=600' } });
  ctx = await launchPersistent(path.join(tmp, 'profile'), { viewport: sizes.desktop });
});
after(async () => {
  await ctx?.close();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The build id a built folder's index.html names (null when it names none). */
function buildOf(dir) {
  return fs.readFileSync(path.join(dir, 'index.html'), 'utf8').match(/data-build="([0-9a-f]+)"/)?.[1] ?? null;
}

/**
 * A new build made from the folder `from` into `to`: `change(to)` if given, the main module
 * and the style sheet under new hashed names (index.html follows), then stamped by the
 * post-build hook, which gives it a new build id, new worker file names and a new sw.js.
 */
function nextBuild(from, to, change = () => {}) {
  fs.cpSync(from, to, { recursive: true });
  change(to);
  const index = path.join(to, 'index.html');
  let html = fs.readFileSync(index, 'utf8');
  const hashes = new Set(fs.readdirSync(to).map((f) => f.match(/^(?:co-dan-gian|style)-([0-9a-f]{8,})/)?.[1]).filter(Boolean));
  for (const h of hashes) {
    const fresh = crypto.createHash('sha256').update(`${h}${to}`).digest('hex').slice(0, h.length);
    for (const f of fs.readdirSync(to).filter((f) => f.includes(h))) {
      fs.renameSync(path.join(to, f), path.join(to, f.replace(h, fresh)));
    }
    html = html.split(h).join(fresh);
  }
  fs.writeFileSync(index, html);
  execFileSync('node', [path.join(root, 'scripts/sw-precache.mjs'), to],
    { cwd: root, env: { ...process.env, TRUNK_STAGING_DIR: to }, stdio: 'pipe' });
}

/** Replaces what the server serves (`into`) with the build in `dir` (the old files are gone). */
function deploy(dir, into = site) {
  fs.rmSync(into, { recursive: true, force: true });
  fs.cpSync(dir, into, { recursive: true });
}

/**
 * Waits until `fn(arg)` is true in `page`, through any reload the page makes itself (a
 * reload destroys the context a wait runs in: the wait starts again in the new one); fails
 * saying `what` never arrived, and what `seen()` in the page shows then.
 */
async function until(page, what, fn, arg, timeout = 15000, seen = () => document.body?.dataset.screen) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      await page.waitForFunction(fn, arg, { timeout: Math.max(1, end - Date.now()) });
      return;
    } catch (e) {
      if (Date.now() < end && !/Timeout/.test(String(e))) continue;
      const now = await page.evaluate(seen).catch(() => null);
      assert.fail(`${what} never arrived in ${timeout / 1000} s (seen: ${JSON.stringify(now)})`);
    }
  }
}

/** Waits until the app is up on a game screen (through any reload the page makes itself). */
function started(page, what, screen = 'ganh') {
  return until(page, `${what}: the app's start on ${screen}`,
    (s) => document.readyState === 'complete' && document.body?.dataset.screen === s, screen);
}

/** Waits until `page` runs build `id` (through the reload that lets it in). */
function onBuild(page, id, what) {
  return until(page, `${what}: build ${id}`, (b) => document.readyState === 'complete' && document.body?.dataset.build === b, id,
    15000, () => document.body?.dataset.build);
}

/** The names of the builds' caches (the service worker's other cache left out). */
function buildCaches(page) {
  return page.evaluate(async () => (await caches.keys()).filter((k) => /^cdg-[0-9a-f]+$/.test(k)));
}

/**
 * The builds the page and its AI worker report (the Hint button starts the worker). A worker
 * that has not answered in 5 s is asked again, up to four times: a clean-clone CI run once
 * saw no answer in 5 s right after a start on a new build (the worker's files fetched past
 * the expired cache); what it reports is still checked.
 */
async function builds(page) {
  const has = () => page.evaluate(() => document.body.hasAttribute('data-worker-build'));
  for (let i = 0; i < 4 && !(await has()); i++) {
    await page.click('button.hint');
    await page.waitForFunction(() => document.body.hasAttribute('data-worker-build'), null, { timeout: 5000 }).catch(() => {});
  }
  return page.evaluate(() => ({ page: document.body?.dataset.build ?? null, worker: document.body?.dataset.workerBuild ?? null }));
}

/**
 * Waits until build `id` is installed: its own cache is there (made once every file has
 * come) and no worker is still installing. Any other new cache (the worker's record of the
 * tabs, made when a page first says its build) is not a sign: waiting on "some new cache"
 * once let a reload start before the new build had even begun to install, and that page
 * stayed on the old build (a CI run of `scripts/test.sh`, 2026-12-06).
 */
async function installed(page, id) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r && r.update()).catch(() => {}));
  await until(page, `the install of build ${id}`, async (name) => {
    const reg = await navigator.serviceWorker.getRegistration();
    return !!reg && !reg.installing && (await caches.keys()).includes(name);
  }, `cdg-${id}`, 20000, () => caches.keys());
}

const START = 'BBBBB/B...B/R...B/R...R/RRRRR r -';
const AFTER_MOVE = 'BBBBB/B...B/.R..B/R...R/RRRRR b -';

test('after each deploy the app starts whole, on the new build once let in, online and offline', async () => {
  const page = ctx.pages()[0] || await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const cdp = await ctx.newCDPSession(page);
  const expire = () => cdp.send('Network.clearBrowserCache');

  // First visit: the service worker keeps this build; a move is saved.
  await go(page, `${server.url}#/ganh`);
  await started(page, 'first visit');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  assert.equal(await position(page), AFTER_MOVE);
  const a = buildOf(dist);
  const first = await builds(page);
  assert.equal(first.page, a);
  assert.equal(first.worker, first.page, 'page and worker of one build');

  // Deploy B while the HTTP cache still holds A's files: a reload shows the whole old build
  // while B installs (fetched past the HTTP cache).
  const b = path.join(tmp, 'b');
  nextBuild(dist, b);
  deploy(b);
  await page.reload();
  await started(page, 'reload after the deploy of B');
  await installed(page, buildOf(b));
  assert.equal(await position(page), AFTER_MOVE, 'the saved game is there');
  const during = await builds(page);
  assert.equal(during.worker, during.page, 'page and worker of one build while B installs');
  console.log(`# builds: A ${a}, B ${buildOf(b)}; after the deploy of B the page ran ${JSON.stringify(during)}`);

  // The HTTP cache expires; the next start lets B in, before anything is done on the page.
  await expire();
  await page.reload();
  await onBuild(page, buildOf(b), 'reload once the HTTP cache expired');
  await started(page, 'start on B');
  assert.equal(await position(page), AFTER_MOVE, 'the saved game is there on B');
  assert.match(buildOf(b) ?? '', /^[0-9a-f]{16}$/);
  assert.notEqual(buildOf(b), a);
  assert.deepEqual(await builds(page), { page: buildOf(b), worker: buildOf(b) });

  // Deploy C while playing: a quiet offer, no reload until the person asks. The page must
  // hold its service worker's registration first (index.html sets cdgUpdate then, a task
  // after the load): a build found before that is let in at once, as at a start.
  await until(page, 'the service worker\'s registration held by the page on B', () => typeof window.cdgUpdate === 'function');
  const c = path.join(tmp, 'c');
  nextBuild(b, c);
  deploy(c);
  await installed(page, buildOf(c));
  const offer = page.locator('.notice[data-kind="update"]');
  await offer.waitFor({ timeout: 10000 });
  assert.match(await offer.textContent(), /Có phiên bản mới/);
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await shot(page, `update-offer-${name}`);
  }
  assert.equal(await page.evaluate(() => document.body?.dataset.build), buildOf(b), 'no reload by itself');
  await expire();
  await offer.locator('button[data-action="reload"]').click();
  await onBuild(page, buildOf(c), 'reload from the offer');
  await started(page, 'reload from the offer');
  assert.equal(await position(page), AFTER_MOVE, 'the saved game is there on C');
  assert.deepEqual(await builds(page), { page: buildOf(c), worker: buildOf(c) });
  assert.equal(await page.locator('.notice[data-kind="update"]').count(), 0);

  // Offline, the HTTP cache empty: C again, whole, from the service worker.
  await expire();
  await ctx.setOffline(true);
  await page.reload();
  await started(page, 'reload offline');
  assert.equal(await position(page), AFTER_MOVE, 'the saved game is there offline');
  assert.deepEqual(await builds(page), { page: buildOf(c), worker: buildOf(c) });
  await ctx.setOffline(false);
  // Only C is kept: no page runs A or B.
  await until(page, `only the cache of C (cdg-${buildOf(c)})`,
    async (want) => JSON.stringify((await caches.keys()).filter((k) => /^cdg-[0-9a-f]+$/.test(k))) === JSON.stringify(want),
    [`cdg-${buildOf(c)}`], 15000, () => caches.keys());
  assert.deepEqual(errors, []);
});

test('a tab on the old build keeps working after another tab lets a new build in: puzzles, the computer, two-device play, offline', async () => {
  const site2 = path.join(tmp, 'site2');
  fs.cpSync(dist, site2, { recursive: true });
  const srv = await serve(site2, '/', { headers: { 'cache-control': 'max-age=600' } });
  const context = await launchPersistent(path.join(tmp, 'profile2'), { viewport: sizes.desktop });
  try {
    const a = buildOf(dist);
    const old = context.pages()[0] || await context.newPage();
    const errors = [];
    old.on('pageerror', (e) => errors.push(String(e)));

    // The first tab: A, kept by its service worker, which knows the tab runs A; a move played.
    await go(old, `${srv.url}#/ganh`);
    await started(old, 'the first tab');
    await until(old, 'the service worker\'s control of the first tab', () => navigator.serviceWorker.controller !== null);
    await until(old, 'the service worker\'s record of the first tab\'s build',
      async () => (await (await caches.open('cdg:tabs')).keys()).length === 1, undefined, 15000, () => caches.keys());
    await clickCell(old, 'a3');
    await clickCell(old, 'b3');
    assert.equal(await position(old), AFTER_MOVE);
    const howA = fs.readFileSync(path.join(dist, 'howto.txt'), 'utf8');

    // B is deployed (A's files are gone from the server; B's how-to text differs) and let
    // in from a second tab, opened afresh at home (it reloads itself onto B).
    const b = path.join(tmp, 'b2');
    nextBuild(dist, b, (dir) => fs.appendFileSync(path.join(dir, 'howto.txt'), '\n\n'));
    const idB = buildOf(b);
    deploy(b, site2);
    const second = await context.newPage();
    second.on('pageerror', (e) => errors.push(String(e)));
    await go(second, srv.url);
    await started(second, 'the second tab', 'home');
    await installed(second, idB);
    await second.reload();
    await onBuild(second, idB, 'the second tab, reloaded with B waiting');
    await started(second, 'the second tab on B', 'home');

    // The first tab stays on A, with its game, and a word that a new version is ready.
    await old.locator('.notice[data-kind="update"]').waitFor({ timeout: 10000 });
    assert.equal(await old.evaluate(() => document.body?.dataset.build), a, 'the first tab was not reloaded');
    assert.equal(await position(old), AFTER_MOVE);
    assert.deepEqual((await buildCaches(second)).sort(), [`cdg-${a}`, `cdg-${idB}`].sort(), 'A is kept while a tab runs it');

    // No network at all from here: the server is gone, the HTTP cache emptied, the browser offline.
    await srv.close();
    const cdp = await context.newCDPSession(old);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);

    // The puzzles (a module of their own) open in the first tab.
    await old.evaluate(() => { location.hash = '#/puzzles/ganh'; });
    await until(old, 'the first tab\'s puzzle', () => document.querySelector('.puzzle[data-state="solving"]') !== null, undefined, 20000);
    // Its how-to text is A's, not B's.
    assert.equal(await old.evaluate(() => fetch('howto.txt').then((r) => r.text())), howA, 'the first tab reads its own build\'s files');

    // The computer (a worker of A) plays Blue.
    await old.evaluate(() => { location.hash = '#/ganh'; });
    await started(old, 'the first tab back on its game');
    await old.click('button.settings');
    await choose(old, 'seat.b', 'easy');
    await old.click('button.apply');
    await until(old, 'a change of the first tab\'s position once the computer took Blue',
      (p) => document.body?.dataset.position !== p, AFTER_MOVE, 15000, () => document.body?.dataset.position);
    if (await position(old) === START) {
      await clickCell(old, 'a3');
      await clickCell(old, 'b3');
    }
    await until(old, 'the computer\'s move in the first tab',
      (skip) => !skip.includes(document.body?.dataset.position) && / r /.test(document.body?.dataset.position),
      [AFTER_MOVE, START], 15000, () => document.body?.dataset.position);
    assert.equal(await old.evaluate(() => document.body?.dataset.workerBuild), a, 'the computer of A');

    // Two-device play starts: the dialog shows its invitation link.
    await old.click('button.friend');
    await old.waitForSelector('.friend-dialog[open]');
    await old.click('button.friend-invite');
    await until(old, 'the first tab\'s invitation link',
      () => /^https?:/.test(document.querySelector('.invite[data-friend="1"][data-ready] input.link')?.value ?? ''), undefined, 15000);
    assert.equal(await old.evaluate(() => document.body?.dataset.build), a, 'still A throughout');

    // The first tab closed, a page start lets the worker drop A (the second tab reloaded).
    await old.close();
    await second.reload();
    await started(second, 'the second tab, reloaded offline', 'home');
    await until(second, `only B's cache (cdg-${idB})`,
      async (want) => JSON.stringify((await caches.keys()).filter((k) => /^cdg-[0-9a-f]+$/.test(k))) === JSON.stringify(want),
      [`cdg-${idB}`], 15000, () => caches.keys());
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await srv.close();
  }
});
