// The game review: "Xem lại ván / Review" on the game screen opens #/review/GAME, where the
// puzzle module copies the game onto a board apart and has its own Web Worker look at every
// position, with a progress bar, the page staying free. Each move gets its mark, a tap on a
// move or on the graph shows the position before it with the better move on the board,
// and each player gets a summary (in Cờ cá ngựa, with the luck of their rolls). The game
// in progress is never touched. (The marks themselves are checked natively against a set
// of known blunders: tests/review.rs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, position, shot, sizes, payload, settled, until, go } from './harness.mjs';
import { GAME60 } from './records.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });


test('a 60-move Cờ gánh game (from a share link) is reviewed with the page free; a mistake shows the better move', async () => {
  // Medium (Red) against Easy, 60 moves (tests/review.rs's game::<Ganh>(1, 60)), opened
  // from a share link as the game in progress.
  const { page, errors } = await open(browser, server.url, `#/ganh?r=${payload(GAME60)}`);
  const played = 60;
  const before = 'RBBBR/..RRR/.RR../.RRR./BRR.. r -';
  await page.waitForFunction((p) => document.body?.dataset.position === p, before);
  const moves = await page.evaluate(() => document.querySelectorAll('.panel .moves li').length);

  await page.click('.panel a.review-link');
  await page.waitForSelector('.review[data-state="running"]', { timeout: 20000 });
  await page.waitForSelector('.review progress');
  // The page stays free while the review runs (its engine is in a Web Worker): the page draws
  // a frame and answers before the review is done. (How long it takes, and the longest wait
  // between frames, are benchmarks: scripts/perf/responsive.mjs.)
  const during = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(document.querySelector('.review').dataset.state))));
  assert.equal(during, 'running', 'the page drew a frame while the review was running');
  const mid = Number(await page.getAttribute('.review progress', 'value'));
  await page.waitForSelector('.review[data-state="done"]', { timeout: 120000 });
  assert.ok(mid < played + 1, `the progress bar moves (${mid} of ${played + 1} when first seen)`);
  assert.equal(await page.getAttribute('.review progress', 'value'), String(played + 1));

  // A mark for every move, each player summed up.
  const marks = await page.$$eval('.review-moves button', (bs) => bs.map((b) => b.dataset.mark));
  assert.equal(marks.length, played);
  assert.ok(marks.every((m) => ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'none'].includes(m)), marks.join());
  const summary = await page.$$eval('.review-summary li', (ls) => ls.map((l) => l.textContent));
  assert.equal(summary.length, 2);
  assert.ok(summary.every((s) => s.includes('mất trung bình')), summary.join(' | '));
  const counted = summary.join(' ').match(/\d+(?= ·)/g).map(Number).reduce((a, b) => a + b, 0);
  assert.equal(counted, marks.filter((m) => m !== 'none').length, 'the summaries count every mark');

  // The first mistake is shown with the better move on the board.
  assert.ok(marks.some((m) => m === 'mistake' || m === 'blunder'), 'Easy makes a mistake');
  await page.click('button.review-next');
  await page.waitForSelector('.review-moves button[aria-current="true"]');
  const ply = Number(await page.getAttribute('.review-moves button[aria-current="true"]', 'data-ply'));
  assert.ok(['mistake', 'blunder'].includes(marks[ply]));
  const better = await page.getAttribute('.review-better[data-better]', 'data-better');
  const legal = await page.evaluate(() => window.cdg.legalMoves());
  assert.ok(legal.includes(better), `the better move ${better} is legal before move ${ply + 1}`);
  await shot(page, 'review-ganh-desktop');

  // A tap on the graph shows the move at that place.
  const box = await page.locator('canvas.review-graph').boundingBox();
  await page.mouse.click(box.x + box.width * 0.76, box.y + box.height / 2);
  const tapped = Number(await page.getAttribute('.review-moves button[aria-current="true"]', 'data-ply'));
  assert.equal(tapped, Math.floor(0.76 * played), 'the graph jumps to the move under the tap');

  // The game in progress is as it was.
  await go(page, `${server.url}#/ganh`);
  await page.waitForFunction((p) => document.body?.dataset.position === p, before);
  assert.equal(await page.evaluate(() => document.querySelectorAll('.panel .moves li').length), moves);
  assert.deepEqual(errors, []);
});

/**
 * Opens a one-move Cờ gánh game with a known blunder at `size` and its review, once done. The
 * position was once shipped as puzzle ganh-15: e2-e3 wins a piece; a1-b2 throws the game away
 * (tests/review.rs checks the whole set of known blunders natively).
 */
