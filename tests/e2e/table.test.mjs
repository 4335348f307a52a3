// At the table: only a person whose colour is to move can roll or move; a screen's dialogs
// close when it is left; a newcomer's first game is against the computer, and every game
// screen says who plays each colour.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, choose, settled, until, clickCell, sizes, shot } from './harness.mjs';

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
      const turn = (document.body.dataset.position || '').match(/ ([rbyg]) -$/)?.[1];
      if (turn && turn !== 'r' && !roll.disabled) window.__wrong.push(document.body.dataset.position);
    };
    new MutationObserver(look).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-position', 'disabled'] });
  });
  // A click on Roll the moment a computer colour is to roll: it rolls at once if it rolls
  // at all (the computer's own roll comes on a later frame).
  const clickForComputer = () => page.evaluate(() => {
    const before = document.body.dataset.position;
    if (!/ [byg] -$/.test(before)) return null;
    document.querySelector('button.roll').click();
    return document.body.dataset.position === before;
  });
  let tried = 0;
  for (let i = 0; i < 60 && tried < 6; i++) {
    const refused = await clickForComputer();
    if (refused !== null) {
      assert.ok(refused, 'a click on Roll in a computer colour\'s turn rolled for it');
      tried++;
      await until(page, 'the computer to roll', () => !/ [byg] -$/.test(document.body.dataset.position), null, 30000);
      continue;
    }
    const pos = await page.evaluate(() => document.body.dataset.position);
    if (/ r -$/.test(pos)) await page.click('button.roll');
    else if (/ r \S+$/.test(pos)) {
      await settled(page, ['computer']);
      // Red's roll left a choice: the first legal move.
      await page.evaluate(() => { const m = window.cdg.legalMoves(); if (m.length && / r \S+$/.test(document.body.dataset.position) && !/ r -$/.test(document.body.dataset.position)) window.cdg.play(m[0]); });
    }
    await until(page, 'a computer colour or Red to roll', () => / [rbyg] -$/.test(document.body.dataset.position), null, 30000);
  }
  assert.ok(tried >= 3, `a computer colour was to roll ${tried} times`);
  const wrong = await page.evaluate(() => window.__wrong);
  assert.deepEqual(wrong, [], 'the Roll button is never on while a computer colour is to roll');
  assert.deepEqual(errors, []);
  await page.context().close();
});
