// Part of the post-build hook (scripts/sw-precache.mjs runs it first): makes the page modules'
// first download smaller without changing what they do. The page modules are the one
// index.html's cdgBoot names (every game) and each game's own (`app-ID.js`, or `app-ID-<build>.js` once
// stamped, beside it).
//
// - wasm-bindgen names each of a page module's imports after the JavaScript it calls plus a
//   16-digit hash (`__wbg_settextcontent_3f9c…`), and writes each name twice: in the wasm's
//   import section and as a key of the glue's import object. Neither compresses (about 7 KB
//   gzip together). Each import is renamed to a short name (`a`, `b`, … `aB`), in both files,
//   and the import module `./NAME_bg.js` to `w`.
// - Comment lines and indentation are removed (none are left: Trunk minifies the glue, since
//   it is wasm-bindgen's no-modules script, Trunk.toml; kept for a glue that is not).
//
// Running it again on its own output changes nothing (the import module is already `w`).
// Usage: node scripts/shrink-glue.mjs DIR   (or `import { shrink } from './shrink-glue.mjs'`)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reads an unsigned LEB128 number at `pos`: [value, next position]. */
function leb(buf, pos) {
  let v = 0; let shift = 0; let b;
  do { b = buf[pos++]; v += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
  return [v, pos];
}

/** `n` as an unsigned LEB128 number. */
function uleb(n) {
  const out = [];
  do { let b = n & 0x7f; n = Math.floor(n / 128); if (n) b |= 0x80; out.push(b); } while (n);
  return Buffer.from(out);
}

/** A wasm name: its UTF-8 length, then its bytes. */
const wasmName = (s) => { const b = Buffer.from(s, 'utf8'); return Buffer.concat([uleb(b.length), b]); };

/** The `i`th short name: a … z, A … Z, then two letters (ba, bb, …). */
function shortName(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let s = '';
  do { s = letters[i % 52] + s; i = Math.floor(i / 52); } while (i > 0);
  return s;
}

/** Skips an import's description (function, table, memory, global or tag) at `p`. */
function skipImportDesc(buf, p) {
  const kind = buf[p++];
  const limits = (q) => { const [flags, r] = leb(buf, q); let s = leb(buf, r)[1]; if (flags & 1) s = leb(buf, s)[1]; return s; };
  if (kind === 0) return leb(buf, p)[1]; // type index
  if (kind === 1) return limits(p + 1); // table: element type, limits
  if (kind === 2) return limits(p); // memory: limits
  if (kind === 3) return p + 2; // global: value type, mutability
  if (kind === 4) return leb(buf, p + 1)[1]; // tag: attribute, type index
  throw new Error(`import kind ${kind} is not one this script knows`);
}

/**
 * Renames the imports from the glue module (`…_bg.js`) of the wasm `buf`: resolves to
 * { wasm, renames: Map(old name → new name), module: the old module name } (no renames
 * when there is no such module: already done).
 */
export function renameImports(buf) {
  if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error('not a wasm module');
  const parts = [buf.subarray(0, 8)];
  const renames = new Map();
  let module = null;
  let pos = 8;
  while (pos < buf.length) {
    const id = buf[pos];
    const [size, start] = leb(buf, pos + 1);
    const end = start + size;
    if (id !== 2) { parts.push(buf.subarray(pos, end)); pos = end; continue; }
    let [count, p] = leb(buf, start);
    const out = [uleb(count)];
    while (count-- > 0) {
      const [ml, q] = leb(buf, p);
      const mod = buf.subarray(q, q + ml).toString('utf8');
      const [fl, r] = leb(buf, q + ml);
      const field = buf.subarray(r, r + fl).toString('utf8');
      const desc = r + fl;
      p = skipImportDesc(buf, desc);
      if (mod.endsWith('_bg.js')) {
        module = mod;
        if (!renames.has(field)) renames.set(field, shortName(renames.size));
        out.push(wasmName('w'), wasmName(renames.get(field)), buf.subarray(desc, p));
      } else {
        out.push(buf.subarray(q - uleb(ml).length, p));
      }
    }
    const body = Buffer.concat(out);
    parts.push(Buffer.from([2]), uleb(body.length), body);
    pos = end;
  }
  return { wasm: Buffer.concat(parts), renames, module };
}

/**
 * The glue `js` with the import object's keys renamed (`renames`), its module key `module`
 * now `w`, and its comment lines and indentation removed (not inside template literals).
 */
export function shrinkGlue(js, renames, module) {
  for (const [from, to] of renames) {
    const key = new RegExp(`(?<=[\\s{,])${from}(?=\\s*:)`, 'g');
    const found = js.match(key)?.length ?? 0;
    if (found !== 1) throw new Error(`the glue has ${found} import keys ${from}, not one`);
    js = js.replace(key, to);
  }
  if (module) {
    const key = JSON.stringify(module);
    if (!js.includes(`${key}:`)) throw new Error(`the glue has no import module ${key}`);
    js = js.replace(`${key}:`, 'w:');
  }
  const out = [];
  let inTemplate = false; let inComment = false;
  for (const line of js.split('\n')) {
    const t = line.trim();
    if (!inTemplate) {
      if (inComment) { if (t.endsWith('*/')) inComment = false; continue; }
      if (t.startsWith('/*') && !t.includes('*/', 2)) { inComment = true; continue; }
      if ((t.startsWith('/*') && t.endsWith('*/')) || t.startsWith('//') || t === '') continue;
    }
    out.push(inTemplate ? line : t);
    if (((line.match(/(?<!\\)`/g) || []).length % 2) === 1) inTemplate = !inTemplate;
  }
  return out.join('\n');
}

/**
 * The page modules of the built site in `dir`: [{ js, wasm }], the one index.html's cdgBoot
 * names first, then each game's own.
 */
export function pageModules(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const m = html.match(/cdgBoot\(\s*["']\.\/([^"']+\.js)["']\s*,\s*["']\.\/([^"']+\.wasm)["']/);
  if (!m) throw new Error('index.html does not load a page module this script knows (no cdgBoot call)');
  const games = fs.readdirSync(dir)
    .filter((f) => f !== m[1] && /^app-[a-z]+(?:-[0-9a-f]{16})?\.js$/.test(f) && fs.existsSync(path.join(dir, f.replace(/\.js$/, '_bg.wasm'))))
    .sort()
    .map((js) => ({ js, wasm: js.replace(/\.js$/, '_bg.wasm') }));
  return [{ js: m[1], wasm: m[2] }, ...games];
}

/** Shrinks one page module (`js`, `wasm` in `dir`); the bytes saved (raw). */
function shrinkModule(dir, { js, wasm }) {
  const wasmIn = fs.readFileSync(path.join(dir, wasm));
  const jsIn = fs.readFileSync(path.join(dir, js));
  const r = renameImports(wasmIn);
  if (!r.module) return 0; // shrunk already: no module to rename
  const jsOut = Buffer.from(shrinkGlue(jsIn.toString('utf8'), r.renames, r.module));
  fs.writeFileSync(path.join(dir, wasm), r.wasm);
  fs.writeFileSync(path.join(dir, js), jsOut);
  return wasmIn.length + jsIn.length - r.wasm.length - jsOut.length;
}

/** Shrinks every page module of the built site in `dir`; the bytes saved (raw). */
export function shrink(dir) {
  return pageModules(dir).reduce((saved, m) => saved + shrinkModule(dir, m), 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) { console.error('usage: node scripts/shrink-glue.mjs DIR'); process.exit(2); }
  console.log(`page modules: ${shrink(dir)} B smaller`);
}
