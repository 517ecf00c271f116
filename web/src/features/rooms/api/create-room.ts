import type { TCreateRoomRequest, TRoomResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `POST /api/v1/rooms`: a room live now, or scheduled with `startsAt`. */
export const createRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    createRoom: build.mutation<TRoomResponse, TCreateRoomRequest>({
      query: (body) => ({ url: 'v1/rooms', method: 'POST', body }),
      invalidatesTags: ['Rooms'],
    }),
  }),
});

export const { useCreateRoomMutation } = createRoomApi;
