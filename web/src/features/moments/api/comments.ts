import type { TComment, TCommentsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

type TCommentResponse = { success: true; data: TComment };

export type AddCommentArgs = { momentId: string; text: string };
export type DeleteCommentArgs = { momentId: string; commentId: string };

/** A moment's comments, newest first; adding or deleting one refetches them and the count. */
export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.query<TCommentsResponse, string>({
      query: (momentId) => `v1/moments/${encodeURIComponent(momentId)}/comments`,
      providesTags: (_result, _error, momentId) => [{ type: 'Comments', id: momentId }],
    }),
    addComment: build.mutation<TCommentResponse, AddCommentArgs>({
      query: ({ momentId, text }) => ({
        url: `v1/moments/${encodeURIComponent(momentId)}/comments`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_result, error, { momentId }) =>
        error
          ? []
          : [
              { type: 'Comments', id: momentId },
              { type: 'Moment', id: momentId },
            ],
    }),
    deleteComment: build.mutation<{ success: true }, DeleteCommentArgs>({
      query: ({ momentId, commentId }) => ({
        url: `v1/moments/${encodeURIComponent(momentId)}/comments/${encodeURIComponent(commentId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { momentId }) =>
        error
          ? []
          : [
              { type: 'Comments', id: momentId },
              { type: 'Moment', id: momentId },
            ],
    }),
  }),
});

export const { useGetCommentsQuery, useAddCommentMutation, useDeleteCommentMutation } = commentsApi;
