import type { ClientToServerEvents, ServerToClientEvents } from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { adapterClients } from '../../lib/redis.ts';
import { findSessionUser } from '../http/auth.ts';
import {
  createSocketEventTable,
  freshEventBudget,
  type EventBudget,
  type SocketEvents,
} from './socket-events.ts';
import { releaseUpgradeRequests } from './socket-upgrades.ts';

/** What the server keeps per socket; modules add theirs by declaration merging. */
export interface SocketData {
  userId: string;
  sessionId: string;
  budget: EventBudget;
  /** Settles each ack this socket still owes, on its disconnect (made on its first ack). */
  owedAcks?: Set<() => void>;
}
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
    socketEvents: SocketEvents;
  }
}

/** How long a shutdown waits for event handlers already running, and then for their acks. */
const SOCKET_DRAIN_MS = 8_000;

/** The part of an engine.io connection a shutdown needs (engine.io is socket.io's transport). */
type EngineSocket = { once(event: 'close', listener: () => void): unknown };

async function withinDrainTime(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work,
    new Promise((resolve) => (timer = setTimeout(resolve, SOCKET_DRAIN_MS))),
  ]);
  clearTimeout(timer);
}

/** The room every socket of one member joins: emitting to it reaches all their tabs, on every node. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * A request without Origin (not from a browser) or from the page's own host. Anything that does not
 * parse as a URL (`Origin: null` from a sandboxed iframe or a file:// page) is refused, never thrown:
 * the check runs in the HTTP server's request handler, where a throw would stop the process.
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

/**
 * socket.io on the app's own port and origin. The handshake must carry a valid token; a logout or
 * password reset disconnects that token's (or member's) sockets. Chat events live in modules/chat.
 */
export const socketPlugin = fp(
  async (app: FastifyInstance, { redis, keyPrefix }: { redis?: Redis; keyPrefix?: string }) => {
    const io: AppServer = new Server(app.server, {
      serveClient: false,
      // A client whose network vanished (no close frame ever arrives) is found by the heartbeat:
      // at most 10 + 10 s before its partner sees it offline, not socket.io's default 25 + 20 s.
      pingInterval: 10_000,
      pingTimeout: 10_000,
      // Bigger frames close the connection before anything is parsed.
      maxHttpBufferSize: LIMITS.socketMaxPayloadBytes,
      // Same origin only: browsers send Origin on websocket and XHR upgrades.
      allowRequest: (req, callback) => {
        callback(null, isSameOrigin(req.headers.origin, req.headers.host));
      },
    });
    // Nothing reads the upgrade request after the handshake (the token comes from
    // socket.handshake.auth, which socket.io builds without it): letting it go frees its headers,
    // URL and listeners, a few KiB per open socket (socket.io's memory-usage guide; issue 32).
    io.engine.on('connection', (raw: { request: unknown }) => {
      raw.request = null;
    });
    releaseUpgradeRequests(io.engine);
    if (redis) {
      const { publisher, subscriber } = adapterClients(redis, app.log);
      io.adapter(createAdapter(publisher, subscriber, { key: `${keyPrefix ?? 'chingu'}:io` }));
      app.addHook('onClose', async () => {
        publisher.disconnect();
        subscriber.disconnect();
      });
    }

    // Open sockets per member on this node: a cap keeps one token from holding a thousand. Counted
    // on connection, not in the handshake: a client gone while its handshake ran never connects
    // and never disconnects, and a count taken for it would stay.
    const socketsOf = new Map<string, number>();
    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      const found =
        typeof token === 'string' ? await findSessionUser(app.db, token).catch(() => null) : null;
      if (!found) return next(new Error('unauthorized'));
      const userId = found.user.id;
      if ((socketsOf.get(userId) ?? 0) >= LIMITS.socketsPerMember) {
        return next(new Error('tooManyConnections'));
      }
      // Field by field: modules add theirs when the socket connects (SocketData's merged fields).
      socket.data.userId = userId;
      socket.data.sessionId = found.sessionId;
      socket.data.budget = freshEventBudget(Date.now());
      await socket.join([userRoom(userId), `session:${found.sessionId}`]);
      next();
    });

    // Acks still owed for events accepted before a shutdown: it waits for them (the handler's
    // database work, then the ack) before the sockets and the database close. An ack lost on a
    // stored message made clients send it again.
    let closing = false;
    const owedAcks = new Set<Promise<void>>();
    const table = createSocketEventTable({ isClosing: () => closing, owedAcks, log: app.log });
    app.decorate('socketEvents', table.events);

    table.events.onDisconnect(({ data: { userId } }) => {
      const left = (socketsOf.get(userId) ?? 1) - 1;
      if (left > 0) socketsOf.set(userId, left);
      else socketsOf.delete(userId);
    });
    io.on('connection', (socket: AppSocket) => {
      const { userId } = socket.data;
      socketsOf.set(userId, (socketsOf.get(userId) ?? 0) + 1);
      // Shared functions, not closures: nothing is made per socket but its data (issue 32).
      socket.onAny(table.onAnyEvent);
      socket.on('disconnect', table.onDisconnect);
      table.connected(socket);
    });

    app.events.on('sessionRevoked', ({ sessionIds }) => {
      for (const id of sessionIds) io.in(`session:${id}`).disconnectSockets(true);
    });
    app.events.on('userSessionsRevoked', ({ userId }) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      closing = true;
      await withinDrainTime(Promise.all([...owedAcks]));
      // io.close() discards what the connections have not yet written (the last acks): close
      // them gently first and wait until they have flushed and gone.
      const connections = (io.engine as unknown as { clients: Record<string, EngineSocket> })
        .clients;
      const gone = Object.values(connections).map(
        (client) => new Promise<void>((resolve) => client.once('close', () => resolve())),
      );
      // This node's sockets only: with the Redis adapter io.disconnectSockets() reaches every node,
      // and one node's restart would drop every member's connection (and call) everywhere.
      io.local.disconnectSockets(true);
      await withinDrainTime(Promise.all(gone));
      await io.close();
    });
  },
  { name: 'socket', dependencies: ['db', 'events'] },
);
