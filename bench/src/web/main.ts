/**
 * `npm run bench:web`: production build with a Vite manifest into .tmp/bench-web, gzip weights
 * of the landing route and of the app after sign-in, then Lighthouse (mobile) on /, /moments and
 * /communities against the production server, the median of --runs (default 3) per page.
 * Options: --no-build --no-lighthouse --port 3320 --runs 3 --pages /,/moments.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from '../lib/args.ts';
import { saveSection } from '../lib/results.ts';
import { startAppServer } from '../lib/server.ts';
import { readTarget, repoRoot, serverEnv } from '../lib/target.ts';
import { bundleWeights } from './bundle.ts';
import { composition } from './composition.ts';
import { launchLighthouseChrome, lighthouseRoutes } from './lighthouse.ts';

/**
 * Targets of docs/performance.md ("fast by default"), reported (never asserted): the minimum
 * performance score per page.
 */
export const WEB_TARGETS = {
  landingJsGzipKiB: 120,
  lighthousePerformance: { '/': 95, '/moments': 90, '/communities': 90 } as Record<string, number>,
};
const PAGES = Object.keys(WEB_TARGETS.lighthousePerformance);

async function main() {
  const args = parseArgs();
  const dist = path.join(repoRoot, '.tmp/bench-web');
  if (!args.flag('no-build')) {
    console.log('Building the web app with a manifest...');
    execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        // Source maps only to attribute bytes to packages (composition.ts); never shipped.
        '--sourcemap',
        'hidden',
        '--outDir',
        dist,
        '--emptyOutDir',
      ],
      { cwd: path.join(repoRoot, 'web'), stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const { landingJsFiles, ...weights } = bundleWeights(dist);
  const landingComposition = composition(dist, landingJsFiles);
  console.log(
    `landing: ${weights.landing.jsGzipKiB} KiB JS + ${weights.landing.cssGzipKiB} KiB CSS (gzip); ` +
      `after sign-in: ${weights.afterSignIn.jsGzipKiB} KiB JS + ${weights.afterSignIn.cssGzipKiB} KiB CSS`,
  );
  if (weights.landingBeforeInteraction) {
    const before = weights.landingBeforeInteraction;
    console.log(
      `prerendered landing before interaction: ${before.jsGzipKiB} KiB JS ` +
        `(${before.scripts.join(', ')}) + ${before.htmlGzipKiB} KiB HTML (gzip; ` +
        `target ${WEB_TARGETS.landingJsGzipKiB} KiB); the app it loads on interaction is the landing above`,
    );
  }
  console.log('landing JS by package (minified):');
  for (const p of landingComposition.packages.slice(0, 10)) {
    console.log(`  ${p.name}: ${p.minifiedKiB} KiB (${p.share} %)`);
  }

  let pages: Record<string, unknown> | string = 'skipped (--no-lighthouse)';
  if (!args.flag('no-lighthouse')) {
    const target = readTarget();
    const server = await startAppServer({
      name: 'app-web',
      port: args.number('port', 3320),
      env: { ...serverEnv(target), WEB_DIST: dist },
    });
    const chrome = await launchLighthouseChrome();
    try {
      pages = await lighthouseRoutes({
        baseUrl: server.url,
        routes: args.optional('pages')?.split(',') ?? PAGES,
        runs: args.number('runs', 3),
        port: chrome.port,
        target: (route) => WEB_TARGETS.lighthousePerformance[route],
      });
    } finally {
      await chrome.kill();
      await server.stop();
    }
  }
  saveSection('web', { bundles: weights, landingComposition, lighthouse: pages });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
