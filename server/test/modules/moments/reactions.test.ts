import type { TMoment, TMomentsResponse, TReactionsResponse } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment, memberWithToken, type Member } from './helpers.ts';

/** PRODUCT §8.3: emoji reactions on moments, with the rules of message reactions. */
let t: TestApp;
let author: Member;
let fan: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  [author, fan, other] = await Promise.all([
    memberWithToken(t, 'Author'),
    memberWithToken(t, 'Fan'),
    memberWithToken(t, 'Other'),
  ]);
});
afterAll(async () => t.close());

const react = (who: Member | undefined, id: string, emoji: unknown) =>
  api(t, 'PUT', `/api/v1/moments/${id}/reactions`, who, { emoji });

describe('moment reactions', () => {
  it('toggles, counts per emoji with the viewer’s own marked, and shows in the feed and detail', async () => {
    const moment = await createMoment(t, author, { description: 'Kimchi day' });
    expect(moment.reactions).toEqual([]);
    expect((await react(fan, moment._id, '😍')).json<TReactionsResponse>().data.reactions).toEqual([
      { emoji: '😍', count: 1, mine: true },
    ]);
    await react(other, moment._id, '😍');
    await react(other, moment._id, '🔥');
    const detail = await api(t, 'GET', `/api/v1/moments/${moment._id}`, fan);
    expect(detail.json<{ data: TMoment }>().data.reactions).toEqual([
      { emoji: '😍', count: 2, mine: true },
      { emoji: '🔥', count: 1, mine: false },
    ]);
    const feed = await api(t, 'GET', '/api/v1/moments');
    const inFeed = feed.json<TMomentsResponse>().data.find((m) => m._id === moment._id);
    expect(inFeed?.reactions).toEqual([
      { emoji: '😍', count: 2, mine: false },
      { emoji: '🔥', count: 1, mine: false },
    ]);
    const off = await react(fan, moment._id, '😍');
    expect(off.json<TReactionsResponse>().data.reactions[0]).toEqual({
      emoji: '😍',
      count: 1,
      mine: false,
    });
  });

  it('refuses visitors, bad emojis and moments the member cannot see', async () => {
    const open = await createMoment(t, author, { description: 'Open' });
    const secret = await createMoment(t, author, { description: 'Mine only', privacy: 'private' });
    expect((await react(undefined, open._id, '😀')).statusCode).toBe(401);
    for (const bad of ['', 'hello', '😀😀', null]) {
      const res = await react(fan, open._id, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await react(fan, secret._id, '😀')).statusCode).toBe(404);
    expect((await react(fan, '00000000-0000-4000-8000-000000000000', '😀')).statusCode).toBe(404);
    const detail = await api(t, 'GET', `/api/v1/moments/${open._id}`, fan);
    expect(detail.json<{ data: TMoment }>().data.reactions).toEqual([]);
  });
});
