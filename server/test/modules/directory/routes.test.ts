import type { TAuthResponse, TMember } from '@chingu/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { insertMember, registerMember } from '../../helpers/members.ts';

let t: TestApp;
let me: TAuthResponse;
let other: TAuthResponse;

beforeAll(async () => {
  t = await createTestApp();
  me = await registerMember(t, 'me@example.com', {
    name: 'Viewer Me',
    native_language: 'English',
    language_to_learn: 'Korean',
  });
  other = await registerMember(t, 'other@example.com', {
    name: 'Other Person',
    native_language: 'Spanish',
    language_to_learn: 'French',
  });
  const day = 86_400_000;
  await insertMember(t, {
    name: 'Sofía García',
    bio: 'Café lover',
    nativeLanguage: 'Spanish',
    languageToLearn: 'Japanese',
    createdAt: new Date(Date.now() - 3 * day),
    location: { city: 'Madrid', country: 'Spain' },
  });
  await insertMember(t, {
    name: 'Minji Kim',
    bio: 'Seoul barista',
    nativeLanguage: 'Korean',
    languageToLearn: 'English',
    createdAt: new Date(Date.now() - 2 * day),
    followersCount: 50,
    location: { city: 'Seoul', country: 'South Korea' },
  });
  await insertMember(t, {
    name: 'Yuki Tanaka',
    bio: '100% fun_times',
    nativeLanguage: 'Japanese',
    languageToLearn: 'Korean',
    createdAt: new Date(Date.now() - 1 * day),
    followersCount: 10,
  });
  for (let i = 0; i < 22; i++) {
    await insertMember(t, {
      name: `Filler ${i}`,
      nativeLanguage: 'German',
      languageToLearn: 'Italian',
      createdAt: new Date(Date.now() - (10 + i) * day),
    });
  }
});
afterAll(async () => t.close());

const auth = (who: TAuthResponse) => ({ authorization: `Bearer ${who.token}` });
async function list(query: string, who?: TAuthResponse) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/users${query}`,
    headers: who ? auth(who) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; data: TMember[] }>();
}
const follow = (who: TAuthResponse, userId: string, target: string, action = 'follow') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/users/${userId}/${action}/${target}`,
    headers: auth(who),
  });

