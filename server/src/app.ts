import { LIMITS } from '@chingu/contract';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import type { ResolveHost } from './lib/public-endpoint.ts';
import { logRedisState } from './lib/redis.ts';
import { accountModule } from './modules/account/index.ts';
import { authModule } from './modules/auth/index.ts';
import { callsModule, type CallsModuleOptions } from './modules/calls/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { digestModule } from './modules/digest/index.ts';
import { directoryModule } from './modules/directory/index.ts';
import { followsModule } from './modules/follows/index.ts';
import { geocodeModule } from './modules/geocode/index.ts';
import { healthModule } from './modules/health/index.ts';
import { membersModule } from './modules/members/index.ts';
import { momentsModule } from './modules/moments/index.ts';
import { notebookModule } from './modules/notebook/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { pushModule } from './modules/push/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { roomsModule, type RoomsModuleOptions } from './modules/rooms/index.ts';
import { sessionsModule } from './modules/sessions/index.ts';
import { siteModule } from './modules/site/index.ts';
import { storiesModule } from './modules/stories/index.ts';
import { streakModule } from './modules/streak/index.ts';
import { testClockModule } from './modules/test-clock/index.ts';
import { translateModule } from './modules/translate/index.ts';
import { cacheInvalidationPlugin } from './plugins/cache/cache-invalidation.ts';
import { listTotalsPlugin } from './plugins/cache/list-totals.ts';
import { memberCachePlugin } from './plugins/cache/member-cache.ts';
import { visitorCachePlugin } from './plugins/cache/visitor-cache.ts';
import { apiReferencePlugin } from './plugins/http/api-reference.ts';
import { authPlugin } from './plugins/http/auth.ts';
import { errorsPlugin, sendFrameworkError } from './plugins/http/errors.ts';
import { gracefulClosePlugin } from './plugins/http/graceful-close.ts';
import { memberBudgetsPlugin } from './plugins/http/member-budgets.ts';
import { rateLimitPlugin } from './plugins/http/rate-limit.ts';
import { requestLogPlugin } from './plugins/http/request-log.ts';
import { createResponseSerializerCompiler } from './plugins/http/response-serializer.ts';
import { securityHeadersPlugin } from './plugins/http/security-headers.ts';
import { textGuardPlugin } from './plugins/http/text-guard.ts';
import { unreadBodyPlugin } from './plugins/http/unread-body.ts';
import { webPlugin } from './plugins/http/web.ts';
import { attachmentFilesPlugin } from './plugins/infra/attachment-files.ts';
import { clockPlugin } from './plugins/infra/clock.ts';
import { dbPlugin } from './plugins/infra/db.ts';
import { eventsPlugin } from './plugins/infra/events.ts';
import { imagesPlugin } from './plugins/infra/images.ts';
import { mailPlugin } from './plugins/infra/mail.ts';
import { pushPlugin } from './plugins/infra/push.ts';
import { socketPlugin } from './plugins/infra/socket.ts';
import { storagePlugin } from './plugins/infra/storage.ts';
import { uploadLinksPlugin } from './plugins/infra/upload-links.ts';

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
  callTimings?: CallsModuleOptions['callTimings'];
  /** Tests shorten language rooms' grace and heartbeat and run their job by hand. */
  roomTimings?: RoomsModuleOptions['roomTimings'];
  /** Tests answer push endpoints' names themselves (default: the system's resolver). */
  resolveHost?: ResolveHost;
};

export async function buildApp({
  config,
  database,
  logger,
  now,
  callTimings,
  roomTimings,
  resolveHost,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Errors and slow requests only (plugins/http/request-log.ts), not two lines per request.
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
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: config.responseCheck }));

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
  await app.register(uploadLinksPlugin);
  await app.register(pushPlugin, { config, ...(resolveHost ? { resolveHost } : {}) });
  await app.register(rateLimitPlugin, { config, ...(redis ? { redis } : {}) });
  await app.register(memberBudgetsPlugin, { config, ...(redis ? { redis } : {}) });
  await app.register(authPlugin, {
    adminEmails: config.adminEmails,
    sessionCacheMs: config.sessionCacheSeconds * 1000,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await app.register(apiReferencePlugin);
  await app.register(socketPlugin, {
    ...(redis ? { redis } : {}),
    keyPrefix: config.redisKeyPrefix,
  });
  // The modules, each registering its own routes, socket handlers and jobs (modules/<m>/index.ts).
  // Calls come before chat: at shutdown calls end first and chat waits for their records.
  const moduleOptions = { config, ...(redis ? { redis } : {}) };
  await app.register(callsModule, { ...moduleOptions, ...(callTimings ? { callTimings } : {}) });
  await app.register(chatModule, moduleOptions);
  await app.register(notificationsModule, moduleOptions);
  await app.register(healthModule, moduleOptions);
  await app.register(authModule, moduleOptions);
  await app.register(profileModule, moduleOptions);
  await app.register(siteModule, moduleOptions);
  await app.register(translateModule, moduleOptions);
  await app.register(directoryModule, moduleOptions);
  await app.register(followsModule, moduleOptions);
  await app.register(membersModule, moduleOptions);
  await app.register(accountModule, moduleOptions);
  await app.register(momentsModule, moduleOptions);
  await app.register(storiesModule, moduleOptions);
  await app.register(geocodeModule, moduleOptions);
  await app.register(reportsModule, moduleOptions);
  await app.register(notebookModule, moduleOptions);
  await app.register(streakModule, moduleOptions);
  await app.register(roomsModule, { ...moduleOptions, ...(roomTimings ? { roomTimings } : {}) });
  await app.register(pushModule, moduleOptions);
  await app.register(digestModule, moduleOptions);
  await app.register(sessionsModule, moduleOptions);
  await app.register(testClockModule, moduleOptions);

  // Last: the web app answers every path no route above took.
  await app.register(webPlugin, {
    webDist: config.webDist,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
