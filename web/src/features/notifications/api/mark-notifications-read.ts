import type {
  TMarkNotificationsReadRequest,
  TMarkNotificationsReadResponse,
} from '@chingu/contract';
import { api } from '@/lib/api';
import { getNotificationsApi } from './get-notifications';
import { getUnreadCountApi } from './get-unread-count';

export const markNotificationsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `PUT /api/v1/notifications/read {ids?}`: those, or all when `ids` is left out. */
    markNotificationsRead: build.mutation<
      TMarkNotificationsReadResponse,
      TMarkNotificationsReadRequest
    >({
      query: (body) => ({ url: 'v1/notifications/read', method: 'PUT', body }),
      // Shown read at once; a failure brings the highlight back.
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const now = new Date().toISOString();
        const patch = dispatch(
          getNotificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const page of draft.pages) {
              for (const item of page.data) {
                if (!ids || ids.includes(item._id)) item.readAt ??= now;
              }
            }
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getUnreadCountApi.util.updateQueryData('getUnreadCount', undefined, (draft) => {
              draft.data.notifications = data.data.unread;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useMarkNotificationsReadMutation } = markNotificationsReadApi;
