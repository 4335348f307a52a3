// Cờ gánh end to end: start from the home screen, move by clicking the board, and check the
// position the app reports after each move, the mở obligation, gánh, undo/redo and settings.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes, choose, boardReady } from './harness.mjs';

const START = 'BBBBB/B...B/R...B/R...R/RRRRR r -';
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('start Cờ gánh from the home screen and play by clicking', async () => {
  const { page, errors } = await open(browser, server.url);
  await page.click('.game-card[data-game="ganh"] button');
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  await boardReady(page);
  assert.equal(await position(page), START);

  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  await clickCell(page, 'e3');
  await clickCell(page, 'd3');
  assert.equal(await position(page), 'BBBBB/B...B/.R.B./R...R/RRRRR r -');
  // One numbering on every screen: each move numbered by the moves played, with who played it.
  assert.deepEqual(await page.locator('.moves li').allTextContents(), ['1. Đỏ: a3-b3', '2. Xanh: e3-d3']);

  await page.click('button.undo');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  await page.click('button.undo');
  assert.equal(await position(page), START);
  await page.click('button.redo');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a piece dragged to a lit point moves there; let go elsewhere, it stays', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await boardReady(page);
  const drag = async (from, to) => {
    const [p, q] = await page.evaluate(([f, t]) => [window.cdg.cellCenter(f), window.cdg.cellCenter(t)], [from, to]);
    await page.mouse.move(p[0], p[1]);
    await page.mouse.down();
    await page.mouse.move(q[0], q[1], { steps: 3 });
    await page.mouse.up();
  };
  await drag('a3', 'c3'); // not a point a3 can reach
  assert.equal(await position(page), START);
  await drag('a3', 'b3');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  await page.context().close();
});

test('tapping elsewhere cancels; an enemy piece cannot be picked', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await clickCell(page, 'a3');
  await clickCell(page, 'c3'); // not a destination of a3: cancels
  await clickCell(page, 'b3'); // nothing selected now: nothing happens
  assert.equal(await position(page), START);
  await clickCell(page, 'e3'); // Blue's piece on Red's turn
  assert.equal(await position(page), START);
  assert.notEqual((await page.textContent('.message')).trim(), '');
  await page.context().close();
});

test('a mở obliges the gánh, which converts two pieces with an announcement', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await clickCell(page, 'c1');
  await clickCell(page, 'c2');
  assert.equal(await position(page), 'BBBBB/B...B/R...B/R.R.R/RR.RR b d2');
  assert.match(await page.textContent('.message'), /Mở!.*d2/);
  await shot(page, 'ganh-mo-desktop');
  // Only the obliged move is offered: e4 cannot move now.
  await clickCell(page, 'e4');
  await clickCell(page, 'd4');
  assert.equal(await position(page), 'BBBBB/B...B/R...B/R.R.R/RR.RR b d2');
  await clickCell(page, 'e3');
  await clickCell(page, 'd2');
  assert.equal(await position(page), 'BBBBB/B...B/R..../R.BBB/RR.RR r -');
  assert.equal(await page.textContent('.announce'), 'Gánh!');
  assert.match(await page.textContent('.moves'), /e3-d2 \(gánh 2\)/, 'the move list marks the conversion');
  // The word stands on its own dark ground, legible on the beige board.
  const ground = await page.evaluate(() => getComputedStyle(document.querySelector('.announce')).backgroundColor);
  const alpha = Number((ground.match(/rgba?\(([^)]*)\)/)[1].split(',')[3] ?? '1'));
  assert.ok(alpha >= 0.75, `the announcement has a solid ground (${ground})`);
  assert.match(await page.textContent('.facts'), /6/);
  assert.match(await page.textContent('.facts'), /10/);
  await page.context().close();
});

test('settings: forced gánh off lets Blue ignore the mở', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await page.click('button.settings');
  await choose(page, 'forced', 'off');
  await page.click('button.apply');
  assert.equal(await position(page), START);
  await clickCell(page, 'c1');
  await clickCell(page, 'c2');
  assert.equal(await position(page), 'BBBBB/B...B/R...B/R.R.R/RR.RR b -');
  await clickCell(page, 'e4');
  await clickCell(page, 'd4');
  assert.equal(await position(page), 'BBBBB/B..B./R...B/R.R.R/RR.RR r -');
  await page.context().close();
});

test('screenshots of the board at phone, tablet and desktop sizes', async () => {
  for (const [name, size] of Object.entries(sizes)) {
    const { page, errors } = await open(browser, server.url, '#/ganh', size);
    await clickCell(page, 'c1');
    await clickCell(page, 'c2');
    await clickCell(page, 'e3');
    await shot(page, `ganh-${name}`);
    const box = await page.locator('canvas.board').boundingBox();
    const panel = await page.locator('.panel').boundingBox();
    assert.ok(box.width > 300, `board ${box.width}px wide at ${name}`);
    const overlap = box.x < panel.x + panel.width && panel.x < box.x + box.width &&
      box.y < panel.y + panel.height && panel.y < box.y + box.height;
    assert.ok(!overlap, `board and panel overlap at ${name}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
