import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/functions/**/*.test.ts'],
    environment: 'node',
    // The Functions emulator starts a worker per concurrent call; first calls are slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // On CI's shared two cores a cold Functions worker can outlast a call's deadline; one retry
    // tells such a stall from a real failure, which fails twice (the log still shows the first try).
    retry: process.env.CI ? 1 : 0,
  },
});
