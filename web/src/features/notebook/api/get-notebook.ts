import type { TNotebookQuery, TNotebookResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/notebook?q&language&due&page&limit`: the member's cards, newest first. */
export const getNotebookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotebook: build.query<TNotebookResponse, TNotebookQuery>({
      query: ({ q, language, due, page = 1, limit }) => ({
        url: 'v1/notebook',
        params: {
          page,
          ...(q ? { q } : {}),
          ...(language ? { language } : {}),
          ...(due ? { due } : {}),
          ...(limit ? { limit } : {}),
        },
      }),
      providesTags: ['Notebook'],
    }),
  }),
});

export const { useGetNotebookQuery } = getNotebookApi;
