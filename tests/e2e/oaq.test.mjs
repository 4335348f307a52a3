// Ô ăn quan end to end: from its home card to its own page module, a move in two taps (the
// square, then the square beside it on the side to sow toward) with the preview between
// them, the sowing shown stone by stone and skipped by a tap, the stores in the panel, a
// capture announced, the options, and a new game asked from the home card.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes, boardReady, serving, until, settled, openWithSettings, payload, go } from './harness.mjs';

const START = 'Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0';
// After c> and then North's a> (`co-dan-gian play oaq 'START' 'c>' 'a>'`).
const AFTER_C = 'Q1/6/6/0/0/6/Q1/6/6/0/6/6 n 6:0:0 0:0:0';
const AFTER_A = '0/8/1/2/2/8/Q3/0/9/0/0/0 s 6:0:0 11:1:0';
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** The panel's facts, one text each. */
const facts = (page) => page.locator('.facts li span:not(.seat):not(.token)').allTextContents();

test('a move is a square then the way; the sowing shows stone by stone and a tap skips it', async () => {
  const { page, errors } = await open(browser, server.url, '', sizes.phone);
  await page.click('.game-card[data-game="oaq"] button.play');
  await serving(page);
  await until(page, 'the Ô ăn quan screen', () => document.body?.dataset.screen === 'oaq' && document.body?.dataset.module === 'oaq');
  await boardReady(page);
  assert.equal(await position(page), START);
  await shot(page, 'oaq-start-phone');

  // The square: South's c (board square 3). The screen reader hears both ways lit, each with
  // where its last stone falls.
  await clickCell(page, '3');
  assert.equal(await position(page), START);
  await shot(page, 'oaq-picked-phone');
  // The way: the square beside it to the right.
  await clickCell(page, '4');
  await until(page, 'the move played', () => document.body?.dataset.ply === '1');
  assert.equal(await position(page), AFTER_C);
  await until(page, 'the sowing shown', () => (document.body?.dataset.pending || '').includes('motion'));
  const box = await page.locator('canvas.board').boundingBox();
  await page.mouse.click(box.x + 4, box.y + 4);
  // The whole sowing takes over two seconds; skipped, it is over well before one.
  await until(page, 'the sowing skipped by a tap', () => !(document.body?.dataset.pending || '').includes('motion'), null, 1000);
  assert.deepEqual(await page.locator('.moves li').allTextContents(), ['1. Đỏ: c> ×6']);
  assert.deepEqual(await facts(page), ['Đỏ: 6 dân, 0 quan, nợ 0', 'Xanh: 0 dân, 0 quan, nợ 0']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the rules decide: the position after c> and after a reply, and a tap on the other row refused', async () => {
  const { page } = await open(browser, server.url, '#/oaq', sizes.desktop);
  await boardReady(page);
  await clickCell(page, '9'); // North's square on South's turn
  assert.equal(await position(page), START);
  assert.match(await page.textContent('.message'), /ô của bên đang đi/);
  await clickCell(page, '3');
  await clickCell(page, '4');
  await settled(page);
  assert.equal(await position(page), AFTER_C);
  // North sows its a (board square 7) toward its right, square 8: it takes the West quan.
  await clickCell(page, '7');
  await clickCell(page, '8');
  await settled(page);
  assert.equal(await position(page), AFTER_A);
  assert.deepEqual(await facts(page), ['Đỏ: 6 dân, 0 quan, nợ 0', 'Xanh: 11 dân, 1 quan, nợ 0']);
  await page.click('button.undo');
  assert.equal(await position(page), AFTER_C);
  await shot(page, 'oaq-desktop');
  await page.context().close();
});

test('a quan captured is announced', async () => {
  // c>: the last dân falls on 4, 5 is empty, and the East quan square is taken.
  const record = 'co-dan-gian record 1\ngame: oaq\nstart: Q0/0/0/1/0/0/Q0/5/5/5/5/5 s 14:0:0 10:0:0\nmoves:\n';
  const { page } = await open(browser, server.url, `#/oaq?r=${payload(record)}`, sizes.tablet);
  await boardReady(page);
  assert.equal(await position(page), 'Q0/0/0/1/0/0/Q0/5/5/5/5/5 s 14:0:0 10:0:0');
  await clickCell(page, '3');
  await clickCell(page, '4');
  await until(page, 'Ăn quan! over the board', () => document.querySelector('.announce')?.textContent === 'Ăn quan!');
  await settled(page);
  assert.deepEqual((await facts(page))[0], 'Đỏ: 14 dân, 1 quan, nợ 0');
  await shot(page, 'oaq-quan-tablet');
  await page.context().close();
});

test('the last quan taken ends the game, and the count is made in front of the players', async () => {
  // The West quan is North's already; c> takes the East one: both quan squares are empty.
  const record = 'co-dan-gian record 1\ngame: oaq\nstart: 0/0/0/1/0/0/Q0/5/5/5/5/5 s 14:0:0 10:1:0\nmoves:\n';
  const { page } = await open(browser, server.url, `#/oaq?r=${payload(record)}`, sizes.phone);
  await boardReady(page);
  await clickCell(page, '3');
  await clickCell(page, '4');
  await until(page, 'the game over', () => !!document.body?.dataset.outcome);
  await settled(page);
  assert.equal(await page.evaluate(() => document.body?.dataset.outcome), 'Xanh thắng — Hết quan, tàn dân.\nĐỏ: 14 dân + 1 quan × 10 + 1 dân trên hàng = 25;\nXanh: 10 dân + 1 quan × 10 + 25 dân trên hàng = 45.');
  await shot(page, 'oaq-end-phone');
  await page.context().close();
});

test('the options: a quan worth 5 and North first reach the next game', async () => {
  const { page } = await openWithSettings(browser, server.url, 'oaq', { mandarin: '5', first: 'north' });
  await until(page, 'North to move in a new game', () => document.body?.dataset.position === 'Q0/5/5/5/5/5/Q0/5/5/5/5/5 n 0:0:0 0:0:0');
  await page.context().close();
});

test('a new game asked from the home card opens the sheet over the Ô ăn quan screen', async () => {
  const { page } = await open(browser, server.url, '', sizes.tablet);
  await page.click('.game-card[data-game="oaq"] button.new-from-home');
  await serving(page);
  await until(page, 'the new-game sheet over Ô ăn quan', () => document.body?.dataset.module === 'oaq' && !!document.querySelector('.sheet-dialog[open]'));
  await page.context().close();
});

/** Drags on the board from cell `from` to cell `to` (board names), as a finger would. */
async function drag(page, from, to) {
  const [a, b] = await page.evaluate(([f, t]) => [window.cdg.cellCenter(f), window.cdg.cellCenter(t)], [from, to]);
  await page.mouse.move(a[0], a[1]);
  await page.mouse.down();
  await page.mouse.move((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
  await page.mouse.move(b[0], b[1]);
  await page.mouse.up();
}

test('one drag from a square toward a side sows that way, wherever it is let go', async () => {
  const { page } = await open(browser, server.url, '#/oaq', sizes.tablet);
  await boardReady(page);
  // From South's c (3) past d to e (5): the way is to the right, c>.
  await drag(page, '3', '5');
  await until(page, 'c> played by a drag', () => document.body?.dataset.ply === '1');
  await settled(page);
  assert.equal(await position(page), AFTER_C);
  // A drag that goes nowhere along the row (straight up onto North's row) plays nothing.
  await drag(page, '8', '4');
  await settled(page);
  assert.equal(await position(page), AFTER_C);
  await page.context().close();
});

test('its puzzles, its first lesson and its how-to page open from its own module, and the editor says it does not set it up', async () => {
  const { page, errors } = await open(browser, server.url, '#/puzzles/oaq', sizes.phone);
  await until(page, 'a puzzle set up', () => document.body?.dataset.screen === 'puzzles-oaq' && / [sn] \d/.test(document.body?.dataset.position || ''));
  await go(page, `${server.url}#/lesson/oaq`);
  await until(page, 'the lesson list', () => document.body?.dataset.screen === 'lesson-oaq' && document.querySelectorAll('.lesson-list li').length >= 8);
  // The board editor does not set Ô ăn quan up yet (its home card has no link to it): its
  // address says so, instead of waiting for ever.
  await go(page, `${server.url}#/edit/oaq`);
  await until(page, 'the editor\'s sentence', () => /Bày cờ chưa có cho trò này/.test(document.querySelector('.puzzle-error')?.textContent || ''));
  await go(page, `${server.url}#/how/oaq`);
  await until(page, 'the how-to page', () => document.body?.dataset.screen === 'how-oaq' && document.querySelectorAll('.how section').length >= 5);
  assert.ok(await page.locator('.how canvas.diagram').count() >= 3, 'its diagrams are drawn by the board');
  await shot(page, 'oaq-how-phone');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the computer answers in Ô ăn quan, and gives a hint', async () => {
  // A newcomer's device: Red is theirs, Blue the computer's (src/web/seats.rs).
  const ctx = await browser.newContext({ viewport: sizes.phone, deviceScaleFactor: 1, newcomer: true });
  const { page, errors } = await open(browser, server.url, '#/oaq', sizes.phone, ctx);
  await boardReady(page);
  await page.click('button.hint');
  await until(page, 'a hint in the panel', () => /Gợi ý/.test(document.querySelector('.message')?.textContent || ''), null, 15000);
  await clickCell(page, '3');
  await clickCell(page, '4');
  await until(page, 'the computer\'s reply', () => document.body?.dataset.ply === '2', null, 15000);
  await settled(page, ['save']);
  assert.match((await page.locator('.moves li').allTextContents())[1], /^2\. Xanh: [a-e][<>]/);
  assert.deepEqual(errors, []);
  await ctx.close();
});
