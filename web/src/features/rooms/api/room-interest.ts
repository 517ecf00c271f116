import type { TRoomInterestResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `PUT`/`DELETE /api/v1/rooms/{id}/interest`: a reminder when a scheduled room starts. */
export const roomInterestApi = api.injectEndpoints({
  endpoints: (build) => ({
    setRoomInterest: build.mutation<TRoomInterestResponse, { roomId: string; interested: boolean }>(
      {
        query: ({ roomId, interested }) => ({
          url: `v1/rooms/${encodeURIComponent(roomId)}/interest`,
          method: interested ? 'PUT' : 'DELETE',
        }),
        invalidatesTags: ['Rooms'],
      },
    ),
  }),
});

export const { useSetRoomInterestMutation } = roomInterestApi;
