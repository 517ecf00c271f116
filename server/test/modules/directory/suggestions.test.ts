import type { TSuggestion, TSuggestionsResponse } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { socketClients } from '../chat/chat-helpers.ts';
import { api, follow, memberWithToken, type Member } from '../moments/helpers.ts';

/** PRODUCT §8.4 "Partners for you": who is suggested, in which order, and who never is. */
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A member with a session, speaking `native` and learning `learning`. */
async function member(
  name: string,
  native: string,
  learning: string,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<Member> {
  const who = await memberWithToken(t, name);
  await t.db
    .update(users)
    .set({ nativeLanguage: native, languageToLearn: learning, ...fields })
    .where(eq(users.id, who.id));
  return who;
}

async function suggestionsFor(who: Member | undefined, query = '') {
  return api(t, 'GET', `/api/v1/auth/users/suggestions${query}`, who);
}

async function suggested(who: Member, query = ''): Promise<TSuggestion[]> {
  const res = await suggestionsFor(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSuggestionsResponse>().data;
}

describe('partner suggestions', () => {
  it('puts exchanges first, then one-sided matches; active and nearby members first; leaves out who does not fit', async () => {
    const korea = { city: 'Seoul', country: 'South Korea' };
    const me = await member('Me', 'Korean', 'English', { location: korea });

    const online = await member('Online', 'English', 'Korean', { lastSeenAt: ago(24 * 40) });
    const recent = await member('Recent', 'English', 'Korean', { lastSeenAt: ago(2) });
    const yesterday = await member('Yesterday', 'English', 'Korean', { lastSeenAt: ago(24) });
    await member('Neighbour', 'English', 'Korean', {
      lastSeenAt: ago(72),
      location: { city: 'Busan', country: 'south korea ' },
    });
    await member('Away', 'English', 'Korean', { lastSeenAt: ago(24 * 30) });
    await member('Speaker', 'English', 'Japanese', { lastSeenAt: ago(1) });
    await member('Learner', 'Spanish', 'Korean', { lastSeenAt: ago(1) });
    await member('Unrelated', 'French', 'German', { lastSeenAt: ago(1) });
    await member('Korean too', 'Korean', 'English', { lastSeenAt: ago(1) });

    const followed = await member('Followed', 'English', 'Korean');
    await follow(t, me, followed);
    const iBlocked = await member('I blocked', 'English', 'Korean');
    const blockedMe = await member('Blocked me', 'English', 'Korean');
    for (const [who, target] of [
      [me, iBlocked],
      [blockedMe, me],
    ] as const) {
      const res = await api(t, 'PUT', `/api/v1/auth/users/${who.id}/block/${target.id}`, who);
      expect(res.statusCode).toBe(200);
    }
    await member('Suspended', 'English', 'Korean', { suspendedAt: new Date() });
    await member('Deleted', 'English', 'Korean', {
      suspendedAt: new Date(),
      deletedAt: new Date(),
    });

    // Following Yesterday's follower changes nothing for Me: only my own follows leave people out.
    await follow(t, online, yesterday);
    await sockets.connected(url, online.token);

    const list = await suggested(me, '?limit=30');
    expect(list.map((s) => [s.name, s.matchReason])).toEqual([
      ['Online', 'exchange'],
      ['Neighbour', 'exchange'],
      ['Recent', 'exchange'],
      ['Yesterday', 'exchange'],
      ['Away', 'exchange'],
      ['Speaker', 'speaksYourTarget'],
      ['Learner', 'learnsYourLanguage'],
    ]);
    // The directory's member, not followed yet.
    expect(list[2]).toMatchObject({
      _id: recent.id,
      native_language: 'English',
      language_to_learn: 'Korean',
      isFollowing: false,
      momentsCount: 0,
    });
    expect(list[0]).not.toHaveProperty('email');

    // Following a suggestion takes it off the list; `limit` cuts the best first.
    await follow(t, me, recent);
    expect((await suggested(me, '?limit=2')).map((s) => s.name)).toEqual(['Online', 'Neighbour']);
    expect((await suggested(me)).map((s) => s.name)).not.toContain('Recent');
  });

  it('suggests eight by default', async () => {
    const me = await member('Me', 'Italian', 'Portuguese');
    for (let i = 0; i < 10; i += 1) await member(`P${i}`, 'Portuguese', 'Italian');
    expect(await suggested(me)).toHaveLength(8);
  });

  it('is for members only and refuses a bad limit', async () => {
    expect((await suggestionsFor(undefined)).statusCode).toBe(401);
    const me = await member('Me', 'German', 'French');
    for (const query of ['?limit=0', '?limit=31', '?limit=many']) {
      const res = await suggestionsFor(me, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalidInput' });
    }
  });
});
