import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { conversations, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, signedInMember } from './chat-helpers.ts';

/**
 * PRODUCT §9.1: existing members move to message requests by migration 0017, and nothing they had
 * is lost or hidden: their conversations stay accepted and listed. The hand-written part of the
 * migration runs again here over rows as they were before it.
 */
const MIGRATION = new URL('../../../drizzle/0020_message_requests.sql', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function handWritten(): string[] {
  const text = fs.readFileSync(MIGRATION, 'utf8');
  const [, tail] = text.split('-- hand-written:');
  expect(tail, 'the migration has a hand-written part').toBeTruthy();
  return tail!
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

it("moves members on the old default to 'requests', keeps 'following', and keeps every conversation", async () => {
  const ana = await signedInMember(t, 'Ana', { messagePolicy: 'everyone' });
  const ben = await signedInMember(t, 'Ben', { messagePolicy: 'everyone' });
  const strict = await signedInMember(t, 'Strict', { messagePolicy: 'following' });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: bearer(ben),
    payload: { receiver: ana.id, message: 'written before the migration' },
  });
  expect(sent.statusCode, sent.body).toBe(201);

  for (const statement of handWritten()) await t.db.execute(sql.raw(statement));

  const policies = await t.db
    .select({ id: users.id, policy: users.messagePolicy })
    .from(users)
    .where(sql`${users.id} in (${ana.id}, ${ben.id}, ${strict.id})`);
  expect(Object.fromEntries(policies.map((p) => [p.id, p.policy]))).toEqual({
    [ana.id]: 'requests',
    [ben.id]: 'requests',
    [strict.id]: 'following',
  });
  const [row] = await t.db
    .select({ status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.ownerId, ana.id), eq(conversations.partnerId, ben.id)));
  expect(row).toEqual({ status: 'accepted' });
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v1/messages/conversations',
    headers: bearer(ana),
  });
  expect(list.json()).toMatchObject({ data: [{ _id: ben.id, requestStatus: 'accepted' }] });
  // The conversation goes on as before: no request, no cap.
  for (const text of ['one', 'two', 'three', 'four']) {
    const more = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: bearer(ben),
      payload: { receiver: ana.id, message: text },
    });
    expect(more.statusCode, more.body).toBe(201);
  }
});

it("makes 'requests' the default of a new member and 'accepted' of a new conversation row", async () => {
  const [member] = await t.db
    .insert(users)
    .values({
      email: 'default@example.com',
      passwordHash: 'x',
      name: 'Default',
      nativeLanguage: 'English',
      languageToLearn: 'Korean',
    })
    .returning({ policy: users.messagePolicy });
  expect(member).toEqual({ policy: 'requests' });
  const text = fs.readFileSync(MIGRATION, 'utf8');
  expect(text).toContain(`ALTER COLUMN "message_policy" SET DEFAULT 'requests'`);
  expect(text).toContain(`ADD COLUMN "status" text DEFAULT 'accepted' NOT NULL`);
});
