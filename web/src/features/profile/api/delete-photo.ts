import { api } from '@/lib/api';
import { storeReturnedUser, type OwnUserResponse } from './get-profile';

export type DeletePhotoArgs = { userId: string; index: number };

/** `DELETE /api/v1/auth/users/{userId}/photo/{index}`: index is the 0-based position in imageUrls. */
export const deletePhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    deletePhoto: build.mutation<OwnUserResponse, DeletePhotoArgs>({
      query: ({ userId, index }) => ({
        url: `v1/auth/users/${userId}/photo/${index}`,
        method: 'DELETE',
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeReturnedUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useDeletePhotoMutation } = deletePhotoApi;
