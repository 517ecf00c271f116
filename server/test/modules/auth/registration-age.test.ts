import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { submitRegistration, verifyRegistrationEmail } from '../../helpers/members.ts';

// PRODUCT §9.1: registration refuses a birth date under 13 (400 tooYoung).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The birth date of someone `years` old today (UTC), moved by `days`, as the form sends it. */
function birthFields(years: number, days = 0) {
  const now = new Date();
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days),
  );
  return {
    birth_year: String(d.getUTCFullYear()),
    birth_month: String(d.getUTCMonth() + 1),
    birth_day: String(d.getUTCDate()),
  };
}

async function accountsOf(email: string) {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n ?? 0;
}

describe('registration age', () => {
  it('refuses a 12-year-old with 400 tooYoung and stores no account', async () => {
    const email = 'young12@example.com';
    await verifyRegistrationEmail(t, email);
    const res = await submitRegistration(t, email, birthFields(12));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'tooYoung' });
    expect(await accountsOf(email)).toBe(0);
  });

  it('refuses the day before the 13th birthday and accepts the birthday itself', async () => {
    const email = 'boundary13@example.com';
    await verifyRegistrationEmail(t, email);
    const dayBefore = await submitRegistration(t, email, birthFields(13, 1));
    expect(dayBefore.statusCode).toBe(400);
    expect(dayBefore.json()).toMatchObject({ code: 'tooYoung' });
    const birthday = await submitRegistration(t, email, birthFields(13));
    expect(birthday.statusCode, birthday.body).toBe(201);
    expect(await accountsOf(email)).toBe(1);
  });

  it('a birth date in the future stays birthDateInvalid, not tooYoung', async () => {
    const email = 'future@example.com';
    await verifyRegistrationEmail(t, email);
    const res = await submitRegistration(t, email, birthFields(-1));
    expect(res.json()).toMatchObject({ code: 'birthDateInvalid' });
  });

  it('updatedetails refuses a birth date under 13 too', async () => {
    const email = 'grown@example.com';
    await verifyRegistrationEmail(t, email);
    const made = await submitRegistration(t, email, birthFields(20));
    expect(made.statusCode, made.body).toBe(201);
    const { token } = made.json<{ token: string }>();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updatedetails',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Grown',
        gender: 'Female',
        native_language: 'Portuguese',
        language_to_learn: 'Korean',
        ...birthFields(10),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'tooYoung' });
  });
});
