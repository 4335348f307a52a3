// The keyboard alone: a cursor on the board moved with the arrows, Enter to pick and place,
// shortcuts for undo, redo and new game, a help panel, and a live region for screen readers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, position, shot, choose, settled, until, go } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const live = (page) => page.textContent('.live');

test('Cờ gánh by keyboard: arrows, Enter, undo and redo shortcuts; the live region follows', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  const start = await position(page);
  await page.keyboard.press('ArrowLeft'); // cursor appears at b3
  await page.keyboard.press('ArrowLeft'); // a3
  assert.match(await live(page), /a3: quân Đỏ/);
  await page.keyboard.press('Enter'); // pick up a3
  assert.match(await live(page), /a3: quân Đỏ, đang chọn/);
  await page.keyboard.press('ArrowRight'); // b3
  assert.match(await live(page), /b3: trống, đi được tới đây/);
  await page.keyboard.press('Enter'); // a3-b3
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.match(await live(page), /a3-b3/);
  await shot(page, 'ganh-keyboard-desktop');
  await page.keyboard.press('u');
  assert.equal(await position(page), start);
  await page.keyboard.press('y');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  await page.keyboard.press('Control+z');
  assert.equal(await position(page), start);
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('Cờ toán by keyboard: pick the 5 and capture with the 0 as partner', async () => {
  const { page } = await open(browser, server.url, '#/toan');
  // a1-a2 then a11-e7 (Blue's 9), by keyboard from the cursor's home on e1.
  const go = async (keys) => { for (const k of keys) await page.keyboard.press(k); };
  await go(['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter', 'ArrowUp', 'Enter']);
  assert.match(await position(page), /^b9b8.* b 0-0$/);
  await go(['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter']);
  await go(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']);
  assert.match(await position(page), /r 0-0$/);
  await go(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']); // e1
  await go(['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']); // e7
  assert.match(await live(page), /e7: quân Xanh số 9, ăn được: 5 \+ 0 = 5/);
  await page.keyboard.press('Enter');
  assert.match(await position(page), / b 9-0$/);
  await page.context().close();
});

test('the help panel lists the shortcuts in the current language', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  // The shortcuts come with the how-to pages' text, fetched when the help first opens.
  const shows = (re, what) => page.waitForFunction((src) => new RegExp(src, 's').test(document.querySelector('.help-dialog').textContent), re.source)
    .catch(() => assert.fail(`the help never listed ${what}`));
  await page.click('button.help');
  await shows(/Phím tắt.*Đi lại/s, 'the shortcuts in Vietnamese');
  await page.click('button.close-help');
  await page.click('.lang-en');
  await page.click('button.help');
  await shows(/Keyboard shortcuts.*Undo/s, 'the shortcuts in English');
  await page.context().close();
});

test('Cờ cá ngựa by keyboard: Enter rolls (real dice picked with the arrows), Enter moves', async () => {
  const { page } = await open(browser, server.url, '#/cangua');
  await page.click('button.settings');
  await choose(page, 'real-dice', 'on');
  await choose(page, 'auto', 'off');
  await page.click('button.apply');
  const start = await position(page);
  await page.locator('canvas.board').focus();
  await page.keyboard.press('Enter'); // opens the picker
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight'); // faces 1..6: on the 6
  assert.match(await live(page), /6/);
  await page.keyboard.press('Enter'); // rolls a 6
  assert.match(await position(page), / r 6$/);
  await page.keyboard.press('ArrowRight'); // a horse in the stable
  await page.keyboard.press('Enter');
  await settled(page);
  assert.notEqual(await position(page), start);
  assert.match(await position(page), /^r=t0,s,s,s /);
  await page.context().close();
});

// An ending: Blue's last two pieces stand either side of c3, and Red's c2 steps between
// them (gánh): Blue has no piece left. (`co-dan-gian play ganh '…' c2-c3` ends the game.)
const ENDING_START = '...../...../.B.B./..R../R.... r -';
const ENDING = [['c2', 'c3']];

/** Walks the Cờ gánh board's cursor from wherever it is to the point `name` and presses Enter. */
async function walkTo(page, name) {
  const [f, r] = [name.charCodeAt(0) - 97, Number(name[1]) - 1];
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < f; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < r; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
}

/** Presses Tab until `selector` has the focus (at most 60 presses): keyboard only. */
async function tabTo(page, selector) {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a whole game of Cờ gánh with the keyboard alone: set up a position, play it out, see the end', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  // Set up an ending from its position string, through the game-record dialog.
  await tabTo(page, 'button.record');
  await page.keyboard.press('Enter');
  await tabTo(page, 'input.setup-text');
  await page.keyboard.type(ENDING_START);
  await tabTo(page, 'button.setup');
  await page.keyboard.press('Enter');
  assert.equal(await position(page), ENDING_START);
  if (await page.evaluate(() => document.querySelector('dialog.records-dialog').open)) {
    await page.keyboard.press('Escape');
  }
  const play = async (from, to) => {
    await page.locator('canvas.board').focus();
    await walkTo(page, from);
    await walkTo(page, to);
    await settled(page);
  };
  for (const [from, to] of ENDING) await play(from, to);
  assert.match(await page.evaluate(() => document.body?.dataset.outcome), /Đỏ thắng/);
  assert.match(await live(page), /thắng/);
  await page.context().close();
});

test('"?" opens help for the game on screen: its rules first, shortcuts that work in it', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await page.click('button.help');
  // The rules come from the how-to pages' file, fetched when first needed.
  await page.waitForSelector('.help-dialog p');
  const ganh = await page.textContent('.help-dialog');
  assert.match(ganh, /Trợ giúp — Cờ gánh/);
  assert.ok(ganh.indexOf('Phím tắt') > ganh.indexOf('gánh', 20), 'the rules come before the shortcuts');
  assert.match(ganh, /Phím tắt/, 'a desktop has a keyboard');
  assert.doesNotMatch(ganh, /Gieo xúc xắc/, 'no dice shortcut in Cờ gánh');
  // The variants that Settings offers are listed under their heading, as on the how-to page.
  assert.deepEqual(
    await page.locator('.help-dialog ul.variants li').allTextContents(),
    ['Vây từng quân: mỗi quân đối phương không còn điểm trống bên cạnh đều đổi màu, dù nhóm của nó còn đường đi (lời văn gốc).'],
  );
  await page.click('button.close-help');
  await go(page, `${page.url().split('#')[0]}#/cangua`);
  await page.waitForFunction(() => document.body?.dataset.screen === 'cangua');
  await page.click('button.help');
  // Another page module (Cờ gánh's own gave way to every game's): a page of its own, which
  // fetches the rules again when the help first needs them.
  await page.waitForSelector('.help-dialog p');
  const cangua = await page.textContent('.help-dialog');
  assert.match(cangua, /Trợ giúp — Cờ cá ngựa.*thảo nguyên.*Phím tắt.*Gieo xúc xắc/s);
  await page.context().close();
  // A touch tablet: the rules, and no keyboard shortcuts.
  const ctx = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
  const tablet = (await open(browser, server.url, '#/ganh', null, ctx)).page;
  await tablet.tap('button.help');
  await tablet.waitForSelector('.help-dialog p');
  const text = await tablet.textContent('.help-dialog');
  assert.match(text, /Trợ giúp — Cờ gánh/);
  assert.doesNotMatch(text, /Phím tắt/);
  await shot(tablet, 'help-ganh-tablet');
  await ctx.close();
});

