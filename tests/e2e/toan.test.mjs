// Cờ toán end to end: a move and an arithmetic capture by clicking, the score, the
// learning aid and the settings, and screenshots at three sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes, choose, chosen, boardReady } from './harness.mjs';

const START = 'b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0';
const AFTER_TWO = '.b8b7b6b5b4b3b2b1/....b0..../........./........./....b9..../........./........./........./........./r1...r0..../.r2r3r4r5r6r7r8r9 r 0-0';
const AFTER_CAPTURE = '.b8b7b6b5b4b3b2b1/....b0..../........./........./....r5..../........./........./........./........./r1...r0..../.r2r3r4.r6r7r8r9 b 9-0';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('open Cờ toán, play a move and a capture by clicking; the score changes', async () => {
  const { page, errors } = await open(browser, server.url);
  await page.click('.game-card[data-game="toan"] button');
  await page.waitForFunction(() => document.body?.dataset.screen === 'toan');
  await boardReady(page);
  assert.equal(await position(page), START);
  await clickCell(page, 'a1');
  await clickCell(page, 'a2');
  await clickCell(page, 'a11');
  await clickCell(page, 'e7');
  assert.equal(await position(page), AFTER_TWO);
  await clickCell(page, 'e1'); // the 5, with the 0 on e2 as partner: 5 + 0 = 5 reaches e7
  assert.match(await page.textContent('.message'), /e7: 5 \+ 0 = 5/);
  await shot(page, 'toan-capture-shown-desktop');
  await clickCell(page, 'e7');
  assert.equal(await position(page), AFTER_CAPTURE);
  assert.match(await page.textContent('.facts'), /Đỏ: 9 điểm/);
  assert.match(await page.textContent('.moves'), /e1xe7 \(5\+0=5/);
  await page.click('button.undo');
  assert.equal(await position(page), AFTER_TWO);
  await page.click('button.redo');
  assert.equal(await position(page), AFTER_CAPTURE);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the 0 never moves, and a tap on it says so', async () => {
  const { page } = await open(browser, server.url, '#/toan');
  await clickCell(page, 'e2');
  assert.match(await page.textContent('.message'), /Quân 0 không bao giờ di chuyển/);
  await clickCell(page, 'e3');
  assert.equal(await position(page), START);
  await page.context().close();
});

test('settings: a best-of-3 match with Blue first and the learning aid on', async () => {
  const { page } = await open(browser, server.url, '#/toan');
  await page.click('button.settings');
  await choose(page, 'match', '3');
  await choose(page, 'first', 'blue');
  await choose(page, 'aid', 'on');
  await choose(page, 'digits', 'on');
  await page.click('button.apply');
  assert.equal(await position(page), START.replace(' r 0-0', ' b 0-0'));
  assert.match(await page.textContent('.facts'), /Ván 1\/3/);
  assert.match(await page.textContent('.message'), /Chưa có nước ăn quân nào/);
  await page.context().close();
});

test('screenshots of Cờ toán at phone, tablet and desktop sizes', async () => {
  for (const [name, size] of Object.entries(sizes)) {
    const { page, errors } = await open(browser, server.url, '#/toan', size);
    for (const c of ['a1', 'a2', 'a11', 'e7', 'e1']) await clickCell(page, c);
    await shot(page, `toan-${name}`);
    const box = await page.locator('canvas.board').boundingBox();
    const panel = await page.locator('.panel').boundingBox();
    const overlap = box.x < panel.x + panel.width && panel.x < box.x + box.width &&
      box.y < panel.y + panel.height && panel.y < box.y + box.height;
    assert.ok(!overlap, `board and panel overlap at ${name}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

/** Applies `values` in the settings dialog. */
async function settle(page, values) {
  await page.click('button.settings');
  for (const [k, v] of Object.entries(values)) await choose(page, k, v);
  await page.click('button.apply');
}

/** Plays random moves until the game on screen ends. */
async function playToEnd(page) {
  for (let i = 0; i < 20 && !(await page.evaluate(() => document.body?.dataset.outcome)); i++) {
    await page.evaluate(() => window.cdg.playRandom(500));
  }
  assert.ok(await page.evaluate(() => document.body?.dataset.outcome), 'the game ended');
}

test('a match game ends with a card and a panel that agree, and a button to the next game', async () => {
  const { page, errors } = await open(browser, server.url, '#/toan', sizes.phone);
  await settle(page, { match: '3', target: '10' });
  await playToEnd(page);
  const card = await page.textContent('.end-text');
  const m = card.match(/\. Trận đấu: Đỏ\s(\d)\s–\s(\d)\sXanh\./);
  assert.ok(m, `the card reads in whole sentences: ${card}`);
  const facts = await page.textContent('.facts');
  assert.match(facts, new RegExp(`Ván 1/3 · trận ${m[1]}–${m[2]}`), `the panel has the score at once: ${facts}`);
  assert.equal(Number(m[1]) + Number(m[2]) <= 1, true);
  assert.equal((await page.textContent('.end-card button.again')).trim().replace(/^⟳\s*/, ''), 'Ván tiếp theo');
  await shot(page, 'toan-match-end-phone');
  await page.click('.end-card button.again');
  assert.match(await page.textContent('.facts'), new RegExp(`Ván 2/3 · trận ${m[1]}–${m[2]}`));
  // A single game: no match line.
  await settle(page, { match: '1' });
  await playToEnd(page);
  assert.doesNotMatch(await page.textContent('.end-text'), /Trận/);
  assert.doesNotMatch(await page.textContent('.facts'), /trận/);
  assert.equal((await page.textContent('.end-card button.again')).trim().replace(/^⟳\s*/, ''), 'Chơi lại');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a phone the board takes the width: cells of at least 36 px, the panel still in view', async () => {
  const { page, errors } = await open(browser, server.url, '#/toan', sizes.phone);
  await boardReady(page);
  const box = await page.locator('canvas.board').boundingBox();
  assert.ok(box.width >= sizes.phone.width - 30, `the board is ${box.width} px wide on a ${sizes.phone.width} px phone`);
  const [a, b] = await page.evaluate(() => [window.cdg.cellCenter('a1'), window.cdg.cellCenter('b1')]);
  const cell = Math.hypot(b[0] - a[0], b[1] - a[1]);
  assert.ok(cell >= 36, `cells of ${cell.toFixed(1)} px`);
  const panel = await page.locator('.panel').boundingBox();
  assert.ok(panel.y >= box.y + box.height - 1 && panel.y < sizes.phone.height - 200,
    `the panel starts below the board and keeps room (${panel.y})`);
  await shot(page, 'toan-phone-wide');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a phone the pieces show digits by default; on a desktop they do not', async () => {
  for (const [size, want] of [[sizes.phone, 'on'], [sizes.desktop, 'off']]) {
    const { page } = await open(browser, server.url, '#/toan', size);
    await boardReady(page); // the default follows the cells' size on the board drawn
    await page.click('button.settings');
    assert.equal(await chosen(page, 'digits'), want, `digits at ${size.width}×${size.height}`);
    await page.click('button.cancel');
    await page.context().close();
  }
});
