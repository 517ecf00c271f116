import type { TSendMessageAck, TSendMessageRequest } from '@chingu/contract';
import { api } from '@/lib/api';
import type { AppDispatch } from '@/stores/store';
import { getConversationMessagesApi } from '../api/get-conversation-messages';
import { recordOwnMessage } from '../api/get-conversations';
import {
  isSameMessage,
  markCorrected,
  upsertMessage,
  type ChatMessage,
  type ConversationMessages,
} from '../utils/messages';
import { isQueued, markOutboxFailed, readOutbox, removeFromOutbox } from './outbox';
import { getChatSocket, listenTo, withChatSocket } from './socket';

/** Without an acknowledgement within the socket timeout (SPEC §9) the send counts as failed. */
export const SEND_ACK_TIMEOUT_MS = 20_000;

/** What the socket is sent for a pending message: a retry sends the same again. */
export function sendPayload(
  message: ChatMessage,
  receiver: string,
  clientId: string,
): TSendMessageRequest {
  if (message.kind === 'correction' && message.correction) {
    const { messageId, corrected, note } = message.correction;
    return {
      receiver,
      clientId,
      kind: 'correction',
      correction: { messageId, corrected, ...(note ? { note } : {}) },
    };
  }
  return {
    receiver,
    clientId,
    // A photo or voice message's caption may be empty: then no `message` at all.
    ...(message.message ? { message: message.message } : {}),
    ...(message.replyTo ? { replyToId: message.replyTo._id } : {}),
  };
}

export type Conversation = { userId: string; partnerId: string };

export function updateConversation(
  dispatch: AppDispatch,
  { userId, partnerId }: Conversation,
  recipe: (draft: ConversationMessages) => void,
) {
  return dispatch(
    getConversationMessagesApi.util.updateQueryData(
      'getConversationMessages',
      { userId, partnerId },
      recipe,
    ),
  );
}

export function setPendingStatus(
  dispatch: AppDispatch,
  conversation: Conversation,
  clientId: string,
  status: 'sent' | 'error',
) {
  updateConversation(dispatch, conversation, (draft) => {
    const target = draft.messages.find((m) => m.isOptimistic && m.clientId === clientId);
    if (target) target.status = status;
  });
}

/** Sends awaiting their acknowledgement, by clientId: a message is never in flight twice. */
const inFlight = new Set<string>();

/**
 * SPEC §4 Message send over the session socket. The acknowledgement replaces the pending entry
 * with the stored message (and takes it out of the outbox) or marks it not sent (a refusal is
 * final: the outbox keeps it as failed). Without a connection, a message in the outbox stays
 * pending until the socket connects again (PRODUCT §8.4); any other is marked not sent.
 */
export function sendChatMessage(
  dispatch: AppDispatch,
  conversation: Conversation,
  message: ChatMessage,
  extra?: Partial<TSendMessageRequest>,
) {
  const { userId, partnerId } = conversation;
  const clientId = message.clientId ?? '';
  const markError = () => setPendingStatus(dispatch, conversation, clientId, 'error');
  const socket = getChatSocket();
  if (!socket?.connected) {
    if (!isQueued(userId, clientId)) markError();
    return;
  }
  if (inFlight.has(clientId)) return;
  inFlight.add(clientId);
  let settled = false;
  const settle = () => {
    settled = true;
    clearTimeout(timer);
    inFlight.delete(clientId);
  };
  // No answer: shown as not sent (Retry), but it stays queued and goes again on the next connect.
  const timer = setTimeout(() => {
    if (settled) return;
    settle();
    markError();
  }, SEND_ACK_TIMEOUT_MS);
  const onAck = (ack: TSendMessageAck) => {
    if (settled) return;
    settle();
    if (ack?.status !== 'success') {
      markOutboxFailed(userId, clientId);
      markError();
      return;
    }
    removeFromOutbox(userId, clientId);
    const stored: ChatMessage = { ...ack.message, status: 'delivered' };
    const shown = updateConversation(dispatch, conversation, (draft) => {
      const index = draft.messages.findIndex((m) => isSameMessage(m, { ...stored, clientId }));
      if (index === -1) upsertMessage(draft.messages, stored);
      else draft.messages[index] = stored;
      markCorrected(draft.messages, stored);
    });
    // No page to write into: the conversation is still loading (e.g. right after a reload) and
    // its answer may have been read before this message was stored, while the outbox no longer
    // holds it. The page is asked again once that answer is in (RTK delays the invalidation).
    if (shown.patches.length === 0)
      dispatch(api.util.invalidateTags([{ type: 'Messages', id: partnerId }]));
    recordOwnMessage(dispatch, stored);
  };
  try {
    // `extra` carries a photo or voice message's attachment ids.
    socket.emit('sendMessage', { ...sendPayload(message, partnerId, clientId), ...extra }, onAck);
  } catch {
    settle();
    markError();
  }
}

/** Sends every queued outbox message of `userId` that is not already on its way. */
export function flushOutbox(dispatch: AppDispatch, userId: string) {
  for (const { message, state } of readOutbox(userId)) {
    const clientId = message.clientId;
    if (state !== 'queued' || !clientId || inFlight.has(clientId)) continue;
    const conversation = { userId, partnerId: message.receiver };
    setPendingStatus(dispatch, conversation, clientId, 'sent');
    sendChatMessage(dispatch, conversation, message);
  }
}

/**
 * For the signed-in session: the outbox goes out whenever the socket (re)connects, and when the
 * browser says it is online again while the socket stayed open. Returns the function that stops.
 */
export function startOutbox(dispatch: AppDispatch, userId: string): () => void {
  const flush = () => flushOutbox(dispatch, userId);
  const stopSocket = withChatSocket((socket) => {
    if (socket.connected) flush();
    return listenTo(socket, { connect: flush });
  });
  const onOnline = () => {
    if (getChatSocket()?.connected) flush();
  };
  window.addEventListener('online', onOnline);
  return () => {
    stopSocket();
    window.removeEventListener('online', onOnline);
  };
}
