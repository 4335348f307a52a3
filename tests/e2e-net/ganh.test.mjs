// Two devices play a whole game of Cờ gánh over a direct connection (WebRTC data channel)
// (random moves: about 150 plies on average, ended by a win or the draw rules)
// inside the test's own network namespace: the host plays Red, the friend Blue; after
// every move both boards show the same position, and both see the same end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, device, connect, agree, position, sizes, playToEnd } from './two.mjs';
import { clickCell } from '../e2e/harness.mjs';

test('a whole game of Cờ gánh between two devices', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await device(b, srv.url, '#/ganh', undefined, 'host (Red)');
    const guest = await device(b, srv.url, '#/', sizes.phone, 'guest (Blue)');
    const both = [host.page, guest.page];
    await connect(host.page, { r: 0, b: 1 }, [[guest.page, 1]]);
    const before = (await agree(both)).position;
    // Red's move tapped on the device that plays Blue does nothing: once both have done
    // with the taps, both still show the position before them.
    const [from, to] = (await host.page.evaluate(() => cdg.legalMoves()[0])).split('-');
    await clickCell(guest.page, from);
    await clickCell(guest.page, to);
    const after = await agree(both);
    assert.equal(after.position, before);
    assert.equal(after.ply, '0');
    // Cờ gánh plays nothing by itself: while a move glides nothing else can be on its way,
    // so each ply is compared without waiting out its glide (a long game would take minutes
    // more); everything else must be settled, and the end is compared settled.
    await playToEnd(both, (pos) => (pos.split(' ')[1] === 'r' ? host.page : guest.page));
    assert.notEqual(await position(host.page), before);
    const ends = await Promise.all(both.map((p) => p.evaluate(() => document.body?.dataset.outcome)));
    assert.ok(ends[0], 'the host sees the end');
    assert.equal(ends[1], ends[0], 'both see the same end');
    assert.deepEqual([...host.errors, ...guest.errors], []);
  } finally {
    await b.close();
    await srv.close();
  }
});
