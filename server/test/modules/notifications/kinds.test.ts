import type { TNotification } from '@chingu/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { connectedPair, next, sentOverSocket, socketClients } from '../chat/chat-helpers.ts';
import {
  api,
  block,
  comment,
  createMoment,
  follow,
  like,
  markRead,
  membersNamed,
  notificationsOf,
  summary,
  unreadOf,
  type Member,
} from './helpers.ts';

/** PRODUCT §8.4: each kind of notification, created by the real action that causes it. */
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

const members = <const Names extends readonly string[]>(...names: Names) =>
  membersNamed(t, ...names);

describe('follows', () => {
  it('tells the followed member at once over the socket, and lists it unread', async () => {
    const [ana, ben] = await members('Ana', 'Ben');
    const socket = await sockets.connected(url, ana.token);
    const arriving = next(socket, 'notification');
    await follow(t, ben, ana);
    const live = await arriving;
    expect(live).toMatchObject({
      kind: 'follow',
      actor: { _id: ben.id, name: 'Ben' },
      count: 1,
      readAt: null,
    });
    const list = await notificationsOf(t, ana);
    expect(list).toEqual({ success: true, count: 1, data: [live] });
    expect((await unreadOf(t, ana)).notifications).toBe(1);
  });

  it('an unfollow and a new follow refresh the one row: on top and unread again, no second row', async () => {
    const [ana, ben, cleo] = await members('Ana', 'Ben', 'Cleo');
    await follow(t, ben, ana);
    await follow(t, cleo, ana);
    await markRead(t, ana);
    const unfollowed = await api(t, 'PUT', `/api/v1/auth/users/${ben.id}/unfollow/${ana.id}`, ben);
    expect(unfollowed.statusCode).toBe(200);
    await follow(t, ben, ana);
    // A repeated follow changes nothing and notifies nobody.
    await follow(t, ben, ana);
    const list = await notificationsOf(t, ana);
    expect(summary(list.data)).toEqual(['follow:Ben:1', 'follow:Cleo:1']);
    expect(list.data.map((n) => n.readAt === null)).toEqual([true, false]);
    expect(await unreadOf(t, ana)).toMatchObject({ notifications: 1 });
  });
});

describe('likes', () => {
  it('likes on one moment within an hour fold: count grows, the latest liker shows, unread again', async () => {
    const [ana, ben, cleo, dan] = await members('Ana', 'Ben', 'Cleo', 'Dan');
    const moment = await createMoment(t, ana);
    await like(t, ben, moment._id);
    const [first] = (await notificationsOf(t, ana)).data;
    expect(first).toMatchObject({ kind: 'momentLike', momentId: moment._id, count: 1 });
    await markRead(t, ana);

    const socket = await sockets.connected(url, ana.token);
    const arriving = next(socket, 'notification');
    await like(t, cleo, moment._id);
    const folded = await arriving;
    expect(folded).toMatchObject({
      _id: first!._id,
      actor: { name: 'Cleo' },
      count: 2,
      readAt: null,
    });
    expect(folded.createdAt >= first!.createdAt).toBe(true);

    // Taking a like back and giving it again is not a new liker.
    await like(t, cleo, moment._id, 'dislike');
    await like(t, cleo, moment._id);
    await like(t, dan, moment._id);
    const list = await notificationsOf(t, ana);
    expect(summary(list.data)).toEqual(['momentLike:Dan:3']);
    expect(await unreadOf(t, ana)).toMatchObject({ notifications: 1 });
  });

  it('the latest liker shows by the time of the like, whichever notification is stored first', async () => {
    const [ana, ben, cleo] = await members('Ana', 'Ben', 'Cleo');
    const moment = await createMoment(t, ana);
    const now = Date.now();
    // Two likes a second apart whose notifications are stored in the reverse order, as two
    // requests' background work may be under load.
    const liked = (liker: Member, at: number) =>
      t.app.events.emit('momentLiked', {
        momentId: moment._id,
        authorId: ana.id,
        likerId: liker.id,
        likedAt: new Date(at),
      });
    liked(cleo, now);
    await t.app.notificationsSettled();
    liked(ben, now - 1000);
    await t.app.notificationsSettled();
    const list = await notificationsOf(t, ana);
    expect(summary(list.data)).toEqual(['momentLike:Cleo:2']);
    expect(new Date(list.data[0]!.createdAt).getTime()).toBe(now);
  });

  it('a like more than an hour after the last one starts a new notification; the old one stays', async () => {
    const [ana, ben, cleo, dan] = await members('Ana', 'Ben', 'Cleo', 'Dan');
    const moment = await createMoment(t, ana);
    await like(t, ben, moment._id);
    await like(t, cleo, moment._id);
    await t.app.notificationsSettled();
    await t.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(notifications.userId, ana.id));
    await like(t, dan, moment._id);
    const list = await notificationsOf(t, ana);
    expect(summary(list.data)).toEqual(['momentLike:Dan:1', 'momentLike:Cleo:2']);
  });

  it('likes on different moments are different notifications', async () => {
    const [ana, ben] = await members('Ana', 'Ben');
    const one = await createMoment(t, ana);
    const two = await createMoment(t, ana);
    await like(t, ben, one._id);
    await like(t, ben, two._id);
    const list = await notificationsOf(t, ana);
    expect(list.data.map((n) => n.momentId)).toEqual([two._id, one._id]);
  });
});

