// The computer's Web Worker and its typed messages (src/request.rs): it says it is ready
// with its build, answers a request for the game's whole record with a move, and answers
// every malformed message (wrong shape, unknown game, bad record, illegal history, NaN
// time) with a sentence in both languages, still answering the next request.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const record = (lines) => ['co-dan-gian record 1', ...lines, ''].join('\n');
const GOOD = record(['game: ganh', 'moves: a3-b3']);

test('the worker answers a good request with a move and every malformed one with a sentence', async () => {
  const { page, errors } = await open(browser, server.url, '#/ganh');
  const got = await page.evaluate(async (good) => {
    const record = (lines) => ['co-dan-gian record 1', ...lines, ''].join('\n');
    const ask = (id, fields) => ({ id, record: good, level: 'easy', time_ms: 50, seed: 7n, ...fields });
    const messages = [
      ask(1, {}),
      [2, 'ganh', 'BBBBB/B...B/B...R/R...R/RRRRR r -', [], 'hard', null, '1'],
      { id: 3 },
      null,
      'a3-b3',
      ask(6, { record: 'not a record' }),
      ask(7, { record: record(['game: chess', 'moves: a3-b3']) }),
      ask(8, { record: record(['game: ganh', 'moves: a3-b3, a3-b3']) }),
      ask(9, { time_ms: NaN }),
      ask(10, { time_ms: -5 }),
      ask(11, { level: 'strongest' }),
      ask(12, { seed: 'seven' }),
      ask(13, { record: record(['game: ganh', 'options: forced=maybe', 'moves: a3-b3']) }),
      ask(14, { id: 2 ** 40 }),
      ask(15, { seed: 3 }),
    ];
    const url = new URL(document.body?.dataset.worker || 'ai-worker_loader.js', document.baseURI);
    const worker = new Worker(url);
    const answers = [];
    await new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error(`only ${answers.length} answers`)), 20000);
      worker.onmessage = (e) => {
        answers.push(e.data);
        if (answers.length === 1) for (const m of messages) worker.postMessage(m);
        if (answers.length === messages.length + 1) resolve();
      };
    });
    worker.terminate();
    return { answers, build: document.body?.dataset.build ?? '' };
  }, GOOD);
  const [ready, ...rest] = got.answers;
  assert.deepEqual(ready, { kind: 'ready', build: got.build });
  const byId = (id) => rest.filter((a) => a.id === id);
  const move = (id) => {
    const [a] = byId(id);
    assert.equal(a?.kind, 'move', `request ${id}: ${JSON.stringify(a)}`);
    assert.match(a.text, /^[a-e][1-5]-[a-e][1-5]$/);
  };
  const failed = (id, pattern) => {
    const a = byId(id).find((x) => x.kind === 'failed' && pattern.test(x.en));
    assert.ok(a, `request ${id}: no error answer matching ${pattern} in ${JSON.stringify(rest)}`);
    assert.ok(a.vi.length > 10 && a.en.length > 10 && a.vi !== a.en, 'a sentence in each language');
  };
  move(1);
  move(15); // a seed sent as a plain number reads too
  // A message whose id cannot be read is answered as request 0.
  failed(0, /not a request for a move/);
  assert.equal(byId(0).length, 4, 'the array, the string, null and the huge id (2^40) get an answer each');
  failed(3, /not a request for a move: missing field/);
  failed(6, /not a game record/);
  failed(7, /Unknown game 'chess'/);
  failed(8, /Move 2 'a3-b3'/);
  failed(9, /thinking time NaN ms is not valid/);
  failed(10, /thinking time -5 ms/);
  failed(11, /no level 'strongest'/);
  failed(12, /not a request for a move/);
  failed(13, /forced/);
  assert.equal(rest.length, 15);
  assert.deepEqual(errors, []);
  await page.context().close();
});
