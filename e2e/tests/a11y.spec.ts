import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createMember, followEachOther } from './helpers.ts';
import { latestCode } from './mail.ts';

/** ADMIN_EMAILS in global-setup.ts: every signed-in page, the moderation queue included. */
const MODERATOR = { email: 'anna@demo.chingu.app', password: 'chingu-demo' };

type Session = { token: string; user: { _id: string } };
type Combination = { lang: 'en' | 'ko'; scheme: 'light' | 'dark'; width: 390 | 1280 };

/** A phone (the burger, the tab bar, the floating buttons) and a desktop. */
const WIDTHS = [1280, 390] as const;
const HEIGHT = { 390: 844, 1280: 800 } as const;

/**
 * The languages, colour schemes and widths each page is scanned in. By default every page at both
 * widths, each in both languages and schemes between them (en light, ko dark);
 * A11Y_ALL_COMBINATIONS=1 scans all four (en and ko, each light and dark) at both widths, as
 * before a release or after a theme change.
 */
const COMBINATIONS: Combination[] = WIDTHS.flatMap((width) =>
  process.env.A11Y_ALL_COMBINATIONS === '1'
    ? [
        { lang: 'en' as const, scheme: 'light' as const, width },
        { lang: 'en' as const, scheme: 'dark' as const, width },
        { lang: 'ko' as const, scheme: 'light' as const, width },
        { lang: 'ko' as const, scheme: 'dark' as const, width },
      ]
    : [
        { lang: 'en' as const, scheme: 'light' as const, width },
        { lang: 'ko' as const, scheme: 'dark' as const, width },
      ],
);

/**
 * Beside every serious and critical finding, the moderate rules issue 28 found broken: a skipped
 * heading level, content outside any landmark (a portal after main), a page without an h1.
 */
const ALSO_FAIL = new Set(['heading-order', 'region', 'page-has-heading-one']);

/**
 * Axe with the WCAG A/AA and best-practice rules, and label-content-name-mismatch (WCAG 2.5.3,
 * "experimental" in axe, so not in those tags): a control's name contains the text it shows.
 */
const axeOn = (page: Page, only?: string) => {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  return (only ? builder.include(only) : builder).analyze();
};

const failing = (v: { impact?: string | null; id: string }) =>
  v.impact === 'serious' || v.impact === 'critical' || ALSO_FAIL.has(v.id);

async function json<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const res = await request.get(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), url).toBe(true);
  return (await res.json()) as T;
}

/** The moderator's session and the demo data the routes point at. */
type Fixture = { session: Session; partner: string; moment: string; own: string | undefined };

/**
 * Signs the moderator in and picks the pages' subjects from the demo data, never from members or
 * moments other journeys make (and may delete or hide) while these run: the demo's Minji as the
 * member and chat partner, and her newest public moment.
 */
