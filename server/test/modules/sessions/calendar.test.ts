import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { HOUR_MS } from '../../helpers/clock.ts';
import { bearer, signedInMember, type Member } from '../chat/chat-helpers.ts';

/**
 * PRODUCT §9.2: `GET /api/v1/sessions/{messageId}.ics`, read back with a real iCalendar parser
 * (ical.js) as a calendar app would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://chingu.example' });
});
afterAll(async () => t.close());

async function propose(from: Member, to: Member, startsAt: Date, durationMinutes = 45) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    payload: {
      receiver: to.id,
      kind: 'session',
      session: { startsAt: startsAt.toISOString(), durationMinutes, languages: ['en', 'ko'] },
    },
    headers: bearer(from),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

function calendarOf(who: Member | null, messageId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/sessions/${messageId}.ics`,
    headers: who ? bearer(who) : {},
  });
}

function eventOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('a session’s calendar file', () => {
  it('is a valid iCalendar event in UTC for either member, with the languages, the partner and the chat', async () => {
    const ana = await signedInMember(t, 'Ana Lima');
    // A long name makes the SUMMARY longer than a line may be: it must be folded.
    const ben = await signedInMember(t, 'Benedikt Maximilian von Hohenberg-Schönfeld', {
      preferredLanguage: 'ko',
    });
    const startsAt = new Date(Math.ceil((Date.now() + 3 * HOUR_MS) / 60_000) * 60_000);
    const id = await propose(ana, ben, startsAt);

    const res = await calendarOf(ana, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="chingu-session-${startsAt.toISOString().slice(0, 10)}.ics"`,
    );
    const body = res.body;
    // RFC 5545: CRLF line ends only, no line longer than 75 octets (longer ones are folded).
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(
      lines.some((line) => line.startsWith(' ')),
      'a folded line',
    ).toBe(true);

    const { vevent, event } = eventOf(body);
    expect(event.uid).toBe(`session-${id}@chingu.example`);
    expect(event.summary).toBe(
      'Chingu: English ↔ Korean with Benedikt Maximilian von Hohenberg-Schönfeld',
    );
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(event.endDate.toJSDate().getTime()).toBe(startsAt.getTime() + 45 * 60_000);
    expect(vevent.getFirstPropertyValue('url')).toBe(`https://chingu.example/chat/${ben.id}`);
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(Math.abs(stamp.toJSDate().getTime() - Date.now())).toBeLessThan(60_000);
    expect(String(event.description)).toContain('45-minute');

    // Ben reads it in Korean, with Ana's chat; once accepted it is confirmed.
    const accept = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${id}/session`,
      payload: { action: 'accept' },
      headers: bearer(ben),
    });
    expect(accept.statusCode).toBe(200);
    const forBen = eventOf((await calendarOf(ben, id)).body);
    expect(forBen.event.uid).toBe(`session-${id}@chingu.example`);
    expect(forBen.event.summary).toBe('Chingu: 영어 ↔ 한국어 (Ana Lima님과)');
    expect(forBen.vevent.getFirstPropertyValue('url')).toBe(
      `https://chingu.example/chat/${ana.id}`,
    );
    expect(forBen.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // Cancelled, a new download cancels the event in the calendar (same UID).
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${id}/session`,
      payload: { action: 'cancel' },
      headers: bearer(ana),
    });
    expect(eventOf((await calendarOf(ana, id)).body).vevent.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
  });

  it('is 404 for anyone else and for other messages, 401 without a token, 400 for a malformed id', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const eve = await signedInMember(t, 'Eve');
    const id = await propose(ana, ben, new Date(Date.now() + HOUR_MS));
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { receiver: ben.id, message: 'hello' },
      headers: bearer(ana),
    });
    const textId = text.json<{ data: { _id: string } }>().data._id;

    expect((await calendarOf(eve, id)).statusCode).toBe(404);
    expect((await calendarOf(ben, textId)).statusCode).toBe(404);
    expect((await calendarOf(ben, crypto.randomUUID())).statusCode).toBe(404);
    expect((await calendarOf(null, id)).statusCode).toBe(401);
    expect((await calendarOf(ben, 'nope')).statusCode).toBe(400);
    const missing = await calendarOf(eve, id);
    expect(missing.json()).toMatchObject({ success: false, code: 'notFound' });

    // Deleted for Ben: gone for him, still Ana's.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/message/${id}`,
      headers: bearer(ben),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await calendarOf(ben, id)).statusCode).toBe(404);
    expect((await calendarOf(ana, id)).statusCode).toBe(200);
    // The file names the partner as they are called now.
    await t.db.update(users).set({ name: 'Ben B' }).where(eq(users.id, ben.id));
    expect(eventOf((await calendarOf(ana, id)).body).event.summary).toBe(
      'Chingu: English ↔ Korean with Ben B',
    );
  });
});
