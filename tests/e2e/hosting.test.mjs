// Static hosting: the site works under a sub-path, and after one visit it works offline
// (the service worker caches every file of the build).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, clickCell, position, sizes } from './harness.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Plays one move in each game that exists and checks the position changed. */
async function playEachGame(page, base) {
  const games = await page.evaluate(() => [...document.querySelectorAll('.game-card')].map((c) => c.dataset.game));
  const firstMoves = { ganh: ['a3', 'b3'], toan: ['a1', 'a2'] };
  for (const game of games) {
    await page.goto(`${base}#/${game}`);
    await page.waitForFunction((g) => document.body.dataset.screen === g, game);
    await page.waitForTimeout(150);
    const before = await position(page);
    if (firstMoves[game]) {
      for (const c of firstMoves[game]) await clickCell(page, c);
    } else {
      await page.click('button.roll');
    }
    await page.waitForFunction((b) => document.body.dataset.position !== b, before, { timeout: 5000 });
  }
  return games;
}

test('the built site works from a sub-path (/games/)', async () => {
  const server = await serve(undefined, '/games/');
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.screen === 'home');
  const games = await playEachGame(page, server.url);
  assert.ok(games.length >= 2, `games: ${games}`);
  assert.ok(server.requests.every((p) => p.startsWith('/games/')), `requests outside the sub-path: ${server.requests}`);
  assert.deepEqual(errors, []);
  await ctx.close();
  await server.close();
});

test('after one visit the app loads and plays with no network at all', async () => {
  const server = await serve();
  const ctx = await browser.newContext({ viewport: sizes.tablet });
  const page = await ctx.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.screen === 'home');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(async () => (await caches.keys()).some((k) => k.startsWith('cdg-')));
  await server.close(); // the server is gone, and the browser is offline too
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.screen === 'home');
  const games = await playEachGame(page, server.url);
  assert.ok(games.length >= 2);
  // The how-to pages' text is a file of its own, fetched only when a page or the help needs
  // it (never before here): the service worker has it too.
  for (const game of games) {
    await page.goto(`${server.url}#/how/${game}`);
    await page.waitForFunction((g) => document.body.dataset.screen === `how-${g}`, game);
    assert.ok(await page.locator('.how section').count() >= 3, `${game}: the how-to page has its sections offline`);
    assert.ok(await page.locator('.how canvas.diagram').count() >= 1, `${game}: and its diagrams`);
  }
  await page.goto(`${server.url}#/ganh`);
  await page.waitForFunction(() => document.body.dataset.screen === 'ganh');
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
  const worker = html.split('\n').find((l) => /data-type="worker"/.test(l));
  const profile = worker.match(/data-cargo-profile-dev="([^"]+)"/)?.[1];
  assert.ok(profile, 'the worker names its cargo profile for `trunk serve`');
  const cargo = readFileSync(join(root, 'Cargo.toml'), 'utf8');
  const section = cargo.split(`[profile.${profile}]`)[1]?.split(/\n\[/)[0] ?? '';
  assert.match(section, /inherits = "release"/, `profile ${profile} is optimised as release is`);
  assert.doesNotMatch(section, /opt-level = (0|1|"s"|"z")/, 'and keeps release\'s speed');
  assert.match(readFileSync(join(root, 'scripts/serve.sh'), 'utf8'), /trunk serve/, 'serve.sh still rebuilds on change');
});
