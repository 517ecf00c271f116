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

/** The commands of socket.io's Redis adapter, whose promises it never handles. */
type AdapterCommand = 'publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe';

/** Makes `command` resolve 0 instead of rejecting, and says so in the debug log. */
function dropFailures(
  client: Redis,
  command: AdapterCommand,
  log: FastifyBaseLogger,
  what: string,
) {
  const run = client[command].bind(client) as (...args: unknown[]) => Promise<unknown>;
  client[command] = ((...args: unknown[]) =>
    run(...args).catch((err: unknown) => {
      log.debug({ err }, what);
      return 0;
    })) as never;
}

/**
 * The connections socket.io's Redis adapter needs. The adapter never handles the promises of its
 * commands: while Redis is unreachable each broadcast would reject unhandled, and that stops Node.
 * Such a broadcast cannot reach the other nodes anyway, so it is dropped. The subscriber's
 * commands wait for Redis instead of failing (a SUBSCRIBE that fails is never sent again); those
 * still waiting when the node closes (its unsubscribes) fail then, and are dropped too.
 */
export function adapterClients(redis: Redis, log: FastifyBaseLogger) {
  const publisher = redis.duplicate();
  dropFailures(publisher, 'publish', log, 'socket broadcast to the other nodes dropped');
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  for (const command of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    dropFailures(subscriber, command, log, `socket adapter ${command} dropped (Redis gone)`);
  }
  logRedisState(publisher, log, 'socket publisher');
  logRedisState(subscriber, log, 'socket subscriber');
  return { publisher, subscriber };
}
