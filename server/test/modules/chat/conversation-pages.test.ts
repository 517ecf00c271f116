import {
  encodeConversationCursor,
  LIMITS,
  type TConversationsResponse,
  type TErrorResponse,
} from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, postMessage, signedInMember, type Member } from './chat-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function send(from: Member, to: Member, message: string) {
  const res = await postMessage(t, from, to, message);
  expect(res.statusCode, res.body).toBe(201);
}

function list(member: Member, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversations?${search}`,
    headers: bearer(member),
  });
}

async function page(member: Member, query: Record<string, string | number> = {}) {
  const res = await list(member, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TConversationsResponse>();
}

/** Every page of `limit` rows, following nextCursor; the names in the order received. */
async function walk(member: Member, query: Record<string, string | number>) {
  const names: string[][] = [];
  let cursor: string | null = null;
  do {
    const body: TConversationsResponse = await page(member, {
      ...query,
      ...(cursor ? { cursor } : {}),
    });
    expect(body.count).toBe(body.data.length);
    expect(body.data.length).toBeLessThanOrEqual(Number(query.limit));
    names.push(body.data.map((c) => c.name));
    cursor = body.nextCursor;
  } while (cursor && names.length < 50);
  return names;
}

const put = (member: Member, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(member), ...(payload ? { payload } : {}) });

describe('conversation list pages', () => {
  let owner: Member;
  let partners: Member[];

  /**
   * Owner has: p1..p6 with messages (p6 newest), p2 and p5 pinned, p7 and p8 opened without
   * a message (p8 later), p9 deleted (hidden), p10 blocked with a message.
   */
  beforeAll(async () => {
    owner = await signedInMember(t, 'Owner');
    partners = [];
    for (let i = 1; i <= 10; i += 1) partners.push(await signedInMember(t, `P${i}`));
    const p = (n: number) => partners[n - 1]!;
    for (const n of [9, 10, 1, 2, 3, 4, 5, 6]) await send(p(n), owner, `hello from ${n}`);
    for (const n of [7, 8]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/messages/conversations',
        headers: bearer(owner),
        payload: { userId: p(n).id },
      });
    }
    for (const n of [2, 5]) {
      await put(owner, `/api/v1/messages/conversations/${p(n).id}/pin`, { pinned: true });
    }
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/conversations/${p(9).id}`,
      headers: bearer(owner),
    });
    await put(owner, `/api/v1/auth/users/${owner.id}/block/${p(10).id}`);
  });

  const FULL_ORDER = ['P5', 'P2', 'P6', 'P4', 'P3', 'P1', 'P10', 'P8', 'P7'];

  it('orders pinned, then newest last message, then rows without one (newest first)', async () => {
    const body = await page(owner, { limit: 100 });
    expect(body.data.map((c) => c.name)).toEqual(FULL_ORDER);
    expect(body.nextCursor).toBeNull();
    // Deleted conversations stay out; blocked partners stay in with the flag, as before paging.
    expect(body.data.find((c) => c.name === 'P10')).toMatchObject({ blocked: true });
    expect(body.data.find((c) => c.name === 'P8')).toMatchObject({
      lastMessage: null,
      lastMessageTime: null,
    });
  });

  it('pages concatenate to the full list, without duplicates or gaps, for every page size', async () => {
    for (const limit of [1, 2, 3, 4, 8, 9]) {
      const pages = await walk(owner, { limit });
      expect(pages.flat(), `limit ${limit}`).toEqual(FULL_ORDER);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
      expect(pages.slice(0, -1).every((names) => names.length === limit)).toBe(true);
    }
  });

  it('keeps its place while a row of a later page moves to the top', async () => {
    const viewer = await signedInMember(t, 'Viewer');
    const others: Member[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const other = await signedInMember(t, `Q${i}`);
      others.push(other);
      await send(other, viewer, `q${i}`);
    }
    const first = await page(viewer, { limit: 2 });
    expect(first.data.map((c) => c.name)).toEqual(['Q6', 'Q5']);
    // Q2 (on a later page) writes again: it is now the newest, above page 1.
    await send(others[1]!, viewer, 'again');
    // Q7 is new and newest of all.
    const q7 = await signedInMember(t, 'Q7');
    await send(q7, viewer, 'new');
    const rest = (await walk(viewer, { limit: 2, cursor: first.nextCursor! })).flat();
    expect(rest).toEqual(['Q4', 'Q3', 'Q1']);
    expect((await page(viewer, { limit: 3 })).data.map((c) => c.name)).toEqual(['Q7', 'Q2', 'Q6']);
  });

  it('defaults to LIMITS.conversationsPageSize rows and allows up to the maximum', async () => {
    const busy = await signedInMember(t, 'Busy');
    const n = LIMITS.conversationsPageSize + 1;
    for (let i = 0; i < n; i += 1) {
      const other = await signedInMember(t, `R${i}`);
      await send(other, busy, `r${i}`);
    }
    const first = await page(busy);
    expect(first.data).toHaveLength(LIMITS.conversationsPageSize);
    expect(first.count).toBe(LIMITS.conversationsPageSize);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(busy, { cursor: first.nextCursor! });
    expect(second.data.map((c) => c.name)).toEqual(['R0']);
    expect(second.nextCursor).toBeNull();
    const all = await page(busy, { limit: LIMITS.conversationsPageMax });
    expect(all.data).toHaveLength(n);
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a bad limit or cursor with the error envelope', async () => {
    for (const limit of [0, -1, LIMITS.conversationsPageMax + 1, 'ten', 2.5]) {
      const res = await list(owner, { limit });
      expect(res.statusCode, String(limit)).toBe(400);
      expect(res.json<TErrorResponse>()).toMatchObject({ success: false, code: 'invalidInput' });
    }
    const notOurs = [
      'nonsense',
      btoa('1.2.3'),
      btoa(`2.1.1.${partners[0]!.id}`),
      btoa(`1.x.1.${partners[0]!.id}`),
      btoa('0..1.not-a-uuid'),
      'A'.repeat(500),
    ];
    for (const cursor of notOurs) {
      const res = await list(owner, { cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json<TErrorResponse>()).toEqual({
        success: false,
        code: 'invalidCursor',
        error: 'Invalid page cursor',
      });
    }
    // A well-formed cursor far in the past: nothing after it.
    const past = encodeConversationCursor({
      pinned: false,
      lastMessageAt: null,
      createdAt: '-62135596800000000',
      partnerId: partners[0]!.id,
    });
    expect((await page(owner, { cursor: past })).data).toEqual([]);
  });
});

