import type { TReport } from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, reports } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment } from '../moments/helpers.ts';
import { photoStory, textStory } from '../stories/helpers.ts';
import { addComment, person, report, sendMessage, type Person } from './helpers.ts';

let t: TestApp;
let ana: Person;
let ben: Person;
let cho: Person;

async function reportRows() {
  const [row] = await t.db.select({ n: count() }).from(reports);
  return row!.n;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await person(t, 'Ana');
  ben = await person(t, 'Ben');
  cho = await person(t, 'Cho');
});
afterAll(async () => t.close());

describe('POST /api/v1/reports', () => {
  it('creates a report (201) and answers 200 with the same row when the reporter repeats it', async () => {
    const moment = await createMoment(t, ben, { description: 'Buy cheap followers here' });
    const first = await report(t, ana, {
      targetType: 'moment',
      targetId: moment._id,
      reason: 'spam',
      details: '  Advertising  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<{ data: TReport }>().data;
    expect(created).toMatchObject({
      targetType: 'moment',
      targetId: moment._id,
      reason: 'spam',
      details: 'Advertising',
      status: 'open',
    });

    const before = await reportRows();
    const again = await report(t, ana, {
      targetType: 'moment',
      targetId: moment._id,
      reason: 'harassment',
      details: 'changed my mind',
    });
    expect(again.statusCode, again.body).toBe(200);
    // The first report, unchanged.
    expect(again.json<{ data: TReport }>().data).toEqual(created);
    expect(await reportRows()).toBe(before);

    // Another member's report of the same moment is a report of its own.
    const other = await report(t, cho, { targetType: 'moment', targetId: moment._id });
    expect(other.statusCode, other.body).toBe(201);
    expect(await reportRows()).toBe(before + 1);
  });

  it('reports members, comments, messages and stories the reporter can see', async () => {
    const moment = await createMoment(t, ana, { description: 'Coffee in Busan' });
    const comment = await addComment(t, ben, moment._id, 'Rude comment');
    const message = await sendMessage(t, ben, cho, 'Rude message');
    const story = await photoStory(t, ben, { caption: 'Rude caption' });
    const onStory = await report(t, cho, { targetType: 'story', targetId: story._id });
    expect(onStory.statusCode, onStory.body).toBe(201);
    expect(onStory.json<{ data: TReport }>().data).toMatchObject({
      targetType: 'story',
      targetId: story._id,
    });

    const member = await report(t, cho, { targetType: 'user', targetId: ben.id, reason: 'fake' });
    expect(member.statusCode, member.body).toBe(201);
    const onComment = await report(t, cho, { targetType: 'comment', targetId: comment._id });
    expect(onComment.statusCode, onComment.body).toBe(201);
    const onMessage = await report(t, cho, {
      targetType: 'message',
      targetId: message._id,
      reason: 'harassment',
    });
    expect(onMessage.statusCode, onMessage.body).toBe(201);
  });

  it('answers 404 for what the reporter cannot see, and stores nothing', async () => {
    const before = await reportRows();
    const privateMoment = await createMoment(t, ben, { description: 'diary', privacy: 'private' });
    const friendsMoment = await createMoment(t, ben, { description: 'mates', privacy: 'friends' });
    const commentOnPrivate = await addComment(t, ben, privateMoment._id, 'note to self');
    const othersMessage = await sendMessage(t, ben, cho, 'between Ben and Cho');
    const friendsStory = await textStory(t, ben, { text: 'mates only', privacy: 'friends' });

    const attempts = [
      { targetType: 'moment', targetId: privateMoment._id },
      { targetType: 'moment', targetId: friendsMoment._id },
      { targetType: 'comment', targetId: commentOnPrivate._id },
      { targetType: 'message', targetId: othersMessage._id },
      { targetType: 'user', targetId: '00000000-0000-4000-8000-000000000000' },
      { targetType: 'moment', targetId: '00000000-0000-4000-8000-000000000000' },
      { targetType: 'story', targetId: friendsStory._id },
      { targetType: 'story', targetId: '00000000-0000-4000-8000-000000000000' },
    ] as const;
    for (const attempt of attempts) {
      const res = await report(t, ana, attempt);
      expect(res.statusCode, `${attempt.targetType} ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'notFound' });
    }

    // A block either way hides the members (and their moments) from each other.
    const dan = await person(t, 'Dan');
    const danMoment = await createMoment(t, dan, { description: 'blocked' });
    await t.db.insert(blocks).values({ blockerId: dan.id, blockedId: ana.id });
    expect((await report(t, ana, { targetType: 'user', targetId: dan.id })).statusCode).toBe(404);
    expect(
      (await report(t, ana, { targetType: 'moment', targetId: danMoment._id })).statusCode,
    ).toBe(404);
    expect(await reportRows()).toBe(before);
  });

  it('refuses reports of oneself or one’s own content with 400 cannotReportSelf', async () => {
    const before = await reportRows();
    const own = await createMoment(t, ana, { description: 'mine' });
    const ownComment = await addComment(t, ana, own._id, 'my comment');
    const ownMessage = await sendMessage(t, ana, ben, 'my message');
    const ownStory = await textStory(t, ana);
    for (const attempt of [
      { targetType: 'user', targetId: ana.id },
      { targetType: 'moment', targetId: own._id },
      { targetType: 'comment', targetId: ownComment._id },
      { targetType: 'message', targetId: ownMessage._id },
      { targetType: 'story', targetId: ownStory._id },
    ] as const) {
      const res = await report(t, ana, attempt);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'cannotReportSelf' });
    }
    expect(await reportRows()).toBe(before);
  });

  it('validates the body (400 with a message key) and stores nothing', async () => {
    const before = await reportRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ targetType: 'group', targetId: ben.id, reason: 'spam' }, 'reportTargetRequired'],
      [{ targetType: 'user', targetId: 'nope', reason: 'spam' }, 'invalidId'],
      [{ targetType: 'user', targetId: ben.id, reason: 'boring' }, 'reportReasonRequired'],
      [
        {
          targetType: 'user',
          targetId: ben.id,
          reason: 'other',
          details: 'x'.repeat(LIMITS.reportDetailsMax + 1),
        },
        'reportDetailsTooLong',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await api(t, 'POST', '/api/v1/reports', ana, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    expect(await reportRows()).toBe(before);
  });

  it('is for signed-in members only', async () => {
    const res = await report(t, undefined, { targetType: 'user', targetId: ben.id });
    expect(res.statusCode).toBe(401);
  });
});
