import type { TConversation } from '@chingu/contract';
import { api } from '@/lib/api';
import type { RootState } from '@/stores/store';
import {
  removeRow,
  selectConversationRow,
  updateEveryList,
  type ConversationPages,
} from './get-conversations';

export type ArchiveArgs = { partnerId: string; archived: boolean };

/** Puts `row` into the first page of a list at its place (pinned first, then newest). */
function insertRow(data: ConversationPages, row: TConversation) {
  const first = data.pages[0];
  if (!first || data.pages.some((page) => page.data.some((r) => r._id === row._id))) return;
  const after = (other: TConversation) =>
    other.pinned === row.pinned
      ? (other.lastMessageTime ?? '') < (row.lastMessageTime ?? '')
      : row.pinned;
  const index = first.data.findIndex(after);
  first.data.splice(index === -1 ? first.data.length : index, 0, row);
  first.count = first.data.length;
}

/**
 * `PUT /messages/conversations/{userId}/archive|unarchive` (PRODUCT §8.3): the row leaves the
 * list it is in at once and joins the other one (when that list is loaded); undone on failure.
 */
export const archiveConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    archiveConversation: build.mutation<{ success: true; data: TConversation }, ArchiveArgs>({
      query: ({ partnerId, archived }) => ({
        url: `v1/messages/conversations/${encodeURIComponent(partnerId)}/${archived ? 'archive' : 'unarchive'}`,
        method: 'PUT',
      }),
      async onQueryStarted({ partnerId, archived }, { dispatch, getState, queryFulfilled }) {
        const cached = selectConversationRow(getState() as RootState, partnerId);
        const moved = cached ? { ...cached, archived } : undefined;
        const move = (row: TConversation | undefined) =>
          updateEveryList(dispatch, (data, arg) => {
            if (Boolean(arg.archived) !== archived) return removeRow(data, partnerId);
            // Only the unsearched list takes the row in: a search result is the server's.
            if (row && !arg.q) insertRow(data, row);
            return true;
          });
        const patch = move(moved);
        try {
          const { data } = await queryFulfilled;
          // A list the row moves into, opened while the archive was on its way, may have been
          // read before the server stored it (the row came in only where that list was loaded):
          // it asks again.
          dispatch(
            api.util.invalidateTags([{ type: 'Conversations', id: archived ? 'archived:' : '' }]),
          );
          // The server's row (with `archived` set) replaces our copy; a row we had not loaded
          // makes the lists refetch.
          if (moved && data?.data) {
            updateEveryList(dispatch, (pages) => {
              for (const page of pages.pages) {
                const index = page.data.findIndex((r) => r._id === partnerId);
                if (index !== -1) page.data[index] = data.data;
              }
              return true;
            });
          } else {
            dispatch(api.util.invalidateTags(['Conversations']));
          }
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useArchiveConversationMutation } = archiveConversationApi;
