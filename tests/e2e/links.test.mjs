// Hostile and long share links, and notices that belong to what they describe: a link of
// 100,000 moves is refused at once (how soon is a benchmark: scripts/perf/responsive.mjs); a legal 4,000-ply game of
// Cờ cá ngựa (four players, made by the native test that checks the link limits) opens
// whole and play goes on (how long its tasks take is a budget: scripts/perf/long-link.mjs);
// a "link damaged" notice goes once a valid link has replaced the game; a damaged saved
// game of 4 MB is kept and offered as a download.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, position, shot, sizes, payload, longLink, until, go } from './harness.mjs';
import { shuffle } from './records.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/**
 * Sets the page's address to `hash` from inside the page; resolves to the ms from the page
 * receiving it (the `hashchange` event, whose first listener `recordHashChanges` installs)
 * until `selector` shows, and the ms the browser itself took to take the address.
 */
function navigateAndTime(page, hash, selector) {
  return page.evaluate(([h, sel]) => new Promise((resolve) => {
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
      if (!document.querySelector(sel)) return;
      obs.disconnect();
      resolve({ ms: performance.now() - window.hashAt, browser: window.hashAt - t0 });
    });
    obs.observe(document.body, { subtree: true, childList: true, attributes: true });
    location.hash = h;
  }), [hash, selector]);
}

/** Runs before the app in every page: notes when a new address reaches the page. */
function recordHashChanges() {
  addEventListener('hashchange', () => { window.hashAt = performance.now(); }, { capture: true });
}

/** A new page whose `hashchange` times are noted. */
async function timedPage(hash) {
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  await ctx.addInitScript(recordHashChanges);
  return open(browser, server.url, hash, sizes.desktop, ctx);
}

