// What a screen reader hears: over a whole short game of each game, with a computer seat,
// every move (the person's, the computer's, an automatic one) is heard once, in the order
// played, as "who: the move as the list writes it"; the words over the board are those of
// the latest move only; and the end is heard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clickCell, choose, settled, until } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/**
 * Opens game `id` with the settings `values`, starts recording every text of the live
 * region, then sets up the position `start` through the game-record dialog.
 */
async function setUp(id, values, start) {
  const opened = await open(browser, server.url, `#/${id}`);
  const { page } = opened;
  await page.click('button.settings');
  for (const [k, v] of Object.entries(values)) await choose(page, k, v);
  await page.click('button.apply');
  await page.evaluate(() => {
    window.__heard = [];
    const live = document.querySelector('.live');
    new MutationObserver(() => window.__heard.push(live.textContent))
      .observe(live, { childList: true, characterData: true, subtree: true });
  });
  await page.click('button.record');
  await page.fill('.records-dialog .setup-text', start);
  await page.click('.records-dialog button.setup');
  if (await page.evaluate(() => document.querySelector('dialog.records-dialog').open)) {
    await page.keyboard.press('Escape');
  }
  return opened;
}

/** Every move of the list, in the order played: its line's label and its text. */
function listed(page) {
  return page.evaluate(() => [...document.querySelectorAll('.moves li')].flatMap((li) => {
    const label = li.querySelector('.move-label')?.textContent ?? '';
    return [...li.querySelectorAll('button.ply')].map((b) => ({ label, text: b.textContent, ply: Number(b.dataset.ply) }));
  }).sort((a, b) => a.ply - b.ply));
}

/**
 * Checks that each move in `moves` (with its mover's name from `mover`) was heard exactly
 * once, in order, in the texts the live region showed, and that the end was heard last.
 */
async function heardInOrder(page, mover) {
  await until(page, 'the end of the game', () => document.body?.dataset.outcome !== '', null, 60000);
  await settled(page);
  const moves = await listed(page);
  const heard = await page.evaluate(() => window.__heard);
  const log = heard.join('\n');
  let at = 0;
  for (const m of moves) {
    const sentence = `${mover(m)}: ${m.text}`;
    const found = log.indexOf(sentence, at);
    assert.ok(found >= 0, `move ${m.ply} was heard as "${sentence}" after the moves before it; heard:\n${log}`);
    at = found + sentence.length;
    const times = log.split(sentence).length - 1;
    const same = moves.filter((o) => `${mover(o)}: ${o.text}` === sentence).length;
    assert.equal(times, same, `"${sentence}" heard ${times} times for ${same} such moves; heard:\n${log}`);
  }
  const outcome = await page.evaluate(() => document.body?.dataset.outcome);
  assert.ok(heard.at(-1).includes(outcome), `the end "${outcome}" is heard last; last heard: "${heard.at(-1)}"`);
  return moves;
}

test('Cờ gánh: the computer\'s move and the person\'s winning reply are each heard, then the end', async () => {
  // Blue (the computer) has one move, a5-b5; then Red's a4-a5 leaves it no move.
  const { page, errors } = await setUp('ganh', { 'seat.b': 'easy' }, 'B.R../RR.../...../...../..... b -');
  await until(page, 'Red to move after the computer', () => / r /.test(document.body?.dataset.position));
  await settled(page);
  await clickCell(page, 'a4');
  await clickCell(page, 'a5');
  const moves = await heardInOrder(page, (m) => (m.ply % 2 === 1 ? 'Xanh' : 'Đỏ'));
  assert.deepEqual(moves.map((m) => m.text), ['a5-b5', 'a4-a5 (vây 1)']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Cờ toán: the computer\'s move and the capture of the 0 are each heard, then the end', async () => {
  // Blue (the computer) can only move its 1; then Red's 2 jumps its 1 onto the Blue 0.
  const start = '........./....b0..../........./....r1..../....r2..../........./........./........./........./....r0..../b1........ b 0-0';
  const { page, errors } = await setUp('toan', { 'seat.b': 'easy' }, start);
  await until(page, 'Red to move after the computer', () => / r /.test(document.body?.dataset.position));
  await settled(page);
  await clickCell(page, 'e7');
  await clickCell(page, 'e10');
  const moves = await heardInOrder(page, (m) => (m.ply % 2 === 1 ? 'Xanh' : 'Đỏ'));
  assert.equal(moves.length, 2);
  assert.match(moves[1].text, /^e7xe10/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Cờ cá ngựa: every roll and every horse\'s move, the computer\'s and the automatic ones, is heard; the words over the board are the latest move\'s', async () => {
  // Two players, one horse each still out, two cells before the gate: the first home wins
  // (stop first). Red is a person rolling real dice; Yellow is the computer.
  const { page, errors } = await setUp('cangua',
    { players: 'r,y', stop: 'first', 'seat.y': 'easy', 'real-dice': 'on' },
    'r=h6,h5,h4,t53 y=h6,h5,h4,t53 r -');
  // The words over the board: the ply each appeared at, and any still shown once a later
  // move was made.
  await page.evaluate(() => {
    window.__banners = [];
    window.__stale = [];
    const a = document.querySelector('.announce');
    let shownAt = null;
    new MutationObserver(() => {
      const ply = Number(document.body?.dataset.ply);
      if (a.classList.contains('show') && shownAt === null) {
        shownAt = ply;
        window.__banners.push({ words: a.textContent, ply });
      } else if (!a.classList.contains('show')) shownAt = null;
    }).observe(a, { attributes: true, attributeFilter: ['class'] });
    new MutationObserver(() => {
      const ply = Number(document.body?.dataset.ply);
      if (a.classList.contains('show') && shownAt !== null && shownAt < ply) {
        window.__stale.push({ words: a.textContent, shownAt, ply });
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['data-ply'] });
  });
  const redRolls = async (face) => {
    await until(page, 'Red to roll', () => / r -$/.test(document.body?.dataset.position) || document.body?.dataset.outcome !== '', null, 30000);
    if (await page.evaluate(() => document.body?.dataset.outcome !== '')) return false;
    await settled(page);
    await page.click('button.roll');
    await clickCell(page, `die${face}`);
    await settled(page);
    return true;
  };
  // A 2 to the gate (the only move: played by itself; no roll again), then a 3 into the home.
  if (await redRolls(2)) await redRolls(3);
  const moves = await heardInOrder(page, (m) => m.label.trim());
  assert.ok(moves.some((m) => m.label.trim() === 'Vàng'), 'the computer played');
  assert.ok(moves.some((m) => /ngựa đi 2 ô/.test(m.text)), 'the automatic move was played');
  // Words over the board belong to the move just played, and go when the next is made.
  const { banners, stale } = await page.evaluate(() => ({ banners: window.__banners, stale: window.__stale }));
  assert.deepEqual(stale, [], 'no words over the board outlive their move');
  for (const b of banners.filter((x) => /Không đi được/.test(x.words))) {
    const mv = moves.find((m) => m.ply === b.ply);
    assert.match(mv?.text ?? '', /không đi được/, `"${b.words}" shown when the latest move was "${mv?.text}"`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});
