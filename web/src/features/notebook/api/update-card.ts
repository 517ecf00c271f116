import type { TCardResponse, TUpdateCardRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/** `PUT /api/v1/notebook/{id}`: edit a card's texts or language. */
export const updateCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateCard: build.mutation<TCardResponse, TUpdateCardRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `v1/notebook/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Notebook']),
    }),
  }),
});

export const { useUpdateCardMutation } = updateCardApi;