test('a link of 100,000 moves is refused at once, with a clear sentence; the game stays', async () => {
  const { page, errors } = await timedPage('#/ganh');
  const before = await position(page);
  for (const plies of [100_000, 20_000]) {
    const link = `#/ganh?r=${payload(shuffle(plies))}`;
    const { ms, browser: taken } = await navigateAndTime(page, link, '.panel .notice[data-kind="link"]');
    const text = await page.textContent('.panel .notice[data-kind="link"]');
    assert.match(text, /Liên kết chia sẻ quá dài \(.*\): không ván cờ thật nào dài như vậy\. Ván đang chơi vẫn được giữ nguyên\./);
    assert.equal(await position(page), before);
    console.log(`# ${plies} moves (${link.length} characters) refused in ${ms.toFixed(1)} ms (the browser took ${taken.toFixed(0)} ms to set the address)`);
    await page.click('.panel .notice[data-kind="link"] button.dismiss');
  }
  // (No long-task check here: the task that sets a 700 kB address is the browser's own.)
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a legal 4,000-ply game of Cờ cá ngựa opens from a link whole, and play goes on', async () => {
  const fragment = longLink();
  const { page, errors } = await timedPage('#/cangua');
  const start = await position(page);
  const { ms } = await navigateAndTime(page, `#/cangua?r=${fragment}`, '.moves li:nth-child(100)');
  await page.waitForFunction((p) => document.body?.dataset.position !== p, start);
  // The panel and the autosave follow in a later task: the page reports all 4,000 moves
  // with nothing pending (the save written).
  await until(page, 'the 4,000 moves in effect with the save written',
    () => document.body?.dataset.ply === '4000' && document.body?.dataset.pending === '', null, 20000);
  // How long it takes is measured by scripts/perf/long-link.mjs (a budget), not here.
  console.log(`# 4,000 plies (${fragment.length} characters): move list after ${ms.toFixed(0)} ms`);
  assert.equal(await page.locator('.notice').count(), 0);
  const saved = await page.evaluate(() => localStorage.getItem('cdg.save.cangua'));
  assert.equal(saved.match(/\nmoves: (.*)\n/)[1].split(', ').length, 4000, 'saved whole');
  // Playing on: one move taken back leaves 3,999 in the saved game and one to redo.
  const before = await position(page);
  await page.click('button.undo');
  await page.waitForFunction((p) => document.body?.dataset.position !== p, before);
  await page.waitForFunction(() => localStorage.getItem('cdg.save.cangua').match(/\nmoves: (.*)\n/)[1].split(', ').length === 3999);
  const undone = await page.evaluate(() => localStorage.getItem('cdg.save.cangua'));
  assert.equal(undone.match(/\nredo: (.*)\n/)[1].split(', ').length, 1, 'one move to redo');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a notice about a damaged link goes once a valid link has replaced the game', async () => {
  // A notice lives as long as its page: each game's own page module keeps its game's.
  const { page, errors } = await open(browser, server.url, '');
  await go(page, `${server.url}#/toan?r=1garbage`);
  await page.locator('.panel .notice[data-kind="link"][data-game="toan"]').waitFor();
  // The same module shows the game's how-to page and the game again: the notice stays, as
  // its game is still the one it spoke of.
  await go(page, `${server.url}#/how/toan`);
  await go(page, `${server.url}#/toan`);
  assert.equal(await page.locator('.panel .notice[data-kind="link"][data-game="toan"]').count(), 1);
  const good = payload('co-dan-gian record 1\ngame: ganh\nmoves: a3-b3\n');
  await go(page, `${server.url}#/ganh?r=${good.slice(0, -4)}`);
  const notice = page.locator('.panel .notice[data-kind="link"]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Liên kết chia sẻ bị hỏng.*Ván đang chơi vẫn được giữ nguyên/);
  // A valid link replaces the game: the notice spoke of the game it replaced, and goes.
  await go(page, `${server.url}#/ganh?r=${good}`);
  await page.waitForFunction(() => document.body?.dataset.position === 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.equal(await notice.count(), 0, 'the notice spoke of a game that is no longer on screen');
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** Opens Cờ gánh once `setup` has run in the page (before the app reads storage on the next load). */
async function withDamagedSave(text, initScript) {
  const ctx = await browser.newContext({ viewport: sizes.desktop, deviceScaleFactor: 1 });
  if (initScript) await ctx.addInitScript(initScript);
  const { page, errors } = await open(browser, server.url, '#/ganh', sizes.desktop, ctx);
  await page.evaluate((t) => localStorage.setItem('cdg.save.ganh', t), text);
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  return { page, ctx, errors };
}

/** What the notice's download link holds, and the notice's words. */
async function offered(page) {
  const notice = page.locator('.panel .notice[data-kind="damaged"]');
  await notice.waitFor();
  const href = await notice.locator('a.download').getAttribute('href');
  assert.match(href, /^blob:/);
  assert.match(await notice.locator('a.download').getAttribute('download'), /^co-dan-gian-ganh-damaged\.txt$/);
  const text = await page.evaluate((u) => fetch(u).then((r) => r.text()), href);
  return { text, words: await notice.textContent() };
}

test('a damaged saved game of 4 MB is kept and its text offered; nothing is silently removed', async () => {
  const big = `co-dan-gian saved 1 9 0000000000000000\n${'x'.repeat(4 << 20)}`;
  const { page, ctx, errors } = await withDamagedSave(big);
  const { text, words } = await offered(page);
  assert.equal(text.length, big.length);
  assert.equal(text, big);
  assert.match(words, /Ván Cờ gánh đã lưu bị hỏng/);
  assert.match(words, /Bản hỏng được giữ lại trong bộ nhớ của trình duyệt \(cdg\.save\.ganh\.damaged\)/);
  assert.equal(await page.evaluate(() => localStorage.getItem('cdg.save.ganh.damaged')?.length), big.length);
  await shot(page, 'notice-damaged-kept-desktop');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a damaged saved game the storage cannot keep: the notice says so and offers its text', async () => {
  const damaged = 'co-dan-gian saved 1 garbage';
  // A storage too full for the copy (every write of a .damaged item is refused as full).
  const refuse = () => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (String(k).endsWith('.damaged')) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  };
  const { page, ctx, errors } = await withDamagedSave(damaged, refuse);
  const { text, words } = await offered(page);
  assert.equal(text, damaged);
  assert.match(words, /Không giữ được bản hỏng trong bộ nhớ của trình duyệt \(đã đầy\): hãy tải xuống hoặc sao chép nó ngay/);
  await page.click('.lang-en');
  assert.match(await page.textContent('.panel .notice[data-kind="damaged"]'), /The damaged copy could not be kept in the browser's storage \(it is full\): download or copy it now/);
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await shot(page, `notice-damaged-not-kept-${name}`);
  }
  // The copy button puts the text on the clipboard.
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
  await page.click('.panel .notice[data-kind="damaged"] button[data-action="copy"]');
  await page.waitForFunction(() => document.querySelector('.notice button[data-action="copy"]').textContent === 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), damaged);
  assert.deepEqual(errors, []);
  await ctx.close();
});
