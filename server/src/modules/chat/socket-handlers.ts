import {
  ZMarkAsReadPayload,
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
import { userRoom, type AppSocket } from '../../plugins/socket.ts';
import { createLocalPresence, createRedisPresence } from './presence.ts';
import { blockedEitherWay, blockState } from '../members/queries.ts';
import { setLastSeen } from './queries.ts';
import { createChatService } from './service.ts';

/**
 * The chat's socket events (SPEC §7): presence, sending, read receipts and typing. Every payload
 * is validated; a member acts only as themself (the id comes from the handshake, never the payload).
 */
export const chatRealtime = fp(
  async (app: FastifyInstance, { redis, keyPrefix }: { redis?: Redis; keyPrefix: string }) => {
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
    const chat = createChatService(app);

    /** The rooms of everyone in a block with the member: presence never reaches them. */
    async function presenceHiddenRooms(userId: string): Promise<string[]> {
      return (await blockedEitherWay(app.db, userId)).map(userRoom);
    }

    async function wentOffline(userId: string) {
      const lastSeen = (await setLastSeen(app.db, userId)).toISOString();
      // Partners' cached conversation lists show this member's presence (decision 031).
      app.cacheInvalidation.invalidate('presence');
      io.except(await presenceHiddenRooms(userId)).emit('userOffline', { userId, lastSeen });
    }

    /** Counted online again after Redis was unreachable: everyone else hears it, as on connect. */
    async function cameOnline(userId: string) {
      io.except([userRoom(userId), ...(await presenceHiddenRooms(userId))]).emit('userOnline', {
        userId,
      });
    }

    async function onlineEntries(viewerId: string): Promise<TPresenceEntry[]> {
      const [ids, hidden] = await Promise.all([
        presence.onlineUserIds(),
        blockedEitherWay(app.db, viewerId),
      ]);
      const hiddenIds = new Set(hidden);
      return ids
        .filter((userId) => !hiddenIds.has(userId))
        .map((userId) => ({ userId, status: 'online', lastSeen: null }));
    }

    // A new block hides each from the other at once; an unblock shows whoever is online.
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
            } else if (online.has(subject)) {
              io.to(userRoom(viewer)).emit('userOnline', { userId: subject });
            }
          }
        })(),
      );
    });

    // A finished call leaves its record in the conversation (emitted once per call).
    app.events.on('callFinished', (call) => track(chat.recordCall(call)));

    /** typing / stopTyping reach the receiver's tabs only, and never across a block. */
    async function relayTyping(socket: AppSocket, payload: unknown, isTyping: boolean) {
      const parsed = ZTypingPayload.safeParse(payload);
      const userId = socket.data.userId;
      if (!parsed.success || parsed.data.receiver === userId) return;
      const { receiver } = parsed.data;
      const blocked = await blockState(app.db, userId, receiver);
      if (blocked.aBlockedB || blocked.bBlockedA) return;
      io.to(userRoom(receiver)).emit('userTyping', { userId, isTyping });
    }

    io.on('connection', (socket: AppSocket) => {
      const { userId } = socket.data;
      // Counted before any await, so a quick disconnect is always counted after it.
      const connected = presence.connect(userId);

      socket.on('sendMessage', async (payload: unknown, callback: unknown) => {
        const reply = ackOf<TSendMessageAck>(callback);
        const rawClientId = (payload as { clientId?: unknown } | null | undefined)?.clientId;
        const clientId = typeof rawClientId === 'string' ? rawClientId : undefined;
        try {
          const input = ZSendMessageRequest.parse(payload);
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
      });

      socket.on('markAsRead', async (payload: unknown, callback: unknown) => {
        const reply = ackOf<TMarkAsReadAck>(callback);
        try {
          const { senderId } = ZMarkAsReadPayload.parse(payload);
          const markedCount = await chat.markRead(userId, senderId);
          reply?.({ status: 'success', markedCount });
        } catch (error) {
          reply?.(socketError(error, log));
        }
      });

      socket.on('typing', (payload: unknown) => track(relayTyping(socket, payload, true)));
      socket.on('stopTyping', (payload: unknown) => track(relayTyping(socket, payload, false)));

      socket.on('getOnlineUsers', async (callback: unknown) => {
        const reply = ackOf<TOnlineUsersAck>(callback);
        try {
          reply?.({ status: 'success', users: await onlineEntries(userId) });
        } catch (error) {
          reply?.(socketError(error, log));
        }
      });

      socket.on('disconnect', () => {
        track(
          (async () => {
            await connected.catch(() => undefined);
            if (await presence.disconnect(userId)) await wentOffline(userId);
          })(),
        );
      });

      track(
        (async () => {
          const first = await connected;
          socket.emit('onlineUsers', await onlineEntries(userId));
          if (first) app.cacheInvalidation.invalidate('presence');
          if (first)
            socket.broadcast
              .except(await presenceHiddenRooms(userId))
              .emit('userOnline', { userId });
        })(),
      );
    });

    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      while (pending.size) await Promise.all([...pending]);
      await presence.close();
    });
  },
);
