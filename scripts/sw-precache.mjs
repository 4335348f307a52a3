// Trunk post-build hook: writes sw.js into the staging folder with the list of every built
// file and a version made from their contents, so each build's service worker caches exactly
// that build and replaces the one before.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by Trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
const files = fs.readdirSync(dir, { recursive: true })
  .filter((f) => !fs.statSync(path.join(dir, f)).isDirectory() && f !== 'sw.js')
  .sort();
const hash = crypto.createHash('sha256');
for (const f of files) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
const version = hash.digest('hex').slice(0, 16);
const list = ['./', ...files.filter((f) => f !== 'index.html').map((f) => `./${f.split(path.sep).join('/')}`)];
const template = fs.readFileSync(path.join(process.cwd(), 'www/sw.js'), 'utf8');
fs.writeFileSync(path.join(dir, 'sw.js'),
  template.replace("'__VERSION__'", JSON.stringify(version)).replace('__FILES__', JSON.stringify(list)));
console.log(`sw.js: ${list.length} files, version ${version}`);
