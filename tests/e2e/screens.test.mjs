// Every screen at the three sizes of the brief (390×844 phone portrait, 1180×820 tablet
// landscape, 1440×900 desktop): screenshots to look at, and checks that nothing spills
// sideways and the board never sits under the panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, shot, go } from './harness.mjs';

const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1180, height: 820 },
  desktop: { width: 1440, height: 900 },
};
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const noSpill = (page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1);

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`every screen at ${size} size (${viewport.width}×${viewport.height})`, async () => {
    const { page, errors } = await open(browser, server.url, '', viewport);
    await shot(page, `screen-home-${size}`);
    assert.ok(await noSpill(page), 'home spills sideways');
    const games = await page.evaluate(() => [...document.querySelectorAll('.game-card')].map((c) => c.dataset.game));
    for (const game of games) {
      await go(page, `${server.url}#/${game}`);
      await page.waitForFunction((g) => document.body?.dataset.screen === g, game);
      await shot(page, `screen-${game}-${size}`);
      assert.ok(await noSpill(page), `${game} spills sideways`);
      const board = await page.locator('canvas.board').boundingBox();
      const panel = await page.locator('.panel').boundingBox();
      const overlap = board.x < panel.x + panel.width && panel.x < board.x + board.width &&
        board.y < panel.y + panel.height && panel.y < board.y + board.height;
      assert.ok(!overlap, `${game}: board and panel overlap`);
      await page.click('button.settings');
      await shot(page, `screen-${game}-settings-${size}`);
      await page.click('button.cancel');
      await page.click('button.record');
      await shot(page, `screen-${game}-record-${size}`);
      await page.keyboard.press('Escape');
      await go(page, `${server.url}#/how/${game}`);
      await page.waitForFunction((g) => document.body?.dataset.screen === `how-${g}`, game);
      await shot(page, `screen-how-${game}-${size}`);
      assert.ok(await noSpill(page), `how-to of ${game} spills sideways`);
    }
    await page.click('button.help');
    await shot(page, `screen-help-${size}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
