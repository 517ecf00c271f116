import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createMember, followEachOther, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

/**
 * Decision 056: a member's home comes rendered by the server for them (the session cookie the
 * server keeps beside the app's token says who), the app's code is asked for once it has painted,
 * and the app hydrates the same page: nothing repainted, none of its answers asked for again.
 */

/** Every API request the page sends, in order. */
function apiRequests(page: Page) {
  const sent: { method: string; url: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      sent.push({ method: request.method(), url: url.pathname + url.search });
    }
  });
  return sent;
}

/** Messages the page logs as warnings or errors (a hydration React had to redo is one). */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The tests' browsers refuse service workers (playwright.config.ts), and say so.
    if (message.text().startsWith('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Marks the node the server sent, to tell later whether hydration kept it. */
async function markAsServers(locator: Locator) {
  await locator.evaluate((node) => ((node as Node & { fromServer?: true }).fromServer = true));
}
/** Whether the node is still the one marked: hydration kept it instead of rendering it afresh. */
function isServers(locator: Locator) {
  return locator.evaluate((node) => (node as Node & { fromServer?: true }).fromServer === true);
}

/**
 * Notes, in the page, every press, key and typing event that reaches the root, where React
 * listens: one it heard on a page it was still hydrating made it hydrate the whole page inside
 * that event (1.3-1.6 s on a slow phone). Also marks the page load, to tell a reload.
 */
async function listenAsReact(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { pressesHeard?: string[]; samePageLoad?: true };
    w.samePageLoad = true;
    w.pressesHeard = [];
    for (const type of ['pointerdown', 'mousedown', 'click', 'keydown', 'input', 'submit']) {
      document
        .getElementById('root')!
        .addEventListener(type, (event) => w.pressesHeard!.push(event.type), true);
    }
  });
}
const pressesHeard = (page: Page) =>
  page.evaluate(() => (window as { pressesHeard?: string[] }).pressesHeard);
const samePageLoad = (page: Page) =>
  page.evaluate(() => (window as { samePageLoad?: true }).samePageLoad);

/** Holds the app's entry script back until the returned function is called. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A new member's home as the server renders it for them, the app's code held back until the
 * returned function is called (the page is the server's until then).
 */
async function memberHomeBeforeTheApp(
  page: Page,
  request: APIRequestContext,
  name: string,
  path = '/',
) {
  const me = await createMember(request, latestCode, { name });
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  const release = await holdAppCode(page);
  // Not to the load event: the held script would hold it.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-prerendered="member"]')).toHaveCount(1);
  return release;
}

test("a member's home comes rendered for them, and the app hydrates it without asking again", async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Rendered Home' });
  const id = (me.user as { _id: string })._id;
  await signInAs(page, me);
  // The first visit is the app's (no cookie yet); its first signed-in answer sets the cookie.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'chinguSession')).toMatchObject({
    value: me.token,
    httpOnly: true,
    sameSite: 'Lax',
  });

  const sent = apiRequests(page);
  const problems = consoleProblems(page);
  const response = await page.goto('/');
  const html = await response!.text();
  // The server's page: the member's greeting, streak card and sections are in its HTML.
  expect(html).toContain('data-prerendered="member"');
  expect(html).toContain(`<meta name="chingu-rendered" content="member:${id}">`);
  expect(html).toContain('Welcome back, Rendered!');
  expect(html).toContain('data-testid="streak-today"');
  expect(html).toContain('Partners for you');
  expect(response!.headers()['cache-control']).toBe('private, no-store');

  // The app takes it over in place: the streak card painted by the server is the one on screen.
  const streak = page.getByTestId('streak-today');
  await expect(streak).toBeVisible();
  await markAsServers(streak);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  expect(await isServers(streak)).toBe(true);
  // With the ids the server gave its parts (what labels and describes what): no second render
  // gives them new ones (decision 066).
  const serverIds = [...html.matchAll(/ id="(mantine-[^"]+)"/g)].map((match) => match[1]!);
  expect(serverIds.length).toBeGreaterThan(0);
  const ids = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[id^="mantine-"]'), (node) => node.id),
  );
  expect(ids).toEqual(expect.arrayContaining(serverIds));
  // And works: the language menu opens.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Change language/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: '한국어' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');

  // Nothing of the home was asked for again before the first write (the time zone), but the
  // streak, which its card always asks for afresh.
  const firstWrite = sent.findIndex((r) => r.method !== 'GET');
  const beforeWrite = (firstWrite === -1 ? sent : sent.slice(0, firstWrite)).map((r) => r.url);
  for (const url of [
    '/api/v1/notifications/unread-count',
    '/api/v1/stories/feed',
    '/api/v1/notebook?page=1&due=true&limit=1',
    '/api/v1/rooms?page=1&status=live&limit=1',
    '/api/v1/auth/users/suggestions?limit=6',
    '/api/v1/moments?helpWanted=true&limit=4',
    '/api/v1/messages/conversations',
    '/api/v1/moments?following=true&limit=4',
  ]) {
    expect(beforeWrite, url).not.toContain(url);
  }
  expect(problems).toEqual([]);

  // Signing out ends it: the next visit of `/` is the landing, not the member's page.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account|Rendered Home/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('chinguSession');
  const after = await page.goto('/');
  expect(await after!.text()).not.toContain('Rendered');
});

