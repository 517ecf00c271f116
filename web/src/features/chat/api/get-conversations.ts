import type { TConversation, TConversationsResponse, TMessage } from '@chingu/contract';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import type { AppDispatch, RootState } from '@/stores/store';
import { listenTo, withChatSocket } from '../lib/socket';
import { selectActivePartnerId } from '../stores/chat-slice';

/**
 * One cached list: `q` is the trimmed server search ('' = the whole list); `archived` the
 * "Archived" list instead of the main one (PRODUCT §8.3); `requests` the "Requests" list (§9.1).
 */
export type ConversationsArg = { q: string; archived?: boolean; requests?: boolean };
export type ConversationPages = InfiniteData<TConversationsResponse, string | null>;

/** The whole list (no search): the chat window and the socket handlers read it. */
export const ALL_CONVERSATIONS: ConversationsArg = { q: '' };

/** The rows of every loaded page in the server's order, each partner once. */
export function loadedRows(data: ConversationPages | undefined): TConversation[] {
  if (!data) return [];
  const seen = new Set<string>();
  const rows: TConversation[] = [];
  for (const page of data.pages) {
    for (const row of page.data) {
      if (seen.has(row._id)) continue;
      seen.add(row._id);
      rows.push(row);
    }
  }
  return rows;
}

/** The "Archived" list (no search). */
export const ARCHIVED_CONVERSATIONS: ConversationsArg = { q: '', archived: true };

/** The "Requests" list (no search): message requests to me not yet answered (PRODUCT §9.1). */
export const REQUEST_CONVERSATIONS: ConversationsArg = { q: '', requests: true };

/** The cache tag id of one list. */
const listTagId = (arg: ConversationsArg) =>
  arg.requests ? `requests:${arg.q}` : arg.archived ? `archived:${arg.q}` : arg.q;

/** Takes the partner's row out of every loaded page; whether it was there. */
export function removeRow(data: ConversationPages, partnerId: string): boolean {
  let found = false;
  for (const page of data.pages) {
    const index = page.data.findIndex((row) => row._id === partnerId);
    if (index === -1) continue;
    page.data.splice(index, 1);
    page.count = page.data.length;
    found = true;
  }
  return found;
}

/** Applies `change` to the partner's row in every loaded page; false when no page has it. */
function changeRow(
  data: ConversationPages,
  partnerId: string,
  change: (row: TConversation) => void,
): boolean {
  let found = false;
  for (const page of data.pages) {
    for (const row of page.data) {
      if (row._id !== partnerId) continue;
      change(row);
      found = true;
    }
  }
  return found;
}

/** Writes a message into its conversation row; false when no loaded page has that partner. */
function applyLastMessage(
  data: ConversationPages,
  partnerId: string,
  message: TMessage,
  unreadCount?: number,
): boolean {
  return changeRow(data, partnerId, (row) => {
    if (!row.lastMessageTime || row.lastMessageTime <= message.createdAt) {
      row.lastMessage = message.message;
      row.lastMessageTime = message.createdAt;
      row.lastMessageSenderId = message.sender._id;
      row.lastMessageKind = message.kind;
    }
    if (unreadCount !== undefined) row.unreadCount = unreadCount;
  });
}

function conversationsUrl(
  { q, archived, requests }: ConversationsArg,
  cursor: string | null,
): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (archived) params.set('archived', 'true');
  if (requests) params.set('requests', 'true');
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `v1/messages/conversations${query ? `?${query}` : ''}`;
}

