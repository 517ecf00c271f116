import { api } from '@/lib/api';

/** `DELETE /api/v1/notebook/{id}`. */
export const deleteCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteCard: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `v1/notebook/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Notebook']),
    }),
  }),
});

export const { useDeleteCardMutation } = deleteCardApi;
