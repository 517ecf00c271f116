import type { TPushPayload } from '@chingu/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webPush from 'web-push';
import type { Config } from '../../config.ts';
import { sharedSecret } from '../../db/app-secrets.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/** Web push (PRODUCT §8.4): the VAPID key pair and delivery to every browser a member subscribed. */
export type PushSender = {
  /** For PushManager.subscribe (base64url). */
  publicKey: string;
  /**
   * Pushes to every subscription of the member, each within the timeout; subscriptions the push
   * service says are gone (404/410) are deleted. Never throws: failures are logged.
   */
  send: (userId: string, payload: TPushPayload) => Promise<void>;
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
    { config, timeoutMs = DEFAULT_TIMEOUT_MS }: { config: Config; timeoutMs?: number },
  ) => {
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
        // web-push builds the encrypted body and VAPID headers; fetch sends them, so the timeout
        // covers the whole exchange (web-push's own only notices an idle socket).
        const request = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: subscription },
          body,
          { vapidDetails, TTL: TTL_SECONDS, urgency },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
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
