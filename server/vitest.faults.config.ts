import { defineConfig } from 'vitest/config';

/**
 * The reliability suite (`npm run test:faults`): real server processes killed, stopped and
 * restarted. Not part of `npm test`'s projects; CI runs it as its own step.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['test-faults/**/*.test.ts'],
    // The server processes prepare their PostgreSQL themselves (extensions under an advisory lock).
    globalSetup: ['test-faults/build-server.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // In CI the counts also go to the JSON report .ci/summary.mjs adds up.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '../.tmp/vitest-faults.json' }]]
      : ['default'],
  },
});
