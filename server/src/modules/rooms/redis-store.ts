import { LIMITS, type TRoomMessage } from '@chingu/contract';
import type { Redis } from 'ioredis';
import type { LiveRoom } from './live-state.ts';
import type { LiveRoomStore } from './store.ts';

// Several nodes (decision 050): a live room is one hash {v, doc} where doc is the JSON state and
// v its version. A change reads both, computes the next doc in JavaScript and writes it with a
// compare-and-set script that refuses when v moved meanwhile; the change then runs again on the
// newer version. The side chat is a capped list beside it. Keys expire unless written: the nodes'
// heartbeat writes every live room that has a member on them, so a room whose nodes all died
// disappears on its own (and the idle job ends its row).

/** KEYS: room. ARGV: expected version, new version, doc ('' deletes), ttl ms. */
const COMPARE_AND_SET = `
local v = redis.call('HGET', KEYS[1], 'v') or '0'
if v ~= ARGV[1] then return 0 end
if ARGV[3] == '' then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'v', ARGV[2], 'doc', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
end
return 1`;

/** A side chat outlives quiet hours; an ended room deletes it, a forgotten one expires. */
const CHAT_TTL_MS = 24 * 3_600_000;

/** Tries before a change gives up (each loses only to another node's successful change). */
const MAX_TRIES = 50;

export function createRedisRoomStore({
  redis,
  keyPrefix,
  ttlMs,
}: {
  redis: Redis;
  keyPrefix: string;
  /** How long a live room's keys last without a write (a few heartbeats). */
  ttlMs: number;
}): LiveRoomStore {
  const roomKey = (roomId: string) => `${keyPrefix}:rooms:live:${roomId}`;
  const chatKey = (roomId: string) => `${keyPrefix}:rooms:chat:${roomId}`;

  async function read(roomId: string) {
    const [v, doc] = await redis.hmget(roomKey(roomId), 'v', 'doc');
    return { version: v ?? '0', room: doc ? (JSON.parse(doc) as LiveRoom) : null };
  }

  return {
    async get(roomId) {
      return (await read(roomId)).room;
    },
    async update(roomId, change) {
      for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
        const { version, room } = await read(roomId);
        const { room: next, result } = change(room);
        if (next === 'unchanged') return result;
        const written = await redis.eval(
          COMPARE_AND_SET,
          1,
          roomKey(roomId),
          version,
          String(Number(version) + 1),
          next === null ? '' : JSON.stringify(next),
          ttlMs,
        );
        if (written === 1) return result;
      }
      throw new Error(`room ${roomId}: too many concurrent changes`);
    },
    async addMessage(roomId, message) {
      await redis
        .multi()
        .rpush(chatKey(roomId), JSON.stringify(message))
        .ltrim(chatKey(roomId), -LIMITS.roomMessagesKept, -1)
        .pexpire(chatKey(roomId), CHAT_TTL_MS)
        .exec();
    },
    async messages(roomId) {
      const entries = await redis.lrange(chatKey(roomId), 0, -1);
      return entries.map((entry) => JSON.parse(entry) as TRoomMessage);
    },
    async remove(roomId) {
      await redis.del(roomKey(roomId), chatKey(roomId));
    },
    async close() {
      // The keys stay: rooms go on on the other nodes.
    },
  };
}
