import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-database.ts'],
    // The files of a worker share one module graph: every file imports the whole app (AWS SDK,
    // sharp, socket.io…), and loading it again per file was more than half the suite's time. Each
    // test builds its own app on its own schema, so no state rides along but module constants.
    isolate: false,
    // Limits catch a hang, not a slow machine: a set-up that migrates a schema and seeds members
    // can take a minute when the machine is busy (load 7-15), and that must not fail the run.
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
