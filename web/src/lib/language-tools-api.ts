import type { TFeaturesResponse, TTranslateRequest, TTranslateResponse } from '@chingu/contract';
import { api } from './api';

export type Features = TFeaturesResponse['data'];
export type Translation = TTranslateResponse['data'];

/**
 * Endpoints both chat and moments use (PRODUCT §8.3): what the server has configured, and
 * translation. A feature's own endpoints stay in its `api/` folder.
 */
export const languageToolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/features`: no sign-in needed; kept for the session. */
    getFeatures: build.query<Features, void>({
      query: () => 'v1/features',
      transformResponse: (response: TFeaturesResponse) => response.data,
      keepUnusedDataFor: 3600,
    }),
    /** `POST /api/v1/translate`; the same text and target are answered from this cache. */
    translate: build.query<Translation, TTranslateRequest>({
      query: (body) => ({ url: 'v1/translate', method: 'POST', body }),
      transformResponse: (response: TTranslateResponse) => response.data,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetFeaturesQuery, useTranslateQuery } = languageToolsApi;
