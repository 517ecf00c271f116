import {
  LIMITS,
  ZRoomSignal,
  type TRoomHostAction,
  type TRoomMessage,
  type TRoomMessageRequest,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { imageUrls } from '../../plugins/infra/images.ts';
import type { AppSocket } from '../../plugins/infra/socket.ts';
import { memberVisibleTo } from '../members/queries.ts';
import * as rules from './live-state.ts';
import { isSpeaker, toRoomObject, type LiveMember, type LiveRoom } from './live-state.ts';
import type { RoomMedia } from './media.ts';
import {
  blockedWithHost,
  findRoom,
  findVisibleRoom,
  interestedMembers,
  markEnded,
  markLive,
  memberProfile,
  roomsToWatch,
  setHost,
  wasRemoved,
  addRemoval,
  type HostRow,
  type RoomRow,
} from './queries.ts';
import type { LiveRoomStore } from './store.ts';

export type RoomTimings = {
  /** A member whose socket closed is out after this, unless a new socket of theirs came in. */
  graceMs: number;
  /** How often this node tells the store it still holds its members' sockets. */
  heartbeatMs: number;
  /** A member not seen for this long (their node died) is taken out by the job. */
  staleMs: number;
  /** How often the job looks at rooms (idle end, due starts, dead nodes); 0 = never by itself. */
  jobMs: number;
};

export const DEFAULT_ROOM_TIMINGS: RoomTimings = {
  graceMs: LIMITS.roomDisconnectGraceSeconds * 1000,
  heartbeatMs: 10_000,
  staleMs: 45_000,
  jobMs: 30_000,
};

/** A live row without a state is ended by the job only after this (its creation may be under way). */
const STATELESS_GRACE_MS = 60_000;

/** The socket.io room of a language room: everyone in it hears its state and chat. */
export const roomChannel = (roomId: string) => `room:${roomId}`;

const profileOf = (row: HostRow) => ({
  _id: row.id,
  name: row.name,
  imageUrls: imageUrls(row.images),
});

/** A thrown refusal that changes nothing: the store writes nothing when a change throws. */
const same = <T>(result: T) => ({ room: 'unchanged' as const, result });

/**
 * The live side of language rooms (PRODUCT §9.3): starting and ending rooms, and every socket
 * event's rule. Each change goes through the store's atomic update; whoever changed the state
 * broadcasts it to the room's channel (every node's sockets in it, through the Redis adapter).
 */
export function createLiveRooms(
  app: FastifyInstance,
  { store, media, timings }: { store: LiveRoomStore; media: RoomMedia; timings: RoomTimings },
) {
  const { io, db, log } = app;
  const now = () => app.clock.now().getTime();
  /** This node's sockets in rooms: socket id → room and member. */
  const local = new Map<string, { roomId: string; userId: string }>();
  const graceTimers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.catch((err: unknown) => log.error({ err }, 'room update failed'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  const broadcast = (room: LiveRoom) =>
    io
      .to(roomChannel(room.roomId))
      .emit('room:state', { room: toRoomObject(room, room.interestedCount) });

  /** The live state a room's row calls for, unless it has one already (any node may ask). */
  async function ensureLive(row: RoomRow, host: HostRow) {
    const interestedCount = (await interestedMembers(db, row.id)).length;
    const fresh: LiveRoom = {
      roomId: row.id,
      title: row.title,
      language: row.language,
      level: row.level,
      topic: row.topic,
      maxSpeakers: row.maxSpeakers,
      maxListeners: media.maxListeners,
      mode: row.mode,
      startsAt: row.startsAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      host: profileOf(host),
      members: {},
      removed: [],
      speakerlessSince: now(),
      mediaRoom: row.mediaRoom,
      interestedCount,
    };
    return store.update(row.id, (room) => (room ? same(room) : { room: fresh, result: fresh }));
  }

  /**
   * A scheduled room starts (its host came in, or its time came): one node wins the row's
   * change; everyone who asked for a reminder gets a `room` notification.
   */
  async function start(row: RoomRow, host: HostRow) {
    const mediaRoom = await media.open(row.id, row.title);
    const started = await markLive(db, row.id, app.clock.now(), mediaRoom);
    if (!started) {
      await media.close(mediaRoom);
      const current = await findRoom(db, row.id);
      if (current?.status !== 'live') throw notFound('roomNotFound');
      return ensureLive(current, host);
    }
    const live = await ensureLive(started, host);
    const members = await interestedMembers(db, row.id);
    app.events.emit('roomStarted', {
      roomId: row.id,
      hostId: started.hostId,
      title: started.title,
      memberIds: members,
    });
    return live;
  }

  /** Ends the room once, whoever asks (host, idle job, hand-over with nobody, moderation). */
  async function end(roomId: string) {
    const row = await markEnded(db, roomId, app.clock.now());
    if (!row) return false;
    await store.remove(roomId);
    io.to(roomChannel(roomId)).emit('room:ended', { roomId, reason: 'ended' });
    io.in(roomChannel(roomId)).socketsLeave(roomChannel(roomId));
    await media.close(row.mediaRoom);
    return true;
  }

  type LeaveOutcome = {
    room: LiveRoom | null;
    left: LiveMember | null;
    ended: boolean;
    newHost: LiveMember | null;
  };

  /** After a member went: a new host is recorded, an empty-handed room ends, the rest hear it. */
  async function afterLeave(roomId: string, outcome: LeaveOutcome) {
    if (!outcome.left) return;
    for (const [socketId, entry] of local) {
      if (entry.roomId === roomId && entry.userId === outcome.left._id) local.delete(socketId);
    }
    track(
      media.dismiss(outcome.room?.mediaRoom ?? null, outcome.left.janusId, outcome.left.janusToken),
    );
    if (outcome.ended) {
      await end(roomId);
      return;
    }
    if (outcome.newHost) {
      await setHost(db, roomId, outcome.newHost._id);
      await media.setMuted(outcome.room!.mediaRoom, outcome.newHost.janusId, outcome.newHost.muted);
    }
    if (outcome.room) broadcast(outcome.room);
  }

  /** Takes the member out if `socketId` (when given) is still the one they take part from. */
  async function leaveRoom(roomId: string, userId: string, socketId?: string) {
    const outcome = await store.update<LeaveOutcome>(roomId, (room) => {
      const member = room?.members[userId];
      if (!room || !member || (socketId && member.socketId !== socketId)) {
        return same({ room: null, left: null, ended: false, newHost: null });
      }
      const result = rules.leave(room, userId, now());
      // An ended room's state goes with its row (end() removes it).
      return { room, result: { ...result, room } };
    });
    await afterLeave(roomId, outcome);
  }

  /** The room a socket acts on: the one it names, else the one it joined. */
  function roomOf(socket: AppSocket, roomId?: string): string {
    const id = roomId ?? local.get(socket.id)?.roomId;
    if (!id) throw notFound('notInRoom');
    return id;
  }

  /** A change by a member that, when it changes anything, everyone in the room hears. */
  async function change<T>(roomId: string, apply: (room: LiveRoom) => T | null) {
    const result = await store.update<{ room: LiveRoom; changed: T | null }>(roomId, (room) => {
      if (!room) throw notFound('roomNotFound');
      const changed = apply(room);
      return changed === null ? same({ room, changed: null }) : { room, result: { room, changed } };
    });
    if (result.changed !== null) broadcast(result.room);
    return result;
  }

  const syncMute = (room: LiveRoom, member: LiveMember | null) =>
    member && room.mode === 'janus'
      ? media.setMuted(room.mediaRoom, member.janusId, member.muted || !isSpeaker(member))
      : Promise.resolve();

  const heartbeat = setInterval(() => {
    const byRoom = new Map<string, Map<string, string>>();
    for (const [socketId, { roomId, userId }] of local) {
      const members = byRoom.get(roomId) ?? new Map<string, string>();
      members.set(userId, socketId);
      byRoom.set(roomId, members);
    }
    const seenAt = Date.now();
    for (const [roomId, members] of byRoom) {
      track(
        store
          .update<LiveRoom | null>(roomId, (room) => {
            if (!room) return same(null);
            for (const [userId, socketId] of members) {
              const member = room.members[userId];
              if (member?.socketId === socketId) member.seenAt = seenAt;
            }
            return { room, result: room };
          })
          .then((room) => {
            // The node holding the host's socket keeps the bridge in line with the room.
            const hostSocket = room && members.get(room.host._id);
            if (
              !room ||
              room.mode !== 'janus' ||
              hostSocket !== room.members[room.host._id]?.socketId
            ) {
              return;
            }
            return media.enforce(
              room.mediaRoom,
              Object.values(room.members).map((m) => ({
                janusId: m.janusId,
                mayTalk: isSpeaker(m) && !m.muted,
              })),
            );
          }),
      );
    }
  }, timings.heartbeatMs);
  heartbeat.unref();

  /**
   * The rooms job (every node runs it; each change is claimed once): scheduled rooms whose time
   * came start, hidden rooms end, members whose node died go, rooms without a speaker for
   * `LIMITS.roomIdleMinutes` end.
   */
  async function runJob() {
    const at = now();
    for (const watched of await roomsToWatch(db, app.clock.now())) {
      if (watched.hiddenAt) {
        await end(watched.id);
        continue;
      }
      const row = await findRoom(db, watched.id);
      const host = row && (await memberProfile(db, row.hostId));
      if (!row || !host) continue;
      if (row.status === 'scheduled') {
        await start(row, host).catch((err: unknown) =>
          log.warn({ err }, 'a due room did not start'),
        );
        continue;
      }
      const room = await store.get(row.id);
      if (!room) {
        // A room created a moment ago may not have its state written yet; older ones lost it.
        const startedAt = row.startedAt?.getTime() ?? 0;
        if (at - startedAt > STATELESS_GRACE_MS) await end(row.id);
        continue;
      }
      const stale = Object.values(room.members).filter(
        (m) => m.seenAt < Date.now() - timings.staleMs,
      );
      for (const member of stale) await leaveRoom(row.id, member._id, member.socketId);
      const after = stale.length ? await store.get(row.id) : room;
      if (!after) continue;
      if (
        after.speakerlessSince !== null &&
        at - after.speakerlessSince >= LIMITS.roomIdleMinutes * 60_000
      ) {
        await end(row.id);
      }
    }
  }
  const job = timings.jobMs ? setInterval(() => track(runJob()), timings.jobMs) : undefined;
  job?.unref();

  return {
    start,
    end,
    ensureLive,
    runJob,
    get: (roomId: string) => store.get(roomId),

    async join(socket: AppSocket, roomId: string) {
      const me = socket.data.userId;
      const found = await findVisibleRoom(db, me, roomId);
      if (!found) throw notFound('roomNotFound');
      const { room: row, host } = found;
      // PRODUCT §9.1/§9.3: the host's age band, and no block either way with the host.
      if (
        !(await memberVisibleTo(db, me, row.hostId)) ||
        (await blockedWithHost(db, row.hostId, me))
      ) {
        throw notFound('roomNotFound');
      }
      if (await wasRemoved(db, roomId, me)) throw badRequest('removedFromRoom');
      let live = row.status === 'live' ? await store.get(roomId) : null;
      if (row.status === 'scheduled') {
        if (me !== row.hostId) throw badRequest('roomNotLive');
        live = await start(row, host);
      } else if (!live) {
        live = await ensureLive(row, host);
      }
      const profile = await memberProfile(db, me);
      if (!profile) throw notFound('roomNotFound');
      // A socket is in one room at a time.
      const previous = local.get(socket.id);
      if (previous && previous.roomId !== roomId) await leaveRoom(previous.roomId, me, socket.id);

      const admitted = await media.admit(live.mediaRoom);
      let joined;
      try {
        joined = await store.update(roomId, (room) => {
          if (!room) throw notFound('roomNotFound');
          const result = rules.join(
            room,
            {
              ...profileOf(profile),
              socketId: socket.id,
              janusId: admitted?.janusId ?? null,
              janusToken: admitted?.janusToken ?? null,
            },
            now(),
            Date.now(),
          );
          return { room, result: { ...result, room } };
        });
      } catch (error) {
        track(
          media.dismiss(live.mediaRoom, admitted?.janusId ?? null, admitted?.janusToken ?? null),
        );
        throw error;
      }
      // The room may have ended between the checks and the join: nobody stays in a dead room.
      if ((await findRoom(db, roomId))?.status !== 'live') {
        await store.remove(roomId);
        throw notFound('roomNotFound');
      }
      local.set(socket.id, { roomId, userId: me });
      await socket.join(roomChannel(roomId));
      if (joined.replacedSocket) {
        io.in(joined.replacedSocket).socketsLeave(roomChannel(roomId));
        io.to(joined.replacedSocket).emit('room:ended', { roomId, reason: 'elsewhere' });
      }
      broadcast(joined.room);
      const { member } = joined;
      track(syncMute(joined.room, member));
      return {
        room: toRoomObject(joined.room, joined.room.interestedCount),
        role: member.role,
        media: media.mediaFor(joined.room.mediaRoom, {
          janusId: member.janusId,
          janusToken: member.janusToken,
          muted: member.muted,
          speaks: isSpeaker(member),
        }),
        messages: await store.messages(roomId),
      };
    },

    async leave(socket: AppSocket, roomId?: string) {
      const id = roomOf(socket, roomId);
      const room = await store.get(id);
      if (!room?.members[socket.data.userId]) throw notFound('notInRoom');
      await socket.leave(roomChannel(id));
      local.delete(socket.id);
      await leaveRoom(id, socket.data.userId);
    },

    async raiseHand(socket: AppSocket, raised: boolean, roomId?: string) {
      const id = roomOf(socket, roomId);
      await change(id, (room) => rules.raiseHand(room, socket.data.userId, raised, now()) || null);
    },

    async hostAction(
      socket: AppSocket,
      action: 'invite' | 'toListeners' | 'mute' | 'unmute' | 'remove',
      { roomId, userId }: TRoomHostAction,
    ) {
      const id = roomOf(socket, roomId);
      const me = socket.data.userId;
      const { room, changed } = await change(id, (room) => {
        switch (action) {
          case 'invite':
            return rules.invite(room, me, userId, now());
          case 'toListeners':
            return rules.toListeners(room, me, userId, now());
          case 'mute':
          case 'unmute':
            return rules.mute(room, me, userId, action === 'mute');
          case 'remove':
            return rules.remove(room, me, userId, now());
        }
      });
      if (!changed) return;
      if (action !== 'remove') {
        await syncMute(room, changed);
        return;
      }
      await addRemoval(db, id, userId, me);
      for (const [socketId, entry] of local) {
        if (entry.roomId === id && entry.userId === userId) local.delete(socketId);
      }
      io.in(changed.socketId).socketsLeave(roomChannel(id));
      io.to(changed.socketId).emit('room:ended', { roomId: id, reason: 'removed' });
      track(media.dismiss(room.mediaRoom, changed.janusId, changed.janusToken));
    },

    async message(socket: AppSocket, { roomId, text }: TRoomMessageRequest) {
      const room = await store.get(roomId);
      if (!room) throw notFound('roomNotFound');
      const member = rules.requireMember(room, socket.data.userId);
      const message: TRoomMessage = {
        roomId,
        from: { _id: member._id, name: member.name, imageUrls: member.imageUrls },
        text,
        createdAt: app.clock.now().toISOString(),
      };
      await store.addMessage(roomId, message);
      io.to(roomChannel(roomId)).emit('room:message', message);
    },

    async signal(socket: AppSocket, payload: unknown) {
      let bytes: number;
      try {
        bytes = Buffer.byteLength(JSON.stringify(payload) ?? '');
      } catch {
        throw badRequest('invalidInput');
      }
      if (bytes > LIMITS.callSignalMaxBytes) throw badRequest('signalTooLarge');
      const { roomId, to, data } = ZRoomSignal.parse(payload);
      const room = await store.get(roomId);
      if (!room) throw notFound('roomNotFound');
      if (room.mode !== 'mesh') throw badRequest('roomSignalUnused');
      const me = rules.requireMember(room, socket.data.userId);
      if (me.socketId !== socket.id) throw notFound('notInRoom');
      const target = room.members[to];
      if (!target || to === me._id) throw notFound('memberNotInRoom');
      io.to(target.socketId).emit('room:signal', { roomId, from: me._id, data });
    },

    disconnected(socketId: string) {
      const entry = local.get(socketId);
      if (!entry) return;
      const timer = setTimeout(() => {
        graceTimers.delete(timer);
        local.delete(socketId);
        track(leaveRoom(entry.roomId, entry.userId, socketId));
      }, timings.graceMs);
      graceTimers.add(timer);
    },

    /** Shutdown: this node's members leave now (their sockets are gone), then work settles. */
    async close() {
      clearInterval(heartbeat);
      if (job) clearInterval(job);
      for (const timer of graceTimers) clearTimeout(timer);
      graceTimers.clear();
      const entries = [...local.entries()];
      local.clear();
      await Promise.all(
        entries.map(([socketId, { roomId, userId }]) =>
          leaveRoom(roomId, userId, socketId).catch((err: unknown) =>
            log.error({ err }, 'leaving a room at shutdown failed'),
          ),
        ),
      );
      while (pending.size) await Promise.all([...pending]);
      await media.shutdown();
      await store.close();
    },
  };
}

export type LiveRooms = ReturnType<typeof createLiveRooms>;
