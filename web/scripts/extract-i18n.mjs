// `npm run i18n:extract -w web`: `lingui extract --clean` over both catalogs (the public pages'
// and the signed-in app's, split as web/i18n-catalogs.ts says), then every message left without a
// translation gets the one it had before in either catalog, so code moving between public and
// signed-in files never loses its French. What is still empty afterwards is new: translate it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = process.env.TASKLANE_LOCALES_DIR ?? path.join(webDir, 'src/locales');
const CATALOG_FILES = ['en.po', 'fr.po', 'public/en.po', 'public/fr.po'];

/** msgctxt + msgid → msgstr block (as written in the file), for entries with a translation. */
function translations(text) {
  const map = new Map();
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    const ctx = /^msgctxt ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str || id[1].trim() === '""' || str[1].trim() === '""') continue;
    map.set(`${ctx ? ctx[1] : ''}|${id[1].trim()}`, str[1].trimEnd());
  }
  return map;
}

const read = (file) => {
  try {
    return readFileSync(path.join(localesDir, file), 'utf8');
  } catch {
    return '';
  }
};

const before = Object.fromEntries(
  ['en', 'fr'].map((l) => [l, new Map([...translations(read(`public/${l}.po`)), ...translations(read(`${l}.po`))])]),
);
const r = spawnSync('npx', ['lingui', 'extract', '--clean', ...process.argv.slice(2)], {
  cwd: webDir,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (r.status !== 0) process.exit(r.status ?? 1);

for (const file of CATALOG_FILES) {
  const known = before[file.endsWith('fr.po') ? 'fr' : 'en'];
  let filled = 0;
  const text = read(file)
    .split(/(\n\n+)/)
    .map((block) => {
      const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
      const ctx = /^msgctxt ((?:".*"\n?)+)/m.exec(block);
      // An empty msgstr: "" with no continuation line (a long translation starts with "" too).
      if (!id || id[1].trim() === '""' || !/^msgstr ""$(?!\n")/m.test(block)) return block;
      const str = known.get(`${ctx ? ctx[1] : ''}|${id[1].trim()}`);
      if (!str) return block;
      filled++;
      return block.replace(/^msgstr ""$(?!\n")/m, `msgstr ${str}`);
    })
    .join('');
  if (filled > 0) {
    writeFileSync(path.join(localesDir, file), text);
    console.log(`i18n: ${file}: ${filled} translation(s) carried over from the other catalog`);
  }
}
