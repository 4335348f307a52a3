// At the table: only a person whose colour is to move can roll or move; a screen's dialogs
// close when it is left; a newcomer's first game is against the computer, and every game
// screen says who plays each colour.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, choose, settled, until, clickCell, sizes, shot, payload } from './harness.mjs';
import { GAME60 } from './records.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('Cờ cá ngựa: nobody rolls for the computer: its Roll button is off and a click on it does nothing', async () => {
  const { page, errors } = await open(browser, server.url, '#/cangua');
  await page.click('button.settings');
  for (const [k, v] of Object.entries({ players: 'r,b,y,g', 'seat.b': 'easy', 'seat.y': 'easy', 'seat.g': 'easy' })) {
    await choose(page, k, v);
  }
  await page.click('button.apply');
  // On every change of the page: is the Roll button on while a computer colour is to roll?
  await page.evaluate(() => {
    window.__wrong = [];
    const roll = document.querySelector('button.roll');
    const look = () => {
      const turn = (document.body?.dataset.position || '').match(/ ([rbyg]) -$/)?.[1];
      if (turn && turn !== 'r' && !roll.disabled) window.__wrong.push(document.body?.dataset.position);
    };
    new MutationObserver(look).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-position', 'disabled'] });
  });
  // A click on Roll the moment a computer colour is to roll: it rolls at once if it rolls
  // at all (the computer's own roll comes on a later frame).
  const clickForComputer = () => page.evaluate(() => {
    const before = document.body?.dataset.position;
    if (!/ [byg] -$/.test(before)) return null;
    document.querySelector('button.roll').click();
    return document.body?.dataset.position === before;
  });
  let tried = 0;
  for (let i = 0; i < 60 && tried < 6; i++) {
    const refused = await clickForComputer();
    if (refused !== null) {
      assert.ok(refused, 'a click on Roll in a computer colour\'s turn rolled for it');
      tried++;
      await until(page, 'the computer to roll', () => !/ [byg] -$/.test(document.body?.dataset.position), null, 30000);
      continue;
    }
    const pos = await page.evaluate(() => document.body?.dataset.position);
    if (/ r -$/.test(pos)) {
      // The three computer colours' turns may still be moving on screen: as long as the
      // other waits of this test.
      await settled(page, [], 30000);
      await page.click('button.roll');
    } else if (/ r \S+$/.test(pos)) {
      // Red's roll left a choice: the first legal move.
      await settled(page, [], 30000);
      await page.evaluate(() => { const m = window.cdg.legalMoves(); if (m.length) window.cdg.play(m[0]); });
    }
    await until(page, 'the next move', (p) => document.body?.dataset.position !== p, pos, 30000);
  }
  assert.ok(tried >= 3, `a computer colour was to roll ${tried} times`);
  const wrong = await page.evaluate(() => window.__wrong);
  assert.deepEqual(wrong, [], 'the Roll button is never on while a computer colour is to roll');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a screen\'s dialogs close when it is left: the game record on Back, the new-game sheet on another address', async () => {
  const { page, errors } = await open(browser, server.url, '', sizes.phone);
  await page.click('.game-card[data-game="toan"] button.play');
  await until(page, 'Cờ toán', () => document.body?.dataset.screen === 'toan');
  await page.click('button.record');
  assert.ok(await page.evaluate(() => document.querySelector('dialog.records-dialog').open));
  // The browser's Back (a modal dialog covers the page's own).
  await page.goBack();
  await until(page, 'the home screen', () => document.body?.dataset.screen === 'home');
  assert.equal(await page.evaluate(() => document.querySelectorAll('dialog[open]').length), 0, 'no dialog over the home screen');
  // The record dialog opened on one game is gone on another game's analysis board.
  await page.evaluate(() => { location.hash = '#/ganh'; });
  await until(page, 'Cờ gánh', () => document.body?.dataset.screen === 'ganh');
  await page.click('button.record');
  await page.evaluate(() => { location.hash = '#/analysis/toan'; });
  await until(page, 'the analysis board', () => /^analysis/.test(document.body?.dataset.screen));
  assert.equal(await page.evaluate(() => document.querySelectorAll('dialog[open]').length), 0, 'no record dialog over the analysis board');
  await page.evaluate(() => { location.hash = '#/ganh'; });
  await until(page, 'Cờ gánh', () => document.body?.dataset.screen === 'ganh');
  await page.click('button.new');
  assert.ok(await page.isVisible('.sheet-dialog'));
  await page.evaluate(() => { location.hash = '#/cangua'; });
  await until(page, 'Cờ cá ngựa', () => document.body?.dataset.screen === 'cangua');
  assert.ok(await page.isHidden('.sheet-dialog'), 'the new-game sheet went with its screen');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a newcomer\'s first game is against the computer, and the screen says who plays each colour', async () => {
  for (const [name, size] of Object.entries(sizes)) {
    const ctx = await browser.newContext({ viewport: size, deviceScaleFactor: 1, newcomer: true });
    const { page, errors } = await open(browser, server.url, '', size, ctx);
    await page.click('.game-card[data-game="ganh"] button.play');
    await until(page, 'Cờ gánh', () => document.body?.dataset.screen === 'ganh');
    const seats = await page.locator('.facts .seat').allTextContents();
    assert.deepEqual(seats, ['Người chơi', 'Máy — dễ']);
    await clickCell(page, 'a3');
    await clickCell(page, 'b3');
    await until(page, 'the computer\'s reply', () => document.body?.dataset.ply === '2', null, 20000);
    await settled(page);
    await shot(page, `newcomer-ganh-${name}`);
    // The analysis board is for looking: nobody, the computer neither, moves on it by itself.
    const game = await page.evaluate(() => document.body?.dataset.position);
    await page.click('.panel a.analysis-link');
    await page.waitForSelector('.analysis[data-state="ready"]', { timeout: 30000 });
    await settled(page);
    assert.equal(await page.evaluate(() => document.body?.dataset.position), game);
    await page.evaluate(() => { location.hash = '#/ganh'; });
    await until(page, 'Cờ gánh', () => document.body?.dataset.screen === 'ganh');
    // Cờ cá ngựa: Red, and the computer at each other colour.
    await page.evaluate(() => { location.hash = '#/cangua'; });
    await until(page, 'Cờ cá ngựa', () => document.body?.dataset.screen === 'cangua');
    const four = await page.locator('.facts .seat').allTextContents();
    assert.equal(four[0], 'Người chơi');
    assert.ok(four.slice(1).every((s) => s === 'Máy — dễ'), four.join(', '));
    await page.click('.lang-en');
    assert.equal(await page.locator('.facts .seat').first().textContent(), 'A person');
    await shot(page, `newcomer-cangua-${name}`);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});

test('a game opened from a share link shows its last move in the move list, at every size', async () => {
  for (const [name, size] of Object.entries(sizes)) {
    const { page, errors } = await open(browser, server.url, `#/ganh?r=${payload(GAME60)}`, size);
    await settled(page);
    await until(page, `the last move in view in the move list (${name})`, () => {
      const list = document.querySelector('.moves');
      const last = [...list.querySelectorAll('button.ply')].at(-1);
      if (!last) return false;
      const l = list.getBoundingClientRect(), b = last.getBoundingClientRect();
      return b.bottom <= l.bottom + 1 && b.top >= l.top - 1;
    }, null, 10000, (p) => p.evaluate(() => {
      const l = document.querySelector('.moves');
      return `the list scrolled to ${l.scrollTop} of ${l.scrollHeight - l.clientHeight}`;
    }));
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('the computer\'s turns at a quick pace: shown at once, no motion and no pause; at ease they move', async () => {
  for (const pace of ['fast', 'normal']) {
    const { page, errors } = await open(browser, server.url, '#/cangua');
    await page.click('button.settings');
    for (const [k, v] of Object.entries({ players: 'r,b,y,g', 'seat.r': 'easy', 'seat.b': 'easy', 'seat.y': 'easy', 'seat.g': 'easy', 'app.pace': pace })) await choose(page, k, v);
    await page.click('button.apply');
    await page.evaluate(() => {
      window.__moving = 0;
      new MutationObserver(() => { if ((document.body?.dataset.pending || '').includes('motion')) window.__moving++; })
        .observe(document.body, { attributes: true, attributeFilter: ['data-pending'] });
    });
    await until(page, '40 plies played by the computer', () => Number(document.body?.dataset.ply) >= 40, null, 60000);
    const moving = await page.evaluate(() => window.__moving);
    if (pace === 'fast') assert.equal(moving, 0, 'nothing moved on the board for the computer\'s quick turns');
    else assert.ok(moving > 0, 'the computer\'s turns at ease roll and hop');
    assert.equal(await page.evaluate(() => localStorage.getItem('cdg.pace')), pace);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('nothing a player needs is cut: titles on a phone, long settings on a phone, the puzzle buttons on a desktop', async () => {
  for (const [name, size] of Object.entries(sizes)) {
    for (const lang of ['vi', 'en']) {
      const { page, errors } = await open(browser, server.url, '', size);
      await page.click(`.lang-${lang}`);
      for (const h of ['#/puzzles/ganh', '#/lesson/cangua', '#/edit/ganh', '#/review/cangua']) {
        await page.evaluate((x) => { location.hash = x; }, h);
        await page.waitForSelector('.puzzle[data-state]:not([data-state="loading"])', { timeout: 20000 });
        const title = await page.evaluate(() => {
          const t = document.querySelector('.topbar .title');
          return { text: t.textContent, cut: t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 1 };
        });
        assert.ok(!title.cut, `${name} ${lang}: the title "${title.text}" is cut`);
        const buttons = await page.evaluate(() => [...document.querySelectorAll('.puzzle-actions button')]
          .filter((b) => b.offsetParent && b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
        assert.deepEqual(buttons, [], `${name} ${lang} ${h}: buttons cut`);
      }
      // The settings: a choice too long for its box on a phone is said whole beneath it.
      await page.evaluate(() => { location.hash = '#/cangua'; });
      await until(page, 'Cờ cá ngựa', () => document.body?.dataset.screen === 'cangua');
      await page.click('button.settings');
      const unseen = await page.evaluate(() => [...document.querySelectorAll('.settings-dialog select')].filter((s) => s.offsetParent).flatMap((s) => {
        const text = s.selectedOptions[0].text;
        const full = s.parentElement.querySelector('.choice-full');
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = getComputedStyle(s).font;
        const fits = ctx.measureText(text).width <= s.clientWidth - 36;
        const said = full && full.checkVisibility() && full.textContent === text;
        return fits || said ? [] : [text];
      }));
      assert.deepEqual(unseen, [], `${name} ${lang}: settings cut in their boxes and not said whole`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});
