import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pino from 'pino';
import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { adapterClients } from '../../src/lib/redis.ts';

describe('the socket adapter while Redis is unreachable', () => {
  it('drops broadcasts and (un)subscriptions, without an unhandled rejection that would stop the process', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    // Nothing listens on port 1, and the clients do not retry: every command fails.
    const gone = new Redis({ port: 1, retryStrategy: () => null });
    gone.on('error', () => {});
    const { publisher, subscriber } = adapterClients(gone, pino({ level: 'silent' }));
    const io = new Server({ serveClient: false });
    try {
      // The adapter subscribes as it is made, broadcasts, and unsubscribes as the node closes
      // (what io.close() does to it).
      io.adapter(createAdapter(publisher, subscriber, { key: 'unreachable' }));
      io.to('user:someone').emit('notification', {} as never);
      await io.of('/').adapter.close();
      await Promise.all(
        [publisher, subscriber].map(
          (client) =>
            new Promise((ended) =>
              client.status === 'end' ? ended(0) : client.once('end', ended),
            ),
        ),
      );
      // Node reports an unhandled rejection after the turn it happened in.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      publisher.disconnect();
      subscriber.disconnect();
      gone.disconnect();
    }
  });
});
