import type { TCard, TReviewCardResponse } from '@chingu/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notebookCards } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { HOUR_MS, testClock } from '../../helpers/clock.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';
import { addCard } from './helpers.ts';

/** PRODUCT §9.2 review (FSRS through ts-fsrs, the app clock) and the Anki export. */
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterEach(() => clock.reset());
afterAll(async () => t.close());

async function queue(who: Member, query = '') {
  const res = await api(t, 'GET', `/api/v1/notebook/review${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; data: TCard[] }>();
}

async function review(who: Member, id: string, rating: string) {
  return api(t, 'POST', `/api/v1/notebook/${id}/review`, who, { rating });
}

async function stored(id: string) {
  const [row] = await t.db.select().from(notebookCards).where(eq(notebookCards.id, id));
  return row!;
}

describe('review', () => {
  it('queues due cards, longest overdue first, and moves a rated card to its next due', async () => {
    const me = await memberWithToken(t, 'Ana');
    const first = await addCard(t, me, { front: '하나' });
    clock.advance(1000);
    const second = await addCard(t, me, { front: '둘' });
    clock.advance(1000);
    expect((await queue(me)).data.map((c) => c._id)).toEqual([first._id, second._id]);

    const res = await review(me, first._id, 'good');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<TReviewCardResponse>();
    expect(data._id).toBe(first._id);
    expect(new Date(data.due).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(data.card).toMatchObject({ reps: 1, state: 'learning' });
    expect(data.card.lastReview).not.toBeNull();

    const after = await queue(me);
    expect(after.count).toBe(1);
    expect(after.data.map((c) => c._id)).toEqual([second._id]);
    // The notebook's `due=true` filter and due count agree with the queue.
    const due = await api(t, 'GET', '/api/v1/notebook?due=true', me);
    expect(due.json<{ count: number; dueCount: number; data: TCard[] }>()).toMatchObject({
      count: 1,
      dueCount: 1,
      data: [{ _id: second._id }],
    });
    const all = await api(t, 'GET', '/api/v1/notebook', me);
    expect(all.json<{ count: number; dueCount: number }>()).toMatchObject({
      count: 2,
      dueCount: 1,
    });

    // Once its time has come (the app clock moves), the card is due again, after the older one.
    clock.advance(HOUR_MS);
    expect((await queue(me)).data.map((c) => c._id)).toEqual([second._id, first._id]);
  });

  it('schedules "easy" further out than "good", "good" than "hard", and "again" soonest', async () => {
    const me = await memberWithToken(t, 'Ben');
    const dues: Record<string, number> = {};
    for (const rating of ['again', 'hard', 'good', 'easy']) {
      const card = await addCard(t, me, { front: rating });
      const res = await review(me, card._id, rating);
      dues[rating] = new Date(res.json<TReviewCardResponse>().data.due).getTime();
    }
    expect(dues.again!).toBeLessThan(dues.hard!);
    expect(dues.hard!).toBeLessThan(dues.good!);
    expect(dues.good!).toBeLessThan(dues.easy!);
    // "easy" on a new card skips learning: days, not minutes.
    expect(dues.easy! - clock.now().getTime()).toBeGreaterThan(24 * HOUR_MS);
  });

  it('refuses an unknown rating with reviewRatingRequired and changes nothing', async () => {
    const me = await memberWithToken(t, 'Cho');
    const card = await addCard(t, me);
    const before = await stored(card._id);
    for (const rating of ['GOOD', '3', '', 'perfect', null]) {
      const res = await review(me, card._id, rating as string);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('reviewRatingRequired');
    }
    const noBody = await api(t, 'POST', `/api/v1/notebook/${card._id}/review`, me, {});
    expect(noBody.statusCode).toBe(400);
    expect(await stored(card._id)).toEqual(before);
    expect((await review(me, '00000000-0000-4000-8000-000000000000', 'good')).statusCode).toBe(404);
  });

  it('allows reviewing a card that is not due yet (as Anki does)', async () => {
    const me = await memberWithToken(t, 'Dae');
    const card = await addCard(t, me);
    const firstDue = (await review(me, card._id, 'easy')).json<TReviewCardResponse>().data.due;
    expect((await queue(me)).count).toBe(0);
    const early = await review(me, card._id, 'good');
    expect(early.statusCode).toBe(200);
    expect(early.json<TReviewCardResponse>().data.card.reps).toBe(2);
    expect(early.json<TReviewCardResponse>().data.due).not.toBe(firstDue);
  });

  it('queue limit: default 20, 1–100, else 400', async () => {
    const me = await memberWithToken(t, 'Eun');
    for (let i = 0; i < 22; i += 1) await addCard(t, me, { front: `card ${i}` });
    const all = await queue(me);
    expect(all.count).toBe(22);
    expect(all.data).toHaveLength(20);
    expect((await queue(me, '?limit=3')).data).toHaveLength(3);
    for (const limit of ['0', '101', 'x', '-1']) {
      const res = await api(t, 'GET', `/api/v1/notebook/review?limit=${limit}`, me);
      expect(res.statusCode, limit).toBe(400);
    }
  });

  it('two tabs rating the same card at once: both reviews apply, one after the other', async () => {
    const me = await memberWithToken(t, 'Gyu');
    const card = await addCard(t, me);
    const [one, two] = await Promise.all([
      review(me, card._id, 'good'),
      review(me, card._id, 'good'),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const reps = [one, two].map((r) => r.json<TReviewCardResponse>().data.card.reps).sort();
    // Without the row lock both would read reps 0 and both write 1.
    expect(reps).toEqual([1, 2]);
    const row = await stored(card._id);
    expect(row.reps).toBe(2);
    const last = [one, two].find((r) => r.json<TReviewCardResponse>().data.card.reps === 2)!;
    expect(row.due.toISOString()).toBe(last.json<TReviewCardResponse>().data.due);
  });
});

describe('export', () => {
  it('is a CSV Anki imports: headers, quoted HTML fields, language tags, parsed by csv-parse', async () => {
    const me = await memberWithToken(t, 'Hana');
    const odd = 'He said "네, 좋아요", ok?\nSecond line 🙂 <b> & co';
    await addCard(t, me, { front: odd, back: 'comma, "quote"\r\nand 😀', language: 'ko' });
    clock.advance(1000);
    await addCard(t, me, { front: '#not a header', back: '', note: 'a note', language: 'en' });
    const other = await memberWithToken(t, 'Ivy');
    await addCard(t, other, { front: 'not mine' });

    const res = await api(t, 'GET', '/api/v1/notebook/export', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="chingu-notebook-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body;
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      '#separator:Comma',
      '#html:true',
      '#columns:Front,Back,Tags',
      '#tags column:3',
    ]);
    const rows = parse(text, { comment: '#', relax_column_count: false }) as string[][];
    expect(rows).toEqual([
      [
        'He said "네, 좋아요", ok?<br>Second line 🙂 &lt;b&gt; &amp; co',
        'comma, "quote"<br>and 😀',
        'ko',
      ],
      ['#not a header', 'a note', 'en'],
    ]);
    expect(text).not.toContain('not mine');
  });

  it('is only the header for an empty notebook, and 401 for a visitor', async () => {
    const me = await memberWithToken(t, 'Jun');
    const res = await api(t, 'GET', '/api/v1/notebook/export', me);
    expect(parse(res.body, { comment: '#' })).toEqual([]);
    expect((await api(t, 'GET', '/api/v1/notebook/export')).statusCode).toBe(401);
  });
});
