// Fills empty French entries of both French catalogs (src/locales/fr.po, the signed-in app's, and
// src/locales/public/fr.po, the public pages') from a JSON map { "English source": "French" }.
// Usage: node scripts/apply-translations.mjs path/to/map.json   (run `npm run i18n:extract` first)
// The .po files stay the source of truth; the map is a working file, not committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const map = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const esc = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const unesc = (s) => s.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');

let filled = 0;
const missing = [];
for (const poPath of ['src/locales/fr.po', 'src/locales/public/fr.po'].map((f) => path.join(webDir, f))) {
  const blocks = readFileSync(poPath, 'utf8').split(/\n\n/);
  const out = blocks.map((block) => {
    const m = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr ""$/m.exec(block);
    if (!m || m[1] === '') return block;
    const source = unesc(m[1]);
    const fr = map[source];
    if (fr === undefined) {
      missing.push(source);
      return block;
    }
    filled++;
    return block.replace(/\nmsgstr ""$/m, `\nmsgstr "${esc(fr)}"`);
  });
  writeFileSync(poPath, out.join('\n\n'));
}
console.log(`filled ${filled}; still empty ${missing.length}`);
for (const m of missing) console.log(`  - ${JSON.stringify(m)}`);
