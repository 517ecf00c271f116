import type { TMember } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import { signedInMember, type Member } from '../chat/chat-helpers.ts';

// Deep pages of the directory (decision 063): `after` = the last member of the page before, and
// numbered pages past the middle read from the end.

let t: TestApp;
let viewer: Member;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await signedInMember(t, 'Viewer Vee');
  // 24 more members; followers counts with ties, so "popular" orders by newest among equals.
  for (let i = 0; i < 24; i++) {
    await insertMember(t, {
      name: `Member ${String(i).padStart(2, '0')}`,
      followersCount: i % 4,
      nativeLanguage: i % 2 ? 'Korean' : 'English',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    });
  }
});
afterAll(async () => t.close());

async function directory(query: string, who?: Member) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/users${query}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ count: number; data: TMember[] }>();
  return { count: body.count, ids: body.data.map((m) => m._id) };
}

describe('directory deep pages', () => {
  it('gives the pages that page numbers give, in either order, filtered or not', async () => {
    for (const [filters, limit, who] of [
      ['sort=new', 7, undefined],
      ['sort=popular', 7, undefined],
      ['sort=popular', 5, viewer],
      ['native_language=Korean', 4, viewer],
    ] as const) {
      const query = `${filters}&limit=${limit}`;
      const everyone = await directory(`?${filters}&limit=100`, who);
      let page = await directory(`?${query}`, who);
      const walked = [...page.ids];
      for (let n = 2; walked.length < everyone.ids.length; n++) {
        page = await directory(`?${query}&page=${n}&after=${walked.at(-1)}`, who);
        expect(page.ids.length, query).toBeGreaterThan(0);
        expect(page.ids.length, query).toBeLessThanOrEqual(limit);
        expect(page.count, query).toBe(everyone.count);
        walked.push(...page.ids);
      }
      expect(walked, query).toEqual(everyone.ids);
    }
  });

  it('gives every page by its number, the ones past the middle read from the end', async () => {
    for (const [filters, limit, who] of [
      ['sort=new', 7, undefined],
      ['sort=popular', 4, undefined],
      ['sort=popular', 5, viewer],
      ['native_language=Korean', 3, viewer],
    ] as const) {
      const everyone = await directory(`?${filters}&limit=100`, who);
      const pages = Math.ceil(everyone.count / limit);
      const numbered: string[] = [];
      for (let n = 1; n <= pages; n++) {
        const page = await directory(`?${filters}&limit=${limit}&page=${n}`, who);
        expect(page.count, `${filters} page ${n}`).toBe(everyone.count);
        numbered.push(...page.ids);
      }
      expect(numbered, filters).toEqual(everyone.ids);
      const past = await directory(`?${filters}&limit=${limit}&page=${pages + 1}`, who);
      expect(past, filters).toEqual({ count: everyone.count, ids: [] });
    }
  });

  it('shows nobody twice when a member joins between two pages', async () => {
    const first = await directory('?limit=10');
    await insertMember(t, { name: 'Newcomer Nia' });
    const next = await directory(`?limit=10&page=2&after=${first.ids.at(-1)}`);
    expect(next.ids.filter((id) => first.ids.includes(id))).toEqual([]);
    const byNumber = await directory('?limit=10&page=2');
    expect(byNumber.ids[0]).toBe(first.ids.at(-1));
  });

  it('answers the numbered page after a member the viewer may not list', async () => {
    const hidden = await insertMember(t, { name: 'Blocked Bea' });
    await t.db.insert(blocks).values({ blockerId: hidden.id, blockedId: viewer.id });
    const numbered = await directory('?limit=5&page=3', viewer);
    expect(await directory(`?limit=5&page=3&after=${hidden.id}`, viewer)).toEqual(numbered);
    // Visitors may list them: the page after them starts right below.
    const visitor = await directory(`?limit=5&page=2&after=${hidden.id}`);
    const everyone = await directory('?limit=100');
    const below = everyone.ids.indexOf(hidden.id) + 1;
    expect(visitor.ids).toEqual(everyone.ids.slice(below, below + 5));
  });

  it('refuses an anchor that is not an id, and answers the next request', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/auth/users?after=x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: 'Invalid id' });
    expect((await directory('?limit=3')).ids).toHaveLength(3);
  });
});
