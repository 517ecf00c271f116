import type { TRoomResponse, TRoomsQuery, TRoomsResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** `GET /api/v1/rooms?language&status` (live first, then the next scheduled) and one room. */
export const getRoomsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRooms: build.query<TRoomsResponse, TRoomsQuery>({
      query: ({ language, status, page = 1, limit }) => ({
        url: 'v1/rooms',
        params: {
          page,
          ...(language ? { language } : {}),
          ...(status ? { status } : {}),
          ...(limit ? { limit } : {}),
        },
      }),
      providesTags: ['Rooms'],
    }),
    getRoom: build.query<TRoomResponse, string>({
      query: (roomId) => `v1/rooms/${encodeURIComponent(roomId)}`,
      providesTags: ['Rooms'],
    }),
  }),
});

export const { useGetRoomsQuery, useGetRoomQuery } = getRoomsApi;
