import type { TCorrection, TSendMessageRequest } from '@chingu/contract';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import type { ConversationArgs } from '../api/get-conversation-messages';
import { sendChatMessage, setPendingStatus, updateConversation } from '../lib/message-sender';
import { putInOutbox, requeueInOutbox } from '../lib/outbox';
import {
  newClientId,
  pendingMessage,
  type ChatMessage,
  type ConversationMessages,
} from '../utils/messages';

export { SEND_ACK_TIMEOUT_MS, sendPayload } from '../lib/message-sender';

/**
 * SPEC §4 Message send: a pending entry appears at once; the acknowledgement replaces it with the
 * stored message (delivered) or marks it error. A retry re-sends with the same clientId, so the
 * server stores the message once however often it is tried. Texts, replies and corrections also
 * wait in the outbox (lib/outbox.ts) until acknowledged: written offline, they go on reconnect.
 */
export function useSendMessage(args: ConversationArgs) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const { userId, partnerId } = args;

  const update = useCallback(
    (recipe: (draft: ConversationMessages) => void) =>
      updateConversation(dispatch, { userId, partnerId }, recipe),
    [dispatch, userId, partnerId],
  );

  const markError = useCallback(
    (clientId: string) => setPendingStatus(dispatch, { userId, partnerId }, clientId, 'error'),
    [dispatch, userId, partnerId],
  );

  const emit = useCallback(
    (message: ChatMessage, extra?: Partial<TSendMessageRequest>) =>
      sendChatMessage(dispatch, { userId, partnerId }, message, extra),
    [dispatch, userId, partnerId],
  );

  const sendPending = useCallback(
    (options: { text: string; replyTo?: ChatMessage; correction?: TCorrection }) => {
      if (!me) return;
      const message = pendingMessage({
        text: options.text,
        clientId: newClientId(),
        sender: { _id: me._id, name: me.name, imageUrls: me.imageUrls },
        receiver: partnerId,
        replyTo: options.replyTo
          ? { _id: options.replyTo._id, message: options.replyTo.message }
          : undefined,
        correction: options.correction,
      });
      putInOutbox(me._id, message);
      update((draft) => {
        draft.messages.push(message);
      });
      emit(message);
    },
    [emit, me, partnerId, update],
  );

  /** A text message, quoting `replyTo` when given. */
  const send = useCallback(
    (text: string, replyTo?: ChatMessage | null) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      sendPending({ text: trimmed, replyTo: replyTo ?? undefined });
    },
    [sendPending],
  );

  /** PRODUCT §8.3: a correction of the partner's `original` message, with an optional note. */
  const sendCorrection = useCallback(
    (original: ChatMessage, corrected: string, note?: string) => {
      const text = corrected.trim();
      if (!text) return;
      const trimmedNote = note?.trim();
      sendPending({
        text,
        correction: {
          messageId: original._id,
          original: original.message,
          corrected: text,
          ...(trimmedNote ? { note: trimmedNote } : {}),
        },
      });
    },
    [sendPending],
  );

  const retry = useCallback(
    (message: ChatMessage) => {
      if (!message.isOptimistic || !message.clientId) return;
      requeueInOutbox(userId, message.clientId);
      setPendingStatus(dispatch, { userId, partnerId }, message.clientId, 'sent');
      emit({ ...message, status: 'sent' });
    },
    [dispatch, emit, partnerId, userId],
  );

  return { send, sendCorrection, retry, emit, update, markError };
}
