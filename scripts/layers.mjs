// Finds import circles between the modules of a layer, from the module graph in Graphviz text
// on stdin (as scripts/modgraph.mjs prints it, in the form of `cargo modules dependencies
// --layout dot`), and fails when one is found that scripts/layers-allowed.txt does not list.
//
// Each item (function, type, trait, `use`) counts for the module (file) that holds it, so
// `a` importing `b::X` while `b` imports `a::Y` is a circle even though no single item
// depends on itself. Each circle is printed with one import per step, naming both items.
//
// Usage: node scripts/modgraph.mjs | node scripts/layers.mjs PREFIX ALLOWED [SRC]
//   PREFIX   the modules to check, e.g. co_dan_gian::web
//   ALLOWED  a file of known circles, one a line: the modules of the circle, short names,
//            separated by spaces ("app computer history"); `#` starts a comment.
//   SRC      (optional) the folder of PREFIX, e.g. src/web: paths written inside function
//            bodies (`super::prefs::reduced_motion()`) are read from its files and count
//            as imports too (modgraph.mjs already adds them; a graph from elsewhere may not).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const [prefix, allowedFile, srcDir] = process.argv.slice(2);
if (!prefix || !allowedFile) {
  console.error('usage: node scripts/layers.mjs PREFIX ALLOWED_FILE [SRC] < graph.dot');
  process.exit(2);
}
const dot = readFileSync(0, 'utf8');

const kinds = new Map(); // node path -> kind ("mod", "struct", "fn", …)
const parent = new Map(); // node path -> the node that owns it
const uses = []; // [from, to]
for (const line of dot.split('\n')) {
  let m = line.match(/^\s*"([^"]+)" \[label="([^"|]*)\|/);
  if (m) {
    kinds.set(m[1], m[2].split(' ').pop());
    continue;
  }
  m = line.match(/^\s*"([^"]+)" -> "([^"]+)" \[label="(owns|uses)"/);
  if (m) {
    if (m[3] === 'owns') parent.set(m[2], m[1]);
    else uses.push([m[1], m[2]]);
  }
}
if (kinds.size === 0) {
  console.error('layers: the module graph is empty (did scripts/modgraph.mjs fail?)');
  process.exit(2);
}

/** The module that holds `path`: itself if it is a module, else its owner's module. */
function moduleOf(path) {
  let p = path;
  for (let i = 0; i < 64 && p !== undefined; i++) {
    if (kinds.get(p) === 'mod' || kinds.get(p) === 'crate') return p;
    p = parent.get(p);
  }
  return undefined;
}
const inScope = (m) => m !== undefined && (m === prefix || m.startsWith(prefix + '::'));
const short = (m) => (m === prefix ? prefix.split('::').pop() : m.slice(prefix.length + 2));

// Module-level edges, each keeping one example import for the report.
const edges = new Map(); // from -> Map(to -> [fromItem, toItem])
for (const [a, b] of uses) {
  const ma = moduleOf(a);
  const mb = moduleOf(b);
  if (!inScope(ma) || !inScope(mb) || ma === mb) continue;
  if (!edges.has(ma)) edges.set(ma, new Map());
  if (!edges.get(ma).has(mb)) edges.get(ma).set(mb, [a, b]);
}

// Paths written in the source that the graph does not hold (function bodies).
if (srcDir) {
  const modules = new Set([...kinds].filter(([, k]) => k === 'mod').map(([p]) => p));
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.rs') ? [join(dir, e.name)] : []
    );
  for (const file of files(srcDir)) {
    const rel = relative(srcDir, file).replace(/\.rs$/, '').split(/[\\/]/);
    if (rel[rel.length - 1] === 'mod') rel.pop();
    const self = [...prefix.split('::'), ...rel];
    const from = self.join('::');
    if (!modules.has(from)) continue; // a file not compiled for this target
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const code = text.replace(/\/\/.*$/, '').replace(/"(?:[^"\\]|\\.)*"/g, '""');
        for (const m of code.matchAll(/\b((?:crate|self|super)(?:::\w+)+)/g)) {
          const parts = m[1].split('::');
          let base;
          if (parts[0] === 'crate') base = [prefix.split('::')[0]];
          else {
            base = [...self];
            if (parts[0] === 'super') base.pop();
          }
          let k = 1;
          while (parts[k] === 'super') {
            base.pop();
            k++;
          }
          const path = [...base, ...parts.slice(k)];
          // The longest module the path names.
          while (path.length && !modules.has(path.join('::'))) path.pop();
          const to = path.join('::');
          // A module and its own parent or child are one unit here.
          if (!inScope(to) || to === from || to.startsWith(from + '::') || from.startsWith(to + '::')) continue;
          if (!edges.has(from)) edges.set(from, new Map());
          if (!edges.get(from).has(to)) edges.get(from).set(to, [`${from}`, `${m[1]} (${relative('.', file)}:${i + 1})`]);
        }
      });
  }
}

