import { z } from 'zod';
import type { CallClientEvents, CallServerEvents } from './calls.ts';
import { ZMessage, type TMessage, type TSendMessageRequest } from './chat-message.ts';
import { ZId } from './common.ts';
import { CONVERSATION_STATUSES, MESSAGE_KINDS, PRESENCE_STATUSES } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import type { TNotification } from './notifications.ts';
import type { TReaction } from './reactions.ts';
import type { RoomClientEvents, RoomServerEvents } from './rooms.ts';
import { ZPublicUser } from './user.ts';

const k = (key: ErrorKey) => key;

export const ZMessageResponse = z.object({ success: z.literal(true), data: ZMessage });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * `GET /api/v1/messages/conversation/{senderId}/{receiverId}?before&limit`: one participant must
 * be the caller. A page is oldest to newest; `before` is the `_id` of the oldest message already
 * shown, `nextCursor` the value to pass for the page before this one (null at the beginning).
 */
export const ZConversationParams = z.object({ senderId: ZId, receiverId: ZId });
export const ZConversationQuery = z.object({
  before: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(LIMITS.messagesPageSize),
});
export const ZMessagesPageResponse = z.object({
  success: z.literal(true),
  /** All messages of the conversation the caller can see (not only this page). */
  count: z.number().int(),
  data: z.array(ZMessage),
  nextCursor: z.string().nullable(),
});
export type TMessagesPageResponse = z.infer<typeof ZMessagesPageResponse>;

/** `GET /api/v1/messages` and `/messages/user/{userId}`: newest page, oldest to newest. */
export const ZMessagesResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZMessage),
});

/** One row of `GET /api/v1/messages/conversations`: the partner's public profile plus chat state. */
export const ZConversation = ZPublicUser.extend({
  avatar: z.string(),
  status: z.enum(PRESENCE_STATUSES),
  lastSeen: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  lastMessageSenderId: z.string().nullable(),
  /** What the last message is, so a photo or voice message can be previewed as such. */
  lastMessageKind: z.enum(MESSAGE_KINDS).nullable(),
  unreadCount: z.number().int(),
  muted: z.boolean(),
  pinned: z.boolean(),
  /** The caller has blocked this partner. */
  blocked: z.boolean(),
  /** In the caller's "Archived" list; a new message brings it back (PRODUCT §8.3). */
  archived: z.boolean(),
  /**
   * PRODUCT §9.1 message requests, as the caller sees this conversation (`status` is the partner's
   * presence, SPEC §7): 'request' = a request to me, listed under Requests; 'pending' = my request
   * waiting for them; 'accepted' otherwise.
   */
  requestStatus: z.enum(CONVERSATION_STATUSES),
});
export type TConversation = z.infer<typeof ZConversation>;

/**
 * Where a page of the conversation list ends, in the server's keyset order (pinned, last message
 * time, creation time, partner id; decision 009). Times are epoch microseconds as digit strings:
 * exact, unlike a JS Date. Clients treat the encoded form as opaque and pass `nextCursor` back.
 */
export type TConversationCursor = {
  pinned: boolean;
  /** null: no last message (such rows come after every row that has one). */
  lastMessageAt: string | null;
  createdAt: string;
  partnerId: string;
};

const MICROS = /^-?\d{1,18}$/;

export function encodeConversationCursor(cursor: TConversationCursor): string {
  const raw = [
    cursor.pinned ? '1' : '0',
    cursor.lastMessageAt ?? '',
    cursor.createdAt,
    cursor.partnerId,
  ].join('.');
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor, or null when `value` is not one this server wrote. */
export function decodeConversationCursor(value: string): TConversationCursor | null {
  let raw: string;
  try {
    raw = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const parts = raw.split('.');
  if (parts.length !== 4) return null;
  const [pinned, lastMessageAt, createdAt, partnerId] = parts as [string, string, string, string];
  if (pinned !== '0' && pinned !== '1') return null;
  if (lastMessageAt !== '' && !MICROS.test(lastMessageAt)) return null;
  if (!MICROS.test(createdAt) || !ZId.safeParse(partnerId).success) return null;
  return { pinned: pinned === '1', lastMessageAt: lastMessageAt || null, createdAt, partnerId };
}

/**
 * `GET /api/v1/messages/conversations?limit&cursor&q`: one page of the caller's list, pinned
 * first, then newest last message. `q` (trimmed; blank = none) matches the partner's name or the
 * last message text, case- and accent-insensitive (SPEC §5).
 */
export const ZConversationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.conversationsPageMax)
    .default(LIMITS.conversationsPageSize),
  cursor: z
    .string()
    .max(200, k('invalidCursor'))
    .transform((value, ctx) => {
      const cursor = decodeConversationCursor(value);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: k('invalidCursor') });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
  q: z.string().trim().max(LIMITS.conversationSearchMax).optional(),
  /** `true`: the "Archived" list instead of the main one. */
  archived: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** `true`: the "Requests" list (PRODUCT §9.1): requests to me I have not accepted or declined. */
  requests: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
/** What a client sends (the cursor as the opaque string it received). */
export type TConversationsQuery = z.input<typeof ZConversationsQuery>;

/**
 * A page of conversations in the server's order: pinned first, then newest last message. The
 * client moves online partners up among the rows it has loaded (SPEC §9, decision 009).
 * `count` is the number of rows in `data`; `nextCursor` is null on the last page.
 */
export const ZConversationsResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZConversation),
  nextCursor: z.string().nullable(),
});
export type TConversationsResponse = z.infer<typeof ZConversationsResponse>;

