import { api } from '@/lib/api';

/** `DELETE /api/v1/rooms/{id}`: the host ends the room (or calls off a scheduled one). */
export const endRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    endRoom: build.mutation<{ success: true }, string>({
      query: (roomId) => ({ url: `v1/rooms/${encodeURIComponent(roomId)}`, method: 'DELETE' }),
      invalidatesTags: ['Rooms'],
    }),
  }),
});

export const { useEndRoomMutation } = endRoomApi;
