import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const FEED_FIRST = 'images.spec.ts';
const FEED_WRITERS = [
  'moments.spec.ts',
  'reports.spec.ts',
  'moderation.spec.ts',
  'visitor-pages-prerender.spec.ts',
];
// Moves the shared server's app clock past the stories' lifetime (TEST_CLOCK): anything another
// journey made in the meantime jumps 10 minutes into its future (a story posted then read back
// is already expired: 404). Such journeys run alone, after all the others; to run one by itself,
// skip the projects it waits for: `npm run test -w e2e -- --no-deps tests/stories.spec.ts`.
const CLOCK_MOVERS = ['stories.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two workers for the 2-core machines: the journeys share one server and its demo data but make
  // their own members, so they run side by side, each test where a worker is free, except the few
  // that read or change the public moments feed (the projects below).
  fullyParallel: true,
  workers: 2,
  // No retries: a journey that passes only on a second try hides a bug or a wait on time.
  retries: 0,
  // A bound for a journey that hangs, not a pace: two-member journeys on a busy 2-core CI machine
  // (four browsers, the server and PostgreSQL) have needed over a minute.
  timeout: 120_000,
  // The same for what a journey waits to see: a page that loads its chunks and texts and then
  // connects has needed over 10 s there; a state that arrives sooner ends the wait sooner.
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../.tmp/playwright.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // Each fresh context would otherwise precache the whole app shell (~2.8 MB) in the background
    // while the journey runs; only the offline journeys need the service worker (offline.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download is not available here (STACK.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A synthetic microphone and camera, granted without a prompt (voice messages, calls).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    // The visitor feed's first card must be a demo moment with its photos (images.spec.ts): before
    // any journey posts a moment.
    { name: 'pristine-feed', testMatch: FEED_FIRST, use: DESKTOP },
    // The journeys that post, hide or delete public moments and read the feed's newest ones: one at
    // a time, after pristine-feed, each sure of what the feed's top holds.
    {
      name: 'feed',
      testMatch: FEED_WRITERS,
      dependencies: ['pristine-feed'],
      workers: 1,
      use: DESKTOP,
    },
    // Everything else: independent of each other and of the feed, from the start.
    { name: 'desktop', testIgnore: [FEED_FIRST, ...FEED_WRITERS, ...CLOCK_MOVERS], use: DESKTOP },
    {
      name: 'clock',
      testMatch: CLOCK_MOVERS,
      dependencies: ['desktop', 'feed'],
      workers: 1,
      use: DESKTOP,
    },
  ],
});
