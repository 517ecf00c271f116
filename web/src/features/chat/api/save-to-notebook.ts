import type { TCardResponse, TCreateCardRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/**
 * "Save to notebook" from a message or a correction (PRODUCT §9.2): `POST /api/v1/notebook`.
 * The notebook's lists and the home's due count refetch.
 */
export const saveToNotebookApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveToNotebook: build.mutation<TCardResponse, TCreateCardRequest>({
      query: (body) => ({ url: 'v1/notebook', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Notebook']),
    }),
  }),
});

export const { useSaveToNotebookMutation } = saveToNotebookApi;
