import type { TMember, TOwnUser, TSuggestion } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  PROFILE,
  registerMember,
  submitRegistration,
  verifyRegistrationEmail,
} from '../../helpers/members.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';

/** PRODUCT §9.2: a member's level (A1–C2) in the language they learn, and the level filters. */
let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(async () => t.close());

const DETAILS = {
  name: 'Ana',
  gender: 'Female',
  native_language: 'English',
  language_to_learn: 'Korean',
};

async function updateDetails(who: Member, body: Record<string, unknown>) {
  return api(t, 'PUT', '/api/v1/auth/updatedetails', who, { ...DETAILS, ...body });
}

async function storedLevel(who: { id: string }) {
  const [row] = await t.db
    .select({ level: users.level, name: users.name })
    .from(users)
    .where(eq(users.id, who.id));
  return row;
}

/** A member with a session learning `learning` at `level` (null: not said). */
async function learner(
  name: string,
  level: string | null,
  native = 'English',
  learning = 'Korean',
): Promise<Member> {
  const who = await memberWithToken(t, name);
  await t.db
    .update(users)
    .set({
      nativeLanguage: native,
      languageToLearn: learning,
      level: level as TMember['level'],
    })
    .where(eq(users.id, who.id));
  return who;
}

describe('the level on the profile', () => {
  it('is set with updatedetails, kept when left out, cleared with null, and public', async () => {
    const ana = await memberWithToken(t, 'Ana');
    const viewer = await memberWithToken(t, 'Viewer');
    const set = await updateDetails(ana, { level: 'B1' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ data: TOwnUser }>().data.level).toBe('B1');

    const page = await api(t, 'GET', `/api/v1/auth/users/${ana.id}`, viewer);
    expect(page.json<{ data: TMember }>().data).toMatchObject({ level: 'B1', timeZone: null });
    // A visitor sees it too (the public member object).
    const visitor = await api(t, 'GET', `/api/users/${ana.id}`);
    expect(visitor.json<{ data: TMember }>().data.level).toBe('B1');

    expect((await updateDetails(ana, { bio: 'Hello' })).json().data.level).toBe('B1');
    expect((await updateDetails(ana, { level: null })).json().data.level).toBeNull();
    expect((await storedLevel(ana))?.level).toBeNull();
  });

  it('starts without a level when the language learned changes and the form does not say one', async () => {
    const ben = await memberWithToken(t, 'Ben');
    await updateDetails(ben, { level: 'C1' });
    const moved = await updateDetails(ben, { language_to_learn: 'Japanese' });
    expect(moved.json().data).toMatchObject({ language_to_learn: 'Japanese', level: null });
    const both = await updateDetails(ben, { language_to_learn: 'Korean', level: 'A2' });
    expect(both.json().data).toMatchObject({ language_to_learn: 'Korean', level: 'A2' });
  });

  it('refuses a level outside A1–C2 with 400 invalidLevel and changes nothing', async () => {
    const cara = await memberWithToken(t, 'Cara');
    await updateDetails(cara, { level: 'B2' });
    for (const level of ['D1', 'b1', '', 3, 'A1 ']) {
      const res = await updateDetails(cara, { name: 'Changed', level });
      expect(res.statusCode, String(level)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalidLevel' });
    }
    expect(await storedLevel(cara)).toEqual({ level: 'B2', name: 'Ana' });
  });
});

describe('the level at registration', () => {
  it('is stored from the second step, optional', async () => {
    const { user } = await registerMember(t, 'level-a2@example.com', { level: 'A2' });
    expect(user.level).toBe('A2');
    const { user: without } = await registerMember(t, 'level-none@example.com', { level: '' });
    expect(without.level).toBeNull();
    const { user: omitted } = await registerMember(t, 'level-omitted@example.com');
    expect(omitted.level).toBeNull();
  });

  it('refuses an unknown level with 400 invalidLevel and creates no account', async () => {
    const email = 'level-bad@example.com';
    await verifyRegistrationEmail(t, email);
    const res = await submitRegistration(t, email, { level: 'Fluent' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalidLevel' });
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
    // The verification is still good for a corrected form.
    const retry = await submitRegistration(t, email, { ...PROFILE, level: 'C2' });
    expect(retry.statusCode, retry.body).toBe(201);
  });
});

describe('the level filters', () => {
  let viewer: Member;
  beforeAll(async () => {
    // Korean natives learning English, the viewer's partners; one Japanese native besides.
    viewer = await learner('Level Viewer', null, 'English', 'Korean');
    await learner('Kim B1', 'B1', 'Korean', 'English');
    await learner('Lee B1', 'B1', 'Korean', 'English');
    await learner('Park C1', 'C1', 'Korean', 'English');
    await learner('Choi none', null, 'Korean', 'English');
    await learner('Sato B1', 'B1', 'Japanese', 'English');
  });

  async function directory(query: string) {
    const res = await api(t, 'GET', `/api/v1/auth/users${query}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ count: number; data: TMember[] }>();
    return { count: body.count, names: body.data.map((m) => m.name).sort() };
  }

  it('finds members at a level in the directory, with the other filters', async () => {
    expect(await directory('?level=B1&native_language=Korean')).toEqual({
      count: 2,
      names: ['Kim B1', 'Lee B1'],
    });
    expect(await directory('?level=B1&limit=50')).toMatchObject({
      names: expect.arrayContaining(['Kim B1', 'Lee B1', 'Sato B1']),
    });
    expect((await directory('?level=B1&limit=50')).names).not.toContain('Park C1');
    expect(await directory('?level=C1&native_language=Korean')).toEqual({
      count: 1,
      names: ['Park C1'],
    });
    // Each card carries the level.
    const res = await api(t, 'GET', '/api/v1/auth/users?level=C1&native_language=Korean', viewer);
    expect(res.json<{ data: TMember[] }>().data[0]).toMatchObject({ name: 'Park C1', level: 'C1' });
  });

  it('filters suggestions by level', async () => {
    const res = await api(t, 'GET', '/api/v1/auth/users/suggestions?level=B1&limit=20', viewer);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<{ data: TSuggestion[] }>().data.map((s) => s.name);
    // Korean natives learning English, and Sato, who learns the viewer's English.
    expect(names.sort()).toEqual(['Kim B1', 'Lee B1', 'Sato B1']);
    const all = await api(t, 'GET', '/api/v1/auth/users/suggestions?limit=20', viewer);
    expect(all.json<{ data: TSuggestion[] }>().data.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Park C1', 'Choi none']),
    );
  });

  it('answers a bad level with 400 invalidLevel', async () => {
    for (const url of [
      '/api/v1/auth/users?level=Z9',
      '/api/v1/auth/users?level=b1',
      '/api/v1/auth/users/suggestions?level=expert',
    ]) {
      const res = await api(t, 'GET', url, viewer);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, code: 'invalidLevel' });
    }
  });
});
