import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.tasklane/**', 'web/src/locales/*.ts', 'test-results/**', 'playwright-report/**'],
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
      // Dependencies flow one way: shared → features → app. Features never import the app layer's
      // router, and never reach into firebase SDKs outside their api/ folders or lib/.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/router', '**/app/app'], message: 'features must not import the app layer' }] },
      ],
    },
  },
  {
    files: ['web/src/main.tsx', 'web/src/entry-server.tsx', 'web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'], message: 'domain is pure: no Firebase' }] }],
    },
  },
  {
    files: ['scripts/**/*.{mjs,js,ts}', 'bench/**/*.{mjs,js,ts}', 'functions/**/*.{ts,mjs}', 'tests/**/*.ts', 'web/scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
);
