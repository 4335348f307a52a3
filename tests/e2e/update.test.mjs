// Updates land whole: the site is served with `Cache-Control: max-age=600` (as static hosts
// often do) from a folder that is "deployed" over: a visit, a saved move, then new builds
// whose files have new names (made from dist/ by renaming its hashed files and running the
// post-build hook again), the browser's HTTP cache expired through the DevTools protocol,
// reloads online and offline. Every time the app starts (never stuck on `loading`), on the
// whole new build once it is let in, with the saved game, and the page and its AI worker
// report the same build. One browser profile throughout, so the HTTP cache and the service
// worker are the ones a returning player has.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { serve, launchPersistent, dist, root, clickCell, position, shot, sizes } from './harness.mjs';

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
 * A new build made from the folder `from` into `to`: the main module and the style sheet
 * under new hashed names (index.html follows), then stamped by the post-build hook, which
 * gives it a new build id, new worker file names and a new sw.js.
 */
function nextBuild(from, to) {
  fs.cpSync(from, to, { recursive: true });
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

/** Replaces what the server serves with the build in `dir` (the old files are gone). */
function deploy(dir) {
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(dir, site, { recursive: true });
}

/** Waits until the app is up on a game screen (through any reload the page makes itself). */
async function started(page, what) {
  const end = Date.now() + 15000;
  for (;;) {
    const screen = await page.evaluate(() => document.readyState === 'complete' && document.body.dataset.screen).catch(() => null);
    if (screen === 'ganh') return;
    if (Date.now() > end) assert.fail(`${what}: the app did not start (screen: ${screen})`);
    await page.waitForTimeout(100);
  }
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
  return page.evaluate(() => ({ page: document.body.dataset.build ?? null, worker: document.body.dataset.workerBuild ?? null }));
}

/** Waits until a service worker holds a cache it did not hold in `before` (a new build installed). */
async function installed(page, before) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r && r.update()).catch(() => {}));
  await page.waitForFunction(async (old) => (await caches.keys()).some((k) => !old.includes(k)), before, { timeout: 20000 });
}

const AFTER_MOVE = 'BBBBB/B...B/.R..B/R...R/RRRRR b -';

test('after each deploy the app starts whole, on the new build once let in, online and offline', async () => {
  const page = ctx.pages()[0] || await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const cdp = await ctx.newCDPSession(page);
  const expire = () => cdp.send('Network.clearBrowserCache');

  // First visit: the service worker keeps this build; a move is saved.
  await page.goto(`${server.url}#/ganh`);
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
  let caches = await page.evaluate(() => caches.keys());
  await page.reload();
  await started(page, 'reload after the deploy of B');
  await installed(page, caches);
  assert.equal(await position(page), AFTER_MOVE, 'the saved game is there');
  const during = await builds(page);
  assert.equal(during.worker, during.page, 'page and worker of one build while B installs');
  console.log(`# builds: A ${a}, B ${buildOf(b)}; after the deploy of B the page ran ${JSON.stringify(during)}`);

  // The HTTP cache expires; the next start lets B in, before anything is done on the page.
  await expire();
  await page.reload();
  await started(page, 'reload once the HTTP cache expired');
  await page.waitForFunction((id) => document.body.dataset.build === id, buildOf(b), { timeout: 15000 })
    .catch(() => {});
  await started(page, 'start on B');
  assert.equal(await position(page), AFTER_MOVE, 'the saved game is there on B');
  assert.match(buildOf(b) ?? '', /^[0-9a-f]{16}$/);
  assert.notEqual(buildOf(b), a);
  assert.deepEqual(await builds(page), { page: buildOf(b), worker: buildOf(b) });

  // Deploy C while playing: a quiet offer, no reload until the person asks.
  const c = path.join(tmp, 'c');
  nextBuild(b, c);
  deploy(c);
  caches = await page.evaluate(() => caches.keys());
  await installed(page, caches);
  const offer = page.locator('.notice[data-kind="update"]');
  await offer.waitFor({ timeout: 10000 });
  assert.match(await offer.textContent(), /Có phiên bản mới/);
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await shot(page, `update-offer-${name}`);
  }
  assert.equal(await page.evaluate(() => document.body.dataset.build), buildOf(b), 'no reload by itself');
  await expire();
  await offer.locator('button[data-action="reload"]').click();
  await page.waitForFunction((id) => document.body.dataset.build === id, buildOf(c), { timeout: 15000 })
    .catch(() => {});
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
  // Only C is kept.
  assert.deepEqual(await page.evaluate(() => caches.keys()), [`cdg-${buildOf(c)}`]);
  assert.deepEqual(errors, []);
});
