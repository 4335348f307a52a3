// A dropped connection and a reload on each side: the game is kept on both devices
// (autosaved), each side says the connection is lost, and a new invitation for the same
// game goes on from where it was. Then a new game on the host reaches the friend.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, device, connect, invite, invitation, answer, accept, connected, agree, position } from './two.mjs';
import { until } from '../e2e/harness.mjs';

/** Plays the first legal move on `page` and waits until both show it, settled. */
async function move(page, other) {
  assert.equal(await page.evaluate(() => cdg.play(cdg.legalMoves()[0])), '');
  await agree([page, other], { position: await position(page) });
}

/** The host invites the guest again (same seats) and they connect. */
async function reconnect(host, guest) {
  await invite(host, { r: 0, b: 1 });
  const link = await invitation(host, 1);
  await accept(host, 1, await answer(guest, link));
  await connected(host);
  await connected(guest);
}

/** Waits until `page` says the connection is lost. */
const lost = (page) => until(page, 'the lost connection', () => document.body?.dataset.net === 'lost', null, 15000);

test('a reload on each side, then the game resumes', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await device(b, srv.url, '#/ganh', undefined, 'host (Red)');
    const guest = await device(b, srv.url, '#/', undefined, 'guest (Blue)');
    await connect(host.page, { r: 0, b: 1 }, [[guest.page, 1]]);
    await move(host.page, guest.page);
    await move(guest.page, host.page);
    const two = await position(host.page);

    // The friend reloads: both keep the game, both say the connection is lost.
    await guest.page.reload();
    await until(guest.page, 'the game back after the reload', () => document.body?.dataset.screen === 'ganh');
    await lost(host.page);
    await lost(guest.page);
    assert.equal(await position(guest.page), two);
    assert.match(await host.page.textContent('.friend-state'), /Mất kết nối/);
    // A tap for the friend's colour does nothing while lost; the host's colour still can't
    // be played by the friend.
    await reconnect(host.page, guest.page);
    await agree([host.page, guest.page], { position: two });
    await move(host.page, guest.page);

    // The host reloads.
    const three = await position(host.page);
    await host.page.reload();
    await until(host.page, 'the game back after the reload', () => document.body?.dataset.screen === 'ganh');
    await lost(host.page);
    await lost(guest.page);
    assert.equal(await position(host.page), three);
    await reconnect(host.page, guest.page);
    await agree([host.page, guest.page], { position: three });
    await move(guest.page, host.page);

    // A new game on the host (its new-game sheet) goes to the friend too, and the friend
    // still plays Blue: the host's Red move reaches it, a tap there for Red does nothing.
    await host.page.click('button.new');
    await host.page.click('.sheet-dialog button.sheet-start');
    await agree([host.page, guest.page], { ply: 0 });
    await move(host.page, guest.page);
    await move(guest.page, host.page);
    assert.deepEqual([...host.errors, ...guest.errors].filter((e) => !/deprecated/.test(e)), []);
  } finally {
    await b.close();
    await srv.close();
  }
});
