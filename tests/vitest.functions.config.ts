import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/functions/**/*.test.ts'],
    environment: 'node',
    // The Functions emulator starts a worker per concurrent call; first calls are slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
