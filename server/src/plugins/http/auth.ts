import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { createSessionCache } from '../cache/session-cache.ts';
import { sessionCookie, sessionCookieToken } from './session-cookie.ts';

/** The columns PostgreSQL keeps for search and age bands only (migration 0027). */
type DerivedColumn = 'nameSearch' | 'bioSearch' | 'adultFrom';
export type AuthUser = Omit<typeof users.$inferSelect, DerivedColumn>;

/** The member row every signed-in request carries, without the derived columns. */
const authUserColumns = (() => {
  const { nameSearch, bioSearch, adultFrom, ...columns } = getTableColumns(users);
  void [nameSearch, bioSearch, adultFrom];
  return columns;
})();

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (or `app.identify`) for a valid bearer token. */
    user: AuthUser | null;
    sessionId: string | null;
    /** The Bearer token `identify` accepted: the session cookie follows it (decision 056). */
    sessionToken: string | null;
    /**
     * The signed-in caller, for handlers registered with `signedInRoutes`; reading it on a request
     * without one answers 401, so no handler needs `request.user!`.
     */
    readonly member: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unrevoked token is presented. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: identifies the caller when a token is present, lets visitors through. */
    identify: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 for visitors, 403 unless the member's e-mail is in ADMIN_EMAILS. */
    requireModerator: (request: FastifyRequest) => Promise<void>;
    /** Whether this member moderates (ADMIN_EMAILS, case-insensitive). */
    isModerator: (user: Pick<AuthUser, 'email'>) => boolean;
  }
}

/** 256 random bits; only its SHA-256 is stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Every signed-in request and socket starts with this lookup, so it is built once per database
 * and sent as a named prepared statement: no query building in Node and no planning in
 * PostgreSQL per request.
 */
function prepareSessionUserQuery(db: Db) {
  return (
    db
      .select({ user: authUserColumns, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A suspended member's sessions are deleted; this also refuses one that raced the suspension.
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(users.suspendedAt)))
      .limit(1)
      .prepare('find_session_user_active')
  );
}
const sessionUserQueryOf = preparedPerDb(prepareSessionUserQuery);

export async function findSessionUser(db: Db, token: string) {
  return findSessionUserByHash(db, hashToken(token));
}

async function findSessionUserByHash(db: Db, tokenHash: string) {
  const rows = await sessionUserQueryOf(db).execute({ tokenHash });
  return rows[0] ?? null;
}

type SessionUser = NonNullable<Awaited<ReturnType<typeof findSessionUserByHash>>>;

/** "Last used" in the member's sessions list: written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

async function touchSession(db: Db, found: SessionUser) {
  if (Date.now() - found.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  const now = new Date();
  // A cached lookup is shared by the token's next reads: they need not touch it again.
  found.lastUsedAt = now;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, found.sessionId));
}

const isRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.config.freshSession !== true;

export type AuthOptions = {
  adminEmails: ReadonlySet<string>;
  /** The session cookie is Secure (the app is served over https). */
  secureCookies: boolean;
  /** How long a signed-in read may reuse a session lookup (0 = never; decision 029). */
  sessionCacheMs: number;
};

export const authPlugin = fp(
  async (app: FastifyInstance, { adminEmails, sessionCacheMs, secureCookies }: AuthOptions) => {
    const sessionCache = createSessionCache<SessionUser>(sessionCacheMs, app.cacheInvalidation);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('member', {
      getter(this: FastifyRequest) {
        if (!this.user) throw unauthorized('notSignedIn');
        return this.user;
      },
    });

    async function identify(request: FastifyRequest) {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const tokenHash = hashToken(token);
      const load = () => findSessionUserByHash(app.db, tokenHash);
      const found = isRead(request) ? await sessionCache.lookup(tokenHash, load) : await load();
      if (!found) {
        // A presented but dead token is an error even on public routes: the client must sign out.
        throw unauthorized('sessionExpired');
      }
      // A copy: the cached row is shared by the token's concurrent reads.
      request.user = { ...found.user };
      request.sessionId = found.sessionId;
      request.sessionToken = token;
      await touchSession(app.db, found);
    }

    // The browser's session cookie follows the token the app signs in with (decision 056): set on
    // the first answer to a new token, which sessions from before the cookie get too. Once per
    // token and browser, so the answer that carries it is kept by no cache.
    app.addHook('onSend', async (request, reply) => {
      const token = request.sessionToken;
      if (!token || sessionCookieToken(request.headers.cookie) === token) return;
      reply.header('set-cookie', sessionCookie(token, secureCookies));
      if (!/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('cache-control', 'private, no-store');
      }
    });

    const isModerator = (user: Pick<AuthUser, 'email'>) =>
      adminEmails.has(user.email.toLowerCase());

    app.decorate('identify', identify);
    app.decorate('isModerator', isModerator);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.user) throw unauthorized('notSignedIn');
    });
    app.decorate('requireModerator', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.user) throw unauthorized('notSignedIn');
      if (!isModerator(request.user)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'cache-invalidation'] },
);

/**
 * Routes for members only, in a context of their own whose preHandler signs the caller in (401
 * for visitors and dead tokens); handlers read `request.member`.
 */
export function signedInRoutes<Options extends object>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('preHandler', app.authenticate);
    await routes(app, options);
  };
}

/**
 * Routes open to visitors that also know a signed-in caller: `request.user` is the member when a
 * valid token comes, null for a visitor (a dead token is still 401).
 */
export function visitorRoutes<Options extends object>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('preHandler', app.identify);
    await routes(app, options);
  };
}
