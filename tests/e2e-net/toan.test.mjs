// Cờ toán between two devices: a takeback refused and one agreed to (Undo asks the other
// device; nothing is taken back until it says yes), and messages from the other device
// that are tampered with, out of turn or unreadable are refused with a sentence and
// change nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, device, connect, agree, notice, position, sizes } from './two.mjs';
import { visible } from '../e2e/harness.mjs';

/** Plays the first legal move on `page`; resolves to the position after it, once `other`
 * shows it too and both are settled. */
async function move(page, other) {
  assert.equal(await page.evaluate(() => cdg.play(cdg.legalMoves()[0])), '');
  const now = await position(page);
  await agree([page, other], { position: now });
  return now;
}

test('Cờ toán: a takeback refused, then one agreed to', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await device(b, srv.url, '#/toan', undefined, 'host (Red)');
    const guest = await device(b, srv.url, '#/', sizes.tablet, 'guest (Blue)');
    await connect(host.page, { r: 0, b: 1 }, [[guest.page, 1]]);
    const start = await position(host.page);
    await move(host.page, guest.page);
    const two = await move(guest.page, host.page);

    await host.page.click('button.undo');
    await visible(guest.page, '.friend-answer:not([hidden])');
    await notice(guest.page, /xin đi lại 2 nước/);
    assert.equal(await position(host.page), two, 'nothing is taken back before the answer');
    await guest.page.click('.friend-answer button.refuse');
    await notice(host.page, /Bạn ở máy kia không đồng ý cho đi lại\./);
    assert.equal(await position(host.page), two);
    assert.equal(await position(guest.page), two);

    await host.page.click('button.undo');
    await visible(guest.page, '.friend-answer:not([hidden])');
    await guest.page.click('.friend-answer button.allow');
    await agree([host.page, guest.page], { position: start });
    // The asker reads that the friend agreed (not "you agreed").
    await notice(host.page, /Bạn ở máy kia đã đồng ý cho đi lại\./);
    // Play goes on from there.
    await move(host.page, guest.page);
    assert.deepEqual([...host.errors, ...guest.errors], []);
  } finally {
    await b.close();
    await srv.close();
  }
});

test('Cờ toán: tampered, out-of-turn and unreadable messages are refused', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await device(b, srv.url, '#/toan', undefined, 'host (Red)');
    const guest = await device(b, srv.url, '#/', undefined, 'guest (Blue)');
    await connect(host.page, { r: 0, b: 1 }, [[guest.page, 1]]);
    await move(host.page, guest.page);
    const table = await guest.page.evaluate(() => localStorage.getItem('cdg.table.toan'));
    assert.match(table, /^[0-9a-f]{16}$/);
    const raw = (ply, player, mv, pos) =>
      `cdg-net 1 move\ntable: ${table}\nply: ${ply}\nplayer: ${player}\nmove: ${mv}\nposition: ${pos}\n`;
    const send = (text) => guest.page.evaluate((t) => window.cdgFriend.sendRaw(t), text);
    const before = await position(host.page);
    const blue = await guest.page.evaluate(() => cdg.legalMoves()[0]);

    // Tampered: a legal move, but the position after it is not where it leads.
    await send(raw(1, 'b', blue, before));
    await notice(host.page, /không khớp/);
    assert.equal(await position(host.page), before);
    // Out of turn: Red's move from the device that plays Blue.
    await host.page.click('.friend-dismiss');
    const red = await host.page.evaluate(() => cdg.legalMoves()[0]);
    await send(raw(1, 'r', red, before));
    await notice(host.page, /không đúng lượt/);
    assert.equal(await position(host.page), before);
    // Unreadable.
    await host.page.click('.friend-dismiss');
    await send('hello');
    await notice(host.page, /không đọc được \(dòng 1\)/);
    assert.equal(await position(host.page), before);
    // The game goes on: the real move is played on both.
    await move(guest.page, host.page);
    assert.deepEqual([...host.errors, ...guest.errors], []);
  } finally {
    await b.close();
    await srv.close();
  }
});
