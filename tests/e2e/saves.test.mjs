// Saved games end to end: autosave and resume after a reload (position, move list, undo and
// redo, the dice), the home screen's offer to continue, export → clear storage → import,
// share links in a fresh browser, damaged saved games and full storage, malformed imports,
// setting up a position, and the history view with its in-app question before cutting moves off.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { serve, launch, open, clickCell, position, shot, sizes, choose, chosen, settled, go } from './harness.mjs';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const GANH_START = 'BBBBB/B...B/R...B/R...R/RRRRR r -';
const TOAN_START = 'b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Opens game `id` by its address and waits for its screen. */
async function goGame(page, id) {
  await go(page, `${server.url}#/${id}`);
  await page.waitForFunction((g) => document.body?.dataset.screen === g, id);
}

/**
 * Opens the app at `url` in `page` as a new visit would (a page of its own, not a change of
 * address inside the one open), and waits until it is served.
 */
async function openAgain(page, url) {
  await page.goto('about:blank');
  await go(page, url);
}

/** Reloads and waits for screen `id`. */
async function reload(page, id) {
  await page.reload();
  await page.waitForFunction((g) => document.body?.dataset.screen === g, id);
}

/** What a person sees of the game: position, move list, the current move, undo/redo. */
async function state(page) {
  return page.evaluate(() => ({
    position: document.body?.dataset.position,
    moves: [...document.querySelectorAll('.moves li')].map((li) => li.textContent),
    current: document.querySelector('.moves .ply.current')?.dataset.ply ?? null,
    later: document.querySelectorAll('.moves .ply.later').length,
    undo: !document.querySelector('button.undo').disabled,
    redo: !document.querySelector('button.redo').disabled,
  }));
}

/** Plays moves given as [from, to] point pairs on a board. */
async function play(page, ...moves) {
  for (const [from, to] of moves) {
    await clickCell(page, from);
    await clickCell(page, to);
  }
}

/** The record text in the records dialog (opens and closes it). */
async function exportRecord(page) {
  await page.click('button.record');
  const text = await page.inputValue('.records-dialog .record-text');
  const link = await page.inputValue('.records-dialog .share-link');
  await page.click('button.close-records');
  return { text, link };
}

/** FNV-1a 64 as the saved-game envelope uses it (to write a tampered but sealed item). */
function seal(body) {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(body)) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `co-dan-gian saved 1 ${new TextEncoder().encode(body).length} ${h.toString(16).padStart(16, '0')}\n${body}`;
}

test('each game continues after a reload: position, moves, undo and redo, the dice', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh');
  await play(page, ['a3', 'b3'], ['e3', 'd3'], ['b3', 'c3']);
  await page.click('button.undo');
  const ganh = await state(page);
  assert.equal(ganh.position, 'BBBBB/B...B/.R.B./R...R/RRRRR r -');
  assert.deepEqual(ganh.moves, ['1. Đỏ: a3-b3', '2. Xanh: e3-d3', '3. Đỏ: b3-c3']);
  assert.equal(ganh.later, 1, 'the undone move stays in the list, greyed');

  await goGame(page, 'toan');
  await play(page, ['a1', 'a2'], ['a11', 'e7']);
  const toan = await state(page);

  await goGame(page, 'cangua');
  await page.click('button.settings');
  await choose(page, 'auto', 'off');
  await page.click('button.apply');
  for (let i = 0; i < 4; i++) {
    const before = await position(page);
    await page.click('button.roll');
    await page.waitForFunction((b) => document.body?.dataset.position !== b, before);
    if (await page.isDisabled('button.roll')) break; // a horse to move: stop here
  }
  const cangua = await state(page);
  assert.ok(cangua.moves.length > 0);

  await reload(page, 'cangua');
  assert.deepEqual(await state(page), cangua, 'Cờ cá ngựa continues');
  await goGame(page, 'toan');
  assert.deepEqual(await state(page), toan, 'Cờ toán continues');
  await goGame(page, 'ganh');
  assert.deepEqual(await state(page), ganh, 'Cờ gánh continues, its undone move too');
  await page.click('button.redo');
  assert.equal(await position(page), 'BBBBB/B...B/..RB./R...R/RRRRR b d2');
  await page.click('button.undo');
  await page.click('button.undo');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the dice generator comes back: after a reload the next roll is the one it would have been', async () => {
  const { page } = await open(browser, server.url, '#/cangua');
  await page.click('button.settings');
  await choose(page, 'auto', 'off');
  await page.click('button.apply');
  await page.click('button.roll');
  await page.click('button.undo');
  const before = await state(page);
  await page.click('button.roll');
  const rolled = await position(page);
  await page.click('button.undo');
  await reload(page, 'cangua');
  assert.deepEqual(await state(page), before);
  await page.click('button.roll');
  assert.equal(await position(page), rolled);
  await page.click('button.settings');
  assert.equal(await chosen(page, 'auto'), 'off', 'the screen settings come back too');
  await page.context().close();
});

