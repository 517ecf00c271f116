import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { round } from '../lib/stats.ts';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Chromium that Lighthouse drives (bench:web's visitor pages, bench:signed-in's members). */
export function launchLighthouseChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

export type LighthouseRun = Awaited<ReturnType<typeof audit>>;

/** The median run by performance score, as Lighthouse recommends for noisy machines. */
function medianRun<T extends { performance: number }>(runs: T[]): T {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

/**
 * Lighthouse (mobile, performance only) on each route, `runs` times, in the Chromium on `port`.
 * Lighthouse empties the HTTP cache, service workers and cache storage before each run but keeps
 * localStorage (its default `clearStorageTypes`), so a session saved there stays signed in.
 */
export async function lighthouseRoutes(options: {
  baseUrl: string;
  routes: string[];
  runs: number;
  port: number;
  /** The minimum score wanted per route, for the log. */
  target: (route: string) => number | undefined;
  label?: string;
  /** Where to write each run's full Lighthouse report (JSON), to read its traces' audits. */
  reportDir?: string;
}) {
  const pages: Record<string, LighthouseRun & { runs: (number | string)[] }> = {};
  for (const route of options.routes) {
    const scores = [];
    for (let i = 0; i < options.runs; i++) {
      const report = options.reportDir
        ? path.join(options.reportDir, `${route.replace(/\W+/g, '_') || '_'}-${i + 1}.json`)
        : undefined;
      scores.push(await audit(options.baseUrl + route, options.port, report));
    }
    // A run Lighthouse could not finish (a busy machine: no paint before its timeout) scores 0;
    // it is listed with its error but left out of the median.
    const finished = scores.filter((s) => !s.runtimeError);
    const median = medianRun(finished.length > 0 ? finished : scores);
    const runList = scores.map((s) =>
      s.runtimeError ? `failed: ${s.runtimeError}` : s.performance,
    );
    pages[route] = { ...median, runs: runList };
    console.log(
      `lighthouse${options.label ? ` (${options.label})` : ''} ${route}: performance ` +
        `${median.performance} (runs ${runList.join(', ')}; target ${options.target(route) ?? '-'}), ` +
        `LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, CLS ${median.cls}, ` +
        `host benchmark index ${median.benchmarkIndex}`,
    );
  }
  return pages;
}

async function audit(url: string, port: number, reportFile?: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) {
    await mkdir(path.dirname(reportFile), { recursive: true });
    await writeFile(reportFile, JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    // Lighthouse's own reading of the host's speed: its 4x CPU throttling assumes a fast desktop
    // (about 1,000 and up); a slower host makes every task, and so the blocking time, longer.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    // Where the time goes: the audits Lighthouse says would save the most LCP.
    lcpSavings: Object.values(lhr.audits)
      .filter((a) => (a.metricSavings?.LCP ?? 0) > 0)
      .sort((a, b) => (b.metricSavings?.LCP ?? 0) - (a.metricSavings?.LCP ?? 0))
      .slice(0, 5)
      .map((a) => ({ audit: a.id, title: a.title, lcpMs: Math.round(a.metricSavings!.LCP!) })),
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
  };
}
