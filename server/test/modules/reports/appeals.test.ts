import type {
  TAdminAppeal,
  TAppeal,
  TAuditEntry,
  TNotification,
  TReport,
  TResolveReportResponse,
} from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, momentComments, moments } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { postJson } from '../../helpers/members.ts';
import { api, createMoment } from '../moments/helpers.ts';
import { MODERATOR_EMAIL, PASSWORD, addComment, person, report, type Person } from './helpers.ts';

let t: TestApp;
let mod: Person;
let ana: Person;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: MODERATOR_EMAIL });
  mod = await person(t, 'Moderator', MODERATOR_EMAIL);
  ana = await person(t, 'Ana');
});
afterAll(async () => t.close());

type Resolved = TResolveReportResponse['data'];

/** Reports the target as `reporter` and has the moderator act on it; the action's answer. */
async function act(
  reporter: Person,
  target: { targetType: 'user' | 'moment' | 'comment'; targetId: string },
  action: 'dismiss' | 'hide' | 'warn' | 'suspend',
  extra: { reason?: string; note?: string } = {},
): Promise<Resolved> {
  const filed = await report(t, reporter, { ...target, reason: 'harassment' });
  expect(filed.statusCode, filed.body).toBe(201);
  const res = await api(
    t,
    'PUT',
    `/api/v1/admin/reports/${filed.json<{ data: TReport }>().data._id}`,
    mod,
    {
      action,
      ...extra,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Resolved }>().data;
}

async function notificationsOf(who: Person): Promise<TNotification[]> {
  await t.app.notificationsSettled();
  const res = await api(t, 'GET', '/api/v1/notifications', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TNotification[] }>().data;
}

const appeal = (who: Person | undefined, body: Record<string, unknown>) =>
  api(t, 'POST', '/api/v1/appeals', who, body);

async function audit(): Promise<TAuditEntry[]> {
  const res = await api(t, 'GET', '/api/v1/admin/audit?limit=100', mod);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TAuditEntry[] }>().data;
}

