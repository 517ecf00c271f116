import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Who is online: a count of open sockets per member. A member comes online with their first
 * socket and goes offline when their last one closes, whichever node holds the sockets.
 */
export interface Presence {
  /** Counts one more socket; true when it is the member's first (they just came online). */
  connect(userId: string): Promise<boolean>;
  /** Counts one socket less; true when it was the member's last (they just went offline). */
  disconnect(userId: string): Promise<boolean>;
  onlineUserIds(): Promise<string[]>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

/** One process: a map in memory. */
export function createLocalPresence(): Presence {
  const sockets = new Map<string, number>();
  return {
    async connect(userId) {
      const n = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, n);
      return n === 1;
    },
    async disconnect(userId) {
      const n = (sockets.get(userId) ?? 0) - 1;
      if (n > 0) {
        sockets.set(userId, n);
        return false;
      }
      const wasOnline = sockets.delete(userId);
      return wasOnline;
    },
    async onlineUserIds() {
      return [...sockets.keys()];
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => sockets.has(id)));
    },
    async close() {
      sockets.clear();
    },
  };
}

// Totals per member live in one hash; each node also keeps its own share, so the share of a node
// that died without closing its sockets can be taken back out by any surviving node.
const CONNECT = `
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
redis.call('SADD', KEYS[3], ARGV[2])
return redis.call('HINCRBY', KEYS[1], ARGV[1], 1)`;

const DISCONNECT = `
local mine = redis.call('HINCRBY', KEYS[2], ARGV[1], -1)
if mine <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
if mine < 0 then return 1 end
local total = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if total <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return total`;

/** Removes the share of every node whose heartbeat expired; returns members now offline. */
const SWEEP = `
local offline = {}
for _, node in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if redis.call('EXISTS', ARGV[1] .. ':alive:' .. node) == 0 then
    local share = ARGV[1] .. ':node:' .. node
    local entries = redis.call('HGETALL', share)
    for i = 1, #entries, 2 do
      local total = redis.call('HINCRBY', KEYS[1], entries[i], -tonumber(entries[i + 1]))
      if total <= 0 then
        redis.call('HDEL', KEYS[1], entries[i])
        table.insert(offline, entries[i])
      end
    end
    redis.call('DEL', share)
    redis.call('SREM', KEYS[2], node)
  end
end
return offline`;

export type RedisPresenceOptions = {
  redis: Redis;
  keyPrefix: string;
  /** Members a dead node had left online, now taken offline. */
  onStaleOffline: (userIds: string[]) => void;
  heartbeatMs?: number;
};

/** Several nodes: totals in Redis, per-node shares with a heartbeat so a crashed node is forgotten. */
export function createRedisPresence({
  redis,
  keyPrefix,
  onStaleOffline,
  heartbeatMs = 10_000,
}: RedisPresenceOptions): Presence {
  const base = `${keyPrefix}:presence`;
  const nodeId = randomUUID();
  const keys = {
    online: `${base}:online`,
    nodes: `${base}:nodes`,
    share: `${base}:node:${nodeId}`,
    alive: `${base}:alive:${nodeId}`,
  };

  const beat = async () => {
    await redis.set(keys.alive, '1', 'PX', heartbeatMs * 3);
    await redis.sadd(keys.nodes, nodeId);
    const offline = (await redis.eval(SWEEP, 2, keys.online, keys.nodes, base)) as string[];
    if (offline.length) onStaleOffline(offline);
  };
  const started = beat();
  const timer = setInterval(() => void beat().catch(() => undefined), heartbeatMs);
  timer.unref();

  return {
    async connect(userId) {
      await started;
      const total = await redis.eval(
        CONNECT,
        3,
        keys.online,
        keys.share,
        keys.nodes,
        userId,
        nodeId,
      );
      return Number(total) === 1;
    },
    async disconnect(userId) {
      await started;
      const total = await redis.eval(DISCONNECT, 2, keys.online, keys.share, userId);
      return Number(total) <= 0;
    },
    async onlineUserIds() {
      return redis.hkeys(keys.online);
    },
    async onlineAmong(userIds) {
      if (!userIds.length) return new Set();
      const counts = await redis.hmget(keys.online, ...userIds);
      return new Set(userIds.filter((_, i) => Number(counts[i] ?? 0) > 0));
    },
    async close() {
      clearInterval(timer);
      await started.catch(() => undefined);
      // Sockets are closed by now; whatever share is left (none normally) is swept by the others.
      await redis.del(keys.alive);
    },
  };
}
