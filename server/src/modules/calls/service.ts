import {
  LIMITS,
  ZCallSignal,
  type CallStatus,
  type TCallAcceptedAt,
  type TCallId,
  type TCallInvite,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { userRoom, type AppSocket } from '../../plugins/infra/socket.ts';
import { contactCheck, contactStateOf, presenceVisibleAmong } from '../members/queries.ts';
import { languageTimerOf } from './language-timer.ts';
import { callPeer } from './queries.ts';
import type { Call, CallRegistry, CallRole, CallState, LocalParty } from './registry.ts';

export type CallTimings = {
  /** No answer within this → missed (PRODUCT §8.2: 30 s; CALL_RING_SECONDS), announced to both. */
  ringMs: number;
  /** A party's participating socket dropped: the call ends after this unless ended before. */
  graceMs: number;
  /** How often this node keeps its calls alive in the registry and looks for orphaned ones. */
  heartbeatMs: number;
  /** A minute of the calls' language timer (PRODUCT §9.2); e2e shortens it (SESSION_MINUTE_MS). */
  languageMinuteMs: number;
};

export const DEFAULT_CALL_TIMINGS: CallTimings = {
  ringMs: LIMITS.callRingSeconds * 1000,
  graceMs: LIMITS.callDisconnectGraceSeconds * 1000,
  heartbeatMs: 5_000,
  languageMinuteMs: 60_000,
};

/** How a call came to its end. */
type Ending =
  /** No answer within the ring time. */
  | { by: 'ring' }
  /** A party hung up, cancelled or declined from this socket, or blocked the other (no socket). */
  | { by: 'member'; userId: string; socketId?: string }
  /** A party's connection or node went away, or this node shuts down. */
  | { by: 'lost' };

/** A call with a participating socket on this node, and the timers this node runs for it. */
type LocalCall = {
  callerId: string;
  calleeId: string;
  sockets: Map<CallRole, string>;
  ringTimer?: NodeJS.Timeout;
  graceTimers: Set<NodeJS.Timeout>;
};

function statusOf(call: Call, ending: Ending): CallStatus {
  if (call.state === 'active') return 'completed';
  if (ending.by === 'ring') return 'missed';
  if (ending.by === 'member' && ending.userId === call.calleeId) return 'declined';
  return 'cancelled';
}

function roleOf(call: Call, userId: string): CallRole | null {
  if (userId === call.callerId) return 'caller';
  if (userId === call.calleeId) return 'callee';
  return null;
}

/**
 * The call rules (PRODUCT §8.2): who may call whom, one call per member, the ring time, and who
 * hears what when a call starts, is answered or ends. Whoever claims a call's end in the registry
 * announces it and emits `callFinished` (the chat module stores the record), so that happens once
 * per call whatever the number of nodes.
 */
export function createCallsService(
  app: FastifyInstance,
  registry: CallRegistry,
  timings: CallTimings,
) {
  const { io, db, log } = app;
  const local = new Map<string, LocalCall>();
  // Announced to both browsers (whole seconds: tests' rings of a fraction of one announce 1).
  const ringSeconds = Math.max(1, Math.ceil(timings.ringMs / 1000));
  // Work started by timers; shutdown waits for it.
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.catch((err: unknown) => log.error({ err }, 'call update failed'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  function host(
    call: Pick<Call, 'callId' | 'callerId' | 'calleeId'>,
    role: CallRole,
    socketId: string,
  ): LocalCall {
    const entry = local.get(call.callId) ?? {
      callerId: call.callerId,
      calleeId: call.calleeId,
      sockets: new Map(),
      graceTimers: new Set(),
    };
    entry.sockets.set(role, socketId);
    local.set(call.callId, entry);
    return entry;
  }

  function forget(callId: string) {
    const entry = local.get(callId);
    if (!entry) return;
    clearTimeout(entry.ringTimer);
    for (const timer of entry.graceTimers) clearTimeout(timer);
    local.delete(callId);
  }

  /** Ends the call if it still exists (and is `onlyIf`): tells both sides and stores its record. */
  async function conclude(callId: string, ending: Ending, onlyIf?: CallState) {
    const call = await registry.finish(callId, onlyIf);
    if (!call) return null;
    forget(callId);
    const status = statusOf(call, ending);
    const durationSeconds =
      status === 'completed' && call.acceptedAt !== null
        ? Math.max(0, Math.round((Date.now() - call.acceptedAt) / 1000))
        : 0;
    const except = ending.by === 'member' && ending.socketId ? [ending.socketId] : [];
    const callerTabs = io.to(userRoom(call.callerId)).except(except);
    const calleeTabs = io.to(userRoom(call.calleeId)).except(except);
    const ids = { callId };
    if (status === 'missed' || status === 'cancelled') {
      calleeTabs.emit('call:cancelled', {
        callId,
        reason: status === 'missed' ? 'missed' : 'cancelled',
      });
      // The caller's screen (on whichever tab still shows the call) hears that it is over.
      callerTabs.emit('call:ended', { callId, durationSeconds: 0 });
    } else if (status === 'declined') {
      callerTabs.emit('call:declined', ids);
      calleeTabs.emit('call:answered-elsewhere', ids);
    } else {
      io.to([userRoom(call.callerId), userRoom(call.calleeId)])
        .except(except)
        .emit('call:ended', { callId, durationSeconds });
    }
    app.events.emit('callFinished', {
      callId,
      callerId: call.callerId,
      calleeId: call.calleeId,
      media: call.media,
      status,
      durationSeconds,
    });
    return call;
  }

  /** The call as `userId` may act on it, or the error the rules give. */
  async function partyCall(callId: string, userId: string, role?: CallRole) {
    const call = await registry.get(callId);
    if (!call) throw notFound('callNotFound');
    const mine = roleOf(call, userId);
    if (!mine || (role && mine !== role)) throw forbidden('notInCall');
    return { call, role: mine };
  }

  const heartbeat = async () => {
    const parties: LocalParty[] = [...local].flatMap(([callId, entry]) =>
      [...entry.sockets.keys()].map((role) => ({
        callId,
        role,
        callerId: entry.callerId,
        calleeId: entry.calleeId,
      })),
    );
    if (!parties.length) return;
    const { gone, orphaned } = await registry.heartbeat(parties);
    for (const callId of gone) forget(callId);
    for (const callId of orphaned) await conclude(callId, { by: 'lost' });
  };
  const beat = setInterval(() => track(heartbeat()), timings.heartbeatMs);
  beat.unref();

  /**
   * The grace time of a party's closed socket ran out: the call ends, unless a new socket of the
   * party took it over meanwhile (`resume`, on this node or another), which the registry shows.
   */
  async function lostUnlessResumed(callId: string, socketId: string) {
    const call = await registry.get(callId);
    if (call && (call.callerSocketId === socketId || call.calleeSocketId === socketId)) {
      await conclude(callId, { by: 'lost' });
      return;
    }
    const entry = local.get(callId);
    if (!entry) return;
    for (const [role, id] of entry.sockets) if (id === socketId) entry.sockets.delete(role);
    if (!entry.sockets.size) forget(callId);
  }

  // A block ends a call between the two at once, whichever node hosts it (issue 29): the
  // blocked member's screen hears "ended" (or "declined"/"cancelled" while it rang).
  app.events.on('blockChanged', ({ blockerId, blockedId, blocked }) => {
    if (!blocked) return;
    track(
      (async () => {
        const callId = await registry.callOf(blockerId);
        const call = callId ? await registry.get(callId) : null;
        if (!call || !roleOf(call, blockedId)) return;
        await conclude(call.callId, { by: 'member', userId: blockerId });
      })(),
    );
  });

  return {
    /**
     * Starts a call; the answer carries its language timer (PRODUCT §9.2) and how long it rings,
     * which the callee's `call:incoming` announces as well.
     */
    async invite(socket: AppSocket, { callId, to, media, sessionId }: TCallInvite) {
      const me = socket.data.userId;
      if (to === me) throw badRequest('cannotCallSelf');
      // Suspended or deleted, blocked either way, or only taking messages from people they follow.
      const rules = await contactCheck(db, me, to);
      if (
        !rules.active ||
        rules.senderBlockedReceiver ||
        rules.receiverBlockedSender ||
        !rules.policyAllows
      )
        throw forbidden('cannotCallMember');
      // PRODUCT §9.1: no calls until a message request is accepted, and a member who takes
      // requests is not called by someone they do not follow before a conversation exists.
      if (contactStateOf(rules) !== 'open') throw forbidden('requestPending');
      // Only someone who may see the callee's presence learns that they are offline (issue 29,
      // finding 5): a stranger's call is refused alike whether the callee is online or not.
      if (!(await presenceVisibleAmong(db, me, [to])).has(to)) throw forbidden('cannotCallMember');
      if (!(await app.presence.onlineAmong([to])).has(to)) throw conflict('memberOffline');
      const from = await callPeer(db, me);
      if (!from) throw notFound('notFound');
      // A session's call must be an accepted session of the two, open now (decision 049).
      const timer = await languageTimerOf(
        app,
        { callerId: me, calleeId: to, sessionId },
        timings.languageMinuteMs,
      );
      const call = { callId, callerId: me, calleeId: to, media, callerSocketId: socket.id };
      const created = await registry.create({ ...call, startedAt: Date.now() });
      if (created === 'callerBusy') throw conflict('alreadyInCall');
      if (created === 'calleeBusy') {
        socket.emit('call:busy', { callId });
        throw conflict('memberBusy');
      }
      if (created === 'callIdTaken') throw badRequest('invalidInput');
      const entry = host(call, 'caller', socket.id);
      entry.ringTimer = setTimeout(
        () => track(conclude(callId, { by: 'ring' }, 'ringing')),
        timings.ringMs,
      );
      io.to(userRoom(to)).emit('call:incoming', { callId, from, media, timer, ringSeconds });
      return { timer, ringSeconds };
    },

    /** From any tab of the callee; that tab takes part, the others stop ringing. */
    /**
     * From any tab of the callee; that tab takes part, the others stop ringing. Both sides learn
     * when the server stamped the answer (the language timer counts from it, PRODUCT §9.2).
     */
    async accept(socket: AppSocket, { callId }: TCallId): Promise<TCallAcceptedAt> {
      await partyCall(callId, socket.data.userId, 'callee');
      const call = await registry.accept(callId, socket.id, Date.now());
      if (!call) throw notFound('callNotFound');
      const ringing = local.get(callId);
      if (ringing) clearTimeout(ringing.ringTimer);
      host(call, 'callee', socket.id);
      const stamp = {
        acceptedAt: new Date(call.acceptedAt ?? Date.now()).toISOString(),
        now: new Date().toISOString(),
      };
      io.to(userRoom(call.callerId)).emit('call:accepted', { callId, ...stamp });
      io.to(userRoom(call.calleeId)).except(socket.id).emit('call:answered-elsewhere', { callId });
      return stamp;
    },

    async decline(socket: AppSocket, { callId }: TCallId) {
      const me = socket.data.userId;
      await partyCall(callId, me, 'callee');
      const ending: Ending = { by: 'member', userId: me, socketId: socket.id };
      if (!(await conclude(callId, ending, 'ringing'))) throw notFound('callNotFound');
    },

    async cancel(socket: AppSocket, { callId }: TCallId) {
      const me = socket.data.userId;
      await partyCall(callId, me, 'caller');
      const ending: Ending = { by: 'member', userId: me, socketId: socket.id };
      if (!(await conclude(callId, ending, 'ringing'))) throw notFound('callNotFound');
    },

    /** Hang up, from any tab of either party; while ringing it cancels (caller) or declines. */
    async end(socket: AppSocket, { callId }: TCallId) {
      const me = socket.data.userId;
      await partyCall(callId, me);
      const ending: Ending = { by: 'member', userId: me, socketId: socket.id };
      if (!(await conclude(callId, ending))) throw notFound('callNotFound');
    },

    /** Relayed to the other party's participating socket; only from one's own participating one. */
    async signal(socket: AppSocket, payload: unknown) {
      let bytes: number;
      try {
        bytes = Buffer.byteLength(JSON.stringify(payload) ?? '');
      } catch {
        throw badRequest('invalidInput');
      }
      if (bytes > LIMITS.callSignalMaxBytes) throw badRequest('signalTooLarge');
      const { callId, data } = ZCallSignal.parse(payload);
      const me = socket.data.userId;
      const { call, role } = await partyCall(callId, me);
      // Signals flow once the call is answered: until then the callee has no socket in it.
      if (call.state !== 'active' || !call.calleeSocketId) throw notFound('callNotFound');
      const [mine, theirs] =
        role === 'caller'
          ? [call.callerSocketId, call.calleeSocketId]
          : [call.calleeSocketId, call.callerSocketId];
      if (mine !== socket.id) throw forbidden('notInCall');
      io.to(theirs).emit('call:signal', { callId, from: me, data });
    },

    /**
     * A new socket of a party (a reconnect within the grace time) takes its part over: signals
     * go to it from now on, and the closed socket's grace time no longer ends the call. The old
     * socket may not look closed yet (the server notices a dropped network only at its next
     * ping), so it is not waited for; only the tab that holds the call asks (the member's own).
     */
    async resume(socket: AppSocket, { callId }: TCallId) {
      const { call, role } = await partyCall(callId, socket.data.userId);
      const current = role === 'caller' ? call.callerSocketId : call.calleeSocketId;
      // The callee has no socket in a call that still rings: every tab of theirs rings anyway.
      if (!current) throw notFound('callNotFound');
      if (current === socket.id) return;
      const moved = await registry.moveSocket(callId, role, socket.id);
      if (!moved) throw notFound('callNotFound');
      const entry = host(moved, role, socket.id);
      // A caller back on another node while it still rings: this node ends the ringing.
      if (moved.state === 'ringing' && !entry.ringTimer) {
        const left = Math.max(0, moved.startedAt + timings.ringMs - Date.now());
        entry.ringTimer = setTimeout(
          () => track(conclude(callId, { by: 'ring' }, 'ringing')),
          left,
        );
      }
    },

    /**
     * A socket closed: a call it takes part in ends after the grace time (cancelled while ringing,
     * completed once answered), unless it ended before or a new socket of the party resumed it.
     */
    disconnected(socketId: string) {
      for (const [callId, entry] of local) {
        if (![...entry.sockets.values()].includes(socketId)) continue;
        const timer = setTimeout(() => {
          entry.graceTimers.delete(timer);
          track(lostUnlessResumed(callId, socketId));
        }, timings.graceMs);
        entry.graceTimers.add(timer);
      }
    },

    /** Shutdown: this node's calls end now (their sockets are gone), then running work settles. */
    async close() {
      clearInterval(beat);
      await Promise.all(
        [...local.keys()].map((callId) =>
          conclude(callId, { by: 'lost' }).catch((err: unknown) =>
            log.error({ err }, 'ending a call at shutdown failed'),
          ),
        ),
      );
      for (const callId of [...local.keys()]) forget(callId);
      while (pending.size) await Promise.all([...pending]);
      await registry.close();
    },
  };
}
