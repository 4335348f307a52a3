// The post-build step that shrinks the page module (scripts/shrink-glue.mjs) on the built
// site: every import of the page module has a short name from the module `w`, the glue has
// a key for each, index.html's integrity attributes match the files as served, and running
// the step again changes nothing. (That the page still works is every other e2e test.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { dist } from './harness.mjs';
import { renameImports, shrink } from '../../scripts/shrink-glue.mjs';

const index = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const pageFiles = () => {
  const html = index();
  return {
    js: html.match(/<script\b[^>]*\bsrc=["']?\.\/([^"'\s>]+\.js)/)[1],
    wasm: html.match(/module_or_path:\s*["']\.\/([^"']+\.wasm)["']/)[1],
  };
};

/** The imports of the wasm `buf`: [{ module, name }]. */
function imports(buf) {
  return WebAssembly.Module.imports(new WebAssembly.Module(buf)).map((i) => ({ module: i.module, name: i.name }));
}

test('the page module imports only short names from the module w, each a key of the glue', () => {
  const { js, wasm } = pageFiles();
  const list = imports(fs.readFileSync(path.join(dist, wasm)));
  assert.ok(list.length > 100, `the page module has its imports (${list.length})`);
  const glue = fs.readFileSync(path.join(dist, js), 'utf8');
  for (const { module, name } of list) {
    assert.equal(module, 'w', `import ${name} comes from the module w`);
    assert.match(name, /^[a-zA-Z]{1,3}$/, `import ${name} has a short name`);
    assert.match(glue, new RegExp(`[\\s{,]${name}:`), `the glue has the key ${name}`);
  }
  assert.doesNotMatch(glue, /^\s*\/\*\*/m, 'the glue has no doc comments left');
  // Minified by Trunk (issue 33): no line of the glue is indented, and its functions'
  // own names are gone.
  assert.doesNotMatch(glue, /^\s+\S/m, 'the glue has no indented line');
  assert.doesNotMatch(glue, /function __wbg_get_imports\b/, 'the glue is minified');
});

test("index.html's integrity attributes match the page module's files", () => {
  const html = index();
  for (const f of Object.values(pageFiles())) {
    const data = fs.readFileSync(path.join(dist, f));
    const want = `sha384-${crypto.createHash('sha384').update(data).digest('base64')}`;
    const link = html.match(new RegExp(`<(?:link|script)\\b[^>]*(?:href|src)=["']?\\./${f.replace(/\./g, '\\.')}[^>]*>`))?.[0];
    assert.ok(link, `index.html loads ${f}`);
    assert.ok(link.includes(want), `${f}'s integrity is that of the file served`);
  }
});

test('the step run again on its own output changes nothing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdg-shrink-'));
  try {
    const { js, wasm } = pageFiles();
    for (const f of ['index.html', js, wasm]) fs.copyFileSync(path.join(dist, f), path.join(dir, f));
    assert.equal(shrink(dir), 0);
    for (const f of ['index.html', js, wasm]) {
      assert.ok(fs.readFileSync(path.join(dir, f)).equals(fs.readFileSync(path.join(dist, f))), `${f} is unchanged`);
    }
    assert.equal(renameImports(fs.readFileSync(path.join(dist, wasm))).module, null);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
