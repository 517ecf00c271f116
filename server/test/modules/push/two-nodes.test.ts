import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import {
  startPushService,
  subscribedBrowser,
  type PushService,
} from '../../helpers/push-service.ts';
import { twoNodesEnabled, twoNodesForFile } from '../../helpers/two-nodes.ts';
import { next, sendOverSocket, signedInMember, socketClients } from '../chat/chat-helpers.ts';

/**
 * Web push with two nodes (PRODUCT §8.4): a member whose only socket is on the other node is
 * online, so a message sent through this node is shown in the app, never pushed. Runs when
 * REDIS_URL is set.
 */
const nodes = twoNodesForFile();
let a: TestApp, urlA: string, urlB: string;
let service: PushService;
const sockets = socketClients();

beforeAll(async () => {
  if (!twoNodesEnabled) return;
  ({ a, urlA, urlB } = nodes);
  service = await startPushService(() => a.app.push.publicKey);
});
afterEach(() => service?.release());
afterAll(async () => {
  await service?.close();
});

describe.skipIf(!twoNodesEnabled)('web push across two nodes', () => {
  it('pushes a message only once the receiver has no socket on any node', async () => {
    const ana = await signedInMember(a, 'Ana');
    const ben = await signedInMember(a, 'Ben');
    const browser = await subscribedBrowser(a.app, service, ben);
    const anaOnA = await sockets.connected(urlA, ana.token);
    const benOnB = await sockets.connected(urlB, ben.token);

    const shown = next(benOnB, 'newMessage');
    const first = await sendOverSocket(anaOnA, { receiver: ben.id, message: 'seen on node B' });
    expect(first.status).toBe('success');
    await shown;

    const offline = next(anaOnA, 'userOffline');
    benOnB.disconnect();
    expect((await offline).userId).toBe(ben.id);
    const second = await sendOverSocket(anaOnA, { receiver: ben.id, message: 'are you there?' });
    expect(second.status).toBe('success');

    const [push] = await browser.pushes(1);
    expect(push!.payload.body).toBe('are you there?');
    // The message Ben saw on node B never came as a push from node A.
    expect(browser.received).toHaveLength(1);
  });
});
