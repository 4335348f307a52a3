// The download: bytes of wasm, JavaScript, HTML and CSS in dist/, raw and gzip-compressed.
// "First download" is what a first visit's page load fetches: index.html and every file it
// names (scripts, wasm, style, icons, manifest). The rest of dist/ (the large install icon,
// the AI worker, which loads only when a computer seat or a hint needs it) is listed apart;
// the service worker fetches it in the background after the page is up.
// Usage: node scripts/perf/size.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const kinds = { '.wasm': 'wasm', '.js': 'js', '.html': 'html', '.css': 'css' };

/** Sizes by kind for the first download, plus `total` and `later` (the rest of dist/). */
export function measure() {
  if (!fs.existsSync(dist)) throw new Error('dist/ is missing: build the site first (scripts/build.sh)');
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = new Set(['index.html']);
  // Attributes may be quoted or not (the release build minifies the page).
  for (const m of index.matchAll(/(?:href|src)=["']?(?:\.\/)?([^"'\s>#?]+)/g)) named.add(m[1]);
  for (const m of index.matchAll(/module_or_path:\s*["'](?:\.\/)?([^"']+)["']/g)) named.add(m[1]);
  const out = {};
  const add = (kind, raw, gz) => {
    out[kind] ??= { raw: 0, gzip: 0 };
    out[kind].raw += raw; out[kind].gzip += gz;
  };
  for (const f of fs.readdirSync(dist, { recursive: true })) {
    const file = path.join(dist, f);
    if (fs.statSync(file).isDirectory()) continue;
    const data = fs.readFileSync(file);
    const gz = zlib.gzipSync(data, { level: 9 }).length;
    if (named.has(f.split(path.sep).join('/'))) {
      add(kinds[path.extname(f)] || 'other', data.length, gz);
      add('total', data.length, gz);
    } else {
      add('later', data.length, gz);
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(m));
  } else {
    for (const [k, v] of Object.entries(m)) {
      const name = { total: 'first download', later: 'fetched later' }[k] || k;
      console.log(`${name.padEnd(15)} ${String(v.raw).padStart(9)} B raw ${String(v.gzip).padStart(9)} B gzip`);
    }
  }
}