test('the home screen offers to continue an unfinished game, not a finished one', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await play(page, ['a3', 'b3'], ['e3', 'd3']);
  await openAgain(page, `${server.url}#/`);
  await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  const card = page.locator('.game-card[data-game="ganh"]');
  assert.equal(await card.locator('button.play .label').textContent(), 'Tiếp tục ván đang chơi');
  assert.match(await card.locator('.resume-info').textContent(), /2 nước/);
  assert.equal(await page.locator('.game-card[data-game="toan"] button.play .label').textContent(), 'Chơi');
  await page.click('.lang-en');
  assert.equal(await card.locator('button.play .label').textContent(), 'Continue');
  assert.match(await card.locator('.resume-info').textContent(), /2 moves played/);
  await shot(page, 'saves-home-continue-desktop');
  await card.locator('button.play').click();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  assert.equal(await position(page), 'BBBBB/B...B/.R.B./R...R/RRRRR r -');

  // A game won in one move: set up, then finished; it is not offered again.
  await page.click('button.record');
  await page.fill('.records-dialog .setup-text', '...../...../B.B../.R.../..... r -');
  await page.click('.records-dialog button.setup');
  await play(page, ['b2', 'b3']);
  assert.notEqual(await page.evaluate(() => document.body?.dataset.outcome), '');
  await openAgain(page, `${server.url}#/`);
  await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  assert.equal(await card.locator('button.play .label').textContent(), 'Play');
  assert.ok(await card.locator('.resume-info').isHidden());
  await card.locator('button.play').click();
  await page.waitForFunction(() => document.body?.dataset.screen === 'ganh');
  assert.equal(await position(page), GANH_START, 'a new game after a finished one');
  await page.context().close();
});

