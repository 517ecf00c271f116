import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Presence } from '../../plugins/infra/presence.ts';

// Who is online: a count of open sockets per member. A member comes online with their first
// socket and goes offline when their last one closes, whichever node holds the sockets. The
// interface lives in plugins/ so other modules can read presence without importing chat.
export type { Presence };

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
// SYNC sets this node's share of the members in ARGV to the counts it holds in memory (ARGV[3]
// 'all': its whole share, members left out count 0) and moves the totals by the difference, so
// replaying it is harmless and it repairs a share Redis lost (a restart) or missed (an outage).
// Returns the members it took online and offline.
const SYNC = `
redis.call('SET', KEYS[4], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[3], ARGV[1])
local want, had = {}, {}
for i = 4, #ARGV, 2 do want[ARGV[i]] = tonumber(ARGV[i + 1]) end
if ARGV[3] == 'all' then
  local entries = redis.call('HGETALL', KEYS[2])
  for i = 1, #entries, 2 do
    had[entries[i]] = tonumber(entries[i + 1])
    if want[entries[i]] == nil then want[entries[i]] = 0 end
  end
else
  for user in pairs(want) do had[user] = tonumber(redis.call('HGET', KEYS[2], user) or '0') end
end
local online, offline = {}, {}
for user, count in pairs(want) do
  local delta = count - (had[user] or 0)
  if count > 0 then redis.call('HSET', KEYS[2], user, count) else redis.call('HDEL', KEYS[2], user) end
  if delta ~= 0 then
    local total = redis.call('HINCRBY', KEYS[1], user, delta)
    if total <= 0 then redis.call('HDEL', KEYS[1], user) end
    if total > 0 and total - delta <= 0 then table.insert(online, user) end
    if total <= 0 and total - delta > 0 then table.insert(offline, user) end
  end
end
return {online, offline}`;

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
  /**
   * Members taken offline other than by a socket closing just now: a dead node's share swept, or
   * a disconnect Redis missed while unreachable, counted once it is back.
   */
  onStaleOffline: (userIds: string[]) => void;
  /** Members this node put back online after Redis was unreachable or lost its data. */
  onStaleOnline?: (userIds: string[]) => void;
  heartbeatMs?: number;
};

/**
 * Several nodes: totals in Redis, per-node shares with a heartbeat so a crashed node is forgotten.
 * Each node holds its own sockets' counts in memory and writes its share from them, so while
 * Redis is unreachable presence degrades (reads fall back to this node's members, changes wait)
 * instead of failing, and the share is written again whole once Redis is back.
 */
export function createRedisPresence({
  redis,
  keyPrefix,
  onStaleOffline,
  onStaleOnline = () => {},
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
  /** This node's open sockets per member: the truth its share in Redis is written from. */
  const local = new Map<string, number>();
  // Commands wait in ioredis's offline queue while it reconnects and fail only after its retries:
  // presence skips Redis when the connection is not ready (the next sync writes the share whole).
  const ready = () => redis.status === 'ready';

  /** Reads the counts and sends them in one synchronous step, so sends keep the order of changes. */
  async function sync(members: string[] | 'all') {
    const entries = members === 'all' ? [...local] : members.map((id) => [id, local.get(id) ?? 0]);
    const [online, offline] = (await redis.eval(
      SYNC,
      4,
      keys.online,
      keys.share,
      keys.nodes,
      keys.alive,
      nodeId,
      heartbeatMs * 3,
      members === 'all' ? 'all' : 'some',
      ...entries.flat(),
    )) as [string[], string[]];
    return { online, offline };
  }

  const beat = async () => {
    if (!ready()) return;
    const { online, offline } = await sync('all');
    if (online.length) onStaleOnline(online);
    if (offline.length) onStaleOffline(offline);
    const swept = (await redis.eval(SWEEP, 2, keys.online, keys.nodes, base)) as string[];
    if (swept.length) onStaleOffline(swept);
  };
  const beatNow = () => void beat().catch(() => undefined);
  beatNow();
  const timer = setInterval(beatNow, heartbeatMs);
  timer.unref();
  // Back from an outage (or a restart that lost every key): write the share at once.
  redis.on('ready', beatNow);

  /** Applies one member's change to Redis; false when Redis could not be told (synced later). */
  async function changed(userId: string, crossed: 'online' | 'offline'): Promise<boolean> {
    if (!ready()) return false;
    try {
      return (await sync([userId]))[crossed].includes(userId);
    } catch {
      return false;
    }
  }

  return {
    async connect(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      return changed(userId, 'online');
    },
    async disconnect(userId) {
      const left = (local.get(userId) ?? 0) - 1;
      if (left > 0) local.set(userId, left);
      else local.delete(userId);
      return changed(userId, 'offline');
    },
    async onlineUserIds() {
      if (ready()) {
        const ids = await redis.hkeys(keys.online).catch(() => undefined);
        if (ids) return ids;
      }
      return [...local.keys()];
    },
    async onlineAmong(userIds) {
      if (!userIds.length) return new Set();
      if (ready()) {
        const counts = await redis.hmget(keys.online, ...userIds).catch(() => undefined);
        if (counts) return new Set(userIds.filter((_, i) => Number(counts[i] ?? 0) > 0));
      }
      return new Set(userIds.filter((id) => local.has(id)));
    },
    async close() {
      clearInterval(timer);
      redis.off('ready', beatNow);
      local.clear();
      // Sockets are closed by now; whatever share is left (none normally) is swept by the others.
      if (ready()) await redis.del(keys.alive).catch(() => undefined);
    },
  };
}
