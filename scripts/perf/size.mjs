// The download: bytes of wasm, JavaScript, HTML and CSS in dist/, raw and gzip-compressed, for
// each first visit. A first visit fetches index.html and every file it names (style, icons,
// manifest) plus one page module (its glue and its wasm), which index.html's cdgBoot picks
// by the address: the home screen's module (no game; its cards show the pictures in
// previews/) for `#/`, a game's own module for that game's addresses (`#/ganh`). The rest of dist/ (the other page modules, the AI
// worker, the friend and puzzle modules, the large install icon) is fetched when used, or by
// the service worker in the background after the page is up.
// Usage: node scripts/perf/size.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const kinds = { '.wasm': 'wasm', '.js': 'js', '.html': 'html', '.css': 'css' };

/**
 * Sizes by kind of each first visit: `{ visits: { '#/': { wasm, js, html, css, other,
 * total }, '#/ganh': … }, later }`, each `{ raw, gzip }`; `later` is what no first visit
 * fetches.
 */
export function measure() {
  if (!fs.existsSync(dist)) throw new Error('dist/ is missing: build the site first (scripts/build.sh)');
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const boot = index.match(/cdgBoot\(\s*["'](?:\.\/)?([^"']+)["']\s*,\s*["'](?:\.\/)?([^"']+)["']/);
  if (!boot) throw new Error('index.html does not call cdgBoot: not a build this script knows');
  const page = new Set(['index.html']);
  // Attributes may be quoted or not (the release build minifies the page).
  for (const m of index.matchAll(/(?:href|src)=["']?(?:\.\/)?([^"'\s>#?]+)/g)) page.add(m[1]);
  // The home screen's module carries no game: its cards show the boards' pictures.
  const previews = fs.existsSync(path.join(dist, 'previews'))
    ? fs.readdirSync(path.join(dist, 'previews')).map((f) => `previews/${f}`) : [];
  const modules = { '#/': [boot[1], boot[2], ...previews] };
  const pages = index.match(/data-pages=["']?([^"'>]*)/)?.[1] ?? '';
  for (const entry of pages.split(' ').filter(Boolean)) {
    const [game, base] = entry.split(':');
    const file = base.replace(/^\.\//, '');
    modules[`#/${game}`] = [`${file}.js`, `${file}_bg.wasm`];
  }
  const sizes = new Map();
  for (const f of fs.readdirSync(dist, { recursive: true })) {
    const file = path.join(dist, f);
    if (fs.statSync(file).isDirectory()) continue;
    const data = fs.readFileSync(file);
    sizes.set(f.split(path.sep).join('/'), { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length });
  }
  const add = (into, kind, s) => {
    into[kind] ??= { raw: 0, gzip: 0 };
    into[kind].raw += s.raw; into[kind].gzip += s.gzip;
  };
  const visits = {};
  const fetched = new Set();
  for (const [visit, files] of Object.entries(modules)) {
    const out = {};
    for (const f of [...page, ...files]) {
      const s = sizes.get(f);
      if (!s) continue;
      fetched.add(f);
      add(out, kinds[path.extname(f)] || 'other', s);
      add(out, 'total', s);
    }
    visits[visit] = out;
  }
  const later = { raw: 0, gzip: 0 };
  for (const [f, s] of sizes) if (!fetched.has(f)) { later.raw += s.raw; later.gzip += s.gzip; }
  return { visits, later };
}

/** The largest first visit of a game's address: [visit, its sizes]. */
export function largestGame(m) {
  return Object.entries(m.visits).filter(([v]) => v !== '#/').sort((a, b) => b[1].total.gzip - a[1].total.gzip)[0];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(m));
  } else {
    const n = (x) => String(x).padStart(7);
    console.log(`${'first visit'.padEnd(10)} ${'gzip B'.padStart(7)} ${'KiB'.padStart(6)}   by kind (gzip B)`);
    for (const [visit, v] of Object.entries(m.visits)) {
      const parts = ['wasm', 'js', 'html', 'css', 'other'].filter((k) => v[k]).map((k) => `${k} ${v[k].gzip}`);
      console.log(`${visit.padEnd(10)} ${n(v.total.gzip)} ${(v.total.gzip / 1024).toFixed(1).padStart(6)}   ${parts.join(', ')}`);
    }
    console.log(`${'later'.padEnd(10)} ${n(m.later.gzip)} ${(m.later.gzip / 1024).toFixed(1).padStart(6)}   fetched when used, or by the service worker`);
  }
}
