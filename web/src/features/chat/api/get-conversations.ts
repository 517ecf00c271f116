import type { TConversation, TConversationsResponse, TMessage } from '@chingu/contract';
import { api } from '@/lib/api';
import { withChatSocket } from '@/lib/socket';
import { selectActivePartnerId } from '@/stores/chat-slice';
import type { RootState } from '@/stores/store';

/** Writes a message into its conversation row; false when there is no row for that partner yet. */
function applyLastMessage(
  rows: TConversation[],
  partnerId: string,
  message: TMessage,
  unreadCount?: number,
): boolean {
  const row = rows.find((c) => c._id === partnerId);
  if (!row) return false;
  if (!row.lastMessageTime || row.lastMessageTime <= message.createdAt) {
    row.lastMessage = message.message;
    row.lastMessageTime = message.createdAt;
    row.lastMessageSenderId = message.sender._id;
  }
  if (unreadCount !== undefined) row.unreadCount = unreadCount;
  return true;
}

export const getConversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<TConversationsResponse, void>({
      query: () => 'v1/messages/conversations',
      providesTags: ['Conversations'],
      /** Socket events keep the rows current (Redux essentials "streaming updates"). */
      async onCacheEntryAdded(
        _arg,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, getState },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const refetch = () => dispatch(api.util.invalidateTags(['Conversations']));
        const stop = withChatSocket((socket) => {
          let connectedOnce = socket.connected;
          const onConnect = () => {
            // Messages may have arrived while we were away.
            if (connectedOnce) refetch();
            connectedOnce = true;
          };
          const onNewMessage = ({
            message,
            senderId,
            unreadCount,
          }: {
            message: TMessage;
            senderId: string;
            unreadCount: number;
          }) => {
            const active = selectActivePartnerId(getState() as RootState);
            let known = true;
            updateCachedData((draft) => {
              // The open conversation is being read: its count stays 0 (markAsRead follows).
              known = applyLastMessage(
                draft.data,
                senderId,
                message,
                active === senderId ? 0 : unreadCount,
              );
            });
            if (!known) refetch();
          };
          const onMessageSent = ({ message }: { message: TMessage }) => {
            let known = true;
            updateCachedData((draft) => {
              known = applyLastMessage(draft.data, message.receiver, message);
            });
            if (!known) refetch();
          };
          socket.on('connect', onConnect);
          socket.on('newMessage', onNewMessage);
          socket.on('messageSent', onMessageSent);
          return () => {
            socket.off('connect', onConnect);
            socket.off('newMessage', onNewMessage);
            socket.off('messageSent', onMessageSent);
          };
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useGetConversationsQuery } = getConversationsApi;

/** Changes one cached row (optimistic updates); returns the undo. */
export function patchConversation(
  dispatch: (action: unknown) => unknown,
  partnerId: string,
  change: (row: TConversation) => void,
): { undo: () => void } {
  return dispatch(
    getConversationsApi.util.updateQueryData('getConversations', undefined, (draft) => {
      const row = draft.data.find((c) => c._id === partnerId);
      if (row) change(row);
    }),
  ) as { undo: () => void };
}

/**
 * Shows our own just-sent message as the row's last message; a partner without a row yet (first
 * message) makes the list refetch.
 */
export function recordOwnMessage(dispatch: (action: unknown) => unknown, message: TMessage) {
  let known = false;
  dispatch(
    getConversationsApi.util.updateQueryData('getConversations', undefined, (draft) => {
      known = applyLastMessage(draft.data, message.receiver, message);
    }),
  );
  if (!known) dispatch(api.util.invalidateTags(['Conversations']));
}
