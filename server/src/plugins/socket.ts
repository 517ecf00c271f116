import type { ClientToServerEvents, ServerToClientEvents } from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { findSessionUser } from './auth.ts';

export type SocketData = { userId: string; sessionId: string };
export type AppServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    io: AppServer;
  }
}

/** The room every socket of one member joins: emitting to it reaches all their tabs, on every node. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the app's own port and origin. The handshake must carry a valid token; a logout or
 * password reset disconnects that token's (or member's) sockets. Chat events live in modules/chat.
 */
export const socketPlugin = fp(
  async (app: FastifyInstance, { redis, keyPrefix }: { redis?: Redis; keyPrefix?: string }) => {
    const io: AppServer = new Server(app.server, {
      serveClient: false,
      // Bigger frames close the connection before anything is parsed.
      maxHttpBufferSize: LIMITS.socketMaxPayloadBytes,
      // Same origin only: browsers send Origin on websocket and XHR upgrades.
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        const host = req.headers.host;
        callback(null, !origin || (!!host && new URL(origin).host === host));
      },
    });
    if (redis) {
      const subscriber = redis.duplicate();
      io.adapter(createAdapter(redis, subscriber, { key: `${keyPrefix ?? 'chingu'}:io` }));
      app.addHook('onClose', async () => void subscriber.disconnect());
    }

    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      const found =
        typeof token === 'string' ? await findSessionUser(app.db, token).catch(() => null) : null;
      if (!found) return next(new Error('unauthorized'));
      socket.data = { userId: found.user.id, sessionId: found.sessionId };
      await socket.join([userRoom(found.user.id), `session:${found.sessionId}`]);
      next();
    });

    app.events.on('sessionRevoked', ({ sessionIds }) => {
      for (const id of sessionIds) io.in(`session:${id}`).disconnectSockets(true);
    });
    app.events.on('userSessionsRevoked', ({ userId }) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      await io.close();
    });
  },
);
