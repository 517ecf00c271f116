import { api } from '@/lib/api';

/** `DELETE /api/v1/stories/{id}`: the author only (403 for anyone else). */
export const deleteStoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteStory: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `v1/stories/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Stories']),
    }),
  }),
});

export const { useDeleteStoryMutation } = deleteStoryApi;
