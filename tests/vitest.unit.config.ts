import { defineConfig } from 'vitest/config';
import { transformPlugins } from '../web/transform-plugins.ts';

// Domain tests run in Node; component tests (tests/components, each with a
// `@vitest-environment happy-dom` docblock) render the web app's presentational components,
// compiled as the app compiles them (JSX, Lingui macros, .po catalogs loaded on import).
export default defineConfig({
  plugins: transformPlugins(),
  test: {
    include: ['tests/domain/**/*.test.ts', 'tests/web/**/*.test.ts', 'tests/components/**/*.test.tsx'],
    environment: 'node',
    maxWorkers: 2,
  },
});