export const getConversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The list in pages of the server's default size (decision 009): the server orders pinned,
     * then newest message; the screen moves online partners up among the loaded rows.
     */
    getConversations: build.infiniteQuery<TConversationsResponse, ConversationsArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => conversationsUrl(queryArg, pageParam),
      providesTags: (_result, _error, arg) => [
        'Conversations',
        { type: 'Conversations', id: listTagId(arg) },
      ],
      /** Socket events keep the loaded rows current (Redux essentials "streaming updates"). */
      async onCacheEntryAdded(
        arg,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, getState },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        // Refetches this list's loaded pages from the first: a partner we have no row for
        // (not loaded yet, or new) comes back at the top in the server's order.
        const refetch = () =>
          dispatch(api.util.invalidateTags([{ type: 'Conversations', id: listTagId(arg) }]));
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
            request,
          }: {
            message: TMessage;
            senderId: string;
            unreadCount: number;
            request?: boolean;
          }) => {
            // A message request belongs to the Requests list only, any other message to the rest.
            if (Boolean(arg.requests) !== Boolean(request)) return;
            // A new message brings an archived conversation back to the main list (its own
            // list refetches the row it does not have).
            if (arg.archived) {
              updateCachedData((draft) => void removeRow(draft, senderId));
              return;
            }
            const active = selectActivePartnerId(getState() as RootState);
            let known = true;
            updateCachedData((draft) => {
              // The open conversation is being read: its count stays 0 (markAsRead follows).
              known = applyLastMessage(
                draft,
                senderId,
                message,
                active === senderId ? 0 : unreadCount,
              );
            });
            if (!known) refetch();
          };
          const onMessageSent = ({ message }: { message: TMessage }) => {
            // Our own messages never join the Requests list (a reply there accepts the request).
            if (arg.requests) return;
            if (arg.archived) {
              updateCachedData((draft) => void removeRow(draft, message.receiver));
              return;
            }
            let known = true;
            updateCachedData((draft) => {
              known = applyLastMessage(draft, message.receiver, message);
            });
            if (!known) refetch();
          };
          return listenTo(socket, {
            connect: onConnect,
            newMessage: onNewMessage,
            messageSent: onMessageSent,
            // A request became a conversation: it moves from Requests to the main list.
            conversationAccepted: refetch,
          });
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useGetConversationsInfiniteQuery } = getConversationsApi;

/** The partner's row from any cached list (the whole list or a search), if loaded. */
export function selectConversationRow(
  state: RootState,
  partnerId: string,
): TConversation | undefined {
  const entries = getConversationsApi.util.selectEntriesForEndpoint(state, 'getConversations');
  for (const entry of entries) {
    for (const page of entry.data?.pages ?? []) {
      const row = page.data.find((c) => c._id === partnerId);
      if (row) return row;
    }
  }
  return undefined;
}

/** Runs `recipe` on every cached list; returns whether any had the partner, and the undo. */
export function updateEveryList(
  dispatch: AppDispatch,
  recipe: (data: ConversationPages, arg: ConversationsArg) => boolean,
): { found: boolean; undo: () => void } {
  return dispatch((innerDispatch, getState) => {
    let found = false;
    const args = getConversationsApi.util.selectCachedArgsForQuery(getState(), 'getConversations');
    const patches = args.map((arg) =>
      innerDispatch(
        getConversationsApi.util.updateQueryData('getConversations', arg, (draft) => {
          if (recipe(draft, arg)) found = true;
        }),
      ),
    );
    return { found, undo: () => patches.forEach((patch) => patch.undo()) };
  });
}

/** Changes the partner's cached row in every list (optimistic updates); returns the undo. */
export function patchConversation(
  dispatch: AppDispatch,
  partnerId: string,
  change: (row: TConversation) => void,
): { undo: () => void } {
  return updateEveryList(dispatch, (data) => changeRow(data, partnerId, change));
}

/**
 * Shows our own just-sent message as the row's last message; a partner without a loaded row
 * (first message, or a row on a page not loaded yet) makes the lists refetch.
 */
export function recordOwnMessage(dispatch: AppDispatch, message: TMessage) {
  // Our message brings an archived conversation back to the main list as well.
  const { found } = updateEveryList(dispatch, (data, arg) => {
    // A reply to a request accepts it: the row leaves Requests (conversationAccepted refetches).
    if (arg.requests) return removeRow(data, message.receiver);
    if (!arg.archived) return applyLastMessage(data, message.receiver, message);
    removeRow(data, message.receiver);
    return false;
  });
  if (!found) dispatch(api.util.invalidateTags(['Conversations']));
}
