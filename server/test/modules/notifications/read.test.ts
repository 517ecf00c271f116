import type { TNotificationsResponse } from '@chingu/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  api,
  follow,
  markRead,
  membersNamed,
  notificationsOf,
  unreadOf,
  type Member,
} from './helpers.ts';

/** PRODUCT §8.4: the list, the unread counts and marking read, for the caller alone. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const members = <const Names extends readonly string[]>(...names: Names) =>
  membersNamed(t, ...names);

/**
 * A member followed by `n` others, one after the other (newest last). Notifications are written
 * after the follow's answer, on PostgreSQL's pool side by side: each is stored before the next
 * follow, so "newest" is the order of the follows.
 */
async function followedBy(n: number): Promise<{ me: Member; fans: Member[] }> {
  const [me] = await members('Me');
  const fans = await members(...Array.from({ length: n }, (_, i) => `Fan ${i + 1}`));
  for (const fan of fans) {
    await follow(t, fan, me);
    await t.app.notificationsSettled();
  }
  return { me: me, fans };
}

const unreadRows = async (who: Member) =>
  t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), isNull(notifications.readAt)));

describe('the list', () => {
  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['PUT', '/api/v1/notifications/read'],
    ] as const) {
      const res = await api(t, method, url, undefined, method === 'PUT' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'notSignedIn' });
    }
  });

  it('comes newest first in pages, with the total', async () => {
    const { me } = await followedBy(5);
    const names = async (page: number) => {
      const body = await notificationsOf(t, me, `?limit=2&page=${page}`);
      expect(body.count).toBe(5);
      return body.data.map((n) => n.actor?.name);
    };
    expect(await names(1)).toEqual(['Fan 5', 'Fan 4']);
    expect(await names(2)).toEqual(['Fan 3', 'Fan 2']);
    expect(await names(3)).toEqual(['Fan 1']);
    expect(await names(4)).toEqual([]);
    // Twenty to a page by default.
    expect((await notificationsOf(t, me)).data).toHaveLength(5);
  });

  it('shows only the caller’s own notifications', async () => {
    const { me } = await followedBy(2);
    const [other] = await members('Other');
    expect((await notificationsOf(t, other)).count).toBe(0);
    expect((await notificationsOf(t, me)).count).toBe(2);
  });

  it('refuses a bad page or limit with the contract’s keys', async () => {
    const [me] = await members('Me');
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=x']) {
      const res = await api(t, 'GET', `/api/v1/notifications?${query}`, me);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'invalidInput' });
    }
  });
});

describe('unread counts', () => {
  it('counts unread notifications and conversations with unread messages', async () => {
    const [ana, ben, cleo, dan] = await members('Ana', 'Ben', 'Cleo', 'Dan');
    // Not about message requests (requests.test.ts counts those): Ana takes messages from anyone.
    const policy = await api(t, 'PUT', `/api/v1/auth/users/${ana.id}/settings`, ana, {
      messagePolicy: 'everyone',
    });
    expect(policy.statusCode, policy.body).toBe(200);
    await follow(t, ben, ana);
    expect(await unreadOf(t, ana)).toEqual({ notifications: 1, conversations: 0, requests: 0 });

    const say = async (from: Member, text: string) => {
      const res = await api(t, 'POST', '/api/v1/messages', from, {
        receiver: ana.id,
        message: text,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await say(ben, 'Hi Ana');
    await say(ben, 'Are you there?');
    await say(cleo, 'Hello');
    await say(dan, 'Hey');
    // Two messages in one conversation are one conversation; a muted one still shows its badge.
    const muted = await api(t, 'PUT', `/api/v1/messages/conversations/${dan.id}/mute`, ana, {
      muted: true,
    });
    expect(muted.statusCode).toBe(200);
    expect(await unreadOf(t, ana)).toEqual({ notifications: 1, conversations: 3, requests: 0 });
    // Ben's messages are read; Cleo's conversation goes to the archive; Dan's is deleted.
    const actions = [
      ['PUT', `/api/v1/messages/conversations/${ben.id}/read`],
      ['PUT', `/api/v1/messages/conversations/${cleo.id}/archive`],
    ] as const;
    for (const [method, url] of actions) {
      expect((await api(t, method, url, ana)).statusCode, url).toBe(200);
    }
    expect(await unreadOf(t, ana)).toEqual({ notifications: 1, conversations: 1, requests: 0 });
    const removed = await api(t, 'DELETE', `/api/v1/messages/conversations/${dan.id}`, ana);
    expect(removed.statusCode).toBe(200);
    expect(await unreadOf(t, ana)).toEqual({ notifications: 1, conversations: 0, requests: 0 });
    // The senders have nothing unread.
    expect(await unreadOf(t, ben)).toEqual({ notifications: 0, conversations: 0, requests: 0 });
  });
});

describe('marking read', () => {
  it('marks the given notifications read and answers how many changed and how many stay unread', async () => {
    const { me } = await followedBy(3);
    const [newest, middle] = (await notificationsOf(t, me)).data;
    expect(await markRead(t, me, { ids: [newest!._id, middle!._id] })).toEqual({
      marked: 2,
      unread: 1,
    });
    // Again: nothing changes.
    expect(await markRead(t, me, { ids: [newest!._id] })).toEqual({ marked: 0, unread: 1 });
    const list = await notificationsOf(t, me);
    expect(list.data.map((n) => n.readAt !== null)).toEqual([true, true, false]);
    expect(await unreadOf(t, me)).toMatchObject({ notifications: 1 });
  });

  it('marks all when no ids come', async () => {
    const { me } = await followedBy(3);
    expect(await markRead(t, me)).toEqual({ marked: 3, unread: 0 });
    expect(await unreadOf(t, me)).toMatchObject({ notifications: 0 });
  });

  it('another member’s ids change nothing', async () => {
    const { me } = await followedBy(2);
    const { me: other } = await followedBy(1);
    const theirs = (await notificationsOf(t, other)).data.map((n) => n._id);
    expect(await markRead(t, me, { ids: theirs })).toEqual({ marked: 0, unread: 2 });
    // Marking all of mine leaves theirs unread as well.
    expect(await markRead(t, me)).toEqual({ marked: 2, unread: 0 });
    expect(await unreadRows(other)).toHaveLength(1);
    expect(await unreadOf(t, other)).toMatchObject({ notifications: 1 });
  });

  it('refuses malformed ids and bodies with the contract’s keys, and changes nothing', async () => {
    const { me } = await followedBy(1);
    const attempts: [unknown, string][] = [
      [{ ids: ['not-a-uuid'] }, 'invalidId'],
      [{ ids: [] }, 'invalidInput'],
      [{ ids: 'all' }, 'invalidInput'],
      [{ ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }, 'invalidInput'],
      [{ ids: [crypto.randomUUID()], everyone: true }, 'invalidInput'],
    ];
    for (const [body, code] of attempts) {
      const res = await api(t, 'PUT', '/api/v1/notifications/read', me, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    expect(await unreadRows(me)).toHaveLength(1);
    const list = await api(t, 'GET', '/api/v1/notifications', me);
    expect(list.json<TNotificationsResponse>().data[0]?.readAt).toBeNull();
  });
});
