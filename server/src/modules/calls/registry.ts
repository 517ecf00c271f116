import type { CallMedia } from '@chingu/contract';

/**
 * Who is in which call, shared by every app node (Redis) or kept in memory (one node). Every
 * change is one atomic step, so two nodes never both accept, or both end, the same call.
 */
export type CallState = 'ringing' | 'active';
export type CallRole = 'caller' | 'callee';

export type Call = {
  callId: string;
  callerId: string;
  calleeId: string;
  media: CallMedia;
  state: CallState;
  /** The socket that invited: the only socket of the caller that takes part. */
  callerSocketId: string;
  /** The callee's socket that accepted (null while ringing). */
  calleeSocketId: string | null;
  /** Epoch milliseconds. */
  startedAt: number;
  acceptedAt: number | null;
};

export type NewCall = Omit<Call, 'state' | 'calleeSocketId' | 'acceptedAt'>;

export type CreateResult = 'created' | 'callIdTaken' | 'callerBusy' | 'calleeBusy';

/** A party of a call whose participating socket is on this node. */
export type LocalParty = { callId: string; role: CallRole; callerId: string; calleeId: string };

export interface CallRegistry {
  /** Stores a ringing call and marks both members busy, unless either already is. */
  create(call: NewCall): Promise<CreateResult>;
  get(callId: string): Promise<Call | null>;
  /** Ringing → active, answered from `calleeSocketId`; null when the call no longer rings. */
  accept(callId: string, calleeSocketId: string, at: number): Promise<Call | null>;
  /**
   * Removes the call and frees both members; the call as it was, or null when it is gone (or
   * not in state `onlyIf`). Exactly one of several concurrent finishes gets the call.
   */
  finish(callId: string, onlyIf?: CallState): Promise<Call | null>;
  /** The party's socket is now `socketId` (a reconnect took over); null when the call is gone. */
  moveSocket(callId: string, role: CallRole, socketId: string): Promise<Call | null>;
  /** The call the member is in (ringing or active), if any. */
  callOf(userId: string): Promise<string | null>;
  /**
   * Keeps the calls of this node's parties from expiring. `gone`: calls that no longer exist
   * (ended on another node); `orphaned`: live calls whose other party's node stopped answering.
   */
  heartbeat(parties: LocalParty[]): Promise<{ gone: string[]; orphaned: string[] }>;
  close(): Promise<void>;
}

/** One process: maps in memory. */
export function createLocalCallRegistry(): CallRegistry {
  const calls = new Map<string, Call>();
  const busy = new Map<string, string>();
  return {
    async create(call) {
      if (calls.has(call.callId)) return 'callIdTaken';
      if (busy.has(call.callerId)) return 'callerBusy';
      if (busy.has(call.calleeId)) return 'calleeBusy';
      calls.set(call.callId, { ...call, state: 'ringing', calleeSocketId: null, acceptedAt: null });
      busy.set(call.callerId, call.callId);
      busy.set(call.calleeId, call.callId);
      return 'created';
    },
    async get(callId) {
      const call = calls.get(callId);
      return call ? { ...call } : null;
    },
    async accept(callId, calleeSocketId, at) {
      const call = calls.get(callId);
      if (call?.state !== 'ringing') return null;
      Object.assign(call, { state: 'active', calleeSocketId, acceptedAt: at });
      return { ...call };
    },
    async finish(callId, onlyIf) {
      const call = calls.get(callId);
      if (!call || (onlyIf && call.state !== onlyIf)) return null;
      calls.delete(callId);
      for (const member of [call.callerId, call.calleeId]) {
        if (busy.get(member) === callId) busy.delete(member);
      }
      return call;
    },
    async moveSocket(callId, role, socketId) {
      const call = calls.get(callId);
      if (!call) return null;
      if (role === 'caller') call.callerSocketId = socketId;
      else call.calleeSocketId = socketId;
      return { ...call };
    },
    async callOf(userId) {
      return busy.get(userId) ?? null;
    },
    async heartbeat(parties) {
      return {
        gone: parties.filter((p) => !calls.has(p.callId)).map((p) => p.callId),
        orphaned: [],
      };
    },
    async close() {
      calls.clear();
      busy.clear();
    },
  };
}