test("a member's home reads without the app's code, in the member's colour scheme", async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Without Code' });
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));

  // The app's code never comes (a network that drops it): the server's page stays whole.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Without!');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('#root[data-prerendered="member"]')).toHaveCount(1);
  // Its links are links: they lead on without the app.
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'See all members' }).click();
  await expect(page).toHaveURL(/\/communities$/);
});

test('a tap on a menu before the app has come opens it once the app has hydrated the page', async ({
  page,
  request,
}) => {
  // The app's code is held back until the tap has been made.
  const release = await memberHomeBeforeTheApp(page, request, 'Early Tapper');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Change language/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: '한국어' })).toHaveCount(0);
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '한국어' })).toBeVisible();
});

test("a tap on the bell before the app has come opens the member's notifications once it has", async ({
  page,
  request,
}) => {
  const release = await memberHomeBeforeTheApp(page, request, 'Early Bell');
  // The bell is a part React hydrates in a pass of its own, after the page: the held tap waits
  // for it (a click replayed as the page became React's reached no handler and was lost).
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
});

test('a link tapped before the app has come is followed once it has, in the same page load', async ({
  page,
  request,
}) => {
  const release = await memberHomeBeforeTheApp(page, request, 'Early Linker');
  await listenAsReact(page);
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Moments', exact: true })
    .click();
  // Held, not followed: the app is still to come.
  await expect(page).toHaveURL(/\/$/);
  expect(await pressesHeard(page)).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/moments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moments' })).toBeVisible();
  // The app took the member there itself: the page was not loaded again.
  expect(await samePageLoad(page)).toBe(true);
});

test('a search typed and sent before the app has come is searched once it has', async ({
  page,
  request,
}) => {
  const release = await memberHomeBeforeTheApp(page, request, 'Early Searcher', '/moments');
  await listenAsReact(page);
  const search = page.getByRole('textbox', { name: 'Search moments' });
  await search.click();
  await page.keyboard.type('kimchi');
  await page.keyboard.press('Enter');
  // Typed into the server's field, nothing sent yet, and nothing of it heard by React.
  await expect(search).toHaveValue('kimchi');
  await expect(page).toHaveURL(/\/moments$/);
  expect(await pressesHeard(page)).toEqual([]);
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // React has the text (its search button is enabled by it) and ran the search sent meanwhile.
  await expect(page).toHaveURL(/\/moments\?(.*&)?q=kimchi/);
  await expect(search).toHaveValue('kimchi');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  expect(await samePageLoad(page)).toBe(true);
  // And the field is React's now: what is typed next reaches it.
  await search.press('End');
  await page.keyboard.type(' jjigae');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=kimchi(\+|%20)jjigae/);
});

test('a member who scrolled the page before the app came stays where they scrolled to', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const release = await memberHomeBeforeTheApp(page, request, 'Early Scroller');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test('a reload of the first-run welcome hydrates the server page, then shows the welcome', async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Fresh Joiner' });
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();
  // Registration lands on the home with the welcome in the history entry's state, which a reload
  // keeps and the server cannot see: its page has the greeting.
  await page.evaluate(() =>
    history.replaceState({ ...history.state, usr: { welcome: true } }, '', location.href),
  );
  const release = await holdAppCode(page);
  const problems = consoleProblems(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Fresh!' })).toBeVisible();
  // The header's Chat link as the server sent it: hydration keeps the page's nodes (a tap on
  // a node React replaced would be lost), only the greeting changes after.
  const chatLink = page.getByRole('banner').getByRole('link', { name: 'Chat' });
  await markAsServers(chatLink);
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Chingu, Fresh!' }),
  ).toBeVisible();
  expect(await isServers(chatLink)).toBe(true);
  expect(problems).toEqual([]);
});

