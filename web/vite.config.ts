import { defineConfig } from 'vite';
import { STORAGE_KEYS } from '../domain/src/constants.ts';
import { preloadFirstPaint } from './preload.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { publicDomainModules, signedInGroups, signedInShell } from './chunk-groups.ts';
import { noChunkCycles } from './chunk-cycles.ts';
import { HYDRATED_ATTRIBUTE } from './src/lib/hydration.ts';
import { firebaseUnusedModules } from './firebase-unused-modules.ts';
import { PAINT_FIRST_ROUTES, publicPageModules, SIGNED_IN_MODULES, signedInPageModules, sitemap } from './sitemap.ts';
import { transformPlugins } from './transform-plugins.ts';

// The hosts a signed-in screen's first requests go to (Auth's token refresh, Firestore's listen
// channel), preconnected by the signed-in preload: the emulators in an emulator build.
const emulatorHost = process.env.VITE_EMULATOR_HOST ?? '127.0.0.1';
const signedInHosts =
  process.env.VITE_USE_EMULATORS === 'true'
    ? [
        `http://${emulatorHost}:${process.env.VITE_AUTH_EMULATOR_PORT ?? 9099}`,
        `http://${emulatorHost}:${process.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080}`,
      ]
    : [
        'https://securetoken.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://firestore.googleapis.com',
      ];

const signedIn = signedInGroups(import.meta.dirname);
const shell = signedInShell(import.meta.dirname, [
  'src/app/shell/signed-in-widgets.tsx',
  'src/features/tasks/components/queue-watcher.tsx',
]);
/**
 * Signed-in modules too small for a file of their own (the task calls, the file limits' wording,
 * the paying account of a task).
 */
const TINY_SHARED =
  /[\\/]src[\\/](features[\\/]tasks[\\/]api[\\/]task-actions|components[\\/]files[\\/]use-file-limits-text|accounts)\.ts$/;
/**
 * The file pickers, lists and their wording, with the file kinds they check: one chunk. Left to
 * the signed-in grouping, the thread (which attaches files) and the file components were dealt
 * into two chunks that imported each other.
 */
const FILES =
  /[\\/]web[\\/]src[\\/](components[\\/]files[\\/][^\\/]+|lib[\\/]files)\.tsx?$|[\\/]domain[\\/]src[\\/]file-kinds\.ts$/;
const FIRESTORE =
  /node_modules[\\/](@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore|reactfire)[\\/]|\0firebase-unused|[\\/]src[\\/](lib[\\/](firebase-data\.ts|data-providers\.tsx))$/;
