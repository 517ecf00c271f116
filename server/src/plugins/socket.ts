import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { findSessionUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export type SocketData = { userId: string; sessionId: string };

/**
 * socket.io on the app's own port and origin. The handshake must carry a valid token; a logout or
 * password reset disconnects that token's (or member's) sockets. Chat events come with the chat issue.
 */
export const socketPlugin = fp(async (app: FastifyInstance, { redis }: { redis?: Redis }) => {
  const io = new Server<
    Record<string, never>,
    Record<string, never>,
    Record<string, never>,
    SocketData
  >(app.server, {
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    // Same origin only: browsers send Origin on websocket and XHR upgrades.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      const host = req.headers.host;
      callback(null, !origin || (!!host && new URL(origin).host === host));
    },
  });
  if (redis) io.adapter(createAdapter(redis, redis.duplicate()));

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const found =
      typeof token === 'string' ? await findSessionUser(app.db, token).catch(() => null) : null;
    if (!found) return next(new Error('unauthorized'));
    socket.data = { userId: found.user.id, sessionId: found.sessionId };
    await socket.join([`user:${found.user.id}`, `session:${found.sessionId}`]);
    next();
  });

  app.events.on('sessionRevoked', ({ sessionIds }) => {
    for (const id of sessionIds) io.in(`session:${id}`).disconnectSockets(true);
  });
  app.events.on('userSessionsRevoked', ({ userId }) => {
    io.in(`user:${userId}`).disconnectSockets(true);
  });

  app.decorate('io', io);
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await io.close();
  });
});
