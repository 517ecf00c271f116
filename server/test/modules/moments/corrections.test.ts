import type {
  TCard,
  TMoment,
  TMomentCorrection,
  TMomentCorrectionsResponse,
  TNotificationsResponse,
} from '@chingu/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentCorrections, moments, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { passwordHashOfProfile, PROFILE } from '../../helpers/members.ts';
import { api, createMoment, follow, listIds, memberWithToken, type Member } from './helpers.ts';

// PRODUCT §9.2 "Correct me": corrections of correct-me moments, the helpful mark, the feed's
// correctMe and the home's helpWanted lists, the momentCorrection notification, notebook cards.

let t: TestApp;
/** Learns Korean, native English: posts correct-me moments in Korean. */
let author: Member;
/** Native Korean: the one who corrects. */
let corrector: Member;
let other: Member;
let moment: TMoment;

const KOREAN = { nativeLanguage: 'Korean', languageToLearn: 'English' } as const;

beforeAll(async () => {
  t = await createTestApp();
  author = await memberWithToken(t, 'Author');
  corrector = await memberWithToken(t, 'Corrector', KOREAN);
  other = await memberWithToken(t, 'Other', KOREAN);
  moment = await createMoment(t, author, {
    description: '나는 어제 학교를 갔어요',
    language: 'ko',
    correctMe: true,
  });
});
afterAll(async () => t.close());

const correct = (who: Member | undefined, body: unknown, id = moment._id) =>
  api(t, 'POST', `/api/v1/moments/${id}/corrections`, who, body);
const markHelpful = (who: Member | undefined, correctionId: string, id = moment._id) =>
  api(t, 'PUT', `/api/v1/moments/${id}/corrections/${correctionId}/helpful`, who);
