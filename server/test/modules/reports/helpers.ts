import type { TCreateReportRequest, TMessage } from '@chingu/contract';
import { expect } from 'vitest';
import { sessions } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import type { TestApp } from '../../helpers/app.ts';
import { PROFILE, insertMember, passwordHashOfProfile } from '../../helpers/members.ts';
import { api, type Member } from '../moments/helpers.ts';

export const PASSWORD = PROFILE.password;
export const MODERATOR_EMAIL = 'Mod@Example.com';

export type Person = Member & { email: string };

let seq = 0;
/**
 * A member who can also sign in with PASSWORD (a real argon2 hash, computed once) and has a session
 * token. They take messages from everyone: the reports tests are not about message requests.
 */
export async function person(t: TestApp, name: string, email?: string): Promise<Person> {
  seq += 1;
  const address = (
    email ?? `${name.toLowerCase().replace(/\W/g, '')}${seq}@example.com`
  ).toLowerCase();
  const row = await insertMember(t, {
    name,
    email: address,
    passwordHash: await passwordHashOfProfile(),
    messagePolicy: 'everyone',
  });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: row.id, tokenHash });
  return { id: row.id, name, token, email: address };
}

export function report(t: TestApp, who: Member | undefined, body: Partial<TCreateReportRequest>) {
  return api(t, 'POST', '/api/v1/reports', who, { reason: 'spam', ...body });
}

export async function sendMessage(t: TestApp, from: Member, to: Member, text: string) {
  const res = await api(t, 'POST', '/api/v1/messages', from, { receiver: to.id, message: text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMessage }>().data;
}

export async function addComment(t: TestApp, who: Member, momentId: string, text: string) {
  const res = await api(t, 'POST', `/api/v1/moments/${momentId}/comments`, who, { text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string } }>().data;
}
