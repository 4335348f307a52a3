// Puzzles: the puzzle screen of each game (its own module, loaded when the screen opens)
// sets up a shipped puzzle on a board of its own, judges the person's moves, plays the
// replies, and keeps a rating and a streak; a wrong move is taken back and the right one
// shown with the solution. The game in progress is never touched.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, open, clickCell, position, shot, sizes, dist, go } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** The shipped puzzles of `game`, by id. */
function puzzles(game) {
  const text = fs.readFileSync(path.join(dist, 'puzzles', `${game}.txt`), 'utf8');
  const out = new Map();
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [id, themes, rating, , pos, solution] = line.split(';');
    out.set(id, { id, themes: themes.split(','), rating: Number(rating), position: pos, solution: solution.split(' ') });
  }
  return out;
}

/** Waits for the puzzle section in `state`; returns the puzzle shown. */
async function puzzleIn(page, state, all) {
  await page.waitForSelector(`.puzzle[data-state="${state}"]`, { timeout: 20000 });
  const id = await page.getAttribute('.puzzle', 'data-puzzle');
  return all.get(id);
}

const stat = async (page, key) => Number(await page.getAttribute('.puzzle-stats', `data-${key}`));

/** Plays the solver's moves of `p` (by taps for Cờ gánh's first move, to use the board). */
async function solve(page, game, p, all) {
  for (let at = 0; at < p.solution.length; at += 2) {
    const mv = p.solution[at];
    if (game === 'ganh' && at === 0) {
      const [from, to] = mv.split('-');
      await clickCell(page, from);
      await clickCell(page, to);
    } else {
      assert.equal(await page.evaluate((m) => window.cdg.play(m), mv), '');
    }
    if (at + 2 < p.solution.length) await puzzleIn(page, 'solving', all);
  }
}

