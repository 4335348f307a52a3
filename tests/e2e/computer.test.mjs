// Playing against the computer: a person against each game's computer opponent (thinking
// in a Web Worker), the page responsive while it thinks, a hint, computer against computer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, position, shot, sizes, choose, settled, rendered } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Seats `seat` (person/easy/medium/hard) at each colour key (seat.r, seat.b, …). */
async function seat(page, seats, extra = {}) {
  await page.click('button.settings');
  for (const [k, v] of Object.entries({ ...seats, ...extra })) await choose(page, k, v);
  await page.click('button.apply');
}

/**
 * Watches the computer's thinking spells (the body's data-thinking is set) and the messages
 * the page posts to a Web Worker during them; returns a reader of both counts. The search
 * runs off the page's thread when its requests go to a worker. (How long the page's own
 * tasks are while it thinks is a benchmark: scripts/perf/responsive.mjs.)
 */
async function watchThinking(page) {
  await page.evaluate(() => {
    window.__spells = 0;
    window.__posted = 0;
    let on = false;
    new MutationObserver(() => {
      const now = document.body?.dataset.thinking === '1';
      if (now && !on) window.__spells++;
      on = now;
    }).observe(document.body, { attributes: true, attributeFilter: ['data-thinking'] });
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (...args) {
      if (on || document.body?.dataset.thinking === '1') window.__posted++;
      return post.apply(this, args);
    };
  });
  return () => page.evaluate(() => ({ spells: window.__spells, posted: window.__posted }));
}

test('Cờ gánh: a person against the computer (hard); the page stays responsive while it thinks', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh', sizes.tablet);
  await seat(page, { 'seat.b': 'hard' });
  const thinking = await watchThinking(page);
  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  assert.equal(await position(page), 'BBBBB/B...B/.R..B/R...R/RRRRR b -');
  await page.waitForFunction(() => document.body?.dataset.thinking === '1', null, { timeout: 5000 });
  await shot(page, 'ganh-computer-thinking-tablet');
  // While it thinks, the page answers: the language switch relabels at once.
  await page.click('.lang-en');
  assert.match(await page.textContent('button.new .label'), /New game/);
  await page.click('.lang-vi');
  await page.waitForFunction(() => / r /.test(document.body?.dataset.position), null, { timeout: 10000 });
  const seen = await thinking();
  assert.ok(seen.spells >= 1, 'the computer was seen thinking');
  assert.ok(seen.posted >= 1, `the computer's request went to a Web Worker (${seen.posted} messages while it thought)`);
  // Undo takes back the computer's reply and the person's move.
  await settled(page);
  await page.click('button.undo');
  assert.equal(await position(page), 'BBBBB/B...B/R...B/R...R/RRRRR r -');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Cờ toán: the computer (medium) answers a move, and the hint shows a move for the person', async () => {
  const { page } = await open(browser, server.url, '#/toan');
  await seat(page, { 'seat.b': 'medium' });
  await page.click('button.hint');
  await page.waitForFunction(() => /Gợi ý/.test(document.querySelector('.message').textContent), null, { timeout: 10000 });
  await clickCell(page, 'a1');
  await clickCell(page, 'a2');
  await page.waitForFunction(() => / r \d+-\d+$/.test(document.body?.dataset.position), null, { timeout: 10000 });
  await page.context().close();
});

test('Cờ cá ngựa: a person against the computer; the computer rolls and moves by itself', async () => {
  const { page } = await open(browser, server.url, '#/cangua');
  // Two players, and no automatic moves: every roll of Yellow's that has a move is the
  // computer's to think about (with automatic moves a single move plays by itself).
  await seat(page, { players: 'r,y', auto: 'off', 'seat.y': 'easy' });
  const thinking = await watchThinking(page);
  // Red (a person) rolls and moves until the computer has thought about a move of Yellow's:
  // a roll of Yellow's with no horse out is lost without a thought, so this goes on for as
  // many rounds as the dice need, to a deadline.
  const deadline = Date.now() + 90000;
  let seen = await thinking();
  while (Date.now() < deadline && !(seen.spells >= 1 && seen.posted >= 1)) {
    // Each step starts once the last has settled (its dice and horse still); only the
    // computer, when Yellow is to move, may still be at work.
    await settled(page, ['computer', 'worker']);
    seen = await thinking();
    const pos = await position(page);
    if (/ y /.test(pos)) continue;
    if (await page.isEnabled('button.roll')) {
      await page.click('button.roll');
      continue;
    }
    const moves = await page.evaluate(() => window.cdg.legalMoves());
    if (moves.length > 0) assert.equal(await page.evaluate((m) => window.cdg.play(m), moves[0]), '');
  }
  assert.ok(seen.spells >= 1 && seen.posted >= 1, `the computer thought in a Web Worker (${seen.spells} spells, ${seen.posted} messages)`);
  // Its answer is played: a move of Yellow's horse shows in the list.
  await page.waitForFunction(() => /Vàng gieo \d+ —/.test(document.querySelector('.moves').textContent), null, { timeout: 20000 });
  await page.context().close();
});

