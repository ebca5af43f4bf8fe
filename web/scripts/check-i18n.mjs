// Fails when the catalogs are out of date or a French message is missing. It extracts into a
// temporary copy of the catalogs, so the check never rewrites tracked files: the fix is
// `npm run i18n:extract -w web`, then translating what fr.po still lacks.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(webDir, 'src/locales');
const tmp = mkdtempSync(path.join(tmpdir(), 'tasklane-i18n-'));
let failed = false;
try {
  for (const locale of ['en', 'fr']) copyFileSync(path.join(localesDir, `${locale}.po`), path.join(tmp, `${locale}.po`));
  // Same settings as lingui.config.ts, with the catalogs in the temporary folder.
  const config = path.join(tmp, 'lingui.config.mjs');
  const formatPo = JSON.stringify(import.meta.resolve('@lingui/format-po'));
  writeFileSync(
    config,
    `import { formatter } from ${formatPo};
export default {
  rootDir: ${JSON.stringify(webDir)},
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: ${JSON.stringify(path.join(tmp, '{locale}'))}, include: ['<rootDir>/src'] }],
};
`,
  );
  const r = spawnSync('npx', ['lingui', 'extract', '--clean', '--config', config], { cwd: webDir, encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    process.exit(1);
  }
  for (const locale of ['en', 'fr']) {
    const tracked = readFileSync(path.join(localesDir, `${locale}.po`), 'utf8');
    const fresh = readFileSync(path.join(tmp, `${locale}.po`), 'utf8');
    if (tracked !== fresh) {
      console.error(`i18n: web/src/locales/${locale}.po is out of date with the source; run \`npm run i18n:extract -w web\` and translate what is new.`);
      failed = true;
    }
  }

  const po = readFileSync(path.join(tmp, 'fr.po'), 'utf8');
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
    failed = true;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('i18n: the catalogs are up to date and every French message is translated.');
