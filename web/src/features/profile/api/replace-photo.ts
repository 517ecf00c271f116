import { api } from '@/lib/api';
import { storeReturnedUser, type OwnUserResponse } from './get-profile';

export type ReplacePhotoArgs = { userId: string; index: number; file: File };

/** `PUT /api/v1/auth/users/{userId}/photo/{index}`: replaces one gallery image in place. */
export const replacePhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    replacePhoto: build.mutation<OwnUserResponse, ReplacePhotoArgs>({
      query: ({ userId, index, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `v1/auth/users/${userId}/photo/${index}`, method: 'PUT', body };
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeReturnedUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useReplacePhotoMutation } = replacePhotoApi;
