import fs from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import ICAL from 'ical.js';
import { expectConnected, messages, sendText, type Session } from './chat-helpers.ts';
import { createMember, followEachOther, pickOption, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

/**
 * PRODUCT §9.2 in two browsers: Ana proposes a session in chat, Ben accepts it and downloads its
 * calendar file, Ana starts the session's call from its card, Ben answers, and at half the
 * session's length both see "Switch to Korean" (the e2e server runs the timer's minute in 2 s,
 * SESSION_MINUTE_MS in server-settings.ts, so a 15-minute session switches after 15 s).
 */

/**
 * The app clock of the shared e2e server may run ahead of this machine's (stories.spec.ts moves
 * it): the server says what "now" is. Asking moves it by a second, which nobody notices.
 */
async function serverClockOffset(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/v1/test/clock', { data: { advanceSeconds: 1 } });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { now: string } };
  return Date.parse(data.now) - Date.now();
}

/**
 * A member's browser whose clock follows the server's (both browsers and the server then agree
 * on when the session's call opens), with a camera and microphone (Chromium's fake ones).
 */
async function openWithServerClock(browser: Browser, session: Session, offsetMs: number) {
  const context = await browser.newContext({
    permissions: ['camera', 'microphone'],
    acceptDownloads: true,
  });
  // Time flows on from there, timers fire as usual.
  await context.clock.install({ time: Date.now() + offsetMs });
  const page = await context.newPage();
  await signInAs(page, session);
  return { context, page };
}

/** Picks a start in the proposal's DateTimePicker: its day, then hours and minutes. */
async function pickStart(page: Page, dialog: Locator, minutesAhead: number) {
  const start = await page.evaluate((ahead) => {
    const at = new Date(Math.ceil((Date.now() + ahead * 60_000) / 60_000) * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      iso: at.toISOString(),
      day: at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
      hours: two(at.getHours()),
      minutes: two(at.getMinutes()),
    };
  }, minutesAhead);
  await dialog.getByRole('button', { name: 'Date and time' }).click();
  await page.getByRole('button', { name: start.day, exact: true }).click();
  // Each field takes its two digits whole (typed key by key, Mantine reselects between them).
  await page.getByRole('spinbutton', { name: 'Hours' }).fill(start.hours);
  await page.getByRole('spinbutton', { name: 'Minutes' }).fill(start.minutes);
  await page.getByRole('button', { name: 'Confirm date and time' }).click();
  await expect(dialog.getByRole('button', { name: 'Date and time' })).toContainText(
    `${start.hours}:${start.minutes}`,
  );
  return start.iso;
}

const sessionCard = (page: Page) => messages(page).getByTestId('session-card');

test('a session is proposed, accepted, added to the calendar, and its call switches language at half time', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ana = await createMember(request, latestCode, {
    name: 'Ana Session',
    native_language: 'English',
    language_to_learn: 'Korean',
    messagePolicy: 'everyone',
  });
  const ben = await createMember(request, latestCode, {
    name: 'Ben Session',
    native_language: 'Korean',
    language_to_learn: 'English',
    messagePolicy: 'everyone',
  });
  // Friends: each may see the other's presence and call them.
  await followEachOther(request, ana, ben);
  const offset = await serverClockOffset(request);
  const a = await openWithServerClock(browser, ana, offset);
  const b = await openWithServerClock(browser, ben, offset);
  for (const [page, partner] of [
    [a.page, ben],
    [b.page, ana],
  ] as const) {
    await page.goto(`/chat/${partner.user._id}`);
    // A fresh browser's first chat (the app, its chunks, the socket) on a loaded 2-core machine.
    await expectConnected(page, 45_000);
  }
  await sendText(a.page, 'Shall we practise this evening?');
  await expect(messages(b.page).filter({ hasText: 'Shall we practise' })).toBeVisible();

  // Ana proposes a 15-minute exchange starting in about three minutes.
  await a.page.getByRole('button', { name: 'Propose a time' }).click();
  const form = a.page.getByRole('dialog', { name: 'Propose a time to Ben Session' });
  const startsAt = await pickStart(a.page, form, 3);
  await expect(form.getByText(/^Your time: /)).toBeVisible();
  await pickOption(a.page, /^Length$/, '15 minutes');
  // The pair's languages: hers first, then his.
  await expect(form.getByRole('combobox', { name: 'First half in' })).toHaveValue('English');
  await expect(form.getByRole('combobox', { name: 'Second half in' })).toHaveValue('Korean');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(form).toHaveCount(0);

  const anaCard = sessionCard(a.page);
  await expect(anaCard).toHaveAttribute('data-status', 'proposed');
  await expect(anaCard).toContainText('English ↔ Korean · 15 min');
  await expect(anaCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Ben accepts; Ana's card changes at once.
  const benCard = sessionCard(b.page);
  await expect(benCard).toContainText('Ana Session proposed a language exchange');
  await expect(benCard).toContainText('Waiting for an answer');
  await benCard.getByRole('button', { name: 'Accept' }).click();
  await expect(benCard).toHaveAttribute('data-status', 'accepted');
  await expect(anaCard).toHaveAttribute('data-status', 'accepted');
  await expect(anaCard).toContainText('Accepted');

  // Ben adds it to his calendar: an iCalendar file a calendar parser reads.
  const [download] = await Promise.all([
    b.page.waitForEvent('download'),
    benCard.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chingu-session-\d{4}-\d\d-\d\d\.ics$/);
  const ics = fs.readFileSync(await download.path(), 'utf8');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe('Chingu: English ↔ Korean with Ana Session');
  expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
  expect(event.endDate.toJSDate().getTime() - Date.parse(startsAt)).toBe(15 * 60_000);

  // Within 10 minutes of the start the call may begin: Ana starts it from the card.
  await anaCard.getByRole('button', { name: 'Start call' }).click();
  const incoming = b.page.getByRole('dialog', { name: 'Incoming video call' });
  await expect(incoming.getByText('Ana Session')).toBeVisible();
  await incoming.getByRole('button', { name: 'Accept video call' }).click();

  // Both count from the same answer: English first, then both are told to switch to Korean.
  const anaCall = a.page.getByRole('dialog', { name: 'Video call · Ben Session' });
  const benCall = b.page.getByRole('dialog', { name: 'Video call · Ana Session' });
  for (const call of [anaCall, benCall]) {
    await expect(call.getByRole('group', { name: 'Language timer' })).toContainText(
      'Speak English',
    );
  }
  for (const call of [anaCall, benCall]) {
    await expect(call.getByRole('group', { name: 'Language timer' })).toHaveText(
      'Switch to Korean',
      { timeout: 45_000 },
    );
  }
  await anaCall.getByRole('button', { name: 'Hang up' }).click();
  await expect(anaCall).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});
