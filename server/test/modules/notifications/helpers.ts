import type {
  TMarkNotificationsReadResponse,
  TNotification,
  TNotificationsResponse,
  TUnreadCount,
} from '@chingu/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';

export { api, createMoment, follow, memberWithToken, type Member } from '../moments/helpers.ts';

/** The member's notifications page, once every notification already under way is stored. */
export async function notificationsOf(t: TestApp, who: Member, query = '') {
  await t.app.notificationsSettled();
  const res = await api(t, 'GET', `/api/v1/notifications${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TNotificationsResponse>();
}

export async function unreadOf(t: TestApp, who: Member): Promise<TUnreadCount> {
  await t.app.notificationsSettled();
  const res = await api(t, 'GET', '/api/v1/notifications/unread-count', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TUnreadCount }>().data;
}

/** Marks read once every notification already under way is stored, as a reader would have seen them. */
export async function markRead(t: TestApp, who: Member, body: { ids?: string[] } = {}) {
  await t.app.notificationsSettled();
  const res = await api(t, 'PUT', '/api/v1/notifications/read', who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMarkNotificationsReadResponse>().data;
}

export const like = (t: TestApp, who: Member, momentId: string, action = 'like') =>
  api(t, 'POST', `/api/v1/moments/${momentId}/${action}`, who);

export async function comment(t: TestApp, who: Member, momentId: string, text: string) {
  const res = await api(t, 'POST', `/api/v1/moments/${momentId}/comments`, who, { text });
  expect(res.statusCode, res.body).toBe(201);
}

export async function block(t: TestApp, who: Member, target: Member, action = 'block') {
  const res = await api(t, 'PUT', `/api/v1/auth/users/${who.id}/${action}/${target.id}`, who);
  expect(res.statusCode, res.body).toBe(200);
}

/** What a member reads in their list, in order: kind, actor name, count. */
export const summary = (list: TNotification[]) =>
  list.map((n) => `${n.kind}:${n.actor?.name ?? 'team'}:${n.count}`);

/** New members with sessions, one per name, as a tuple (no undefined when destructured). */
export async function membersNamed<const Names extends readonly string[]>(
  t: TestApp,
  ...names: Names
): Promise<{ [K in keyof Names]: Member }> {
  return (await Promise.all(names.map((name) => memberWithToken(t, name)))) as {
    [K in keyof Names]: Member;
  };
}
