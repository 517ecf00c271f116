import {
  LIMITS,
  ZMarkAsReadPayload,
  ZOnlineUsersRequest,
  ZSendMessageRequest,
  ZTypingPayload,
  type TMarkAsReadAck,
  type TOnlineUsersAck,
  type TPresenceEntry,
  type TSendMessageAck,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ackOf, socketError } from '../../lib/socket-ack.ts';
import { userRoom, type AppSocket } from '../../plugins/infra/socket.ts';
import {
  blockState,
  inAgeBandOf,
  memberVisibleTo,
  presenceVisibleAmong,
} from '../members/queries.ts';
import { createPresenceCircles, presenceRoom } from './presence-audience.ts';
import { setLastSeen } from './presence-queries.ts';
import { createLocalPresence, createRedisPresence } from './presence.ts';
import { requestBetween } from './request-queries.ts';
import { createChatService } from './service.ts';

/** What the chat remembers per socket (on `socket.data.chat`). */
type ChatSocketState = {
  /** The presence count of this socket's connect: its disconnect is counted after it. */
  connected: Promise<boolean>;
  /**
   * The last presence answer queued: answers leave in the order they were asked, so a full list
   * computed before an answer by id cannot arrive after it (the client replaces its list).
   */
  answered: Promise<unknown>;
  /** Members this socket asked about by id, oldest first (their rooms are joined); made on use. */
  watched?: Set<string>;
};

declare module '../../plugins/infra/socket.ts' {
  interface SocketData {
    chat: ChatSocketState;
  }
}

/** Members one socket may watch by id beyond its partners (a few chat windows' worth). */
const MAX_WATCHED_PER_SOCKET = LIMITS.presenceLookupMax * 4;

/**
 * The chat's socket events (SPEC §7): presence, sending, read receipts and typing. Every payload
 * is validated; a member acts only as themself (the id comes from the handshake, never the payload).
 */
