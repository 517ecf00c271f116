import { randomUUID } from 'node:crypto';
import type { TNotification, TNotificationsQuery } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { notifyingChannels } from '../../db/notification-gate.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import type { AppEvents } from '../../plugins/infra/events.ts';
import { userRoom } from '../../plugins/infra/socket.ts';
import {
  countNotifications,
  countUnreadConversations,
  countUnreadNotifications,
  foldLike,
  insertNotification,
  listNotifications,
  markNotificationsRead,
  notifyingActor,
  refreshFolded,
  type NewNotification,
} from './queries.ts';
import { excerpt, toNotification } from './serialize.ts';

/**
 * How a fact becomes a row: alone, one per fold key refreshed, or folded likes (with the time
 * of the like: two likes' notifications may be stored in either order).
 */
type Storage = 'single' | 'refresh' | { fold: 'like'; at: Date };

/** PRODUCT §8.4: what happened to a member, stored, listed and delivered in real time. */
export function createNotificationsService(app: FastifyInstance) {
  const { db } = app;

  /**
   * Stores the notification unless it would go to the actor themself, across a block, or come
   * from a suspended or deleted member, or the recipient switched it off in the app (PRODUCT
   * §9.1: the notification gate, db/notification-gate.ts); then tells the recipient's tabs. Web
   * push listens to `notificationStored` and asks the gate for its own channel, so a member with
   * the kind off in the app but on for push still gets the push (of a notification not stored).
   */
  async function notify(values: NewNotification, storage: Storage): Promise<void> {
    if (values.userId === values.actorId) return;
    // No actor: from the team (moderation), whom no block or suspension stops.
    const actor = values.actorId ? await notifyingActor(db, values.actorId, values.userId) : null;
    if (values.actorId && !actor) return;
    const channels = await notifyingChannels(db, values.userId, values.kind);
    if (!channels.inApp && !channels.push) return;
    if (!channels.inApp) {
      const unstored = {
        ...values,
        actorId: values.actorId ?? null,
        id: randomUUID(),
        momentId: values.momentId ?? null,
        messageId: values.messageId ?? null,
        roomId: values.roomId ?? null,
        preview: values.preview ?? null,
        foldKey: values.foldKey ?? null,
        actionId: values.actionId ?? null,
        action: values.action ?? null,
        reason: values.reason ?? null,
        count: 1,
        createdAt: app.clock.now(),
        readAt: null,
      };
      const notification = toNotification(unstored, actor ?? null);
      app.events.emit('notificationStored', { userId: values.userId, notification });
      return;
    }
    const { foldKey } = values;
    const row =
      storage === 'single' || !foldKey
        ? await insertNotification(db, { ...values, foldKey: null })
        : storage === 'refresh'
          ? await refreshFolded(db, { ...values, foldKey })
          : await foldLike(db, { ...values, foldKey }, storage.at);
    const notification: TNotification = toNotification(row, actor ?? null);
    app.io.to(userRoom(values.userId)).emit('notification', notification);
    app.events.emit('notificationStored', { userId: values.userId, notification });
  }

  return {
    followed: (followerId: string, followedId: string) =>
      notify(
        {
          userId: followedId,
          actorId: followerId,
          kind: 'follow',
          foldKey: `follow:${followerId}`,
        },
        'refresh',
      ),

    liked: (momentId: string, authorId: string, likerId: string, likedAt: Date) =>
      notify(
        {
          userId: authorId,
          actorId: likerId,
          kind: 'momentLike',
          momentId,
          foldKey: `momentLike:${momentId}`,
        },
        { fold: 'like', at: likedAt },
      ),

    commented: (momentId: string, authorId: string, commenterId: string, text: string) =>
      notify(
        {
          userId: authorId,
          actorId: commenterId,
          kind: 'momentComment',
          momentId,
          preview: excerpt(text),
        },
        'single',
      ),

    /** The receiver of a correction learns what their message should have said. */
    corrected: (messageId: string, senderId: string, receiverId: string, corrected: string) =>
      notify(
        {
          userId: receiverId,
          actorId: senderId,
          kind: 'correction',
          messageId,
          preview: excerpt(corrected),
        },
        'single',
      ),

    /** PRODUCT §9.2: the author of a correct-me moment learns how it should read. */
    momentCorrected: (momentId: string, authorId: string, correctorId: string, corrected: string) =>
      notify(
        {
          userId: authorId,
          actorId: correctorId,
          kind: 'momentCorrection',
          momentId,
          preview: excerpt(corrected),
        },
        'single',
      ),

    /** One per sender: their next request messages move it up, unread again (no preview). */
    messageRequest: (senderId: string, receiverId: string) =>
      notify(
        {
          userId: receiverId,
          actorId: senderId,
          kind: 'messageRequest',
          foldKey: `messageRequest:${senderId}`,
        },
        'refresh',
      ),

    missedCall: (callerId: string, calleeId: string, messageId?: string) =>
      notify(
        { userId: calleeId, actorId: callerId, kind: 'missedCall', messageId: messageId ?? null },
        'single',
      ),

    /** PRODUCT §9.2: an accepted session with the partner starts soon. */
    sessionSoon: (memberId: string, partnerId: string, messageId: string) =>
      notify({ userId: memberId, actorId: partnerId, kind: 'session', messageId }, 'single'),
    /** PRODUCT §9.3: a room the member asked to be reminded of started (its host is the actor). */
    roomStarted: (roomId: string, hostId: string, title: string, memberId: string) =>
      notify(
        {
          userId: memberId,
          actorId: hostId,
          kind: 'room',
          roomId,
          preview: excerpt(title),
          foldKey: `room:${roomId}`,
        },
        'refresh',
      ),

    /**
     * PRODUCT §9.1: the member a moderator acted on learns what was done, under which rule, to
     * which content, with the action's id to appeal it (or the decision on their appeal).
     */
    moderated: (fact: AppEvents['memberModerated'][0]) =>
      notify(
        {
          userId: fact.userId,
          actorId: null,
          kind: 'moderation',
          actionId: fact.actionId,
          action: fact.action,
          reason: fact.reason,
          preview: fact.preview ? excerpt(fact.preview) : null,
        },
        'single',
      ),

    /**
     * PRODUCT §9.2: the evening reminder that today does not count yet. One row per member, moved
     * up and unread again each evening, so the list does not fill with them.
     */
    streakReminder: (userId: string, current: number) =>
      notify(
        { userId, actorId: null, kind: 'streak', count: current, foldKey: 'streak' },
        'refresh',
      ),

    async list(caller: AuthUser, query: TNotificationsQuery) {
      const [rows, total] = await Promise.all([
        listNotifications(db, caller.id, query.page, query.limit),
        countNotifications(db, caller.id),
      ]);
      return {
        count: total,
        data: rows.map((row) =>
          toNotification(
            row.notification,
            row.notification.actorId && row.actorName !== null
              ? { id: row.notification.actorId, name: row.actorName, images: row.actorImages ?? [] }
              : null,
          ),
        ),
      };
    },

    async unreadCount(caller: AuthUser) {
      const [notifications, conversations, requests] = await Promise.all([
        countUnreadNotifications(db, caller.id),
        countUnreadConversations(db, caller.id),
        countUnreadConversations(db, caller.id, 'requests'),
      ]);
      return { notifications, conversations, requests };
    },

    /** Only the caller's own notifications change; ids of others' are simply not found. */
    async markRead(caller: AuthUser, ids: string[] | undefined) {
      const marked = await markNotificationsRead(db, caller.id, ids);
      return { marked, unread: await countUnreadNotifications(db, caller.id) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
