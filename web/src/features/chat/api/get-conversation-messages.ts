import type { TMessagesPageResponse } from '@chingu/contract';
import { api } from '@/lib/api';
import { outboxMessagesTo, removeFromOutbox } from '../lib/outbox';
import { listenTo, withChatSocket } from '../lib/socket';
import {
  fromPage,
  mergeNewestPage,
  receiveMessage,
  type ConversationMessages,
} from '../utils/messages';

export type ConversationArgs = { userId: string; partnerId: string };

export const conversationPath = ({ userId, partnerId }: ConversationArgs) =>
  `v1/messages/conversation/${encodeURIComponent(userId)}/${encodeURIComponent(partnerId)}`;

/**
 * Messages still in the outbox (written offline, maybe before a reload) show as pending after
 * the stored ones (PRODUCT §8.4). One the page already holds was stored (its acknowledgement was
 * lost): it leaves the outbox.
 */
function withOutbox(page: ConversationMessages, { userId, partnerId }: ConversationArgs) {
  const waiting = [];
  for (const message of outboxMessagesTo(userId, partnerId)) {
    if (page.messages.some((m) => m.clientId === message.clientId))
      removeFromOutbox(userId, message.clientId ?? '');
    else waiting.push(message);
  }
  if (waiting.length === 0) return page;
  const messages = [...page.messages, ...waiting];
  return { ...page, messages: messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
}

export const getConversationMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The newest page; older pages are prepended by `getOlderMessages`. */
    getConversationMessages: build.query<ConversationMessages, ConversationArgs>({
      query: (args) => conversationPath(args),
      transformResponse: (page: TMessagesPageResponse, _meta, args) =>
        withOutbox(fromPage(page), args),
      providesTags: (_result, _error, { partnerId }) => [{ type: 'Messages', id: partnerId }],
      // A refetch must not drop older pages or pending messages, nor show anything twice.
      merge: (current, incoming) => mergeNewestPage(current, incoming),
      async onCacheEntryAdded(
        { partnerId },
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        const refetch = () =>
          dispatch(api.util.invalidateTags([{ type: 'Messages', id: partnerId }]));
        // Listening starts with the request, not its answer: an event in between would be lost
        // (the answer may have been read before it). Such an event asks for the page again.
        let loaded = false;
        let missed = false;
        const update = (recipe: Parameters<typeof updateCachedData>[0]) => {
          if (loaded) updateCachedData(recipe);
          else missed = true;
        };
        const stop = withChatSocket((socket) => {
          let connectedOnce = socket.connected;
          return listenTo(socket, {
            connect: () => {
              if (connectedOnce) refetch();
              connectedOnce = true;
            },
            newMessage: ({ message }) => {
              if (message.sender._id !== partnerId) return;
              update((draft) => {
                receiveMessage(draft.messages, message);
              });
            },
            // Our own message, from this tab (after the ack) or another tab of ours.
            messageSent: ({ message }) => {
              if (message.receiver !== partnerId) return;
              update((draft) => {
                receiveMessage(draft.messages, message);
              });
            },
            messagesRead: ({ readBy }) => {
              if (readBy !== partnerId) return;
              update((draft) => {
                for (const m of draft.messages) if (m.receiver === partnerId) m.read = true;
              });
            },
            // SPEC §4: the message with that clientId, else the most recent pending one, failed.
            messageError: ({ clientId }) => {
              update((draft) => {
                const pending = draft.messages.filter((m) => m.isOptimistic && m.status === 'sent');
                const target = clientId
                  ? draft.messages.find((m) => m.isOptimistic && m.clientId === clientId)
                  : pending.at(-1);
                if (target) target.status = 'error';
              });
            },
            // PRODUCT §9.2: a session was answered or cancelled, here or on another tab.
            messageUpdated: ({ message }) => {
              update((draft) => {
                const index = draft.messages.findIndex((m) => m._id === message._id);
                if (index !== -1) draft.messages[index] = message;
              });
            },
            // PRODUCT §8.3: both members' tabs get the new counts, `mine` said for this member.
            messageReaction: ({ messageId, reactions }) => {
              update((draft) => {
                const target = draft.messages.find((m) => m._id === messageId);
                if (target) target.reactions = reactions;
              });
            },
          });
        });
        try {
          await cacheDataLoaded;
        } catch {
          stop();
          return;
        }
        loaded = true;
        if (missed) refetch();
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useGetConversationMessagesQuery } = getConversationMessagesApi;
