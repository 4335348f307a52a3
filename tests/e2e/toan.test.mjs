// Cờ toán end to end: a move and an arithmetic capture by clicking, the score, the
// learning aid and the settings, and screenshots at three sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes } from './harness.mjs';

const START = 'b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0';
const AFTER_TWO = '.b8b7b6b5b4b3b2b1/....b0..../........./........./....b9..../........./........./........./........./r1...r0..../.r2r3r4r5r6r7r8r9 r 0-0';
const AFTER_CAPTURE = '.b8b7b6b5b4b3b2b1/....b0..../........./........./....r5..../........./........./........./........./r1...r0..../.r2r3r4.r6r7r8r9 b 9-0';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('open Cờ toán, play a move and a capture by clicking; the score changes', async () => {
  const { page, errors } = await open(browser, server.url);
  await page.click('.game-card[data-game="toan"] button');
  await page.waitForFunction(() => document.body.dataset.screen === 'toan');
  await page.waitForTimeout(200);
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
  await page.selectOption('select[name="match"]', '3');
  await page.selectOption('select[name="first"]', 'blue');
  await page.selectOption('select[name="aid"]', 'on');
  await page.selectOption('select[name="digits"]', 'on');
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