describe('member directory', () => {
  it('pages 20 at a time with the total count, and excludes the caller', async () => {
    const visitor = await list('');
    expect(visitor.count).toBe(27);
    expect(visitor.data).toHaveLength(20);
    const page2 = await list('?page=2');
    expect(page2.data).toHaveLength(7);
    expect(page2.count).toBe(27);
    expect(new Set([...visitor.data, ...page2.data].map((m) => m._id)).size).toBe(27);
    // Past the end: no members, and still the whole list's total.
    expect(await list('?page=3')).toMatchObject({ count: 27, data: [] });
    expect((await list('?page=4&limit=9')).count).toBe(27);

    const signedIn = await list('?limit=100', me);
    expect(signedIn.count).toBe(26);
    expect(signedIn.data.map((m) => m._id)).not.toContain(me.user._id);
  });

  it('hides members either side has blocked', async () => {
    const blocker = await insertMember(t, { name: 'Blocker Bo' });
    const blocked = await insertMember(t, { name: 'Blocked By Me' });
    await t.db.insert(blocks).values([
      { blockerId: blocker.id, blockedId: me.user._id },
      { blockerId: me.user._id, blockedId: blocked.id },
    ]);
    try {
      const mine = await list('?limit=100', me);
      expect(mine.data.map((m) => m.name)).not.toContain('Blocker Bo');
      expect(mine.data.map((m) => m.name)).not.toContain('Blocked By Me');
      expect(mine.count).toBe(26);
      const visitor = await list('?limit=100');
      expect(visitor.data.map((m) => m.name)).toEqual(
        expect.arrayContaining(['Blocker Bo', 'Blocked By Me']),
      );
    } finally {
      await t.db.delete(users).where(inArray(users.id, [blocker.id, blocked.id]));
    }
  });

  it('never exposes e-mail addresses or birth month and day', async () => {
    const { data } = await list('?limit=100');
    for (const member of data) {
      expect(member).not.toHaveProperty('email');
      expect(member).not.toHaveProperty('birth_month');
      expect(member).not.toHaveProperty('birth_day');
      expect(member).not.toHaveProperty('passwordHash');
    }
  });

  it('filters by a native or learning language', async () => {
    const korean = await list('?language=Korean&limit=100', me);
    expect(korean.data.map((m) => m.name).sort()).toEqual(['Minji Kim', 'Yuki Tanaka']);
    expect(korean.count).toBe(2);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/auth/users?language=Klingon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('filters by the language a member speaks natively', async () => {
    const speaks = await list('?native_language=Korean&limit=100', me);
    expect(speaks.data.map((m) => m.name)).toEqual(['Minji Kim']);
    expect(speaks.count).toBe(1);
    const spanish = await list('?native_language=Spanish&limit=100');
    expect(spanish.data.map((m) => m.name).sort()).toEqual(['Other Person', 'Sofía García']);
    expect(spanish.count).toBe(2);
  });

  it('filters by the language a member learns', async () => {
    const learns = await list('?language_to_learn=Korean&limit=100', me);
    expect(learns.data.map((m) => m.name)).toEqual(['Yuki Tanaka']);
    expect(learns.count).toBe(1);
    // A visitor sees the viewer too, who also learns Korean.
    const visitor = await list('?language_to_learn=Korean&limit=100');
    expect(visitor.data.map((m) => m.name).sort()).toEqual(['Viewer Me', 'Yuki Tanaka']);
    expect(visitor.count).toBe(2);
  });

  it('combines the speaks, learns and either-language filters', async () => {
    const pair = await list('?native_language=Korean&language_to_learn=English&limit=100');
    expect(pair.data.map((m) => m.name)).toEqual(['Minji Kim']);
    expect(pair.count).toBe(1);
    const none = await list('?native_language=Korean&language_to_learn=Japanese&limit=100');
    expect(none.data).toEqual([]);
    expect(none.count).toBe(0);
    const withEither = await list('?language=Japanese&native_language=Spanish&limit=100');
    expect(withEither.data.map((m) => m.name)).toEqual(['Sofía García']);
    const withSearch = await list('?native_language=German&language_to_learn=Italian&q=Filler 1');
    expect(withSearch.count).toBe(11);
    const withCountry = await list('?native_language=Korean&country=spain');
    expect(withCountry.count).toBe(0);
  });

  it('refuses an unknown language in either filter', async () => {
    for (const query of ['native_language=Klingon', 'language_to_learn=Elvish']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/v1/auth/users?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().success).toBe(false);
    }
  });

  it('searches name and bio, ignoring case and accents, taking % and _ literally', async () => {
    expect((await list('?q=sofia')).data.map((m) => m.name)).toEqual(['Sofía García']);
    expect((await list('?q=CAFE')).data.map((m) => m.name)).toEqual(['Sofía García']);
    expect((await list('?q=barista')).data.map((m) => m.name)).toEqual(['Minji Kim']);
    expect((await list('?q=0%25 fun_')).data.map((m) => m.name)).toEqual(['Yuki Tanaka']);
    expect((await list('?q=%25')).data.map((m) => m.name)).toEqual(['Yuki Tanaka']);
    expect((await list('?q=nobody-like-this')).count).toBe(0);
  });

  it('finds a member by the name and bio they just saved, and no longer by the old ones', async () => {
    const saveDetails = (name: string, bio: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/updatedetails',
        headers: auth(other),
        payload: { name, bio, gender: '', native_language: 'Spanish', language_to_learn: 'French' },
      });
    const renamed = await saveDetails('Zoë Ñúñez', 'Jardín botánico');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list('?q=zoe nunez')).data.map((m) => m.name)).toEqual(['Zoë Ñúñez']);
    expect((await list('?q=JARDIN')).data.map((m) => m.name)).toEqual(['Zoë Ñúñez']);
    expect((await list('?q=Other Person')).count).toBe(0);
    expect((await saveDetails('Other Person', '')).statusCode).toBe(200);
    expect((await list('?q=other person')).data.map((m) => m.name)).toEqual(['Other Person']);
  });

  it('sorts by most followed or newest', async () => {
    const popular = await list('?sort=popular&limit=2');
    expect(popular.data.map((m) => m.name)).toEqual(['Minji Kim', 'Yuki Tanaka']);
    const newest = await list('?sort=new&limit=1');
    expect(newest.data[0]?.name).toBe('Other Person');
  });
});