describe('conversation search', () => {
  let me: Member;
  beforeAll(async () => {
    me = await signedInMember(t, 'Searcher');
    const sofia = await signedInMember(t, 'Sofía García');
    const ben = await signedInMember(t, 'Ben Stone');
    const cho = await signedInMember(t, 'Cho Yuna');
    const pct = await signedInMember(t, 'Percent');
    await send(sofia, me, 'hola');
    await send(ben, me, 'Let us eat KIMCHI tonight');
    await send(cho, me, 'Café at noon?');
    await send(pct, me, '100% sure');
    // Only the last message counts: Cho's older "kimchi" does not match any more.
    await send(cho, me, 'kimchi is great');
    await send(me, cho, 'see you');
  });

  const names = async (q: string, extra: Record<string, string | number> = {}) =>
    (await page(me, { q, ...extra })).data.map((c) => c.name);

  it('matches the partner name, case- and accent-insensitive, trimmed', async () => {
    expect(await names('sofia')).toEqual(['Sofía García']);
    expect(await names('  GARCÍA ')).toEqual(['Sofía García']);
    expect(await names('stone')).toEqual(['Ben Stone']);
  });

  it('matches the last message text only', async () => {
    expect(await names('kimchi')).toEqual(['Ben Stone']);
    expect(await names('SEE YOU')).toEqual(['Cho Yuna']);
    expect(await names('cafe')).toEqual([]);
  });

  it('treats LIKE wildcards literally and a blank query as none', async () => {
    expect(await names('%')).toEqual(['Percent']);
    expect(await names('_')).toEqual([]);
    expect(await names('   ')).toHaveLength(4);
  });

  it('pages through the matches', async () => {
    const pages = await walk(me, { q: 'o', limit: 1 });
    // Name or last message contains "o": Cho (see you), Ben Stone, Sofía (hola) — newest first.
    expect(pages.flat()).toEqual(['Cho Yuna', 'Ben Stone', 'Sofía García']);
  });

  it('refuses a query over the limit', async () => {
    const res = await list(me, { q: 'x'.repeat(LIMITS.conversationSearchMax + 1) });
    expect(res.statusCode).toBe(400);
  });
});
