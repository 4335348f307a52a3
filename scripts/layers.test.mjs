// Tests of scripts/layers.mjs on small graphs in the Graphviz form scripts/modgraph.mjs prints
// (that of cargo-modules):
// node --test scripts/layers.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'layers.mjs');
const dir = mkdtempSync(join(tmpdir(), 'layers-'));

const node = (path, kind) => `    "${path}" [label="pub(crate) ${kind}|${path}", fillcolor="#f8c04c"]; // "${kind}" node`;
const edge = (a, b, rel) =>
  `    "${a}" -> "${b}" [label="${rel}", color="#000000", style="solid"] [constraint=true]; // "${rel}" edge`;

/** A crate `k` with modules web, web::a, web::b, web::c, each holding one struct. */
function graph(usesList) {
  const lines = ['digraph {', node('k', 'crate').replace('pub(crate) crate', 'crate'), node('k::web', 'mod')];
  for (const m of ['a', 'b', 'c']) {
    lines.push(node(`k::web::${m}`, 'mod'), node(`k::web::${m}::T${m}`, 'struct'));
    lines.push(edge('k::web', `k::web::${m}`, 'owns'), edge(`k::web::${m}`, `k::web::${m}::T${m}`, 'owns'));
  }
  lines.push(edge('k', 'k::web', 'owns'));
  for (const [a, b] of usesList) lines.push(edge(a, b, 'uses'));
  lines.push('}');
  return lines.join('\n');
}

function run(dot, allowed = '') {
  const file = join(dir, `allowed-${Math.random()}.txt`);
  writeFileSync(file, allowed);
  const r = spawnSync('node', [script, 'k::web', file], { input: dot, encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

test('a graph whose imports point one way passes', () => {
  const r = run(graph([['k::web::a', 'k::web::b::Tb'], ['k::web::b::Tb', 'k::web::c::Tc']]));
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /no import circles in k::web/);
});

test('two modules importing each other fail, with both imports named', () => {
  // a imports b's type, b's type has a field of a's type: a circle of modules, not of items.
  const r = run(graph([['k::web::a', 'k::web::b::Tb'], ['k::web::b::Tb', 'k::web::a::Ta']]));
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /import circle between a, b/);
  assert.match(r.out, /a -> b +\(k::web::a uses k::web::b::Tb\)/);
  assert.match(r.out, /b -> a +\(k::web::b::Tb uses k::web::a::Ta\)/);
});

test('a circle through three modules is named whole', () => {
  const r = run(
    graph([
      ['k::web::a', 'k::web::b::Tb'],
      ['k::web::b', 'k::web::c::Tc'],
      ['k::web::c::Tc', 'k::web::a::Ta'],
    ])
  );
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /import circle between a, b, c/);
});

test('a listed circle is tolerated, and a new one still fails', () => {
  const ab = [['k::web::a', 'k::web::b::Tb'], ['k::web::b', 'k::web::a::Ta']];
  const known = run(graph(ab), '# today\nb a\n');
  assert.equal(known.code, 0, known.out);
  assert.match(known.out, /known circle .*: a, b/);
  const more = run(graph([...ab, ['k::web::c', 'k::web::a::Ta'], ['k::web::a', 'k::web::c::Tc']]), 'a b\n');
  assert.equal(more.code, 1, more.out);
  assert.match(more.out, /import circle between a, b, c/);
});

test('a listed circle that is gone must be removed from the list', () => {
  const r = run(graph([['k::web::a', 'k::web::b::Tb']]), 'a b\n');
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /lists "a b", which is no longer a circle/);
});

test('imports from outside the checked module do not count', () => {
  const r = run(graph([['k::web::a', 'k::other::X'], ['k::other::X', 'k::web::a::Ta']]));
  assert.equal(r.code, 0, r.out);
});

test('an empty graph is an error, not a pass', () => {
  const r = run('digraph {\n}\n');
  assert.equal(r.code, 2, r.out);
});
