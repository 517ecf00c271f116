import type { IncomingMessage } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { io as connect } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { seedMember } from '../../helpers/members.ts';
import { socketClients, type ChatSocket } from '../../helpers/sockets.ts';

// A collection on demand, so the test waits for the request to be gone rather than for time.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

const ask = (socket: ChatSocket) =>
  new Promise<{ status: string }>((resolve) => socket.emit('getOnlineUsers', resolve));

describe('memory of an open socket', () => {
  // engine.io's upgrade response held each websocket's upgrade request (headers, cookies, user
  // agent, URL) until the socket closed: about 2 KiB per open socket (issue 32, target 4).
  it("lets go of a websocket's upgrade request while the socket stays open, and still sees it close", async () => {
    const { token } = await seedMember(t, 'upgrade-memory@example.com');
    const upgrades: WeakRef<IncomingMessage>[] = [];
    const onHeaders = (_headers: unknown, req: IncomingMessage) => {
      upgrades.push(new WeakRef(req));
    };
    t.app.io.engine.on('headers', onHeaders);
    try {
      for (const transports of [['websocket'], ['polling', 'websocket']]) {
        const socket: ChatSocket = connect(url, {
          auth: { token },
          transports,
          reconnection: false,
          forceNew: true,
          // What a browser's upgrade carries besides the handshake's own headers.
          extraHeaders: { cookie: `chingu_pref=${'x'.repeat(200)}`, 'user-agent': 'Mozilla/5.0' },
        });
        await new Promise<void>((resolve) => socket.once('connect', resolve));
        await expect.poll(() => socket.io.engine.transport.name).toBe('websocket');
        const seen = upgrades.length;
        expect(seen).toBeGreaterThan(0);

        await expect
          .poll(
            () => {
              collectGarbage();
              return upgrades.filter((request) => request.deref() !== undefined).length;
            },
            { timeout: 10_000 },
          )
          .toBe(0);

        // The websocket's own close handling is untouched: it answers, and its close is seen.
        expect((await ask(socket)).status).toBe('success');
        const open = t.app.io.of('/').sockets.size;
        socket.disconnect();
        await expect.poll(() => t.app.io.of('/').sockets.size).toBe(open - 1);
      }
    } finally {
      t.app.io.engine.off('headers', onHeaders);
    }
  });
});
