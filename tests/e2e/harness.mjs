// Shared end-to-end harness: serves the built site (dist/) on 127.0.0.1, launches Debian's
// Chromium through playwright-core, and saves screenshots under tests/e2e/screenshots/.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const dist = path.join(root, 'dist');
export const shots = path.join(here, 'screenshots');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml',
};

/**
 * Serves `dir` under the URL prefix `prefix` (default `/`); resolves to { url, close, requests }.
 * `options.headers` are added to every answer (e.g. `{ 'cache-control': 'max-age=600' }`).
 * `options.bare`: the prefix without its final `/` answers index.html too, as a static host
 * that does not redirect a folder's address to the one with `/`.
 */
export function serve(dir = dist, prefix = '/', options = {}) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    requests.push(url.pathname);
    const bare = options.bare && prefix.length > 1 && url.pathname === prefix.slice(0, -1);
    if (!url.pathname.startsWith(prefix) && !bare) { res.writeHead(404); res.end(); return; }
    let rel = bare ? '' : decodeURIComponent(url.pathname.slice(prefix.length));
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = path.join(dir, rel);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end('not found'); return;
    }
    res.writeHead(200, { ...options.headers, 'content-type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}${prefix}`, requests, close: () => new Promise((r) => { server.close(r); server.closeAllConnections(); }) });
    });
  });
}

/** The Chromium this closed network runs, with the flags it needs. */
const chromiumOptions = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * How often a wait checks its condition, in ms, where the test does not say. Playwright's
 * own default checks on every animation frame, which keeps a waiting page drawing sixty
 * frames a second: with a few pages open at once that was most of the suites' processor
 * time. What a wait decides is decided by its condition alone; this is only its pace.
 */
const POLL_MS = 40;

/** Gives `page`'s waits the pace POLL_MS unless a test sets its own. */
function paced(page) {
  const wait = page.waitForFunction.bind(page);
  page.waitForFunction = (fn, arg, options = {}) => wait(fn, arg, { polling: POLL_MS, ...options });
  return page;
}

/** Paces the waits of every page `context` opens. */
function pacedContext(context) {
  context.pages().forEach(paced);
  context.on('page', paced);
  return context;
}

/** Launches headless Chromium; `extra.args` are added to its flags. Every page it opens
 * waits at the pace POLL_MS. */
export async function launch(extra = {}) {
  const browser = await chromium.launch({ ...chromiumOptions, args: [...chromiumOptions.args, ...(extra.args || [])] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async ({ newcomer, ...options } = {}) => seated(pacedContext(await newContext(options)), newcomer);
  return browser;
}

/** Launches headless Chromium with a profile in `userDataDir` (its HTTP cache and storage). */
export async function launchPersistent(userDataDir, { newcomer, ...options } = {}) {
  return seated(pacedContext(await chromium.launchPersistentContext(userDataDir, { ...chromiumOptions, ...options })), newcomer);
}

/**
 * A device that has never chosen seats plays Red against the computer (src/web/seats.rs).
 * The tests play both colours themselves: every colour of every game is a person's in the
 * pages of `context`, unless the device is a `newcomer`'s (or a test seats them itself).
 */
async function seated(context, newcomer) {
  if (!newcomer) {
    await context.addInitScript(() => {
      // As the app writes them (a longer text, rewritten shorter, would free storage that
      // a test filled).
      const people = { ganh: 'red=person blue=person', toan: 'red=person blue=person', cangua: 'red=person blue=person yellow=person green=person', oaq: 'red=person blue=person' };
      for (const [id, text] of Object.entries(people)) {
        const key = `cdg.seats.${id}`;
        if (localStorage.getItem(key) === null) localStorage.setItem(key, text);
      }
    });
  }
  return context;
}

/** The three screen sizes every screen is checked at. */
export const sizes = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
};

/** Opens the app at `hash` in a new page of `browser`; waits until the wasm app is up. */
export async function open(browser, base, hash = '', viewport = sizes.desktop, context = null) {
  const ctx = context || await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + hash);
  await serving(page);
  return { page, ctx, errors };
}

