// Tests of scripts/modgraph.mjs: small crates written here, and the crate's own history (each
// import circle an earlier commit ended must be found in the commit before it).
// node --test scripts/modgraph.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useTree, cfgTrue, blank } from './modgraph.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');

/** Writes a crate (`files`: path -> text, under src/) and returns its folder. */
function crate(files, features = 'default = ["app"]\napp = []\nextra = []\n') {
  const dir = mkdtempSync(join(tmpdir(), 'modgraph-'));
  writeFileSync(join(dir, 'Cargo.toml'), `[package]\nname = "k"\n\n[features]\n${features}\n[dependencies]\n`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', path)), { recursive: true });
    writeFileSync(join(dir, 'src', path), text);
  }
  return dir;
}

/** The layer check on `dir`'s module `scope`: exit code and output. */
function check(dir, scope, args = []) {
  const g = spawnSync('node', [join(here, 'modgraph.mjs'), '--crate', 'k', ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (g.status !== 0) return { code: g.status, out: g.stdout + g.stderr };
  const allowed = join(dir, 'allowed.txt');
  writeFileSync(allowed, '');
  const r = spawnSync('node', [join(here, 'layers.mjs'), scope, allowed], { input: g.stdout, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout + r.stderr, graph: g.stdout };
}

const web = (a, b) => ({ 'lib.rs': 'pub mod web;\n', 'web/mod.rs': 'mod a;\nmod b;\n', 'web/a.rs': a, 'web/b.rs': b });

test('use trees expand to one path each, with aliases, self and globs', () => {
  assert.deepEqual(useTree('crate::a::{b, c::d as e, f::*}'), [
    [['crate', 'a', 'b'], 'b'],
    [['crate', 'a', 'c', 'd'], 'e'],
    [['crate', 'a', 'f'], '*'],
  ]);
  assert.deepEqual(useTree('self::x::{self, Y}'), [
    [['self', 'x'], 'x'],
    [['self', 'x', 'Y'], 'Y'],
  ]);
  assert.deepEqual(useTree('super::*'), [[['super'], '*']]);
});

test('cfg predicates: features, target, not/all/any, test off', () => {
  const cfg = { target: 'wasm32', features: new Set(['app']) };
  assert.equal(cfgTrue('all(target_arch = "wasm32", feature = "app")', cfg), true);
  assert.equal(cfgTrue('any(feature = "friend", test)', cfg), false);
  assert.equal(cfgTrue('not(target_arch = "wasm32")', cfg), false);
  assert.equal(cfgTrue('not(test)', { target: 'native', features: new Set() }), true);
  assert.throws(() => cfgTrue('nonsense(x)', cfg), /unknown cfg operator/);
});

test('comments and strings are not code', () => {
  const code = blank('let s = "crate::web::a"; // crate::web::b\n/* crate::c */ let c = \'"\';');
  assert.doesNotMatch(code, /crate::/);
  assert.equal(code.length, 'let s = "crate::web::a"; // crate::web::b\n/* crate::c */ let c = \'"\';'.length);
});

test('two modules that use each other are a circle', () => {
  const r = check(crate(web('use super::b::B;\npub struct A;\n', 'use crate::web::a::A;\npub struct B(A);\n')), 'k::web');
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /import circle between a, b/);
  assert.match(r.out, /src\/web\/a\.rs:1/);
});

test('imports one way pass', () => {
  const r = check(crate(web('use super::b::B;\npub struct A(B);\n', 'pub struct B;\n')), 'k::web');
  assert.equal(r.code, 0, r.out);
});

test('a path in a function body counts', () => {
  const r = check(crate(web('pub fn f() { super::b::g(); }\n', 'pub fn g() { crate::web::a::f(); }\n')), 'k::web');
  assert.equal(r.code, 1, r.out);
});

test('a path through an imported module counts (use super::b; b::g())', () => {
  const r = check(crate(web('use super::b;\npub fn f() { b::g(); }\n', 'pub fn g() { crate::web::a::f(); }\n')), 'k::web');
  assert.equal(r.code, 1, r.out);
});

test('a re-export counts for the module that defines the item', () => {
  // web re-exports c::C; a imports web::C: a depends on c, not on web.
  const files = {
    'lib.rs': 'pub mod web;\n',
    'web/mod.rs': 'mod a;\nmod c;\npub use c::C;\npub fn top() { a::f(); }\n',
    'web/a.rs': 'use super::C;\npub fn f() -> C { C }\n',
    'web/c.rs': 'pub struct C;\n',
  };
  const r = check(crate(files), 'k::web');
  assert.equal(r.code, 0, r.out);
  assert.match(r.graph, /"k::web::a::use@src\/web\/a\.rs:1" -> "k::web::c::C"/);
});

test('a use of the parent and the parent using the child is a circle', () => {
  const files = {
    'lib.rs': 'pub mod web;\n',
    'web/mod.rs': 'mod a;\npub use a::A;\npub struct P;\n',
    'web/a.rs': 'use super::P;\npub struct A(P);\n',
  };
  const r = check(crate(files), 'k::web');
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /import circle between web, a|import circle between a, web/);
});

test('a glob import resolves each name through it', () => {
  const files = {
    'lib.rs': 'pub mod web;\n',
    'web/mod.rs': 'mod a;\nmod b;\nmod c;\n',
    'web/a.rs': 'use super::c::*;\npub fn f() -> B { B }\n',
    'web/b.rs': 'pub struct B;\npub fn g() { crate::web::a::f(); }\n',
    'web/c.rs': 'pub use super::b::B;\n',
  };
  const r = check(crate(files), 'k::web');
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /import circle between a, b/);
});

