import type { SessionAction, SessionStatus, TMessage } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { userRoom } from '../../plugins/infra/socket.ts';
import { activeMemberVisibleToIn, blockState } from '../members/queries.ts';
import { findMessageById, visibleMessage } from './message-reads.ts';
import { toMessage } from './serialize.ts';
import { sessionForUpdate, setSessionStatus } from './session-queries.ts';

const MINUTE_MS = 60_000;

type SessionState = {
  status: SessionStatus;
  startsAt: Date;
  durationMinutes: number;
  /** The caller proposed it (sent the message). */
  mine: boolean;
};

/**
 * Where an action takes a session (PRODUCT §9.2, decision 049), or the refusal: the receiver
 * accepts (until it starts) or declines a proposal; either member cancels a proposal or an
 * accepted session until it ends. The same action again changes nothing ('unchanged': 200, so a
 * second tab's click is no error); any other move from a settled state is 409.
 */
export function sessionTransition(
  session: SessionState,
  action: SessionAction,
  now: Date,
): SessionStatus | 'unchanged' {
  const { status } = session;
  const ends = session.startsAt.getTime() + session.durationMinutes * MINUTE_MS;
  switch (action) {
    case 'accept':
    case 'decline': {
      if (session.mine) throw forbidden('sessionOwnProposal');
      const target = action === 'accept' ? 'accepted' : 'declined';
      if (status === target) return 'unchanged';
      if (status !== 'proposed') throw conflict('sessionNotProposed');
      if (action === 'accept' && now.getTime() >= session.startsAt.getTime()) {
        throw conflict('sessionAlreadyStarted');
      }
      return target;
    }
    case 'cancel': {
      if (status === 'cancelled') return 'unchanged';
      if (status === 'declined') throw conflict('sessionAlreadyClosed');
      if (now.getTime() >= ends) throw conflict('sessionOver');
      return 'cancelled';
    }
  }
}

/** `PUT /api/v1/messages/message/{id}/session`: a session's answer or cancellation. */
export function createSessionActions(app: FastifyInstance) {
  const { db } = app;

  async function messageFor(viewerId: string, messageId: string): Promise<TMessage> {
    const row = await findMessageById(db, messageId, viewerId);
    if (!row) throw notFound('notFound');
    return toMessage(row, { attachments: [], reactions: row.reactions });
  }

  return {
    /**
     * Applies the action under a lock on the message's row (two tabs, or both members, acting at
     * once are applied one after the other). Only a member who sees the message may act: anyone
     * else, and a message that is not a session, is 404. Accepting across a block is refused as
     * a send would be; declining and cancelling stay possible. Both members' tabs hear the new
     * status (`messageUpdated`).
     */
    async act(me: string, messageId: string, action: SessionAction): Promise<TMessage> {
      const now = app.clock.now();
      const { partnerId, changed } = await db.transaction(async (tx) => {
        const row = await sessionForUpdate(tx, messageId);
        if (
          !row ||
          row.kind !== 'session' ||
          (row.senderId !== me && row.receiverId !== me) ||
          !row.status ||
          !row.startsAt ||
          row.durationMinutes === null
        ) {
          throw notFound('notFound');
        }
        const partner = row.senderId === me ? row.receiverId : row.senderId;
        if (!(await visibleMessage(tx, me, partner, messageId))) throw notFound('notFound');
        const next = sessionTransition(
          {
            status: row.status,
            startsAt: row.startsAt,
            durationMinutes: row.durationMinutes,
            mine: row.senderId === me,
          },
          action,
          now,
        );
        if (next === 'unchanged') return { partnerId: partner, changed: false };
        if (next === 'accepted') {
          // A suspended partner, or one of the other age band, is absent (as for a send).
          if (!(await activeMemberVisibleToIn(tx, me, partner))) throw notFound('notFound');
          const blocked = await blockState(tx, me, partner);
          if (blocked.aBlockedB) throw forbidden('youBlockedMember');
          if (blocked.bBlockedA) throw forbidden('blockedByMember');
        }
        await setSessionStatus(tx, messageId, next);
        return { partnerId: partner, changed: true };
      });
      const mine = await messageFor(me, messageId);
      if (changed) {
        // Both members' cached conversation pages show the new status (decision 031).
        app.cacheInvalidation.invalidateMembers(me, partnerId);
        app.io.to(userRoom(me)).emit('messageUpdated', { message: mine });
        app.io
          .to(userRoom(partnerId))
          .emit('messageUpdated', { message: await messageFor(partnerId, messageId) });
      }
      return mine;
    },
  };
}
