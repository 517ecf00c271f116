import type { TIceServer, TIceServersResponse } from '@chingu/contract';
import { api } from './api';

export const getIceServersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * STUN/TURN servers for a call's or a room's RTCPeerConnection (TURN credentials are
     * short-lived): shared by the calls and rooms features, which may not import each other.
     */
    getIceServers: build.query<TIceServersResponse, void>({
      query: () => 'v1/calls/ice-servers',
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * Fresh ICE servers for a new connection; none when the request fails: host candidates are
 * enough on one network (PRODUCT §8.2), so a call is still worth trying.
 */
export async function fetchIceServers(
  dispatch: (action: unknown) => unknown,
): Promise<TIceServer[]> {
  const request = dispatch(
    getIceServersApi.endpoints.getIceServers.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  ) as { unwrap: () => Promise<TIceServersResponse> };
  try {
    return (await request.unwrap()).data;
  } catch {
    return [];
  }
}
