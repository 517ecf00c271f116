import { randomUUID } from 'node:crypto';
import { LIMITS } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { acquaintedMembers, next, socketClients, succeeds } from './calls-helpers.ts';

/**
 * The ring time is the server's (CALL_RING_SECONDS): it tells both browsers how long a call
 * rings, so that their own safety timers do not stop a call the server still rings.
 */
const RING_SECONDS = 60;
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => {
  ({ t, url } = await sockets.listeningApp({ CALL_RING_SECONDS: String(RING_SECONDS) }));
});

describe('the announced ring time', () => {
  it("a configured ring time that is not the default: the invite's answer and every ringing tab carry it", async () => {
    expect(RING_SECONDS).not.toBe(LIMITS.callRingSeconds);
    const [ana, ben] = await acquaintedMembers(t, ['Ana', 'Ben']);
    const anaTab = await sockets.connected(url, ana!.token);
    const benTabs = [
      await sockets.connected(url, ben!.token),
      await sockets.connected(url, ben!.token),
    ];
    const rings = benTabs.map((tab) => next(tab, 'call:incoming'));
    const callId = randomUUID();

    const ack = await succeeds(anaTab, 'call:invite', { callId, to: ben!.id, media: 'audio' });
    expect(ack).toMatchObject({ status: 'success', ringSeconds: RING_SECONDS });
    for (const ring of await Promise.all(rings)) {
      expect(ring).toMatchObject({ callId, media: 'audio', ringSeconds: RING_SECONDS });
      expect(ring.from).toMatchObject({ _id: ana!.id });
    }

    const cancelled = next(benTabs[0]!, 'call:cancelled');
    await succeeds(anaTab, 'call:cancel', { callId });
    expect(await cancelled).toEqual({ callId, reason: 'cancelled' });
  });
});