async function fixture(request: APIRequestContext): Promise<Fixture> {
  const login = await request.post('/api/v1/auth/login', { data: MODERATOR });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as Session;
  const found = await json<{ data: { _id: string; name: string }[] }>(
    request,
    '/api/v1/auth/users?q=Minji%20Kim',
  );
  const partner = found.data.find((m) => m.name === 'Minji Kim')?._id;
  expect(partner, 'the demo member Minji Kim').toBeDefined();
  // As a visitor: her public moments only, the ones a visitor's /moment/:id shows.
  const moments = await json<{ data: { _id: string }[] }>(
    request,
    `/api/v1/moments/user/${partner}`,
  );
  expect(moments.data.length, "Minji Kim's public moments").toBeGreaterThan(0);
  const own = await json<{ data: { _id: string }[] }>(
    request,
    `/api/v1/moments/user/${session.user._id}`,
    session.token,
  );
  // A card in the moderator's notebook, so /notebook and /notebook/review show one, not only
  // their empty states (added once: the first run's card stays due until it is reviewed).
  const notebook = await json<{ count: number }>(request, '/api/v1/notebook', session.token);
  if (notebook.count === 0) {
    const card = await request.post('/api/v1/notebook', {
      data: { front: '안녕하세요', back: 'Hello', note: 'A greeting', language: 'ko' },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(card.ok()).toBe(true);
  }
  return { session, partner: partner!, moment: moments.data[0]!._id, own: own.data[0]?._id };
}

/**
 * The pages a visitor sees, and those behind sign-in (SPEC §2, web/src/config/paths.ts), in groups
 * of a few: each group is a test of its own, so a failure names its pages. The first page of each
 * is a full load, the next ones go through the router (open()).
 */
const VISITOR_GROUPS: { name: string; paths: (f: Fixture) => string[] }[] = [
  {
    name: 'landing and information pages',
    paths: () => ['/', '/about', '/services', '/pricing', '/contact', '/courses'],
  },
  {
    name: 'sign-in pages',
    paths: () => ['/login', '/register', '/forgot-password', '/unsubscribe?token=x'],
  },
  {
    name: 'members and moments',
    paths: (f) => ['/communities', `/community/${f.partner}`, '/moments', `/moment/${f.moment}`],
  },
  { name: 'stories and not found', paths: () => ['/stories/', '/no-such-page'] },
];

const MEMBER_GROUPS: { name: string; paths: (f: Fixture) => string[] }[] = [
  {
    name: 'home and moments',
    paths: (f) => [
      '/', // the member's home
      '/moments',
      `/moment/${f.moment}`,
      '/add-moment', // /create-moment is the same screen
      ...(f.own ? [`/edit-moment/${f.own}`] : []),
      '/my-moments',
    ],
  },
  {
    name: 'members and profile',
    paths: (f) => [
      '/communities',
      `/community/${f.partner}`,
      '/profile',
      '/followersList',
      '/followingsList',
    ],
  },
  { name: 'chat', paths: (f) => ['/chat', `/chat/${f.partner}`] },
  { name: 'settings and moderation', paths: () => ['/settings', '/admin/reports'] },
  { name: 'notebook', paths: () => ['/notebook', '/notebook/review'] },
  { name: 'rooms', paths: () => ['/rooms'] },
];

/** A browser context in that language and colour scheme, signed in when given a session. */
async function contextFor(
  browser: Browser,
  { lang, scheme, width }: Combination,
  session?: Session,
) {
  const context = await browser.newContext({
    colorScheme: scheme,
    viewport: { width, height: HEIGHT[width] },
  });
  await context.addInitScript(
    ({ lang, scheme, userInfo }) => {
      localStorage.setItem('preferredLanguage', lang);
      localStorage.setItem('mantine-color-scheme-value', scheme);
      if (userInfo) localStorage.setItem('userInfo', userInfo);
    },
    { lang, scheme, userInfo: session ? JSON.stringify(session) : null },
  );
  return context;
}

/**
 * Waits until the page has rendered its content: a heading in main, no loader or skeleton left.
 * Scrolling to the end first brings in what loads near the viewport (the landing's forms).
 */
async function settled(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(
    page.locator('#main-content .mantine-Loader, #main-content .mantine-Skeleton-root'),
  ).toHaveCount(0);
}

/**
 * Opens a page: the first with a full load, the next ones through the router (history and
 * popstate, as a click on a link does), which spares re-parsing the app for every route.
 */
async function open(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Every route names the tab (usePageTitle), and neighbours in the lists differ: a new title
  // means the new page has rendered.
  await expect(page).not.toHaveTitle(before);
}

async function violationsOn(page: Page, path: string, lang: string): Promise<string[]> {
  await open(page, path);
  await settled(page, lang);
  return axeFindings(page, path);
}

/** Serious and critical axe findings (and ALSO_FAIL's) on the page as it is now, labelled `where`. */
async function axeFindings(page: Page, where: string, only?: string): Promise<string[]> {
  const width = page.viewportSize()?.width;
  const { violations } = await axeOn(page, only);
  const found = violations.filter(failing).map(
    (v) =>
      `${where} at ${width} px [${v.impact}] ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  );
  // A11Y_LOG=1 prints each page's findings as it goes (the assertion lists them all at the end).
  if (process.env.A11Y_LOG) console.log(found.join('\n'));
  return found;
}

/** Axe over what is on screen now (a dialog open over a page), as violationsOn reports it. */
async function violationsHere(page: Page, label: string): Promise<string[]> {
  const width = page.viewportSize()?.width;
  const { violations } = await axeOn(page);
  return violations.filter(failing).map(
    (v) =>
      `${label} at ${width} px [${v.impact}] ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary}`)
        .join('\n'),
  );
}

/**
 * The stories screen's open states (PRODUCT §8.1): the composer (on its Text tab, the swatches),
 * and the viewer over the first group of the bar (demo members have live stories).
 */
async function storiesStates(page: Page, lang: string): Promise<string[]> {
  // '/stories/' ends the signed-in list: open() waits for a new title, so only when elsewhere.
  if (new URL(page.url()).pathname !== '/stories/') await open(page, '/stories/');
  await settled(page, lang);
  const found: string[] = [];
  const bar = page.locator('#main-content section').first();
  const add = lang === 'ko' ? '스토리 추가' : 'Add story';
  await bar.getByRole('button', { name: add, exact: true }).click();
  const composer = page.getByRole('dialog');
  await expect(composer).toBeVisible();
  await composer.getByRole('tab').nth(1).click();
  found.push(...(await violationsHere(page, '/stories/ (composer)')));
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();

  await bar.locator('[data-story-group]').first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  // Paused: the story stays put while axe reads it.
  await page.keyboard.press('Space');
  found.push(...(await violationsHere(page, '/stories/ (viewer)')));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  return found;
}

async function scan(
  browser: Browser,
  combination: Combination,
  paths: string[],
  session?: Session,
): Promise<string[]> {
  const context = await contextFor(browser, combination, session);
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path, combination.lang)));
  await context.close();
  return found;
}

for (const combination of COMBINATIONS) {
  const tag = `${combination.lang}, ${combination.scheme}, ${combination.width} px`;
  test.describe(`axe (serious and critical) in ${tag}`, () => {
    // A few pages with axe each: a loaded 2-core machine has needed well over a minute for them.
    test.describe.configure({ timeout: 180_000 });

    for (const group of VISITOR_GROUPS) {
      test(`visitor: ${group.name}`, async ({ browser, request }) => {
        const paths = group.paths(await fixture(request));
        const found = await scan(browser, combination, paths);
        expect(found, found.join('\n\n')).toEqual([]);
      });
    }

    for (const group of MEMBER_GROUPS) {
      test(`member: ${group.name}`, async ({ browser, request }) => {
        const f = await fixture(request);
        const found = await scan(browser, combination, group.paths(f), f.session);
        expect(found, found.join('\n\n')).toEqual([]);
      });
    }

    // The chat is two screens on a phone, the list and the conversation (issue 28).
    test('member: chat at 390 px', async ({ browser, request }) => {
      const f = await fixture(request);
      const context = await contextFor(browser, combination, f.session);
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      const found: string[] = [];
      for (const path of ['/chat', `/chat/${f.partner}`]) {
        found.push(...(await violationsOn(page, path, combination.lang)));
      }
      await context.close();
      expect(found, found.join('\n\n')).toEqual([]);
    });

    test('member: stories, its composer and viewer', async ({ browser, request }) => {
      const { session } = await fixture(request);
      const context = await contextFor(browser, combination, session);
      const page = await context.newPage();
      const found = await violationsOn(page, '/stories/', combination.lang);
      found.push(...(await storiesStates(page, combination.lang)));
      await context.close();
      expect(found, found.join('\n\n')).toEqual([]);
    });

    test('call dialogs: ringing, calling, in call, ended', async ({ browser, request }) => {
      // Two members' browsers, and a ring of up to CALL_RING_SECONDS (callDialogs).
      test.setTimeout(180_000);
      const found = await callDialogs(browser, request, combination);
      expect(found, found.join('\n\n')).toEqual([]);
    });
  });
}

/** The call's names in each language (calls.json, chat.json). */
const CALL_NAMES = {
  en: {
    video: 'Video call',
    accept: 'Accept video call',
    hangUp: 'Hang up',
    online: 'Online',
  },
  ko: { video: '영상 통화', accept: '영상 통화 받기', hangUp: '통화 종료', online: '온라인' },
};

/** PRODUCT §8.2's dialogs are no route: the ringing dialog, the call screen and its end. */
async function callDialogs(
  browser: Browser,
  request: APIRequestContext,
  combination: Combination,
): Promise<string[]> {
  const ana = await createMember(request, latestCode, {
    name: 'Ana Axe',
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Axe',
    messagePolicy: 'everyone',
  });
  await followEachOther(request, ana, ben);
  const found: string[] = [];
  const names = CALL_NAMES[combination.lang];
  const tag = `${combination.lang} ${combination.scheme} ${combination.width}`;
  const a = await contextFor(browser, combination, ana);
  const b = await contextFor(browser, combination, ben);
  const pageA = await a.newPage();
  const pageB = await b.newPage();
  await pageA.goto(`/chat/${ben.user._id}`);
  await pageB.goto(`/chat/${ana.user._id}`);
  // Each sees the other online: both sockets are connected (the list's "Connected" line is not
  // on a phone's conversation screen).
  for (const page of [pageA, pageB]) {
    // Two fresh chat pages load and connect side by side: longer than one on a busy machine.
    await expect(page.getByTestId('partner-presence')).toHaveText(names.online, {
      timeout: 45_000,
    });
  }
  const incoming = pageB.getByRole('dialog');
  const accept = incoming.getByRole('button', { name: names.accept });
  await pageA.getByRole('button', { name: names.video, exact: true }).click();
  await expect(accept).toBeVisible();
  // Both sides at once, and only their dialogs (the chat under them is scanned with the chat
  // routes), while the call rings: CALL_RING_SECONDS (server-settings.ts) is 60 s in the e2e
  // server, which both browsers' own timers follow. The scans once outlasted a 30 s ring on a
  // loaded CI machine (the call was missed).
  const ringing = await Promise.all([
    axeFindings(pageB, `incoming call (${tag})`, '[role="dialog"]'),
    axeFindings(pageA, `calling (${tag})`, '[role="dialog"]'),
  ]);
  found.push(...ringing.flat());
  // Still ringing: a missed call would leave no Accept button to press.
  await expect(accept, 'the call rang out during the scans').toBeVisible();
  await accept.click();
  await expect(pageA.getByRole('timer')).toBeVisible();
  found.push(...(await axeFindings(pageA, `in call (${tag})`)));
  // B's ended state closes by itself after 4 s, and on a busy machine the hang-up click alone
  // has taken 10 s: B waits for it from before the click, and is scanned at once.
  await Promise.all([
    pageB.getByTestId('call-ended').waitFor(),
    pageA.getByRole('button', { name: names.hangUp }).click(),
  ]);
  found.push(...(await axeFindings(pageB, `call ended (${tag})`)));
  await a.close();
  await b.close();
  return found;
}
