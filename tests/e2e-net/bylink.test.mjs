// Play by link, no connection: two fresh devices play a whole game of Cờ toán, each move
// sent as the game's link ("Send your move") and opened on the other device, which knows
// it is the same game and continues it. An old link and a forked one are refused with the
// sentence that says why, and change nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, device, notice, position } from './two.mjs';
import { settled, shown, until, visible, go } from '../e2e/harness.mjs';

/** Presses "Send your move" (or "Play by link" the first time) and reads the link. */
async function sendLink(page, first = false) {
  if (first) {
    await page.click('button.friend');
    await page.click('button.friend-bylink');
  } else {
    await page.click('button.send-move');
  }
  const sel = '.invite[data-friend="9"][data-ready] input.link';
  await visible(page, sel);
  const link = await page.inputValue(sel);
  await page.click('button.friend-close');
  return link;
}

/** Opens `link` on `page` and waits for it to show `pos`, settled. */
async function openLink(page, link, pos) {
  await go(page, link);
  await shown(page, pos);
  await settled(page);
}

/** Plays a move on `page`: a capture when there is one (games end sooner). */
async function play(page) {
  return page.evaluate(() => {
    const moves = cdg.legalMoves();
    const takes = moves.filter((m) => m.includes('x'));
    const pick = takes.length ? takes : moves;
    return cdg.play(pick[Math.floor(Math.random() * pick.length)]);
  });
}

test('a whole game of Cờ toán played by links', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const a = await device(b, srv.url, '#/toan', undefined, 'A (Red)');
    const c = await device(b, srv.url, '#/', undefined, 'C (Blue)');
    let link = await sendLink(a.page, true);
    await openLink(c.page, link, await position(a.page));
    await until(c.page, 'play by link', () => document.body?.dataset.net === 'link', null, 5000);
    assert.equal(
      await c.page.evaluate(() => localStorage.getItem('cdg.table.toan')),
      await a.page.evaluate(() => localStorage.getItem('cdg.table.toan')),
      'the same game on both',
    );
    const lengths = [];
    // Red (a) moves first: the link before any move told c the game.
    let [me, them] = [a.page, c.page];
    let plies = 0;
    for (; plies < 400; plies++) {
      if (await me.evaluate(() => document.body?.dataset.outcome)) break;
      assert.equal(await play(me), '');
      link = await sendLink(me);
      lengths.push(link.length);
      await openLink(them, link, await position(me));
      [me, them] = [them, me];
    }
    assert.ok(plies < 400, `the game ended (${plies} plies)`);
    const ends = await Promise.all([a.page, c.page].map((p) => p.evaluate(() => document.body?.dataset.outcome)));
    assert.ok(ends[0]);
    assert.equal(ends[1], ends[0]);
    console.log(`# ${plies} plies; link lengths: first ${lengths[0]}, last ${lengths.at(-1)} characters`);
    assert.deepEqual([...a.errors, ...c.errors].filter((e) => !/deprecated/.test(e)), []);
  } finally {
    await b.close();
    await srv.close();
  }
});

test('an old link and a forked one are refused', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const a = await device(b, srv.url, '#/toan', undefined, 'A (Red)');
    const c = await device(b, srv.url, '#/', undefined, 'C (Blue)');
    const first = await sendLink(a.page, true);
    await openLink(c.page, first, await position(a.page));
    await until(c.page, 'play by link', () => document.body?.dataset.net === 'link', null, 5000);
    await play(a.page);
    const one = await sendLink(a.page);
    await openLink(c.page, one, await position(a.page));
    // c plays one move, sends it; then takes it back and plays another: a fork.
    const blue = await c.page.evaluate(() => cdg.legalMoves());
    assert.equal(await c.page.evaluate((m) => cdg.play(m), blue[0]), '');
    const x = await sendLink(c.page);
    const px = await position(c.page);
    await c.page.click('button.undo');
    assert.equal(await c.page.evaluate((m) => cdg.play(m), blue[1]), '');
    const y = await sendLink(c.page);
    await openLink(a.page, x, px);
    // The fork.
    await go(a.page, y);
    await notice(a.page, /không nối tiếp ván của bạn: nước thứ 2 khác nhau/);
    assert.equal(await position(a.page), px);
    // The old link: one move behind.
    await a.page.click('.friend-dismiss');
    await go(a.page, one);
    await notice(a.page, /một nước cũ của ván này/);
    assert.equal(await position(a.page), px);
  } finally {
    await b.close();
    await srv.close();
  }
});
