import { LIMITS, type TSendMessageRequest, type TSessionInput } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { detectOffAppFlags } from '../../lib/off-app-flags.ts';
import { visibleMessage } from './message-reads.ts';
import type { NewMessage } from './message-writes.ts';
import { isEarlyInConversation } from './off-app-queries.ts';
import type { SentQuote } from './sent-row.ts';

// What a send stores: the row built from the request, after checking what it refers to (a quoted
// or corrected message, a session's time), with the off-app flags of an early text.

const DAY_MS = 24 * 3_600_000;

export function createMessageBuilder(app: FastifyInstance) {
  const { db } = app;

  /**
   * Checks what a send refers to (a corrected or quoted message) and builds the row to store,
   * with what the frames show of the quoted message.
   */
  async function newMessageOf(
    senderId: string,
    input: TSendMessageRequest,
  ): Promise<{ message: NewMessage; quote: SentQuote | null }> {
    let quote: SentQuote | null = null;
    if (input.replyToId) {
      const quoted = await visibleMessage(db, senderId, input.receiver, input.replyToId);
      if (!quoted) throw badRequest('replyTargetMissing');
      // Not hidden by a moderator (pairCondition): the quote shows its text.
      quote = { id: quoted.id, body: quoted.body };
    }
    return { message: await messageToStore(senderId, input, quote?.id ?? null), quote };
  }

  async function messageToStore(
    senderId: string,
    input: TSendMessageRequest,
    replyToId: string | null,
  ): Promise<NewMessage> {
    const base = {
      senderId,
      receiverId: input.receiver,
      clientId: input.clientId ?? null,
      replyToId,
    };
    if (input.correction) {
      const { messageId, corrected, note } = input.correction;
      const target = await visibleMessage(db, senderId, input.receiver, messageId);
      if (!target || target.kind === 'voice' || target.kind === 'call') {
        throw badRequest('correctionTargetMissing');
      }
      if (target.senderId === senderId) throw badRequest('cannotCorrectOwn');
      if (target.body.trim() === corrected.trim()) throw badRequest('correctionUnchanged');
      return {
        ...base,
        kind: 'correction',
        body: corrected.trim(),
        correction: { messageId, original: target.body, note: note?.trim() || null },
      };
    }
    if (input.session) {
      return { ...base, kind: 'session', body: '', session: sessionToStore(input.session) };
    }
    const body = input.message?.trim() ?? '';
    return {
      ...base,
      kind: 'text',
      body,
      ...(await offAppFlagsOf(senderId, input.receiver, body)),
    };
  }

  /**
   * A session's start must lie in the future and at most LIMITS.sessionMaxDaysAhead days ahead,
   * on the app clock (PRODUCT §9.2); the rest the contract's schema checked.
   */
  function sessionToStore(session: TSessionInput) {
    const startsAt = new Date(session.startsAt);
    const now = app.clock.now().getTime();
    if (startsAt.getTime() <= now) throw badRequest('sessionStartInPast');
    if (startsAt.getTime() > now + LIMITS.sessionMaxDaysAhead * DAY_MS) {
      throw badRequest('sessionStartTooFar');
    }
    return {
      startsAt,
      durationMinutes: session.durationMinutes,
      languages: [...session.languages] as [string, string],
    };
  }

  /**
   * The off-app warning (PRODUCT §9.1): contact details, links or money words in a text among
   * the conversation's first messages are stored as the message's `flags`.
   */
  async function offAppFlagsOf(senderId: string, receiverId: string, body: string) {
    const flags = detectOffAppFlags(body);
    if (!flags.length || !(await isEarlyInConversation(db, senderId, receiverId))) return {};
    return { flags };
  }

  return { newMessageOf };
}
