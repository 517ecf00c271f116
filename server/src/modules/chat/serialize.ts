import type { TConversation, TMessage } from '@chingu/contract';
import { imageUrls } from '../../plugins/images.ts';
import { toPublicUser } from '../members/serialize.ts';
import type { ConversationRow, MessageRow } from './queries.ts';

/** Stored messages are always 'delivered' (pending and error exist only in clients). */
export function toMessage(row: MessageRow): TMessage {
  return {
    _id: row.id,
    clientId: row.clientId,
    message: row.body,
    sender: { _id: row.senderId, name: row.senderName, imageUrls: imageUrls(row.senderImages) },
    receiver: row.receiverId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    status: 'delivered',
  };
}

export function toConversation(row: ConversationRow, connected: boolean): TConversation {
  const partner = toPublicUser(row.partner);
  const { conversation } = row;
  // Blocked members see neither "online" nor "last seen" of each other.
  const presenceShown = !row.blockedEitherWay;
  const online = presenceShown && connected;
  return {
    ...partner,
    avatar: partner.imageUrls[0]!,
    status: online ? 'online' : 'offline',
    lastSeen: online || !presenceShown ? null : (row.partner.lastSeenAt?.toISOString() ?? null),
    lastMessage: conversation.lastMessageId ? row.lastMessage : null,
    lastMessageTime: conversation.lastMessageAt?.toISOString() ?? null,
    lastMessageSenderId: conversation.lastMessageId ? row.lastMessageSenderId : null,
    unreadCount: conversation.unreadCount,
    muted: conversation.muted,
    pinned: conversation.pinned,
    blocked: Boolean(row.blocked),
  };
}
