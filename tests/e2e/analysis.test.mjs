// The analysis board (#/analysis/GAME): from the game in progress, the board editor or a
// position string, both sides are moved freely; the engine's evaluation bar and its three
// best lines follow each position; a move from an earlier position starts a variation,
// kept in the move list; the record exports with its variations and imports back. The
// game in progress is never touched.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, position, shot, sizes, clickCell, go } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Waits until the engine has answered for the node on the board; returns its standing. */
async function ready(page) {
  await page.waitForSelector('.analysis[data-state="ready"]', { timeout: 30000 });
  return Number(await page.getAttribute('.analysis .eval-bar', 'data-standing'));
}

const node = (page) => page.getAttribute('.analysis', 'data-node');

test('Cờ gánh: both sides moved, the bar and the lines follow, a variation kept, exported and imported back', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh');
  for (const mv of ['a3-b3']) assert.equal(await page.evaluate((m) => window.cdg.play(m), mv), '');
  const inProgress = await position(page);
  await page.click('.panel a.analysis-link');
  await ready(page);
  assert.equal(await position(page), inProgress, 'the analysis starts from the game on screen');
  const lines = await page.$$eval('.engine-line', (bs) => bs.map((b) => b.dataset.move));
  assert.equal(lines.length, 3, 'three engine lines');
  // Blue to move: the bar, its words and the lines are all Blue's.
  assert.equal(await page.getAttribute('.analysis .eval-bar', 'data-mover'), 'b');
  assert.match(await page.textContent('.analysis .eval-note'), /\(Xanh\)/);
  assert.match(await page.textContent('.analysis-tree'), /^1\. a3-b3/, 'moves numbered as every screen numbers them');
  const legal = await page.evaluate(() => window.cdg.legalMoves());
  assert.ok(lines.every((m) => legal.includes(m)), `the lines start with legal moves: ${lines}`);

  // Blue, then Red, moved by hand on the board; each time the engine answers anew.
  const blue = legal.find((m) => m !== lines[0]);
  const before = await node(page);
  assert.equal(await page.evaluate((m) => window.cdg.play(m), blue), '');
  await page.waitForFunction((n) => document.querySelector('.analysis').dataset.node !== n, before);
  await ready(page);
  await page.click('.engine-line >> nth=0');
  await page.waitForSelector('.analysis-tree button[aria-current="true"]');
  await ready(page);
  const mainMoves = await page.$$eval('.analysis-tree > button', (bs) => bs.length);
  assert.equal(mainMoves, 3);
  // Back one move and another move: a variation.
  await page.click('button.analysis-back');
  await ready(page);
  const third = (await page.textContent('.analysis-tree > button >> nth=2')).split(' ')[1];
  const other = (await page.evaluate(() => window.cdg.legalMoves())).find((m) => m !== third);
  const [from, to] = other.split('-');
  await clickCell(page, from);
  await clickCell(page, to);
  await page.waitForSelector('.analysis .variation button[aria-current="true"]', { timeout: 10000 });
  await ready(page);
  assert.equal(await page.$$eval('.analysis-tree > button', (bs) => bs.length), 3, 'the main line is kept');
  await shot(page, 'analysis-ganh-desktop');

  // Export: the record with its variation; a broken one is refused, the tree kept; the
  // good one imports back.
  await page.click('.analysis-io summary');
  await page.click('button.analysis-export');
  const text = await page.inputValue('textarea.analysis-record');
  assert.match(text, /\nmoves: a3-b3, [a-e]\d-[a-e]\d, [a-e]\d-[a-e]\d\n/);
  assert.match(text, /\nvariation-1: 2: [a-e]\d-[a-e]\d\n/);
  const nodes = await page.$$eval('.analysis-tree button', (bs) => bs.length);
  await page.fill('textarea.analysis-record', text.replace(/variation-1: 2: .*/, 'variation-1: 2: a1-a1'));
  await page.click('button.analysis-import');
  await page.waitForSelector('.analysis .puzzle-error');
  assert.match(await page.textContent('.analysis .puzzle-error'), /Dòng \d+ \(variation-1\): Nước 1 của nhánh, a1-a1, không đi được/);
  assert.equal(await page.$$eval('.analysis-tree button', (bs) => bs.length), nodes, 'the tree is as it was');
  // A new position, then the record imported back.
  await page.click('.analysis-io summary').catch(() => {});
  if (!(await page.isVisible('.analysis-position input'))) await page.click('.analysis-io summary');
  await page.fill('.analysis-position input', 'RRRRR/R...R/R...B/B...B/BBBBB r -');
  await page.click('button.analysis-set');
  await page.waitForFunction(() => document.querySelectorAll('.analysis-tree button').length === 0);
  if (!(await page.isVisible('textarea.analysis-record'))) await page.click('.analysis-io summary');
  await page.fill('textarea.analysis-record', text);
  await page.click('button.analysis-import');
  await page.waitForFunction((n) => document.querySelectorAll('.analysis-tree button').length === n, nodes);
  assert.equal(await page.$$eval('.analysis .variation', (v) => v.length), 1);
  await ready(page);

  // The bar follows the position: Red throws a piece away (the blunder of a position once shipped as puzzle ganh-15).
  if (!(await page.isVisible('.analysis-position input'))) await page.click('.analysis-io summary');
  await page.fill('.analysis-position input', '.B.BB/B.BBB/BBB../R...R/RRR.R r -');
  await page.click('button.analysis-set');
  await page.waitForFunction(() => document.querySelectorAll('.analysis-tree button').length === 0);
  const even = await ready(page);
  assert.equal(await page.getAttribute('.engine-line >> nth=0', 'data-move'), 'e2-e3', 'the winning move on top');
  assert.equal(await page.evaluate(() => window.cdg.play('a1-b2')), '');
  await page.waitForSelector('.analysis-tree button[aria-current="true"]');
  // Every number is for the side to move, and the screen says whose: now Blue's.
  const worse = -(await ready(page));
  assert.equal(await page.getAttribute('.analysis .eval-bar', 'data-mover'), 'b');
  assert.match(await page.textContent('.analysis .eval-text'), /: Xanh [+-]\d/);
  assert.match(await page.textContent('.analysis .eval-note'), /bên đến lượt \(Xanh\)/);
  assert.ok(worse < even - 200, `Red stands worse after the blunder (${even} → ${worse}, Blue's standing negated)`);
  await shot(page, 'analysis-ganh-blunder-desktop');

  // The game in progress is as it was.
  await go(page, `${server.url}#/ganh`);
  await page.waitForFunction((p) => document.body?.dataset.position === p, inProgress);
  assert.deepEqual(errors, []);
});