/** `POST /api/v1/messages/conversations {userId}`: opens (or re-opens) the room with a member. */
export const ZCreateConversationRequest = z.object({ userId: ZId });
export const ZConversationResponse = z.object({ success: z.literal(true), data: ZConversation });
export type TConversationResponse = z.infer<typeof ZConversationResponse>;

export const ZPartnerParams = z.object({ userId: ZId });
export const ZMuteRequest = z.object({ muted: z.boolean() });
export const ZPinRequest = z.object({ pinned: z.boolean() });
export const ZMarkedResponse = z.object({
  success: z.literal(true),
  markedCount: z.number().int(),
});

/** `GET /api/v1/auth/users/{userId}/blocked`. */
export const ZBlockedListResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZPublicUser),
});
export const ZBlockResponse = z.object({
  success: z.literal(true),
  changed: z.boolean(),
  message: z.string(),
  data: z.object({ isBlocked: z.boolean() }),
});
export type TBlockResponse = z.infer<typeof ZBlockResponse>;

// ---- Real-time socket (SPEC §7) ----

export const ZPresenceEntry = z.object({
  userId: z.string(),
  status: z.enum(PRESENCE_STATUSES),
  lastSeen: z.string().nullable(),
});
export type TPresenceEntry = z.infer<typeof ZPresenceEntry>;

/**
 * `getOnlineUsers` about these members (a chat window with someone who is not yet a conversation
 * partner): the answer lists those online, and this socket hears their userOnline/userOffline.
 */
export const ZOnlineUsersRequest = z.object({
  userIds: z.array(ZId).min(1).max(LIMITS.presenceLookupMax),
});
export type TOnlineUsersRequest = z.infer<typeof ZOnlineUsersRequest>;

export const ZTypingPayload = z.object({ receiver: ZId });
export const ZMarkAsReadPayload = z.object({ senderId: ZId });

export type TSocketError = {
  status: 'error';
  error: string;
  code?: ErrorKey;
  /** With `tooManyRequests`: seconds until the event may succeed. */
  retryAfter?: number;
};
export type TSendMessageAck = { status: 'success'; message: TMessage } | TSocketError;
export type TMarkAsReadAck = { status: 'success'; markedCount: number } | TSocketError;
export type TOnlineUsersAck = { status: 'success'; users: TPresenceEntry[] } | TSocketError;

export interface ServerToClientEvents extends CallServerEvents, RoomServerEvents {
  /**
   * Sent once after connecting: the member's conversation partners online now (never across a
   * block). userOnline/userOffline likewise reach only partners and members who asked by id.
   */
  onlineUsers: (users: TPresenceEntry[]) => void;
  userOnline: (payload: { userId: string }) => void;
  /** lastSeen is null when the member must not learn it (a block between the two). */
  userOffline: (payload: { userId: string; lastSeen: string | null }) => void;
  userStatusUpdate: (payload: TPresenceEntry) => void;
  /**
   * To every tab of the receiver; unreadCount is the receiver's unread count from senderId.
   * `request`: the message is (part of) a message request to the receiver (PRODUCT §9.1): it
   * belongs under Requests, with no toast.
   */
  newMessage: (payload: {
    message: TMessage;
    senderId: string;
    unreadCount: number;
    request?: boolean;
  }) => void;
  /**
   * A message request was accepted (PRODUCT §9.1): to every tab of both members, `userId` being the
   * partner. A decline is never announced.
   */
  conversationAccepted: (payload: { userId: string }) => void;
  /** To every tab of the sender (the sending tab gets the ack as well). */
  messageSent: (payload: { message: TMessage }) => void;
  /** To the original sender when the receiver read their messages. */
  messagesRead: (payload: { readBy: string; markedCount: number }) => void;
  userTyping: (payload: { userId: string; isTyping: boolean }) => void;
  /**
   * To every tab of both members when a stored message changed (PRODUCT §9.2: a session was
   * accepted, declined or cancelled): the whole message as the receiving member sees it.
   */
  messageUpdated: (payload: { message: TMessage }) => void;
  /** To every tab of both members after a reaction changed; `mine` is the receiving member's. */
  messageReaction: (payload: { messageId: string; reactions: TReaction[] }) => void;
  messageError: (payload: { error: string; code?: ErrorKey; clientId?: string }) => void;
  /** To every tab of the member a notification is for (PRODUCT §8.4); a folded like comes again with its new count. */
  notification: (payload: TNotification) => void;
  error: (payload: { error: string }) => void;
}

export interface ClientToServerEvents extends CallClientEvents, RoomClientEvents {
  sendMessage: (payload: TSendMessageRequest, ack: (response: TSendMessageAck) => void) => void;
  markAsRead: (payload: { senderId: string }, ack: (response: TMarkAsReadAck) => void) => void;
  typing: (payload: { receiver: string }) => void;
  stopTyping: (payload: { receiver: string }) => void;
  /** Without a payload: the partners online now; with ids: those of them online (and watched). */
  getOnlineUsers: (
    ...args:
      | [ack: (response: TOnlineUsersAck) => void]
      | [payload: TOnlineUsersRequest, ack: (response: TOnlineUsersAck) => void]
  ) => void;
}
