import { EventEmitter } from 'node:events';
import type {
  CallMedia,
  CallStatus,
  ModerationAction,
  ReportReason,
  TMessage,
  TNotification,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** In-process domain events, so the socket layer can react to HTTP actions without coupling. */
export type AppEvents = {
  /** These tokens were revoked (logout): their sockets must close. */
  sessionRevoked: [{ sessionIds: string[] }];
  /** Every token of this member was revoked (password reset). */
  userSessionsRevoked: [{ userId: string }];
  /** A block was added or removed: presence between the two changes at once. */
  blockChanged: [{ blockerId: string; blockedId: string; blocked: boolean }];
  /**
   * Domain facts other modules react to (notifications, web push), emitted after the write
   * committed. Listeners run synchronously inside the emitting request: anything slow (a push
   * service, e-mail) must be deferred and time-limited so it never delays the caller's answer.
   */
  /**
   * The first message between two members created a conversation row (for either): from now on
   * each sees the other's presence (emitted before messageStored, so never for a retry).
   */
  conversationStarted: [{ senderId: string; receiverId: string }];
  /**
   * A new chat message was stored (not a retried clientId). `message` is as the sender sees it.
   * `request`: part of a message request to the receiver (PRODUCT §9.1): no push or e-mail.
   */
  messageStored: [{ message: TMessage; senderId: string; receiverId: string; request?: boolean }];
  /** followerId started following followedId (not a repeated follow). */
  memberFollowed: [{ followerId: string; followedId: string }];
  /** likerId liked a moment of authorId (not a repeated like) at likedAt (the database's clock). */
  momentLiked: [{ momentId: string; authorId: string; likerId: string; likedAt: Date }];
  /** commenterId commented on a moment of authorId. */
  momentCommented: [
    { momentId: string; authorId: string; commenterId: string; commentId: string; text: string },
  ];
  /** correctorId corrected a correct-me moment of authorId (PRODUCT §9.2). */
  momentCorrected: [
    {
      momentId: string;
      authorId: string;
      correctorId: string;
      correctionId: string;
      corrected: string;
    },
  ];
  /**
   * A call is over (PRODUCT §8.2), emitted once per call by the node that claimed its end: the
   * chat module stores its record in the conversation (a `kind:'call'` message from the caller).
   */
  callFinished: [
    {
      callId: string;
      callerId: string;
      calleeId: string;
      media: CallMedia;
      status: CallStatus;
      durationSeconds: number;
    },
  ];
  /**
   * A call to calleeId went unanswered (the ring time passed): the notifications module stores a
   * `missedCall` notification for the callee. The chat module emits it once the call's record is
   * stored; `messageId` is that record's chat message.
   */
  callMissed: [{ callerId: string; calleeId: string; messageId?: string }];
  /**
   * A moderator acted on userId (PRODUCT §9.1): hid their content, warned or suspended them, or
   * decided their appeal (`appealUpheld` / `appealReversed`, `actionId` the action appealed). The
   * notifications module stores a `moderation` notification. Never emitted for `dismiss`.
   */
  memberModerated: [
    {
      userId: string;
      actionId: string;
      action: ModerationAction;
      reason: ReportReason | null;
      preview: string | null;
    },
  ];
  /**
   * PRODUCT §9.2: 20:00 in the member's time zone, today does not count yet and they have a streak
   * of `current` days to keep (decision 047). Emitted once per member and day, by the node that
   * claimed the reminder; the notifications module stores a `streak` notification.
   */
  streakReminder: [{ userId: string; current: number }];
  /**
   * An accepted session (PRODUCT §9.2) starts soon: memberId gets a `session` notification with
   * partnerId as its actor (emitted once per member by the node that claimed the reminder).
   */
  sessionReminderDue: [{ memberId: string; partnerId: string; messageId: string }];
  /**
   * A scheduled language room started (PRODUCT §9.3), once, by the node that claimed it: the
   * notifications module reminds `memberIds` (who asked with `PUT /rooms/{id}/interest`).
   */
  roomStarted: [{ roomId: string; hostId: string; title: string; memberIds: string[] }];
  /** A notification row was created or a folded one grew; the socket and web push deliver it. */
  notificationStored: [{ userId: string; notification: TNotification }];
};

declare module 'fastify' {
  interface FastifyInstance {
    events: EventEmitter<AppEvents>;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('events', new EventEmitter<AppEvents>());
  },
  { name: 'events' },
);
