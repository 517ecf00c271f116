import type { CallMedia } from '@chingu/contract';
import type { Redis } from 'ioredis';
import type { Call, CallRegistry, CallState, CreateResult, LocalParty } from './registry.ts';

// Several nodes: a call is a hash, each member in a call has a key naming it, and each party's
// node keeps an "alive" key of its own for the call. Every key has a TTL that the nodes hosting
// a party keep pushing back (heartbeat), so a node that dies leaves nothing behind for long.

/** KEYS: call, caller's key, callee's key, caller alive. ARGV: callId, holdMs, aliveMs, fields… */
const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'callIdTaken' end
if redis.call('EXISTS', KEYS[2]) == 1 then return 'callerBusy' end
if redis.call('EXISTS', KEYS[3]) == 1 then return 'calleeBusy' end
redis.call('HSET', KEYS[1], unpack(ARGV, 4))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[3], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[4], '1', 'PX', ARGV[3])
return 'created'`;

/** KEYS: call, callee alive. ARGV: calleeSocketId, acceptedAt, holdMs, aliveMs. */
const ACCEPT = `
if redis.call('HGET', KEYS[1], 'state') ~= 'ringing' then return nil end
redis.call('HSET', KEYS[1], 'state', 'active', 'calleeSocketId', ARGV[1], 'acceptedAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('SET', KEYS[2], '1', 'PX', ARGV[4])
return redis.call('HGETALL', KEYS[1])`;

/** KEYS: call, caller's key, callee's key, caller alive, callee alive. ARGV: callId, onlyIf. */
const FINISH = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return nil end
if ARGV[2] ~= '' and state ~= ARGV[2] then return nil end
local fields = redis.call('HGETALL', KEYS[1])
for i = 2, 3 do
  if redis.call('GET', KEYS[i]) == ARGV[1] then redis.call('DEL', KEYS[i]) end
end
redis.call('DEL', KEYS[1], KEYS[4], KEYS[5])
return fields`;

/** KEYS: call, the party's alive. ARGV: socket field, socketId, aliveMs. */
const MOVE_SOCKET = `
if redis.call('EXISTS', KEYS[1]) == 0 then return nil end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
return redis.call('HGETALL', KEYS[1])`;

/**
 * KEYS: call, caller's key, callee's key, this party's alive, the other's alive.
 * ARGV: callId, holdMs, aliveMs. Returns 'gone', 'orphaned' or 'live'.
 */
const HEARTBEAT = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 'gone' end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
for i = 2, 3 do
  if redis.call('GET', KEYS[i]) == ARGV[1] then redis.call('PEXPIRE', KEYS[i], ARGV[2]) end
end
redis.call('SET', KEYS[4], '1', 'PX', ARGV[3])
if state == 'active' and redis.call('EXISTS', KEYS[5]) == 0 then return 'orphaned' end
return 'live'`;

export type RedisCallRegistryOptions = {
  redis: Redis;
  keyPrefix: string;
  /** How long a call's keys live without a heartbeat (longer than the ring time). */
  holdMs: number;
  /** How long a party's node counts as alive without a heartbeat (a few heartbeats). */
  aliveMs: number;
};

function toCall(entries: string[] | null): Call | null {
  if (!entries?.length) return null;
  const f: Record<string, string> = {};
  for (let i = 0; i + 1 < entries.length; i += 2) f[entries[i]!] = entries[i + 1]!;
  return {
    callId: f.callId!,
    callerId: f.callerId!,
    calleeId: f.calleeId!,
    media: f.media as CallMedia,
    state: f.state as CallState,
    callerSocketId: f.callerSocketId!,
    calleeSocketId: f.calleeSocketId || null,
    startedAt: Number(f.startedAt),
    acceptedAt: f.acceptedAt ? Number(f.acceptedAt) : null,
  };
}

export function createRedisCallRegistry({
  redis,
  keyPrefix,
  holdMs,
  aliveMs,
}: RedisCallRegistryOptions): CallRegistry {
  const base = `${keyPrefix}:calls`;
  const callKey = (callId: string) => `${base}:call:${callId}`;
  const memberKey = (userId: string) => `${base}:member:${userId}`;
  const aliveKey = (callId: string, role: string) => `${callKey(callId)}:alive:${role}`;

  return {
    async create(call) {
      const fields = Object.entries({
        ...call,
        state: 'ringing',
        calleeSocketId: '',
        acceptedAt: '',
      }).flatMap(([key, value]) => [key, String(value)]);
      return (await redis.eval(
        CREATE,
        4,
        callKey(call.callId),
        memberKey(call.callerId),
        memberKey(call.calleeId),
        aliveKey(call.callId, 'caller'),
        call.callId,
        holdMs,
        aliveMs,
        ...fields,
      )) as CreateResult;
    },
    async get(callId) {
      const entries = await redis.hgetall(callKey(callId));
      return toCall(Object.entries(entries).flat());
    },
    async accept(callId, calleeSocketId, at) {
      return toCall(
        (await redis.eval(
          ACCEPT,
          2,
          callKey(callId),
          aliveKey(callId, 'callee'),
          calleeSocketId,
          at,
          holdMs,
          aliveMs,
        )) as string[] | null,
      );
    },
    async finish(callId, onlyIf) {
      // The members never change during a call: read them, then end it in one step.
      const call = await this.get(callId);
      if (!call) return null;
      return toCall(
        (await redis.eval(
          FINISH,
          5,
          callKey(callId),
          memberKey(call.callerId),
          memberKey(call.calleeId),
          aliveKey(callId, 'caller'),
          aliveKey(callId, 'callee'),
          callId,
          onlyIf ?? '',
        )) as string[] | null,
      );
    },
    async moveSocket(callId, role, socketId) {
      return toCall(
        (await redis.eval(
          MOVE_SOCKET,
          2,
          callKey(callId),
          aliveKey(callId, role),
          role === 'caller' ? 'callerSocketId' : 'calleeSocketId',
          socketId,
          aliveMs,
        )) as string[] | null,
      );
    },
    async callOf(userId) {
      return redis.get(memberKey(userId));
    },
    async heartbeat(parties: LocalParty[]) {
      const gone: string[] = [];
      const orphaned: string[] = [];
      await Promise.all(
        parties.map(async ({ callId, role, callerId, calleeId }) => {
          const other = role === 'caller' ? 'callee' : 'caller';
          const result = await redis.eval(
            HEARTBEAT,
            5,
            callKey(callId),
            memberKey(callerId),
            memberKey(calleeId),
            aliveKey(callId, role),
            aliveKey(callId, other),
            callId,
            holdMs,
            aliveMs,
          );
          if (result === 'gone') gone.push(callId);
          if (result === 'orphaned') orphaned.push(callId);
        }),
      );
      return { gone, orphaned };
    },
    async close() {
      // The keys stay with their TTLs: calls still going on other nodes keep them alive.
    },
  };
}
