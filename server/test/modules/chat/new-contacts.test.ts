import type { TSendMessageAck } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { HOUR_MS, testClock } from '../../helpers/clock.ts';
import {
  postMessage,
  sendOverSocket,
  signedInMember,
  socketClients,
  type Member,
} from './chat-helpers.ts';

/**
 * PRODUCT §9.1 new contacts a day, with NEW_CONTACTS_PER_DAY=8: 8 new conversations in 24 hours,
 * 2 (a quarter) in an account's first 24 hours; replies, accepted conversations and members who
 * follow the sender are never capped. The app clock moves time on.
 */
const clock = testClock();
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(
  async () =>
    void ({ t, url } = await sockets.listeningApp(
      { NEW_CONTACTS_PER_DAY: '8' },
      { now: clock.now },
    )),
);

const send = (from: Member, to: Member, message = 'hello') => postMessage(t, from, to, message);

async function sent(from: Member, to: Member, message = 'hello') {
  const res = await send(from, to, message);
  expect(res.statusCode, res.body).toBe(201);
}

const partners = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => signedInMember(t, `Partner ${i}`)));

function expectLimit(res: {
  statusCode: number;
  json: () => unknown;
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { code: string; retryAfter: number };
  expect(body).toMatchObject({ success: false, code: 'newContactLimit' });
  expect(res.headers['retry-after']).toBe(String(body.retryAfter));
  return body.retryAfter;
}

describe('a new account', () => {
  it('opens a quarter of the day’s cap in its first 24 hours; replies, accepted conversations and followers stay open', async () => {
    clock.reset();
    const fresh = await signedInMember(t, 'Fresh', {
      createdAt: new Date(Date.now() - 2 * HOUR_MS),
    });
    const [a, b, c, d] = await partners(4);
    await sent(fresh, a!);
    await sent(fresh, b!);
    const retryAfter = expectLimit(await send(fresh, c!));
    // The first day ends 22 hours from now.
    expect(retryAfter).toBeGreaterThan(22 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(22 * 3600);
    const socket = await sockets.connected(url, fresh.token);
    const ack: TSendMessageAck = await sendOverSocket(socket, { receiver: c!.id, message: 'hi' });
    expect(ack).toMatchObject({ status: 'error', code: 'newContactLimit' });
    expect((ack as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);

    await sent(fresh, a!, 'the conversation goes on');
    await sent(d!, fresh, 'someone new writes to Fresh');
    await sent(fresh, d!, 'a reply is never capped');
    await t.db.insert(follows).values({ followerId: c!.id, followeeId: fresh.id });
    await sent(fresh, c!, 'Cleo follows me');

    // A day after sign-up the full cap counts (2 of 8 used, and the follower's not at all).
    clock.advance(22 * HOUR_MS + 60_000);
    const more = await partners(6);
    for (const partner of more) await sent(fresh, partner);
    expectLimit(await send(fresh, (await partners(1))[0]!));
  });
});

describe('an older account', () => {
  it('opens 8 a day; the next waits until the oldest of them is 24 hours old', async () => {
    clock.reset();
    const old = await signedInMember(t, 'Old', {
      createdAt: new Date(Date.now() - 30 * 24 * HOUR_MS),
    });
    const list = await partners(9);
    for (const [i, partner] of list.slice(0, 8).entries()) {
      await sent(old, partner);
      if (i === 0) clock.advance(HOUR_MS);
    }
    const retryAfter = expectLimit(await send(old, list[8]!));
    expect(retryAfter).toBeGreaterThan(23 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    clock.advance(retryAfter * 1000);
    await sent(old, list[8]!);
    expectLimit(await send(old, (await partners(1))[0]!));
  });
});