describe('comments', () => {
  it('each comment is a notification with a one-line excerpt of it', async () => {
    const [ana, ben] = await members('Ana', 'Ben');
    const moment = await createMoment(t, ana);
    await comment(t, ben, moment._id, 'Beautiful!\n\nWhere is this?');
    const long = `${'가'.repeat(130)} end`;
    await comment(t, ben, moment._id, long);
    const list = await notificationsOf(t, ana);
    expect(list.data.map((n) => [n.kind, n.momentId, n.preview])).toEqual([
      ['momentComment', moment._id, `${'가'.repeat(119)}…`],
      ['momentComment', moment._id, 'Beautiful! Where is this?'],
    ]);
  });
});

describe('corrections', () => {
  it('the member whose message was corrected is told what it should say', async () => {
    const { ana, ben, anaSocket, benSocket } = await connectedPair(t, url, sockets, ['Ana', 'Ben']);
    const original = await sentOverSocket(benSocket, {
      receiver: ana.id,
      message: 'I goed to school',
    });
    // A plain message is no notification; the correction is.
    const arriving = next(benSocket, 'notification');
    const correction = await sentOverSocket(anaSocket, {
      receiver: ben.id,
      kind: 'correction',
      correction: { messageId: original._id, corrected: 'I went to school' },
    });
    expect(await arriving).toMatchObject({
      kind: 'correction',
      actor: { _id: ana.id, name: 'Ana' },
      messageId: correction._id,
      preview: 'I went to school',
    });
    expect(summary((await notificationsOf(t, ben)).data)).toEqual(['correction:Ana:1']);
    expect((await notificationsOf(t, ana)).count).toBe(0);
  });
});

describe('missed calls', () => {
  it('the callMissed event gives the callee a missedCall notification', async () => {
    const [ana, ben] = await members('Ana', 'Ben');
    t.app.events.emit('callMissed', { callerId: ben.id, calleeId: ana.id });
    const [missed] = (await notificationsOf(t, ana)).data;
    expect(missed).toMatchObject({ kind: 'missedCall', actor: { _id: ben.id }, count: 1 });
    expect(missed!.messageId).toBeUndefined();
  });
});

describe('who is never notified', () => {
  it('nobody is notified of their own like or comment', async () => {
    const [ana] = await members('Ana');
    const moment = await createMoment(t, ana);
    await like(t, ana, moment._id);
    await comment(t, ana, moment._id, 'My own words');
    t.app.events.emit('callMissed', { callerId: ana.id, calleeId: ana.id });
    expect(await notificationsOf(t, ana)).toEqual({ success: true, count: 0, data: [] });
  });

  it('nothing is stored across a block, either way, or from a suspended or deleted member', async () => {
    const [ana, blocked, blocker, suspended, deleted, ok] = await members(
      'Ana',
      'Blocked',
      'Blocker',
      'Suspended',
      'Deleted',
      'Ok',
    );
    await block(t, ana, blocked);
    await block(t, blocker, ana);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(), deletedAt: new Date() })
      .where(eq(users.id, deleted.id));
    for (const caller of [blocked, blocker, suspended, deleted, ok]) {
      t.app.events.emit('callMissed', { callerId: caller.id, calleeId: ana.id });
    }
    await t.app.notificationsSettled();
    await block(t, ana, blocked, 'unblock');
    await block(t, blocker, ana, 'unblock');
    await t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, suspended.id));
    // Lifted afterwards, still nothing: the notifications were never stored.
    expect(summary((await notificationsOf(t, ana)).data)).toEqual(['missedCall:Ok:1']);
  });
});

describe('hidden actors', () => {
  async function notifiedBy(ana: Member, ...actors: Member[]): Promise<TNotification[]> {
    for (const actor of actors) await follow(t, actor, ana);
    return (await notificationsOf(t, ana)).data;
  }

  it('a block either way hides the actor’s notifications from the list and the unread count', async () => {
    const [ana, ben, cleo, dan] = await members('Ana', 'Ben', 'Cleo', 'Dan');
    expect(await notifiedBy(ana, ben, cleo, dan)).toHaveLength(3);
    await block(t, ana, ben);
    await block(t, cleo, ana);
    const list = await notificationsOf(t, ana);
    expect(summary(list.data)).toEqual(['follow:Dan:1']);
    expect(list.count).toBe(1);
    expect(await unreadOf(t, ana)).toMatchObject({ notifications: 1 });
  });

  it('a member suspended later disappears from the list', async () => {
    const [ana, ben, cleo] = await members('Ana', 'Ben', 'Cleo');
    await notifiedBy(ana, ben, cleo);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ben.id));
    // Announced as the moderation route's write would be: cached answers (decision 031) go.
    t.app.cacheInvalidation.invalidate('members');
    expect(summary((await notificationsOf(t, ana)).data)).toEqual(['follow:Cleo:1']);
    expect(await unreadOf(t, ana)).toMatchObject({ notifications: 1 });
  });
});
