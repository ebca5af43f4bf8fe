// Fails when a French message is missing: runs `lingui extract`, then reads fr.po.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync('npx', ['lingui', 'extract', '--clean'], { cwd: webDir, encoding: 'utf8' });
if (r.status !== 0) {
  console.error(r.stdout, r.stderr);
  process.exit(1);
}

const po = readFileSync(path.join(webDir, 'src/locales/fr.po'), 'utf8');
const missing = [];
// A .po entry: optional comments, msgid (maybe multi-line), msgstr (maybe multi-line).
for (const block of po.split(/\n\n+/)) {
  const id = /msgid "(.*)"/.exec(block);
  const str = /msgstr "(.*)"((?:\n".*")*)/.exec(block);
  if (!id || !str) continue;
  const idText = id[1];
  const strText = (str[1] + (str[2] ?? '')).replace(/"\n"/g, '');
  if (idText === '' && !/msgid ""\n"/.test(block)) continue; // header
  if (strText.trim() === '') missing.push(idText || block.split('\n').find((l) => l.startsWith('"')) || '?');
}
if (missing.length > 0) {
  console.error(`i18n: ${missing.length} French message(s) without a translation:`);
  for (const m of missing.slice(0, 40)) console.error(`  - ${m}`);
  process.exit(1);
}
console.log('i18n: every French message is translated.');
