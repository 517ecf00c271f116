import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharedSecret } from '../../db/app-secrets.ts';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { createLiveRooms, DEFAULT_ROOM_TIMINGS, type LiveRooms, type RoomTimings } from './live.ts';
import { janusMedia, meshMedia, type RoomMedia } from './media.ts';
import { createRedisRoomStore } from './redis-store.ts';
import { roomsRoutes } from './routes.ts';
import { createRoomsService } from './service.ts';
import { roomSocketHandlers } from './socket-handlers.ts';
import { createMemoryRoomStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Language rooms' live side: tests run the rooms job by hand after moving the clock. */
    rooms: Pick<LiveRooms, 'runJob' | 'get'> & { media: Pick<RoomMedia, 'mode' | 'maxListeners'> };
  }
}

export type RoomsModuleOptions = ModuleOptions & {
  /** Tests shorten the grace and heartbeat times and run the job by hand. */
  roomTimings?: Partial<RoomTimings>;
};

/**
 * Language rooms (PRODUCT §9.3, decision 050): the REST routes, the `room:*` socket events, the
 * rooms job, and the audio: a WebRTC mesh through the socket, or Janus's AudioBridge with
 * JANUS_URL. Live state in Redis with REDIS_URL (several nodes), else in memory.
 */
export const roomsModule = fp(
  async (app: FastifyInstance, { config, redis, roomTimings }: RoomsModuleOptions) => {
    const timings = { ...DEFAULT_ROOM_TIMINGS, ...roomTimings };
    const store = redis
      ? createRedisRoomStore({
          redis,
          keyPrefix: config.redisKeyPrefix,
          ttlMs: Math.max(timings.staleMs * 4, 120_000),
        })
      : createMemoryRoomStore();
    const janus = config.rooms.janus;
    let roomKey: Promise<string> | undefined;
    const media = janus
      ? janusMedia({
          ...janus,
          log: app.log,
          roomKey: () =>
            (roomKey ??= sharedSecret(app.db, 'janus-room-key', () =>
              randomBytes(32).toString('base64url'),
            ).catch((error: unknown) => {
              roomKey = undefined;
              throw error;
            })),
        })
      : meshMedia;
    const live = createLiveRooms(app, { store, media, timings });
    const service = createRoomsService(app, live, media);
    roomSocketHandlers(app, live);
    app.decorate('rooms', { runJob: live.runJob, get: live.get, media });
    await app.register(roomsRoutes, { prefix: '/api/v1/rooms', service });
    // After the socket plugin closed this node's sockets: their members leave at once.
    app.addHook('preClose', () => live.close());
  },
  { name: 'rooms-module', dependencies: ['socket', 'events', 'db'] },
);
