import type { TCardResponse, TCreateCardRequest } from '@chingu/contract';
import { api } from '@/lib/api';

/**
 * "Save to notebook" from a message, a correction, a moment or a moment's correction (PRODUCT
 * §9.2): `POST /api/v1/notebook`. Shared by chat and moments (features do not import features).
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
