import { defineConfig } from 'vitest/config';

// One config per workspace (npm does not hoist packages with peer deps); the root only lists them.
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web'],
    // Each server test file gets its own database; two files at a time suit the 2-core machines.
    maxWorkers: 2,
    // In CI the counts also go to a JSON report that .ci/summary.mjs adds up.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? '.tmp/vitest.json' }]]
      : ['default'],
  },
});
