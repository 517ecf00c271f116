/**
 * `npm run bench:first-tap`: how long the first tap takes on a phone-speed CPU (issue 32, target 2:
 * Interaction to Next Paint ≤ 200 ms). Chromium with a 4× CPU slowdown (DevTools protocol
 * `Emulation.setCPUThrottlingRate`, from before the page loads, as a mid-range phone), against the
 * built server with the demo community. On each page, as soon as the control is visible, one tap
 * on a menu (the language button), a link (a header link to another page) or a form field (the
 * first text field of the page, then a letter typed). Two numbers per tap:
 * - `inpMs`: the longest event of that interaction (PerformanceEventTiming, what INP reads);
 * - `resultMs`: from the tap to what the member waits for (the menu open, the next page's title,
 *   the letter in the field), which INP misses when the page holds a tap until its app has loaded.
 * The median of --runs (3) per tap; writes bench/results/first-tap-<date>.json.
 * Options: --port 3340 --runs 3 --slowdown 4 --who visitor|member --web-dist <dir> (another build
 * of the web app).
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { parseArgs } from '../lib/args.ts';
import { saveResultFile } from '../lib/results.ts';
import { percentile } from '../lib/stats.ts';
import { demoMemberState, startDemoApp, webDistEnv } from './demo-app.ts';

/** Issue 32's bound for the first tap (INP "good"). */
export const FIRST_TAP_TARGET_MS = 200;

type Kind = 'menu' | 'link' | 'field';
type Scenario = { who: 'visitor' | 'member'; path: string; kind: Kind; linkTo?: string };

/** A menu, a link (to `linkTo(path)`) and a form field on each of `paths`. */
const tapsOn = (who: Scenario['who'], paths: string[], linkTo: (path: string) => string) =>
  paths.flatMap((p) =>
    (['menu', 'link', 'field'] as const).map((kind): Scenario => ({
      who,
      path: p,
      kind,
      ...(kind === 'link' ? { linkTo: linkTo(p) } : {}),
    })),
  );

const SCENARIOS: Scenario[] = [
  // A visitor's header links to the communities and, by the logo, home (no moments link).
  ...tapsOn('visitor', ['/', '/moments', '/communities'], (p) =>
    p === '/communities' ? '/' : '/communities',
  ),
  ...tapsOn('member', ['/', '/chat', '/moments'], (p) =>
    p === '/moments' ? '/communities' : '/moments',
  ),
];

type Tap = { inpMs: number; resultMs: number } | { skipped: string };

/** A tap whose result has not shown after this long is reported as such, not waited for. */
const RESULT_TIMEOUT_MS = 30_000;

const args = parseArgs();
const runs = args.number('runs', 3);
const slowdown = args.number('slowdown', 4);
/** Only the visitor's or the member's taps (`--who member`). */
const who = args.optional('who');

