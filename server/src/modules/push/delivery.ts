import type { FastifyInstance } from 'fastify';
import { shouldNotify } from '../../db/notification-gate.ts';
import { languageOf, messagePayload, notificationPayload } from './payloads.ts';
import { hasSubscription, messagePushContext, preferredLanguageOf } from './queries.ts';

/**
 * PRODUCT §8.4: new messages and notifications are pushed to members with no open socket on any
 * node (the app shows them itself otherwise). The work starts after the emitting request or
 * socket event has answered, and the push plugin time-limits every push service, so a slow or
 * broken endpoint never delays a chat message.
 */
export async function pushDelivery(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  let closed = false;

  /**
   * Counted as pending from the moment it is scheduled, not when it starts: a stop that begins in
   * between must still wait for it rather than close the database under its queries.
   */
  function later(what: string, work: () => Promise<void>) {
    if (closed) {
      // Only an event fired by a later close hook gets here: the database is going away.
      app.log.warn(`push of ${what} dropped: the app has stopped`);
      return;
    }
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, `push of ${what} failed`))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  /**
   * Whether the member has a socket open on any node, from the presence counts (one Redis read,
   * decision 034): asking every node through the adapter (fetchSockets) cost each message a
   * broadcast request, a reply from every node and a server count. Asked as the event fires, so it
   * answers for the moment the message arrived; the call itself does not wait.
   */
  function isOnline(userId: string): Promise<boolean> {
    return app.presence
      .onlineAmong([userId])
      .then((online) => online.has(userId))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not read presence: pushing anyway');
        return false;
      });
  }

  app.events.on('messageStored', ({ message, senderId, receiverId, request }) => {
    // A call's record is not news: a missed call comes as a notification. A message request
    // pushes nothing (PRODUCT §9.1).
    if (message.kind === 'call' || request) return;
    const online = isOnline(receiverId);
    later('a message', async () => {
      if ((await online) || !(await hasSubscription(app.db, receiverId))) return;
      if (!(await shouldNotify(app.db, receiverId, 'message', 'push'))) return;
      const context = await messagePushContext(app.db, receiverId, senderId);
      if (!context || context.muted) return;
      await app.push.send(
        receiverId,
        messagePayload(message, languageOf(context.preferredLanguage)),
      );
    });
  });

  app.events.on('notificationStored', ({ userId, notification }) => {
    // PRODUCT §9.1: a message request makes no push, only its notification in the app.
    if (notification.kind === 'messageRequest') return;
    const online = isOnline(userId);
    later('a notification', async () => {
      if ((await online) || !(await hasSubscription(app.db, userId))) return;
      if (!(await shouldNotify(app.db, userId, notification.kind, 'push'))) return;
      const language = languageOf(await preferredLanguageOf(app.db, userId));
      await app.push.send(userId, notificationPayload(notification, language));
    });
  });

  // Child plugins' close hooks run before the root's, so this waits before the database closes.
  // Deliveries scheduled while waiting (a missed-call notification) are waited for too.
  app.addHook('onClose', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
    closed = true;
  });
}
