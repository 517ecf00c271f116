import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { getChatSocket } from '../lib/socket';
import { presenceChecked, selectPresenceKnown, selectSocketConnected } from '../stores/chat-slice';

/**
 * The server sends presence of conversation partners only (decision 036); a chat window with
 * someone new (no message yet) asks for theirs by id, which also makes the socket hear their
 * userOnline/userOffline from now on. Asked again after every reconnect, once the socket's own
 * list has arrived (a later full list would not include this partner otherwise).
 */
export function usePartnerPresence(partnerId: string) {
  const dispatch = useAppDispatch();
  const connected = useAppSelector(selectSocketConnected);
  const presenceKnown = useAppSelector(selectPresenceKnown);
  useEffect(() => {
    const socket = getChatSocket();
    if (!connected || !presenceKnown || !socket?.connected || !partnerId) return;
    socket.emit('getOnlineUsers', { userIds: [partnerId] }, (response) => {
      if (response.status === 'success') {
        dispatch(presenceChecked({ userIds: [partnerId], users: response.users }));
      }
    });
  }, [connected, presenceKnown, partnerId, dispatch]);
}
