import { readFileSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importCycles from './scripts/lint/import-cycles.mjs';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const firebaseImports = {
  group: ['firebase', 'firebase/*', 'reactfire'],
  allowTypeImports: true,
  message: 'Firebase and reactfire only in features/*/api and lib/',
};
const firebaseDynamicImports = [
  {
    selector: 'ImportExpression[source.value=/^(firebase|reactfire)(\\/|$)/]',
    message: 'Firebase and reactfire only in features/*/api and lib/',
  },
];

// Intl formatters come from domain/src/intl.ts, made once per locale and options when first used:
// one built at module scope cost every page that imported it about 35 ms before its first paint
// (the time zone's data), and one built per call was paid again for each row of a list.
const intlConstruction = [
  {
    selector: "NewExpression[callee.object.name='Intl']",
    message:
      'Use dateTimeFormat / numberFormat / collator / relativeTimeFormat from @tasklane/domain (cached, made on first use).',
  },
];

// Collections are named in one list (domain/src/collection-names.ts) and reached through one map
// per side (functions/src/lib/collections.ts, web/src/lib/data/refs.ts): a raw name anywhere else
// is refused, so renaming or retyping a collection is one change the compiler follows.
const collectionMaps = [
  'domain/src/collection-names.ts',
  'functions/src/lib/collections.ts',
  'web/src/lib/data/refs.ts',
];
const collectionNames = [
  ...readFileSync(new URL('./domain/src/collection-names.ts', import.meta.url), 'utf8').matchAll(
    /^\s+\w+: '(\w+)',$/gm,
  ),
].map((m) => m[1]);
const namePrefix = `^(${collectionNames.join('|')})`;
const rawCollectionMessage =
  'Reach collections through the collection map (col / refs(db) in functions, webRefs on the web), not by a raw name.';
const rawCollectionNames = [
  // db.collection('tasks'), ref.collectionGroup(`…`): any literal name.
  {
    selector:
      'CallExpression[callee.property.name=/^(collection|collectionGroup)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
    message: rawCollectionMessage,
  },
  // db.doc('settings/app'), db.doc(`tasks/${id}`): a path that starts with a collection name.
  {
    selector: `CallExpression[callee.property.name='doc'][arguments.0.value=/${namePrefix}\\x2F/]`,
    message: rawCollectionMessage,
  },
  {
    selector: `CallExpression[callee.property.name='doc'][arguments.0.quasis.0.value.raw=/${namePrefix}\\x2F/]`,
    message: rawCollectionMessage,
  },
  // The web SDK's collection(db, 'tasks'), doc(db, 'tasks', id), collectionGroup(db, 'members').
  {
    selector: `CallExpression[callee.name=/^(collection|collectionGroup|doc)$/] > Literal.arguments[value=/${namePrefix}(\\x2F|$)/]`,
    message: rawCollectionMessage,
  },
  {
    selector: `CallExpression[callee.name=/^(collection|collectionGroup|doc)$/] > TemplateLiteral.arguments[quasis.0.value.raw=/${namePrefix}(\\x2F|$)/]`,
    message: rawCollectionMessage,
  },
];

const untranslatedLabelMessage =
  'Translate this label with Lingui (t`…`): aria-label, title, alt and placeholder are read to people too.';
const labelAttr =
  'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder)$/]';
const untranslatedLabels = [
  { selector: `${labelAttr} > Literal[value=/[A-Za-z]/]`, message: untranslatedLabelMessage },
  { selector: `${labelAttr} > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`, message: untranslatedLabelMessage },
  {
    selector: `${labelAttr} > JSXExpressionContainer > TemplateLiteral[expressions.length=0]`,
    message: untranslatedLabelMessage,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'web/.bench-ssr/**',
      'functions/lib/**',
      '.tasklane/**',
      'web/src/locales/*.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Firebase SDKs and reactfire live behind features/*/api and lib/ (type-only imports
      // are fine: they vanish at build time and load no SDK).
      'no-restricted-imports': ['error', { patterns: [firebaseImports] }],
      // Screen readers read aria-label, title, alt and placeholder: a bare string there would stay
      // English in French mode.
      'no-restricted-syntax': [
        'error',
        ...firebaseDynamicImports,
        ...untranslatedLabels,
        ...intlConstruction,
        ...rawCollectionNames,
      ],
    },
  },
  {
    files: ['web/src/features/*/api/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-syntax': ['error', ...intlConstruction, ...rawCollectionNames],
    },
  },
  {
    // What a visitor reads on a public page comes from the live public settings
    // (usePublicSettings), never straight from the build's defaults: an admin's new price or
    // delivery time would otherwise reach checkout but not the page that advertises it.
    files: [
      'web/src/features/public/**/*.{ts,tsx}',
      'web/src/app/shell/**/*.{ts,tsx}',
      'web/src/hooks/use-public-settings.ts',
      'web/src/lib/public-settings.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [firebaseImports],
          paths: [
            {
              name: '@tasklane/domain',
              importNames: [
                'DEFAULT_SETTINGS',
                'DEFAULT_SUPPLIER',
                'DEFAULT_FILES_SETTINGS',
                'DEFAULT_PRIVACY_OFFICER',
              ],
              message: 'Public pages show the live public settings: use usePublicSettings(), not the defaults.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dependencies flow one way: shared (components, hooks, lib, config) → features → app.
    // When a zone blocks an import, move the shared piece down a layer.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'features never import each other: move the shared piece to components/, hooks/ or lib/',
            })),
            { target: './web/src/features', from: './web/src/app', message: 'features never import the app layer' },
            {
              target: './functions/src/callable',
              from: './functions/src/callable',
              message: 'a callable never imports another callable: move the shared piece to lib/',
            },
            {
              // Services are adapters over outside systems (mail, Stripe, drafting providers): they
              // build and send what they are given. Reading the database is their callers' job.
              target: './functions/src/services',
              from: './functions/src/lib',
              except: ['./logs.ts'],
              message: 'services receive data and do not fetch it: read in lib/ (or the caller) and pass it in',
            },
            {
              // Migrations and rebuilds run from scripts/, never while serving a request.
              target: [
                './functions/src/index.ts',
                './functions/src/callable',
                './functions/src/http',
                './functions/src/triggers',
                './functions/src/scheduled',
                './functions/src/lib',
                './functions/src/services',
              ],
              from: './functions/src/maintenance',
              message: 'maintenance code (migrations, rebuilds) is run from scripts/, not by deployed functions',
            },
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib', './web/src/config'],
              from: ['./web/src/features', './web/src/app'],
              message: 'the shared layer imports neither features nor the app layer',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycle, type-only imports included: import-x/no-cycle skips every `import type`
    // edge (with no option to count them), so the local rule walks the whole graph instead, once
    // per run. `node scripts/lint/import-cycles.mjs` lists every cycle.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/src/**/*.ts', 'scripts/**/*.{ts,mjs,js,cjs}'],
    plugins: { tasklane: importCycles },
    rules: { 'tasklane/no-cycle': 'error' },
  },
  {
    files: ['domain/src/**/*.ts', 'functions/src/**/*.ts'],
    ignores: ['domain/src/intl.ts'],
    rules: { 'no-restricted-syntax': ['error', ...intlConstruction, ...rawCollectionNames] },
  },
  {
    // The maps themselves name the collections.
    files: collectionMaps,
    rules: { 'no-restricted-syntax': ['error', ...intlConstruction] },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'domain is pure: no Firebase',
            },
          ],
        },
      ],
    },
  },
  {
    // A file does one job; past these budgets it is doing two. Every line counts (blank and comment
    // lines too), so the figure is the one `wc -l` prints. An exception is a disable comment at the
    // top of the file that says why: /* eslint-disable max-lines -- <reason> */
    files: ['domain/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js,cjs}'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs,js}'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: [
      'scripts/**/*.{mjs,js,ts}',
      'bench/**/*.{mjs,js,ts}',
      'functions/**/*.{ts,mjs}',
      'tests/**/*.ts',
      'web/scripts/**/*.mjs',
      '*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS preloads (node --require), which load firebase-tools' own CommonJS modules.
    files: ['scripts/**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
