import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file has its own project id, so files run side by side; Vitest's default on two cores
    // is one worker. Three keep the Firestore emulator busy while each waits on it.
    fileParallelism: true,
    maxWorkers: 3,
  },
});
