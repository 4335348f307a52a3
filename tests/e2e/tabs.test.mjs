// Two tabs, one game: each tab hears at once when the other changes the saved game, says
// so, and never saves over moves it has not seen; the newer game can be loaded, or this
// tab's kept (the other tab is then told in turn). Also a write that no event announced
// (another browser process): caught at the next save.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes, until } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Plays moves given as [from, to] point pairs. */
async function play(page, ...moves) {
  for (const [from, to] of moves) {
    await clickCell(page, from);
    await clickCell(page, to);
  }
}

/** The move list as shown. */
const moves = (page) => page.evaluate(() => [...document.querySelectorAll('.moves li')].map((li) => li.textContent));
/** The moves of the saved game of Cờ gánh, once the tab has no save pending: a save that
 * costs more than the tap's budget (a loaded machine) is written in the next task, and the
 * page's `data-pending` says `save` until it is. A save that must not happen is caught:
 * nothing is pending and what is stored is read as it is. */
async function stored(page) {
  await until(page, 'the autosave written', () => !(document.body?.dataset.pending ?? '').split(' ').includes('save'));
  return page.evaluate(() => (localStorage.getItem('cdg.save.ganh') || '').match(/\nmoves: (.*)\n/)?.[1]);
}
/** The conflict notice of a tab. */
const conflict = (page) => page.locator('.panel .notice[data-kind="conflict"]');

// Twice: with each save inside the tap (a quick save), and with every save in the task after
// it (as on a loaded machine, or late in a long game: the budget set to 0 ms).
for (const budget of [undefined, 0]) test(`two tabs on one game: no move is lost unseen, and the newer game loads in the other tab${budget === 0 ? ' (saves in the next task)' : ''}`, async () => {
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  const one = await open(browser, server.url, '#/ganh', sizes.desktop, ctx);
  const two = await open(browser, server.url, '#/ganh', sizes.desktop, ctx);
  if (budget !== undefined) for (const t of [one, two]) await t.page.evaluate((ms) => window.cdg.saveBudget(ms), budget);
  await play(one.page, ['a3', 'b3'], ['e3', 'd3'], ['b3', 'c3']);
  assert.equal(await stored(one.page), 'a3-b3, e3-d3, b3-c3');

  // Tab 2 is told at once, before it plays.
  await conflict(two.page).waitFor({ timeout: 3000 });
  assert.match(await conflict(two.page).textContent(), /Ván Cờ gánh vừa được đổi ở một thẻ khác/);
  await shot(two.page, 'tabs-conflict-desktop');
  // Its move is played on its board but not saved over tab 1's three.
  await play(two.page, ['c1', 'c2']);
  assert.deepEqual(await moves(two.page), ['1. Đỏ: c1-c2']);
  assert.equal(await stored(two.page), 'a3-b3, e3-d3, b3-c3');
  const three = await open(browser, server.url, '#/ganh', sizes.desktop, ctx);
  assert.deepEqual(await moves(three.page), ['1. Đỏ: a3-b3', '2. Xanh: e3-d3', '3. Đỏ: b3-c3'], 'a new tab shows every move of tab 1');
  await three.page.close();
  assert.equal(await conflict(one.page).count(), 0, 'tab 1 saw nothing new');

  // Tab 2 loads the newer game and plays on; its saves work again, and tab 1 hears of it.
  await conflict(two.page).locator('button[data-action="load-newer"]').click();
  assert.equal(await position(two.page), await position(one.page));
  assert.equal(await conflict(two.page).count(), 0);
  await play(two.page, ['d3', 'd2']);
  assert.equal(await stored(two.page), 'a3-b3, e3-d3, b3-c3, d3-d2');
  await conflict(one.page).waitFor({ timeout: 3000 });

  // Tab 1 keeps its own game instead: saved over, which it was told; tab 2 is told in turn.
  await one.page.click('.lang-en');
  assert.match(await conflict(one.page).textContent(), /The game of Cờ gánh was changed in another tab\. Moves made in this tab are not saved until you choose/);
  await conflict(one.page).locator('button[data-action="keep-mine"]').click();
  assert.equal(await stored(one.page), 'a3-b3, e3-d3, b3-c3');
  await conflict(two.page).waitFor({ timeout: 3000 });
  assert.deepEqual([...one.errors, ...two.errors], []);
  await ctx.close();
});

test("a game not on screen, with nothing unsaved, simply follows the other tab", async () => {
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  const home = await open(browser, server.url, '#/', sizes.desktop, ctx);
  const one = await open(browser, server.url, '#/ganh', sizes.desktop, ctx);
  await play(one.page, ['a3', 'b3']);
  await home.page.waitForFunction(() => /1 nước đã đi/.test(document.querySelector('.game-card[data-game="ganh"] .resume-info')?.textContent || ''));
  await home.page.click('.game-card[data-game="ganh"] button.play');
  await home.page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  assert.equal(await position(home.page), await position(one.page));
  assert.equal(await home.page.locator('.notice').count(), 0);
  // Now on screen in both: the next change is told.
  await play(one.page, ['e3', 'd3']);
  await conflict(home.page).waitFor({ timeout: 3000 });
  assert.deepEqual([...home.errors, ...one.errors], []);
  await ctx.close();
});

test('a write no event announced is caught at the next save: nothing is overwritten', async () => {
  const { page, ctx, errors } = await open(browser, server.url, '#/ganh');
  await play(page, ['a3', 'b3']);
  // Another writer (no storage event reaches this tab for its own page's writes).
  const other = await page.evaluate(() => {
    const t = localStorage.getItem('cdg.save.ganh').replace('moves: a3-b3', 'moves: c1-c2');
    return t;
  });
  // A changed but unsealed text would be "damaged" on reading; what matters here is that
  // this tab does not write over it.
  await page.evaluate((t) => localStorage.setItem('cdg.save.ganh', t), other);
  await play(page, ['e3', 'd3']);
  assert.equal(await page.evaluate(() => localStorage.getItem('cdg.save.ganh')), other);
  await conflict(page).waitFor({ timeout: 3000 });
  // Keeping this tab's game saves it.
  await conflict(page).locator('button[data-action="keep-mine"]').click();
  assert.equal(await stored(page), 'a3-b3, e3-d3');
  assert.equal(await conflict(page).count(), 0);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('screenshots: the two-tab notice at phone and tablet', async () => {
  for (const [name, size] of Object.entries({ phone: sizes.phone, tablet: sizes.tablet })) {
    const ctx = await browser.newContext({ viewport: size, deviceScaleFactor: 2 });
    const one = await open(browser, server.url, '#/ganh', size, ctx);
    const two = await open(browser, server.url, '#/ganh', size, ctx);
    await play(one.page, ['a3', 'b3']);
    await conflict(two.page).waitFor({ timeout: 3000 });
    await conflict(two.page).scrollIntoViewIfNeeded();
    await shot(two.page, `tabs-conflict-${name}`);
    await ctx.close();
  }
});
