import type { TCreateMomentRequest, TMoment } from '@chingu/contract';
import { expect } from 'vitest';
import { sessions } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import type { TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';

export type Member = { id: string; name: string; token: string };

/**
 * A member with a real session token (what sign-in stores), without the e-mail round trip, so
 * tests can have twenty members cheaply. The real auth plugin checks the token.
 */
export async function memberWithToken(
  t: TestApp,
  name?: string,
  fields: Parameters<typeof insertMember>[1] = {},
): Promise<Member> {
  const row = await insertMember(t, { ...(name ? { name } : {}), ...fields });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: row.id, tokenHash });
  return { id: row.id, name: row.name, token };
}

export const auth = (who?: Member) =>
  who ? { authorization: `Bearer ${who.token}` } : ({} as Record<string, string>);

export async function api(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: Member,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: auth(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function createMoment(
  t: TestApp,
  who: Member,
  body: Partial<TCreateMomentRequest> = {},
): Promise<TMoment> {
  const res = await api(t, 'POST', '/api/v1/moments', who, {
    description: 'A day out in Seoul',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMoment }>().data;
}

export async function follow(t: TestApp, who: Member, target: Member) {
  const res = await api(t, 'PUT', `/api/v1/auth/users/${who.id}/follow/${target.id}`, who);
  expect(res.statusCode, res.body).toBe(200);
}

/** Ids of the moments a viewer gets from a list URL, and the count. */
export async function listIds(t: TestApp, url: string, who?: Member) {
  const res = await api(t, 'GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ count: number; data: TMoment[] }>();
  return { count: body.count, ids: body.data.map((m) => m._id), data: body.data };
}
