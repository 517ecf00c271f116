import type { TStory } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredStories } from '../../../src/modules/stories/service.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { HOUR_MS, testClock } from '../../helpers/clock.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';
import { fileExists, photoStory, stored, textStory } from './helpers.ts';

const clock = testClock();
let t: TestApp;
let ana: Member;
let ben: Member;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ana = await memberWithToken(t, 'Ana');
  ben = await memberWithToken(t, 'Ben');
});
afterAll(async () => t.close());

describe('the expiry sweep', () => {
  it('deletes expired stories with their views and files, each once, when two sweeps run at once', async () => {
    const old: TStory[] = [];
    for (let i = 0; i < 3; i++) old.push(await photoStory(t, ana));
    old.push(await textStory(t, ana));
    const view = await api(t, 'POST', `/api/v1/stories/${old[0]!._id}/view`, ben);
    expect(view.statusCode).toBe(200);

    clock.advance(12 * HOUR_MS);
    const fresh = await photoStory(t, ben);
    const before = await stored(t);
    // Nothing has expired yet.
    expect(await sweepExpiredStories(t.db, t.app.images, clock.now())).toBe(0);

    clock.advance(12 * HOUR_MS + 1);
    const counts = await Promise.all([
      sweepExpiredStories(t.db, t.app.images, clock.now()),
      sweepExpiredStories(t.db, t.app.images, clock.now()),
    ]);
    expect(counts[0]! + counts[1]!).toBe(old.length);
    expect(await stored(t)).toEqual({
      rows: before.rows - old.length,
      views: before.views - 1,
      files: before.files - 3,
    });
    for (const story of old.filter((s) => s.imageUrl)) {
      expect(fileExists(t, story.imageUrl!)).toBe(false);
    }
    // The younger story lives on, file and all.
    expect(fileExists(t, fresh.imageUrl!)).toBe(true);
    expect((await api(t, 'GET', `/api/v1/stories/${fresh._id}`, ana)).statusCode).toBe(200);
    expect(await sweepExpiredStories(t.db, t.app.images, clock.now())).toBe(0);
  });
});
