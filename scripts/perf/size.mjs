// The first download: bytes of wasm, JavaScript, HTML and CSS in dist/, raw and gzip-compressed.
// Prints a table and, with --json, one JSON line. Usage: node scripts/perf/size.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const kinds = { '.wasm': 'wasm', '.js': 'js', '.html': 'html', '.css': 'css', '.svg': 'other',
  '.png': 'other', '.webmanifest': 'other', '.json': 'other' };

/** Sizes of the built site by kind: { kind: { raw, gzip } } plus a total. */
export function measure() {
  if (!fs.existsSync(dist)) throw new Error('dist/ is missing: build the site first (scripts/build.sh)');
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
    add(kinds[path.extname(f)] || 'other', data.length, gz);
    add('total', data.length, gz);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(m));
  } else {
    for (const [k, v] of Object.entries(m)) {
      console.log(`${k.padEnd(6)} ${String(v.raw).padStart(9)} B raw ${String(v.gzip).padStart(9)} B gzip`);
    }
  }
}
