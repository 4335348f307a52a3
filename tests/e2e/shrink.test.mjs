// The post-build step that shrinks the page modules (scripts/shrink-glue.mjs) on the built
// site: every import of each page module (every game's, and each game's own) has a short name
// from the module `w`, the glue has a key for each, index.html names them all, and running the
// step again changes nothing. (That the pages still work is every other e2e test.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dist } from './harness.mjs';
import { pageModules, renameImports, shrink } from '../../scripts/shrink-glue.mjs';

const index = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/** The imports of the wasm `buf`: [{ module, name }]. */
function imports(buf) {
  return WebAssembly.Module.imports(new WebAssembly.Module(buf)).map((i) => ({ module: i.module, name: i.name }));
}

test('each page module imports only short names from the module w, each a key of the glue', () => {
  const modules = pageModules(dist);
  assert.equal(modules.length, 5, 'the home screen\'s page module, and one of each game');
  for (const { js, wasm } of modules) {
    const list = imports(fs.readFileSync(path.join(dist, wasm)));
    assert.ok(list.length > 100, `${wasm} has its imports (${list.length})`);
    const glue = fs.readFileSync(path.join(dist, js), 'utf8');
    for (const { module, name } of list) {
      assert.equal(module, 'w', `${wasm}: import ${name} comes from the module w`);
      assert.match(name, /^[a-zA-Z]{1,3}$/, `${wasm}: import ${name} has a short name`);
      assert.match(glue, new RegExp(`[\\s{,]${name}:`), `${js} has the key ${name}`);
    }
    checkGlue(glue);
  }
});

/** The glue as served: no doc comments, minified. */
function checkGlue(glue) {
  assert.doesNotMatch(glue, /^\s*\/\*\*/m, 'the glue has no doc comments left');
  // Minified by Trunk (issue 33): no line of the glue is indented, and its functions'
  // own names are gone.
  assert.doesNotMatch(glue, /^\s+\S/m, 'the glue has no indented line');
  assert.doesNotMatch(glue, /function __wbg_get_imports\b/, 'the glue is minified');
}

test('index.html names every page module: cdgBoot the home screen\'s, data-pages each game\'s own', () => {
  const html = index();
  const [home, ...games] = pageModules(dist);
  assert.match(html, new RegExp(`cdgBoot\\("\\./${home.js.replace(/\./g, '\\.')}","\\./${home.wasm.replace(/\./g, '\\.')}"\\)`));
  const pages = html.match(/data-pages="([^"]*)"/)?.[1] ?? '';
  assert.deepEqual(pages.split(' ').map((p) => p.split(':')[0]).sort(), ['cangua', 'ganh', 'oaq', 'toan']);
  for (const { js } of games) assert.ok(pages.includes(`:./${js.replace(/\.js$/, '')}`), `data-pages names ${js}`);
  assert.doesNotMatch(html, /rel=["']?preload/, 'no page module is preloaded before cdgBoot chooses one');
});

test('the step run again on its own output changes nothing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdg-shrink-'));
  try {
    const files = ['index.html', ...pageModules(dist).flatMap(({ js, wasm }) => [js, wasm])];
    for (const f of files) fs.copyFileSync(path.join(dist, f), path.join(dir, f));
    assert.equal(shrink(dir), 0);
    for (const f of files) {
      assert.ok(fs.readFileSync(path.join(dir, f)).equals(fs.readFileSync(path.join(dist, f))), `${f} is unchanged`);
    }
    for (const { wasm } of pageModules(dist)) assert.equal(renameImports(fs.readFileSync(path.join(dist, wasm))).module, null);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
