// Long games: a 1,500-ply four-player Cờ cá ngựa game and a 150-ply Cờ gánh game, played
// through the test hook (random legal moves), then played on by tapping, at every screen size
// and orientation. The board keeps its size whatever the length of the move list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes, choose, settled, rendered, until } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const SIZES = { ...sizes, landscape: { width: 1180, height: 820 } };

/** The board canvas's on-screen width and height. */
const boardSize = (page) => page.evaluate(() => {
  const r = document.querySelector('canvas.board').getBoundingClientRect();
  return { w: r.width, h: r.height };
});

/** Plays `plies` random legal moves; starts again (up to 10 times) if the game ends first. */
async function playLong(page, plies) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const played = await page.evaluate((n) => window.cdg.playRandom(n), plies);
    if (played === plies && (await page.evaluate(() => window.cdg.legalMoves().length)) > 0) return;
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForFunction(() => document.body?.dataset.screen !== 'loading');
    await page.evaluate(() => window.cdg.legalMoves()); // the game is fresh again
    await startFresh(page);
  }
  throw new Error(`no game of ${plies} plies in ten tries`);
}

let startFresh = async () => {};

/** A fresh start that sets `values` in the settings dialog and applies them. */
const freshWith = (values) => async (p) => {
  await p.click('button.settings');
  for (const [name, value] of Object.entries(values)) await choose(p, name, value);
  await p.click('button.apply');
};

/** Asserts the board kept at least 95% of its size `start`. */
function kept(now, start, what) {
  assert.ok(now.w >= 0.95 * start.w && now.h >= 0.95 * start.h,
    `${what}: the board went from ${start.w}×${start.h} to ${now.w}×${now.h}`);
}

/** Waits until `page` is settled and laid out as it is now (the board's size follows). */
async function still(page) {
  await settled(page);
  await rendered(page);
}

/**
 * Reloads the page: the saved long game comes back, and the board keeps its size. A random
 * game that the last tap ended comes back as a fresh game, as any finished game does.
 */
async function reloadKeeps(page, screen, start) {
  const [ply, over] = await page.evaluate(() => [document.body?.dataset.ply, !!document.body?.dataset.outcome]);
  const want = over ? '0' : ply;
  await page.reload();
  await until(page, over ? 'a fresh game (the saved one had ended)' : `the saved game back at ply ${ply}`,
    ([s, n]) => document.body?.dataset.screen === s && document.body?.dataset.ply === n, [screen, want]);
  await still(page);
  kept(await boardSize(page), start, 'after a reload');
}

/** Cờ gánh: taps a legal move's piece then its destination; the position changes. Returns
 * false, tapping nothing, when the game is over (a random game can end on the first tap). */
async function tapGanhMove(page) {
  const moves = await page.evaluate(() => window.cdg.legalMoves());
  if (moves.length === 0) return false;
  const [from, to] = moves[0].split('-');
  const before = await position(page);
  await clickCell(page, from);
  await clickCell(page, to);
  assert.notEqual(await position(page), before, `a tap on ${from} then ${to} plays the move`);
  return true;
}

/** Cờ cá ngựa: rolls with the button until a horse can move, then taps that horse. */
async function tapCanguaMove(page) {
  for (let i = 0; i < 40; i++) {
    const pos = await position(page);
    const steps = (await page.evaluate(() => window.cdg.legalMoves())).filter((m) => m.includes(':'));
    if (steps.length > 0) {
      const who = pos.split(' ').at(-2);
      const from = steps[0].split(':')[1].split('-')[0];
      await clickCell(page, `${who}:${from === 's' ? 's0' : from}`);
      await page.waitForFunction((p) => document.body?.dataset.position !== p, pos, { timeout: 3000 });
      return;
    }
    if (await page.isEnabled('button.roll')) await page.click('button.roll');
    await settled(page);
  }
  throw new Error('no horse could move in 40 rolls');
}

for (const [name, size] of Object.entries(SIZES)) {
  test(`Cờ cá ngựa, four players, 1,500 plies at ${name} (${size.width}×${size.height}): the board keeps its size`, async () => {
    const { page, errors } = await open(browser, server.url, '#/cangua', size);
    startFresh = freshWith({ players: 'r,b,y,g', auto: 'off' });
    await startFresh(page);
    await still(page);
    const start = await boardSize(page);
    await playLong(page, 1500);
    await still(page);
    assert.ok(await page.locator('.moves li').count() > 300, 'the move list is long');
    kept(await boardSize(page), start, 'after 1,500 plies');
    await tapCanguaMove(page);
    kept(await boardSize(page), start, 'played on');
    await shot(page, `long-cangua-${name}`);
    await reloadKeeps(page, 'cangua', start);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`Cờ gánh, 150 plies at ${name} (${size.width}×${size.height}): the board keeps its size`, async () => {
    const { page, errors } = await open(browser, server.url, '#/ganh', size);
    // Random games often end in a threefold repetition or a no-progress draw; without those
    // draws only a win ends them, so the game is still on after 150 plies and a tap.
    startFresh = freshWith({ repetition: 'off', 'no-progress': 'off' });
    await startFresh(page);
    await still(page);
    const start = await boardSize(page);
    await playLong(page, 150);
    await still(page);
    kept(await boardSize(page), start, 'after 150 plies');
    assert.ok(await tapGanhMove(page), 'the game is on after 150 plies');
    await tapGanhMove(page);
    kept(await boardSize(page), start, 'played on');
    await shot(page, `long-ganh-${name}`);
    await reloadKeeps(page, 'ganh', start);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