async function reviewBlunder(size) {
  const start = '.B.BB/B.BBB/BBB../R...R/RRR.R r -';
  const text = `co-dan-gian record 1\ngame: ganh\nstart: ${start}\nmoves: a1-b2\n`;
  const { page, errors } = await open(browser, server.url, `#/ganh?r=${payload(text)}`, size);
  await page.waitForFunction(() => document.querySelectorAll('.panel .moves li').length === 1);
  await go(page, `${server.url}#/review/ganh`);
  await page.waitForSelector('.review[data-state="done"]', { timeout: 20000 });
  return { page, errors, start };
}

test('a known blunder from a shared record is marked and the better move shown, in both languages', async () => {
  const { page, errors, start } = await reviewBlunder(sizes.phone);
  assert.equal(await page.getAttribute('.review-moves button[data-ply="0"]', 'data-mark'), 'blunder');
  await page.click('.review-moves button[data-ply="0"]');
  assert.equal(await page.getAttribute('.review-better[data-better]', 'data-better'), 'e2-e3');
  assert.equal(await position(page), start, 'the board shows the position before the blunder');
  assert.match(await page.textContent('.review'), /Sai lầm nghiêm trọng/);
  // The blunder in words, from the engine's lines: what it allows, or what it misses.
  assert.match(await page.textContent('.review-why'), /^(Sau a1-b2, Xanh |Nên đi e2-e3)/);
  await shot(page, 'review-ganh-blunder-phone');
  // The better line played on the board, then the game under review back with a tap.
  // The line ("Better: e2-e3 · Line: e2-e3, …") is played a move at a time, every move of it.
  const line = (await page.textContent('.review-better[data-better]')).split(' · ')[1].split(': ')[1].trim().split(', ');
  await page.click('button.review-line');
  await page.waitForFunction((p) => document.body?.dataset.position !== p, start, { timeout: 5000 });
  assert.equal(await page.evaluate(() => window.cdg.legalMoves().length > 0), true);
  await until(page, `the whole line played (${line.length} moves: ${line.join(' ')})`,
    (n) => document.body?.dataset.ply === String(n), line.length, 10000);
  await settled(page);
  await page.click('.review-moves button[data-ply="0"]');
  await page.waitForFunction((p) => document.body?.dataset.position === p, start, { timeout: 5000 });
  await page.click('.lang-en');
  await page.waitForFunction(() => document.querySelector('.review')?.textContent.includes('Blunder'));
  assert.match(await page.textContent('.review-summary'), /Blunder 1 · average loss/);
  assert.match(await page.textContent('.review'), /Better: e2-e3/);
  assert.match(await page.textContent('.review-why'), /^(After a1-b2, Blue |e2-e3 was better)/);
  await shot(page, 'review-ganh-blunder-phone-en');
  assert.deepEqual(errors, []);
});

test('Cờ cá ngựa and Cờ toán reviews: marks, the luck of each player\'s rolls, at tablet size', async () => {
  const { page, errors } = await open(browser, server.url, '#/cangua', sizes.tablet);
  const played = await page.evaluate(() => window.cdg.playRandom(120));
  assert.ok(played > 60);
  await go(page, `${server.url}#/review/cangua`);
  await page.waitForSelector('.review[data-state="done"]', { timeout: 60000 });
  const summary = await page.$$eval('.review-summary li', (ls) => ls.map((l) => l.textContent));
  assert.ok(summary.length >= 2);
  assert.ok(summary.every((s) => /may rủi [+-]\d+\.\d\d mỗi lần gieo \(\d+ lần\)/.test(s)), summary.join(' | '));
  const marks = await page.$$eval('.review-moves button', (bs) => bs.map((b) => b.dataset.mark));
  assert.equal(marks.length, played);
  assert.ok(marks.includes('none') && marks.some((m) => m !== 'none'), 'rolls unmarked, choices marked');
  // The moves in the game's words, as the move list says them, with who played them.
  const listed = await page.$$eval('.review-moves button', (bs) => bs.map((b) => b.textContent));
  const raw = listed.filter((t) => /roll \d|\d:[a-z]|[st]\d+-/.test(t));
  assert.deepEqual(raw, [], 'no move in raw notation');
  assert.match(listed[0], /^1\. (Đỏ|Xanh|Vàng|Xanh lá): gieo \d/, listed[0]);
  assert.ok(listed.some((t) => /: ra quân/.test(t)), 'a horse brought out is said so');
  const chosen = await page.$$eval('.review-moves button:not(.mark-none)', (bs) => bs.map((b) => b.dataset.ply));
  const worse = await page.$$eval('.review-moves button', (bs) => bs.filter((b) => ['mistake', 'blunder', 'inaccuracy'].includes(b.dataset.mark)).map((b) => b.dataset.ply));
  assert.ok(chosen.length > 0);
  if (worse.length > 0) {
    await page.click(`.review-moves button[data-ply="${worse[0]}"]`);
    const better = await page.textContent('.review-better[data-better]');
    assert.doesNotMatch(better, /roll \d|\d:[a-z]|[st]\d+-/, `the better move in words: ${better}`);
  }
  await shot(page, 'review-cangua-tablet');

  await go(page, `${server.url}#/toan`);
  await page.evaluate(() => window.cdg.playRandom(20));
  await go(page, `${server.url}#/review/toan`);
  await page.waitForSelector('.review[data-state="done"]', { timeout: 60000 });
  assert.equal(await page.$$eval('.review-moves button', (bs) => bs.length), 20);
  await shot(page, 'review-toan-tablet');
  assert.deepEqual(errors, []);
});