const siteOrigin = process.env.SITE_ORIGIN ?? 'https://tasklane.ca';
const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
const port = 5173 + offset;
// In development the public settings come from the Functions emulator, at the path Hosting's
// rewrite serves them from in production (firebase.json), so the pages fetch one URL everywhere.
const functionsOrigin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${5001 + offset}`;
const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tasklane';
const publicSettingsProxy = {
  '/api/public-settings': {
    target: functionsOrigin,
    changeOrigin: true,
    rewrite: () => `/${projectId}/northamerica-northeast1/publicSettings`,
  },
  // The ordering API (firebase.json rewrites /api/v1/** to the `api` function).
  '/api/v1': {
    target: functionsOrigin,
    changeOrigin: true,
    rewrite: (path: string) => `/${projectId}/northamerica-northeast1/api${path.replace(/^\/api/, '')}`,
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // SITE_ORIGIN: the public origin written into sitemap.xml (robots.txt names the same one).
  plugins: [
    ...transformPlugins(),
    firebaseUnusedModules(),
    noChunkCycles(),
    sitemap(siteOrigin),
    preloadFirstPaint({
      routes: publicPageModules(),
      catalogs: { en: 'src/locales/public/en.po', fr: 'src/locales/public/fr.po' },
      appCatalogs: { en: 'src/locales/en.po', fr: 'src/locales/fr.po' },
      localeStorageKey: STORAGE_KEYS.locale,
      hydratedAttribute: HYDRATED_ATTRIBUTE,
      signedIn: {
        routes: signedInPageModules(),
        always: SIGNED_IN_MODULES,
        hintKey: STORAGE_KEYS.sessionHint,
        preconnect: signedInHosts,
        paintFirst: PAINT_FIRST_ROUTES,
      },
    }),
  ],
  // Canonical, hreflang and Open Graph URLs name the public origin, in the built HTML and the app alike.
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
  resolve: {
    // domain/ and web/ each have their own copy of zod in node_modules; resolved from two places,
    // it was bundled twice (about 22 kB gzipped more on every signed-in screen).
    dedupe: ['zod'],
    // The browser build takes react-router's production build (react-router-production.ts).
    alias: command === 'build' && !isSsrBuild ? reactRouterProduction() : [],
  },
  server: { host: '127.0.0.1', port, strictPort: true, proxy: publicSettingsProxy },
  preview: { host: '127.0.0.1', port, strictPort: true },
  css: {
    // Bulma's own sources trip Sass deprecation notices that are not ours to fix.
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'if-function'] },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: bench/public-weight.mjs follows it to weigh each route's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry itself imports and every page therefore loads: one file, not six.
            {
              name: 'core',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](react|react-router|@lingui[\\/]react|use-sync-external-store)[\\/]|[\\/]src[\\/](config[\\/](paths|public-pages)|lib[\\/]env)\.ts$/,
            },
            // Auth with the Firebase core and our wrappers, loaded together when a session may exist.
            {
              name: 'firebase-auth',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@firebase[\\/](auth|app|util|component|logger)|firebase[\\/](auth|app)|idb)[\\/]|[\\/]src[\\/]lib[\\/](firebase-(auth|app)|auth-sdk)\.ts$/,
            },
            // Firestore with reactfire and the providers, and the code every signed-in screen runs
            // around its own (header widgets, queue watcher): signed-in screens only.
            // Two tiny modules most signed-in screens use ride along (0.4 kB): merged by size, they
            // sat with the sign-in forms' fields and the quote screens' calls, and the task form
            // fetched those, the validation messages and one more file with them.
            {
              name: 'firestore',
              includeDependenciesRecursively: false,
              test: (id: string) => FIRESTORE.test(id) || shell(id) || TINY_SHARED.test(id),
            },
            // The brief check's button, on the task form and the quote forms: alone, so the task
            // form does not fetch the quote screens' code that small-chunk merging put beside it.
            {
              name: 'brief-check',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/]components[\\/]brief-check[\\/]brief-check-panel\.tsx$/,
            },
            { name: 'files', includeDependenciesRecursively: false, test: FILES },
            // The toaster and its library, always loaded together.
            {
              name: 'toasts',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](react-hot-toast|goober)[\\/]|[\\/]src[\\/]app[\\/]toasts\.tsx$/,
            },
            // The domain modules public pages use: one file instead of a dozen tiny ones.
            { name: 'domain', test: publicDomainModules(import.meta.dirname), includeDependenciesRecursively: false },
            // Code only signed-in screens run, shared by several: a few chunks by which screens load
            // them (small ones merged), rather than a file per module (a screen fetched 45 files).
            // Modules that run zod stay out of it, never beside those that do not. The domain's schemas
            // that only signed-in screens use are one chunk: split by screens, two chunks imported each
            // other (the contracts need the receipt schemas, the brand kit helpers the brand kit
            // schemas), and whichever ran first built a schema from the other's not yet defined values
            // (the review and credits screens crashed). Web modules that run zod (forms) are left to
            // the bundler, so a screen fetches only its own along with the schemas.
            {
              name: 'signed-in',
              test: signedIn.zodFree,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
              includeDependenciesRecursively: false,
            },
            {
              name: 'signed-in-schemas',
              test: (id: string) => signedIn.withZod(id) && /[\\/]domain[\\/]src[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        manualPureFunctions: [
          'z.object',
          'z.string',
          'z.number',
          'z.boolean',
          'z.enum',
          'z.custom',
          'z.record',
          'z.array',
          'z.union',
          'z.literal',
          'z.discriminatedUnion',
          'z.nullable',
          'z.optional',
          'z.date',
          'z.tuple',
          'z.int',
          'z.email',
          'z.url',
          'z.iso',
        ],
      },
    },
  },
}));
