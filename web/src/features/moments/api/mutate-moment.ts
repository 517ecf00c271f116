import type { TCreateMomentRequest, TMomentResponse, TUpdateMomentRequest } from '@chingu/contract';
import { api } from '@/lib/api';

export type UploadMomentPhotosArgs = { momentId: string; files: File[] };
export type UpdateMomentArgs = TUpdateMomentRequest & { id: string };

/** Create (JSON), update, add photos to and delete a moment (SPEC §7 Moments). */
export const mutateMomentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMoment: build.mutation<TMomentResponse, TCreateMomentRequest>({
      query: (body) => ({ url: 'v1/moments', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Moments']),
    }),
    updateMoment: build.mutation<TMomentResponse, UpdateMomentArgs>({
      query: ({ id, ...body }) => ({
        url: `v1/moments/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : ['Moments', { type: 'Moment', id }],
    }),
    /** `PUT .../photo`: the files go as repeated `file` parts, after create or update. */
    uploadMomentPhotos: build.mutation<TMomentResponse, UploadMomentPhotosArgs>({
      query: ({ momentId, files }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return { url: `v1/moments/${encodeURIComponent(momentId)}/photo`, method: 'PUT', body };
      },
      invalidatesTags: (_result, _error, { momentId }) => [
        'Moments',
        { type: 'Moment', id: momentId },
      ],
    }),
    deleteMoment: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `v1/moments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Moments']),
    }),
  }),
});

export const {
  useCreateMomentMutation,
  useUpdateMomentMutation,
  useUploadMomentPhotosMutation,
  useDeleteMomentMutation,
} = mutateMomentApi;
