import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // jsdom + Mantine screens are CPU-bound: on a busy 2-core machine 5 s is not enough. Waits
    // inside a test are bounded at 20 s (src/testing/setup.ts), so a missing state still fails here.
    testTimeout: 45_000,
  },
});
