import { ZCallId, ZCallInvite } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createRedisCallRegistry } from './redis-registry.ts';
import { createLocalCallRegistry } from './registry.ts';
import { createCallsService, type CallTimings } from './service.ts';

/** A call's keys outlive the ring time by this much without a heartbeat (a node died). */
const HOLD_BEYOND_RING_MS = 60_000;

/**
 * Call signalling over the chat socket (PRODUCT §8.2). Every event is validated and acked
 * `{status:'success'}` or `{status:'error', error, code}`; the member is the socket's, never the
 * payload's. Calls are kept in Redis when the app runs on several nodes, else in memory.
 */
export const callsRealtime = fp(
  async (
    app: FastifyInstance,
    { redis, keyPrefix, timings }: { redis?: Redis; keyPrefix: string; timings: CallTimings },
  ) => {
    const registry = redis
      ? createRedisCallRegistry({
          redis,
          keyPrefix,
          holdMs: timings.ringMs + HOLD_BEYOND_RING_MS,
          aliveMs: timings.heartbeatMs * 3,
        })
      : createLocalCallRegistry();
    const calls = createCallsService(app, registry, timings);

    // One handler per event for every socket (issue 32). A handler may answer more than
    // success: the invite's language timer and ring time, the accept's stamp.
    const handle = app.socketEvents.acked;
    handle('call:invite', (s, p) => calls.invite(s, ZCallInvite.parse(p)));
    handle('call:accept', (s, p) => calls.accept(s, ZCallId.parse(p)));
    handle('call:decline', (s, p) => calls.decline(s, ZCallId.parse(p)));
    handle('call:cancel', (s, p) => calls.cancel(s, ZCallId.parse(p)));
    handle('call:end', (s, p) => calls.end(s, ZCallId.parse(p)));
    handle('call:signal', (s, p) => calls.signal(s, p));
    handle('call:resume', (s, p) => calls.resume(s, ZCallId.parse(p)));
    app.socketEvents.onDisconnect((socket) => calls.disconnected(socket.id));

    // Runs after the socket plugin closed the sockets and before the chat module's shutdown,
    // which waits for the call records this stores.
    app.addHook('preClose', () => calls.close());
  },
  { name: 'calls-realtime', dependencies: ['socket', 'events', 'db'] },
);