test('export, clear storage, import: the game is identical', async () => {
  const { page, errors } = await open(browser, server.url, '#/toan');
  await page.click('button.settings');
  await choose(page, 'match', '3');
  await choose(page, 'digits', 'on');
  await page.click('button.apply');
  await play(page, ['a1', 'a2'], ['a11', 'e7'], ['e1', 'e7']);
  await page.click('button.undo');
  const before = await state(page);
  const { text } = await exportRecord(page);
  assert.match(text, /^co-dan-gian record 1\ngame: toan\noptions: .*match=3/);
  assert.match(text, /\nmoves: a1-a2, a11-e7\nredo: e1xe7\n/);
  assert.doesNotMatch(text, /\nview:/, 'the screen settings are not part of the export');
  // Copy: the clipboard, or else the text is selected for the person to copy.
  await page.click('button.record');
  await page.click('.records-dialog button.copy');
  await page.waitForFunction(() => document.querySelector('.records-dialog .copy-state').textContent !== '');
  assert.match(await page.textContent('.records-dialog .copy-state'), /Đã sao chép|Ctrl\+C/);
  await page.click('button.close-records');

  await page.evaluate(() => localStorage.clear());
  await reload(page, 'toan');
  assert.equal(await position(page), TOAN_START);
  await page.click('button.record');
  await page.fill('.records-dialog .import-text', text);
  await page.click('.records-dialog button.import');
  await page.waitForFunction(() => !document.querySelector('.records-dialog').open);
  assert.deepEqual(await state(page), before);
  assert.equal((await exportRecord(page)).text, text);
  await page.click('button.redo');
  assert.match(await page.textContent('.facts'), /Đỏ: 9 điểm/);
  assert.match(await page.textContent('.facts'), /Ván 1\/3/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a share link opens the same game in a fresh browser, then the address is the game\'s own', async () => {
  const { page } = await open(browser, server.url, '#/cangua');
  await page.click('button.settings');
  await choose(page, 'players', 'r,b,y');
  await choose(page, 'auto', 'off');
  await page.click('button.apply');
  await page.click('button.roll');
  const shared = await state(page);
  const { link } = await exportRecord(page);
  // The payload: scheme 1, a 16-digit checksum, the record escaped for a URL.
  assert.match(link, /#\/cangua\?r=1[0-9a-f]{16}[A-Za-z0-9._~,:=\/+()!*'@;$%-]+$/);
  assert.ok(link.startsWith(server.url));

  const other = await open(browser, link);
  assert.equal(await other.page.evaluate(() => document.body?.dataset.screen), 'cangua');
  assert.deepEqual(await state(other.page), shared);
  assert.equal(new URL(other.page.url()).hash, '#/cangua');
  // The same dice generator: the next roll is the same on both. Automatic moves are a
  // screen setting, not part of the game a link carries: off here too, or a roll that
  // allows one move only would be played on by itself here and not on the first page.
  await other.page.click('button.settings');
  await choose(other.page, 'auto', 'off');
  await other.page.click('button.apply');
  assert.deepEqual(await state(other.page), shared);
  await page.click('button.undo');
  await other.page.click('button.undo');
  await page.click('button.roll');
  await other.page.click('button.roll');
  assert.equal(await position(other.page), await position(page));
  // It was saved there: a reload keeps it.
  await reload(other.page, 'cangua');
  assert.equal(await position(other.page), await position(page));
  assert.deepEqual(other.errors, []);
  await other.page.context().close();

  // A damaged link: a notice, and the game in progress stays.
  const third = await open(browser, server.url, '#/ganh');
  await play(third.page, ['a3', 'b3']);
  const kept = await state(third.page);
  const broken = link.replace('#/cangua', '#/ganh').slice(0, -6);
  await go(third.page, broken);
  await third.page.waitForFunction(() => document.querySelector('.panel .notice'));
  assert.match(await third.page.textContent('.panel .notice'), /liên kết chia sẻ bị hỏng|share link is damaged/i);
  assert.match(await third.page.textContent('.panel .notice'), /vẫn được giữ nguyên/);
  assert.deepEqual(await state(third.page), kept);
  assert.equal(new URL(third.page.url()).hash, '#/ganh');

  // A link to another game of Cờ gánh while one is in progress: asked first.
  await play(third.page, ['e3', 'd3']);
  const { link: own } = await exportRecord(third.page);
  await play(third.page, ['b3', 'c3']);
  const playing = await state(third.page);
  // Asked in the app's own dialog, never the browser's.
  const native = [];
  third.page.on('dialog', (d) => { native.push(d.message()); d.dismiss(); });
  const asked = async () => {
    await third.page.waitForSelector('.ask-dialog[open]');
    return third.page.textContent('.ask-dialog .ask-text');
  };
  await go(third.page, own);
  await third.page.waitForFunction(() => location.hash === '#/ganh');
  assert.match(await asked(), /Mở ván Cờ gánh từ liên kết\? Ván Cờ gánh đang chơi \(3 nước\) sẽ được thay/);
  await third.page.click('.ask-dialog button.ask-no');
  assert.deepEqual(await state(third.page), playing, 'declined: the game in progress stays');
  await go(third.page, own);
  await asked();
  await third.page.click('.ask-dialog button.ask-yes');
  await third.page.waitForFunction(() => document.body?.dataset.position === 'BBBBB/B...B/.R.B./R...R/RRRRR r -');
  assert.deepEqual(native, [], 'no native dialog');
  assert.deepEqual(third.errors, []);
  await third.page.context().close();
  await page.context().close();
});

test('a damaged saved game: a notice for it, a fresh game for it, the others still load', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await play(page, ['a3', 'b3']);
  const ganh = await state(page);
  await goGame(page, 'toan');
  await play(page, ['a1', 'a2']);
  await goGame(page, 'cangua');
  await page.click('button.roll');
  const cangua = await state(page);
  await page.evaluate(() => localStorage.setItem('cdg.save.toan', '\u0000garbage{{{ not a game'));
  // Each game's page module opens its own saved game: the damage is said where the game is.
  await openAgain(page, `${server.url}#/toan`);
  await page.waitForFunction(() => document.body?.dataset.screen === 'toan');
  assert.equal(await position(page), TOAN_START);
  const notice = await page.textContent('.panel .notice');
  assert.match(notice, /Ván Cờ toán đã lưu bị hỏng: nó không phải một ván đã lưu\./);
  assert.match(notice, /Một ván mới đã được bắt đầu/);
  assert.equal(await page.locator('.panel .notice').count(), 1);
  await shot(page, 'saves-damaged-desktop');
  assert.equal(await page.evaluate(() => localStorage.getItem('cdg.save.toan.damaged')), '\u0000garbage{{{ not a game');
  await page.click('.lang-en');
  assert.match(await page.textContent('.panel .notice'), /The saved game for Cờ toán is damaged: it is not a saved game\./);
  await page.click('.lang-vi');
  await page.click('.panel .notice button.dismiss');
  assert.equal(await page.locator('.panel .notice').count(), 0);
  await play(page, ['a1', 'a2']);
  await reload(page, 'toan');
  assert.notEqual(await position(page), TOAN_START, 'the fresh game is saved in its place');
  assert.equal(await page.locator('.notice').count(), 0);

  await goGame(page, 'ganh');
  assert.deepEqual(await state(page), ganh);
  assert.equal(await page.locator('.panel .notice').count(), 0);
  await goGame(page, 'cangua');
  assert.deepEqual(await state(page), cangua);

  // Sealed, so the envelope is sound, but a move was changed into an illegal one.
  const saved = await page.evaluate(() => localStorage.getItem('cdg.save.ganh'));
  const body = saved.slice(saved.indexOf('\n') + 1).replace('moves: a3-b3', 'moves: a3-a4');
  await page.evaluate((t) => localStorage.setItem('cdg.save.ganh', t), seal(body));
  // And Cờ cá ngựa's cut short.
  await page.evaluate(() => localStorage.setItem('cdg.save.cangua', localStorage.getItem('cdg.save.cangua').slice(0, -20)));
  await page.click('.lang-en');
  await openAgain(page, `${server.url}#/ganh`);
  assert.match(await page.textContent('.panel .notice'), /The saved game for Cờ gánh cannot be opened: Line 6 \(moves\): Move 1 'a3-a4' is not legal here/);
  await openAgain(page, `${server.url}#/cangua`);
  assert.match(await page.textContent('.panel .notice'), /The saved game for Cờ cá ngựa is damaged: it was cut short\./);
  await shot(page, 'saves-damaged-cangua-desktop');
  await goGame(page, 'toan');
  assert.notEqual(await position(page), TOAN_START, 'Cờ toán still loads');
  await page.context().close();
});

test('a malformed import shows what is wrong and leaves the game untouched', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh');
  await play(page, ['a3', 'b3'], ['e3', 'd3']);
  const before = await state(page);
  await page.click('button.record');
  const cases = [
    ['co-dan-gian record 1\ngame: ganh\nmoves: a3-a4', /Dòng 3 \(moves\): Nước thứ 1 'a3-a4' không hợp lệ/],
    ['co-dan-gian record 7\ngame: ganh\nmoves:', /phiên bản mới hơn \(7\)/],
    ['hello', /không phải bản ghi ván cờ/i],
    ['co-dan-gian record 1\ngame: cangua\nmoves:', /bản ghi của Cờ cá ngựa, không phải của Cờ gánh/],
    ['co-dan-gian record 1\ngame: ganh\nmoves: a3-b3\nposition: BBBBB/B...B/R...B/R...R/RRRRR b -', /Dòng 4 \(position\)/],
    [`${server.url}#/ganh?r=1eJxLzs8rSUzOzE1VyEtNy89X`, /liên kết chia sẻ bị hỏng/i],
    ['', /trống/],
  ];
  for (const [text, want] of cases) {
    await page.fill('.records-dialog .import-text', text);
    await page.click('.records-dialog button.import');
    const shown = await page.textContent('.records-dialog .import-error');
    assert.match(shown, want, `import of ${JSON.stringify(text)}`);
    assert.match(shown, /Ván đang chơi vẫn được giữ nguyên/);
    assert.ok(await page.isVisible('.records-dialog'));
  }
  await shot(page, 'saves-import-error-desktop');
  // A position that cannot be set up: the same, in the set-up field.
  await page.fill('.records-dialog .setup-text', 'BBBBB/B...B/R...B/R...R/RRRR r -');
  await page.click('.records-dialog button.setup');
  assert.notEqual((await page.textContent('.records-dialog .setup-error')).trim(), '');
  await page.click('button.close-records');
  assert.deepEqual(await state(page), before);
  await reload(page, 'ganh');
  assert.deepEqual(await state(page), before, 'nothing of the failed imports was saved');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('set up a position from its position string', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await page.click('button.record');
  assert.equal(await page.inputValue('.records-dialog .setup-text'), GANH_START, 'the field starts with the position now');
  await page.fill('.records-dialog .setup-text', 'BBBBB/B...B/R...B/R.R.R/RR.RR b d2');
  await page.press('.records-dialog .setup-text', 'Enter');
  await page.waitForFunction(() => !document.querySelector('.records-dialog').open);
  assert.equal(await position(page), 'BBBBB/B...B/R...B/R.R.R/RR.RR b d2');
  await play(page, ['e3', 'd2']);
  assert.equal(await position(page), 'BBBBB/B...B/R..../R.BBB/RR.RR r -');
  const { text } = await exportRecord(page);
  assert.match(text, /\nstart: BBBBB\/B\.\.\.B\/R\.\.\.B\/R\.R\.R\/RR\.RR b d2\nmoves: e3-d2\n/);
  await reload(page, 'ganh');
  assert.equal(await position(page), 'BBBBB/B...B/R..../R.BBB/RR.RR r -');
  await page.context().close();
});

test('history: click a move or use the arrow keys; back to the game; playing from the past asks first', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh');
  await play(page, ['a3', 'b3'], ['e3', 'd3'], ['b3', 'c3'], ['d3', 'd2']);
  const latest = await state(page);
  assert.equal(latest.current, '4');
  assert.ok(await page.isHidden('.history-bar'));

  await page.click('.moves .ply[data-ply="1"]');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.ok(await page.isVisible('.history-bar'));
  assert.match(await page.textContent('.history-place'), /Nước 1\/4/);
  assert.equal((await state(page)).later, 3);
  await page.keyboard.press('ArrowRight');
  assert.equal(await position(page), 'BBBBB/B...B/.R.B./R...R/RRRRR r -');
  await page.keyboard.press('Home');
  assert.equal(await position(page), GANH_START);
  assert.match(await page.textContent('.history-place'), /Ban đầu/);
  await page.click('button.history-next');
  await page.click('button.history-next');
  assert.equal(await position(page), 'BBBBB/B...B/.R.B./R...R/RRRRR r -');
  await shot(page, 'saves-history-desktop');
  // A reload while looking back resumes the game being played.
  await reload(page, 'ganh');
  assert.deepEqual(await state(page), latest);
  await page.click('.moves .ply[data-ply="2"]');
  await page.click('button.history-back');
  assert.deepEqual(await state(page), latest);
  assert.ok(await page.isHidden('.history-bar'));
  await page.focus('.moves');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).current, '3');
  await page.keyboard.press('End');
  assert.deepEqual(await state(page), latest);

  // From after move 2, a different move: dismiss the question, nothing changes.
  await page.click('.moves .ply[data-ply="2"]');
  const looking = await state(page);
  // Asked in the app's own dialog, never the browser's.
  const native = [];
  page.on('dialog', (d) => { native.push(d.message()); d.dismiss(); });
  const question = async () => {
    await page.waitForSelector('.ask-dialog[open]');
    return page.textContent('.ask-dialog .ask-text');
  };
  await play(page, ['a2', 'a3']);
  assert.match(await question(), /xóa 2 nước đi sau/);
  await page.click('.ask-dialog button.ask-no');
  assert.deepEqual(await state(page), looking);
  // Accept it: the later moves are gone, the new one is played and saved.
  await play(page, ['a2', 'a3']);
  assert.match(await question(), /xóa 2 nước đi sau/);
  await page.click('.ask-dialog button.ask-yes');
  await page.waitForFunction(() => !document.querySelector('.ask-dialog').open);
  const after = await state(page);
  assert.deepEqual(after.moves, ['1. Đỏ: a3-b3', '2. Xanh: e3-d3', '3. Đỏ: a2-a3']);
  assert.ok(await page.isHidden('.history-bar'));
  await reload(page, 'ganh');
  assert.deepEqual(await state(page), after);
  // Undo then play is the usual take-back: no question.
  await page.click('button.undo');
  await play(page, ['a2', 'a3']);
  await settled(page);
  assert.equal(await page.evaluate(() => document.querySelector('.ask-dialog').open), false);
  assert.deepEqual(native, [], 'no native dialog');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('storage full: a notice that the game could not be saved; play goes on', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  const filled = await page.evaluate(() => {
    // The seats the harness writes for every page go first: with them in the filled
    // storage the notice did not show in most runs (its cause is not found yet).
    for (const k of Object.keys(localStorage)) if (k.startsWith('cdg.seats.')) localStorage.removeItem(k);
    const chunk = 'x'.repeat(256 * 1024);
    let i = 0;
    try {
      for (; i < 200; i++) localStorage.setItem(`junk${i}`, chunk);
    } catch (e) {
      return e.name;
    }
    return 'never full';
  });
  assert.equal(filled, 'QuotaExceededError');
  // Fill the last bytes too: a new key costs its name as well, so the very last few are
  // filled by lengthening one value a character at a time (a save a few characters longer
  // than the last one could otherwise still fit).
  await page.evaluate(() => {
    for (let n = 65536; n >= 1; n = Math.floor(n / 2)) {
      try { for (let k = 0; k < 64; k++) localStorage.setItem(`tail${n}_${k}`, 'y'.repeat(n)); } catch (e) { /* next size */ }
    }
    let last = localStorage.getItem('tail1_0') ?? '';
    try { for (;;) { last += 'y'; localStorage.setItem('tail1_0', last); } } catch (e) { /* full to the last character */ }
  });
  await play(page, ['a3', 'b3']);
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  assert.match(await page.textContent('.panel .notice'), /Không lưu được ván Cờ gánh: bộ nhớ của trình duyệt đã đầy/);
  await shot(page, 'saves-storage-full-desktop');
  await play(page, ['e3', 'd3']);
  assert.equal(await position(page), 'BBBBB/B...B/.R.B./R...R/RRRRR r -');
  // Room again: the next save works and the notice goes.
  await page.evaluate(() => { for (let i = 0; i < 200; i++) localStorage.removeItem(`junk${i}`); });
  await page.click('button.undo');
  assert.equal(await page.locator('.panel .notice').count(), 0);
  await page.context().close();
});

