import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { sessions } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, createMoment, memberWithToken, type Member } from '../../modules/moments/helpers.ts';

/**
 * Signed-in reads reuse their token's session lookup for SESSION_CACHE_SECONDS (decision 029);
 * any write through the API makes every token look itself up afresh. Removing a session by hand
 * (outside the API, which nothing announces) shows which answers came from the cache.
 */
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ SESSION_CACHE_SECONDS: '60' })));
afterAll(async () => t?.close());

const FEED = '/api/v1/moments?page=1';
const removeSessionsByHand = (who: Member) =>
  t.db.delete(sessions).where(eq(sessions.userId, who.id));

describe('session cache', () => {
  it('lets a read reuse the lookup but looks the session up afresh for a write and for /me', async () => {
    const member = await memberWithToken(t, 'Reader');
    expect((await api(t, 'GET', FEED, member)).statusCode).toBe(200);
    await removeSessionsByHand(member);

    // Nothing announced the removal: reads within the lifetime still know the member...
    expect((await api(t, 'GET', FEED, member)).statusCode).toBe(200);
    // ...but their own row (/me) and every write are looked up in the database.
    const me = await api(t, 'GET', '/api/v1/auth/me', member);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'sessionExpired' });
    const write = await api(t, 'POST', '/api/v1/moments', member, { description: 'Hi' });
    expect(write.statusCode).toBe(401);
    // The refused write was still a write: the next read looks the session up too.
    expect((await api(t, 'GET', FEED, member)).statusCode).toBe(401);
  });

  it("refuses a token at once after the member's logout, and after anyone's write", async () => {
    const leaving = await memberWithToken(t, 'Leaving');
    expect((await api(t, 'GET', FEED, leaving)).statusCode).toBe(200);
    expect((await api(t, 'POST', '/api/v1/auth/logout', leaving)).statusCode).toBe(200);
    const after = await api(t, 'GET', FEED, leaving);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'sessionExpired' });

    const removed = await memberWithToken(t, 'Removed');
    const writer = await memberWithToken(t, 'Writer');
    expect((await api(t, 'GET', FEED, removed)).statusCode).toBe(200);
    await removeSessionsByHand(removed);
    await createMoment(t, writer, { description: 'Anyone writing' });
    expect((await api(t, 'GET', FEED, removed)).statusCode).toBe(401);
  });

  it('is off with SESSION_CACHE_SECONDS=0, and on for 5 s by default', async () => {
    expect(loadConfig({}).sessionCacheSeconds).toBe(5);
    const off = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
    try {
      const member = await memberWithToken(off, 'Uncached');
      expect((await api(off, 'GET', FEED, member)).statusCode).toBe(200);
      await off.db.delete(sessions).where(eq(sessions.userId, member.id));
      expect((await api(off, 'GET', FEED, member)).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});
