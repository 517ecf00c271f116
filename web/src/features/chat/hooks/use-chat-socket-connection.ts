import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { selectCurrentUserId, selectSessionToken } from '@/stores/auth-slice';
import { hasQueuedMessages, onQueuedInOutbox } from '../lib/outbox';
import { connectChatSocket } from '../lib/socket';
import { chatReset } from '../stores/chat-slice';

/**
 * One socket per signed-in session: opened when a token and a user id exist (SPEC §6), closed
 * on logout or when the token changes. The socket client itself loads on demand (lib/socket.ts).
 * Messages waiting in the outbox go out whenever it connects (its runner loads with the first).
 */
export function useChatSocketConnection() {
  const dispatch = useAppDispatch();
  // The token and the id, not the member's row: a new row (a setting, the time zone) must not
  // re-render the app's frame, which calls this (issue 32).
  const token = useAppSelector(selectSessionToken);
  const userId = useAppSelector(selectCurrentUserId);

  useEffect(() => {
    if (!token || !userId) return;
    const disconnect = connectChatSocket(token, dispatch);
    // The outbox runner and the message cache it writes to load when there is something to
    // send: a message an earlier visit left, or one written now (on the chat, which has loaded
    // them anyway). Not with the entry chunk every visitor downloads
    // (docs/decisions/010-light-landing.md), nor on every member page (issue 32: the signed-in
    // home's JavaScript).
    let stopOutbox: (() => void) | null = null;
    let stopped = false;
    let requested = false;
    const loadOutbox = () => {
      if (requested) return;
      requested = true;
      import('../lib/message-sender').then(
        (sender) => {
          if (!stopped) stopOutbox = sender.startOutbox(dispatch, userId);
        },
        (error: unknown) => console.warn('chat outbox failed to load:', error),
      );
    };
    const stopListening = onQueuedInOutbox((owner) => {
      if (owner === userId) loadOutbox();
    });
    if (hasQueuedMessages(userId)) loadOutbox();
    return () => {
      stopped = true;
      stopListening();
      stopOutbox?.();
      disconnect();
      dispatch(chatReset());
    };
  }, [token, userId, dispatch]);
}
