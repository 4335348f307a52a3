// Where a wasm module's bytes go: its sections, its largest functions, the functions' bytes
// by Rust module path (raw, and gzip of each group's bodies compressed alone, a rough
// share of the download), and the data segments' longest texts.
// Function names come from the module's name section: give it a build that still has one,
// e.g. the page module as Cargo builds it for Trunk
// (target/wasm32-unknown-unknown/web/co_dan_gian.wasm), or after
// `wasm-bindgen --target web --out-dir OUT that.wasm` and `wasm-opt -Oz -g`.
// Usage: node scripts/perf/wasm-sizes.mjs FILE.wasm [--top N] [--depth D] [--json]
import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const SECTION = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export',
  'start', 'element', 'code', 'data', 'datacount'];

/** Reads an unsigned LEB128 number at `pos` of `buf`: [value, next position]. */
function leb(buf, pos) {
  let v = 0; let shift = 0; let b;
  do { b = buf[pos++]; v += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
  return [v, pos];
}

/** A name (length-prefixed UTF-8) at `pos`: [text, next position]. */
function name(buf, pos) {
  const [n, p] = leb(buf, pos);
  return [buf.subarray(p, p + n).toString('utf8'), p + n];
}

/** Parses `buf`: { sections: [{ id, name, size }], imports, bodies: [{ index, size, bytes }], names, data: [Buffer] }. */
export function parse(buf) {
  if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error('not a wasm module');
  const sections = []; const bodies = []; const names = new Map(); const data = [];
  let imports = 0; let pos = 8;
  while (pos < buf.length) {
    const id = buf[pos];
    const [size, start] = leb(buf, pos + 1);
    const end = start + size;
    let label = SECTION[id] || `section ${id}`;
    if (id === 0) {
      const [n, p] = name(buf, start);
      label = `custom "${n}"`;
      if (n === 'name') {
        let q = p;
        while (q < end) {
          const sub = buf[q];
          const [len, r] = leb(buf, q + 1);
          if (sub === 1) {
            let [count, s] = leb(buf, r);
            while (count-- > 0) {
              let idx; [idx, s] = leb(buf, s);
              let fname; [fname, s] = name(buf, s);
              names.set(idx, fname);
            }
          }
          q = r + len;
        }
      }
    } else if (id === 2) {
      let [count, p] = leb(buf, start);
      while (count-- > 0) {
        [, p] = name(buf, p); [, p] = name(buf, p);
        const kind = buf[p++];
        if (kind === 0) { [, p] = leb(buf, p); imports++; } else if (kind === 1) { p += 1; const [f] = leb(buf, p); [, p] = leb(buf, p); if (f & 1) [, p] = leb(buf, p); } else if (kind === 2) { const [f, q] = leb(buf, p); p = q; [, p] = leb(buf, p); if (f & 1) [, p] = leb(buf, p); } else { p += 2; }
      }
    } else if (id === 10) {
      let [count, p] = leb(buf, start);
      for (let i = 0; i < count; i++) {
        const [len, q] = leb(buf, p);
        bodies.push({ index: imports + i, size: q + len - p, bytes: buf.subarray(q, q + len) });
        p = q + len;
      }
    } else if (id === 11) {
      let [count, p] = leb(buf, start);
      while (count-- > 0) {
        let flags; [flags, p] = leb(buf, p);
        if (flags === 2) [, p] = leb(buf, p);
        if (flags !== 1) { while (buf[p] !== 0x0b) p++; p++; } // the offset expression
        const [len, q] = leb(buf, p);
        data.push(buf.subarray(q, q + len));
        p = q + len;
      }
    }
    sections.push({ id, name: label, size: end - pos });
    pos = end;
  }
  return { sections, imports, bodies, names, data };
}

/** A readable Rust path from a (possibly mangled) symbol: `co_dan_gian::web::saves::Saves::save`. */
export function demangle(sym) {
  if (sym.startsWith('_R')) return demangleV0(sym);
  // Names wasm-bindgen already demangled: without their hashes and crate disambiguators.
  if (!sym.startsWith('_ZN')) return sym.replace(/::h[0-9a-f]{16}$/, '').replace(/\[[0-9a-f]{16}\]/g, '').replace(/^<|>$/g, '');
  const parts = []; let i = 3;
  while (i < sym.length && sym[i] !== 'E') {
    let j = i; while (/[0-9]/.test(sym[j])) j++;
    const n = Number(sym.slice(i, j));
    if (!n) break;
    parts.push(sym.slice(j, j + n)); i = j + n;
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1) || '')) parts.pop();
  return parts.join('::').replace(/\$LT\$/g, '<').replace(/\$GT\$/g, '>').replace(/\$u20\$/g, ' ')
    .replace(/\$RF\$/g, '&').replace(/\$C\$/g, ',').replace(/\$u7b\$/g, '{').replace(/\$u7d\$/g, '}')
    .replace(/\.\./g, '::').replace(/^_<|^</, '');
}

