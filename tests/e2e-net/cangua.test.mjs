// Cờ cá ngựa on three devices: the host plays Red and Green, one friend Blue, another
// Yellow. Each device rolls for its own colours (the Roll button is off on the others),
// every roll and move reaches the other two through the host, and all three always show
// the same position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, device, connect, agree, sizes } from './two.mjs';
import { openWithSettings, named, until } from '../e2e/harness.mjs';

/** The colour to move in a Cờ cá ngựa position string. */
const turnOf = (pos) => pos.split(' ').at(-2);

test('Cờ cá ngựa on three devices stays the same on all three', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await openWithSettings(b, srv.url, 'cangua', { players: 'r,b,y,g' });
    named(host.page, 'host (Red, Green)');
    const blue = await device(b, srv.url, '#/', sizes.phone, 'Blue');
    const yellow = await device(b, srv.url, '#/', sizes.tablet, 'Yellow');
    await connect(host.page, { r: 0, b: 1, y: 2, g: 0 }, [[blue.page, 1], [yellow.page, 2]]);
    const pages = { r: host.page, b: blue.page, y: yellow.page, g: host.page };
    const all = [host.page, blue.page, yellow.page];
    let rolls = 0;
    let moves = 0;
    for (let step = 0; step < 60; step++) {
      // Every device at the same ply and position, with no automatic move still due.
      const { ply, position: pos } = await agree(all);
      const mover = pages[turnOf(pos)];
      for (const p of all) {
        const mine = p === mover;
        const can = await p.evaluate(() => !document.querySelector('button.roll').disabled);
        if (!mine) assert.equal(can, false, 'Roll is off on a device whose colour is not to move');
      }
      let what;
      if (await mover.evaluate(() => !document.querySelector('button.roll').disabled)) {
        await mover.click('button.roll');
        rolls++;
        what = 'the roll';
      } else {
        const mv = await mover.evaluate(() => cdg.legalMoves().find((m) => !m.startsWith('roll')));
        assert.ok(mv, `a move to make after the roll at '${pos}'`);
        assert.equal(await mover.evaluate((m) => cdg.play(m), mv), '', `${mv} is played`);
        moves++;
        what = `the move ${mv}`;
      }
      await until(mover, `ply ${Number(ply) + 1} after ${what}`, (n) => Number(document.body?.dataset.ply) > n, Number(ply));
    }
    assert.ok(rolls > 10, `rolls were made (${rolls})`);
    console.log(`# ${rolls} rolls and ${moves} moves chosen by hand; the rest were automatic`);
    await agree(all);
    assert.deepEqual([...host.errors, ...blue.errors, ...yellow.errors], []);
  } finally {
    await b.close();
    await srv.close();
  }
});
