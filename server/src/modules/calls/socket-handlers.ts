import { ZCallId, ZCallInvite, type CallClientEvents, type TCallAck } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ackOf, socketError } from '../../lib/socket-ack.ts';
import type { AppSocket } from '../../plugins/infra/socket.ts';
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

    app.io.on('connection', (socket: AppSocket) => {
      // A handler may answer more than success: the invite's language timer, the accept's stamp.
      const handle = (
        event: keyof CallClientEvents,
        work: (payload: unknown) => Promise<void | Record<string, unknown>>,
      ) => {
        (socket as unknown as { on: (e: string, l: (...args: unknown[]) => void) => void }).on(
          event,
          async (payload: unknown, callback: unknown) => {
            const reply = ackOf<TCallAck>(callback);
            try {
              const extra = await work(payload);
              reply?.({ ...extra, status: 'success' });
            } catch (error) {
              reply?.(socketError(error, app.log));
            }
          },
        );
      };
      handle('call:invite', (p) => calls.invite(socket, ZCallInvite.parse(p)));
      handle('call:accept', (p) => calls.accept(socket, ZCallId.parse(p)));
      handle('call:decline', (p) => calls.decline(socket, ZCallId.parse(p)));
      handle('call:cancel', (p) => calls.cancel(socket, ZCallId.parse(p)));
      handle('call:end', (p) => calls.end(socket, ZCallId.parse(p)));
      handle('call:signal', (p) => calls.signal(socket, p));
      handle('call:resume', (p) => calls.resume(socket, ZCallId.parse(p)));
      socket.on('disconnect', () => calls.disconnected(socket.id));
    });

    // Runs after the socket plugin closed the sockets and before the chat module's shutdown,
    // which waits for the call records this stores.
    app.addHook('preClose', () => calls.close());
  },
  { name: 'calls-realtime', dependencies: ['socket', 'events', 'db'] },
);
