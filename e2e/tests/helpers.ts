import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A real image shipped with the app, used as a profile photo. */
export const PHOTO = path.resolve(import.meta.dirname, '../../web/public/default-avatar.png');

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Picks an option of a Mantine Select by its label, typing to filter when asked. Only a visible
 * field counts: the phone menu (hidden on a desktop) has its own "Language" group.
 */
export async function pickOption(
  page: Page,
  label: RegExp,
  option: string | RegExp,
  search?: string,
) {
  const input = page
    .getByRole('textbox', { name: label })
    .or(page.getByLabel(label))
    .filter({ visible: true })
    .first();
  await input.click();
  // Each step waits for what the member would see, so a failure names the step that did not
  // happen (a CI run once waited 95 s for an option that never showed).
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  if (search) {
    await input.fill(search);
    // Mantine takes a change made while the field is not focused for autofill and puts the
    // chosen label back: the search must be in the field, the list still open.
    await expect(input).toHaveValue(search);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  }
  await page.getByRole('option', { name: option }).first().click();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

/** Types a code into Mantine's PinInput (the first box takes all digits). */
export async function typeCode(page: Page, code: string) {
  const first: Locator = page.locator('input[autocomplete="one-time-code"]').first();
  await first.click();
  await page.keyboard.type(code);
  await expect(page.locator('input[autocomplete="one-time-code"]').last()).toHaveValue(
    code.at(-1)!,
  );
}

type Api = APIRequestContext;

/** Creates a verified member through the API, the same calls the wizard makes; returns the session. */
export async function createMember(
  request: Api,
  latestCode: (email: string, after?: number) => Promise<string>,
  fields: {
    name: string;
    email?: string;
    password?: string;
    bio?: string;
    /** Languages by name (default English → Korean). */
    native_language?: string;
    language_to_learn?: string;
    /** [year, month, day]; an adult's by default (age bands, PRODUCT §9.1). */
    birth?: [string, string, string];
    /**
     * Who may start a conversation (PRODUCT §9.1; a new member's default is 'requests'). Journeys
     * that are not about message requests pass 'everyone' for members who receive a first message.
     */
    messagePolicy?: 'requests' | 'everyone' | 'following';
  },
) {
  const email = fields.email ?? uniqueEmail('member');
  const password = fields.password ?? 'a long enough secret';
  const since = Date.now() - 1000;
  expect((await request.post('/api/v1/auth/registerCodeEmail', { data: { email } })).ok()).toBe(
    true,
  );
  const code = await latestCode(email, since);
  const checked = await request.post('/api/v1/auth/checkEmailCode', { data: { email, code } });
  expect(checked.ok()).toBe(true);
  const { registrationToken } = (await checked.json()) as { registrationToken: string };
  const res = await request.post('/api/v1/auth/register', {
    multipart: {
      name: fields.name,
      email,
      registrationToken,
      password,
      bio: fields.bio ?? '',
      gender: 'Female',
      native_language: fields.native_language ?? 'English',
      language_to_learn: fields.language_to_learn ?? 'Korean',
      birth_year: fields.birth?.[0] ?? '1995',
      birth_month: fields.birth?.[1] ?? '3',
      birth_day: fields.birth?.[2] ?? '22',
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string; user: { _id: string; name: string } };
  if (fields.messagePolicy) {
    const settings = await request.put(`/api/v1/auth/users/${body.user._id}/settings`, {
      headers: { authorization: `Bearer ${body.token}` },
      data: { messagePolicy: fields.messagePolicy },
    });
    expect(settings.ok()).toBe(true);
  }
  return { email, password, token: body.token, user: body.user };
}

/** The birth date of someone `years` old today (UTC), as createMember takes it. */
/**
 * The two follow each other (through the API): each sees the other's presence and may call them
 * (issue 29: strangers see neither).
 */
export async function followEachOther(
  request: APIRequestContext,
  a: { token: string; user: { _id: string } },
  b: { token: string; user: { _id: string } },
) {
  for (const [who, whom] of [
    [a, b],
    [b, a],
  ] as const) {
    const res = await request.put(`/api/v1/auth/users/${who.user._id}/follow/${whom.user._id}`, {
      headers: { authorization: `Bearer ${who.token}` },
    });
    if (!res.ok()) throw new Error(`follow: ${res.status()} ${await res.text()}`);
  }
}

export function bornYearsAgo(years: number): [string, string, string] {
  const now = new Date();
  return [
    String(now.getUTCFullYear() - years),
    String(now.getUTCMonth() + 1),
    String(now.getUTCDate()),
  ];
}

/** Opens the app already signed in with that session (as after a login). */
export async function signInAs(page: Page, session: { token: string; user: unknown }) {
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('preferredLanguage', 'en');
    localStorage.setItem('userInfo', JSON.stringify({ token: s.token, user: s.user }));
  }, session);
}

/**
 * The interface language, as the app's language menu saves it: in this browser for the app, and
 * in the cookie that tells the server which language to render its pages in.
 */
export async function chooseLanguage(page: Page, language: 'en' | 'ko') {
  await page.evaluate((l) => {
    localStorage.setItem('preferredLanguage', l);
    document.cookie = `preferredLanguage=${l}; path=/; max-age=31536000; samesite=lax`;
  }, language);
}

/**
 * Waits until what a screenshot would catch has stopped changing: web fonts loaded, the images in
 * view loaded, and every finite animation or transition finished (infinite ones, such as a
 * presence pulse, never do). A state to wait for, unlike a fixed pause, which is too short on a
 * loaded machine and wasted on a quiet one.
 */
export async function steadyForScreenshot(page: Page) {
  // A member's page the server rendered is the app's once hydrated (a visitor page stays the
  // server's until the visitor acts: what a visitor sees).
  await expect(page.locator('#root[data-prerendered="member"], html.chingu-booting')).toHaveCount(
    0,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const inView = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        };
        const loading = Array.from(document.images).filter((img) => inView(img) && !img.complete);
        const moving = document
          .getAnimations()
          .filter(
            (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
          );
        return loading.length + moving.length;
      }),
    )
    .toBe(0);
}
