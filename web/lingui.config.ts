import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import path from 'node:path';
import { publicSourceFiles } from './i18n-catalogs';

// The catalogs' folder; the i18n check points it at a temporary copy so it never rewrites them.
const localesDir = process.env.TASKLANE_LOCALES_DIR ?? '<rootDir>/src/locales';
const publicFiles = publicSourceFiles(import.meta.dirname).map(
  (f) => `<rootDir>/${path.relative(import.meta.dirname, f)}`,
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  // Origins without line numbers: moving code does not churn the catalogs or conflict in merges.
  format: formatter({ lineNumbers: false }),
  // Two catalogs (how the files are split: i18n-catalogs.ts): what public pages can show, loaded
  // first on every page; and the signed-in app's, loaded with its screens.
  catalogs: [
    { path: `${localesDir}/public/{locale}`, include: publicFiles },
    { path: `${localesDir}/{locale}`, include: ['<rootDir>/src'], exclude: publicFiles },
  ],
});
