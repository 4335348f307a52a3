// Cờ cá ngựa on three devices: the host plays Red and Green, one friend Blue, another
// Yellow. Each device rolls for its own colours (the Roll button is off on the others),
// every roll and move reaches the other two through the host, and all three always show
// the same position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, device, connect, position, sizes } from './two.mjs';
import { openWithSettings } from '../e2e/harness.mjs';

/** The colour to move in a Cờ cá ngựa position string. */
const turnOf = (pos) => pos.split(' ').at(-2);

/** Waits until every page shows the same position twice in a row (a move played on its
 * own, as an automatic one after an animation, may follow the one just made: then all must
 * reach that one); fails after 15 s with what each page shows. */
async function agree(pages) {
  let last = '';
  const until = Date.now() + 15000;
  for (;;) {
    const shown = await Promise.all(pages.map(position));
    const same = new Set(shown).size === 1;
    if (same && shown[0] === last) return;
    last = same ? shown[0] : '';
    if (Date.now() > until) assert.fail(`the devices disagree after 15 s: ${shown.join(' | ')}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

test('Cờ cá ngựa on three devices stays the same on all three', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await openWithSettings(b, srv.url, 'cangua', { players: 'r,b,y,g' });
    const blue = await device(b, srv.url, '#/', sizes.phone);
    const yellow = await device(b, srv.url, '#/', sizes.tablet);
    await connect(host.page, { r: 0, b: 1, y: 2, g: 0 }, [[blue.page, 1], [yellow.page, 2]]);
    const pages = { r: host.page, b: blue.page, y: yellow.page, g: host.page };
    const all = [host.page, blue.page, yellow.page];
    let rolls = 0;
    let moves = 0;
    for (let step = 0; step < 60; step++) {
      const pos = await position(host.page);
      const mover = pages[turnOf(pos)];
      for (const p of all) {
        const mine = p === mover;
        const can = await p.evaluate(() => !document.querySelector('button.roll').disabled);
        if (!mine) assert.equal(can, false, 'Roll is off on a device whose colour is not to move');
      }
      if (await mover.evaluate(() => !document.querySelector('button.roll').disabled)) {
        await mover.click('button.roll');
        rolls++;
      } else {
        const mv = await mover.evaluate(() => cdg.legalMoves().find((m) => !m.startsWith('roll')));
        if (mv) {
          // An automatic move may have gone first: then this one is no longer legal.
          if ((await mover.evaluate((m) => cdg.play(m), mv)) === '') moves++;
        }
      }
      await mover.waitForFunction((p) => document.body.dataset.position !== p, pos, { timeout: 1500 }).catch(() => {});
      await agree(all);
    }
    assert.ok(rolls > 10, `rolls were made (${rolls})`);
    const final = await Promise.all(all.map(position));
    assert.equal(new Set(final).size, 1, 'all three show the same position');
    assert.deepEqual([...host.errors, ...blue.errors, ...yellow.errors], []);
  } finally {
    await b.close();
    await srv.close();
  }
});
