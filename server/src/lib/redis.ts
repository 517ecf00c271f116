import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Logs a lost Redis connection once (ioredis reports every reconnect attempt) and its return.
 * Without an 'error' listener ioredis prints each attempt to the console.
 */
export function logRedisState(client: Redis, log: FastifyBaseLogger, role: string) {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, `Redis (${role}) unreachable, reconnecting`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`Redis (${role}) reachable again`);
  });
}

/**
 * The connections socket.io's Redis adapter needs. The adapter never handles the promise of a
 * publish: while Redis is unreachable each broadcast would reject unhandled, and that stops Node.
 * Such a broadcast cannot reach the other nodes anyway, so it is dropped. The subscriber's
 * commands wait for Redis instead of failing (a SUBSCRIBE that fails is never sent again).
 */
export function adapterClients(redis: Redis, log: FastifyBaseLogger) {
  const publisher = redis.duplicate();
  const publish = publisher.publish.bind(publisher) as (
    channel: string | Buffer,
    message: string | Buffer,
  ) => Promise<number>;
  publisher.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((err: unknown) => {
      log.debug({ err }, 'socket broadcast to the other nodes dropped');
      return 0;
    })) as Redis['publish'];
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  logRedisState(publisher, log, 'socket publisher');
  logRedisState(subscriber, log, 'socket subscriber');
  return { publisher, subscriber };
}
