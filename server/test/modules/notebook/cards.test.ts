import type { TCard } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment, memberWithToken, type Member } from '../moments/helpers.ts';
import { addCard, notebook, sendMessage } from './helpers.ts';

/** PRODUCT §9.2 notebook: a member's own cards, their sources, search and refusals. */
let t: TestApp;
let ana: Member;
let ben: Member;
let cho: Member;

beforeAll(async () => {
  t = await createTestApp();
  ana = await memberWithToken(t, 'Ana');
  ben = await memberWithToken(t, 'Ben');
  cho = await memberWithToken(t, 'Cho');
});
afterAll(async () => t.close());

const ODD = 'Say "네, 그래요", then, 🙂\nnext line <b>& more';

describe('saving cards', () => {
  it('stores a card, due at once, and lists it newest first', async () => {
    const me = await memberWithToken(t, 'Dae');
    const first = await addCard(t, me, { front: '  사과  ', back: 'apple', note: ' fruit ' });
    expect(first).toMatchObject({
      front: '사과',
      back: 'apple',
      note: 'fruit',
      language: 'ko',
      source: null,
      state: 'new',
      reps: 0,
    });
    expect(new Date(first.due).getTime()).toBeLessThanOrEqual(Date.now());
    const second = await addCard(t, me, { front: ODD, back: '', language: 'en' });
    expect(second.front).toBe(ODD);
    expect(second.back).toBe('');
    const list = await notebook(t, me);
    expect(list.count).toBe(2);
    expect(list.dueCount).toBe(2);
    expect(list.data.map((c) => c._id)).toEqual([second._id, first._id]);
  });

  it('refuses bad input with the exact keys and stores nothing', async () => {
    const me = await memberWithToken(t, 'Eun');
    const cases: [object, string][] = [
      [{ front: '', language: 'ko' }, 'cardFrontRequired'],
      [{ front: '   ', language: 'ko' }, 'cardFrontRequired'],
      [{ language: 'ko' }, 'cardFrontRequired'],
      [{ front: 'x'.repeat(501), language: 'ko' }, 'cardFrontTooLong'],
      [{ front: 'x', back: 'y'.repeat(1001), language: 'ko' }, 'cardBackTooLong'],
      [{ front: 'x', note: 'n'.repeat(501), language: 'ko' }, 'cardNoteTooLong'],
      [{ front: 'x', language: 'klingon' }, 'languageRequired'],
      [{ front: 'x' }, 'languageRequired'],
      [{ front: 'x', language: 'ko', source: { type: 'video', id: ana.id } }, 'cardSourceInvalid'],
      [{ front: 'x', language: 'ko', source: 'message' }, 'cardSourceInvalid'],
      [{ front: 'x', language: 'ko', source: { type: 'message', id: 'nope' } }, 'invalidId'],
      [{ front: 'a\u0000b', language: 'ko' }, 'invalidCharacters'],
    ];
    for (const [body, code] of cases) {
      const res = await api(t, 'POST', '/api/v1/notebook', me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: string }>().code, JSON.stringify(body)).toBe(code);
    }
    expect((await notebook(t, me)).count).toBe(0);
  });

  it('keeps exactly 500 and 1,000 characters, counted as characters (Korean, emoji)', async () => {
    const front = '가'.repeat(500);
    const back = 'é'.repeat(1000);
    const card = await addCard(t, cho, { front, back, language: 'ko' });
    expect(card.front).toBe(front);
    expect(card.back).toBe(back);
  });

  it('asks a visitor to sign in', async () => {
    const res = await api(t, 'GET', '/api/v1/notebook');
    expect(res.statusCode).toBe(401);
  });
});

