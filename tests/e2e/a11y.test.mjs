// Accessibility: axe-core (from npm, run inside Chromium) finds no serious or critical
// violation on any screen, in either language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { serve, launch, open, sizes, clickCell, visible, go } from './harness.mjs';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function audit(page, label) {
  await page.addScriptTag({ content: axeSource });
  // WCAG 2.5.3 (label in name) is checked too: every accessible name holds the visible label.
  const result = await page.evaluate(() => window.axe.run(document, {
    resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } },
  }));
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const text = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
  assert.equal(bad.length, 0, `${label}:\n${text}`);
}

test('every screen passes axe-core with no serious or critical violations', async () => {
  for (const lang of ['vi', 'en']) {
    const { page } = await open(browser, server.url, '', sizes.tablet);
    await page.click(`.lang-${lang}`);
    await audit(page, `home (${lang})`);
    const games = await page.evaluate(() => [...document.querySelectorAll('.game-card')].map((c) => c.dataset.game));
    for (const game of games) {
      await go(page, `${server.url}#/${game}`);
      await page.waitForFunction((g) => document.body?.dataset.screen === g, game);
      await audit(page, `${game} (${lang})`);
      await page.click('button.settings');
      await audit(page, `${game} settings (${lang})`);
      await page.click('button.cancel');
      await page.click('button.help');
      await audit(page, `${game} help (${lang})`);
      await page.click('button.close-help');
      await page.evaluate(() => window.cdg.playRandom(2));
      await page.click('button.new');
      await audit(page, `${game} new-game question (${lang})`);
      await page.keyboard.press('Escape');
      // The puzzle module's screens: the puzzle, the first lesson, the board editor.
      const links = await page.evaluate((g) => [...document.querySelectorAll(`.game-card[data-game="${g}"] a`)]
        .map((a) => a.getAttribute('href')).filter((h) => /^#\/(puzzles|lesson|edit)\//.test(h)), game);
      for (const href of links.length ? links : [`#/puzzles/${game}`, `#/lesson/${game}`]) {
        await go(page, `${server.url}${href}`);
        await page.waitForSelector('.puzzle[data-state]:not([data-state="loading"])', { timeout: 20000 });
        await audit(page, `${href} (${lang})`);
      }
      // The review and the analysis board of the game on screen (its two random moves).
      for (const [href, done] of [[`#/review/${game}`, 'done'], [`#/analysis/${game}`, 'ready']]) {
        await go(page, `${server.url}${href}`);
        await page.waitForSelector(`.puzzle[data-state="${done}"]`, { timeout: 30000 });
        await audit(page, `${href} (${lang})`);
      }
    }
    await page.context().close();
  }
});

test('the pinned axe-core is a current 4.x release', async () => {
  const { version } = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8'));
  const [major, minor] = version.split('.').map(Number);
  assert.ok(major === 4 && minor >= 14, `axe-core ${version}`);
});

test('the end card and the analysis board\'s move tree pass axe-core too', async () => {
  const { page } = await open(browser, server.url, '#/ganh', sizes.tablet);
  await page.click('button.record');
  await page.fill('.records-dialog .setup-text', '...../...../.B.B./..R../R.... r -');
  await page.click('.records-dialog button.setup');
  if (await page.evaluate(() => document.querySelector('dialog.records-dialog').open)) await page.keyboard.press('Escape');
  await clickCell(page, 'c2');
  await clickCell(page, 'c3');
  await visible(page, '.end-card');
  assert.equal(await page.getAttribute('.end-card', 'aria-labelledby'), 'end-title');
  await audit(page, 'the end card');
  await go(page, `${server.url}#/analysis/ganh`);
  await page.waitForSelector('.puzzle[data-state="ready"]', { timeout: 30000 });
  assert.equal(await page.getAttribute('.analysis-tree', 'role'), 'region');
  await audit(page, 'the analysis board after a game');
  await page.context().close();
});
