// The invitation's QR code, at phone size, decodes (jsQR, in the test) to the exact
// invitation link the app shows beside it; so does the reply's. And a reply opened in
// another tab of the host's browser reaches the tab that waits for it (BroadcastChannel).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { serve, browser, device, invite, invitation, answer, connected, sizes } from './two.mjs';
import { named, shot, until, visible, go } from '../e2e/harness.mjs';

/** Decodes the QR code drawn in block `k` of the dialog on `page`. */
async function decode(page, k) {
  const img = await page.evaluate((k) => {
    const c = document.querySelector(`.invite[data-friend="${k}"] canvas.qr`);
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    return { w: c.width, h: c.height, data: Array.from(d.data) };
  }, k);
  const code = jsQR(Uint8ClampedArray.from(img.data), img.w, img.h);
  assert.ok(code, 'the QR code decodes');
  return code.data;
}

test('the invitation and reply QR codes decode to their links, at phone size', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await device(b, srv.url, '#/ganh', sizes.phone, 'host');
    const guest = await device(b, srv.url, '#/', sizes.phone, 'guest');
    await invite(host.page, { r: 0, b: 1 });
    const link = await invitation(host.page, 1);
    assert.ok(link.length < 400, `the invitation is short (${link.length} characters)`);
    await visible(host.page, '.invite[data-friend="1"] canvas.qr:not([hidden])');
    assert.equal(await decode(host.page, 1), link);
    const box = await host.page.locator('.invite[data-friend="1"] canvas.qr').boundingBox();
    assert.ok(box.width >= 150 && box.x >= 0 && box.x + box.width <= sizes.phone.width, `fits the phone (${JSON.stringify(box)})`);
    await host.page.locator('.invite[data-friend="1"] canvas.qr').scrollIntoViewIfNeeded();
    await shot(host.page, 'friend-invite-phone');
    await go(guest.page, link);
    await visible(guest.page, '.invite[data-friend="0"][data-ready] canvas.qr:not([hidden])', 15000);
    const reply = await guest.page.inputValue('.invite[data-friend="0"] input.link');
    assert.equal(await decode(guest.page, 0), reply);
    await shot(guest.page, 'friend-reply-phone');
  } finally {
    await b.close();
    await srv.close();
  }
});

test('a reply opened in another tab of the host reaches the waiting tab', async () => {
  const srv = await serve();
  const b = await browser();
  try {
    const host = await device(b, srv.url, '#/ganh', undefined, 'host');
    const guest = await device(b, srv.url, '#/', sizes.phone, 'guest');
    await invite(host.page, { r: 0, b: 1 });
    const reply = await answer(guest.page, await invitation(host.page, 1));
    // The host opens the reply (from a chat app, say) in a new tab of the same browser.
    const tab = await host.ctx.newPage();
    await go(tab, reply);
    named(tab, "the host's other tab");
    await until(tab, 'the word that the reply went to the waiting tab', () => /thẻ này/.test(document.querySelector('.invite[data-friend="0"] .state')?.textContent || ''), null, 10000);
    await connected(host.page);
    await connected(guest.page);
    assert.equal(await tab.evaluate(() => document.body?.dataset.net || ''), '', 'the tab itself plays nothing');
  } finally {
    await b.close();
    await srv.close();
  }
});
