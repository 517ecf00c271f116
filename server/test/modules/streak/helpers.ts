import type { TStreak } from '@chingu/contract';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { learningDays, sessions } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import type { TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import { api, type Member } from '../moments/helpers.ts';

export { api, type Member } from '../moments/helpers.ts';

/**
 * A clock set to given instants (streak days depend on the hour in a member's zone, so these
 * tests name the instant rather than move by offsets).
 */
export function fixedClock(start: string) {
  let nowMs = Date.parse(start);
  return {
    now: () => new Date(nowMs),
    set(iso: string) {
      nowMs = Date.parse(iso);
    },
  };
}

export type StreakMember = Member & { email: string };

/**
 * A member with a session, `timeZone` stored (null: none yet, counted in UTC), whom anyone may
 * write to (the tests are not about message requests).
 */
export async function memberIn(
  t: TestApp,
  name: string,
  timeZone: string | null,
): Promise<StreakMember> {
  const row = await insertMember(t, { name, timeZone, messagePolicy: 'everyone' });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: row.id, tokenHash });
  return { id: row.id, name: row.name, token, email: row.email };
}

/** A chat message through the API, as the web app sends it. */
export async function say(t: TestApp, from: Member, to: Member, text = 'Hello!') {
  const res = await api(t, 'POST', '/api/v1/messages', from, { receiver: to.id, message: text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string } }>().data;
}

export async function streakOf(t: TestApp, who: Member): Promise<TStreak> {
  const res = await api(t, 'GET', `/api/v1/auth/users/${who.id}/streak`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TStreak }>().data;
}

/** The member's learning days as stored (dates of their calendar). */
export async function storedDays(t: TestApp, who: Member): Promise<string[]> {
  const rows = await t.db
    .select({ day: learningDays.day })
    .from(learningDays)
    .where(eq(learningDays.userId, who.id))
    .orderBy(asc(learningDays.day));
  return rows.map((row) => row.day);
}