test('screenshots: the records dialog and the history view at phone, tablet and desktop', async () => {
  for (const [name, size] of Object.entries(sizes)) {
    const { page, errors } = await open(browser, server.url, '#/ganh', size);
    await play(page, ['a3', 'b3'], ['e3', 'd3'], ['b3', 'c3'], ['d3', 'd2'], ['c1', 'c2'], ['e4', 'd4']);
    await page.click('.moves .ply[data-ply="3"]');
    await shot(page, `saves-history-${name}`);
    const board = await page.locator('canvas.board').boundingBox();
    const panel = await page.locator('.panel').boundingBox();
    const overlap = board.x < panel.x + panel.width && panel.x < board.x + board.width &&
      board.y < panel.y + panel.height && panel.y < board.y + board.height;
    assert.ok(!overlap, `board and panel overlap at ${name}`);
    for (const sel of ['.history-bar', 'button.history-back', 'button.record', '.moves']) {
      const box = await page.locator(sel).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= size.width + 1 && box.y + box.height <= size.height + 1,
        `${sel} inside the screen at ${name}: ${JSON.stringify(box)}`);
    }
    await page.click('button.record');
    await shot(page, `saves-records-${name}`);
    const dialog = await page.locator('.records-dialog').boundingBox();
    assert.ok(dialog.x >= 0 && dialog.x + dialog.width <= size.width, `dialog fits across at ${name}`);
    assert.ok(dialog.y >= 0 && dialog.y + dialog.height <= size.height, `dialog fits down at ${name}`);
    await page.fill('.records-dialog .import-text', 'co-dan-gian record 1\ngame: ganh\nmoves: a3-a4');
    await page.click('.records-dialog button.import');
    await shot(page, `saves-records-error-${name}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('the records dialog, the history view and the notices pass axe-core', async () => {
  for (const lang of ['vi', 'en']) {
    const { page } = await open(browser, server.url, '#/ganh', sizes.tablet);
    await page.click(`.lang-${lang}`);
    await page.addScriptTag({ content: axeSource });
    const audit = async (label) => {
      const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const text = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
      assert.equal(bad.length, 0, `${label} (${lang}):\n${text}`);
    };
    await play(page, ['a3', 'b3'], ['e3', 'd3']);
    await page.click('.moves .ply[data-ply="1"]');
    await audit('history view');
    await page.click('button.record');
    await page.fill('.records-dialog .import-text', 'nonsense');
    await page.click('.records-dialog button.import');
    await audit('records dialog with an error');
    await page.click('button.close-records');
    await page.evaluate(() => localStorage.setItem('cdg.save.toan', 'garbage'));
    await openAgain(page, `${server.url}#/`);
    await page.waitForFunction(() => document.body?.dataset.screen === 'home');
    await page.addScriptTag({ content: axeSource });
    await audit('home with a notice and a game to continue');
    await page.context().close();
  }
});

