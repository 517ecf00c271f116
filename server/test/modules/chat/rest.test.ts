import type {
  TConversation,
  TConversationsResponse,
  TMessage,
  TMessagesPageResponse,
} from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations as conversationsTable, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, signedInMember, type Member } from './chat-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function send(from: Member, to: Member, message: string, clientId?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: bearer(from),
    payload: { receiver: to.id, message, ...(clientId ? { clientId } : {}) },
  });
}

async function sent(from: Member, to: Member, message: string): Promise<TMessage> {
  const res = await send(from, to, message);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMessage }>().data;
}

async function conversations(member: Member): Promise<TConversation[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/messages/conversations',
    headers: bearer(member),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TConversationsResponse>().data;
}

async function page(member: Member, a: Member, b: Member, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${a.id}/${b.id}${query}`,
    headers: bearer(member),
  });
}

const put = (member: Member, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(member),
    ...(payload ? { payload } : {}),
  });

describe('sending and the conversation list', () => {
  it('requires a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/messages/conversations' });
    expect(res.statusCode).toBe(401);
  });

  it('lists one row per partner with the last message and exact unread counts', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const cho = await signedInMember(t, 'Cho');
    await sent(ben, ana, 'hello Ana');
    await sent(ben, ana, '  how are you?  ');
    await sent(cho, ana, 'hi from Cho');
    await sent(ana, ben, 'hi Ben');

    const list = await conversations(ana);
    // Ana wrote to Ben last, so Ben's row is the newest.
    expect(list.map((c) => c.name)).toEqual(['Ben', 'Cho']);
    expect(list[0]).toMatchObject({
      _id: ben.id,
      lastMessage: 'hi Ben',
      lastMessageSenderId: ana.id,
      unreadCount: 2,
      status: 'offline',
      muted: false,
      pinned: false,
      blocked: false,
    });
    expect(list[1]).toMatchObject({ lastMessage: 'hi from Cho', unreadCount: 1 });
    expect(list[0]).not.toHaveProperty('email');

    const benList = await conversations(ben);
    expect(benList).toHaveLength(1);
    expect(benList[0]).toMatchObject({ _id: ana.id, unreadCount: 1, lastMessage: 'hi Ben' });

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages',
      headers: bearer(ana),
    });
    expect(all.json<{ count: number; data: TMessage[] }>().data.map((m) => m.message)).toEqual([
      'hello Ana',
      'how are you?',
      'hi from Cho',
      'hi Ben',
    ]);
    const withBen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/messages/user/${ben.id}`,
      headers: bearer(ana),
    });
    expect(withBen.json<{ count: number }>().count).toBe(3);
  });

  it('refuses blank, too long, self and unknown receivers', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const blank = await send(ana, ben, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'messageRequired' });
    expect((await send(ana, ben, 'x'.repeat(5001))).json()).toMatchObject({
      code: 'messageTooLong',
    });
    expect((await send(ana, ben, 'x'.repeat(5000))).statusCode).toBe(201);
    expect((await send(ana, ana, 'me')).json()).toMatchObject({ code: 'cannotMessageSelf' });
    const ghost = { ...ben, id: '00000000-0000-4000-8000-000000000000' };
    expect((await send(ana, ghost, 'anyone?')).statusCode).toBe(404);
  });

  it('stores every message when two members write to each other at the same moment', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const rounds = Array.from({ length: 30 }, (_, i) => i);
    const answers = await Promise.all(
      rounds.flatMap((i) => [send(ana, ben, `ana ${i}`), send(ben, ana, `ben ${i}`)]),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    const [anaRow] = await conversations(ana);
    const [benRow] = await conversations(ben);
    expect(anaRow?.unreadCount).toBe(30);
    expect(benRow?.unreadCount).toBe(30);
    const stored = (await page(ana, ana, ben)).json<TMessagesPageResponse>();
    expect(stored.count).toBe(60);
    // Whatever order the sends committed in, both previews show the newest message.
    expect(anaRow?.lastMessage).toBe(stored.data.at(-1)?.message);
    expect(benRow?.lastMessage).toBe(stored.data.at(-1)?.message);
  });

  it('stores a retried clientId once', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const first = await send(ana, ben, 'only once', 'client-1');
    const retry = await send(ana, ben, 'only once', 'client-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ data: TMessage }>().data._id).toBe(
      first.json<{ data: TMessage }>().data._id,
    );
    const list = await conversations(ben);
    expect(list[0]?.unreadCount).toBe(1);
    expect((await page(ben, ana, ben)).json<TMessagesPageResponse>().count).toBe(1);
  });

  it('orders pinned conversations first; mute and pin persist', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const cho = await signedInMember(t, 'Cho');
    await sent(ben, ana, 'older');
    await sent(cho, ana, 'newer');
    expect((await conversations(ana)).map((c) => c.name)).toEqual(['Cho', 'Ben']);

    const pinned = await put(ana, `/api/v1/messages/conversations/${ben.id}/pin`, { pinned: true });
    expect(pinned.json()).toMatchObject({ data: { pinned: true } });
    await put(ana, `/api/v1/messages/conversations/${cho.id}/mute`, { muted: true });
    const list = await conversations(ana);
    expect(list.map((c) => [c.name, c.pinned, c.muted])).toEqual([
      ['Ben', true, false],
      ['Cho', false, true],
    ]);
    await put(ana, `/api/v1/messages/conversations/${ben.id}/pin`, { pinned: false });
    expect((await conversations(ana)).map((c) => c.name)).toEqual(['Cho', 'Ben']);
  });

  it('marks read and unread', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    await sent(ben, ana, 'one');
    await sent(ben, ana, 'two');
    const read = await put(ana, `/api/v1/messages/conversations/${ben.id}/read`);
    expect(read.json()).toEqual({ success: true, markedCount: 2 });
    expect((await conversations(ana))[0]?.unreadCount).toBe(0);
    const again = await put(ana, `/api/v1/messages/conversations/${ben.id}/read`);
    expect(again.json()).toEqual({ success: true, markedCount: 0 });
    const messages = (await page(ana, ana, ben)).json<TMessagesPageResponse>().data;
    expect(messages.every((m) => m.read)).toBe(true);

    await put(ana, `/api/v1/messages/conversations/${ben.id}/unread`);
    expect((await conversations(ana))[0]?.unreadCount).toBe(1);
  });
});

