import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { socketClients } from '../chat/chat-helpers.ts';
import { awayMember, digestsTo, setTimes, writeTo } from './helpers.ts';

const PUBLIC_URL = 'https://chingu.example';
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(
  async () =>
    void ({ t, url } = await sockets.listeningApp({ DIGEST_INTERVAL_SECONDS: '0', PUBLIC_URL })),
);

describe('the e-mail digest', () => {
  it('mails a member away for 30 minutes once, listing who wrote and how many, with links', async () => {
    const ana = await awayMember(t, 'Ana Lima');
    const ben = await awayMember(t, 'Ben Park');
    const cara = await awayMember(t, 'Cara Souza');
    await writeTo(t, ben, ana, 'Hi Ana!');
    await writeTo(t, cara, ana, 'Olá');
    await writeTo(t, ben, ana, 'Are you free for a call?');
    await setTimes(t, ana, { lastSeenMinutesAgo: 31 });

    await t.app.digest.run();

    const [digest, ...more] = digestsTo(t, ana);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('You have 3 unread messages on Chingu');
    expect(digest!.text).toContain('Hi Ana Lima,');
    expect(digest!.text).toContain('- Ben Park: 2 messages\n- Cara Souza: 1 message');
    expect(digest!.text).toContain(`Read and reply: ${PUBLIC_URL}/chat`);
    expect(digest!.text).toMatch(
      new RegExp(`Stop these e-mails: ${PUBLIC_URL}/unsubscribe\\?token=${ana.id}\\.[\\w-]+`),
    );
    expect(digest!.headers.get('list-unsubscribe')).toMatch(
      new RegExp(
        `^<${PUBLIC_URL}/api/v1/digest/unsubscribe/one-click\\?token=${ana.id}\\.[\\w-]+>$`,
      ),
    );
    expect(digest!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Ben and Cara wrote nothing unread to anyone: no digest for them.
    expect(digestsTo(t, ben)).toEqual([]);

    // Not again for the same messages.
    await t.app.digest.run();
    expect(digestsTo(t, ana)).toHaveLength(1);
  });

  it('mails nothing about a message request (PRODUCT §9.1), and the accepted conversation after', async () => {
    const ana = await awayMember(t, 'Ana Requests', { messagePolicy: 'requests' });
    const ben = await awayMember(t, 'Ben Stranger');
    await writeTo(t, ben, ana, 'Hi, can we talk?');
    await setTimes(t, ana, { lastSeenMinutesAgo: 31 });
    await t.app.digest.run();
    expect(digestsTo(t, ana)).toEqual([]);

    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/${ben.id}/accept`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await writeTo(t, ben, ana, 'Thanks for accepting!');
    await setTimes(t, ana, { lastSeenMinutesAgo: 31 });
    await t.app.digest.run();
    expect(digestsTo(t, ana)).toHaveLength(1);
  });

  it('waits 12 hours after a digest, then lists only the messages since', async () => {
    const ana = await awayMember(t, 'Ana');
    const ben = await awayMember(t, 'Ben');
    const cara = await awayMember(t, 'Cara');
    await writeTo(t, ben, ana, 'first');
    await t.app.digest.run();
    expect(digestsTo(t, ana)).toHaveLength(1);

    await writeTo(t, cara, ana, 'later');
    await t.app.digest.run();
    expect(digestsTo(t, ana)).toHaveLength(1);

    // 11 hours on: still too early. Ben's message stays older than the last digest.
    await t.db
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '13 hours'` })
      .where(eq(messages.senderId, ben.id));
    await setTimes(t, ana, { digestMinutesAgo: 11 * 60 });
    await t.app.digest.run();
    expect(digestsTo(t, ana)).toHaveLength(1);

    await setTimes(t, ana, { digestMinutesAgo: 12 * 60 });
    await t.app.digest.run();
    const digests = digestsTo(t, ana);
    expect(digests).toHaveLength(2);
    expect(digests[1]!.text).toContain('- Cara: 1 message');
    expect(digests[1]!.text).not.toContain('Ben');
  });

  it('mails nobody with digests turned off, online, or away for less than 30 minutes', async () => {
    const ben = await awayMember(t, 'Ben');
    const off = await awayMember(t, 'Off', { emailDigest: false });
    const online = await awayMember(t, 'Online');
    const justLeft = await awayMember(t, 'Just left');
    const newcomer = await awayMember(t, 'Newcomer', { createdAt: new Date() });
    for (const member of [off, online, justLeft, newcomer]) await writeTo(t, ben, member, 'hey');
    await setTimes(t, justLeft, { lastSeenMinutesAgo: 20 });
    await sockets.connected(url, online.token);

    await t.app.digest.run();

    for (const member of [off, online, justLeft, newcomer]) {
      expect(digestsTo(t, member), member.name).toEqual([]);
    }
  });

  it('leaves out messages already read, from muted conversations and from blocked members', async () => {
    const ana = await awayMember(t, 'Ana');
    const ben = await awayMember(t, 'Ben');
    const muted = await awayMember(t, 'Muted');
    const blocked = await awayMember(t, 'Blocked');
    await writeTo(t, ben, ana, 'read already');
    await writeTo(t, muted, ana, 'muted');
    await writeTo(t, blocked, ana, 'blocked');
    const as = { authorization: `Bearer ${ana.token}` };
    await t.db.update(messages).set({ readAt: new Date() }).where(eq(messages.senderId, ben.id));
    const mute = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/${muted.id}/mute`,
      payload: { muted: true },
      headers: as,
    });
    expect(mute.statusCode).toBe(200);
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/users/${ana.id}/block/${blocked.id}`,
      headers: as,
    });
    expect(block.statusCode, block.body).toBe(200);

    await t.app.digest.run();
    expect(digestsTo(t, ana)).toEqual([]);
  });

  it("is written in the member's language", async () => {
    const minji = await awayMember(t, '민지', { preferredLanguage: 'ko' });
    const ben = await awayMember(t, 'Ben');
    await writeTo(t, ben, minji, '안녕하세요');

    await t.app.digest.run();

    const [digest] = digestsTo(t, minji);
    expect(digest!.subject).toBe('친구에 읽지 않은 메시지가 1개 있어요');
    expect(digest!.text).toContain('민지님, 안녕하세요.');
    expect(digest!.text).toContain('- Ben: 메시지 1개');
    expect(digest!.text).toContain('이메일 수신 거부: https://chingu.example/unsubscribe?token=');
  });

  it('is sent once when the job runs twice at the same moment', async () => {
    const ana = await awayMember(t, 'Ana');
    const ben = await awayMember(t, 'Ben');
    await writeTo(t, ben, ana, 'hello');

    const sent = await Promise.all([t.app.digest.run(), t.app.digest.run()]);

    expect(digestsTo(t, ana)).toHaveLength(1);
    expect(sent[0] + sent[1]).toBe(1);
    const [row] = await t.db
      .select({ digestSentAt: users.digestSentAt })
      .from(users)
      .where(eq(users.id, ana.id));
    expect(row!.digestSentAt).not.toBeNull();
  });
});

describe('the digest timer', () => {
  it('runs the job by itself every DIGEST_INTERVAL_SECONDS', async () => {
    const timed = await createTestApp({ DIGEST_INTERVAL_SECONDS: '1' });
    try {
      const ana = await awayMember(timed, 'Ana');
      const ben = await awayMember(timed, 'Ben');
      await writeTo(timed, ben, ana, 'hello');
      await expect.poll(() => digestsTo(timed, ana).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await timed.close();
    }
  });
});