test('a save too slow for a tap is written in the task after it, and at once when the page is hidden', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh');
  await page.evaluate(() => localStorage.clear());
  // A save within the budget is written within the tap. (The budget is set here: on a
  // loaded machine the last save's measured time may pass the page's own, and then the tap
  // would rightly leave it to the next task.)
  await page.evaluate(() => window.cdg.saveBudget(1e9));
  await play(page, ['a3', 'b3']);
  assert.match(await page.evaluate(() => localStorage.getItem('cdg.save.ganh')), /moves: a3-b3\n/);
  // As if every save were slow (a long game): the tap does not write it in its own task…
  await page.evaluate(() => window.cdg.saveBudget(0));
  const tap = (name) => {
    const [x, y] = window.cdg.cellCenter(name);
    document.querySelector('.board-wrap canvas').dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: y, isPrimary: true, button: 0, bubbles: true }));
  };
  const inTask = await page.evaluate(`(${tap})('e3'); (${tap})('d3'); localStorage.getItem('cdg.save.ganh')`);
  assert.match(inTask, /moves: a3-b3\n/);
  // …and the task after it has.
  await page.waitForFunction(() => /moves: a3-b3, e3-d3\n/.test(localStorage.getItem('cdg.save.ganh') || ''), null, { timeout: 3000 });
  // Nothing is ever lost: a move played just before the page is hidden is saved with it.
  const hidden = await page.evaluate(`(${tap})('b3'); (${tap})('c3'); window.dispatchEvent(new Event('pagehide')); localStorage.getItem('cdg.save.ganh')`);
  assert.match(hidden, /moves: a3-b3, e3-d3, b3-c3\n/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
