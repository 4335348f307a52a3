// Lessons: each game's lesson path (www/lessons/GAME.txt, loaded with the learning module)
// lists its lessons one tap from the home card; a lesson's steps take a wrong move back and
// mark the asked one, its test judges the person's moves and plays the replies, a second
// miss marks the answer; a passed lesson is kept on the device, the next one is suggested,
// and its game against Mới tập opens on the game's own table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, open, clickCell, shot, sizes, dist, go } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** The lessons of `game` as shipped: each with its steps' moves and its tests' lines. */
function lessons(game) {
  const out = [];
  for (const raw of fs.readFileSync(path.join(dist, 'lessons', `${game}.txt`), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf(':');
    const [key, value] = [line.slice(0, at), line.slice(at + 1).trim()];
    if (key === 'lesson') out.push({ title: value.split('|').map((s) => s.trim()), steps: [], tests: [] });
    if (key === 'step') out.at(-1).steps.push(value.split(';')[1].trim());
    if (key === 'test') out.at(-1).tests.push(value.split(';')[1].trim().split(/\s+/));
  }
  return out;
}

/** Waits for the lesson panel in `state` (and `more` attributes), saying what never came. */
async function lessonIn(page, state, more = '') {
  await page.waitForSelector(`.puzzle[data-state="${state}"]${more}`, { timeout: 20000 })
    .catch(async () => assert.fail(`the lesson never reached ${state}${more}: it is ${await page.getAttribute('.puzzle', 'data-state')}`));
}

/** Plays `mv` on the lesson board: by taps in the grid games (from, then to), else by the hook. */
async function play(page, game, mv, tap) {
  if (tap && game !== 'cangua') {
    const [from, to] = mv.split(/[-x]/);
    await clickCell(page, from);
    await clickCell(page, to);
  } else {
    assert.equal(await page.evaluate((m) => window.cdg.play(m), mv), '');
  }
}

for (const [game, lang, size] of [['ganh', 'vi', 'phone'], ['toan', 'en', 'tablet'], ['cangua', 'vi', 'desktop']]) {
  test(`${game}: the lesson path from the home card, the first lesson passed, its game against Mới tập opened (${lang}, ${size})`, async () => {
    const path = lessons(game);
    assert.ok(path.length >= 8, `${game} has ${path.length} lessons`);
    const { page, errors } = await open(browser, server.url, '#/', sizes[size]);
    if (lang === 'en') await page.click('.lang-en');
    const title = (l) => l.title[lang === 'vi' ? 0 : 1];
    await page.click(`.game-card[data-game="${game}"] a.lesson-link`);
    await lessonIn(page, 'path');
    const listed = await page.$$eval('.lesson-pick', (bs) => bs.map((b) => b.textContent));
    assert.deepEqual(listed, path.map((l, i) => `${i + 1}. ${title(l)}`));
    assert.equal(await page.getAttribute('.lesson-pick.next', 'data-lesson'), '1', 'the first lesson is suggested');
    await shot(page, `lessons-${game}-path-${size}-${lang}`);
    await page.click('button.lesson-start');
    const first = path[0];
    for (let k = 0; k < first.steps.length; k++) {
      await lessonIn(page, 'asking', `[data-lesson="1"][data-step="${k + 1}"]`);
      if (k === 0) {
        // A move that is not the one asked for is set up again, the asked one marked.
        const other = (await page.evaluate(() => window.cdg.legalMoves())).find((m) => m !== first.steps[0] && !m.startsWith('roll'));
        assert.equal(await page.evaluate((m) => window.cdg.play(m), other), '');
        await page.waitForSelector('.puzzle .lesson-wrong');
        assert.equal(await page.getAttribute('.puzzle', 'data-state'), 'asking');
        if (game !== 'cangua') {
          // The piece to move is picked up: a tap where it goes.
          await clickCell(page, first.steps[0].split(/[-x]/)[1]);
        } else {
          await play(page, game, first.steps[0], false);
        }
      } else {
        await play(page, game, first.steps[k], true);
      }
      await lessonIn(page, 'done', `[data-step="${k + 1}"]`);
      if (k === 0) await shot(page, `lessons-${game}-step-${size}-${lang}`);
      await page.click('button.lesson-next');
    }
    for (let k = 0; k < first.tests.length; k++) {
      await lessonIn(page, 'testing', `[data-test="${k + 1}"]`);
      const line = first.tests[k];
      if (k === 0) {
        // Two misses: the second marks the answer.
        for (let miss = 1; miss <= 2; miss++) {
          const other = (await page.evaluate(() => window.cdg.legalMoves())).find((m) => m !== line[0] && !m.startsWith('roll'));
          assert.equal(await page.evaluate((m) => window.cdg.play(m), other), '');
          await page.waitForFunction((n) => document.querySelector('.puzzle .lesson-wrong') && (n === 1 || /marked|đánh dấu/.test(document.querySelector('.puzzle .lesson-wrong').textContent)), miss);
        }
        await shot(page, `lessons-${game}-test-marked-${size}-${lang}`);
      }
      for (let at = 0; at < line.length; at += 2) {
        if (at > 0) {
          // The reply is played by the lesson.
          await page.waitForFunction((m) => window.cdg.legalMoves().includes(m), line[at])
            .catch(() => assert.fail(`the reply ${line[at - 1]} was never played`));
        }
        await play(page, game, line[at], false);
      }
      await lessonIn(page, 'solved', `[data-test="${k + 1}"]`);
      await page.click('button.lesson-next');
    }
    await lessonIn(page, 'passed', '[data-lesson="1"]');
    assert.equal(await page.evaluate((g) => localStorage.getItem(`cdg.lessons.${g}`), game), 'passed=1');
    await shot(page, `lessons-${game}-passed-${size}-${lang}`);
    // The next lesson is one tap away, and the list now ticks the first and suggests the second.
    await page.click('button.lesson-following');
    await lessonIn(page, 'asking', '[data-lesson="2"][data-step="1"]');
    await page.click('button.lesson-back');
    await lessonIn(page, 'path');
    assert.match(await page.textContent('.lesson-pick[data-lesson="1"]'), /✓$/);
    assert.equal(await page.getAttribute('.lesson-pick.next', 'data-lesson'), '2');
    // The first lesson's game against Mới tập: the game's own table, the computer at Mới tập.
    await page.click('.lesson-pick[data-lesson="1"]');
    for (let k = 0; k < first.steps.length; k++) {
      await lessonIn(page, 'asking', `[data-step="${k + 1}"]`);
      await play(page, game, first.steps[k], false);
      await lessonIn(page, 'done', `[data-step="${k + 1}"]`);
      await page.click('button.lesson-next');
    }
    for (let k = 0; k < first.tests.length; k++) {
      await lessonIn(page, 'testing', `[data-test="${k + 1}"]`);
      for (let at = 0; at < first.tests[k].length; at += 2) {
        if (at > 0) {
          await page.waitForFunction((m) => window.cdg.legalMoves().includes(m), first.tests[k][at]);
        }
        await play(page, game, first.tests[k][at], false);
      }
      await lessonIn(page, 'solved', `[data-test="${k + 1}"]`);
      await page.click('button.lesson-next');
    }
    await lessonIn(page, 'passed');
    await page.click('a.lesson-play');
    await page.waitForFunction((g) => document.body?.dataset.screen === g, game, { timeout: 10000 })
      .catch(() => assert.fail(`the game against Mới tập never opened on the ${game} screen`));
    await page.waitForFunction((g) => /=beginner/.test(localStorage.getItem(`cdg.seats.${g}`) || ''), game, { timeout: 10000 })
      .catch(async () => assert.fail(`no seat at Mới tập: ${await page.evaluate((g) => localStorage.getItem(`cdg.seats.${g}`), game)}`));
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('a lesson file that cannot be fetched, and progress that does not read, are said and lose nothing', async () => {
  // No service worker: a file it had precached would be served whatever the network says.
  const ctx = await browser.newContext({ viewport: sizes.phone, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const { page, errors } = await open(browser, server.url, '#/', sizes.phone, ctx);
  await page.evaluate(() => localStorage.setItem('cdg.lessons.ganh', 'passed=1,x'));
  await page.route('**/lessons/toan.txt', (r) => r.abort());
  await page.click('.game-card[data-game="toan"] a.lesson-link');
  await lessonIn(page, 'error');
  assert.match(await page.textContent('.puzzle .puzzle-task'), /Không tải được bài học/);
  await go(page, `${server.url}#/lesson/ganh`);
  await lessonIn(page, 'path');
  assert.equal(await page.getAttribute('.lesson-pick.next', 'data-lesson'), '1', 'unreadable progress starts the path again');
  assert.equal(await page.evaluate(() => localStorage.getItem('cdg.lessons.ganh')), 'passed=1,x', 'and is not overwritten until a lesson is passed');
  assert.deepEqual(errors.filter((e) => !/lessons\/toan|lesson progress|ERR_FAILED/.test(e)), []);
  await page.context().close();
});

test('the lesson path and a step at phone, tablet and desktop sizes, in both languages (screenshots)', async () => {
  const { page, errors } = await open(browser, server.url, '#/lesson/toan', sizes.phone);
  await lessonIn(page, 'path');
  for (const lang of ['vi', 'en']) {
    await page.click(`.lang-${lang}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await lessonIn(page, 'path');
    // The screen's title follows the switch too.
    const title = lang === 'vi' ? 'Bài học — Cờ toán' : 'Lessons — Cờ toán';
    await page.waitForFunction((t) => document.querySelector('h1.title').textContent === t, title)
      .catch(async () => assert.fail(`the title is '${await page.textContent('h1.title')}', not '${title}'`));
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      await shot(page, `lessons-toan-path-${name}-${lang}`);
    }
  }
  await page.click('.lesson-pick[data-lesson="2"]');
  await lessonIn(page, 'asking', '[data-lesson="2"][data-step="1"]');
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await shot(page, `lessons-toan-step-${name}-en`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});