test('a game with no moves says so; the end card offers the review', async () => {
  const { page, errors } = await open(browser, server.url, '#/toan');
  await go(page, `${server.url}#/review/toan`);
  await page.waitForSelector('.review[data-state="failed"]', { timeout: 20000 });
  assert.match(await page.textContent('.review'), /chưa có nước nào/);
  // A game that has just ended (a gánh takes Blue's last two pieces): its end card.
  const text = 'co-dan-gian record 1\ngame: ganh\nstart: ...../...../.B.B./..R../..... r -\nmoves: c2-c3\n';
  await go(page, `${server.url}#/ganh?r=${payload(text)}`);
  await page.waitForSelector('.end-card:not([hidden]) a.end-review', { timeout: 20000 });
  assert.equal(await page.getAttribute('.end-card a.end-review', 'href'), '#/review/ganh');
  await page.click('.end-card a.end-review');
  await page.waitForSelector('.review[data-state="running"], .review[data-state="done"]', { timeout: 20000 });
  assert.deepEqual(errors, []);
});

test('your own mistakes become puzzles: from the review to the practice, shown again until solved twice, reachable from the puzzle screen', async () => {
  const { page, errors, start } = await reviewBlunder(sizes.tablet);
  assert.match(await page.textContent('button.review-own'), /Luyện lại lỗi của bạn \(1\)/);
  const kept = await page.evaluate(() => localStorage.getItem('cdg.puzzles.own.ganh'));
  // Kept with the reviewed game's options, under which it is set up again.
  assert.match(kept, /^0;[^;]*no-progress=100[^;]*;own-ganh-1;own,blunder;1100;\d+;/);
  assert.ok(kept.endsWith(`;${start};e2-e3\n`), kept);
  await page.click('button.review-own');
  const solving = async () => {
    await page.waitForSelector('.puzzle[data-state="solving"][data-puzzle="own-ganh-1"]', { timeout: 20000 })
      .catch(() => assert.fail('the own puzzle was never set up'));
    assert.equal(await position(page), start, 'the position before the blunder');
  };
  await solving();
  assert.match(await page.textContent('.puzzle-title'), /Luyện lại lỗi của bạn · còn 1/);
  await shot(page, 'own-puzzle-tablet');
  // Missed: it comes back.
  assert.equal(await page.evaluate(() => window.cdg.play('a1-b2')), '');
  await page.waitForSelector('.puzzle[data-state="missed"]');
  await page.click('button.puzzle-next');
  await solving();
  // Solved once: it comes back once more; the game's puzzles offer it too.
  assert.equal(await page.evaluate(() => window.cdg.play('e2-e3')), '');
  await page.waitForSelector('.puzzle[data-state="solved"]');
  await page.click('button.puzzle-own-back');
  await page.waitForSelector('.puzzle[data-state="solving"]:not([data-puzzle^="own-"])', { timeout: 20000 });
  assert.match(await page.textContent('button.puzzle-own'), /\(1\)/);
  await page.click('button.puzzle-own');
  await solving();
  assert.equal(await page.evaluate(() => window.cdg.play('e2-e3')), '');
  await page.waitForSelector('.puzzle[data-state="solved"]');
  await page.click('button.puzzle-next');
  // Solved twice: nothing left to practise, said in words.
  await page.waitForSelector('.puzzle[data-state="error"]');
  assert.match(await page.textContent('.puzzle'), /Không còn lỗi nào để luyện/);
  assert.match(await page.evaluate(() => localStorage.getItem('cdg.puzzles.own.ganh')), /^2;[^;]*;own-ganh-1;/);
  await page.click('button.puzzle-own-back');
  await page.waitForSelector('.puzzle[data-state="solving"]:not([data-puzzle^="own-"])', { timeout: 20000 });
  assert.equal(await page.$('button.puzzle-own'), null, 'no button when none is due');
  assert.deepEqual(errors, []);
  await page.context().close();
});
