import {
  LANGUAGE_CODES,
  type TAttachment,
  type TConversation,
  type TMessage,
  type TReaction,
  type TSessionInfo,
} from '@chingu/contract';
import { imageUrls } from '../../plugins/infra/images.ts';
import { toPublicUser } from '../members/serialize.ts';
import type { ConversationRow } from './conversation-queries.ts';
import type { MessageRow } from './message-reads.ts';

/** What a message carries besides its own row: loaded for a page of messages at once. */
export type MessageExtras = { attachments: TAttachment[]; reactions: TReaction[] };

type LanguageCode = (typeof LANGUAGE_CODES)[number];
const isLanguageCode = (code: string | undefined): code is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(code ?? '');

/** A session message's proposal and status (PRODUCT §9.2), when its columns are whole. */
function sessionOf(row: MessageRow): TSessionInfo | undefined {
  const [first, second] = row.sessionLanguages ?? [];
  if (
    row.kind !== 'session' ||
    !row.sessionStartsAt ||
    row.sessionDurationMinutes === null ||
    !row.sessionStatus ||
    !isLanguageCode(first) ||
    !isLanguageCode(second)
  )
    return undefined;
  return {
    startsAt: row.sessionStartsAt.toISOString(),
    durationMinutes: row.sessionDurationMinutes,
    languages: [first, second],
    status: row.sessionStatus,
  };
}

/** Stored messages are always 'delivered' (pending and error exist only in clients). */
export function toMessage(
  row: MessageRow,
  extras: MessageExtras = { attachments: [], reactions: [] },
): TMessage {
  const session = sessionOf(row);
  return {
    _id: row.id,
    clientId: row.clientId,
    kind: row.kind,
    message: row.body,
    sender: { _id: row.senderId, name: row.senderName, imageUrls: imageUrls(row.senderImages) },
    receiver: row.receiverId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    status: 'delivered',
    attachments: extras.attachments,
    reactions: extras.reactions,
    corrected: row.correctedAt !== null,
    ...(row.kind === 'correction' && row.correctionOfId !== null
      ? {
          correction: {
            messageId: row.correctionOfId,
            original: row.correctionOriginal ?? '',
            corrected: row.body,
            ...(row.correctionNote ? { note: row.correctionNote } : {}),
          },
        }
      : {}),
    ...(row.kind === 'call' && row.callMedia && row.callStatus
      ? {
          call: {
            media: row.callMedia,
            status: row.callStatus,
            durationSeconds: row.callDurationSeconds ?? 0,
          },
        }
      : {}),
    ...(session ? { session } : {}),
    ...(row.replyToId ? { replyTo: { _id: row.replyToId, message: row.replyToBody ?? '' } } : {}),
    ...(row.flags?.length ? { flags: row.flags } : {}),
  };
}

export function toConversation(row: ConversationRow, connected: boolean): TConversation {
  const partner = toPublicUser(row.partner);
  const { conversation } = row;
  // Blocked members see neither "online" nor "last seen" of each other, nor do the two members of
  // a message request not yet accepted (PRODUCT §9.1).
  const presenceShown = !row.blockedEitherWay && conversation.status === 'accepted';
  const online = presenceShown && connected;
  const hasLast = Boolean(conversation.lastMessageId);
  return Object.assign(partner, {
    avatar: partner.imageUrls[0]!,
    status: online ? ('online' as const) : ('offline' as const),
    lastSeen: online || !presenceShown ? null : (row.partner.lastSeenAt?.toISOString() ?? null),
    lastMessage: hasLast ? row.lastMessage : null,
    lastMessageTime: conversation.lastMessageAt?.toISOString() ?? null,
    lastMessageSenderId: hasLast ? row.lastMessageSenderId : null,
    lastMessageKind: hasLast ? row.lastMessageKind : null,
    unreadCount: conversation.unreadCount,
    muted: conversation.muted,
    pinned: conversation.pinned,
    blocked: Boolean(row.blocked),
    archived: conversation.archived,
    requestStatus: conversation.status,
  });
}