for (const game of ['ganh', 'toan', 'cangua']) {
  test(`${game} puzzles: one solved right and one missed; the rating and the streak follow, the game in progress stays`, async () => {
    const all = puzzles(game);
    const { page, errors } = await open(browser, server.url, `#/${game}`);
    // A game in progress first.
    const moves = await page.evaluate(() => window.cdg.legalMoves());
    if (game !== 'cangua') assert.equal(await page.evaluate((m) => window.cdg.play(m), moves[0]), '');
    const inProgress = await position(page);

    await go(page, `${server.url}#/puzzles/${game}`);
    const first = await puzzleIn(page, 'solving', all);
    assert.ok(first, 'a shipped puzzle is shown');
    assert.equal(await position(page), first.position, 'the puzzle is set up on the board');
    assert.equal(await stat(page, 'rating'), 1200);
    await solve(page, game, first, all);
    await puzzleIn(page, 'solved', all);
    const up = await stat(page, 'rating');
    assert.ok(up > 1200, `solved: the rating rises (${up})`);
    assert.equal(await stat(page, 'streak'), 1);
    const solvedText = await page.textContent('.puzzle-solution');
    assert.ok(solvedText.includes(first.solution[0]), solvedText);
    if (game === 'toan' && first.solution[0].includes('x')) {
      assert.match(solvedText, /[+−×÷] \d+ =/, `the arithmetic of the capture is spelled out: ${solvedText}`);
    }

    await page.click('button.puzzle-next');
    const second = await puzzleIn(page, 'solving', all);
    assert.notEqual(second.id, first.id, 'the next puzzle is another');
    const legal = await page.evaluate(() => window.cdg.legalMoves());
    const wrong = legal.find((m) => m !== second.solution[0]);
    assert.equal(await page.evaluate((m) => window.cdg.play(m), wrong), '');
    await puzzleIn(page, 'missed', all);
    assert.ok(await stat(page, 'rating') < up, 'missed: the rating falls');
    assert.equal(await stat(page, 'streak'), 0);
    assert.equal(await position(page), second.position, 'the wrong move is taken back');
    assert.ok((await page.textContent('.puzzle-solution')).includes(second.solution[0]));
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      await shot(page, `puzzles-${game}-${name}`);
    }
    // Show the solution: played on the board from the puzzle's position; no second penalty.
    const after = await stat(page, 'rating');
    await page.click('button.puzzle-show');
    await puzzleIn(page, 'shown', all);
    await page.waitForFunction((p) => document.body?.dataset.position !== p, second.position, { timeout: 5000 });
    assert.equal(await stat(page, 'rating'), after);

    // Back to the game: as it was left.
    await go(page, `${server.url}#/${game}`);
    await page.waitForFunction(() => document.body?.dataset.screen !== 'loading');
    assert.equal(await position(page), inProgress, 'the game in progress is untouched');
    // The rating is kept on this device.
    await go(page, `${server.url}#/puzzles/${game}`);
    await page.waitForSelector('.puzzle[data-state]');
    assert.ok(await stat(page, 'rating') < up && await stat(page, 'rating') > 1100);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('puzzles in English: the words and the theme chooser follow the language', async () => {
  const all = puzzles('toan');
  const { page } = await open(browser, server.url, '#/puzzles/toan', sizes.phone);
  await puzzleIn(page, 'solving', all);
  assert.match(await page.textContent('.puzzle-task'), /đi: tìm nước đi hay nhất/);
  await page.click('.lang-en');
  await page.waitForFunction(() => /to move: find the best move/.test(document.querySelector('.puzzle-task').textContent));
  await page.selectOption('.puzzle-theme select', 'mul');
  await page.waitForFunction(() => document.querySelector('.puzzle-themes').textContent.includes('A capture by ×'));
  const p = await puzzleIn(page, 'solving', all);
  assert.ok(p.themes.includes('mul'), `a puzzle of the chosen theme: ${p.themes}`);
  await shot(page, 'puzzles-toan-phone-en');
  await page.context().close();
});

test('board editor: a Cờ toán exercise set up by tapping alone, an impossible one refused with its reason, then played against the computer', async () => {
  const { page, errors } = await open(browser, server.url, '#/', sizes.tablet);
  await page.click('.game-card[data-game="toan"] a.edit-link');
  await page.waitForSelector('.puzzle[data-state="editing"]', { timeout: 20000 });
  const edited = () => page.getAttribute('.puzzle', 'data-position');
  // Clear the back ranks but for Red's 5 (e1) and Blue's 7 and 6 (c11, d11); the 0s stay.
  await page.click('button[data-brush="erase"]');
  for (const c of ['a1', 'b1', 'c1', 'd1', 'f1', 'g1', 'h1', 'i1', 'a11', 'b11', 'e11', 'f11', 'g11', 'h11', 'i11']) {
    await clickCell(page, c);
  }
  assert.equal(await edited(), '..b7b6...../....b0..../........./........./........./........./........./........./........./....r0..../....r5.... r 0-0');
  // Red's 8 on e4.
  await page.click('button[data-brush="r8"]');
  await clickCell(page, 'e4');
  assert.match(await edited(), /^(?:[^/]*\/){7}\.\.\.\.r8\.\.\.\./);
  assert.equal(await page.getAttribute('.puzzle', 'data-state'), 'editing');
  // A second 5 for Red: refused, with the rules' reason; the board keeps the last good one.
  const good = await edited();
  await page.click('button[data-brush="r5"]');
  await clickCell(page, 'e6');
  await page.waitForSelector('.puzzle[data-state="refused"]');
  assert.match(await page.textContent('.editor-status'), /Không đặt được: .*5/);
  assert.equal(await edited(), good);
  assert.equal(await position(page), good, 'the board shows the last legal position');
  await shot(page, 'editor-toan-refused-tablet');
  // A second 6 for Blue: refused too, with its reason.
  await page.click('button[data-brush="b6"]');
  await clickCell(page, 'a9');
  await page.waitForSelector('.puzzle[data-state="refused"]');
  assert.match(await page.textContent('.editor-status'), /Xanh có hai quân số 6/);
  assert.equal(await edited(), good);
  // Move the 8 from e4 to f4; Blue to move, then Red again.
  await page.click('button[data-brush="move"]');
  await clickCell(page, 'e4');
  await clickCell(page, 'f4');
  await page.waitForSelector('.puzzle[data-state="editing"]');
  assert.match(await edited(), /^(?:[^/]*\/){7}\.\.\.\.\.r8\.\.\./);
  await page.click('button.side-b');
  assert.match(await edited(), / b 0-0$/);
  await page.click('button.side-r');
  const exercise = await edited();
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await shot(page, `editor-toan-${name}`);
  }
  // Played against the computer: the game's own screen from that position, Blue the computer.
  await page.click('button.editor-play');
  await page.waitForFunction(() => document.body?.dataset.screen === 'toan');
  await page.waitForFunction((p) => document.body?.dataset.position === p, exercise, { timeout: 10000 });
  const mv = (await page.evaluate(() => window.cdg.legalMoves()))[0];
  assert.equal(await page.evaluate((m) => window.cdg.play(m), mv), '');
  await page.waitForFunction(() => / r \d+-\d+$/.test(document.body?.dataset.position), null, { timeout: 15000 });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('board editor: a Cờ cá ngựa position set up by tapping (horses on the track and home, the dice), a wrong cell refused, then played against the computer', async () => {
  const { page, errors } = await open(browser, server.url, '#/', sizes.phone);
  await page.click('.game-card[data-game="cangua"] a.edit-link');
  await page.waitForSelector('.puzzle[data-state="editing"]', { timeout: 20000 });
  const edited = () => page.getAttribute('.puzzle', 'data-position');
  const start = await edited();
  assert.match(start, /^r=s,s,s,s (?:[bgy]=s,s,s,s )+r -$/, start);
  // Red's horses: five steps on, and one in its home column; Blue's: three steps on.
  await page.click('button[data-brush="r"]');
  await clickCell(page, 'r:t5');
  await clickCell(page, 'r:h2');
  assert.match(await edited(), /^r=h2,t5,s,s /);
  const blue = (await edited()).match(/ ([bgy])=/)[1];
  await page.click(`button[data-brush="${blue}"]`);
  await clickCell(page, `${blue}:t3`);
  assert.match(await edited(), new RegExp(` ${blue}=t3,s,s,s `));
  // Blue on Red's home column: refused with the reason; nothing changes.
  const good = await edited();
  await clickCell(page, 'r:h4');
  await page.waitForSelector('.puzzle[data-state="refused"]');
  assert.match(await page.textContent('.editor-status'), /Không đặt được: Ngựa màu này không đứng được ở ô đó/);
  assert.equal(await edited(), good);
  // A tap on Red's horse again takes it back to the stable; the eraser takes Blue's.
  await page.click('button[data-brush="r"]');
  await clickCell(page, 'r:h2');
  await page.waitForSelector('.puzzle[data-state="editing"]');
  assert.match(await edited(), /^r=t5,s,s,s /);
  await page.click('button[data-brush="erase"]');
  await clickCell(page, `${blue}:t3`);
  assert.match(await edited(), new RegExp(` ${blue}=s,s,s,s `));
  await page.click('button[data-brush="r"]');
  await clickCell(page, 'r:t20');
  // Red has rolled a 4.
  await page.click('button[data-dice="4"]');
  assert.match(await edited(), / r 4$/);
  const exercise = await edited();
  assert.equal(await position(page), exercise, 'the board shows the position set up');
  await shot(page, 'editor-cangua-phone');
  // Played against the computer: Red moves, the others are the computer.
  await page.click('button.editor-play');
  await page.waitForFunction(() => document.body?.dataset.screen === 'cangua');
  await page.waitForFunction((p) => document.body?.dataset.position === p, exercise, { timeout: 10000 });
  const moves = await page.evaluate(() => window.cdg.legalMoves());
  assert.ok(moves.includes('4:t20-t24'), moves.join());
  assert.equal(await page.evaluate(() => window.cdg.play('4:t20-t24')), '');
  assert.deepEqual(errors, []);
  await page.context().close();
});
