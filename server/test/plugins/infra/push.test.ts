import type { TPushPayload } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushSubscriptions } from '../../../src/db/schema/index.ts';
import { pushPlugin } from '../../../src/plugins/infra/push.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import { startPushService, type PushService } from '../../helpers/push-service.ts';

let t: TestApp;
let service: PushService;

beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService(() => t.app.push.publicKey);
});
afterAll(async () => {
  service.release();
  await service.close();
  await t.close();
});

const payload: TPushPayload = {
  kind: 'follow',
  title: 'Ana',
  body: 'started following you',
  url: '/community/1',
  tag: 'notification:1',
};

async function subscribe(userId: string, browser: ReturnType<PushService['browser']>) {
  await t.db.insert(pushSubscriptions).values({
    userId,
    endpoint: browser.subscription.endpoint,
    p256dh: browser.subscription.keys.p256dh,
    auth: browser.subscription.keys.auth,
  });
}

async function endpointsOf(userId: string) {
  const rows = await t.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((r) => r.endpoint).sort();
}

/** A second app node's push plugin on the same database (only what the plugin needs). */
async function anotherNode(
  env: { timeoutMs?: number; keys?: { publicKey: string; privateKey: string } } = {},
) {
  const node = Fastify({ logger: false });
  await node.register(fp(async (app) => void app.decorate('db', t.db), { name: 'db' }));
  await node.register(pushPlugin, {
    config: { ...t.config, push: { ...t.config.push, keys: env.keys } },
    ...(env.timeoutMs ? { timeoutMs: env.timeoutMs } : {}),
  });
  await node.ready();
  return node;
}

describe('VAPID keys', () => {
  it('are made once and shared by every node of the same database', async () => {
    const [b, c] = await Promise.all([anotherNode(), anotherNode()]);
    expect(t.app.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.push.publicKey).toBe(t.app.push.publicKey);
    expect(c.push.publicKey).toBe(t.app.push.publicKey);
    await Promise.all([b.close(), c.close()]);
  });

  it('come from the environment when configured', async () => {
    const keys = webPush.generateVAPIDKeys();
    const node = await anotherNode({ keys });
    expect(node.push.publicKey).toBe(keys.publicKey);
    await node.close();
  });
});

describe('send', () => {
  it('pushes an encrypted, VAPID-signed payload to every browser of the member only', async () => {
    const ana = await insertMember(t);
    const ben = await insertMember(t);
    const phone = service.browser();
    const laptop = service.browser();
    const bensPhone = service.browser();
    await subscribe(ana.id, phone);
    await subscribe(ana.id, laptop);
    await subscribe(ben.id, bensPhone);

    await t.app.push.send(ana.id, payload);

    expect((await phone.pushes(1))[0]).toEqual({ payload, ttl: '86400', urgency: 'normal' });
    expect((await laptop.pushes(1))[0]!.payload).toEqual(payload);
    expect(bensPhone.received).toEqual([]);
  });

  it('deletes subscriptions the push service says are gone (404, 410), keeps others', async () => {
    const ana = await insertMember(t);
    const gone = service.browser();
    const unknown = service.browser();
    const failing = service.browser();
    const fine = service.browser();
    gone.answer = { status: 410 };
    unknown.answer = { status: 404 };
    failing.answer = { status: 500 };
    for (const browser of [gone, unknown, failing, fine]) await subscribe(ana.id, browser);

    await expect(t.app.push.send(ana.id, payload)).resolves.toBeUndefined();

    expect(await endpointsOf(ana.id)).toEqual(
      [failing.subscription.endpoint, fine.subscription.endpoint].sort(),
    );
    expect(fine.received).toHaveLength(1);
  });

  it('gives up on a push service that does not answer within the timeout, without throwing', async () => {
    const node = await anotherNode({ timeoutMs: 300 });
    const ana = await insertMember(t);
    const stuck = service.browser();
    const fine = service.browser();
    stuck.answer = 'hang';
    await subscribe(ana.id, stuck);
    await subscribe(ana.id, fine);

    await expect(node.push.send(ana.id, payload)).resolves.toBeUndefined();

    // It returned while the stuck service still holds the request; the other browser got its push.
    expect(service.hangingCount).toBe(1);
    expect(fine.received).toHaveLength(1);
    expect(await endpointsOf(ana.id)).toHaveLength(2);
    await node.close();
  });

  it('does nothing for a member without subscriptions', async () => {
    const ana = await insertMember(t);
    await expect(t.app.push.send(ana.id, payload)).resolves.toBeUndefined();
  });
});
