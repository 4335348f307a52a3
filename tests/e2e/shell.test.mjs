// The app shell: home screen, addresses, the Back button, the language switch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, sizes, shot, clickCell, choose, chosen, until, boardReady, settled, rendered } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('home screen lists the games with their Vietnamese names', async () => {
  const { page, errors } = await open(browser, server.url);
  assert.equal(await page.evaluate(() => document.body?.dataset.screen), 'home');
  const names = await page.locator('.game-card h2').allTextContents();
  assert.ok(names.includes('Cờ gánh'), `home lists ${names}`);
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await shot(page, `home-${name}`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('each game has its own address; reload and Back do what a person expects', async () => {
  const { page } = await open(browser, server.url);
  await page.click('.game-card[data-game="ganh"] button');
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  assert.match(page.url(), /#\/ganh$/);
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  await page.goBack();
  await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  await page.goForward();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  await page.click('button.back');
  await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  await page.context().close();
});

test('the language switch relabels the page and is remembered', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  assert.equal(await page.getAttribute('html', 'lang'), 'vi');
  assert.equal(await page.textContent('button.new .label'), 'Ván mới');
  await page.click('.lang-en');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.textContent('button.new .label'), 'New game');
  assert.match(await page.textContent('.turn-name'), /Red/);
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  assert.equal(await page.textContent('button.new .label'), 'New game');
  await page.click('.lang-vi');
  assert.match(await page.textContent('.turn-name'), /Đỏ/);
  await page.context().close();
});

test('the canvas is sharp: its backing store follows the device pixel ratio', async () => {
  const { page } = await open(browser, server.url, '#/ganh', sizes.tablet);
  const r = await page.evaluate(() => {
    const c = document.querySelector('canvas.board');
    return { w: c.width, cssW: c.getBoundingClientRect().width, dpr: devicePixelRatio };
  });
  assert.ok(r.cssW > 300, `board is ${r.cssW}px wide`);
  assert.ok(Math.abs(r.w - r.cssW * r.dpr) <= 2, `backing ${r.w} for css ${r.cssW} at ${r.dpr}`);
  await page.context().close();
});

test('the app makes no request beyond its own static files', async () => {
  const ctx = await browser.newContext({ viewport: sizes.desktop });
  const outside = [];
  ctx.on('request', (r) => { if (!r.url().startsWith(server.url)) outside.push(r.url()); });
  const { page } = await open(browser, server.url, '', sizes.desktop, ctx);
  await page.click('.game-card[data-game="ganh"] button');
  // The game is up, drawn and settled, and the network has gone quiet.
  await until(page, 'the Cờ gánh screen', () => document.body?.dataset.screen === 'ganh');
  await boardReady(page);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(outside, []);
  await page.context().close();
});

test('preferences on this device: sound, motion and face to face are remembered', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await page.click('button.settings');
  await choose(page, 'app.sound', 'off');
  await choose(page, 'app.motion', 'off');
  await choose(page, 'app.face', 'on');
  const before = await page.evaluate(() => document.body?.dataset.position);
  await page.click('button.apply');
  assert.equal(await page.evaluate(() => document.body?.dataset.position), before, 'preferences alone keep the game');
  assert.ok(await page.isVisible('.far-strip'));
  assert.match(await page.textContent('.far-strip'), /Đến lượt: Đỏ/);
  const transform = await page.$eval('.far-strip', (e) => getComputedStyle(e).transform);
  assert.notEqual(transform, 'none');
  await page.reload();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  await page.click('button.settings');
  assert.equal(await chosen(page, 'app.sound'), 'off');
  assert.equal(await chosen(page, 'app.motion'), 'off');
  assert.equal(await chosen(page, 'app.face'), 'on');
  await page.context().close();
});

test('round the table in Cờ cá ngựa: the message turns to face the player to move', async () => {
  const { page } = await open(browser, server.url, '#/cangua');
  await page.click('button.settings');
  await choose(page, 'players', 'r,b,y,g');
  await choose(page, 'app.face', 'on');
  await choose(page, 'real-dice', 'on');
  await page.click('button.apply');
  assert.ok(!(await page.isVisible('.far-strip')), 'Red reads the panel: no turned strip');
  // Red rolls a 2 with no horse out: the roll is lost and Blue (on the right) is to move.
  await page.click('button.roll');
  const xy = await page.evaluate(() => window.cdg.cellCenter('die2'));
  await page.mouse.click(xy[0], xy[1]);
  await page.waitForFunction(() => / b -$/.test(document.body?.dataset.position));
  assert.ok(await page.isVisible('.far-strip.side-1'));
  assert.match(await page.textContent('.far-strip'), /Xanh/);
  await shot(page, 'cangua-round-the-table-tablet');
  await page.context().close();
});

test('face to face: the turned strip reads as whole sentences and keeps off the pieces', async () => {
  for (const size of [sizes.phone, sizes.tablet, sizes.desktop]) {
    const { page } = await open(browser, server.url, '#/ganh', size);
    await page.click('button.settings');
    await choose(page, 'app.face', 'on');
    await page.click('button.apply');
    // The turned strip takes its room: the board is laid out again before it is tapped.
    await settled(page);
    await rendered(page);
    await clickCell(page, 'c1');
    await clickCell(page, 'c2'); // a mở: Blue, across the table, must gánh
    await until(page, "Blue's turn on the far strip", () => /Xanh/.test(document.querySelector('.far-strip')?.textContent ?? ''));
    const text = await page.textContent('.far-strip');
    assert.match(text, /^Đến lượt: Xanh\. Mở!/, `a full stop between the two messages: ${text}`);
    assert.doesNotMatch(text, / {2}/);
    const strip = await page.$eval('.far-strip', (e) => e.getBoundingClientRect().bottom);
    const [top, next] = await page.evaluate(() => [window.cdg.cellCenter('a5')[1], window.cdg.cellCenter('a4')[1]]);
    const radius = (next - top) * 0.3;
    assert.ok(strip <= top - radius, `the strip (bottom ${strip}) keeps off the top row (${top - radius}) at ${size.width}`);
    // The far player has an Undo of their own, turned their way, clear of the strip.
    assert.ok(await page.isVisible('.far-undo'));
    const [u, st] = await page.evaluate(() => ['.far-undo', '.far-strip'].map((q) => document.querySelector(q).getBoundingClientRect().toJSON()));
    assert.ok(u.right <= st.left || u.left >= st.right, 'Undo and the strip do not overlap');
    await shot(page, `face-strip-ganh-${size.width}`);
    await page.click('.far-undo');
    assert.equal(await page.evaluate(() => document.body?.dataset.position), 'BBBBB/B...B/R...B/R...R/RRRRR r -', 'the far Undo takes the move back');
    await page.context().close();
  }
});

test("a game's title stays its name when the language is switched after the home screen", async () => {
  const { page, errors } = await open(browser, server.url, '#/', sizes.phone);
  await page.click('.game-card[data-game="ganh"] button.play');
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  assert.equal(await page.textContent('h1.title'), 'Cờ gánh');
  await page.click('.lang-en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.textContent('h1.title'), 'Cờ gánh', 'not the home title put back by the switch');
  await page.click('.lang-vi');
  assert.equal(await page.textContent('h1.title'), 'Cờ gánh');
  assert.deepEqual(errors, []);
  await page.context().close();
});
