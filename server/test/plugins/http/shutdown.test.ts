import type { TSendMessageAck } from '@chingu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { listen, socketClients } from '../../helpers/sockets.ts';
import { signedInMember } from '../../modules/chat/chat-helpers.ts';

const sockets = socketClients();
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

describe('shutting down with requests in flight', () => {
  it('answers an HTTP request that was being handled when the stop began', async () => {
    t = await createTestApp();
    const app = t;
    const url = await listen(app);
    let stopped: Promise<void> | undefined;
    app.app.server.on('request', () => {
      stopped ??= app.app.close();
    });
    const res = await fetch(`${url}/api/v1/moments?limit=5`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    await stopped;
  });
});

describe('shutting down with chat events in flight', () => {
  it('acknowledges a message whose handler was running when the stop began', async () => {
    t = await createTestApp();
    const app = t;
    const url = await listen(app);
    const ana = await signedInMember(app, 'Ana');
    const ben = await signedInMember(app, 'Ben');
    const socket = await sockets.connected(url, ana.token);

    // The stop begins the moment the server receives the event, before its handler has stored it.
    let stopped: Promise<void> | undefined;
    for (const serverSocket of app.app.io.sockets.sockets.values()) {
      serverSocket.onAny(() => {
        stopped ??= app.app.close();
      });
    }
    const ack = await new Promise<TSendMessageAck>((resolve) =>
      socket.emit('sendMessage', { receiver: ben.id, message: 'bye', clientId: 'c-1' }, resolve),
    );
    // Either stored and acknowledged, or refused with a clear answer: never silently dropped.
    if (ack.status === 'success') {
      expect(ack.message).toMatchObject({ message: 'bye', clientId: 'c-1' });
    } else {
      expect(ack).toMatchObject({ status: 'error', code: 'serverClosing' });
    }
    await stopped;
  });
});
