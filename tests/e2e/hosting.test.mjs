// Static hosting: the site works under a sub-path, also one given without its final `/` on
// a host that does not redirect; where its files cannot load it says so in both languages
// instead of a blank page; and after one visit it works offline (the service worker caches
// every file of the build).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch, clickCell, position, sizes, dist, shot, go, until } from './harness.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Plays one move in each game that exists and checks the position changed. */
async function playEachGame(page, base) {
  const games = await page.evaluate(() => [...document.querySelectorAll('.game-card')].map((c) => c.dataset.game));
  const firstMoves = { ganh: ['a3', 'b3'], toan: ['a1', 'a2'], oaq: ['3', '4'] };
  for (const game of games) {
    await go(page, `${base}#/${game}`);
    // The game's screen, its position, and its board laid out (or its dice ready to roll).
    await page.waitForFunction(([g, cell]) => document.body?.dataset.screen === g && document.body?.dataset.position
      && (cell ? !!window.cdg.cellCenter(cell) : !!document.querySelector('button.roll:not([disabled])')),
    [game, firstMoves[game]?.[0]], { timeout: 10000 });
    const before = await position(page);
    if (firstMoves[game]) {
      for (const c of firstMoves[game]) await clickCell(page, c);
    } else {
      await page.click('button.roll');
    }
    await page.waitForFunction((b) => document.body?.dataset.position !== b, before, { timeout: 5000 });
  }
  return games;
}

test('the built site works from a sub-path (/games/)', async () => {
  const server = await serve(undefined, '/games/');
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await go(page, server.url);
  await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  const games = await playEachGame(page, server.url);
  assert.ok(games.length >= 2, `games: ${games}`);
  assert.ok(server.requests.every((p) => p.startsWith('/games/')), `requests outside the sub-path: ${server.requests}`);
  assert.deepEqual(errors, []);
  await ctx.close();
  await server.close();
});

test('a sub-path given without its final / (/games/cdg, a host that does not redirect) works, offline too', async () => {
  const server = await serve(undefined, '/games/cdg/', { bare: true });
  const bare = server.url.slice(0, -1);
  const ctx = await browser.newContext({ viewport: sizes.phone });
  const page = await ctx.newPage();
  const errors = [];
  const failed = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const lookAhead = (m) => /^Failed to load resource/.test(m.text()) && !m.location().url.includes('/games/cdg/');
  page.on('console', (m) => { if (m.type() === 'error' && !lookAhead(m)) errors.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  await go(page, `${bare}#/ganh`);
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh', null, { timeout: 15000 });
  assert.equal(page.url(), `${server.url}#/ganh`, 'the page took the folder\'s address, its game kept');
  // Loaded at the folder's address, the page is in the service worker's scope: it controls it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 })
    .catch(() => assert.fail('the service worker\'s control of the page never arrived'));
  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.equal(server.requests.filter((p) => p === '/games/cdg').length, 1, 'the bare address was asked for once (no loop)');
  // Outside the folder, only what the browser's look-ahead asks for in the first answer before
  // its script runs (each file once at most, never seen: the page loads again at once).
  const outside = server.requests.filter((p) => p !== '/games/cdg' && !p.startsWith('/games/cdg/'));
  assert.ok(outside.every((p) => /^\/games\/[^/]+$/.test(p) && server.requests.includes(p.replace('/games/', '/games/cdg/'))),
    `requests outside the folder: ${outside}`);
  assert.equal(new Set(outside).size, outside.length, `asked for twice outside the folder: ${outside}`);
  assert.deepEqual(failed.filter((f) => f.includes('/games/cdg/')), [], 'no file of the folder is missing');
  // The folder's address, now kept by the service worker, opens with no network.
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh', null, { timeout: 15000 });
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.deepEqual(errors, []);
  await ctx.close();
  await server.close();
});

test('where the app\'s files cannot load, a sentence in both languages links the folder instead of a blank page', async () => {
  // A folder with only the page: every other file (and the service worker) answers 404.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdg-page-only-'));
  fs.copyFileSync(path.join(dist, 'index.html'), path.join(dir, 'index.html'));
  const server = await serve(dir, '/games/cdg/', { bare: true });
  const ctx = await browser.newContext({ viewport: sizes.phone, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(server.url.slice(0, -1));
  const box = page.locator('.load-failed[role="alert"]');
  await box.waitFor({ timeout: 15000 }).catch(() => assert.fail('the sentence that the app could not load never arrived'));
  assert.equal(await page.evaluate(() => document.body?.dataset.load), 'failed');
  assert.match(await box.locator('p[lang="vi"]').first().textContent(), /^Không tải được Cờ dân gian ở địa chỉ này\. Hãy mở địa chỉ thư mục của trò chơi/);
  assert.match(await box.locator('p[lang="en"]').first().textContent(), /^Cờ dân gian could not load at this address\. Open the game’s folder address/);
  assert.equal(await box.locator('a').getAttribute('href'), server.url, 'the link is the folder, with its /');
  assert.equal(await box.locator('a').textContent(), server.url);
  // No service worker can keep it here: that is said too.
  await page.waitForFunction(() => document.querySelectorAll('.load-failed p[lang]').length === 4, null, { timeout: 15000 })
    .catch(() => assert.fail('the sentence that the page is not kept offline never arrived'));
  assert.match(await box.textContent(), /không được lưu để chơi khi không có mạng.*not kept for offline play/s);
  await shot(page, 'load-failed-phone');
  await ctx.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('after one visit the app loads and plays with no network at all', async () => {
  const server = await serve();
  const ctx = await browser.newContext({ viewport: sizes.tablet });
  const page = await ctx.newPage();
  await go(page, server.url);
  await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await until(page, 'the build kept in a cache', async () => (await caches.keys()).some((k) => k.startsWith('cdg-')));
  await server.close(); // the server is gone, and the browser is offline too
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  const games = await playEachGame(page, server.url);
  assert.ok(games.length >= 2);
  // The how-to pages' text is a file of its own, fetched only when a page or the help needs
  // it (never before here): the service worker has it too.
  for (const game of games) {
    await go(page, `${server.url}#/how/${game}`);
    await page.waitForFunction((g) => document.body?.dataset.screen === `how-${g}`, game);
    assert.ok(await page.locator('.how section').count() >= 3, `${game}: the how-to page has its sections offline`);
    assert.ok(await page.locator('.how canvas.diagram').count() >= 1, `${game}: and its diagrams`);
  }
  await go(page, `${server.url}#/ganh`);
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  await page.click('button.help');
  await page.waitForSelector('.help-dialog p');
  assert.match(await page.textContent('.help-dialog'), /Gánh/, 'the help has the rules offline');
  await ctx.close();
});

test('scripts/serve.sh serves an optimised computer: the worker builds with an optimised profile in dev too', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { root } = await import('./harness.mjs');
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const worker = html.split('\n').find((l) => /data-bin="ai-worker"/.test(l));
  const profile = worker.match(/data-cargo-profile-dev="([^"]+)"/)?.[1];
  assert.ok(profile, 'the worker names its cargo profile for `trunk serve`');
  const cargo = readFileSync(join(root, 'Cargo.toml'), 'utf8');
  const section = cargo.split(`[profile.${profile}]`)[1]?.split(/\n\[/)[0] ?? '';
  assert.match(section, /inherits = "release"/, `profile ${profile} is optimised as release is`);
  assert.doesNotMatch(section, /opt-level = (0|1|"s"|"z")/, 'and keeps release\'s speed');
  assert.match(readFileSync(join(root, 'scripts/serve.sh'), 'utf8'), /trunk serve/, 'serve.sh still rebuilds on change');
});
