import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, memberWithToken } from '../moments/helpers.ts';
import { textStory } from '../stories/helpers.ts';

const advance = (t: TestApp, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/test/clock',
    payload: body as Record<string, unknown>,
  });

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// The browser journeys' control over the app clock (e2e/global-setup.ts sets TEST_CLOCK=on).
describe('POST /api/v1/test/clock', () => {
  it('does not exist unless TEST_CLOCK=on', async () => {
    t = await createTestApp();
    const res = await advance(t, { advanceSeconds: 60 });
    expect(res.statusCode).toBe(404);
    expect(t.app.routeTable.some((route) => route.url.startsWith('/api/v1/test'))).toBe(false);
  });

  it('with TEST_CLOCK=on, moves the app clock forward: a story past its lifetime is gone', async () => {
    t = await createTestApp({ TEST_CLOCK: 'on', STORY_LIFETIME_SECONDS: '90' });
    const ana = await memberWithToken(t, 'Ana');
    const story = await textStory(t, ana);
    expect((await api(t, 'GET', `/api/v1/stories/${story._id}`, ana)).statusCode).toBe(200);

    const before = t.app.clock.now().getTime();
    const res = await advance(t, { advanceSeconds: 91 });
    expect(res.statusCode, res.body).toBe(200);
    const now = Date.parse(res.json<{ data: { now: string } }>().data.now);
    expect(now - before).toBeGreaterThanOrEqual(91_000);
    expect(t.app.clock.now().getTime()).toBeGreaterThanOrEqual(now);

    expect((await api(t, 'GET', `/api/v1/stories/${story._id}`, ana)).statusCode).toBe(404);
    const mine = await api(t, 'GET', '/api/v1/stories/my-stories', ana);
    expect(mine.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('refuses anything but a positive whole number of seconds', async () => {
    t = await createTestApp({ TEST_CLOCK: 'on' });
    for (const body of [
      {},
      { advanceSeconds: 0 },
      { advanceSeconds: -5 },
      { advanceSeconds: 1.5 },
    ]) {
      expect((await advance(t, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