test('modules and items under a false cfg are left out, and a true one kept', () => {
  const files = {
    'lib.rs': 'pub mod web;\n',
    'web/mod.rs': 'mod a;\n#[cfg(feature = "extra")]\nmod b;\n',
    'web/a.rs': '#[cfg(feature = "extra")]\nuse super::b::B;\npub struct A;\n#[cfg(test)]\nmod tests { use super::super::b::B; }\n',
    'web/b.rs': 'use super::a::A;\npub struct B(A);\n',
  };
  const dir = crate(files);
  assert.equal(check(dir, 'k::web').code, 0, 'b is not built without the feature');
  const on = check(dir, 'k::web', ['--features', 'extra']);
  assert.equal(on.code, 1, on.out);
  assert.doesNotMatch(on.graph, /tests/);
});

test("an impl of another module's type: its signatures count for the type's module", () => {
  // As the compiler's graph counts them: the ganh play/position circle of commit 82711f8.
  const files = {
    'lib.rs': 'pub mod web;\n',
    'web/mod.rs': 'mod a;\nmod b;\n',
    'web/a.rs': 'pub struct A;\n',
    'web/b.rs': 'use super::a::A;\npub struct E;\nimpl A {\n    pub fn e(&self) -> E { E }\n}\n',
  };
  const r = check(crate(files), 'k::web');
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /import circle between a, b/);
  const body = check(
    crate({ ...files, 'web/b.rs': 'use super::a::A;\npub struct E;\nimpl A {\n    pub fn e(&self) { let _ = E; }\n}\n' }),
    'k::web'
  );
  assert.equal(body.code, 0, `a body does not count: ${body.out}`);
});

test('an inline module is a module of its own, at the lines of its file', () => {
  const files = {
    'lib.rs': 'pub mod web;\n',
    'web/mod.rs': 'mod a;\n',
    'web/a.rs': 'pub struct A;\npub mod inner {\n    use super::A;\n    pub fn f(_: A) {}\n}\npub fn g() { inner::f(A); }\n',
  };
  const r = check(crate(files), 'k::web');
  assert.equal(r.code, 0, r.out);
  assert.match(r.graph, /"k::web::a::inner::use@src\/web\/a\.rs:3" -> "k::web::a::A"/);
  const circle = check(
    crate({ ...files, 'web/mod.rs': 'mod a;\nmod b;\n', 'web/b.rs': 'pub fn h() { crate::web::a::inner::f(crate::web::a::A); }\n', 'web/a.rs': 'pub struct A;\npub mod inner {\n    pub fn f(_: super::A) { crate::web::b::h(); }\n}\n' }),
    'k::web'
  );
  assert.equal(circle.code, 1, circle.out);
  assert.match(circle.out, /import circle between .*a::inner.*b|import circle between .*b.*a::inner/);
});

test('a missing module file or an unknown feature is an error, not a pass', () => {
  const r = check(crate({ 'lib.rs': 'pub mod web;\n' }), 'k::web');
  assert.equal(r.code, 2, r.out);
  assert.match(r.out, /no file for mod web/);
  const f = check(crate(web('', '')), 'k::web', ['--features', 'nope']);
  assert.equal(f.code, 2, f.out);
  assert.match(f.out, /no feature "nope"/);
});

// Each circle an earlier commit ended, as cargo-modules found it then: the commit before
// must show it, with the same modules.
const history = [
  ['11a61d7', 'co_dan_gian::puzzle', [], 'puzzle, mine'],
  ['e601428', 'co_dan_gian::review', [], 'lines, look'],
  ['b6da814', 'co_dan_gian::table', [], 'lines, present, state, status'],
  ['82711f8', 'co_dan_gian::games', [], 'ganh::play, ganh::position'],
  ['37040b8', 'co_dan_gian::games', [], 'toan, toan::matchplay, toan::play, toan::state'],
  ['de73efe', 'co_dan_gian::ai', [], 'cangua_net, cangua_net_weights'],
  ['08129dd', 'co_dan_gian::ai', [], 'ai, ganh_eval, search, text, toan_eval'],
  ['5eaf61d', 'co_dan_gian::learn', ['--no-default-features', '--features', 'learn'], 'learn, analysis, editor, engine, lesson, panel, review, state'],
];

for (const [commit, scope, args, circle] of history) {
  test(`the circle ${commit} ended is found in the commit before it (${circle})`, () => {
    const dir = mkdtempSync(join(tmpdir(), `modgraph-${commit}-`));
    let tar;
    try {
      tar = execFileSync('git', ['-C', repo, 'archive', `${commit}^`, 'Cargo.toml', 'src'], { maxBuffer: 1 << 28 });
    } catch (e) {
      assert.fail(`commit ${commit} is not in this clone (a shallow clone?): ${e.message.split('\n')[0]}`);
    }
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    const g = spawnSync('node', [join(here, 'modgraph.mjs'), ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
    assert.equal(g.status, 0, g.stderr);
    const r = spawnSync('node', [join(here, 'layers.mjs'), scope, '/dev/null'], { input: g.stdout, encoding: 'utf8', maxBuffer: 1 << 28 });
    assert.equal(r.status, 1, r.stdout);
    assert.ok(r.stdout.includes(`import circle between ${circle}:`), r.stdout);
  });
}
