import type {
  TConversation,
  TMember,
  TMoment,
  TOwnUser,
  TReportGroup,
  TResolveReportResponse,
} from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  momentComments,
  moments,
  reports,
  sessions,
  stories,
  users,
} from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { postJson } from '../../helpers/members.ts';
import { listen, socketClients } from '../../helpers/sockets.ts';
import { api, createMoment, listIds } from '../moments/helpers.ts';
import { feed, photoStory, storyIds, textStory } from '../stories/helpers.ts';
import {
  MODERATOR_EMAIL,
  PASSWORD,
  addComment,
  person,
  report,
  sendMessage,
  type Person,
} from './helpers.ts';

let t: TestApp;
let mod: Person;
let ana: Person;
let ben: Person;
let cho: Person;

beforeAll(async () => {
  // Two addresses, one in odd case: the list is comma-separated and case-insensitive.
  t = await createTestApp({ ADMIN_EMAILS: ` other@example.com , ${MODERATOR_EMAIL}` });
  mod = await person(t, 'Moderator', MODERATOR_EMAIL);
  ana = await person(t, 'Ana');
  ben = await person(t, 'Ben');
  cho = await person(t, 'Cho');
});
afterAll(async () => t.close());
const sockets = socketClients();

async function queue(who: Person = mod) {
  const res = await api(t, 'GET', '/api/v1/admin/reports', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; data: TReportGroup[] }>();
}

async function groupOf(targetId: string) {
  const group = (await queue()).data.find((g) => g.targetId === targetId);
  expect(group, `no open group for ${targetId}`).toBeDefined();
  return group!;
}

async function decide(groupId: string, action: string, who: Person = mod) {
  return api(t, 'PUT', `/api/v1/admin/reports/${groupId}`, who, { action });
}

async function me(who: Person) {
  const res = await api(t, 'GET', '/api/v1/auth/me', who);
  return res;
}