test("a member's moments feed comes rendered with their own moments and likes, and hydrates", async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, { name: 'Feed Reader' });
  const id = (me.user as { _id: string })._id;
  const auth = { authorization: `Bearer ${me.token}` };
  const title = `Only for me ${Date.now()}`;
  const created = await request.post('/api/v1/moments', {
    headers: auth,
    data: { title, description: 'A private note on the feed.', privacy: 'private' },
  });
  expect(created.status()).toBe(201);
  const momentId = ((await created.json()) as { data: { _id: string } }).data._id;
  expect((await request.post(`/api/v1/moments/${momentId}/like`, { headers: auth })).status()).toBe(
    200,
  );
  await signInAs(page, me);
  // Any signed-in visit gives the browser the session cookie.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();

  const sent = apiRequests(page);
  const problems = consoleProblems(page);
  const response = await page.goto('/moments');
  const html = await response!.text();
  // The server's page is the member's: their private moment, liked by them.
  expect(html).toContain('data-prerendered="member"');
  expect(html).toContain(`<meta name="chingu-rendered" content="member:${id}">`);
  expect(html).toContain(title);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  const card = page.getByRole('article').filter({ hasText: title });
  const unlike = card.getByRole('button', { name: /Remove like/ });
  await expect(unlike).toBeVisible();
  await markAsServers(unlike);

  // Hydrated in place, and working: the like is taken back.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  expect(await isServers(unlike)).toBe(true);
  await unlike.click();
  await expect(card.getByRole('button', { name: /^Like/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeWrite = sent
    .slice(
      0,
      sent.findIndex((r) => r.method !== 'GET'),
    )
    .map((r) => r.url);
  for (const url of [
    '/api/v1/notifications/unread-count',
    '/api/v1/stories/feed',
    '/api/v1/moments?page=1&limit=10',
    '/api/v1/features',
  ]) {
    expect(beforeWrite, url).not.toContain(url);
  }
  expect(problems).toEqual([]);
  // The like was taken back on the server too.
  await page.reload();
  await expect(
    page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: /^Like/ }),
  ).toBeVisible();
});

test("a member's chat list comes rendered for them, hydrates, and then follows the live socket", async ({
  page,
  request,
}) => {
  const me = await createMember(request, latestCode, {
    name: 'Chat Reader',
    messagePolicy: 'everyone',
  });
  const friend = await createMember(request, latestCode, { name: 'Chat Friend' });
  await followEachOther(request, me, friend);
  const say = async (text: string) => {
    const sent = await request.post('/api/v1/messages', {
      headers: { authorization: `Bearer ${friend.token}` },
      data: { receiver: me.user._id, message: text },
    });
    expect(sent.status()).toBe(201);
  };
  await say('First words from my friend');
  await signInAs(page, me);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Partners for you' })).toBeVisible();

  const sent = apiRequests(page);
  const problems = consoleProblems(page);
  const response = await page.goto('/chat');
  const html = await response!.text();
  expect(html).toContain('data-prerendered="member"');
  expect(html).toContain(`<meta name="chingu-rendered" content="member:${me.user._id}">`);
  expect(html).toContain('First words from my friend');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  const row = page.getByRole('link', { name: /Chat Friend/ });
  await expect(row).toBeVisible();
  await markAsServers(row);

  // Hydrated in place; the live connection then brings a new message into the same list.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-connected]')).toHaveAttribute('data-connected', 'true');
  expect(await isServers(row)).toBe(true);
  // None of the page's answers was asked for again before then.
  const beforeLive = sent.map((r) => r.url);
  await say('And a second one, live');
  await expect(row).toContainText('And a second one, live');
  for (const url of [
    '/api/v1/notifications/unread-count',
    '/api/v1/messages/conversations?requests=true',
    '/api/v1/messages/conversations',
  ]) {
    expect(beforeLive, url).not.toContain(url);
  }
  expect(problems).toEqual([]);
});
