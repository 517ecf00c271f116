import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotificationsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every notification started so far is stored and delivered (or failed). */
    notificationsSettled: () => Promise<void>;
  }
}

/**
 * Turns the domain facts other modules emit (plugins/infra/events.ts) into notifications. Events are
 * emitted inside the request that caused them, so each listener only starts its work: the caller's
 * answer never waits for it, and a failure is logged, never thrown at the emitter. Shutdown waits
 * for work still running before the database closes.
 *
 * Another module creates a notification by emitting its fact; the chat module emits `callMissed
 * {callerId, calleeId, messageId}` once a missed call's record is stored, and the callee gets a
 * `missedCall` notification.
 */
export const notificationListeners = fp(
  async (app: FastifyInstance) => {
    const notifications = createNotificationsService(app);
    const pending = new Set<Promise<unknown>>();
    const track = (work: () => Promise<void>) => {
      const settled = work().catch((err: unknown) =>
        app.log.error({ err }, 'storing a notification failed'),
      );
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
    };

    app.events.on('memberFollowed', ({ followerId, followedId }) =>
      track(() => notifications.followed(followerId, followedId)),
    );
    app.events.on('momentLiked', ({ momentId, authorId, likerId, likedAt }) =>
      track(() => notifications.liked(momentId, authorId, likerId, likedAt)),
    );
    app.events.on('momentCommented', ({ momentId, authorId, commenterId, text }) =>
      track(() => notifications.commented(momentId, authorId, commenterId, text)),
    );
    app.events.on('momentCorrected', ({ momentId, authorId, correctorId, corrected }) =>
      track(() => notifications.momentCorrected(momentId, authorId, correctorId, corrected)),
    );
    app.events.on('messageStored', ({ message, senderId, receiverId, request }) => {
      // PRODUCT §9.1: a request's messages fold into one `messageRequest` per sender.
      if (request) {
        track(() => notifications.messageRequest(senderId, receiverId));
        return;
      }
      if (message.kind !== 'correction') return;
      const corrected = message.correction?.corrected ?? message.message;
      track(() => notifications.corrected(message._id, senderId, receiverId, corrected));
    });
    app.events.on('streakReminder', ({ userId, current }) =>
      track(() => notifications.streakReminder(userId, current)),
    );
    app.events.on('memberModerated', (fact) => track(() => notifications.moderated(fact)));
    app.events.on('callMissed', ({ callerId, calleeId, messageId }) =>
      track(() => notifications.missedCall(callerId, calleeId, messageId)),
    );

    app.events.on('sessionReminderDue', ({ memberId, partnerId, messageId }) =>
      track(() => notifications.sessionSoon(memberId, partnerId, messageId)),
    );
    app.events.on('roomStarted', ({ roomId, hostId, title, memberIds }) => {
      for (const memberId of memberIds) {
        track(() => notifications.roomStarted(roomId, hostId, title, memberId));
      }
    });

    const settled = async () => {
      while (pending.size) await Promise.all([...pending]);
    };
    app.decorate('notificationsSettled', settled);
    app.addHook('preClose', settled);
  },
  { name: 'notification-listeners', dependencies: ['events', 'db', 'socket'] },
);