async function corrections(id: string, who?: Member, query = '') {
  const res = await api(t, 'GET', `/api/v1/moments/${id}/corrections${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMomentCorrectionsResponse>();
}
async function corrected(who: Member, id: string, text: string, note?: string) {
  const res = await correct(who, { corrected: text, ...(note ? { note } : {}) }, id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMomentCorrection }>().data;
}
/** What is stored for a moment: its counter and its rows. */
async function stored(id = moment._id) {
  const [row] = await t.db.select().from(moments).where(eq(moments.id, id));
  const [rows] = await t.db
    .select({ n: count() })
    .from(momentCorrections)
    .where(eq(momentCorrections.momentId, id));
  return { correctionCount: row!.correctionCount, rows: rows!.n };
}
async function block(who: Member, target: Member) {
  const res = await api(t, 'PUT', `/api/v1/auth/users/${who.id}/block/${target.id}`, who);
  expect(res.statusCode, res.body).toBe(200);
}
async function notificationsOf(who: Member) {
  await t.app.notificationsSettled();
  const res = await api(t, 'GET', '/api/v1/notifications', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TNotificationsResponse>().data;
}
/** Someone this many years old today, as the age bands read birth dates. */
function bornYearsAgo(years: number) {
  const now = new Date();
  return {
    birthYear: String(now.getUTCFullYear() - years),
    birthMonth: String(now.getUTCMonth() + 1),
    birthDay: String(now.getUTCDate()),
  };
}

describe('a correct-me moment', () => {
  it('carries correctMe (stored) and a correction count; moments default to not asking', async () => {
    expect(moment).toMatchObject({ correctMe: true, correctionCount: 0, language: 'ko' });
    const [row] = await t.db.select().from(moments).where(eq(moments.id, moment._id));
    expect(row!.correctMe).toBe(true);
    const plain = await createMoment(t, author, { description: 'no corrections please' });
    expect(plain.correctMe).toBe(false);
  });
});

describe('POST /moments/{id}/corrections', () => {
  it('stores a correction of the text as it reads now, counts it, and answers 201', async () => {
    const res = await correct(corrector, {
      corrected: '나는 어제 학교에 갔어요',
      note: '  "에" for a destination  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ success: true; data: TMomentCorrection }>();
    expect(body.success).toBe(true);
    expect(body.data).toEqual({
      _id: expect.any(String),
      momentId: moment._id,
      author: { _id: corrector.id, name: 'Corrector', imageUrls: ['/default-avatar.png'] },
      original: '나는 어제 학교를 갔어요',
      corrected: '나는 어제 학교에 갔어요',
      note: '"에" for a destination',
      helpful: false,
      createdAt: expect.any(String),
    });
    expect(await stored()).toEqual({ correctionCount: 1, rows: 1 });
    const seen = await api(t, 'GET', `/api/v1/moments/${moment._id}`, other);
    expect(seen.json<{ data: TMoment }>().data.correctionCount).toBe(1);
  });

  it("refuses the moment's author (403) and writes nothing", async () => {
    const res = await correct(author, { corrected: '나는 어제 학교에 갔어요' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'cannotCorrectOwnMoment' });
    expect(await stored()).toEqual({ correctionCount: 1, rows: 1 });
  });

  it('refuses a moment that does not ask for corrections (403 correctionsNotWanted)', async () => {
    const plain = await createMoment(t, author, { description: '그냥 일기', language: 'ko' });
    const res = await correct(corrector, { corrected: '그냥 일기예요' }, plain._id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'correctionsNotWanted' });
    expect(await stored(plain._id)).toEqual({ correctionCount: 0, rows: 0 });
  });

  it('requires sign-in', async () => {
    expect((await correct(undefined, { corrected: '고침' })).statusCode).toBe(401);
  });

  it('answers 404, as for no moment, when the corrector may not see it', async () => {
    const privateOne = await createMoment(t, author, {
      description: '비밀',
      privacy: 'private',
      correctMe: true,
    });
    const friendsOnly = await createMoment(t, author, {
      description: '친구만',
      privacy: 'friends',
      correctMe: true,
    });
    const blocker = await memberWithToken(t, 'Blocker');
    const blockedMoment = await createMoment(t, blocker, { description: '차단', correctMe: true });
    await block(blocker, corrector);
    const minor = await memberWithToken(t, 'Minor', bornYearsAgo(15));
    const minorsMoment = await createMoment(t, minor, { description: '학생', correctMe: true });
    for (const id of [
      privateOne._id,
      friendsOnly._id,
      blockedMoment._id,
      minorsMoment._id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await correct(corrector, { corrected: '고쳤어요' }, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound' });
      // Reading them is as absent as correcting them.
      const read = await api(t, 'GET', `/api/v1/moments/${id}/corrections`, corrector);
      expect(read.statusCode, id).toBe(404);
    }
    const [rows] = await t.db.select({ n: count() }).from(momentCorrections);
    expect(rows!.n).toBe(1);
    // The blocker is refused on the blocked member's moments too.
    const correctors = await createMoment(t, corrector, { description: '제 글', correctMe: true });
    const res = await correct(blocker, { corrected: '제 글이에요' }, correctors._id);
    expect(res.statusCode).toBe(404);
    expect(await stored(correctors._id)).toEqual({ correctionCount: 0, rows: 0 });
    // A mutual friend may correct the friends-only one.
    await follow(t, author, other);
    await follow(t, other, author);
    expect((await correct(other, { corrected: '친구만요' }, friendsOnly._id)).statusCode).toBe(201);
  });

  it('refuses blank, too long, unchanged text and a too long note with 400, writing nothing', async () => {
    const before = await stored();
    for (const [body, code] of [
      [{}, 'correctionRequired'],
      [{ corrected: '   ' }, 'correctionRequired'],
      [{ corrected: 'x'.repeat(2001) }, 'correctionTooLong'],
      [{ corrected: '고침', note: 'n'.repeat(501) }, 'correctionNoteTooLong'],
      [{ corrected: ' 나는 어제 학교를 갔어요 ' }, 'correctionUnchanged'],
      [{ corrected: 'bad\u0000text' }, 'invalidCharacters'],
      [{ corrected: 'lone \uD800 surrogate' }, 'invalidCharacters'],
    ] as const) {
      const res = await correct(corrector, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    expect(await stored()).toEqual(before);
    // The limits themselves pass: 2,000 characters and a 500-character note.
    const longest = await corrected(corrector, moment._id, 'x'.repeat(2000), 'n'.repeat(500));
    expect(longest.corrected).toHaveLength(2000);
    expect(longest.note).toHaveLength(500);
  });

  it('keeps odd Unicode exactly: emoji sequences, combining marks, right-to-left text', async () => {
    const text = '가족 👨‍👩‍👧‍👦 café (cafe\u0301) مرحبا 🇰🇷 ﷽ 𝒳';
    const correction = await corrected(corrector, moment._id, text, 'ZWJ 👩🏽‍💻');
    expect(correction.corrected).toBe(text);
    expect(correction.note).toBe('ZWJ 👩🏽‍💻');
    const listed = await corrections(moment._id, author, '?limit=100');
    expect(listed.data.find((c) => c._id === correction._id)?.corrected).toBe(text);
  });

  it('keeps the original as it was when the author edits the moment later', async () => {
    const own = await createMoment(t, author, {
      description: '오늘 날씨가 좋다요',
      correctMe: true,
    });
    await corrected(corrector, own._id, '오늘 날씨가 좋아요');
    const edit = await api(t, 'PUT', `/api/v1/moments/${own._id}`, author, {
      title: 'Edited',
      description: '오늘 날씨가 좋아요',
      existingImages: [],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [first] = (await corrections(own._id)).data;
    expect(first).toMatchObject({
      original: '오늘 날씨가 좋다요',
      corrected: '오늘 날씨가 좋아요',
    });
  });
});

describe('GET /moments/{id}/corrections', () => {
  it('pages oldest first with the visible total, for visitors too', async () => {
    const busy = await createMoment(t, author, { description: '많은 교정', correctMe: true });
    const texts = Array.from({ length: 23 }, (_, i) => `교정 ${i}`);
    for (const text of texts) await corrected(other, busy._id, text);
    const first = await corrections(busy._id, undefined, '?limit=20');
    expect(first.count).toBe(23);
    expect(first.data.map((c) => c.corrected)).toEqual(texts.slice(0, 20));
    const second = await corrections(busy._id, undefined, '?page=2&limit=20');
    expect(second.data.map((c) => c.corrected)).toEqual(texts.slice(20));
    expect((await corrections(busy._id, undefined, '?page=3&limit=20')).data).toEqual([]);
    const bad = await api(t, 'GET', `/api/v1/moments/${busy._id}/corrections?limit=101`);
    expect(bad.statusCode).toBe(400);
  });

  it("leaves out a corrector the reader blocked (either way), and a suspended corrector's", async () => {
    const own = await createMoment(t, author, { description: '차단 테스트', correctMe: true });
    const rude = await memberWithToken(t, 'Rude', KOREAN);
    await corrected(rude, own._id, '차단 테스트요');
    await corrected(other, own._id, '차단 테스트입니다');
    await block(author, rude);
    const seen = await corrections(own._id, author);
    expect(seen.count).toBe(1);
    expect(seen.data.map((c) => c.author.name)).toEqual(['Other']);
    // The blocked corrector no longer sees the moment at all.
    const theirs = await api(t, 'GET', `/api/v1/moments/${own._id}/corrections`, rude);
    expect(theirs.statusCode).toBe(404);

    const suspended = await memberWithToken(t, 'Suspended', KOREAN);
    await corrected(suspended, own._id, '차단 테스트지요');
    expect((await corrections(own._id, author)).count).toBe(2);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    // Announced as the moderation route's suspension is: the cached answers (decision 031) go.
    t.app.listTotals.invalidate('members', 'moments');
    const after = await corrections(own._id, author);
    expect(after.data.map((c) => c.author.name)).toEqual(['Other']);
  });
});

describe('PUT /moments/{id}/corrections/{cid}/helpful', () => {
  it("lets only the moment's author mark: one helpful at a time, marked again it clears", async () => {
    const own = await createMoment(t, author, { description: '도와주세요', correctMe: true });
    const first = await corrected(corrector, own._id, '도와주세요!');
    const second = await corrected(other, own._id, '도와 주세요');

    for (const who of [corrector, other]) {
      const res = await markHelpful(who, first._id, own._id);
      expect(res.statusCode).toBe(403);
    }
    expect((await markHelpful(undefined, first._id, own._id)).statusCode).toBe(401);
    const helpfulOf = async () =>
      (await corrections(own._id, other)).data.map((c) => [c.corrected, c.helpful]);
    expect(await helpfulOf()).toEqual([
      ['도와주세요!', false],
      ['도와 주세요', false],
    ]);

    const marked = await markHelpful(author, first._id, own._id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ data: TMomentCorrection }>().data).toMatchObject({
      _id: first._id,
      helpful: true,
    });
    expect(await helpfulOf()).toEqual([
      ['도와주세요!', true],
      ['도와 주세요', false],
    ]);

    // Marking another moves the mark.
    await markHelpful(author, second._id, own._id);
    expect(await helpfulOf()).toEqual([
      ['도와주세요!', false],
      ['도와 주세요', true],
    ]);

    // Marking it again takes it back.
    const cleared = await markHelpful(author, second._id, own._id);
    expect(cleared.json<{ data: TMomentCorrection }>().data.helpful).toBe(false);
    expect(await helpfulOf()).toEqual([
      ['도와주세요!', false],
      ['도와 주세요', false],
    ]);
  });

  it('answers 404 for a correction of another moment, an unknown one, a moment not seen', async () => {
    const own = await createMoment(t, author, { description: '하나', correctMe: true });
    const elsewhere = await corrected(corrector, moment._id, '다른 교정');
    expect((await markHelpful(author, elsewhere._id, own._id)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await markHelpful(author, unknown, own._id)).statusCode).toBe(404);
    const hidden = await createMoment(t, other, {
      description: '비밀',
      privacy: 'private',
      correctMe: true,
    });
    expect((await markHelpful(author, elsewhere._id, hidden._id)).statusCode).toBe(404);
  });
});

describe('the feed and the home', () => {
  it('GET /moments?correctMe=true lists only correct-me moments, with their counts', async () => {
    const { data } = await listIds(t, '/api/v1/moments?correctMe=true&limit=100', other);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((m) => m.correctMe)).toBe(true);
    expect(data.find((m) => m._id === moment._id)?.correctionCount).toBe(
      (await stored()).correctionCount,
    );
    const all = await listIds(t, '/api/v1/moments?limit=100', other);
    expect(all.data.some((m) => !m.correctMe)).toBe(true);
  });

  it('helpWanted lists uncorrected correct-me moments in my native language, not mine, blocked or hidden', async () => {
    const learner = await memberWithToken(t, 'Learner');
    const native = await memberWithToken(t, 'Native', KOREAN);
    const wanted = await createMoment(t, learner, {
      description: '저는 한국어 배워요',
      language: 'ko',
      correctMe: true,
    });
    const wantedToo = await createMoment(t, learner, {
      description: '김치 좋아요',
      language: 'ko',
      correctMe: true,
    });
    const alreadyCorrected = await createMoment(t, learner, {
      description: '저는 학생이다요',
      language: 'ko',
      correctMe: true,
    });
    await corrected(corrector, alreadyCorrected._id, '저는 학생이에요');
    await createMoment(t, learner, { description: 'English please', correctMe: true });
    await createMoment(t, learner, { description: '교정 필요 없어요', language: 'ko' });
    await createMoment(t, native, { description: '내 글', language: 'ko', correctMe: true });
    const blocked = await memberWithToken(t, 'Blocked learner');
    await createMoment(t, blocked, { description: '차단됨', language: 'ko', correctMe: true });
    await block(native, blocked);
    const minor = await memberWithToken(t, 'Young learner', bornYearsAgo(16));
    await createMoment(t, minor, { description: '어린이', language: 'ko', correctMe: true });
    await createMoment(t, learner, {
      description: '비밀이에요',
      language: 'ko',
      privacy: 'private',
      correctMe: true,
    });

    const url = '/api/v1/moments?helpWanted=true&limit=50';
    const list = await listIds(t, url, native);
    // Newest first; the earlier tests' Korean correct-me moment has corrections already.
    expect(list).toMatchObject({ count: 2, ids: [wantedToo._id, wanted._id] });

    // Once corrected it leaves the list.
    await corrected(native, wanted._id, '저는 한국어를 배워요');
    expect((await listIds(t, url, native)).ids).not.toContain(wanted._id);

    // English natives get the English one, not the Korean ones; visitors get none.
    const english = await listIds(t, url, author);
    expect(english.data.every((m) => m.language === 'en')).toBe(true);
    expect(english.data.map((m) => m.description)).toContain('English please');
    expect(await listIds(t, url)).toMatchObject({ count: 0, ids: [] });
  });
});

describe('the momentCorrection notification', () => {
  it("tells the moment's author who corrected it, with the corrected text, linking the moment", async () => {
    const learner = await memberWithToken(t, 'Notified');
    const own = await createMoment(t, learner, { description: '배고파요 너무', correctMe: true });
    await corrected(corrector, own._id, '너무 배고파요');
    const [latest] = await notificationsOf(learner);
    expect(latest).toMatchObject({
      kind: 'momentCorrection',
      actor: { _id: corrector.id, name: 'Corrector' },
      momentId: own._id,
      preview: '너무 배고파요',
      readAt: null,
    });
  });

  it('is not stored when the author switched momentCorrection off in the app', async () => {
    const learner = await memberWithToken(t, 'Quiet');
    const res = await api(
      t,
      'PUT',
      `/api/v1/auth/users/${learner.id}/notification-settings`,
      learner,
      {
        momentCorrection: { inApp: false },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const own = await createMoment(t, learner, { description: '조용히 해요', correctMe: true });
    await corrected(corrector, own._id, '조용히 해 주세요');
    // A comment is still on: it arrives, so the correction's absence is not a matter of time.
    const comment = await api(t, 'POST', `/api/v1/moments/${own._id}/comments`, corrector, {
      text: '화이팅',
    });
    expect(comment.statusCode).toBe(201);
    expect((await notificationsOf(learner)).map((n) => n.kind)).toEqual(['momentComment']);
  });
});

describe("a corrector's account deletion", () => {
  it('takes their corrections away and uncounts them; the moment is wanting help again', async () => {
    const learner = await memberWithToken(t, 'Still here');
    const own = await createMoment(t, learner, {
      description: '떠나는 사람',
      language: 'ko',
      correctMe: true,
    });
    const leaver = await memberWithToken(t, 'Leaver', {
      ...KOREAN,
      passwordHash: await passwordHashOfProfile(),
    });
    await corrected(leaver, own._id, '떠나는 사람이에요');
    expect(await stored(own._id)).toEqual({ correctionCount: 1, rows: 1 });
    const gone = await api(t, 'DELETE', `/api/v1/auth/users/${leaver.id}`, leaver, {
      password: PROFILE.password,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await stored(own._id)).toEqual({ correctionCount: 0, rows: 0 });
    expect((await listIds(t, '/api/v1/moments?helpWanted=true&limit=100', other)).ids).toContain(
      own._id,
    );
  });
});

describe('saving a moment correction to the notebook', () => {
  it('accepts a correction the member may see, and 404s one they may not', async () => {
    const own = await createMoment(t, author, { description: '책을 읽었다요', correctMe: true });
    const correction = await corrected(corrector, own._id, '책을 읽었어요', 'past tense');
    const card = {
      front: correction.original,
      back: `${correction.corrected}\n${correction.note}`,
      language: 'ko',
      source: { type: 'momentCorrection', id: correction._id },
    };
    const saved = await api(t, 'POST', '/api/v1/notebook', author, card);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<{ data: TCard }>().data).toMatchObject({
      front: '책을 읽었다요',
      back: '책을 읽었어요\npast tense',
      source: { type: 'momentCorrection', id: correction._id },
    });

    // A stranger sees the public moment and its correction too.
    expect((await api(t, 'POST', '/api/v1/notebook', other, card)).statusCode).toBe(201);

    // Not once the moment is private, nor for a blocked member, nor an unknown id.
    const hidden = await createMoment(t, author, {
      description: '비밀 일기',
      privacy: 'private',
      correctMe: true,
    });
    const [row] = await t.db
      .insert(momentCorrections)
      .values({
        momentId: hidden._id,
        userId: corrector.id,
        original: '비밀 일기',
        corrected: '비밀 일기요',
      })
      .returning();
    const stranger = await memberWithToken(t, 'Stranger');
    const blockedReader = await memberWithToken(t, 'Blocked reader');
    await block(author, blockedReader);
    for (const [who, id] of [
      [stranger, row!.id],
      [blockedReader, correction._id],
      [stranger, '00000000-0000-4000-8000-000000000000'],
      // The moment's id is not a correction's.
      [stranger, own._id],
    ] as const) {
      const res = await api(t, 'POST', '/api/v1/notebook', who, {
        ...card,
        source: { type: 'momentCorrection', id },
      });
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('the streak', () => {
  it("counts the day for the corrector's streak (PRODUCT §9.2: giving a correction counts)", async () => {
    const giver = await memberWithToken(t, 'Streak giver', KOREAN);
    const streak = async () => {
      const res = await api(t, 'GET', `/api/v1/auth/users/${giver.id}/streak`, giver);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { current: number; today: boolean } }>().data;
    };
    expect(await streak()).toMatchObject({ current: 0, today: false });
    const own = await createMoment(t, author, {
      description: '주말에 친구를 만났어요',
      language: 'ko',
      correctMe: true,
    });
    await corrected(giver, own._id, '주말에 친구를 만났습니다');
    expect(await streak()).toMatchObject({ current: 1, today: true });
  });
});
