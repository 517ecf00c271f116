import type {
  TCreateMomentCorrectionRequest,
  TMomentCorrection,
  TMomentCorrectionResponse,
  TMomentCorrectionsResponse,
} from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { api } from '@/lib/api';
import { nextPageWhileCounted } from '@/utils/pages';

export type AddCorrectionArgs = { momentId: string } & TCreateMomentCorrectionRequest;
export type MarkHelpfulArgs = { momentId: string; correctionId: string };

/**
 * A correct-me moment's corrections (PRODUCT §9.2), oldest first, a page at a time; giving one
 * refetches them and the moment (its count), marking one helpful refetches them (the mark moves).
 */
export const correctionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMomentCorrections: build.infiniteQuery<TMomentCorrectionsResponse, string, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageWhileCounted },
      query: ({ queryArg: momentId, pageParam }) =>
        `v1/moments/${encodeURIComponent(momentId)}/corrections?page=${pageParam}&limit=${LIMITS.momentCorrectionsPageSize}`,
      providesTags: (_result, _error, momentId) => [{ type: 'MomentCorrections', id: momentId }],
    }),
    addMomentCorrection: build.mutation<TMomentCorrectionResponse, AddCorrectionArgs>({
      query: ({ momentId, ...body }) => ({
        url: `v1/moments/${encodeURIComponent(momentId)}/corrections`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { momentId }) =>
        error
          ? []
          : [
              { type: 'MomentCorrections', id: momentId },
              { type: 'Moment', id: momentId },
              // The home's "Help someone learn your language" drops a corrected moment.
              'Moments',
            ],
    }),
    markCorrectionHelpful: build.mutation<TMomentCorrectionResponse, MarkHelpfulArgs>({
      query: ({ momentId, correctionId }) => ({
        url: `v1/moments/${encodeURIComponent(momentId)}/corrections/${encodeURIComponent(correctionId)}/helpful`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, error, { momentId }) =>
        error ? [] : [{ type: 'MomentCorrections', id: momentId }],
    }),
  }),
});

export const {
  useGetMomentCorrectionsInfiniteQuery,
  useAddMomentCorrectionMutation,
  useMarkCorrectionHelpfulMutation,
} = correctionsApi;

/** The loaded pages as one list (a correction seen on two pages shows once). */
export function loadedCorrections(
  pages: TMomentCorrectionsResponse[] | undefined,
): TMomentCorrection[] {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item._id) && seen.add(item._id));
}
