// "How to play" pages: reachable from the home screen and from each game, in both languages,
// with diagrams drawn by the game's own renderer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, shot, sizes } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('each game has a how-to-play page with drawn diagrams, in both languages', async () => {
  const { page, errors } = await open(browser, server.url, '', sizes.tablet);
  const games = await page.evaluate(() => [...document.querySelectorAll('.game-card')].map((c) => c.dataset.game));
  for (const game of games) {
    await page.click(`.game-card[data-game="${game}"] a.how-link`);
    await page.waitForFunction((g) => document.body?.dataset.screen === `how-${g}`, game);
    assert.match(await page.textContent('.how h2'), /Cách chơi/);
    const drawn = await page.$$eval('.how canvas.diagram', (cs) => cs.map((c) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 0; i < d.length; i += 4 * 97) if (d[i + 3] > 0) ink++;
      return ink;
    }));
    assert.ok(drawn.every((n) => n > 10), `${game}: every diagram is drawn (${drawn})`);
    await shot(page, `how-${game}-tablet`);
    await page.click('.lang-en');
    assert.match(await page.textContent('.how h2'), /How to play/);
    await page.click('.lang-vi');
    await page.click('.how button.play');
    await page.waitForFunction((g) => document.body?.dataset.screen === g, game);
    await page.click('.panel a.how-link');
    await page.waitForFunction((g) => document.body?.dataset.screen === `how-${g}`, game);
    await page.click('button.back');
    await page.waitForFunction(() => document.body?.dataset.screen === 'home');
  }
  assert.ok(games.includes('ganh') && games.includes('toan'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Cờ cá ngựa\'s how-to calls the start thảo nguyên and the home column chuồng, as the game does', async () => {
  const { page } = await open(browser, server.url, '#/how/cangua', sizes.phone);
  const text = await page.textContent('.how');
  assert.match(text, /4 ngựa ở thảo nguyên/);
  assert.match(text, /đá ngựa đó về thảo nguyên/);
  assert.doesNotMatch(text, /ngựa trong chuồng|về chuồng\.|đá nó về chuồng/, 'chuồng is never the start yard');
  assert.match(text, /vào ô n của chuồng/, 'chuồng is the home column');
  await page.context().close();
});
