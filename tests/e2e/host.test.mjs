// The calls the app's own modules (play with a friend, the puzzles) make to it:
// `window.cdgHost(op, a, b)` (src/web/host.rs, read by src/page/host.rs). Each answers its
// value, or throws why it could not: a sentence in both languages, `{ vi, en }`. A failure
// is never an empty string or `undefined` taken for success (issue 33).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** `cdgHost(...args)` in `page`: { value } when it answers, { thrown } when it throws. */
const call = (page, ...args) => page.evaluate((a) => {
  try {
    const value = window.cdgHost(...a);
    return { answered: true, value: value === undefined ? '(undefined)' : value };
  } catch (e) {
    return { answered: false, thrown: e instanceof Error ? { error: String(e) } : e };
  }
}, args);

/** Vietnamese letters a sentence in Vietnamese has (with their diacritics). */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/** Asserts `r` threw a sentence in both languages, `en` matching `en`. */
function refused(r, en, what) {
  assert.equal(r.answered, false, `${what}: throws (answered ${JSON.stringify(r.value)})`);
  const t = r.thrown;
  assert.equal(typeof t?.vi, 'string', `${what}: a Vietnamese sentence (${JSON.stringify(t)})`);
  assert.equal(typeof t?.en, 'string', `${what}: an English sentence (${JSON.stringify(t)})`);
  assert.match(t.en, en, `${what}: ${t.en}`);
  assert.match(t.vi, VIETNAMESE, `${what}: in Vietnamese, with its diacritics: ${t.vi}`);
  assert.notEqual(t.vi, t.en, what);
}

test('with no game on screen, a call on the game throws "no game" in both languages', async () => {
  const { page, errors } = await open(browser, server.url);
  for (const args of [['play', 'a3-b3'], ['record'], ['moves'], ['position', '...../...../...../...../RR... b -'],
    ['load', 'x'], ['seat', 'r', ''], ['hint', 'a3-b3'], ['goto', '0'], ['undo'], ['holdAuto'], ['fair', 'a3-b3']]) {
    refused(await call(page, ...args), /^No game is open\.$/, args.join(' '));
    assert.equal((await call(page, ...args)).thrown.vi, 'Không có ván cờ nào đang mở.');
  }
  // Reading the game on screen is not a failure: there is none.
  const now = await call(page, 'now');
  assert.deepEqual(now, { answered: true, value: { game: '', ply: 0, players: [], position: '', table: '' } });
  assert.deepEqual(errors, []);
});

test('on a game, each call answers its typed value or throws why not in both languages', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh');
  const now = await call(page, 'now');
  assert.equal(now.answered, true);
  assert.deepEqual(now.value, {
    game: 'ganh', ply: 0, turn: 'r', players: ['r', 'b'], position: 'BBBBB/B...B/R...B/R...R/RRRRR r -', table: '',
  });
  assert.deepEqual(await call(page, 'lang'), { answered: true, value: 'vi' });
  // The rules' refusals, in both languages.
  refused(await call(page, 'play', 'zz'), /./, 'play zz');
  refused(await call(page, 'play', 'a1-a5'), /^a1-a5: not a legal move$/, 'play a1-a5');
  refused(await call(page, 'hint', 'a1-a5'), /^a1-a5: not a legal move$/, 'hint a1-a5');
  refused(await call(page, 'position', 'nonsense'), /./, 'position nonsense');
  refused(await call(page, 'load', 'not a record'), /./, 'load');
  refused(await call(page, 'goto', '7'), /^The game has no move '7'\.$/, 'goto 7');
  refused(await call(page, 'frobnicate'), /^The app does not know 'frobnicate'; reload the page\.$/, 'an unknown call');
  // Nothing of that changed the game.
  assert.deepEqual((await call(page, 'moves')).value, []);
  // A legal move: answered (no value), in the moves; the record has it.
  const legal = await page.evaluate(() => window.cdg.legalMoves()[0]);
  assert.equal((await call(page, 'fair', legal)).value, true);
  assert.deepEqual(await call(page, 'play', legal), { answered: true, value: '(undefined)' });
  assert.deepEqual((await call(page, 'moves')).value, [legal]);
  assert.match((await call(page, 'record')).value, new RegExp(`\\b${legal}\\b`));
  assert.equal((await call(page, 'now')).value.ply, 1);
  assert.equal((await call(page, 'goto', '0')).answered, true);
  assert.equal((await call(page, 'goto', '1')).answered, true);
  // The end-to-end tests' own hook keeps its answer: '' when played, the sentence if not.
  assert.equal(await page.evaluate(() => window.cdg.play('a1-a5')), 'a1-a5: không phải nước đi hợp lệ');
  assert.deepEqual(errors, []);
});