/**
 * Waits until the page module that runs serves the address: index.html's cdgBoot loads the
 * home screen's module for `#/` and a game's own module for its addresses; going to an address
 * another module serves loads the page again.
 */
export function serving(page, timeout = 10000) {
  return until(page, 'the page module that serves its address, up', () => {
    // While the page loads again, its new document may have no body yet.
    const d = document.body?.dataset;
    if (!d) return false;
    const pages = (d.pages || '').split(' ').map((p) => p.split(':')[0]);
    const path = location.hash.replace(/^#\/?/, '').split('?')[0].split('/').find((p) => pages.includes(p));
    const friend = location.hash.match(/^#\/join\?i=\w+\.(\w+)\./)?.[1];
    const game = path || (pages.includes(friend) ? friend : 'home');
    return !!d.screen && d.screen !== 'loading' && d.module === game;
  }, null, timeout);
}

/** Goes to `url` in `page` as a person following a link would; waits until it is served. */
export async function go(page, url) {
  await page.goto(url);
  await serving(page);
}

/**
 * Clicks the centre of a named point or cell of the board, as a person would, once the page
 * is laid out as it is now (a change of layout, such as the face-to-face strip, moves the
 * board: its cells are read after it has moved).
 */
export async function clickCell(page, name) {
  await rendered(page);
  const xy = await page.evaluate((n) => window.cdg.cellCenter(n), name);
  if (!xy) throw new Error(`no cell ${name} on this board`);
  await page.mouse.click(xy[0], xy[1]);
}

/** The position string the app shows (read-only test hook). */
export function position(page) {
  return page.evaluate(() => document.body.dataset.position);
}

// Waiting: every test waits for a condition the page reports, never for a fixed time. The
// page's body says where it stands: `data-screen`, `data-position` and `data-ply` (the moves
// in effect), and `data-pending`, what will still happen on its own with no one's input
// (`motion`, `auto`, `computer`, `worker`, `save`; empty once settled: src/web/control.rs).

/** The name a failed wait gives `page` (set by `named`; "the page" if none). */
const names = new WeakMap();

/** Names `page` in the messages of failed waits ("host", "guest", …); returns it. */
export function named(page, label) {
  names.set(page, label);
  return page;
}

/** The name of `page` in the messages of failed waits. */
export function nameOf(page) {
  return names.get(page) || 'the page';
}

/** What `page` reports about itself: screen, ply, position, pending, net, outcome. */
export function report(page) {
  return page.evaluate(() => {
    const d = document.body.dataset;
    return { screen: d.screen, ply: d.ply, position: d.position, pending: d.pending ?? '', net: d.net, outcome: d.outcome };
  });
}

/** `report(page)` in words, for a failure message. */
export async function shows(page) {
  try {
    const r = await report(page);
    const parts = [`screen ${r.screen}`, `ply ${r.ply}`, `position '${r.position}'`, `pending '${r.pending}'`];
    if (r.net) parts.push(`net ${r.net}`);
    if (r.outcome) parts.push(`outcome '${r.outcome}'`);
    return parts.join(', ');
  } catch (e) {
    return `nothing readable (${String(e).split('\n')[0]})`;
  }
}

/**
 * Waits until `test(arg)`, run in `page`, is true (awaited when it returns a promise:
 * Playwright's own waitForFunction takes a promise for true at once); after `timeout` ms
 * fails with an error that says which page never showed `what`, and what it shows instead
 * (its report, and what `more(page)` adds). A test that throws, or a page between two
 * documents (it loads again for another page module), counts as not yet true. The condition
 * is checked every POLL_MS.
 */
export async function until(page, what, test, arg = null, timeout = 10000, more = null) {
  const deadline = Date.now() + timeout;
  const src = test.toString();
  for (;;) {
    const ok = await page.evaluate(async ([s, a]) => {
      try {
        return !!(await (0, eval)(`(${s})`)(a));
      } catch {
        return false;
      }
    }, [src, arg]).catch(() => false);
    if (ok) return;
    if (Date.now() >= deadline) break;
    await new Promise((done) => { setTimeout(done, POLL_MS); });
  }
  const extra = more ? `; ${await more(page).catch((x) => `(${String(x).split('\n')[0]})`)}` : '';
  throw new Error(`${nameOf(page)} never showed ${what} within ${timeout} ms; it shows ${await shows(page)}${extra}`);
}

/**
 * Waits until `page` has nothing pending but the words in `allow` (e.g. `['computer']`
 * while a computer seat is to move): the moves, the automatic ones, the autosave are done.
 */
export function settled(page, allow = [], timeout = 10000) {
  return until(page, allow.length ? `nothing pending but ${allow.join(', ')}` : 'nothing pending',
    (ok) => (document.body.dataset.pending ?? '').split(' ').filter(Boolean).every((w) => ok.includes(w)),
    allow, timeout);
}

/** Waits until `selector` matches a visible element on `page`. */
export function visible(page, selector, timeout = 10000) {
  return until(page, `'${selector}'`, (s) => {
    const e = document.querySelector(s);
    return !!e && e.checkVisibility();
  }, selector, timeout);
}

/**
 * Waits until the browser has laid out and painted `page` as it is now: two animation
 * frames (the app's board follows its size through a ResizeObserver, whose callbacks run
 * before the first of them is painted).
 */
export function rendered(page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Waits until `page` has drawn a board (the app's `cdg-first-board` mark: its cells have
 * their places, so `clickCell` and the screen's own choices by size follow it) and has
 * nothing pending.
 */
export async function boardReady(page) {
  await until(page, 'a board drawn', () => performance.getEntriesByName('cdg-first-board').length > 0);
  await settled(page);
}

/** Waits until `page` shows position `pos`. */
export function shown(page, pos, timeout = 10000) {
  return until(page, `position '${pos}'`, (p) => document.body.dataset.position === p, pos, timeout);
}

/** Saves a screenshot as tests/e2e/screenshots/NAME.png, once nothing moves on the board. */
export async function shot(page, name) {
  fs.mkdirSync(shots, { recursive: true });
  await settled(page, ['auto', 'computer', 'worker', 'save']);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** Sets the settings dialog's choice `name` to `value`: a list, or a switch (`on`/`off`). */
export async function choose(page, name, value) {
  const sw = page.locator(`input[role="switch"][name="${name}"]`);
  if (await sw.count()) await sw.setChecked(value === 'on');
  else await page.selectOption(`select[name="${name}"]`, value);
}

/** The settings dialog's choice `name` now (a switch reads `on` or `off`). */
export async function chosen(page, name) {
  const sw = page.locator(`input[role="switch"][name="${name}"]`);
  if (await sw.count()) return (await sw.isChecked()) ? 'on' : 'off';
  return page.inputValue(`select[name="${name}"]`);
}

/** Opens game `id`, sets each settings-dialog choice in `values`, and applies them. */
export async function openWithSettings(browser, base, id, values, viewport = sizes.desktop) {
  const opened = await open(browser, base, `#/${id}`, viewport);
  await opened.page.click('button.settings');
  for (const [name, value] of Object.entries(values)) {
    await choose(opened.page, name, value);
  }
  await opened.page.click('button.apply');
  return opened;
}

/** A share link's payload around a record's text, as docs/records.md says (FNV-1a, then the text escaped). */
export function payload(text) {
  let h = 0xcbf29ce484222325n;
  for (const b of Buffer.from(text)) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return `1${h.toString(16).padStart(16, '0')}${text.replaceAll(' ', '_').replaceAll('\n', '~')}`;
}

/**
 * The share-link payload of a legal 4,000-ply game of Cờ cá ngựa (four players), written by
 * the native test that checks the link limits (`tests/record_share.rs`, in the `suite` binary).
 */
export function longLink() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cdg-link-')), 'link.txt');
  execFileSync('cargo', ['test', '-q', '--test', 'suite', 'record_share::links_of_the_longest_real_games'],
    { cwd: root, env: { ...process.env, CDG_LONG_LINK: file }, stdio: 'pipe' });
  return fs.readFileSync(file, 'utf8');
}
