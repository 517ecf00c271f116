import { api } from '@/lib/api';
import { storeReturnedUser, type OwnUserResponse } from './get-profile';

export type UploadPhotosArgs = { userId: string; files: File[] };

/** `PUT /api/v1/auth/users/{userId}/photo`: appends the files (repeated `file`) to the gallery. */
export const uploadPhotosApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadPhotos: build.mutation<OwnUserResponse, UploadPhotosArgs>({
      query: ({ userId, files }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return { url: `v1/auth/users/${userId}/photo`, method: 'PUT', body };
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeReturnedUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useUploadPhotosMutation } = uploadPhotosApi;
