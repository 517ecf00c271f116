import { ERROR_MESSAGES, LIMITS, type TSendMessageRequest } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/index.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { userRoom } from '../../plugins/infra/socket.ts';
import { contactStateOf, type ContactCheck } from '../members/queries.ts';
import { capsReadings, lockSenderContacts, type CapsReadings } from './request-queries.ts';

const DAY_MS = 24 * 3_600_000;

/** How a send moves the pair's message request, and the caps it must pass when stored. */
export type SendPlan = {
  requestChange?: 'request' | 'accept';
  openedAt?: Date;
  /** Runs first in the store's transaction: the caps, under a lock on the sender. */
  guard?: (tx: DbOrTx) => Promise<void>;
  /** The message is (part of) a request to the receiver: no toast, push or e-mail for it. */
  request: boolean;
  /** The message answers the receiver's request to the sender, which accepts it. */
  accepts: boolean;
};

/**
 * The new contacts a day cap (PRODUCT §9.1, decision 041): at most `perDay` conversations opened
 * in the last 24 hours, a quarter of it (at least 1) while the account is under 24 hours old. The
 * refusal says when the next one may be opened. `readings` were read with `openedSince` a day
 * before `now`.
 */
export function checkNewContacts(readings: CapsReadings, perDay: number, now: Date) {
  const createdAt = readings.accountCreatedAt;
  const young = createdAt !== null && now.getTime() - createdAt < DAY_MS;
  const cap = young ? Math.max(1, Math.floor(perDay / 4)) : perDay;
  const opened = readings.opened;
  if (opened.length < cap) return;
  let retryAt = young && createdAt !== null ? createdAt + DAY_MS : now.getTime();
  // Past the first day the full cap counts: the opening that must leave the window first.
  const leaving = opened[opened.length - perDay];
  if (leaving !== undefined) retryAt = Math.max(retryAt, leaving + DAY_MS);
  // retryAfter in whole seconds, at least 1 (the envelope's `retryAfter` and Retry-After).
  throw new AppError(
    429,
    'newContactLimit',
    ERROR_MESSAGES.newContactLimit,
    Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
  );
}

export function createContactRules(app: FastifyInstance, { perDay }: { perDay: number }) {
  return {
    /**
     * Where the send stands with message requests; refuses at once what no count can change: a
     * declined request, attachments, a correction or a session proposal in a request.
     */
    plan(senderId: string, input: TSendMessageRequest, rules: ContactCheck): SendPlan {
      const state = contactStateOf(rules);
      if (state === 'declined') throw forbidden('requestPending');
      const request = state === 'request';
      // A request carries texts only: no attachments, corrections or session proposals.
      if (
        request &&
        (input.attachmentIds?.length ||
          input.correction ||
          input.session ||
          (input.kind && input.kind !== 'text'))
      )
        throw forbidden('requestPending');
      // Replies, accepted conversations and members who follow the sender are never capped.
      const newContact =
        !rules.pairHasMessages && !rules.receiverFollowsSender && state !== 'reply';
      const capped = newContact && perDay > 0;
      const now = app.clock.now();
      const guard =
        request || capped
          ? async (tx: DbOrTx) => {
              await lockSenderContacts(tx, senderId);
              const readings = await capsReadings(tx, senderId, {
                ...(input.clientId ? { clientId: input.clientId } : {}),
                ...(request ? { requestTo: input.receiver } : {}),
                ...(capped ? { openedSince: new Date(now.getTime() - DAY_MS) } : {}),
              });
              // A retry of a stored message answers it again, whatever the counts say now.
              if (readings.retried) return;
              if (request && readings.sentToReceiver >= LIMITS.requestMessagesMax)
                throw forbidden('requestPending');
              if (capped) checkNewContacts(readings, perDay, now);
            }
          : undefined;
      return {
        ...(request ? { requestChange: 'request' as const } : {}),
        ...(state === 'reply' ? { requestChange: 'accept' as const } : {}),
        ...(newContact ? { openedAt: now } : {}),
        ...(guard ? { guard } : {}),
        request,
        accepts: state === 'reply',
      };
    },

    /**
     * A request became a conversation (PUT accept, or the receiver's reply): both members see each
     * other's presence from now on, and every tab of both hears it.
     */
    announceAccepted(accepterId: string, requesterId: string) {
      app.cacheInvalidation.invalidateMembers(accepterId, requesterId);
      app.events.emit('conversationStarted', { senderId: requesterId, receiverId: accepterId });
      app.io.to(userRoom(requesterId)).emit('conversationAccepted', { userId: accepterId });
      app.io.to(userRoom(accepterId)).emit('conversationAccepted', { userId: requesterId });
    },
  };
}