test('from the board editor: a Cờ toán position analysed, in English at phone size', async () => {
  const { page, errors } = await open(browser, server.url, '#/edit/toan', sizes.phone);
  await page.waitForSelector('button.editor-analyse', { timeout: 20000 });
  const set = await position(page);
  await page.click('.lang-en');
  await page.click('button.editor-analyse');
  await page.waitForFunction(() => location.hash === '#/analysis/toan');
  await ready(page);
  assert.equal(await position(page), set, 'the editor\'s position is on the board');
  assert.match(await page.textContent('.analysis'), /Engine's evaluation/);
  assert.equal(await page.$$eval('.engine-line', (b) => b.length), 3);
  await shot(page, 'analysis-toan-phone-en');
  assert.deepEqual(errors, []);
});

test('Cờ cá ngựa at tablet size: a roll, then the best uses of the dice', async () => {
  const { page, errors } = await open(browser, server.url, '#/cangua', sizes.tablet);
  await go(page, `${server.url}#/analysis/cangua`);
  await ready(page);
  await page.click('.panel button.roll');
  await page.waitForFunction(() => document.querySelector('.analysis').dataset.node !== '0');
  await ready(page);
  // The roll and the best uses of the dice in the move list's words, not notation.
  assert.match(await page.textContent('.analysis-tree'), /^1\. gieo \d/);
  const uses = await page.$$eval('.engine-line', (bs) => bs.map((b) => b.textContent));
  assert.ok(uses.every((t) => !/\d:[a-z]|roll \d/.test(t)), uses.join(' | '));
  await shot(page, 'analysis-cangua-tablet');
  assert.deepEqual(errors, []);
});
