// Trunk post-build hook: stamps the build with one id and writes its service worker.
//
// - The build id is a hash of every file of the build (names and contents).
// - The AI worker's files, which Trunk does not hash, get the id in their names
//   (ai-worker-<id>.js, ai-worker-<id>_bg.wasm, ai-worker-<id>_loader.js), and its loader
//   tells the worker the id (self.CDG_BUILD), so a page never starts a worker of another build.
// - Each game's own page module (app-ID.js and its wasm, which Trunk builds as a worker
//   without a loader) gets the id in its names too (app-ID-<id>.js).
// - index.html's <body> gets data-build (the id), data-worker (the computer's worker's
//   loader), data-friend and data-learn (the friend and puzzle modules' loaders: the page
//   loads their script and wasm, named the same way, on its own thread), and data-pages
//   (each game's page module: `ganh:./app-ganh-<id> …`, for index.html's cdgBoot).
// - sw.js (from www/sw.js) gets the id and the list of every file, to fetch past the HTTP
//   cache and install only as a whole (see www/sw.js).
//
// Trunk runs it with TRUNK_STAGING_DIR set; `node scripts/sw-precache.mjs DIR` stamps a
// built folder again (the update test makes a "new build" that way). Running it again on
// its own output gives the same id.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { pageModules, shrink } from './shrink-glue.mjs';

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by Trunk as a post_build hook (TRUNK_STAGING_DIR is not set), or give a folder');
shrink(dir); // first: the build id is the hash of the files as served
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ID = /-[0-9a-f]{16}$/;
const LOADER = /^(?:self\.CDG_BUILD="[0-9a-f]*";)?importScripts\("\.\/([^"]+)\.js"\);wasm_bindgen\("\.\/([^"]+)_bg\.wasm"\);\s*$/;
const BODY_STAMP = / data-build="[0-9a-f]*" data-worker="[^"]*"(?: data-friend="[^"]*")?(?: data-learn="[^"]*")?(?: data-pages="[^"]*")?/;
const PAGE = /^(app-([a-z]+))(?:-[0-9a-f]{16})?\.js$/;

const list = () => fs.readdirSync(dir, { recursive: true })
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => !fs.statSync(path.join(dir, f)).isDirectory() && f !== 'sw.js')
  .sort();

// The worker: its loader names its script and its wasm; `base` is their name without an id.
const loaders = list().filter((f) => f.endsWith('_loader.js'));
const workers = loaders.map((loader) => {
  const m = fs.readFileSync(path.join(dir, loader), 'utf8').match(LOADER);
  if (!m || m[1] !== m[2]) throw new Error(`${loader} is not a Trunk worker loader this hook knows`);
  return { loader, script: m[1], base: m[1].replace(ID, '') };
});

// Each game's page module: `base` is its name without an id (app-ganh), `game` its game.
// (shrink-glue.mjs's pageModules finds them: every page module but the first, every game's.)
const pages = pageModules(dir).slice(1).map(({ js }) => {
  const m = js.match(PAGE);
  return { script: js.replace(/\.js$/, ''), base: m[1], game: m[2] };
});

// The id, from the build as Trunk made it: worker names without ids, index.html unstamped.
const hash = crypto.createHash('sha256');
for (const f of list()) {
  let name = f;
  let body = fs.readFileSync(path.join(dir, f));
  for (const w of [...workers, ...pages]) {
    if (f === w.loader) body = Buffer.from(`${w.base}`);
    name = name.replace(`${w.script}.js`, `${w.base}.js`).replace(`${w.script}_bg.wasm`, `${w.base}_bg.wasm`);
  }
  if (name.endsWith('_loader.js')) name = name.replace(/-[0-9a-f]{16}_loader\.js$/, '_loader.js');
  if (f === 'index.html') body = Buffer.from(body.toString('utf8').replace(BODY_STAMP, ''));
  hash.update(name).update('\0').update(body).update('\0');
}
const build = hash.digest('hex').slice(0, 16);

// Each worker's files take the id in their names; the loader says the id and names them.
for (const w of workers) {
  const next = `${w.base}-${build}`;
  const move = (from, to) => { if (from !== to) fs.renameSync(path.join(dir, from), path.join(dir, to)); };
  move(`${w.script}.js`, `${next}.js`);
  move(`${w.script}_bg.wasm`, `${next}_bg.wasm`);
  fs.rmSync(path.join(dir, w.loader));
  fs.writeFileSync(path.join(dir, `${next}_loader.js`),
    `self.CDG_BUILD="${build}";importScripts("./${next}.js");wasm_bindgen("./${next}_bg.wasm");`);
  w.loader = `${next}_loader.js`;
}

for (const p of pages) {
  const next = `${p.base}-${build}`;
  for (const end of ['.js', '_bg.wasm']) {
    if (p.script !== next) fs.renameSync(path.join(dir, `${p.script}${end}`), path.join(dir, `${next}${end}`));
  }
  p.script = next;
}

// The page says its build, its worker, its modules.
const indexPath = path.join(dir, 'index.html');
const html = fs.readFileSync(indexPath, 'utf8').replace(BODY_STAMP, '');
const loaderOf = (base) => {
  const w = workers.find((x) => x.base === base);
  return w ? `./${w.loader}` : '';
};
const stamp = ` data-build="${build}" data-worker="${loaderOf('ai-worker')}" data-friend="${loaderOf('friend')}" data-learn="${loaderOf('learn')}" data-pages="${pages.map((p) => `${p.game}:./${p.script}`).join(' ')}"`;
if (!/<body[\s>]/.test(html)) throw new Error('index.html has no <body>');
fs.writeFileSync(indexPath, html.replace(/<body(?=[\s>])/, `<body${stamp}`));

// The service worker of this build.
const files = ['./', ...list().filter((f) => f !== 'index.html').map((f) => `./${f}`)];
const template = fs.readFileSync(path.join(root, 'www/sw.js'), 'utf8');
fs.writeFileSync(path.join(dir, 'sw.js'),
  template.replace("'__VERSION__'", JSON.stringify(build)).replace('__FILES__', JSON.stringify(files)));
console.log(`sw.js: ${files.length} files, build ${build}`);
