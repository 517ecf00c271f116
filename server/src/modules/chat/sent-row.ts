import type { SenderOfContact } from '../members/queries.ts';
import type { MessageRow } from './message-reads.ts';
import type { NewMessage } from './message-writes.ts';

/** What a reply's frames show of the message it quotes. */
export type SentQuote = { id: string; body: string };

/**
 * A message just stored as the send asked, as reading it back would give it to its sender
 * (message-reads.ts' message_by_id): everything is what was stored, but the id and time the
 * store returned, the sender as the contact check read them and the quote as the send checked
 * it. A new message has no reactions, and none stored this way has attachments (those are
 * claimed with it, and read back). One statement fewer per message (issue 32, target 4; decision
 * 057); a test keeps the two equal (test/modules/chat/sent-row.test.ts).
 */
export function sentRow(
  message: NewMessage,
  stored: { id: string; createdAt: Date },
  sender: SenderOfContact,
  quote: SentQuote | null,
): MessageRow {
  const { session, correction, call } = message;
  return {
    id: stored.id,
    clientId: message.clientId,
    kind: message.kind ?? 'text',
    body: message.body,
    senderId: message.senderId,
    receiverId: message.receiverId,
    readAt: message.read ? stored.createdAt : null,
    createdAt: stored.createdAt,
    senderName: sender.name,
    senderImages: sender.images,
    replyToId: quote?.id ?? null,
    replyToBody: quote?.body ?? null,
    correctionOfId: correction?.messageId ?? null,
    correctionOriginal: correction?.original ?? null,
    correctionNote: correction?.note ?? null,
    correctedAt: null,
    callMedia: call?.media ?? null,
    callStatus: call?.status ?? null,
    callDurationSeconds: call?.durationSeconds ?? null,
    sessionStartsAt: session?.startsAt ?? null,
    sessionDurationMinutes: session?.durationMinutes ?? null,
    sessionLanguages: session?.languages ?? null,
    sessionStatus: session ? 'proposed' : null,
    flags: message.flags ?? null,
    attachments: [],
    reactions: [],
  };
}