export const chatRealtime = fp(
  async (
    app: FastifyInstance,
    {
      redis,
      keyPrefix,
      newContactsPerDay,
    }: { redis?: Redis; keyPrefix: string; newContactsPerDay: number },
  ) => {
    const { io, log } = app;

    // Presence updates still running; shutdown waits for them before the database closes.
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      const settled = work.catch((err: unknown) => log.error({ err }, 'presence update failed'));
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
    };

    const presence = redis
      ? createRedisPresence({
          redis,
          keyPrefix,
          onStaleOffline: (userIds) => {
            for (const userId of userIds) track(wentOffline(userId));
          },
          onStaleOnline: (userIds) => {
            for (const userId of userIds) track(cameOnline(userId));
          },
        })
      : createLocalPresence();
    app.decorate('presence', presence);
    const chat = createChatService(app, { newContactsPerDay });
    const circles = createPresenceCircles(app);

    /**
     * Where a member's presence goes (decision 036): the sockets watching them (their partners',
     * and those that asked by id), never anyone in a block with them.
     */
    async function presenceAudience(userId: string) {
      const hidden = await circles.hiddenOf(userId);
      return io.to(presenceRoom(userId)).except([userRoom(userId), ...hidden.map(userRoom)]);
    }

    async function wentOffline(userId: string) {
      const lastSeen = (await setLastSeen(app.db, userId)).toISOString();
      // Partners' cached conversation lists show this member's presence (decision 031).
      app.cacheInvalidation.invalidate('presence');
      const audience = await presenceAudience(userId);
      // Back already (a dropped network returning closes the old socket as the new one opens):
      // their connect has told the audience, and a late "offline" would stay on screen.
      if (await isOnline(userId)) return;
      audience.emit('userOffline', { userId, lastSeen });
    }

    /** Counted online again after Redis was unreachable: their audience hears it, as on connect. */
    async function cameOnline(userId: string) {
      const audience = await presenceAudience(userId);
      if (await isOnline(userId)) audience.emit('userOnline', { userId });
    }

    /** Read just before a presence frame leaves, after the awaits that could reorder two. */
    async function isOnline(userId: string) {
      return (await presence.onlineAmong([userId])).has(userId);
    }

    async function onlineEntries(userIds: Iterable<string>): Promise<TPresenceEntry[]> {
      const online = await presence.onlineAmong([...new Set(userIds)]);
      return [...online].map((userId) => ({ userId, status: 'online', lastSeen: null }));
    }

    // A new block hides each from the other at once; an unblock shows whoever is online, and each
    // watches the other again (a socket that connected during the block did not join the room).
    app.events.on('blockChanged', ({ blockerId, blockedId, blocked }) => {
      track(
        (async () => {
          const online = await presence.onlineAmong([blockerId, blockedId]);
          for (const [viewer, subject] of [
            [blockerId, blockedId],
            [blockedId, blockerId],
          ] as const) {
            if (blocked) {
              io.to(userRoom(viewer)).emit('userOffline', { userId: subject, lastSeen: null });
              continue;
            }
            io.in(userRoom(viewer)).socketsJoin(presenceRoom(subject));
            if (online.has(subject))
              io.to(userRoom(viewer)).emit('userOnline', { userId: subject });
          }
        })(),
      );
    });

    // Two members' first message: each now watches the other and learns whether they are online.
    // The send was checked against blocks, so no block stands between them.
    app.events.on('conversationStarted', ({ senderId, receiverId }) => {
      const pair = [
        [senderId, receiverId],
        [receiverId, senderId],
      ] as const;
      for (const [viewer, subject] of pair) {
        io.in(userRoom(viewer)).socketsJoin(presenceRoom(subject));
      }
      track(
        (async () => {
          const online = await presence.onlineAmong([senderId, receiverId]);
          for (const [viewer, subject] of pair) {
            if (online.has(subject))
              io.to(userRoom(viewer)).emit('userOnline', { userId: subject });
          }
        })(),
      );
    });

    // A finished call leaves its record in the conversation (emitted once per call).
    app.events.on('callFinished', (call) => track(chat.recordCall(call)));

    /**
     * typing / stopTyping reach the receiver's tabs only, never across a block, and not while a
     * message request between the two is unanswered (PRODUCT §9.1).
     */
    async function relayTyping(socket: AppSocket, payload: unknown, isTyping: boolean) {
      const parsed = ZTypingPayload.safeParse(payload);
      const userId = socket.data.userId;
      if (!parsed.success || parsed.data.receiver === userId) return;
      const { receiver } = parsed.data;
      const [blocked, request, visible] = await Promise.all([
        blockState(app.db, userId, receiver),
        requestBetween(app.db, userId, receiver),
        // Nor across age bands (PRODUCT §9.1).
        memberVisibleTo(app.db, userId, receiver),
      ]);
      if (blocked.aBlockedB || blocked.bBlockedA || request || !visible) return;
      io.to(userRoom(receiver)).emit('userTyping', { userId, isTyping });
    }

    /** Presence answers leave in the order they were asked (see ChatSocketState.answered). */
    function inOrder(socket: AppSocket, work: () => Promise<void>) {
      const state = socket.data.chat;
      const done = state.answered.then(work);
      state.answered = done.catch(() => undefined);
      track(done);
    }

    /** Watches `userIds` (besides partners): their presence reaches this socket from now on. */
    async function watch(socket: AppSocket, userIds: string[]) {
      const { userId } = socket.data;
      const { partners, hidden } = await circles.of(userId);
      const hiddenIds = new Set(hidden);
      const candidates = userIds.filter((id) => id !== userId && !hiddenIds.has(id));
      // Strangers are never watched (issue 29, finding 5): only partners and members who follow
      // this one; members of the other age band are absent (PRODUCT §9.1).
      const [visible, inBand] = await Promise.all([
        presenceVisibleAmong(app.db, userId, candidates),
        inAgeBandOf(app.db, userId, candidates),
      ]);
      const asked = candidates.filter((id) => visible.has(id) && inBand.has(id));
      // A closed socket has left its rooms for good; joining now would leave it listed there.
      if (socket.disconnected) return asked;
      const watched = (socket.data.chat.watched ??= new Set());
      for (const id of asked) {
        watched.delete(id);
        watched.add(id);
      }
      await socket.join(asked.map(presenceRoom));
      // Bounded per socket: the oldest watched leave first (a partner's room is kept).
      const partnerIds = new Set(partners);
      for (const id of watched) {
        if (watched.size <= MAX_WATCHED_PER_SOCKET) break;
        watched.delete(id);
        if (!partnerIds.has(id)) await socket.leave(presenceRoom(id));
      }
      return asked;
    }

    // One handler per event for every socket (issue 32); what a socket remembers is its data.
    const events = app.socketEvents;
    events.on('sendMessage', (socket, [payload, callback]) => {
      const reply = ackOf<TSendMessageAck>(callback);
      const rawClientId = (payload as { clientId?: unknown } | null | undefined)?.clientId;
      const clientId = typeof rawClientId === 'string' ? rawClientId : undefined;
      const { userId } = socket.data;
      void (async () => {
        try {
          const input = ZSendMessageRequest.parse(payload);
          // The same per-member budget as POST /messages (decision 044).
          await app.spendMemberBudget(userId, 'messages');
          const { message } = await chat.send(userId, input, socket.id);
          reply?.({ status: 'success', message });
        } catch (error) {
          const failure = socketError(error, log);
          reply?.(failure);
          socket.emit('messageError', {
            error: failure.error,
            ...(failure.code ? { code: failure.code } : {}),
            ...(clientId ? { clientId } : {}),
          });
        }
      })();
    });

    events.on('markAsRead', (socket, [payload, callback]) => {
      const reply = ackOf<TMarkAsReadAck>(callback);
      void (async () => {
        try {
          const { senderId } = ZMarkAsReadPayload.parse(payload);
          const markedCount = await chat.markRead(socket.data.userId, senderId);
          reply?.({ status: 'success', markedCount });
        } catch (error) {
          reply?.(socketError(error, log));
        }
      })();
    });

    events.on('typing', (socket, [payload]) => track(relayTyping(socket, payload, true)));
    events.on('stopTyping', (socket, [payload]) => track(relayTyping(socket, payload, false)));

    events.on('getOnlineUsers', (socket, args) => {
      const reply = ackOf<TOnlineUsersAck>(args.at(-1));
      const payload = typeof args[0] === 'function' ? undefined : args[0];
      const { userId } = socket.data;
      inOrder(socket, async () => {
        try {
          if (payload === undefined) {
            const { partners, hidden } = await circles.of(userId);
            // A member watched before a request came between the two is no longer told.
            const hiddenIds = new Set(hidden);
            const watched = socket.data.chat.watched ?? [];
            const shown = [...partners, ...watched].filter((id) => !hiddenIds.has(id));
            reply?.({ status: 'success', users: await onlineEntries(shown) });
            return;
          }
          const asked = await watch(socket, ZOnlineUsersRequest.parse(payload).userIds);
          reply?.({ status: 'success', users: await onlineEntries(asked) });
        } catch (error) {
          reply?.(socketError(error, log));
        }
      });
    });

    events.onDisconnect((socket) => {
      const { userId, chat: state } = socket.data;
      track(
        (async () => {
          await state.connected.catch(() => undefined);
          if (await presence.disconnect(userId)) await wentOffline(userId);
        })(),
      );
    });

    events.onConnect((socket) => {
      const { userId } = socket.data;
      // Counted before any await, so a quick disconnect is always counted after it.
      socket.data.chat = { connected: presence.connect(userId), answered: Promise.resolve() };
      // The member watches their partners and gets those online; their own first socket tells
      // their audience. Nobody else hears it: a connect costs frames per partner, not per socket.
      inOrder(socket, async () => {
        const [first, { partners }] = await Promise.all([
          socket.data.chat.connected,
          circles.of(userId),
        ]);
        // Joined before the counts are read: whoever comes online after the read is heard. A
        // socket closed meanwhile has left its rooms for good and must not be listed again.
        if (!socket.disconnected) await socket.join(partners.map(presenceRoom));
        const watched = socket.data.chat.watched ?? [];
        socket.emit('onlineUsers', await onlineEntries([...partners, ...watched]));
        if (first) {
          app.cacheInvalidation.invalidate('presence');
          const audience = await presenceAudience(userId);
          // Gone again meanwhile: their disconnect tells (or told) the audience "offline".
          if (await isOnline(userId)) audience.emit('userOnline', { userId });
        }
      });
    });

    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      while (pending.size) await Promise.all([...pending]);
      await presence.close();
    });
  },
);