async function appealsQueue(): Promise<{ pending: number; data: TAdminAppeal[] }> {
  const res = await api(t, 'GET', '/api/v1/admin/appeals?limit=100', mod);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const isBlocked = async (blocker: Person, blocked: Person) =>
  (await t.db.select().from(blocks).where(eq(blocks.blockerId, blocker.id))).some(
    (b) => b.blockedId === blocked.id,
  );

describe('reports that block', () => {
  it('romance always blocks the reported member, even with block: false', async () => {
    const flirt = await person(t, 'Flirt');
    const res = await report(t, ana, {
      targetType: 'user',
      targetId: flirt.id,
      reason: 'romance',
      block: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: TReport }>().data).toMatchObject({ reason: 'romance', blocked: true });
    expect(await isBlocked(ana, flirt)).toBe(true);
    // As the block action: the reporter's blocked list names them.
    const list = await api(t, 'GET', `/api/v1/auth/users/${ana.id}/blocked`, ana);
    expect(list.json<{ data: { _id: string }[] }>().data.map((m) => m._id)).toContain(flirt.id);
  });

  it('block: true blocks with any reason; without it nobody is blocked', async () => {
    const scammer = await person(t, 'Scammer');
    const moment = await createMoment(t, scammer, { description: 'send me gift cards' });
    const res = await report(t, ana, {
      targetType: 'moment',
      targetId: moment._id,
      reason: 'scam',
      block: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: TReport }>().data.blocked).toBe(true);
    expect(await isBlocked(ana, scammer)).toBe(true);

    const other = await person(t, 'Spammer');
    const plain = await report(t, ana, { targetType: 'user', targetId: other.id, reason: 'spam' });
    expect(plain.json<{ data: TReport }>().data.blocked).toBe(false);
    expect(await isBlocked(ana, other)).toBe(false);
  });

  it('refuses an unknown reason and a non-boolean block', async () => {
    const x = await person(t, 'X');
    expect(
      (
        await report(t, ana, { targetType: 'user', targetId: x.id, reason: 'love' as never })
      ).json(),
    ).toMatchObject({ code: 'reportReasonRequired' });
    expect(
      (await report(t, ana, { targetType: 'user', targetId: x.id, block: 'yes' as never }))
        .statusCode,
    ).toBe(400);
  });
});

describe('moderator actions and what the member sees', () => {
  it('warn notifies the member with actionId, action, reason and preview, and changes nothing else', async () => {
    const ben = await person(t, 'Ben');
    const moment = await createMoment(t, ben, { description: 'You all are   idiots' });
    const done = await act(ana, { targetType: 'moment', targetId: moment._id }, 'warn', {
      reason: 'harassment',
      note: 'first time',
    });
    expect(done).toMatchObject({ action: 'warn', reason: 'harassment' });
    const [n] = await notificationsOf(ben);
    expect(n).toMatchObject({
      kind: 'moderation',
      actor: null,
      actionId: done.actionId,
      action: 'warn',
      reason: 'harassment',
      preview: 'You all are idiots',
      readAt: null,
    });
    // The moment stays visible.
    expect((await api(t, 'GET', `/api/v1/moments/${moment._id}`, ana)).statusCode).toBe(200);
    const unread = await api(t, 'GET', '/api/v1/notifications/unread-count', ben);
    expect(unread.json<{ data: { notifications: number } }>().data.notifications).toBe(1);
  });

  it('the reason defaults to the one the reports gave', async () => {
    const cy = await person(t, 'Cy');
    const done = await act(ana, { targetType: 'user', targetId: cy.id }, 'warn');
    expect(done.reason).toBe('harassment');
  });

  it('dismiss does not notify the reported member, but is in the audit log', async () => {
    const dee = await person(t, 'Dee');
    const done = await act(ana, { targetType: 'user', targetId: dee.id }, 'dismiss');
    expect(await notificationsOf(dee)).toEqual([]);
    expect((await audit()).find((e) => e._id === done.actionId)).toMatchObject({
      action: 'dismiss',
      member: { _id: dee.id },
      moderator: { _id: mod.id },
    });
  });
});

describe('appeals', () => {
  it('201 once per action; 409 appealExists the second time; 404 for another member’s action', async () => {
    const eve = await person(t, 'Eve');
    const done = await act(ana, { targetType: 'user', targetId: eve.id }, 'warn');
    // Odd Unicode: emoji, combining marks, right-to-left text and Hangul pass unchanged.
    const text = '  I was joking 😅 — cafe\u0301 שלום 안녕 👩‍👩‍👧  ';
    const res = await appeal(eve, { actionId: done.actionId, text });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: TAppeal }>().data).toMatchObject({
      actionId: done.actionId,
      text: text.trim(),
      status: 'pending',
    });
    const again = await appeal(eve, { actionId: done.actionId, text: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'appealExists' });
    // Ana was not acted on: someone else's action is not found.
    const foreign = await appeal(ana, { actionId: done.actionId, text: 'mine?' });
    expect(foreign.statusCode).toBe(404);
    const unknown = await appeal(eve, {
      actionId: '00000000-0000-4000-8000-000000000000',
      text: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    // A visitor without token: 401.
    expect((await appeal(undefined, { actionId: done.actionId, text: 'x' })).statusCode).toBe(401);
  });

  it('refuses empty, blank, too long and NUL text with their codes', async () => {
    const fay = await person(t, 'Fay');
    const done = await act(ana, { targetType: 'user', targetId: fay.id }, 'warn');
    const cases: [unknown, string][] = [
      ['', 'appealTextRequired'],
      ['   \n ', 'appealTextRequired'],
      ['x'.repeat(1001), 'appealTextTooLong'],
      ['bad\u0000text', 'invalidCharacters'],
      [undefined, 'appealTextRequired'],
    ];
    for (const [text, code] of cases) {
      const res = await appeal(fay, { actionId: done.actionId, text });
      expect(res.statusCode, String(text)).toBe(400);
      expect(res.json()).toMatchObject({ code });
    }
    expect(
      (await appeal(fay, { actionId: done.actionId, text: 'y'.repeat(1000) })).statusCode,
    ).toBe(201);
  });

  it('a dismissal cannot be appealed', async () => {
    const gus = await person(t, 'Gus');
    const done = await act(ana, { targetType: 'user', targetId: gus.id }, 'dismiss');
    expect((await appeal(gus, { actionId: done.actionId, text: 'why' })).statusCode).toBe(404);
  });
});

describe('suspended members appeal with the appealToken', () => {
  it('login answers 403 suspended with reason and appealToken; the token appeals without a session', async () => {
    const hal = await person(t, 'Hal');
    const done = await act(ana, { targetType: 'user', targetId: hal.id }, 'suspend', {
      reason: 'scam',
    });
    const login = await postJson(t, '/api/v1/auth/login', { email: hal.email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    const body = login.json<{ code: string; reason: string; appealToken: string }>();
    expect(body).toMatchObject({ success: false, code: 'suspended', reason: 'scam' });
    expect(body.appealToken).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    // A wrong password learns nothing of it.
    const wrong = await postJson(t, '/api/v1/auth/login', {
      email: hal.email,
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).not.toHaveProperty('appealToken');

    const [, exp, sig] = body.appealToken.split('.');
    const forged = `${done.actionId}.${exp}.${sig!.slice(0, -2)}xx`;
    const bad = await appeal(undefined, {
      actionId: done.actionId,
      text: 'let me back',
      appealToken: forged,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'invalidAppealToken' });
    const expired = `${done.actionId}.1.${sig}`;
    expect(
      (await appeal(undefined, { actionId: done.actionId, text: 'x', appealToken: expired }))
        .statusCode,
    ).toBe(401);
    expect(
      (await appeal(undefined, { actionId: done.actionId, text: 'x', appealToken: 'garbage' }))
        .statusCode,
    ).toBe(401);

    // A genuine token of another action does not open this one.
    const ivy = await person(t, 'Ivy');
    const other = await act(ana, { targetType: 'user', targetId: ivy.id }, 'warn');
    const mismatch = await appeal(undefined, {
      actionId: other.actionId,
      text: 'x',
      appealToken: body.appealToken,
    });
    expect(mismatch.statusCode).toBe(403);

    const ok = await appeal(undefined, {
      actionId: done.actionId,
      text: 'let me back',
      appealToken: body.appealToken,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const dup = await appeal(undefined, {
      actionId: done.actionId,
      text: 'again',
      appealToken: body.appealToken,
    });
    expect(dup.statusCode).toBe(409);
  });
});

describe('moderators decide appeals', () => {
  it('reversed restores a hidden moment and comment, upheld keeps it; the member is told', async () => {
    const jo = await person(t, 'Jo');
    const moment = await createMoment(t, jo, { description: 'hidden by mistake' });
    const hideMoment = await act(ana, { targetType: 'moment', targetId: moment._id }, 'hide');
    expect((await api(t, 'GET', `/api/v1/moments/${moment._id}`, ana)).statusCode).toBe(404);
    const anaMoment = await createMoment(t, ana, { description: 'ana' });
    const comment = await addComment(t, jo, anaMoment._id, 'a fine comment');
    const hideComment = await act(ana, { targetType: 'comment', targetId: comment._id }, 'hide');

    const a1 = (await appeal(jo, { actionId: hideMoment.actionId, text: 'it was fine' })).json<{
      data: TAppeal;
    }>().data;
    const a2 = (await appeal(jo, { actionId: hideComment.actionId, text: 'also fine' })).json<{
      data: TAppeal;
    }>().data;

    // Pending first.
    const queue = await appealsQueue();
    expect(queue.pending).toBeGreaterThanOrEqual(2);
    const pendingIds = queue.data.filter((a) => a.status === 'pending').map((a) => a._id);
    expect(pendingIds).toContain(a1._id);
    const pendingFlags = queue.data.map((a) => a.status === 'pending');
    expect(pendingFlags).toEqual([...pendingFlags].sort((x, y) => Number(y) - Number(x)));
    const shown = queue.data.find((a) => a._id === a1._id)!;
    expect(shown).toMatchObject({
      text: 'it was fine',
      member: { _id: jo.id },
      appealedAction: { _id: hideMoment.actionId, action: 'hide', targetType: 'moment' },
    });

    const reversed = await api(t, 'PUT', `/api/v1/admin/appeals/${a1._id}`, mod, {
      decision: 'reversed',
      note: 'context was friendly',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json<{ data: TAdminAppeal }>().data).toMatchObject({
      status: 'reversed',
      note: 'context was friendly',
      decidedBy: { _id: mod.id },
    });
    expect((await api(t, 'GET', `/api/v1/moments/${moment._id}`, ana)).statusCode).toBe(200);
    const [row] = await t.db.select().from(moments).where(eq(moments.id, moment._id));
    expect(row!.hiddenAt).toBeNull();

    const again = await api(t, 'PUT', `/api/v1/admin/appeals/${a1._id}`, mod, {
      decision: 'upheld',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'appealAlreadyDecided' });

    // Reversed comment comes back and is counted again.
    const [before] = await t.db.select().from(moments).where(eq(moments.id, anaMoment._id));
    await api(t, 'PUT', `/api/v1/admin/appeals/${a2._id}`, mod, { decision: 'reversed' });
    const [after] = await t.db.select().from(moments).where(eq(moments.id, anaMoment._id));
    expect(after!.commentCount).toBe(before!.commentCount + 1);
    const [c] = await t.db.select().from(momentComments).where(eq(momentComments.id, comment._id));
    expect(c!.hiddenAt).toBeNull();

    const kinds = (await notificationsOf(jo)).map((n) => [n.action, n.actionId]);
    expect(kinds).toContainEqual(['appealReversed', hideMoment.actionId]);
    expect(kinds).toContainEqual(['hide', hideMoment.actionId]);
  });

  it('reversed unsuspends: the member signs in again; upheld keeps the suspension', async () => {
    const kim = await person(t, 'Kim');
    const done = await act(ana, { targetType: 'user', targetId: kim.id }, 'suspend');
    const a = await appeal(kim, { actionId: done.actionId, text: 'sorry' });
    // Their session went with the suspension: use the token.
    expect(a.statusCode).toBe(401);
    const login = await postJson(t, '/api/v1/auth/login', { email: kim.email, password: PASSWORD });
    const token = login.json<{ appealToken: string }>().appealToken;
    const filed = (
      await appeal(undefined, { actionId: done.actionId, text: 'sorry', appealToken: token })
    ).json<{ data: TAppeal }>().data;
    const res = await api(t, 'PUT', `/api/v1/admin/appeals/${filed._id}`, mod, {
      decision: 'reversed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = await postJson(t, '/api/v1/auth/login', { email: kim.email, password: PASSWORD });
    expect(back.statusCode, back.body).toBe(200);
    expect((await api(t, 'GET', `/api/v1/auth/users/${kim.id}`, ana)).statusCode).toBe(200);

    const lee = await person(t, 'Lee');
    const d2 = await act(ana, { targetType: 'user', targetId: lee.id }, 'suspend');
    const tok = (
      await postJson(t, '/api/v1/auth/login', { email: lee.email, password: PASSWORD })
    ).json<{ appealToken: string }>().appealToken;
    const f2 = (
      await appeal(undefined, { actionId: d2.actionId, text: 'please', appealToken: tok })
    ).json<{ data: TAppeal }>().data;
    await api(t, 'PUT', `/api/v1/admin/appeals/${f2._id}`, mod, { decision: 'upheld' });
    expect(
      (await postJson(t, '/api/v1/auth/login', { email: lee.email, password: PASSWORD }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a missing decision and an unknown appeal', async () => {
    const res = await api(
      t,
      'PUT',
      '/api/v1/admin/appeals/00000000-0000-4000-8000-000000000000',
      mod,
      { decision: 'upheld' },
    );
    expect(res.statusCode).toBe(404);
    const bad = await api(
      t,
      'PUT',
      '/api/v1/admin/appeals/00000000-0000-4000-8000-000000000000',
      mod,
      { decision: 'maybe' },
    );
    expect(bad.json()).toMatchObject({ code: 'appealDecisionRequired' });
  });

  it('the audit log lists every action, newest first, with who, whom, what and why', async () => {
    const entries = await audit();
    const actions = new Set(entries.map((e) => e.action));
    for (const a of ['dismiss', 'hide', 'warn', 'suspend', 'appealUpheld', 'appealReversed'])
      expect(actions, a).toContain(a);
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const decision = entries.find((e) => e.action === 'appealReversed')!;
    expect(decision.appealedActionId).not.toBeNull();
    expect(decision.moderator).toMatchObject({ _id: mod.id });
    // The queue still shows pending appeals before decided ones.
    const queue = await appealsQueue();
    const flags = queue.data.map((a) => a.status === 'pending');
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    const warned = entries.find((e) => e.note === 'first time')!;
    expect(warned).toMatchObject({ action: 'warn', reason: 'harassment', targetType: 'moment' });
  });
});

describe('non-moderators', () => {
  it('get 403 on the appeals queue, decisions and the audit log; visitors 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/admin/appeals'],
      ['PUT', '/api/v1/admin/appeals/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/v1/admin/audit'],
    ] as const) {
      const body = method === 'PUT' ? { decision: 'reversed' } : undefined;
      expect((await api(t, method, url, ana, body)).statusCode, url).toBe(403);
      expect((await api(t, method, url, undefined, body)).statusCode, url).toBe(401);
    }
  });
});