test('computer against computer plays on by itself', async () => {
  const { page } = await open(browser, server.url, '#/ganh');
  await seat(page, { 'seat.r': 'easy', 'seat.b': 'easy' });
  // Each line of Cờ gánh's list holds a move of each side: three lines are at least five moves.
  await page.waitForFunction(() => document.querySelectorAll('.moves li:not(.empty)').length >= 3, null, { timeout: 30000 });
  await page.context().close();
});

test('the thinking sign shows only while the computer thinks about the game on screen', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh', sizes.tablet);
  await seat(page, { 'seat.b': 'easy' });
  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  await page.waitForFunction(() => / r /.test(document.body?.dataset.position), null, { timeout: 10000 });
  await page.waitForFunction(() => document.body?.dataset.thinking !== '1');
  // Looking back at the position after Red's move (Blue, the computer, to move there).
  await page.click('.moves button.ply[data-ply="1"]');
  const looked = await position(page);
  // A frame later (where a computer seat would act) nothing is pending: no computer to
  // move and no question with the worker while looking back.
  await rendered(page);
  await settled(page);
  assert.notEqual(await page.evaluate(() => document.body?.dataset.thinking), '1', 'no thinking while looking back');
  assert.ok(await page.isHidden('.thinking'));
  assert.equal(await position(page), looked, 'the computer does not play on from a position looked at');
  await page.click('.history-back');
  await rendered(page);
  await settled(page);
  assert.notEqual(await page.evaluate(() => document.body?.dataset.thinking), '1', 'no thinking back at the game');
  assert.ok(await page.isHidden('.thinking'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the buttons keep their place when the thinking sign appears', async () => {
  for (const size of [sizes.phone, sizes.tablet, sizes.desktop]) {
    const { page } = await open(browser, server.url, '#/ganh', size);
    await seat(page, { 'seat.b': 'hard' });
    await page.evaluate(() => {
      window.__tops = [];
      new MutationObserver(() => {
        const r = document.querySelector('button.undo').getBoundingClientRect();
        window.__tops.push({ thinking: document.body?.dataset.thinking, top: r.top, left: r.left });
      }).observe(document.body, { attributes: true, attributeFilter: ['data-thinking', 'data-position'] });
    });
    await clickCell(page, 'a3');
    await clickCell(page, 'b3');
    await page.waitForFunction(() => window.__tops.some((t) => t.thinking === '1'), null, { timeout: 5000 });
    const tops = await page.evaluate(() => window.__tops);
    const on = tops.findIndex((t) => t.thinking === '1');
    assert.ok(on > 0);
    assert.equal(tops[on].top, tops[on - 1].top, `Undo stays put at ${size.width}×${size.height}`);
    assert.equal(tops[on].left, tops[on - 1].left);
    await page.context().close();
  }
});

test('a tap on the board during the computer\'s turn does nothing and leaves no message', async () => {
  const { page } = await open(browser, server.url, '#/ganh', sizes.phone);
  await seat(page, { 'seat.b': 'hard' });
  await clickCell(page, 'a3');
  await clickCell(page, 'b3');
  const after = await position(page);
  const said = await page.textContent('.message');
  await clickCell(page, 'e3'); // Blue's piece, while Blue (the computer) is to move
  assert.equal(await page.textContent('.message'), said, 'no message about the tap');
  await page.waitForFunction((p) => document.body?.dataset.position !== p, after, { timeout: 10000 });
  assert.match(await position(page), / r /, 'the computer played its own move');
  await page.context().close();
});