/** In the page, before the tap: keep every interaction's event timings. */
function recordInteractions() {
  const events: { start: number; duration: number }[] = [];
  (window as unknown as { tapEvents: typeof events }).tapEvents = events;
  new PerformanceObserver((list) => {
    // `interactionId` is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      if (entry.interactionId) events.push({ start: entry.startTime, duration: entry.duration });
    }
    // 16 ms is the smallest threshold the browser allows; shorter events are not slow.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * In the page: performance.now() on the first frame where the tap's result shows. (No named
 * inner functions here or in the other page functions: tsx would wrap them in a `__name` helper
 * the page does not have.)
 */
async function whenDone({
  kind,
  linkTo,
  timeoutMs,
}: {
  kind: Kind;
  linkTo: string | null;
  timeoutMs: number;
}): Promise<number | null> {
  const giveUpAt = performance.now() + timeoutMs;
  for (;;) {
    let done: boolean;
    if (kind === 'menu') done = Boolean(document.querySelector('[role="menu"]'));
    else if (kind === 'link') {
      // The app's page (not a held prerendered one) at the new address, with its title.
      done =
        location.pathname === linkTo &&
        !document.querySelector('#root[data-prerendered]') &&
        Boolean(document.querySelector('main h1'));
    } else {
      done = Array.from(
        document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'main input, main textarea',
        ),
      ).some((field) => field.value.includes('q'));
    }
    if (done) return performance.now();
    if (performance.now() > giveUpAt) return null;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

async function tapOnce(page: Page, scenario: Scenario): Promise<Tap> {
  const header = page.getByRole('banner');
  let target;
  if (scenario.kind === 'menu') {
    target = header.getByRole('button', { name: /^Change language/ });
  } else if (scenario.kind === 'link' && scenario.linkTo === '/') {
    target = header.getByRole('link', { name: 'Chingu home', exact: true });
  } else if (scenario.kind === 'link') {
    const name = scenario.linkTo === '/moments' ? 'Moments' : 'Communities';
    // Exact: "Moments" must not also match another link whose name contains it.
    target = header
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name, exact: true })
      .first();
  } else {
    // Mantine's text inputs carry no type attribute; the landing's forms come with its app.
    target = page
      .locator('main')
      .locator(
        [':not([type])', '[type="text"]', '[type="search"]', '[type="email"]']
          .map((type) => `input${type}:visible`)
          .concat('textarea:visible')
          .join(', '),
      )
      .first();
  }
  try {
    await target.waitFor({ state: 'visible', timeout: 60_000 });
  } catch {
    return { skipped: `no ${scenario.kind} on ${scenario.path}` };
  }
  await page.evaluate(recordInteractions);
  const started = await page.evaluate(() => performance.now());
  const finished = page.evaluate(whenDone, {
    kind: scenario.kind,
    linkTo: scenario.linkTo ?? null,
    timeoutMs: RESULT_TIMEOUT_MS,
  });
  await target.click();
  if (scenario.kind === 'field') await page.keyboard.type('q');
  const end = await finished;
  if (end === null) return { skipped: `no result within ${RESULT_TIMEOUT_MS} ms` };
  // Let the browser report the interaction's timing (it does after the next paint).
  await page.waitForTimeout(500);
  const events = await page.evaluate(
    () => (window as unknown as { tapEvents: { start: number; duration: number }[] }).tapEvents,
  );
  const first = events.filter((e) => e.start >= started);
  const tapAt = first.length > 0 ? Math.min(...first.map((e) => e.start)) : started;
  return {
    inpMs: Math.max(0, ...first.map((e) => e.duration)),
    resultMs: Math.round(end - tapAt),
  };
}

async function measure(
  browser: Browser,
  baseURL: string,
  scenario: Scenario,
  storageState: BrowserContextOptions['storageState'],
): Promise<Tap> {
  const context = await browser.newContext({
    baseURL,
    // The desktop header (its menus and links in view; a phone's are behind the burger), on a
    // phone's CPU.
    viewport: { width: 1280, height: 800 },
    ...(scenario.who === 'member' ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    if (scenario.who === 'visitor') {
      await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(scenario.path);
    return await tapOnce(page, scenario);
  } finally {
    await context.close();
  }
}

const middle = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function main() {
  const webDist = args.optional('web-dist');
  const server = await startDemoApp(
    'bench-first-tap',
    args.number('port', 3340),
    webDistEnv(webDist),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const rows: (Scenario & { inpMs?: number; resultMs?: number; skipped?: string })[] = [];
  try {
    const storageState = await demoMemberState(browser, server.url);
    for (const scenario of SCENARIOS.filter((s) => !who || s.who === who)) {
      const taps: Tap[] = [];
      for (let i = 0; i < runs; i++)
        taps.push(await measure(browser, server.url, scenario, storageState));
      const measured = taps.filter((t): t is { inpMs: number; resultMs: number } => 'inpMs' in t);
      const row =
        measured.length === 0
          ? { ...scenario, skipped: (taps[0] as { skipped: string }).skipped }
          : {
              ...scenario,
              inpMs: Math.round(middle(measured.map((t) => t.inpMs))),
              resultMs: Math.round(middle(measured.map((t) => t.resultMs))),
            };
      rows.push(row);
      console.log(
        `${scenario.who} ${scenario.path} ${scenario.kind}${scenario.linkTo ? ` -> ${scenario.linkTo}` : ''}: ` +
          ('skipped' in row
            ? row.skipped
            : `INP ${row.inpMs} ms, result after ${row.resultMs} ms (target ${FIRST_TAP_TARGET_MS} ms)`),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const file = saveResultFile('first-tap', { slowdown, runs, taps: rows });
  console.log(`\nresults: ${file}`);
}

await main();
