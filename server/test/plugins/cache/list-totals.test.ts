import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListTotals } from '../../../src/plugins/cache/list-totals.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { insertMember, registerMember } from '../../helpers/members.ts';
import {
  api,
  createMoment,
  follow,
  listIds,
  memberWithToken,
} from '../../modules/moments/helpers.ts';

/** A count that returns the next value of a counter, so a repeated query is visible. */
function counter(start = 100) {
  let n = start;
  let calls = 0;
  return {
    count: async () => {
      calls += 1;
      return n;
    },
    set: (value: number) => (n = value),
    calls: () => calls,
  };
}

describe('list totals cache', () => {
  it('answers a repeated total from memory until a write in its domain', async () => {
    const totals = createListTotals();
    const db = counter(100);
    expect(await totals.get('members', 'all', db.count)).toBe(100);
    db.set(101);
    expect(await totals.get('members', 'all', db.count)).toBe(100);
    expect(db.calls()).toBe(1);

    totals.invalidate('moments');
    expect(await totals.get('members', 'all', db.count)).toBe(100);
    totals.invalidate('members');
    expect(await totals.get('members', 'all', db.count)).toBe(101);
    expect(db.calls()).toBe(2);
  });

  it('keeps totals of different keys apart', async () => {
    const totals = createListTotals();
    expect(await totals.get('moments', 'viewer-a', async () => 3)).toBe(3);
    expect(await totals.get('moments', 'viewer-b', async () => 7)).toBe(7);
    expect(await totals.get('moments', 'viewer-a', async () => 99)).toBe(3);
  });

  it('counts again once the time to live has passed', async () => {
    const totals = createListTotals(30);
    const db = counter(5);
    await totals.get('members', 'all', db.count);
    db.set(6);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await totals.get('members', 'all', db.count)).toBe(6);
  });

  it('runs one query for concurrent misses of a key', async () => {
    const totals = createListTotals();
    const db = counter(42);
    const results = await Promise.all([1, 2, 3].map(() => totals.get('members', 'k', db.count)));
    expect(results).toEqual([42, 42, 42]);
    expect(db.calls()).toBe(1);
  });

  it('does not keep a total counted while a write happened', async () => {
    const totals = createListTotals();
    let release!: () => void;
    const slow = () =>
      new Promise<number>((resolve) => {
        release = () => resolve(10);
      });
    const pending = totals.get('moments', 'k', slow);
    totals.invalidate('moments');
    release();
    expect(await pending).toBe(10);
    expect(await totals.get('moments', 'k', async () => 11)).toBe(11);
  });

  it('does not cache a failed count', async () => {
    const totals = createListTotals();
    await expect(
      totals.get('members', 'k', () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(await totals.get('members', 'k', async () => 8)).toBe(8);
  });
});

describe('list totals through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const directoryCount = async (who?: Awaited<ReturnType<typeof memberWithToken>>) => {
    const res = await api(t, 'GET', '/api/v1/auth/users', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number }>().count;
  };

  it('shows a registration (directory and landing numbers), a block and an unblock at once', async () => {
    const viewer = await memberWithToken(t, 'Total Viewer');
    const statsMembers = async () => {
      const res = await api(t, 'GET', '/api/v1/stats');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { activeLearners: number } }>().data.activeLearners;
    };
    const before = await directoryCount();
    const landingBefore = await statsMembers();
    await registerMember(t, 'new-member@example.com');
    expect(await directoryCount()).toBe(before + 1);
    expect(await statsMembers()).toBe(landingBefore + 1);

    const other = await memberWithToken(t, 'Blocked Soon');
    const seen = await directoryCount(viewer);
    const blocked = await api(
      t,
      'PUT',
      `/api/v1/auth/users/${viewer.id}/block/${other.id}`,
      viewer,
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await directoryCount(viewer)).toBe(seen - 1);
    await api(t, 'PUT', `/api/v1/auth/users/${viewer.id}/unblock/${other.id}`, viewer);
    expect(await directoryCount(viewer)).toBe(seen);
  });

  it('counts rows written behind its back only after the time to live (the trade-off)', async () => {
    const before = await directoryCount();
    await insertMember(t, { name: 'Written Directly' });
    // Cached: a row inserted without going through the app is not counted yet...
    expect(await directoryCount()).toBe(before);
    // ...and is as soon as the app itself writes in the domain.
    await registerMember(t, 'another-new@example.com');
    expect(await directoryCount()).toBe(before + 2);
  });

  it('updates feed totals after posting, deleting, editing and following', async () => {
    const author = await memberWithToken(t, 'Feed Author');
    const reader = await memberWithToken(t, 'Feed Reader');
    const before = (await listIds(t, '/api/v1/moments')).count;
    const posted = await createMoment(t, author, { title: 'Kimchi day' });
    expect((await listIds(t, '/api/v1/moments')).count).toBe(before + 1);

    expect((await listIds(t, '/api/v1/moments?q=kimchi')).count).toBe(1);
    const edited = await api(t, 'PUT', `/api/v1/moments/${posted._id}`, author, {
      title: 'Bibimbap day',
      description: 'A day out in Seoul',
      existingImages: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listIds(t, '/api/v1/moments?q=kimchi')).count).toBe(0);

    await createMoment(t, author, { privacy: 'friends', description: 'Friends only' });
    const readerSees = (await listIds(t, '/api/v1/moments', reader)).count;
    await follow(t, reader, author);
    await follow(t, author, reader);
    expect((await listIds(t, '/api/v1/moments', reader)).count).toBe(readerSees + 1);

    const removed = await api(t, 'DELETE', `/api/v1/moments/${posted._id}`, author);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listIds(t, '/api/v1/moments')).count).toBe(before);
  });
});