describe('sources', () => {
  it('takes a message and a correction of my own conversation', async () => {
    const original = await sendMessage(t, ben, ana, { message: '저는 학교에 갔어요 어제' });
    const correction = await sendMessage(t, ana, ben, {
      kind: 'correction',
      correction: { messageId: original._id, corrected: '저는 어제 학교에 갔어요', note: 'order' },
    });
    const fromMessage = await addCard(t, ben, {
      front: original.message,
      source: { type: 'message', id: original._id },
    });
    expect(fromMessage.source).toEqual({ type: 'message', id: original._id });
    const fromCorrection = await addCard(t, ben, {
      front: '저는 학교에 갔어요 어제',
      back: '저는 어제 학교에 갔어요\norder',
      source: { type: 'correction', id: correction._id },
    });
    expect(fromCorrection.source).toEqual({ type: 'correction', id: correction._id });
  });

  it("refuses someone else's message, a plain message as a correction, unknown ids: 404", async () => {
    const theirs = await sendMessage(t, ana, ben, { message: 'private words' });
    const before = (await notebook(t, cho)).count;
    for (const source of [
      { type: 'message', id: theirs._id },
      { type: 'correction', id: theirs._id },
      { type: 'moment', id: theirs._id },
      { type: 'momentCorrection', id: theirs._id },
    ]) {
      const res = await api(t, 'POST', '/api/v1/notebook', cho, {
        front: 'x',
        language: 'en',
        source,
      });
      expect(res.statusCode, JSON.stringify(source)).toBe(404);
    }
    // The plain message is Ben's, but it is no correction.
    const res = await api(t, 'POST', '/api/v1/notebook', ben, {
      front: 'x',
      language: 'en',
      source: { type: 'correction', id: theirs._id },
    });
    expect(res.statusCode).toBe(404);
    expect((await notebook(t, cho)).count).toBe(before);
  });

  it('takes a moment visible to me, not a private one of someone else', async () => {
    const open = await createMoment(t, ana, { description: '오늘 날씨가 좋아요' });
    const hidden = await createMoment(t, ana, { description: 'just me', privacy: 'private' });
    const card = await addCard(t, cho, { front: '날씨', source: { type: 'moment', id: open._id } });
    expect(card.source).toEqual({ type: 'moment', id: open._id });
    const res = await api(t, 'POST', '/api/v1/notebook', cho, {
      front: 'x',
      language: 'en',
      source: { type: 'moment', id: hidden._id },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('listing, editing and deleting', () => {
  it('searches front, back and note (any case, % and _ taken literally) and filters by language', async () => {
    const me = await memberWithToken(t, 'Gyu');
    const a = await addCard(t, me, { front: '고양이', back: 'Cat', language: 'ko' });
    const b = await addCard(t, me, { front: 'perro', back: 'dog', note: 'CATchy', language: 'es' });
    const c = await addCard(t, me, { front: '100% sure', back: '', language: 'en' });
    const ids = async (query: string) => (await notebook(t, me, query)).data.map((x) => x._id);
    expect(await ids('?q=cat')).toEqual([b._id, a._id]);
    expect(await ids('?q=%25')).toEqual([c._id]);
    expect(await ids('?q=_')).toEqual([]);
    expect(await ids(`?q=${encodeURIComponent('고양')}`)).toEqual([a._id]);
    expect(await ids('?language=es')).toEqual([b._id]);
    expect(await ids('?q=cat&language=ko')).toEqual([a._id]);
    const paged = await notebook(t, me, '?limit=2&page=2');
    expect(paged.count).toBe(3);
    expect(paged.data.map((x) => x._id)).toEqual([a._id]);
    for (const query of ['?language=xx', '?due=maybe', '?limit=0', '?limit=101', '?page=0']) {
      expect((await api(t, 'GET', `/api/v1/notebook${query}`, me)).statusCode, query).toBe(400);
    }
  });

  it('edits and deletes own cards; another member gets 404 and changes nothing', async () => {
    const card = await addCard(t, ana, { front: '물', back: 'water' });
    const edit = await api(t, 'PUT', `/api/v1/notebook/${card._id}`, ana, {
      back: 'water 💧',
      note: '',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ data: TCard }>().data).toMatchObject({
      front: '물',
      back: 'water 💧',
      note: null,
    });

    const bad = await api(t, 'PUT', `/api/v1/notebook/${card._id}`, ana, { front: '' });
    expect(bad.json<{ code: string }>().code).toBe('cardFrontRequired');

    for (const [method, body] of [
      ['PUT', { front: 'stolen' }],
      ['DELETE', undefined],
      ['POST', { rating: 'good' }],
    ] as const) {
      const url = `/api/v1/notebook/${card._id}${method === 'POST' ? '/review' : ''}`;
      const res = await api(t, method, url, ben, body);
      expect(res.statusCode, method).toBe(404);
    }
    const mine = (await notebook(t, ana)).data.find((c) => c._id === card._id);
    expect(mine).toMatchObject({ front: '물', back: 'water 💧', reps: 0 });

    const del = await api(t, 'DELETE', `/api/v1/notebook/${card._id}`, ana);
    expect(del.statusCode).toBe(200);
    expect((await notebook(t, ana)).data.some((c) => c._id === card._id)).toBe(false);
    const again = await api(t, 'DELETE', `/api/v1/notebook/${card._id}`, ana);
    expect(again.statusCode).toBe(404);
  });
});
