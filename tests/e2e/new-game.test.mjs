// New games: the New game button and N ask first (the new-game sheet, in the app), and the
// sheet gets a game going in a few taps from home: against the computer in two, a 3-player
// Cờ cá ngựa with one computer seat in at most four.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes } from './harness.mjs';

const START = 'BBBBB/B...B/R...B/R...R/RRRRR r -';
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Taps `selector` and counts the tap. */
function tapper(page) {
  const taps = { n: 0 };
  taps.tap = async (selector) => { taps.n++; await page.tap(selector); };
  return taps;
}

test('New game and N ask first: the game in progress stays until Start', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh', sizes.tablet);
  const native = [];
  page.on('dialog', (d) => { native.push(d.message()); d.dismiss(); });
  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  const played = await position(page);
  await page.click('button.new');
  assert.ok(await page.isVisible('.sheet-dialog'), 'the new-game sheet opens');
  assert.equal(await position(page), played, 'nothing is thrown away yet');
  assert.match(await page.textContent('.sheet-note'), /Ván đang chơi \(1 nước\) sẽ bị bỏ/);
  await shot(page, 'new-game-sheet-tablet');
  await page.click('.sheet-dialog button.sheet-cancel');
  assert.equal(await position(page), played);
  await page.focus('canvas.board');
  await page.keyboard.press('n');
  assert.ok(await page.isVisible('.sheet-dialog'), 'N opens the sheet too');
  await page.keyboard.press('Escape');
  assert.equal(await position(page), played, 'Escape keeps the game');
  await page.click('button.new');
  await page.click('.sheet-dialog button.sheet-start');
  assert.equal(await position(page), START, 'Start begins the new game');
  assert.deepEqual(native, [], 'no native dialog');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('from home, a game against the computer in two taps', async () => {
  // A newcomer's device: no seats chosen yet.
  const ctx = await browser.newContext({ viewport: sizes.phone, deviceScaleFactor: 2, hasTouch: true, isMobile: true, newcomer: true });
  const { page, errors } = await open(browser, server.url, '', sizes.phone, ctx);
  const t = tapper(page);
  await t.tap('.game-card[data-game="ganh"] button.new-from-home');
  await shot(page, 'new-game-sheet-phone');
  await t.tap('.sheet-dialog button.sheet-start');
  assert.equal(t.n, 2);
  assert.equal(await page.evaluate(() => document.body?.dataset.screen), 'ganh');
  assert.equal(await position(page), START);
  // The computer answers the person's move by itself.
  const a3 = await page.evaluate(() => window.cdg.cellCenter('a3'));
  await page.touchscreen.tap(a3[0], a3[1]);
  const b3 = await page.evaluate(() => window.cdg.cellCenter('b3'));
  await page.touchscreen.tap(b3[0], b3[1]);
  await page.waitForFunction(() => / r /.test(document.body?.dataset.position) && document.body?.dataset.position !== 'BBBBB/B...B/R...B/R...R/RRRRR r -', null, { timeout: 15000 });
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('from home, a 3-player Cờ cá ngựa with one computer seat in at most four taps', async () => {
  const ctx = await browser.newContext({ viewport: sizes.tablet, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const { page, errors } = await open(browser, server.url, '', sizes.tablet, ctx);
  const t = tapper(page);
  await t.tap('.game-card[data-game="cangua"] button.new-from-home');
  await t.tap('.sheet-dialog .pill:has(input[name="count"][value="3"])');
  const seats = await page.$$eval('.sheet-seats fieldset', (fs) => fs.map((f) => f.querySelector('input:checked').value));
  assert.equal(seats.length, 3, 'a row for each of the three colours, at once');
  if (seats.filter((s) => s === 'computer').length !== 1) {
    await t.tap('.sheet-dialog .pill:has(input[name="seat-y"][value="computer"])');
  }
  await shot(page, 'new-game-sheet-cangua-tablet');
  await t.tap('.sheet-dialog button.sheet-start');
  assert.ok(t.n <= 4, `${t.n} taps`);
  assert.match(await position(page), /^r=s,s,s,s b=s,s,s,s y=s,s,s,s r -$/);
  const stored = await page.evaluate(() => localStorage.getItem('cdg.seats.cangua'));
  assert.equal((stored.match(/=(easy|medium|hard)/g) || []).length, 1, `one computer seat: ${stored}`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Mới tập comes first among the levels, says whom it is for, and can be played', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh', sizes.phone);
  await page.click('button.new');
  // Against the computer: the levels show.
  await page.click('.sheet-dialog .pill:has(input[name="who"][value="computer"])');
  const levels = () => page.$$eval('fieldset[data-name="level"] .pill', (ps) => ps.map((p) => [p.querySelector('input').value, p.textContent.trim()]));
  const vi = await levels();
  assert.deepEqual(vi[0], ['beginner', 'Mới tập'], `the first level: ${JSON.stringify(vi)}`);
  assert.equal(vi[1][0], 'easy');
  assert.equal(await page.textContent('.sheet-dialog .choice-full'), 'Mới tập: cho người vừa học luật.');
  await shot(page, 'new-game-sheet-beginner-phone');
  await page.click('.sheet-dialog .pill:has(input[name="level"][value="beginner"])');
  assert.ok(await page.isChecked('input[name="level"][value="beginner"]'));
  await page.click('.sheet-dialog button.sheet-start');
  const stored = await page.evaluate(() => localStorage.getItem('cdg.seats.ganh'));
  assert.match(stored, /=beginner/, `the computer seat plays as a beginner: ${stored}`);
  // The computer at Mới tập answers a move.
  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  await page.waitForFunction(() => / r /.test(document.body?.dataset.position), null, { timeout: 15000 })
    .catch(() => assert.fail('the beginner never answered the move a3-b3'));
  await page.click('.lang-en');
  await page.click('button.new');
  // The sheet opens on the seats as last set: against the computer at Mới tập.
  assert.deepEqual((await levels())[0], ['beginner', 'Beginner']);
  assert.ok(await page.isChecked('input[name="level"][value="beginner"]'));
  assert.equal(await page.textContent('.sheet-dialog .choice-full'), 'Beginner: for someone who has just learned the rules.');
  await shot(page, 'new-game-sheet-beginner-phone-en');
  assert.deepEqual(errors, []);
  await page.context().close();
});
