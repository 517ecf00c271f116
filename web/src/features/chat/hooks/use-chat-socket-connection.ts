import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { selectUserInfo } from '@/stores/auth-slice';
import { connectChatSocket } from '../lib/socket';
import { chatReset } from '../stores/chat-slice';

/**
 * One socket per signed-in session: opened when a token and a user id exist (SPEC §6), closed
 * on logout or when the token changes. The socket client itself loads on demand (lib/socket.ts).
 * Messages waiting in the outbox go out whenever it connects.
 */
export function useChatSocketConnection() {
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector(selectUserInfo);
  const token = userInfo?.token ?? null;
  const userId = userInfo?.user._id ?? null;

  useEffect(() => {
    if (!token || !userId) return;
    const disconnect = connectChatSocket(token, dispatch);
    // The outbox and the message cache it writes to load with the session, not in the entry
    // chunk every visitor downloads (docs/decisions/010-light-landing.md).
    let stopOutbox: (() => void) | null = null;
    let stopped = false;
    import('../lib/message-sender').then(
      (sender) => {
        if (!stopped) stopOutbox = sender.startOutbox(dispatch, userId);
      },
      (error: unknown) => console.warn('chat outbox failed to load:', error),
    );
    return () => {
      stopped = true;
      stopOutbox?.();
      disconnect();
      dispatch(chatReset());
    };
  }, [token, userId, dispatch]);
}
