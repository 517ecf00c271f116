/**
 * `npm run bench:signed-in`: the JavaScript a signed-in member downloads on the home, `/chat` and
 * `/moments` (issue 32, target 3: at most 300 KB gzip on the home), measured in Chromium against
 * the production build with the demo community: every script the page fetches until the network
 * has been quiet for 2 s (so code loaded after the first paint, "when idle", counts too), each
 * gzipped at level 9 as the server sends it. Prints the heaviest files per page and writes
 * bench/results/signed-in-<date>.json. Options: --port 3330 --pages /,/chat,/moments --top 12.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { parseArgs } from '../lib/args.ts';
import { saveResultFile } from '../lib/results.ts';
import { round } from '../lib/stats.ts';
import { demoMemberState, startDemoApp } from './demo-app.ts';

/** The target of issue 32 for the signed-in home, in KiB (300 KB). */
export const SIGNED_IN_HOME_JS_TARGET_KIB = round(300_000 / 1024, 1);

const args = parseArgs();
const pages = (args.optional('pages') ?? '/,/chat,/moments').split(',');
const top = args.number('top', 12);

async function main() {
  const server = await startDemoApp('bench-signed-in', args.number('port', 3330));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const result: Record<string, { jsGzipKiB: number; files: number; heaviest: unknown[] }> = {};
  try {
    const storageState = await demoMemberState(browser, server.url);
    for (const route of pages) {
      // A new context each time: an empty cache, the same session.
      const pageContext = await browser.newContext({ baseURL: server.url, storageState });
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
        `${route}: ${total} KiB gzip JS in ${files.length} files` +
          (route === '/' ? ` (target ${SIGNED_IN_HOME_JS_TARGET_KIB} KiB)` : ''),
      );
      for (const file of files.slice(0, top)) console.log(`  ${file.name}: ${file.gzipKiB} KiB`);
      await pageContext.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const file = saveResultFile('signed-in', { pages: result });
  console.log(`\nresults: ${file}`);
}

await main();
