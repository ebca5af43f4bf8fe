// Fails when the catalogs are out of date, a French message is missing, or a French colon or
// semicolon has no space before it. It extracts into a
// temporary copy of the catalogs, so the check never rewrites tracked files: the fix is
// `npm run i18n:extract -w web`, then translating what fr.po still lacks.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(webDir, 'src/locales');
// Both catalogs: the public pages' (public/) and the signed-in app's.
const CATALOGS = ['en.po', 'fr.po', 'public/en.po', 'public/fr.po'];
const tmp = mkdtempSync(path.join(tmpdir(), 'tasklane-i18n-'));
let failed = false;
try {
  cpSync(localesDir, tmp, { recursive: true });
  // The real lingui.config.ts, with its catalogs moved to the temporary copy.
  const r = spawnSync('npx', ['lingui', 'extract', '--clean'], {
    cwd: webDir,
    encoding: 'utf8',
    env: { ...process.env, TASKLANE_LOCALES_DIR: tmp },
  });
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    process.exit(1);
  }
  for (const file of CATALOGS) {
    const tracked = readFileSync(path.join(localesDir, file), 'utf8');
    const fresh = readFileSync(path.join(tmp, file), 'utf8');
    if (tracked !== fresh) {
      console.error(
        `i18n: web/src/locales/${file} is out of date with the source; run \`npm run i18n:extract -w web\` and translate what is new.`,
      );
      failed = true;
    }
  }

  const missing = [];
  const typography = [];
  for (const file of ['fr.po', 'public/fr.po']) {
    // A .po entry: optional comments, msgid (maybe multi-line), msgstr (maybe multi-line).
    for (const block of readFileSync(path.join(tmp, file), 'utf8').split(/\n\n+/)) {
      const id = /msgid "(.*)"/.exec(block);
      const str = /msgstr "(.*)"((?:\n".*")*)/.exec(block);
      if (!id || !str) continue;
      const idText = id[1];
      const strText = (str[1] + (str[2] ?? '')).replace(/"\n"/g, '');
      if (idText === '' && !/msgid ""\n"/.test(block)) continue; // header
      if (strText.trim() === '')
        missing.push(`${file}: ${idText || block.split('\n').find((l) => l.startsWith('"')) || '?'}`);
      // French sets a space before a colon or semicolon (non-breaking for the semicolon, so it never
      // starts a line); "https://" and times are not followed by a space, so they pass.
      else if (/[^\s\u00a0][:;] /.test(strText)) typography.push(`${file}: ${strText.slice(0, 90)}`);
    }
  }
  if (typography.length > 0) {
    console.error(`i18n: ${typography.length} French message(s) with no space before a colon or semicolon:`);
    for (const m of typography.slice(0, 40)) console.error(`  - ${m}`);
    failed = true;
  }
  if (missing.length > 0) {
    console.error(`i18n: ${missing.length} French message(s) without a translation:`);
    for (const m of missing.slice(0, 40)) console.error(`  - ${m}`);
    failed = true;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('i18n: the catalogs are up to date and every French message is translated.');