test('a game started from the new-game sheet keeps the keyboard on the board', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await page.keyboard.press('n');
  await page.waitForSelector('.sheet-dialog[open]');
  await page.click('.sheet-dialog button.sheet-start');
  await until(page, 'the board focused', () => document.activeElement?.matches('canvas.board'));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.match(await live(page), /a3: quân Đỏ, đang chọn/);
  await page.context().close();
});

test('a lesson by keyboard alone: the path, a step played with the arrows and Enter, the panel heard', async () => {
  const { page } = await open(browser, server.url, '#/lesson/ganh');
  await page.waitForSelector('.puzzle[data-state="path"]', { timeout: 20000 });
  assert.equal(await page.getAttribute('.puzzle', 'aria-live'), 'polite', 'the lesson panel is read out as it changes');
  await tabTo(page, 'button.lesson-start');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.puzzle[data-state="asking"][data-step="1"]');
  // The first step asks for a3-b3: the cursor walked there from the board's focus.
  await page.locator('canvas.board').focus();
  await walkTo(page, 'a3');
  await walkTo(page, 'b3');
  await page.waitForSelector('.puzzle[data-state="done"][data-step="1"]')
    .catch(() => assert.fail('the step played by keyboard was never taken'));
  assert.match(await live(page), /a3-b3/);
  await tabTo(page, 'button.lesson-next');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.puzzle[data-state="asking"][data-step="2"]');
  await tabTo(page, 'button.lesson-back');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.puzzle[data-state="path"]');
  await page.context().close();
});
