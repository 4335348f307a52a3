// Reads the crate's module graph from its sources, in a second, for the import-circle check
// (scripts/check-layers.sh, which hands the graph to scripts/layers.mjs).
//
// It does what the check needs of a compiler's name resolution, no more:
// - the module tree from `mod` declarations, starting at src/lib.rs, keeping only the modules
//   compiled for the chosen target and features (`#[cfg(...)]` with `feature = "…"`,
//   `target_arch = "…"`, `test`, `not`, `all`, `any`); `#[cfg(test)]` modules are left out, as
//   in the library build;
// - every `use` declaration of every module (at the top or inside a function), resolved
//   through other modules' imports and re-exports (`pub use`), globs (`use x::*`) and
//   `super`/`self`/`crate` to the module that defines the item: an import of `web::Seen`
//   that web re-exports from `web::present` counts for `web::present`;
// - every path written in the code (`crate::ai::think(…)`, `super::prefs::Prefs`, `dom::el`
//   through an imported module), resolved the same way. As before, a path in code that
//   names the module's own parent or child does not count (a module and its parent are one
//   unit there); a `use` does.
// - inline modules (`mod name { … }`) as modules of their own.
// Items whose `#[cfg]` is false for the build are left out, whole, with their bodies.
//
// Output: the graph in the Graphviz form scripts/layers.mjs reads (the form of
// `cargo modules dependencies --layout dot`): modules and items as nodes, `owns` and `uses`
// edges, each `uses` edge from a node named after the import's file and line.
//
// Usage: node scripts/modgraph.mjs [--target wasm32|native] [--no-default-features]
//                                  [--features a,b] [--crate co_dan_gian] [--root src/lib.rs]
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Command-line options, and the cfg they give. */
export function parseArgs(argv) {
  const o = { target: 'wasm32', defaults: true, features: [], crate: 'co_dan_gian', root: 'src/lib.rs', manifest: 'Cargo.toml' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) throw new Error(`modgraph: ${a} needs a value`);
      return argv[++i];
    };
    if (a === '--target') o.target = val();
    else if (a === '--no-default-features') o.defaults = false;
    else if (a === '--features') o.features.push(...val().split(/[ ,]+/).filter(Boolean));
    else if (a === '--crate') o.crate = val();
    else if (a === '--root') o.root = val();
    else if (a === '--manifest') o.manifest = val();
    else throw new Error(`modgraph: unknown argument ${a}`);
  }
  return o;
}

/** The features on: the named ones, the manifest's defaults unless turned off, and what
 * each enables in turn. */