/**
 * The identifiers of a v0-mangled symbol (`_RNv…`), joined by `::`: a rough reading (crate
 * disambiguators dropped, generic arguments and back-references ignored), enough to group.
 */
function demangleV0(sym) {
  const s = sym.slice(2).replace(/Cs[0-9A-Za-z]+_/g, '');
  const parts = [];
  for (let i = 0; i < s.length;) {
    if (!/[1-9]/.test(s[i]) || /[0-9]/.test(s[i - 1] || '')) { i++; continue; }
    let j = i; while (/[0-9]/.test(s[j])) j++;
    const n = Number(s.slice(i, j));
    const id = s.slice(j, j + n);
    if (id.length === n && /^[A-Za-z][A-Za-z0-9_]*$/.test(id)) { parts.push(id); i = j + n; } else i = j;
  }
  return parts.join('::') || sym;
}

/** The group of a function: the first `depth` segments of its path (generic impls by their self type). */
export function group(path, depth) {
  const segs = path.replace(/^<|^_</, '').split(/::| as /).filter(Boolean).map((s) => s.replace(/<.*$/, ''));
  if (!segs.length) return '(unnamed)';
  return segs.slice(0, depth).join('::');
}

/** Printable runs of at least `min` characters in the data segments, longest first. */
function texts(data, min = 24) {
  const out = [];
  for (const seg of data) {
    const s = seg.toString('utf8');
    for (const m of s.matchAll(new RegExp(`[\\p{L}\\p{N}\\p{P}\\p{S} \\n]{${min},}`, 'gu'))) out.push(m[0]);
  }
  return out.sort((a, b) => b.length - a.length);
}

const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) { console.error('usage: node scripts/perf/wasm-sizes.mjs FILE.wasm [--top N] [--depth D] [--json]'); process.exit(2); }
  const opt = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? Number(process.argv[i + 1]) : d; };
  const top = opt('--top', 30); const depth = opt('--depth', 3);
  const buf = fs.readFileSync(file);
  const m = parse(buf);
  const fns = m.bodies.map((b) => ({ ...b, path: demangle(m.names.get(b.index) || `func ${b.index}`) }));
  const groups = new Map();
  for (const f of fns) {
    const g = group(f.path, depth);
    const e = groups.get(g) || { raw: 0, count: 0, parts: [] };
    e.raw += f.size; e.count++; e.parts.push(f.bytes); groups.set(g, e);
  }
  const byGroup = [...groups].map(([g, e]) => ({ group: g, raw: e.raw, count: e.count, gzip: gz(Buffer.concat(e.parts)) }))
    .sort((a, b) => b.raw - a.raw);
  const dataRaw = m.data.reduce((s, d) => s + d.length, 0);
  const report = {
    file, raw: buf.length, gzip: gz(buf),
    sections: m.sections.map(({ name: n, size }) => ({ section: n, raw: size })),
    dataRaw, dataGzip: gz(Buffer.concat(m.data)),
    functions: fns.length,
    largest: [...fns].sort((a, b) => b.size - a.size).slice(0, top).map((f) => ({ raw: f.size, path: f.path })),
    byGroup: byGroup.slice(0, top),
    longestTexts: texts(m.data).slice(0, 15).map((t) => t.slice(0, 100)),
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 1));
  else print(report, depth, top);
}

/** Prints `report` as text. */
function print(report, depth, top) {
  console.log(`${report.file}: ${report.raw} B raw, ${report.gzip} B gzip, ${report.functions} functions`);
  console.log('\nsections (raw bytes):');
  for (const s of report.sections) console.log(`  ${String(s.raw).padStart(9)}  ${s.section}`);
  console.log(`  data segments: ${report.dataRaw} B raw, ${report.dataGzip} B gzip alone`);
  console.log(`\nfunctions by path (first ${depth} segments; gzip = the group's bodies compressed alone):`);
  for (const g of report.byGroup) console.log(`  ${String(g.raw).padStart(8)} raw ${String(g.gzip).padStart(7)} gz ${String(g.count).padStart(5)} fns  ${g.group}`);
  console.log(`\nlargest ${top} functions (raw bytes):`);
  for (const f of report.largest) console.log(`  ${String(f.raw).padStart(7)}  ${f.path.slice(0, 140)}`);
  console.log('\nlongest texts in the data segments:');
  for (const t of report.longestTexts) console.log(`  ${JSON.stringify(t)}`);
}
