import multipart from '@fastify/multipart';
import { LIMITS } from '@chingu/contract';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { logRedisState } from './lib/redis.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { callsRoutes } from './modules/calls/routes.ts';
import { DEFAULT_CALL_TIMINGS, type CallTimings } from './modules/calls/service.ts';
import { callsRealtime } from './modules/calls/socket-handlers.ts';
import { attachmentFileRoutes, chatRoutes } from './modules/chat/routes.ts';
import { chatRealtime } from './modules/chat/socket-handlers.ts';
import { digestJob } from './modules/digest/job.ts';
import { digestRoutes } from './modules/digest/routes.ts';
import { directoryRoutes, publicMemberRoutes } from './modules/directory/routes.ts';
import { followsRoutes } from './modules/follows/routes.ts';
import { geocodeRoutes } from './modules/geocode/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { blockRoutes } from './modules/members/routes.ts';
import { momentsRoutes } from './modules/moments/routes.ts';
import { notificationListeners } from './modules/notifications/listeners.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { pushDelivery } from './modules/push/delivery.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { adminReportsRoutes, reportsRoutes } from './modules/reports/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { storiesRoutes } from './modules/stories/routes.ts';
import { translateRoutes } from './modules/translate/routes.ts';
import { apiReferencePlugin } from './plugins/api-reference.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { attachmentFilesPlugin } from './plugins/attachment-files.ts';
import { clockPlugin } from './plugins/clock.ts';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation.ts';
import { memberCachePlugin } from './plugins/member-cache.ts';
import { visitorCachePlugin } from './plugins/visitor-cache.ts';
import { imagesPlugin } from './plugins/images.ts';
import { listTotalsPlugin } from './plugins/list-totals.ts';
import { mailPlugin } from './plugins/mail.ts';
import { pushPlugin } from './plugins/push.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { socketPlugin } from './plugins/socket.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { unreadBodyPlugin } from './plugins/unread-body.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: ReadonlyArray<RouteEntry>;
  }
}

/** A registered route and the input schemas it declared (zod schemas, or absent). */
export type RouteEntry = {
  method: string;
  url: string;
  schemas: { body?: unknown; querystring?: unknown; params?: unknown };
  /** Left out of the API reference (`schema.hide`): the reference itself, static files. */
  hidden: boolean;
};

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The app's clock (default: the system time); tests pass one they can move forward. */
  now?: () => Date;
  /** Tests shorten the ring and grace times of calls (PRODUCT §8.2: 30 s and 5 s). */
  callTimings?: Partial<CallTimings>;
};

export async function buildApp({ config, database, logger, now, callTimings }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Errors and slow requests only (plugins/request-log.ts), not two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    // request.ip is the socket's address unless TRUST_PROXY names the proxies in front.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Paths are case-sensitive per SPEC §7 (e.g. /followersList), ids are in path params.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
  });
  // Every route as registered with its input schemas, for tests that must cover them all (the
  // fuzz suite derives valid inputs from the schemas).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const { body, querystring, params, hide } = route.schema ?? {};
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        schemas: { body, querystring, params },
        hidden: hide === true,
      });
    }
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) {
    logRedisState(redis, app.log, 'presence and rate limits');
    app.addHook('onClose', async () => void redis.disconnect());
  }

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(unreadBodyPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(textGuardPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.imageMaxBytes,
      files: LIMITS.imagesPerGallery + 1,
      fields: 30,
      fieldSize: 10_000,
    },
  });
  await app.register(eventsPlugin);
  await app.register(clockPlugin, { now });
  await app.register(dbPlugin, { database });
  await app.register(cacheInvalidationPlugin, {
    ...(redis ? { redis } : {}),
    keyPrefix: config.redisKeyPrefix,
  });
  await app.register(listTotalsPlugin);
  await app.register(visitorCachePlugin, { ttlMs: config.visitorCacheSeconds * 1000 });
  await app.register(memberCachePlugin, { ttlMs: config.memberCacheSeconds * 1000 });
  await app.register(mailPlugin, { config });
  await app.register(storagePlugin, {
    uploadsDir: config.uploadsDir,
    attachmentsDir: config.attachmentsDir,
    s3: config.s3,
  });
  await app.register(imagesPlugin);
  await app.register(attachmentFilesPlugin);
  await app.register(pushPlugin, { config });
  await app.register(rateLimitPlugin, { config, ...(redis ? { redis } : {}) });
  await app.register(authPlugin, {
    adminEmails: config.adminEmails,
    sessionCacheMs: config.sessionCacheSeconds * 1000,
  });
  await app.register(apiReferencePlugin);
  await app.register(socketPlugin, {
    ...(redis ? { redis } : {}),
    keyPrefix: config.redisKeyPrefix,
  });
  // Before the chat module: at shutdown it ends this node's calls, and the chat module then waits
  // for their records to be stored.
  await app.register(callsRealtime, {
    ...(redis ? { redis } : {}),
    keyPrefix: config.redisKeyPrefix,
    timings: {
      ...DEFAULT_CALL_TIMINGS,
      ringMs: config.calls.ringSeconds * 1000,
      ...callTimings,
    },
  });
  await app.register(chatRealtime, {
    ...(redis ? { redis } : {}),
    keyPrefix: config.redisKeyPrefix,
  });
  await app.register(notificationListeners);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/v1/auth', config });
  await app.register(profileRoutes, { prefix: '/api/v1/auth' });
  await app.register(siteRoutes, { prefix: '/api/v1', config });
  await app.register(translateRoutes, { prefix: '/api/v1', config });
  await app.register(directoryRoutes, { prefix: '/api/v1/auth/users' });
  await app.register(followsRoutes, { prefix: '/api/v1/auth/users' });
  await app.register(publicMemberRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api/v1/messages' });
  await app.register(attachmentFileRoutes, { prefix: '/api/v1/messages' });
  await app.register(blockRoutes, { prefix: '/api/v1/auth/users' });
  await app.register(callsRoutes, { prefix: '/api/v1/calls', config });
  await app.register(accountRoutes, { prefix: '/api/v1/auth/users' });
  await app.register(momentsRoutes, { prefix: '/api/v1/moments' });
  await app.register(storiesRoutes, { prefix: '/api/v1/stories', config });
  await app.register(geocodeRoutes, { prefix: '/api/v1/geocode', config });
  await app.register(reportsRoutes, { prefix: '/api/v1/reports' });
  await app.register(adminReportsRoutes, { prefix: '/api/v1/admin/reports' });
  await app.register(notificationsRoutes, { prefix: '/api/v1/notifications' });
  await app.register(pushRoutes, { prefix: '/api/v1/push', config });
  await app.register(pushDelivery);
  await app.register(digestJob, {
    intervalMs: config.digestIntervalMs,
    publicUrl: config.publicUrl,
  });
  await app.register(digestRoutes, { prefix: '/api/v1/digest' });

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
