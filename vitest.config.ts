import { defineConfig } from 'vitest/config';

// One config per workspace (npm does not hoist packages with peer deps); the root only lists them.
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web'],
  },
});