describe('member page', () => {
  it('answers 400 for a malformed id and 404 for an unknown one, in the envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/auth/users/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: 'Invalid id', code: 'invalidId' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/users/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
  });

  it('serves the public profile on the alias path too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${other.user._id}` });
    expect(res.json().data).toMatchObject({
      _id: other.user._id,
      name: 'Other Person',
      isFollowing: false,
    });
    expect(res.json().data).not.toHaveProperty('email');
  });

  it('counts each signed-in visitor once, and not the owner or visitors', async () => {
    const open = (who?: TAuthResponse) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/users/${other.user._id}`,
        headers: who ? auth(who) : {},
      });
    await open(me);
    await open(me);
    await open();
    await open(other);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: auth(other),
    });
    expect(mine.json().data.visitorsCount).toBe(1);
  });
});

describe('follows', () => {
  it('follows once, says so the second time, and keeps the counts exact', async () => {
    const first = await follow(me, me.user._id, other.user._id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      changed: true,
      data: { isFollowing: true, followersCount: 1 },
    });
    const again = await follow(me, me.user._id, other.user._id);
    expect(again.json()).toMatchObject({
      success: true,
      changed: false,
      message: 'Already following',
      data: { followersCount: 1 },
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${other.user._id}`,
      headers: auth(me),
    });
    expect(page.json().data).toMatchObject({ isFollowing: true, followersCount: 1 });
    const followers = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${other.user._id}/followers`,
    });
    expect(followers.json()).toMatchObject({ success: true, count: 1 });
    expect(followers.json().data[0]).toMatchObject({ _id: me.user._id, name: 'Viewer Me' });
    const following = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${me.user._id}/following`,
    });
    expect(following.json().count).toBe(1);
    const meNow = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(me) });
    expect(meNow.json().data.followingCount).toBe(1);

    const un = await follow(me, me.user._id, other.user._id, 'unfollow');
    expect(un.json()).toMatchObject({
      changed: true,
      data: { isFollowing: false, followersCount: 0 },
    });
    const unAgain = await follow(me, me.user._id, other.user._id, 'unfollow');
    expect(unAgain.json()).toMatchObject({ changed: false, data: { followersCount: 0 } });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${other.user._id}/followers`,
    });
    expect(after.json()).toEqual({ success: true, count: 0, data: [] });
  });

  it('refuses acting for another member (403), following yourself (400), and visitors (401)', async () => {
    const forOther = await follow(me, other.user._id, me.user._id);
    expect(forOther.statusCode).toBe(403);
    const self = await follow(me, me.user._id, me.user._id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      success: false,
      error: 'You cannot follow yourself',
      code: 'cannotFollowSelf',
    });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${me.user._id}/follow/${other.user._id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await follow(me, me.user._id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${other.user._id}/followers`,
    });
    expect(list.json().count).toBe(0);
  });

  it('keeps counts equal to the rows under concurrent clicks', async () => {
    await Promise.all(Array.from({ length: 6 }, () => follow(other, other.user._id, me.user._id)));
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/auth/users/${me.user._id}` });
    expect(page.json().data.followersCount).toBe(1);
    await Promise.all(
      Array.from({ length: 6 }, () => follow(other, other.user._id, me.user._id, 'unfollow')),
    );
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/auth/users/${me.user._id}` });
    expect(after.json().data.followersCount).toBe(0);
  });
});

describe('stats', () => {
  it('reports real member, language and country counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/stats' });
    // English, Korean, Spanish, French, Japanese, German, Italian; Spain and South Korea.
    expect(res.json()).toEqual({
      success: true,
      data: { activeLearners: 27, languages: 7, countries: 2 },
    });
  });
});
