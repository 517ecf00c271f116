import type { TReverseGeocodeResponse } from '@chingu/contract';
import { api } from '@/lib/api';

export type Coordinates = { lat: number; lon: number };

/** `GET /api/v1/geocode/reverse?lat&lon`: 'city, country' through the server's proxy. */
export const reverseGeocodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    reverseGeocode: build.query<TReverseGeocodeResponse, Coordinates>({
      query: ({ lat, lon }) => `v1/geocode/reverse?lat=${lat}&lon=${lon}`,
    }),
  }),
});

export const { useLazyReverseGeocodeQuery } = reverseGeocodeApi;
