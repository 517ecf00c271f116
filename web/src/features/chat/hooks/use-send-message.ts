import type { TCorrection, TSendMessageAck, TSendMessageRequest } from '@chingu/contract';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { getChatSocket } from '../lib/socket';
import { selectCurrentUser } from '@/stores/auth-slice';
import {
  getConversationMessagesApi,
  type ConversationArgs,
} from '../api/get-conversation-messages';
import { recordOwnMessage } from '../api/get-conversations';
import {
  isSameMessage,
  markCorrected,
  newClientId,
  pendingMessage,
  upsertMessage,
  type ChatMessage,
  type ConversationMessages,
} from '../utils/messages';

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

/** Without an acknowledgement within the socket timeout (SPEC §9) the send counts as failed. */
export const SEND_ACK_TIMEOUT_MS = 20_000;

/**
 * SPEC §4 Message send: a pending entry appears at once; the acknowledgement replaces it with the
 * stored message (delivered) or marks it error. A retry re-sends with the same clientId, so the
 * server stores the message once however often it is tried.
 */
export function useSendMessage(args: ConversationArgs) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const { userId, partnerId } = args;

  const update = useCallback(
    (recipe: (draft: ConversationMessages) => void) =>
      dispatch(
        getConversationMessagesApi.util.updateQueryData(
          'getConversationMessages',
          { userId, partnerId },
          recipe,
        ),
      ),
    [dispatch, userId, partnerId],
  );

  const markError = useCallback(
    (clientId: string) =>
      update((draft) => {
        const target = draft.messages.find((m) => m.isOptimistic && m.clientId === clientId);
        if (target) target.status = 'error';
      }),
    [update],
  );

  const emit = useCallback(
    (message: ChatMessage, extra?: Partial<TSendMessageRequest>) => {
      const clientId = message.clientId ?? '';
      const socket = getChatSocket();
      if (!socket?.connected) {
        markError(clientId);
        return;
      }
      let settled = false;
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        markError(clientId);
      }, SEND_ACK_TIMEOUT_MS);
      const onAck = (ack: TSendMessageAck) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (ack?.status !== 'success') {
          markError(clientId);
          return;
        }
        const stored: ChatMessage = { ...ack.message, status: 'delivered' };
        update((draft) => {
          const index = draft.messages.findIndex((m) => isSameMessage(m, { ...stored, clientId }));
          if (index === -1) upsertMessage(draft.messages, stored);
          else draft.messages[index] = stored;
          markCorrected(draft.messages, stored);
        });
        recordOwnMessage(dispatch, stored);
      };
      try {
        // `extra` carries a photo or voice message's attachment ids.
        socket.emit(
          'sendMessage',
          { ...sendPayload(message, partnerId, clientId), ...extra },
          onAck,
        );
      } catch {
        settled = true;
        clearTimeout(timer);
        markError(clientId);
      }
    },
    [dispatch, markError, partnerId, update],
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
      update((draft) => {
        const target = draft.messages.find((m) => m.clientId === message.clientId);
        if (target) target.status = 'sent';
      });
      emit({ ...message, status: 'sent' });
    },
    [emit, update],
  );

  return { send, sendCorrection, retry, emit, update, markError };
}