describe('moderators', () => {
  it('are the members of ADMIN_EMAILS; /auth/me says so on the own record only', async () => {
    expect((await me(mod)).json<{ data: TOwnUser }>().data.isModerator).toBe(true);
    expect((await me(ana)).json<{ data: TOwnUser }>().data.isModerator).toBe(false);
    const login = await postJson(t, '/api/v1/auth/login', { email: mod.email, password: PASSWORD });
    expect(login.json<{ user: TOwnUser }>().user.isModerator).toBe(true);
    // Not on what others see.
    const publicView = await api(t, 'GET', `/api/v1/auth/users/${mod.id}`, ana);
    expect(publicView.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty(
      'isModerator',
    );
  });

  it('alone may read the queue and decide: 401 for visitors, 403 for members, nothing changed', async () => {
    const moment = await createMoment(t, ben, { description: 'contested' });
    await report(t, ana, { targetType: 'moment', targetId: moment._id });
    const group = await groupOf(moment._id);

    expect((await api(t, 'GET', '/api/v1/admin/reports')).statusCode).toBe(401);
    const forbidden = await api(t, 'GET', '/api/v1/admin/reports', ana);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'forbidden' });
    expect((await decide(group._id, 'hide', ana)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/reports/${group._id}`,
      payload: { action: 'hide' },
    });
    expect(visitor.statusCode).toBe(401);

    const [row] = await t.db.select().from(moments).where(eq(moments.id, moment._id));
    expect(row!.hiddenAt).toBeNull();
    expect((await groupOf(moment._id)).reportCount).toBe(1);
  });

  it('rejects a bad action with 400 and an unknown report with 404, changing nothing', async () => {
    const moment = await createMoment(t, ben, { description: 'bad input' });
    await report(t, ana, { targetType: 'moment', targetId: moment._id });
    const group = await groupOf(moment._id);
    const bad = await decide(group._id, 'delete');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'reportActionRequired' });
    const unknown = await decide('00000000-0000-4000-8000-000000000000', 'hide');
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, group._id));
    expect(row).toMatchObject({ status: 'open', action: null, resolvedBy: null, resolvedAt: null });
  });
});

describe('the queue', () => {
  it('groups open reports by target with the content, reasons, details and counts', async () => {
    const moment = await createMoment(t, cho, {
      title: 'Cheap visas',
      description: 'Message me for cheap visas',
    });
    await report(t, ana, {
      targetType: 'moment',
      targetId: moment._id,
      reason: 'spam',
      details: 'scam',
    });
    await report(t, ben, { targetType: 'moment', targetId: moment._id, reason: 'fake' });
    const group = await groupOf(moment._id);
    expect(group).toMatchObject({
      targetType: 'moment',
      reportCount: 2,
      reasonCounts: { spam: 1, fake: 1 },
      content: {
        author: { _id: cho.id, name: 'Cho' },
        title: 'Cheap visas',
        text: 'Message me for cheap visas',
        momentId: moment._id,
        hidden: false,
      },
    });
    expect(group.reports.map((r) => [r.reporter.name, r.reason, r.details])).toEqual([
      ['Ben', 'fake', null],
      ['Ana', 'spam', 'scam'],
    ]);
    // The group's id is its first report.
    expect(group._id).toBe(group.reports[1]!._id);

    const member = await person(t, 'Eve');
    await report(t, ana, { targetType: 'user', targetId: member.id, reason: 'fake' });
    const userGroup = await groupOf(member.id);
    expect(userGroup.content).toMatchObject({ author: { _id: member.id, name: 'Eve' } });
    expect(userGroup.content!.author.imageUrls.length).toBeGreaterThan(0);
  });

  it('shows a reported story with its photo or its text and caption', async () => {
    const photo = await photoStory(t, cho, { caption: 'Follow me for prizes' });
    const card = await textStory(t, cho, { text: 'Win money', caption: 'now' });
    await report(t, ana, { targetType: 'story', targetId: photo._id });
    await report(t, ana, { targetType: 'story', targetId: card._id });
    expect((await groupOf(photo._id)).content).toMatchObject({
      author: { _id: cho.id, name: 'Cho' },
      title: null,
      text: 'Follow me for prizes',
      imageUrls: [photo.imageUrl],
      momentId: null,
      hidden: false,
    });
    expect((await groupOf(card._id)).content).toMatchObject({
      text: 'Win money\nnow',
      imageUrls: [],
    });
  });
});

describe('dismiss', () => {
  it('resolves every open report of the target with who and when, and changes no content', async () => {
    const moment = await createMoment(t, ben, { description: 'harmless' });
    await report(t, ana, { targetType: 'moment', targetId: moment._id });
    await report(t, cho, { targetType: 'moment', targetId: moment._id });
    const group = await groupOf(moment._id);
    const started = Date.now();
    const res = await decide(group._id, 'dismiss');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<TResolveReportResponse>();
    expect(data).toMatchObject({ action: 'dismiss', resolvedBy: mod.id, resolvedCount: 2 });

    const rows = await t.db.select().from(reports).where(eq(reports.targetId, moment._id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'resolved', action: 'dismiss', resolvedBy: mod.id });
      expect(row.resolvedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    }
    expect((await queue()).data.some((g) => g.targetId === moment._id)).toBe(false);
    expect((await api(t, 'GET', `/api/v1/moments/${moment._id}`, ana)).statusCode).toBe(200);
    // Deciding again on a resolved report: 409, nothing recorded twice.
    const again = await decide(group._id, 'hide');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'reportAlreadyResolved' });
    const [moment2] = await t.db.select().from(moments).where(eq(moments.id, moment._id));
    expect(moment2!.hiddenAt).toBeNull();
  });
});

describe('hide', () => {
  it('takes a moment out of feeds, lists, counts and its page for everyone but its author', async () => {
    const author = await person(t, 'Fay');
    const keep = await createMoment(t, author, { description: 'keep me' });
    const bad = await createMoment(t, author, { description: 'hide me' });
    await report(t, ana, { targetType: 'moment', targetId: bad._id, reason: 'inappropriate' });
    const before = await listIds(t, `/api/v1/moments/user/${author.id}`, ana);
    expect(before.ids).toContain(bad._id);
    const feedBefore = await listIds(t, '/api/v1/moments', ana);

    const res = await decide((await groupOf(bad._id))._id, 'hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TResolveReportResponse>().data.action).toBe('hide');

    for (const viewer of [ana, cho, undefined]) {
      expect((await api(t, 'GET', `/api/v1/moments/${bad._id}`, viewer)).statusCode).toBe(404);
      const list = await listIds(t, `/api/v1/moments/user/${author.id}`, viewer);
      expect(list.ids).toEqual([keep._id]);
      expect(list.count).toBe(1);
      expect((await listIds(t, '/api/v1/moments', viewer)).ids).not.toContain(bad._id);
    }
    // The feed total moved at once (the cached total was invalidated).
    expect((await listIds(t, '/api/v1/moments', ana)).count).toBe(feedBefore.count - 1);
    const profile = await api(t, 'GET', `/api/v1/auth/users/${author.id}`, ana);
    expect(profile.json<{ data: TMember }>().data.momentsCount).toBe(1);
    // Liking, commenting and reporting it again are 404 for others.
    const like = await api(t, 'POST', `/api/v1/moments/${bad._id}/like`, ana);
    expect(like.statusCode).toBe(404);
    expect(like.json()).toMatchObject({ code: 'notFound' });
    expect((await report(t, cho, { targetType: 'moment', targetId: bad._id })).statusCode).toBe(
      404,
    );

    // Its author still sees it everywhere.
    expect((await api(t, 'GET', `/api/v1/moments/${bad._id}`, author)).statusCode).toBe(200);
    expect((await listIds(t, `/api/v1/moments/user/${author.id}`, author)).ids).toContain(bad._id);

    const [row] = await t.db.select().from(reports).where(eq(reports.targetId, bad._id));
    expect(row).toMatchObject({ status: 'resolved', action: 'hide', resolvedBy: mod.id });
  });

  it('takes a story out of the bar, lists and its page for everyone but its author', async () => {
    const author = await person(t, 'Gus');
    await api(t, 'PUT', `/api/v1/auth/users/${ana.id}/follow/${author.id}`, ana);
    const keep = await textStory(t, author, { text: 'keep me' });
    const bad = await photoStory(t, author, { caption: 'hide me' });
    await report(t, ana, { targetType: 'story', targetId: bad._id, reason: 'inappropriate' });
    const res = await decide((await groupOf(bad._id))._id, 'hide');
    expect(res.statusCode, res.body).toBe(200);

    for (const viewer of [ana, cho]) {
      expect((await api(t, 'GET', `/api/v1/stories/${bad._id}`, viewer)).statusCode).toBe(404);
      expect(await storyIds(t, `/api/v1/stories/user/${author.id}`, viewer)).toEqual([keep._id]);
      const view = await api(t, 'POST', `/api/v1/stories/${bad._id}/view`, viewer);
      expect(view.statusCode).toBe(404);
    }
    const bar = await feed(t, ana);
    expect(bar.data.find((g) => g.user._id === author.id)?.stories.map((s) => s._id)).toEqual([
      keep._id,
    ]);
    expect((await report(t, cho, { targetType: 'story', targetId: bad._id })).statusCode).toBe(404);
    // Its author still sees it.
    expect((await api(t, 'GET', `/api/v1/stories/${bad._id}`, author)).statusCode).toBe(200);
    const [row] = await t.db.select().from(stories).where(eq(stories.id, bad._id));
    expect(row!.hiddenAt).not.toBeNull();
    const [resolved] = await t.db.select().from(reports).where(eq(reports.targetId, bad._id));
    expect(resolved).toMatchObject({ status: 'resolved', action: 'hide', resolvedBy: mod.id });
  });

  it('hides a comment from everyone but its author and keeps comment_count exact', async () => {
    const moment = await createMoment(t, ana, { description: 'comments here' });
    await addComment(t, cho, moment._id, 'fine comment');
    const rude = await addComment(t, ben, moment._id, 'rude comment');
    await report(t, ana, { targetType: 'comment', targetId: rude._id, reason: 'harassment' });
    const group = await groupOf(rude._id);
    expect(group.content).toMatchObject({ text: 'rude comment', momentId: moment._id });
    expect((await decide(group._id, 'hide')).statusCode).toBe(200);

    const comments = async (who?: Person) => {
      const res = await api(t, 'GET', `/api/v1/moments/${moment._id}/comments`, who);
      const body = res.json<{ count: number; data: { text: string }[] }>();
      return { count: body.count, texts: body.data.map((c) => c.text) };
    };
    expect(await comments(ana)).toEqual({ count: 1, texts: ['fine comment'] });
    expect(await comments()).toEqual({ count: 1, texts: ['fine comment'] });
    expect(await comments(ben)).toEqual({ count: 2, texts: ['rude comment', 'fine comment'] });
    const moment2 = await api(t, 'GET', `/api/v1/moments/${moment._id}`, ana);
    expect(moment2.json<{ data: TMoment }>().data.commentCount).toBe(1);

    // Deleting the hidden comment later does not uncount it twice.
    const del = await api(t, 'DELETE', `/api/v1/moments/${moment._id}/comments/${rude._id}`, ben);
    expect(del.statusCode, del.body).toBe(200);
    const [row] = await t.db.select().from(moments).where(eq(moments.id, moment._id));
    expect(row!.commentCount).toBe(1);
  });

  it('hides a message from its receiver (list, conversation row, unread) but not its sender', async () => {
    const sender = await person(t, 'Gus');
    await sendMessage(t, sender, cho, 'hello there');
    const bad = await sendMessage(t, sender, cho, 'nasty words');
    await report(t, cho, { targetType: 'message', targetId: bad._id, reason: 'harassment' });
    expect((await decide((await groupOf(bad._id))._id, 'hide')).statusCode).toBe(200);

    const page = async (who: Person, other: Person) => {
      const res = await api(t, 'GET', `/api/v1/messages/conversation/${who.id}/${other.id}`, who);
      return res.json<{ count: number; data: { message: string }[] }>();
    };
    const receiverView = await page(cho, sender);
    expect(receiverView.data.map((m) => m.message)).toEqual(['hello there']);
    expect(receiverView.count).toBe(1);
    const senderView = await page(sender, cho);
    expect(senderView.data.map((m) => m.message)).toEqual(['hello there', 'nasty words']);
    expect(senderView.count).toBe(2);

    const list = await api(t, 'GET', '/api/v1/messages/conversations', cho);
    const row = list.json<{ data: TConversation[] }>().data.find((c) => c._id === sender.id);
    expect(row).toMatchObject({ lastMessage: 'hello there', unreadCount: 1 });
  });
});

describe('suspend', () => {
  it('refuses sign-in with code suspended, revokes sessions and hides the member and their content', async () => {
    const troll = await person(t, 'Troll');
    const trollMoment = await createMoment(t, troll, { description: 'troll moment' });
    const anaMoment = await createMoment(t, ana, { description: 'ana moment' });
    await addComment(t, troll, anaMoment._id, 'troll comment');
    await report(t, ana, { targetType: 'user', targetId: troll.id, reason: 'harassment' });
    const directoryBefore = await api(t, 'GET', '/api/v1/auth/users?limit=100', ana);
    const countBefore = directoryBefore.json<{ count: number }>().count;

    const res = await decide((await groupOf(troll.id))._id, 'suspend');
    expect(res.statusCode, res.body).toBe(200);

    // Sign-in: the right password learns the account is suspended; a wrong one learns nothing.
    const login = await postJson(t, '/api/v1/auth/login', {
      email: troll.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ success: false, code: 'suspended' });
    const wrong = await postJson(t, '/api/v1/auth/login', { email: troll.email, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    // The token they had is dead.
    const old = await api(t, 'GET', '/api/v1/auth/me', troll);
    expect(old.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, troll.id))).toEqual([]);

    // Gone for others: profile, directory, moments, comments, follow, messages.
    expect((await api(t, 'GET', `/api/v1/auth/users/${troll.id}`, ana)).statusCode).toBe(404);
    const directory = await api(t, 'GET', '/api/v1/auth/users?limit=100', ana);
    const members = directory.json<{ count: number; data: TMember[] }>();
    expect(members.data.map((m) => m._id)).not.toContain(troll.id);
    expect(members.count).toBe(countBefore - 1);
    expect((await api(t, 'GET', `/api/v1/moments/${trollMoment._id}`)).statusCode).toBe(404);
    expect((await listIds(t, '/api/v1/moments', ana)).ids).not.toContain(trollMoment._id);
    const comments = await api(t, 'GET', `/api/v1/moments/${anaMoment._id}/comments`, ana);
    expect(comments.json<{ count: number }>().count).toBe(0);
    const [counted] = await t.db.select().from(moments).where(eq(moments.id, anaMoment._id));
    expect(counted!.commentCount).toBe(0);
    const hidden = await t.db
      .select()
      .from(momentComments)
      .where(eq(momentComments.userId, troll.id));
    expect(hidden.every((c) => c.hiddenAt !== null)).toBe(true);
    const follow = await api(t, 'PUT', `/api/v1/auth/users/${ana.id}/follow/${troll.id}`, ana);
    expect(follow.statusCode).toBe(404);
    const message = await api(t, 'POST', '/api/v1/messages', ana, {
      receiver: troll.id,
      message: 'hi',
    });
    expect(message.statusCode).toBe(404);

    const [user] = await t.db.select().from(users).where(eq(users.id, troll.id));
    expect(user!.suspendedAt).not.toBeNull();
    const [row] = await t.db.select().from(reports).where(eq(reports.targetId, troll.id));
    expect(row).toMatchObject({ status: 'resolved', action: 'suspend', resolvedBy: mod.id });
    expect(row!.resolvedAt).toBeInstanceOf(Date);
  });

  it('disconnects the suspended member’s open sockets', async () => {
    const url = await listen(t);
    const member = await person(t, 'Ivy');
    const socket = await sockets.connected(url, member.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await report(t, ana, { targetType: 'user', targetId: member.id });
    expect((await decide((await groupOf(member.id))._id, 'suspend')).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // And cannot come back with the same token.
    const retry = sockets.open(url, member.token);
    const refused = await new Promise<Error>((resolve) => retry.once('connect_error', resolve));
    expect(refused.message).toBe('unauthorized');
  });

  it('from a reported moment suspends its author and hides the moment', async () => {
    const author = await person(t, 'Hal');
    const moment = await createMoment(t, author, { description: 'spam spam' });
    await report(t, ana, { targetType: 'moment', targetId: moment._id });
    expect((await decide((await groupOf(moment._id))._id, 'suspend')).statusCode).toBe(200);
    const [row] = await t.db.select().from(moments).where(eq(moments.id, moment._id));
    expect(row!.hiddenAt).not.toBeNull();
    expect((await api(t, 'GET', '/api/v1/auth/me', author)).statusCode).toBe(401);
  });

  it('is refused for the moderator’s own account', async () => {
    await report(t, ana, { targetType: 'user', targetId: mod.id });
    const res = await decide((await groupOf(mod.id))._id, 'suspend');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'cannotSuspendSelf' });
    expect((await me(mod)).statusCode).toBe(200);
  });
});
