import { defineConfig } from 'vitest/config';

// Plain HTTP against the built site on the Hosting emulator: what a search engine downloads.
export default defineConfig({
  test: { include: ['tests/public/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
