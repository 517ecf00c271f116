import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-database.ts'],
    // Limits catch a hang, not a slow machine: a set-up that migrates a schema and seeds members
    // can take a minute when the machine is busy (load 7-15), and that must not fail the run.
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
