import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { postJson } from '../../helpers/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on', RATE_LIMIT_FORMS: '3/10' });
});
afterAll(async () => t.close());

const rows = async (table: typeof contactMessages | typeof newsletterSubscriptions) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

describe('contact and newsletter', () => {
  it('stores a valid contact message', async () => {
    const res = await postJson(t, '/api/v1/contact', {
      name: 'Kim',
      email: 'KIM@example.com',
      message: 'Hello!',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const [stored] = await t.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Kim', email: 'kim@example.com', message: 'Hello!' });
  });

  it('refuses a blank message and stores nothing', async () => {
    const res = await postJson(t, '/api/v1/contact', {
      name: 'Kim',
      email: 'kim@example.com',
      message: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Please enter a message',
      code: 'messageRequired',
    });
    expect(await rows(contactMessages)).toBe(1);
  });

  it('keeps one newsletter subscription per address', async () => {
    await postJson(t, '/api/v1/newsletter', {
      name: 'Lee',
      email: 'lee@example.com',
      message: 'Weekly please',
    });
    const res = await postJson(t, '/api/v1/newsletter', {
      name: 'Lee',
      email: 'LEE@example.com',
      message: 'Again',
    });
    expect(res.statusCode).toBe(201);
    expect(await rows(newsletterSubscriptions)).toBe(1);
  });

  it('rate limits each form per IP', async () => {
    // Two contact requests so far; the limit is 3 per 10 minutes.
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await postJson(t, '/api/v1/contact', {
        name: 'Kim',
        email: 'kim@example.com',
        message: 'Again',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().code).toBe('tooManyRequests');
    }
    expect(statuses).toEqual([201, 429]);
    expect(await rows(contactMessages)).toBe(2);
  });
});
