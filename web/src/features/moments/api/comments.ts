import type { TComment, TCommentsResponse } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { api } from '@/lib/api';
import { nextPageWhileCounted } from '@/utils/pages';

export const COMMENTS_PAGE_SIZE = LIMITS.commentsPageSize;

type TCommentResponse = { success: true; data: TComment };

export type AddCommentArgs = { momentId: string; text: string };
export type DeleteCommentArgs = { momentId: string; commentId: string };

/**
 * A moment's comments, newest first, a page at a time ("Show older comments" loads the next);
 * adding or deleting one refetches the loaded pages and the count.
 */
export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.infiniteQuery<TCommentsResponse, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // `count` is the moment's whole total: more pages while fewer are loaded.
        getNextPageParam: nextPageWhileCounted,
      },
      query: ({ queryArg: momentId, pageParam }) =>
        `v1/moments/${encodeURIComponent(momentId)}/comments?page=${pageParam}&limit=${COMMENTS_PAGE_SIZE}`,
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

export const { useGetCommentsInfiniteQuery, useAddCommentMutation, useDeleteCommentMutation } =
  commentsApi;

/** The loaded pages as one list; a comment that moved to a later page while paging shows once. */
export function loadedComments(pages: TCommentsResponse[] | undefined): TComment[] {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap((page) => page.data)
    .filter((comment) => !seen.has(comment._id) && seen.add(comment._id));
}
