// The folk variants (issue 15) end to end: each option is set in the settings dialog, and
// the same clicks then play differently from the default rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes, openWithSettings } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Opens game `id` and applies `values` (select name → value) in the settings dialog. */
function setUp(id, values, size = sizes.desktop) {
  return openWithSettings(browser, server.url, id, values, size);
}

/** Plays moves given as [from, to] cell pairs by clicking. */
async function play(page, moves) {
  for (const [from, to] of moves) {
    await clickCell(page, from);
    await clickCell(page, to);
  }
}

/** Splits `a-b` / `axb` into its two cells. */
const cells = (mv) => mv.split(/[-x]/);

/** Rolls real dice showing `faces` through the Roll button and picker. */
async function roll(page, ...faces) {
  await page.click('button.roll');
  for (const f of faces) await clickCell(page, `die${f}`);
}

test('Cờ gánh vay: a3-b4 turns the blocked a5 and b5 only under vay=single', async () => {
  for (const [vay, after] of [['group', 'BBBBB/BR..B/....B/R...R/RRRRR b -'], ['single', 'RRBBB/BR..B/....B/R...R/RRRRR b -']]) {
    const { page, errors } = await setUp('ganh', { vay });
    await play(page, [['a3', 'b4']]);
    assert.equal(await position(page), after, `vay=${vay}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

const TOAN_START = 'b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0';

test('Cờ toán zero-partner: the 8 takes Blue\'s 0 with its own 0 as partner only when on', async () => {
  const red = ['e1-d2', 'h1-h2', 'h2-f2', 'f2-e1'];
  const blue = ['a11-a10', 'a10-a11', 'a11-a10', 'a10-a11'];
  for (const zero of ['on', 'off']) {
    const { page, errors } = await setUp('toan', { 'zero-partner': zero });
    for (let i = 0; i < 4; i++) await play(page, [cells(red[i]), cells(blue[i])]);
    const before = await position(page);
    await play(page, [['e1', 'e10']]);
    if (zero === 'on') {
      assert.notEqual(await position(page), before);
      assert.match(await page.textContent('.end-text'), /Thắng tuyệt đối/);
    } else {
      assert.equal(await position(page), before, 'no capture with zero-partner off');
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('Cờ toán division: 9 ÷ 3 = 3 captures at 3 only when the quotient counts', async () => {
  const moves = ['c1-f4', 'a11-a10', 'i1-i8', 'a10-a11', 'f4-i7', 'a11-a10'].map(cells);
  for (const division of ['both', 'remainder']) {
    const { page, errors } = await setUp('toan', { division });
    await play(page, moves);
    await clickCell(page, 'i7');
    const shown = await page.textContent('.message');
    await clickCell(page, 'i11');
    const score = / r 0-0$/.test(await position(page)) ? 'none' : 'taken';
    if (division === 'both') {
      assert.match(shown, /9 ÷ 3 = 3/);
      assert.match(await position(page), / b 1-0$/);
    } else {
      assert.doesNotMatch(shown, /9 ÷ 3 = 3/);
      assert.equal(score, 'none', 'the quotient gives no capture under remainder-only');
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

/** One game of Cờ toán that Red wins 1-0 on the third repetition: Red's 3 takes Blue's 1
 * (9 ÷ 3 = 3), then both sides shuffle. `blueFirst` when Blue starts the game. */
async function redWinsOnRepetition(page, blueFirst) {
  const red = ['c1-f4', 'i1-i8', 'f4-i7', 'i7xi11', 'a1-a2', 'a2-a1', 'a1-a2', 'a2-a1'];
  const blue = ['a11-a10', 'a10-a11', 'a11-a10', 'a10-a11', 'a11-a10', 'a10-a11', 'a11-a10', 'a10-a11'];
  const order = [];
  for (let i = 0; i < red.length; i++) order.push(...(blueFirst ? [blue[i], red[i]] : [red[i], blue[i]]));
  for (const mv of order) {
    if (await page.locator('.end-card').isVisible()) break;
    await play(page, [cells(mv)]);
  }
  await page.waitForFunction(() => !document.querySelector('.end-card').hidden);
  return page.textContent('.end-text');
}

test('Cờ toán match=all-3: after two wins the third game is still played', async () => {
  for (const match of ['3', 'all-3']) {
    const { page, errors } = await setUp('toan', { match });
    let text = await redWinsOnRepetition(page, false);
    assert.match(text, /Đỏ thắng/);
    await page.click('button.again');
    assert.match(await page.textContent('.facts'), /Ván 2\/3/);
    text = await redWinsOnRepetition(page, true);
    await page.click('button.again');
    if (match === '3') {
      assert.match(text, /Đỏ\s2\s–\s0\sXanh\. Đỏ thắng trận/);
      assert.match(await page.textContent('.facts'), /Ván 1\/3 · trận 0–0/, 'best of 3: a new match');
    } else {
      assert.match(text, /Đỏ\s2\s–\s0\sXanh \(tổng điểm 2\s–\s0\)\. Chơi tiếp ván sau/);
      assert.match(await page.textContent('.facts'), /Ván 3\/3 \(chơi đủ\) · trận 2–0/, 'all 3: game 3');
      assert.equal(await position(page), TOAN_START, 'game 3 starts with Red again');
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

const CANGUA = { 'real-dice': 'on', auto: 'off' };

test('Cờ cá ngựa first: a chosen seat starts, or the highest roll of a roll-off shown in the panel', async () => {
  let { page, errors } = await setUp('cangua', { ...CANGUA, first: 'yellow' });
  assert.equal(await position(page), 'r=s,s,s,s y=s,s,s,s y -');
  assert.match(await page.textContent('.turn-name'), /Vàng/);
  await page.context().close();
  ({ page, errors } = await setUp('cangua', { ...CANGUA, players: 'r,b,y,g', first: 'roll' }));
  const message = await page.textContent('.message');
  const m = message.match(/Gieo chọn người đi trước: (.*)\. (Đỏ|Xanh lá|Xanh|Vàng) đi trước\./);
  assert.ok(m, message);
  const last = m[1].split('; ').pop().split(', ').map((s) => [s.replace(/ \d$/, ''), Number(s.slice(-1))]);
  const best = Math.max(...last.map(([, v]) => v));
  assert.deepEqual(last.filter(([, v]) => v === best).map(([who]) => who), [m[2]], 'the one highest roll');
  assert.match(await page.textContent('.turn-name'), new RegExp(m[2]));
  await shot(page, 'variants-cangua-rolloff-desktop');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Cờ cá ngựa bring-out=6: a 1 brings no horse out', async () => {
  for (const [rule, after] of [['1-6', 'r=s,s,s,s y=s,s,s,s r 1'], ['6', 'r=s,s,s,s y=s,s,s,s r -']]) {
    const { page, errors } = await setUp('cangua', { ...CANGUA, 'bring-out': rule });
    await roll(page, 1);
    assert.equal(await position(page), after, `bring-out=${rule}`);
    if (rule === '6') assert.match(await page.textContent('.message'), /mất lượt/);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('Cờ cá ngựa three-sixes: the third 6 in a row passes the turn', async () => {
  for (const rule of ['off', 'on']) {
    const { page, errors } = await setUp('cangua', { ...CANGUA, 'three-sixes': rule });
    await roll(page, 6);
    await clickCell(page, 'r:s0');
    await roll(page, 6);
    await clickCell(page, 'r:t0');
    await roll(page, 6);
    if (rule === 'off') {
      assert.equal(await position(page), 'r=t6,s,s,s y=s,s,s,s r 6');
    } else {
      assert.equal(await position(page), 'r=t6,s,s,s y=s,s,s,s y -');
      await page.waitForFunction(() => document.querySelector('.announce').textContent === 'Ba lần 6 liên tiếp: mất lượt');
      assert.match(await page.textContent('.message'), /lần thứ ba liên tiếp: mất lượt/);
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('screenshots: the settings dialogs with the variant rows and the how-to variants', async () => {
  for (const [name, size] of Object.entries(sizes)) {
    for (const id of ['cangua', 'toan']) {
      const { page, errors } = await open(browser, server.url, `#/${id}`, size);
      await page.click('button.settings');
      await shot(page, `variants-settings-${id}-${name}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
    const { page } = await open(browser, server.url, '#/', size);
    await page.click('.game-card[data-game="cangua"] a.how-link');
    await page.waitForFunction(() => document.body?.dataset.screen === 'how-cangua');
    assert.equal(await page.locator('.how ul.variants li').count(), 3);
    await page.locator('.how ul.variants').scrollIntoViewIfNeeded();
    await shot(page, `variants-howto-cangua-${name}`);
    await page.context().close();
  }
});

test('Cờ gánh no-progress=50: the 50th ply without a conversion draws, not the 100th', async () => {
  const { page, errors } = await setUp('ganh', { repetition: 'off', 'no-progress': '50' });
  // The settings offer the two lengths and off; `on` (old records' spelling) is not offered.
  await page.click('button.settings');
  const offered = await page.$$eval('select[name="no-progress"] option', (os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['100', '50', 'off']);
  await page.keyboard.press('Escape');
  const shuffle = ['a3-b3', 'e3-d3', 'b3-a3', 'd3-e3'];
  for (let i = 0; i < 49; i++) assert.equal(await page.evaluate((m) => window.cdg.play(m), shuffle[i % 4]), '');
  assert.equal(await page.evaluate(() => document.body?.dataset.outcome ?? ''), '', 'still on after 49 plies');
  assert.equal(await page.evaluate((m) => window.cdg.play(m), shuffle[49 % 4]), '');
  await page.waitForFunction(() => !!document.body?.dataset.outcome, null, { timeout: 5000 })
    .catch(() => assert.fail('the 50th ply without a conversion did not end the game'));
  assert.match(await page.evaluate(() => document.body?.dataset.outcome), /Quá lâu không ăn quân/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
