/**
 * `npm run bench:signed-in`: the JavaScript a signed-in member downloads on the home, `/chat` and
 * `/moments` (issue 32, target 3: at most 300 KB gzip on the home), measured in Chromium against
 * the production build with the demo community: every script the page fetches until the network
 * has been quiet for 2 s (so code loaded after the first paint, "when idle", counts too), each
 * gzipped at level 9 as the server sends it. Prints the heaviest files per page and writes
 * bench/results/signed-in-<date>.json. Options: --port 3330 --pages /,/chat,/moments --top 12
 * --viewport 1280x720 (e.g. 390x844 for a phone: the code some screens load only there)
 * --web-dist <dir> (another build of the web app, e.g. a copy of web/dist from before a change)
 * --lighthouse (then Lighthouse mobile on the same pages, signed in, --runs 3 per page),
 * --reports <dir> (with --lighthouse: each run's full report there, JSON).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions } from 'playwright';
import { parseArgs } from '../lib/args.ts';
import { saveResultFile } from '../lib/results.ts';
import { round } from '../lib/stats.ts';
import { demoMemberState, startDemoApp, webDistEnv } from './demo-app.ts';
import { launchLighthouseChrome, lighthouseRoutes } from './lighthouse.ts';

/** The target of issue 32 for the signed-in home, in KiB (300 KB). */
export const SIGNED_IN_HOME_JS_TARGET_KIB = round(300_000 / 1024, 1);
/** Issue 32, target 3: Lighthouse mobile at least 90 on each of these pages, signed in. */
export const SIGNED_IN_LIGHTHOUSE_TARGET = 90;

const args = parseArgs();
const pages = (args.optional('pages') ?? '/,/chat,/moments').split(',');
const top = args.number('top', 12);
const viewportArg = args.optional('viewport') ?? '1280x720';
const [width = NaN, height = NaN] = viewportArg.split('x').map(Number);
if (!(width > 0 && height > 0)) throw new Error('--viewport must be WIDTHxHEIGHT, e.g. 390x844');
const webDist = args.optional('web-dist');

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Saves the demo member's session (and the hint cookie beside it) in the default profile of the
 * Chromium Lighthouse drives (on `port`): Lighthouse opens its pages there and keeps localStorage
 * and cookies between runs.
 */
async function signInLighthouseChrome(port: number, baseURL: string, state: StorageState) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await cdp.contexts()[0]!.newPage();
    // A page of the origin that is not the app: nothing of it is cached for Lighthouse's run.
    await page.goto(`${baseURL}/api/health`);
    const items = state.origins.find((o) => o.origin === new URL(baseURL).origin)?.localStorage;
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items ?? []);
    // The app's signed-in hint (decision 054) as the member's browser keeps it.
    await page.context().addCookies(state.cookies);
    await page.close();
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await cdp.close();
  }
}

async function main() {
  const server = await startDemoApp(
    'bench-signed-in',
    args.number('port', 3330),
    webDistEnv(webDist),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const result: Record<string, { jsGzipKiB: number; files: number; heaviest: unknown[] }> = {};
  let storageState: StorageState;
  try {
    storageState = (await demoMemberState(browser, server.url)) as StorageState;
    for (const route of pages) {
      // A new context each time: an empty cache, the same session.
      const pageContext = await browser.newContext({
        baseURL: server.url,
        storageState,
        viewport: { width, height },
      });
      const page = await pageContext.newPage();
      const scripts = new Map<string, Promise<number>>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        scripts.set(
          url.pathname.split('/').pop()!,
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Idle-time loads start after the first paint: wait for a further quiet network.
      await page.waitForTimeout(2000);
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(
        [...scripts].map(async ([name, size]) => ({
          name,
          gzipKiB: round((await size) / 1024, 1),
        })),
      );
      files.sort((a, b) => b.gzipKiB - a.gzipKiB);
      const total = round(
        files.reduce((sum, f) => sum + f.gzipKiB, 0),
        1,
      );
      result[route] = { jsGzipKiB: total, files: files.length, heaviest: files.slice(0, top) };
      console.log(
        `${route}: ${total} KiB gzip JS in ${files.length} files at ${width}x${height}` +
          (route === '/' ? ` (target ${SIGNED_IN_HOME_JS_TARGET_KIB} KiB)` : ''),
      );
      for (const file of files.slice(0, top)) console.log(`  ${file.name}: ${file.gzipKiB} KiB`);
      await pageContext.close();
    }
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await browser.close();
  }

  let lighthouse: Record<string, unknown> | string = 'skipped (no --lighthouse)';
  if (args.flag('lighthouse')) {
    // After the downloads above, alone on the machine: one heavy thing at a time.
    const chrome = await launchLighthouseChrome();
    try {
      await signInLighthouseChrome(chrome.port, server.url, storageState);
      lighthouse = await lighthouseRoutes({
        baseUrl: server.url,
        routes: pages,
        runs: args.number('runs', 3),
        port: chrome.port,
        target: () => SIGNED_IN_LIGHTHOUSE_TARGET,
        label: 'signed in',
        reportDir: args.optional('reports'),
      });
    } finally {
      await chrome.kill();
    }
  }
  await server.stop();
  const file = saveResultFile('signed-in', {
    viewport: `${width}x${height}`,
    ...(webDist ? { webDist } : {}),
    pages: result,
    lighthouse,
  });
  console.log(`\nresults: ${file}`);
}

await main();
