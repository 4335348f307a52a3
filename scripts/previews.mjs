// Makes the home cards' pictures, www/previews/ID.webp: each game's start position drawn by
// the game's own board in the built site (dist/), in headless Chromium. The home screen's
// page module carries no game, so it shows these pictures instead of drawing the boards.
// Run it after a change to how a board draws its start, then build again:
//   scripts/build.sh && node scripts/previews.mjs && scripts/build.sh
// With --check, it makes them into a temporary folder and fails if one differs in size by
// more than a tenth from the stored one (a board redrawn, a game without a picture).
// Usage: node scripts/previews.mjs [--check]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, serve, open, boardReady } from '../tests/e2e/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stored = path.join(root, 'www', 'previews');
/** The picture's height in pixels: twice the card's 132 CSS pixels, sharp on a phone. */
const HEIGHT = 264;

const check = process.argv.includes('--check');
const out = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'previews-')) : stored;
fs.mkdirSync(out, { recursive: true });
const index = fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
const games = (index.match(/data-pages=["']?([^"'>]*)/)?.[1] ?? '').split(' ').filter(Boolean).map((p) => p.split(':')[0]);
if (games.length === 0) throw new Error('dist/index.html names no game module: build the site first');

const server = await serve();
const browser = await launch();
const problems = [];
try {
  for (const id of games) {
    const { page, ctx, errors } = await open(browser, server.url, `#/${id}`, { width: 1000, height: 1000 });
    await boardReady(page);
    const data = await page.evaluate((h) => {
      const board = document.querySelector('canvas.board');
      const c = document.createElement('canvas');
      c.height = h;
      c.width = Math.round((h * board.width) / board.height);
      const g = c.getContext('2d');
      g.imageSmoothingQuality = 'high';
      g.drawImage(board, 0, 0, c.width, c.height);
      return c.toDataURL('image/webp', 0.75);
    }, HEIGHT);
    if (errors.length) problems.push(`${id}: the page said ${errors.join('; ')}`);
    const bytes = Buffer.from(data.split(',')[1], 'base64');
    fs.writeFileSync(path.join(out, `${id}.webp`), bytes);
    if (check) {
      const mine = path.join(stored, `${id}.webp`);
      if (!fs.existsSync(mine)) problems.push(`${id}: no picture in www/previews (run node scripts/previews.mjs)`);
      else {
        const old = fs.statSync(mine).size;
        if (Math.abs(old - bytes.length) > old / 10) {
          problems.push(`${id}: the board draws its start differently now (${bytes.length} B against ${old} B stored): run node scripts/previews.mjs`);
        }
      }
    }
    console.log(`${id}: ${bytes.length} B`);
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.close();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