// Strongly connected components (Tarjan): each with more than one module is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let next = 0;
function visit(v) {
  index.set(v, next);
  low.set(v, next);
  next++;
  stack.push(v);
  onStack.add(v);
  for (const w of (edges.get(v) ?? new Map()).keys()) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) {
      low.set(v, Math.min(low.get(v), index.get(w)));
    }
  }
  if (low.get(v) === index.get(v)) {
    const scc = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1) circles.push(scc.sort());
  }
}
for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);

/** One closed path through the circle, as [from, to, fromItem, toItem] steps. */
function pathThrough(scc) {
  const members = new Set(scc);
  const start = scc[0];
  // Breadth-first from the start back to itself, inside the circle.
  const prev = new Map();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of (edges.get(v) ?? new Map()).keys()) {
      if (!members.has(w)) continue;
      if (w === start) {
        const steps = [[v, w]];
        for (let x = v; x !== start; x = prev.get(x)) steps.unshift([prev.get(x), x]);
        return steps.map(([a, b]) => [a, b, ...edges.get(a).get(b)]);
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [];
}

const allowed = readFileSync(allowedFile, 'utf8')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((l) => l.split(/\s+/).sort().join(' '));
const known = [];
const fresh = [];
for (const scc of circles) {
  const key = scc.map(short).join(' ');
  (allowed.includes(key) ? known : fresh).push(scc);
}

for (const scc of known) {
  console.log(`layers: known circle (listed in ${allowedFile}): ${scc.map(short).join(', ')}`);
}
const stale = allowed.filter((a) => !circles.some((scc) => scc.map(short).join(' ') === a));
for (const a of stale) {
  console.log(`layers: ${allowedFile} lists "${a}", which is no longer a circle: remove the line`);
}
for (const scc of fresh) {
  console.log(`\nlayers: import circle between ${scc.map(short).join(', ')}:`);
  for (const [a, b, ia, ib] of pathThrough(scc)) {
    console.log(`  ${short(a)} -> ${short(b)}   (${ia} uses ${ib})`);
  }
  const members = new Set(scc);
  const inside = scc.flatMap((a) => [...(edges.get(a) ?? new Map())].filter(([b]) => members.has(b)).map(([b, [ia, ib]]) => [a, b, ia, ib]));
  if (inside.length > scc.length) {
    console.log('  every import inside this circle:');
    for (const [a, b, ia, ib] of inside) console.log(`    ${short(a)} -> ${short(b)}   (${ia} uses ${ib})`);
  }
}
if (fresh.length || stale.length) {
  console.log(
    `\nlayers: ${fresh.length} import circle(s) in ${prefix}` +
      (stale.length ? `, ${stale.length} stale line(s) in ${allowedFile}` : '') +
      '. Imports point down only: a module that must tell its caller something returns a value.'
  );
  process.exit(1);
}
console.log(
  known.length
    ? `layers: no new import circles in ${prefix}; ${known.length} known circle(s) still listed in ${allowedFile}`
    : `layers: no import circles in ${prefix} (${edges.size} modules import from others in it)`
);