export function featureSet(manifestText, defaults, named) {
  const table = new Map();
  const section = manifestText.match(/^\[features\]\s*\n([\s\S]*?)(?=^\[|$(?![\s\S]))/m);
  for (const line of section ? section[1].split('\n') : []) {
    const m = line.replace(/#.*/, '').match(/^\s*([\w-]+)\s*=\s*\[(.*)\]/);
    if (m) table.set(m[1], [...m[2].matchAll(/"([^"]+)"/g)].map((x) => x[1]));
  }
  const on = new Set();
  const add = (f) => {
    if (on.has(f)) return;
    if (!table.has(f)) throw new Error(`modgraph: the manifest has no feature "${f}"`);
    on.add(f);
    for (const g of table.get(f)) if (!g.includes(':') && !g.includes('/')) add(g);
  };
  if (defaults && table.has('default')) for (const g of table.get('default')) add(g);
  for (const f of named) add(f);
  on.delete('default');
  return on;
}

/** Blanks comments, string and char literals (keeping line breaks and lengths), so that
 * what is left is code. */
export function blank(src) {
  const out = src.split('');
  const n = src.length;
  const wipe = (a, b) => {
    for (let k = a; k < b; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  while (i < n) {
    const c = src[i];
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      let j = src.indexOf('\n', i);
      if (j < 0) j = n;
      wipe(i, j);
      i = j;
    } else if (c === '/' && d === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (src[j] === '/' && src[j + 1] === '*') (depth++, (j += 2));
        else if (src[j] === '*' && src[j + 1] === '/') (depth--, (j += 2));
        else j++;
      }
      wipe(i, j);
      i = j;
    } else if ((c === 'r' || (c === 'b' && d === 'r')) && /^b?r#*"/.test(src.slice(i, i + 260)) && !/\w/.test(src[i - 1] ?? '')) {
      const m = src.slice(i).match(/^b?r(#*)"/);
      const close = '"' + m[1];
      const j = src.indexOf(close, i + m[0].length);
      const end = j < 0 ? n : j + close.length;
      wipe(i + m[0].length, end - close.length);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      while (j < n && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      wipe(i + 1, j);
      i = j + 1;
    } else if (c === "'") {
      // A char literal ('a', '\n', '\u{1F600}') or a lifetime ('a, 'static).
      const m = src.slice(i, i + 12).match(/^'(?:\\u\{[0-9a-fA-F]+\}|\\.|[^\\'\n])'/u);
      if (m) {
        wipe(i + 1, i + m[0].length - 1);
        i += m[0].length;
      } else i++;
    } else i++;
  }
  return out.join('');
}

/** Evaluates a cfg predicate (the text inside `cfg(...)`). */
export function cfgTrue(expr, cfg) {
  let pos = 0;
  const s = expr;
  const ws = () => {
    while (/\s/.test(s[pos] ?? '')) pos++;
  };
  const ident = () => {
    ws();
    const m = s.slice(pos).match(/^[A-Za-z_]\w*/);
    if (!m) throw new Error(`modgraph: cannot read cfg(${expr})`);
    pos += m[0].length;
    return m[0];
  };
  const pred = () => {
    const name = ident();
    ws();
    if (s[pos] === '(') {
      pos++;
      const args = [];
      ws();
      while (s[pos] !== ')') {
        args.push(pred());
        ws();
        if (s[pos] === ',') pos++;
        ws();
      }
      pos++;
      if (name === 'not') return !args[0];
      if (name === 'all') return args.every(Boolean);
      if (name === 'any') return args.some(Boolean);
      throw new Error(`modgraph: unknown cfg operator ${name}(…) in cfg(${expr})`);
    }
    if (s[pos] === '=') {
      pos++;
      ws();
      const m = s.slice(pos).match(/^"([^"]*)"/);
      if (!m) throw new Error(`modgraph: cannot read cfg(${expr})`);
      pos += m[0].length;
      const v = m[1];
      if (name === 'feature') return cfg.features.has(v);
      if (name === 'target_arch') return cfg.target === v || (cfg.target === 'native' && v === 'x86_64');
      if (name === 'target_family') return cfg.target === 'wasm32' ? v === 'wasm' : v === 'unix';
      if (name === 'target_os') return cfg.target === 'wasm32' ? v === 'unknown' : v === 'linux';
      return false;
    }
    if (name === 'test' || name === 'doc' || name === 'doctest' || name === 'miri') return false;
    if (name === 'debug_assertions') return false;
    if (name === 'unix') return cfg.target !== 'wasm32';
    return false;
  };
  const v = pred();
  ws();
  if (pos !== s.length) throw new Error(`modgraph: cannot read cfg(${expr})`);
  return v;
}

/** The index just past the bracket that closes the one at `open`. */
function closeOf(code, open) {
  const pairs = { '(': ')', '[': ']', '{': '}' };
  const stack = [pairs[code[open]]];
  let i = open + 1;
  while (i < code.length && stack.length) {
    const c = code[i];
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) stack.pop();
    i++;
  }
  return i;
}

/** The end of the item that starts at `from`: just past its `;` or its closing brace,
 * whichever comes first outside brackets. */
function itemEnd(code, from) {
  let i = from;
  while (i < code.length) {
    const c = code[i];
    if (c === ';') return i + 1;
    if (c === '{') return closeOf(code, i);
    if (c === '(' || c === '[') i = closeOf(code, i);
    else i++;
  }
  return code.length;
}

/** Blanks every item (with its attributes) whose `#[cfg]` is false, and every inline
 * `mod … { … }` under a false cfg such as `#[cfg(test)]`. `code` is the blanked text, `raw`
 * the source at the same offsets, where the cfg's strings are read. */
export function dropCfgOff(code, cfg, raw = code) {
  const out = code.split('');
  const re = /#\s*\[\s*cfg\s*\(/g;
  let m;
  while ((m = re.exec(code))) {
    const open = code.indexOf('(', m.index);
    const close = closeOf(code, open);
    const pred = raw.slice(open + 1, close - 1);
    const attrEnd = code.indexOf(']', close) + 1;
    if (cfgTrue(pred, cfg)) continue;
    // Skip further attributes, then blank to the item's end.
    let j = attrEnd;
    for (;;) {
      const rest = code.slice(j).match(/^\s*#\s*\[/);
      if (!rest) break;
      j = closeOf(code, j + rest[0].length - 1);
    }
    const end = itemEnd(code, j);
    for (let k = m.index; k < end; k++) if (out[k] !== '\n') out[k] = ' ';
    re.lastIndex = end;
  }
  return out.join('');
}

/** The depth of braces at each index (0 = the module's own level). */
function depths(code) {
  const d = new Int32Array(code.length + 1);
  let level = 0;
  for (let i = 0; i < code.length; i++) {
    d[i] = level;
    if (code[i] === '{') level++;
    else if (code[i] === '}') level--;
  }
  return d;
}

const lineOf = (code, i) => {
  let n = 1;
  for (let k = 0; k < i; k++) if (code.charCodeAt(k) === 10) n++;
  return n;
};

/** Expands a use tree (`a::{b, c::d as e, f::*}`) into [segments, alias] pairs; the alias
 * is '*' for a glob and '_' for `as _`. */
export function useTree(text) {
  const toks = text.match(/::|[A-Za-z_$][\w$]*|[{},*]/g) ?? [];
  let i = 0;
  const out = [];
  const tree = (prefix) => {
    const segs = [...prefix];
    for (;;) {
      const t = toks[i];
      if (t === '::') {
        i++;
        continue;
      }
      if (t === '{') {
        i++;
        while (toks[i] !== '}' && i < toks.length) {
          tree(segs);
          if (toks[i] === ',') i++;
        }
        i++;
        return;
      }
      if (t === '*') {
        i++;
        out.push([segs, '*']);
        return;
      }
      if (t === undefined || t === ',' || t === '}') return;
      i++;
      if (toks[i] === 'as') {
        const alias = toks[i + 1];
        i += 2;
        if (t === 'self') out.push([segs, alias]);
        else out.push([[...segs, t], alias]);
        return;
      }
      if (toks[i] !== '::') {
        if (t === 'self') out.push([segs, segs[segs.length - 1]]);
        else out.push([[...segs, t], t]);
        return;
      }
      segs.push(t);
    }
  };
  tree([]);
  return out;
}

/** Reads the crate: its modules (with their files, children, items, imports and globs) and
 * each module's raw references (uses and paths in code) for resolution. */
export function readCrate(opts) {
  const cfg = { target: opts.target, features: opts.features };
  const modules = new Map(); // path -> module
  const keepOnly = (text, a, b) => text.replace(/[^\n]/g, (c, i) => (i >= a && i < b ? c : ' '));
  const load = (path, file, parent, inline = null) => {
    const raw = inline ?? readFileSync(file, 'utf8');
    let code = dropCfgOff(blank(raw), cfg, raw);
    const depth = depths(code);
    // Inline modules (`mod name { … }`): their bodies are modules of their own, read from the
    // same text at the same offsets, and left out of this one.
    const inlines = [];
    for (const m of code.matchAll(/\bmod\s+([A-Za-z_]\w*)\s*\{/g)) {
      if (depth[m.index] !== 0) continue;
      const open = m.index + m[0].length - 1;
      const close = closeOf(code, open);
      inlines.push([m[1], keepOnly(raw, open + 1, close - 1)]);
      code = code.slice(0, m.index) + code.slice(m.index, close).replace(/[^\n]/g, ' ') + code.slice(close);
    }
    const mod = { path, file, parent, code, children: new Map(), items: new Set(), imports: new Map(), globs: [], uses: [], paths: [], impls: [] };
    modules.set(path, mod);
    // Use declarations, anywhere in the file.
    for (const m of code.matchAll(/(?<![\w$])use\s+([^;]+);/g)) {
      const top = depth[m.index] === 0;
      for (const [segs, alias] of useTree(m[1])) {
        const line = lineOf(code, m.index);
        mod.uses.push({ segs, line });
        if (!top) continue;
        if (alias === '*') mod.globs.push(segs);
        else if (alias !== '_') mod.imports.set(alias, segs);
      }
    }
    // Items defined at the module's own level.
    for (const m of code.matchAll(/\b(?:fn|struct|enum|trait|type|const|static|union)\s+([A-Za-z_]\w*)/g)) {
      if (depth[m.index] === 0) mod.items.add(m[1]);
    }
    for (const m of code.matchAll(/\bmacro_rules!\s*([A-Za-z_]\w*)/g)) mod.items.add(m[1]);
    // Paths in code, outside use declarations.
    const noUses = code.replace(/(?<![\w$])use\s+[^;]+;/g, (u) => u.replace(/[^\n]/g, ' '));
    for (const m of noUses.matchAll(/(?<![\w:])(\$?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)+)/g)) {
      mod.paths.push({ segs: m[1].replace(/\s+/g, '').replace(/^\$/, '').split('::'), line: lineOf(code, m.index) });
    }
    // Impl blocks: their methods belong to the type's module, wherever they are written.
    for (const m of code.matchAll(/\bimpl\b/g)) {
      if (depth[m.index] !== 0) continue;
      const open = code.indexOf('{', m.index);
      if (open < 0) continue;
      let head = code.slice(m.index + 4, open);
      // Drop generics (nested <…>) and where clauses.
      for (let prev = ''; prev !== head; ) (prev = head), (head = head.replace(/<[^<>]*>/g, ''));
      head = head.replace(/\bwhere\b[\s\S]*$/, '');
      const target = (head.match(/\bfor\s+([\s\S]*)$/) ?? [null, head])[1];
      const ty = target.replace(/&|\bmut\b|\bdyn\b|'\w+/g, ' ').match(/[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*/);
      if (!ty) continue;
      // What the type's module sees of it: the methods' signatures and the associated
      // types and constants, not the bodies.
      const close = closeOf(code, open);
      const body = code.slice(open + 1, close - 1);
      const inner = depths(body);
      let sigs = '';
      for (const f of body.matchAll(/\b(?:fn|type|const)\b/g)) {
        if (inner[f.index] !== 0) continue;
        const stop = body.slice(f.index).search(/[{;=]/);
        let end = stop < 0 ? body.length : f.index + stop;
        if (body[end] === '=' && !/^fn\b/.test(f[0])) end = f.index + body.slice(f.index).indexOf(';');
        sigs += body.slice(f.index, end) + '\n';
      }
      mod.impls.push({ segs: ty[0].replace(/\s+/g, '').split('::'), body: sigs, line: lineOf(code, m.index) });
    }
    // Child modules.
    for (const [name, body] of inlines) {
      mod.children.set(name, `${path}::${name}`);
      load(`${path}::${name}`, file, path, body);
    }
    for (const m of code.matchAll(/\bmod\s+([A-Za-z_]\w*)\s*;/g)) {
      if (depth[m.index] !== 0) continue;
      const name = m[1];
      if (inline !== null) throw new Error(`modgraph: ${file}:${lineOf(code, m.index)}: mod ${name}; inside an inline module is not read; give the module a file`);
      const isRoot = parent === null || /(?:^|\/)mod\.rs$/.test(file);
      const dir = isRoot ? dirname(file) : join(dirname(file), file.replace(/^.*\//, '').replace(/\.rs$/, ''));
      const candidates = [join(dir, `${name}.rs`), join(dir, name, 'mod.rs')];
      const found = candidates.find((f) => existsSync(f));
      if (!found) throw new Error(`modgraph: ${file}:${lineOf(code, m.index)}: no file for mod ${name} (looked for ${candidates.join(', ')})`);
      const childPath = `${path}::${name}`;
      mod.children.set(name, childPath);
      load(childPath, found, path);
    }
  };
  load(opts.crate, opts.root, null);
  return modules;
}

/** Resolves `segs` as written in module `from` to [module, item] (item null for a module
 * itself), or null for a path outside the crate (std, web_sys, …). */
export function resolver(modules, crate) {
  const resolve = (from, segs, seen = new Set()) => {
    const key = `${from}|${segs.join('::')}`;
    if (seen.has(key) || seen.size > 64) return null;
    seen.add(key);
    let at;
    let k = 1;
    const first = segs[0] === '$crate' ? 'crate' : segs[0];
    const here = modules.get(from);
    if (first === 'crate') at = crate;
    else if (first === 'self') at = from;
    else if (first === 'super') {
      at = here.parent;
      while (segs[k] === 'super') (at = modules.get(at)?.parent), k++;
      if (!at) return null;
    } else if (here.children.has(first)) at = here.children.get(first);
    else if (here.imports.has(first)) {
      const r = resolve(from, here.imports.get(first), seen);
      if (!r) return null;
      if (r[1] !== null) return r; // an item (a type, a function): the rest are its members
      at = r[0];
    } else if (here.items.has(first)) return [from, first];
    else {
      const viaGlob = here.globs.map((g) => resolve(from, [...g, first], seen)).find(Boolean);
      if (viaGlob && segs.length === 1) return viaGlob;
      if (viaGlob && viaGlob[1] !== null) return viaGlob;
      if (viaGlob) at = viaGlob[0];
      else return null; // another crate, a primitive, a generic, a local name
    }
    for (; k < segs.length; k++) {
      const s = segs[k];
      const m = modules.get(at);
      if (s === 'self') continue;
      if (s === 'super') {
        at = m.parent;
        continue;
      }
      if (m.children.has(s)) {
        at = m.children.get(s);
        continue;
      }
      if (m.items.has(s)) return [at, s];
      if (m.imports.has(s)) {
        const r = resolve(at, m.imports.get(s), seen);
        if (!r) return [at, s];
        if (r[1] !== null) return r;
        at = r[0];
        continue;
      }
      for (const g of m.globs) {
        const r = resolve(at, [...g, s], seen);
        if (r) return r;
      }
      return [at, s]; // not found (a macro-made item, say): counted for this module
    }
    return [at, null];
  };
  return resolve;
}

/** The graph's edges: [fromModule, file:line, toModule, toItem] for every import and every
 * path in code that crosses modules. */
export function edgesOf(modules, crate) {
  const resolve = resolver(modules, crate);
  const out = [];
  const related = (a, b) => a === b || a.startsWith(b + '::') || b.startsWith(a + '::');
  for (const [path, mod] of modules) {
    const where = (line) => `${relative('.', mod.file)}:${line}`;
    for (const u of mod.uses) {
      const r = resolve(path, u.segs);
      if (r && r[0] !== path) out.push([path, where(u.line), r[0], r[1]]);
    }
    for (const p of mod.paths) {
      const f = p.segs[0];
      if (f === 'Self') continue;
      const r = resolve(path, p.segs);
      if (r && !related(r[0], path)) out.push([path, where(p.line), r[0], r[1]]);
    }
    // An impl of another module's type: its methods are that module's, so what their
    // signatures name (this module's items, what this module imports, paths) is imported by
    // that module.
    for (const im of mod.impls) {
      const owner = resolve(path, im.segs);
      if (!owner || owner[0] === path) continue;
      const b = owner[0];
      const at = where(im.line);
      for (const m of im.body.matchAll(/(?<![\w.:$])([A-Za-z_]\w*)(\s*::\s*[A-Za-z_]\w*)*/g)) {
        const segs = m[0].replace(/\s+/g, '').split('::');
        if (segs[0] === 'Self' || segs[0] === 'self') continue;
        if (segs.length === 1 && !mod.items.has(segs[0]) && !mod.imports.has(segs[0])) continue;
        const r = resolve(path, segs);
        if (r && r[0] !== b && (segs.length === 1 || !related(r[0], b))) out.push([b, at, r[0], r[1]]);
      }
    }
  }
  return out;
}

/** The Graphviz text scripts/layers.mjs reads. */
export function dot(modules, edges, crate) {
  const lines = ['digraph {'];
  const node = (name, kind) => lines.push(`    "${name}" [label="${kind}|${name}"];`);
  const edge = (a, b, rel) => lines.push(`    "${a}" -> "${b}" [label="${rel}"];`);
  node(crate, 'crate');
  for (const [path, mod] of modules) {
    if (path !== crate) {
      node(path, 'pub mod');
      edge(mod.parent, path, 'owns');
    }
  }
  const items = new Set();
  for (const [from, where, to, item] of edges) {
    const src = `${from}::use@${where}`;
    if (!items.has(src)) {
      items.add(src);
      node(src, 'use');
      edge(from, src, 'owns');
    }
    let dst = to;
    if (item !== null) {
      dst = `${to}::${item}`;
      if (!items.has(dst)) {
        items.add(dst);
        node(dst, 'item');
        edge(to, dst, 'owns');
      }
    }
    edge(src, dst, 'uses');
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    opts.features = featureSet(readFileSync(opts.manifest, 'utf8'), opts.defaults, opts.features);
    const modules = readCrate(opts);
    process.stdout.write(dot(modules, edgesOf(modules, opts.crate), opts.crate));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
}
