// Two devices play a whole game of Ô ăn quan over a direct connection (WebRTC data channel)
// inside the test's own network namespace, with random moves: the host sows South's row
// (Red), the friend North's (Blue); after every move both boards show the same position,
// and both see the same end and the same count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, device, connect, agree, sizes, playToEnd } from './two.mjs';
import { clickCell } from '../e2e/harness.mjs';

test('a whole game of Ô ăn quan between two devices', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await device(b, srv.url, '#/oaq', undefined, 'host (South, Red)');
    const guest = await device(b, srv.url, '#/', sizes.phone, 'guest (North, Blue)');
    const both = [host.page, guest.page];
    await connect(host.page, { r: 0, b: 1 }, [[guest.page, 1]]);
    const before = (await agree(both)).position;
    // South's square and way tapped on the device that sows North's row do nothing.
    await clickCell(guest.page, '3');
    await clickCell(guest.page, '4');
    const after = await agree(both);
    assert.equal(after.position, before);
    assert.equal(after.ply, '0');
    // The sowing is shown stone by stone; everything else must be settled after each move.
    await playToEnd(both, (pos) => (pos.split(' ')[1] === 's' ? host.page : guest.page));
    const ends = await Promise.all(both.map((p) => p.evaluate(() => document.body?.dataset.outcome)));
    assert.match(ends[0], /Hết quan, tàn dân|Hết dân để rải|Lặp lại/, 'the host sees the end and the count');
    assert.equal(ends[1], ends[0], 'both see the same end and the same count');
    assert.deepEqual([...host.errors, ...guest.errors], []);
  } finally {
    await b.close();
    await srv.close();
  }
});
