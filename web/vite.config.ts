import { defineConfig } from 'vite';
import { STORAGE_KEYS } from '../domain/src/constants';
import { preloadFirstPaint } from './preload';
import { HYDRATED_ATTRIBUTE } from './src/lib/hydration';
import { publicPageModules, sitemap } from './sitemap';
import { transformPlugins } from './transform-plugins';

const siteOrigin = process.env.SITE_ORIGIN ?? 'https://tasklane.ca';
const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
const port = 5173 + offset;
// In development the public settings come from the Functions emulator, at the path Hosting's
// rewrite serves them from in production (firebase.json), so the pages fetch one URL everywhere.
const functionsOrigin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${5001 + offset}`;
const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tasklane';
const publicSettingsProxy = {
  '/api/public-settings': { target: functionsOrigin, changeOrigin: true, rewrite: () => `/${projectId}/northamerica-northeast1/publicSettings` },
};

export default defineConfig({
  // SITE_ORIGIN: the public origin written into sitemap.xml (robots.txt names the same one).
  plugins: [
    ...transformPlugins(),
    sitemap(siteOrigin),
    preloadFirstPaint({
      routes: publicPageModules(),
      catalogs: { en: 'src/locales/public/en.po', fr: 'src/locales/public/fr.po' },
      appCatalogs: { en: 'src/locales/en.po', fr: 'src/locales/fr.po' },
      localeStorageKey: STORAGE_KEYS.locale,
      hydratedAttribute: HYDRATED_ATTRIBUTE,
    }),
  ],
  // Canonical, hreflang and Open Graph URLs name the public origin, in the built HTML and the app alike.
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
  server: { host: '127.0.0.1', port, strictPort: true, proxy: publicSettingsProxy },
  preview: { host: '127.0.0.1', port, strictPort: true },
  css: {
    // Bulma's own sources trip Sass deprecation notices that are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'if-function'] } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: bench/public-weight.mjs follows it to weigh each route's first load.
    manifest: true,
  },
});
