import { LIMITS, type TMoment } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment, follow, listIds, memberWithToken, type Member } from './helpers.ts';

let t: TestApp;
let minji: Member;
let james: Member;
const created: TMoment[] = [];

beforeAll(async () => {
  t = await createTestApp();
  minji = await memberWithToken(t, 'Minji Kim');
  james = await memberWithToken(t, 'James Carter');
  created.push(
    await createMoment(t, minji, {
      title: 'Kimchi day',
      description: 'Made kimchi with my grandmother',
      category: 'food',
      language: 'ko',
      tags: ['Kimchi', 'family'],
      mood: 'happy',
    }),
    await createMoment(t, james, {
      title: 'Busan trip',
      description: 'Crème brûlée at the café by the beach',
      category: 'travel',
      language: 'en',
      tags: ['busan'],
      location: { formattedAddress: 'Busan, South Korea', type: 'Point', coordinates: [129, 35.1] },
    }),
    await createMoment(t, james, {
      title: 'Progress',
      description: 'Studied 100% of my flashcards today',
      category: 'language-learning',
      language: 'en',
      tags: ['study'],
    }),
  );
  for (let i = 0; i < 22; i++) {
    created.push(
      await createMoment(t, i % 2 ? minji : james, {
        description: `Filler moment number ${i}`,
        category: 'general',
        language: 'de',
      }),
    );
  }
});
afterAll(async () => t.close());

describe('moments feed', () => {
  it('with following=true lists only moments of members the caller follows (the home)', async () => {
    const reader = await memberWithToken(t, 'Reader Park');
    const none = await listIds(t, '/api/v1/moments?following=true', reader);
    expect(none.count).toBe(0);
    await follow(t, reader, minji);
    const minjis = created.filter((m) => m.user._id === minji.id).map((m) => m._id);
    const followed = await listIds(t, '/api/v1/moments?following=true&limit=50', reader);
    expect(followed.ids.sort()).toEqual([...minjis].sort());
    // A visitor follows nobody.
    expect((await listIds(t, '/api/v1/moments?following=true')).count).toBe(0);
    // Without the filter the feed is everyone's.
    expect((await listIds(t, '/api/v1/moments', reader)).count).toBe(created.length);
  });

  it('pages 10 at a time, newest first, with the total count', async () => {
    const newestFirst = [...created].reverse().map((m) => m._id);
    const first = await listIds(t, '/api/v1/moments');
    expect(first.count).toBe(25);
    expect(first.ids).toEqual(newestFirst.slice(0, 10));
    const third = await listIds(t, '/api/v1/moments?page=3');
    expect(third.ids).toEqual(newestFirst.slice(20));
    const custom = await listIds(t, '/api/v1/moments?page=2&limit=4');
    expect(custom.ids).toEqual(newestFirst.slice(4, 8));
    expect(custom.count).toBe(25);
  });

  it('carries the author, counts and the SPEC fields on each moment', async () => {
    const { data } = await listIds(t, '/api/v1/moments?tag=busan');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      title: 'Busan trip',
      category: 'travel',
      language: 'en',
      tags: ['busan'],
      privacy: 'public',
      mood: null,
      imageUrls: [],
      likeCount: 0,
      likedUsers: [],
      isLiked: false,
      commentCount: 0,
      scheduledDate: null,
      user: { _id: james.id, name: 'James Carter', imageUrls: ['/default-avatar.png'] },
      location: { formattedAddress: 'Busan, South Korea', type: 'Point', coordinates: [129, 35.1] },
    });
  });

  it('filters by category and language with matching counts', async () => {
    const food = await listIds(t, '/api/v1/moments?category=food');
    expect(food.ids).toEqual([created[0]!._id]);
    expect(food.count).toBe(1);
    const english = await listIds(t, '/api/v1/moments?language=en');
    expect(english.ids).toEqual([created[2]!._id, created[1]!._id]);
    const german = await listIds(t, '/api/v1/moments?language=de&limit=5');
    expect(german.count).toBe(22);
    expect(german.ids).toHaveLength(5);
    const none = await listIds(t, '/api/v1/moments?category=music');
    expect(none).toMatchObject({ count: 0, ids: [] });
  });

  it('filters by tag, whatever its case', async () => {
    const res = await listIds(t, '/api/v1/moments?tag=KIMCHI');
    expect(res.ids).toEqual([created[0]!._id]);
  });

  it('searches title, description and tags, ignoring case and accents', async () => {
    expect((await listIds(t, '/api/v1/moments?q=kimchi')).ids).toEqual([created[0]!._id]);
    expect((await listIds(t, '/api/v1/moments?q=creme brulee')).ids).toEqual([created[1]!._id]);
    expect((await listIds(t, '/api/v1/moments?q=FAMILY')).ids).toEqual([created[0]!._id]);
    expect((await listIds(t, '/api/v1/moments?q=%23study')).ids).toEqual([created[2]!._id]);
    // % is taken literally, not as a wildcard.
    expect((await listIds(t, '/api/v1/moments?q=100%25')).ids).toEqual([created[2]!._id]);
    const combined = await listIds(t, '/api/v1/moments?q=moment&language=de&page=3');
    expect(combined.count).toBe(22);
    expect(combined.ids).toHaveLength(2);
  });

  it('finds a moment by what its author wrote last: the search text follows an edit', async () => {
    const own = await createMoment(t, james, {
      title: 'Tteokbokki night',
      description: 'Spicy rice cakes',
    });
    expect((await listIds(t, '/api/v1/moments?q=tteokbokki')).ids).toEqual([own._id]);
    const edit = await api(t, 'PUT', `/api/v1/moments/${own._id}`, james, {
      title: 'Bibimbap night',
      description: 'Rice with vegetables, café style',
      existingImages: [],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await listIds(t, '/api/v1/moments?q=tteokbokki')).ids).toEqual([]);
    expect((await listIds(t, '/api/v1/moments?q=bibimbap')).ids).toEqual([own._id]);
    expect((await listIds(t, '/api/v1/moments?q=CAFE STYLE')).ids).toEqual([own._id]);
  });

  it('refuses unknown filter values with 400', async () => {
    for (const query of ['category=cars', 'language=xx', 'limit=101', 'page=0']) {
      const res = await api(t, 'GET', `/api/v1/moments?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it("lists a member's own moments with count", async () => {
    const res = await listIds(t, `/api/v1/moments/user/${minji.id}?limit=5`);
    expect(res.count).toBe(12);
    expect(res.ids).toHaveLength(5);
    expect(res.data.every((m) => m.user._id === minji.id)).toBe(true);
  });

  it('counts matches up to the cap, and the pages up to it still hold the right moments', async () => {
    // Bulk rows straight into the table: 1,005 public moments of one fresh member.
    const bulk = await memberWithToken(t, 'Bulk Poster');
    await t.db.execute(sql`insert into moments (user_id, description, tags_lower, published_at)
      select ${bulk.id}, 'bulk ' || g, array['bulkcap'], now() - (g || ' seconds')::interval
      from generate_series(1, ${LIMITS.listCountCap + 5}) g`);
    const first = await listIds(t, '/api/v1/moments?tag=bulkcap&limit=100');
    expect(first.count).toBe(LIMITS.listCountCap);
    expect(first.data[0]?.description).toBe('bulk 1');
    const last = await listIds(t, '/api/v1/moments?tag=bulkcap&limit=100&page=10');
    expect(last.data.map((m) => m.description).at(-1)).toBe('bulk 1000');
    const few = await listIds(t, `/api/v1/moments/user/${bulk.id}?limit=1`);
    expect(few.count).toBe(LIMITS.listCountCap);
  });
});
