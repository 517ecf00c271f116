import http from 'node:http';
import https from 'node:https';
import type { TPushPayload } from '@chingu/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webPush from 'web-push';
import type { Config } from '../../config.ts';
import { sharedSecret } from '../../db/app-secrets.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import {
  checkedLookup,
  checkPushEndpoint,
  refusalByUrl,
  systemResolveHost,
  type EndpointVerdict,
  type ResolveHost,
} from '../../lib/public-endpoint.ts';

/** Web push (PRODUCT §8.4): the VAPID key pair and delivery to every browser a member subscribed. */
export type PushSender = {
  /** For PushManager.subscribe (base64url). */
  publicKey: string;
  /**
   * Pushes to every subscription of the member, each within the timeout; subscriptions the push
   * service says are gone (404/410) are deleted. Never throws: failures are logged.
   */
  send: (userId: string, payload: TPushPayload) => Promise<void>;
  /** Whether a member may subscribe this endpoint: a public HTTPS service (lib/public-endpoint.ts). */
  checkEndpoint: (endpoint: string) => Promise<EndpointVerdict>;
};

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender;
  }
}

const KEYS_SECRET = 'vapid-keys';
const DEFAULT_TIMEOUT_MS = 5_000;
/** How long a push service keeps a message for an offline browser: a day-old chat ping is stale. */
const TTL_SECONDS = 24 * 60 * 60;

async function vapidKeys(app: FastifyInstance, configured: Config['push']['keys']) {
  if (configured) return configured;
  const stored = await sharedSecret(app.db, KEYS_SECRET, () =>
    JSON.stringify(webPush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as { publicKey: string; privateKey: string };
}

export const pushPlugin = fp(
  async (
    app: FastifyInstance,
    {
      config,
      timeoutMs = DEFAULT_TIMEOUT_MS,
      resolveHost = systemResolveHost,
    }: { config: Config; timeoutMs?: number; resolveHost?: ResolveHost },
  ) => {
    const allowPrivate = config.push.allowPrivateEndpoints;
    // One lookup per connection, checked, and the socket goes to what it answered.
    const lookup = checkedLookup({ resolveHost, allowPrivate });
    const keys = await vapidKeys(app, config.push.keys);
    const vapidDetails = { subject: config.push.subject, ...keys };
    // Pushes still under way when the app closes finish (each within the timeout) before the
    // database closes, so a 410 still removes its subscription.
    const inFlight = new Set<Promise<void>>();

    async function deliver(
      userId: string,
      subscription: { endpoint: string; p256dh: string; auth: string },
      body: string,
      urgency: 'high' | 'normal',
    ) {
      try {
        // web-push builds the encrypted body and VAPID headers; postToPushService sends them to
        // the checked address, and the timeout covers the whole exchange.
        const request = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: subscription },
          body,
          { vapidDetails, TTL: TTL_SECONDS, urgency },
        );
        const response = await postToPushService(request, { allowPrivate, lookup, timeoutMs });
        if (response.status === 404 || response.status === 410) {
          await app.db
            .delete(pushSubscriptions)
            .where(
              and(
                eq(pushSubscriptions.endpoint, subscription.endpoint),
                eq(pushSubscriptions.userId, userId),
              ),
            );
        } else if (!response.ok) {
          app.log.warn(
            { status: response.status, endpoint: new URL(subscription.endpoint).origin },
            'push service refused a push',
          );
        }
      } catch (error) {
        app.log.warn(
          { err: error, endpoint: new URL(subscription.endpoint).origin },
          'push could not be delivered',
        );
      }
    }

    async function send(userId: string, payload: TPushPayload) {
      try {
        const subscriptions = await app.db
          .select({
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId));
        const body = JSON.stringify(payload);
        const urgency = payload.kind === 'message' ? 'high' : 'normal';
        await Promise.all(subscriptions.map((s) => deliver(userId, s, body, urgency)));
      } catch (error) {
        app.log.error({ err: error, userId }, 'push failed');
      }
    }

    app.decorate('push', {
      publicKey: keys.publicKey,
      checkEndpoint: (endpoint) => checkPushEndpoint(endpoint, { resolveHost, allowPrivate }),
      send(userId, payload) {
        const work = send(userId, payload);
        inFlight.add(work);
        return work.finally(() => inFlight.delete(work));
      },
    } satisfies PushSender);
    app.addHook('onClose', async () => {
      await Promise.all([...inFlight]);
    });
  },
  { name: 'push', dependencies: ['db'] },
);

/**
 * POSTs a push to its service over http(s).request with the checked lookup (fetch cannot take
 * one), never following a redirect; resolves with the status once the answer's head arrives.
 */
function postToPushService(
  request: ReturnType<typeof webPush.generateRequestDetails>,
  {
    allowPrivate,
    lookup,
    timeoutMs,
  }: { allowPrivate: boolean; lookup: ReturnType<typeof checkedLookup>; timeoutMs: number },
): Promise<{ status: number; ok: boolean }> {
  const url = new URL(request.endpoint);
  const refusal = allowPrivate ? null : refusalByUrl(url);
  if (refusal) return Promise.reject(new Error(`push endpoint refused: ${refusal}`));
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        lookup,
        // A fresh connection each time: a pooled socket would skip the lookup and its check.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body means nothing to us; reading it lets the socket close.
        response.resume();
        response.on('end', () => resolve({ status, ok: status >= 200 && status < 300 }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