describe('conversation flags (issue 29, finding 9)', () => {
  it('are refused for oneself, a suspended member, and a conversation that does not exist; nothing is made', async () => {
    const ana = await signedInMember(t, 'Ana');
    const cho = await signedInMember(t, 'Cho');
    const sus = await signedInMember(t, 'Sus');
    await sent(sus, ana, 'hello before the suspension');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, sus.id));

    for (const partner of [ana, cho, sus]) {
      for (const action of ['unread', 'archive', 'unarchive']) {
        const res = await put(ana, `/api/v1/messages/conversations/${partner.id}/${action}`);
        expect(res.statusCode, `${action} ${partner.name}`).toBe(404);
        // The envelope only: no member's profile.
        expect(Object.keys(res.json()).sort(), res.body).toEqual(['code', 'error', 'success']);
      }
      const muted = await put(ana, `/api/v1/messages/conversations/${partner.id}/mute`, {
        muted: true,
      });
      expect(muted.statusCode, `mute ${partner.name}`).toBe(404);
    }
    // Nothing was made: no row with herself or with Cho, no unread badge.
    const rows = await t.db
      .select({ partnerId: conversationsTable.partnerId, unread: conversationsTable.unreadCount })
      .from(conversationsTable)
      .where(eq(conversationsTable.ownerId, ana.id));
    expect(rows).toEqual([{ partnerId: sus.id, unread: 1 }]);
  });

  it('a conversation opened without a message can be archived but not marked unread', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/conversations',
      headers: bearer(ana),
      payload: { userId: ben.id },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await put(ana, `/api/v1/messages/conversations/${ben.id}/unread`)).statusCode).toBe(
      404,
    );
    const archived = await put(ana, `/api/v1/messages/conversations/${ben.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<{ data: TConversation }>().data).toMatchObject({ unreadCount: 0 });
  });
});

describe('reading a conversation', () => {
  it('lets only a participant read it', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const eve = await signedInMember(t, 'Eve');
    await sent(ana, ben, 'private');
    const res = await page(eve, ana, ben);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
    expect((await page(ben, ana, ben)).statusCode).toBe(200);
    expect((await page(ana, ben, ana)).statusCode).toBe(200);
  });

  it('pages from the newest backwards with a cursor, each page oldest to newest', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    for (let i = 1; i <= 7; i += 1) await sent(i % 2 ? ana : ben, i % 2 ? ben : ana, `m${i}`);

    const first = (await page(ana, ana, ben, '?limit=3')).json<TMessagesPageResponse>();
    expect(first.count).toBe(7);
    expect(first.data.map((m) => m.message)).toEqual(['m5', 'm6', 'm7']);
    expect(first.nextCursor).toBe(first.data[0]?._id);

    const second = (
      await page(ana, ana, ben, `?limit=3&before=${first.nextCursor}`)
    ).json<TMessagesPageResponse>();
    expect(second.data.map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
    const third = (
      await page(ana, ana, ben, `?limit=3&before=${second.nextCursor}`)
    ).json<TMessagesPageResponse>();
    expect(third.data.map((m) => m.message)).toEqual(['m1']);
    expect(third.nextCursor).toBeNull();
    expect(third.data[0]).toMatchObject({
      sender: { _id: ana.id, name: 'Ana' },
      receiver: ben.id,
      status: 'delivered',
      read: false,
    });
  });

  it('deleting a conversation hides its history for the caller only', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    await sent(ana, ben, 'before delete');
    await sent(ben, ana, 'reply');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/conversations/${ben.id}`,
      headers: bearer(ana),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await conversations(ana)).toEqual([]);
    expect((await page(ana, ana, ben)).json<TMessagesPageResponse>()).toMatchObject({
      count: 0,
      data: [],
    });
    // Ben still has everything.
    expect((await page(ben, ana, ben)).json<TMessagesPageResponse>().count).toBe(2);
    expect((await conversations(ben))[0]).toMatchObject({ lastMessage: 'reply' });

    // Re-opening shows an empty room; a new message brings the row back with only itself.
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/conversations',
      headers: bearer(ana),
      payload: { userId: ben.id },
    });
    expect(reopened.json()).toMatchObject({
      data: { _id: ben.id, lastMessage: null, unreadCount: 0 },
    });
    await sent(ben, ana, 'after delete');
    const list = await conversations(ana);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ lastMessage: 'after delete', unreadCount: 1 });
    const visible = (await page(ana, ana, ben)).json<TMessagesPageResponse>();
    expect(visible.data.map((m) => m.message)).toEqual(['after delete']);
  });
});
