// Shared steps of the two-device tests: a host and its friends in separate browser
// contexts (separate storage, as two devices), connected by the invitation and reply
// links the app shows, passed on as a person would (copying the link text).
import { serve, launch, open, sizes } from '../e2e/harness.mjs';

export { serve, sizes };

/** Chromium for these tests: plain addresses in the session descriptions (no mDNS names). */
export function browser() {
  return launch({ args: ['--disable-features=WebRtcHideLocalIpsWithMdns'] });
}

/** Opens the app at `hash` in a fresh context (a device of its own). */
export function device(b, base, hash, viewport = sizes.desktop) {
  return open(b, base, hash, viewport);
}

/** The host opens the dialog, seats colours (`{r: 0, b: 1}`) and makes the invitations. */
export async function invite(host, seats) {
  await host.click('button.friend');
  await host.waitForSelector('.friend-dialog[open]');
  for (const [letter, k] of Object.entries(seats)) {
    await host.selectOption(`select[data-seat="${letter}"]`, String(k));
  }
  await host.click('button.friend-invite');
}

/** The invitation link for friend device `k`, once ready. */
export async function invitation(host, k) {
  const sel = `.invite[data-friend="${k}"][data-ready] input.link`;
  await host.waitForSelector(sel, { timeout: 15000 });
  return host.inputValue(sel);
}

/** A friend opens `link`; resolves to the reply link its app shows. */
export async function answer(guest, link) {
  await guest.goto(link);
  const sel = '.invite[data-friend="0"][data-ready] input.link';
  await guest.waitForSelector(sel, { timeout: 15000 });
  return guest.inputValue(sel);
}

/** The host pastes friend `k`'s reply and connects. */
export async function accept(host, k, reply) {
  await host.fill(`.invite[data-friend="${k}"] input.reply`, reply);
  await host.click(`.invite[data-friend="${k}"] button.use-reply`);
}

/** Waits until `page` says the connection is open. */
export function connected(page) {
  return page.waitForFunction(() => document.body.dataset.net === 'open', null, { timeout: 15000 });
}

/** Connects `host` with each guest: `guests` is a list of [page, k]. */
export async function connect(host, seats, guests) {
  await invite(host, seats);
  for (const [g, k] of guests) {
    const link = await invitation(host, k);
    const reply = await answer(g, link);
    await accept(host, k, reply);
  }
  await connected(host);
  for (const [g] of guests) await connected(g);
}

/** The position on `page`. */
export function position(page) {
  return page.evaluate(() => document.body.dataset.position);
}
