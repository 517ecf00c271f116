import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { api } from '@/lib/api';
import { patchConversation } from '../api/get-conversations';
import { getChatSocket } from '../lib/socket';
import { activePartnerChanged, selectSocketConnected } from '../stores/chat-slice';

/** SPEC §9 mark-as-read delay. */
export const MARK_AS_READ_DELAY_MS = 100;

/**
 * SPEC §4: while a conversation is open and the socket connected, its unread count shows 0 at
 * once and `markAsRead` follows after 100 ms; a failure restores the count. It runs again for
 * every new incoming message (`latestIncomingId`) and once the list has loaded (`rowsLoaded`).
 */
export function useMarkAsRead(
  partnerId: string | null,
  latestIncomingId: string | null,
  rowsLoaded: boolean,
) {
  const dispatch = useAppDispatch();
  const connected = useAppSelector(selectSocketConnected);

  useEffect(() => {
    dispatch(activePartnerChanged(partnerId));
    return () => {
      dispatch(activePartnerChanged(null));
    };
  }, [dispatch, partnerId]);

  useEffect(() => {
    if (!connected || !partnerId) return;
    const patch = patchConversation(dispatch, partnerId, (row) => {
      row.unreadCount = 0;
    });
    const timer = setTimeout(() => {
      const socket = getChatSocket();
      if (!socket) {
        patch.undo();
        return;
      }
      try {
        socket.emit('markAsRead', { senderId: partnerId }, (ack) => {
          if (ack?.status !== 'success') patch.undo();
          // The header's unread badges count conversations: this one may just have been read.
          else dispatch(api.util.invalidateTags(['UnreadCount']));
        });
      } catch {
        patch.undo();
      }
    }, MARK_AS_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [connected, dispatch, partnerId, latestIncomingId, rowsLoaded]);
}
