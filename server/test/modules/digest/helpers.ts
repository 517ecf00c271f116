import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions, users } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import type { TestApp } from '../../helpers/app.ts';
import { readMail } from '../../helpers/mail-text.ts';
import { insertMember } from '../../helpers/members.ts';

export type DigestMember = { id: string; name: string; email: string; token: string };

/**
 * A member with a session who registered two hours ago and never opened the chat since: away
 * long enough for a digest. `fields` overrides columns (preferredLanguage, emailDigest, ...). Their
 * message policy is 'everyone': a message request mails nothing (requests.test.ts tests that).
 */
export async function awayMember(
  t: TestApp,
  name: string,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<DigestMember> {
  const user = await insertMember(t, {
    name,
    createdAt: new Date(Date.now() - 2 * 3600_000),
    messagePolicy: 'everyone',
    ...fields,
  });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: user.id, tokenHash });
  return { id: user.id, name, email: user.email, token };
}

/** A chat message through the API, as the web app sends it. */
export async function writeTo(t: TestApp, from: DigestMember, to: DigestMember, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    payload: { receiver: to.id, message: text },
    headers: { authorization: `Bearer ${from.token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Moves the member's clock columns: last socket closed, last digest (minutes ago; null = never). */
export async function setTimes(
  t: TestApp,
  member: DigestMember,
  times: { lastSeenMinutesAgo?: number; digestMinutesAgo?: number | null },
) {
  const ago = (minutes: number) =>
    sql`date_trunc('milliseconds', now()) - make_interval(mins => ${minutes})`;
  await t.db
    .update(users)
    .set({
      ...(times.lastSeenMinutesAgo !== undefined
        ? { lastSeenAt: ago(times.lastSeenMinutesAgo) }
        : {}),
      ...(times.digestMinutesAgo !== undefined
        ? { digestSentAt: times.digestMinutesAgo === null ? null : ago(times.digestMinutesAgo) }
        : {}),
    })
    .where(eq(users.id, member.id));
}

/** The digests the member received, read as a person would. */
export function digestsTo(t: TestApp, member: DigestMember) {
  return t.smtp
    .mailsTo(member.email)
    .map((mail) => readMail(mail.source))
    .filter((mail) => mail.headers.has('list-unsubscribe'));
}

/** The token of the unsubscribe link in a digest's text. */
export function unsubscribeToken(text: string): string {
  const token = /\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no unsubscribe link in:\n${text}`);
  return token;
}
