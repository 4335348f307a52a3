// Shared steps of the two-device tests: a host and its friends in separate browser
// contexts (separate storage, as two devices), connected by the invitation and reply
// links the app shows, passed on as a person would (copying the link text).
import assert from 'node:assert/strict';
import { serve, launch, open, sizes, named, nameOf, report, until, visible, go } from '../e2e/harness.mjs';

export { serve, sizes };

/** Chromium for these tests: plain addresses in the session descriptions (no mDNS names). */
export function browser() {
  return launch({ args: ['--disable-features=WebRtcHideLocalIpsWithMdns'] });
}

/** Opens the app at `hash` in a fresh context (a device of its own), called `label` in
 * the messages of failed waits. */
export async function device(b, base, hash, viewport = sizes.desktop, label = 'a device') {
  const d = await open(b, base, hash, viewport);
  named(d.page, label);
  return d;
}

/** The host opens the dialog, seats colours (`{r: 0, b: 1}`) and makes the invitations. */
export async function invite(host, seats) {
  await host.click('button.friend');
  await visible(host, '.friend-dialog[open]');
  for (const [letter, k] of Object.entries(seats)) {
    await host.selectOption(`select[data-seat="${letter}"]`, String(k));
  }
  await host.click('button.friend-invite');
}

/** The invitation link for friend device `k`, once ready. */
export async function invitation(host, k) {
  const sel = `.invite[data-friend="${k}"][data-ready] input.link`;
  await visible(host, sel, 15000);
  return host.inputValue(sel);
}

/** A friend opens `link`; resolves to the reply link its app shows. */
export async function answer(guest, link) {
  await go(guest, link);
  const sel = '.invite[data-friend="0"][data-ready] input.link';
  await visible(guest, sel, 15000);
  return guest.inputValue(sel);
}

/** The host pastes friend `k`'s reply and connects. */
export async function accept(host, k, reply) {
  await host.fill(`.invite[data-friend="${k}"] input.reply`, reply);
  await host.click(`.invite[data-friend="${k}"] button.use-reply`);
}

/** Waits until `page` says the connection is open. */
export function connected(page) {
  return until(page, 'the open connection', () => document.body?.dataset.net === 'open', null, 15000);
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

/** Plays a random legal move on `page` as its person would; resolves to the app's answer
 * ('' when played). */
export async function playOne(page) {
  return page.evaluate(() => {
    const moves = cdg.legalMoves();
    return cdg.play(moves[Math.floor(Math.random() * moves.length)]);
  });
}

/**
 * Plays random moves, each on the page `mover(position)` names (the device whose side is to
 * move), until the game ends or `cap` plies; after each, both `pages` must show one ply more
 * with nothing pending but motion (a move still shown is not waited out). Returns the plies.
 */
export async function playToEnd(pages, mover, cap = 1200) {
  let plies = 0;
  for (; plies < cap; plies++) {
    if (await pages[0].evaluate(() => document.body?.dataset.outcome)) break;
    assert.equal(await playOne(mover(await position(pages[0]))), '');
    const shown = await agree(pages, { allow: ['motion'] });
    assert.equal(Number(shown.ply), plies + 1, 'one ply more on both');
  }
  assert.ok(plies > 0 && plies < cap, `the game ended (${plies} plies)`);
  await agree(pages, { ply: plies });
  return plies;
}

/** The position on `page`. */
export function position(page) {
  return page.evaluate(() => document.body?.dataset.position);
}

/** How often `agree` reads the devices. */
const POLL_MS = 25;

/**
 * Waits until every page in `pages` shows the same ply and position (`want.position` and
 * `want.ply` if given) and has nothing pending (no move still moving, no automatic move
 * due; only the words in `want.allow`, if given, may remain). Then no move is on its way
 * either: a move starts from the test's own action or from something pending on its
 * device until it is played, and a device that has it is a ply ahead of one that does not
 * yet. Resolves to what they all show ({ ply, position }); after `want.timeout` ms (15 s)
 * fails with each device's name, ply, position and pending state.
 */
export async function agree(pages, want = {}) {
  const { timeout = 15000, allow = [] } = want;
  const calm = (r) => r.pending.split(' ').filter(Boolean).every((w) => allow.includes(w));
  const entries = pages.map((p) => [nameOf(p), p]);
  const deadline = Date.now() + timeout;
  const wanted = (r) => (want.position === undefined || r.position === want.position)
    && (want.ply === undefined || r.ply === String(want.ply));
  for (;;) {
    const shown = await Promise.all(entries.map(([, p]) => report(p)));
    const same = shown.every((r) => r.ply === shown[0].ply && r.position === shown[0].position);
    if (same && wanted(shown[0]) && shown.every(calm)) {
      return { ply: shown[0].ply, position: shown[0].position };
    }
    if (Date.now() > deadline) {
      const target = [want.ply !== undefined && `ply ${want.ply}`, want.position !== undefined && `position '${want.position}'`].filter(Boolean);
      const each = entries.map(([n], i) => `${n}: ply ${shown[i].ply}, position '${shown[i].position}', pending '${shown[i].pending}'`);
      throw new Error(`the devices did not come to the same settled ${target.length ? target.join(' and ') : 'ply and position'} within ${timeout} ms:\n  ${each.join('\n  ')}`);
    }
    // The pace of the polling only: what it decides is decided by the condition alone.
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Waits until the connection line's notice on `page` says what `re` matches; resolves to
 * its text. */
export async function notice(page, re, timeout = 5000) {
  await until(page, `a notice matching ${re}`, (src) => {
    const n = document.querySelector('.friend-notice:not([hidden])');
    return !!n && new RegExp(src).test(n.textContent);
  }, re.source, timeout, async (p) => `the notice says '${await p.textContent('.friend-notice')}'`);
  return page.textContent('.friend-notice');
}
