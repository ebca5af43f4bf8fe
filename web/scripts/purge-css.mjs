#!/usr/bin/env node
// Keeps only the CSS rules the built app can use, after `vite build`. The theme compiles Bulma's
// modules whole; PurgeCSS keeps a rule only if its class names appear in the built HTML or
// JavaScript (every page's classes are string literals there, so new code is covered by the next
// build without a list to maintain). Unused custom properties go too. Each purged stylesheet gets
// a new content hash in its name, since /assets is cached as immutable.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PurgeCSS } from 'purgecss';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(web, process.argv[2] ?? 'dist');
const assets = path.join(dist, 'assets');

const walk = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : [path.join(dir, f)],
  );
const textFiles = walk(dist).filter((f) => /\.(html|js|json)$/.test(f));
const cssFiles = readdirSync(assets).filter((f) => f.endsWith('.css'));

// Contents and stylesheets go in as text, not paths: PurgeCSS reads paths as globs, and a
// directory name holding glob characters (the bench's `dist-base (main)`) matched no file, which
// left every stylesheet unpurged without a word.
const results = await new PurgeCSS().purge({
  content: walk(dist)
    .filter((f) => /\.(html|js)$/.test(f))
    .map((f) => ({ raw: readFileSync(f, 'utf8'), extension: path.extname(f).slice(1) })),
  css: cssFiles.map((f) => ({ raw: readFileSync(path.join(assets, f), 'utf8'), name: f })),
  variables: true,
});
if (results.length !== cssFiles.length) {
  console.error(`purge-css: purged ${results.length} of ${cssFiles.length} stylesheets in ${assets}`);
  process.exit(1);
}

const renames = new Map();
for (const [i, result] of results.entries()) {
  const file = path.join(assets, result.file ?? cssFiles[i]);
  const before = readFileSync(file);
  const hash = createHash('sha256').update(result.css).digest('base64url').slice(0, 8);
  const name = path.basename(file).replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
  writeFileSync(file, result.css);
  if (name !== path.basename(file)) {
    renameSync(file, path.join(assets, name));
    renames.set(path.basename(file), name);
  }
  const gz = (b) => (gzipSync(b, { level: 9 }).length / 1024).toFixed(1);
  console.log(`purge-css: ${name} ${gz(before)} → ${gz(Buffer.from(result.css))} kB gz`);
}

for (const f of textFiles) {
  let text = readFileSync(f, 'utf8');
  let changed = false;
  for (const [from, to] of renames) {
    if (text.includes(from)) {
      text = text.split(from).join(to);
      changed = true;
    }
  }
  if (changed) writeFileSync(f, text);
}
