import fs from 'node:fs';
import path from 'node:path';
import type { TAuthResponse, TStoryGroup } from '@chingu/contract';
import { count, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/schema/index.ts';
import { DEMO_STORIES } from '../../src/demo/seed-demo-stories.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoData } from '../../src/demo/seed-demo.ts';
import { sweepExpiredStories } from '../../src/modules/stories/service.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HOUR_MS } from '../helpers/clock.ts';
import { postJson } from '../helpers/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.app.images, t.app.log);
});
afterAll(async () => t.close());

async function liveStories(at = new Date()) {
  const [row] = await t.db.select({ n: count() }).from(stories).where(gt(stories.expiresAt, at));
  return row!.n;
}

describe('demo stories', () => {
  it('fill the story bar of a demo member with photos and text cards', async () => {
    const login = await postJson(t, '/api/v1/auth/login', {
      email: DEMO_MEMBERS[1]!.email,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token } = login.json<TAuthResponse>();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stories/feed',
      headers: { authorization: `Bearer ${token}` },
    });
    const groups = res.json<{ data: TStoryGroup[] }>().data;
    expect(groups.length).toBeGreaterThan(1);
    const all = groups.flatMap((g) => g.stories);
    expect(all.some((s) => s.text && s.background)).toBe(true);
    const photos = all.filter((s) => s.imageUrl);
    expect(photos.length).toBeGreaterThan(0);
    for (const story of photos) {
      const file = path.join(t.uploadsDir, story.imageUrl!.replace('/uploads/', '').split('?')[0]!);
      expect(fs.existsSync(file)).toBe(true);
    }
  });

  it('are not duplicated by a restart, and come back after they expired', async () => {
    const first = await liveStories();
    expect(first).toBe(DEMO_STORIES.length);
    await seedDemoData(t.db, t.app.images, t.app.log);
    expect(await liveStories()).toBe(first);

    const dayLater = new Date(Date.now() + 24 * HOUR_MS);
    expect(await liveStories(dayLater)).toBe(0);
    await sweepExpiredStories(t.db, t.app.images, dayLater);
    await seedDemoData(t.db, t.app.images, t.app.log, dayLater);
    expect(await liveStories(dayLater)).toBe(DEMO_STORIES.length);
  });
});
