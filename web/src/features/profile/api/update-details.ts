import type { TUpdateDetailsRequest } from '@chingu/contract';
import { api } from '@/lib/api';
import { storeReturnedUser, type OwnUserResponse } from './get-profile';

/** `PUT /api/v1/auth/updatedetails`: writes the whole profile form. */
export const updateDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateDetails: build.mutation<OwnUserResponse, TUpdateDetailsRequest>({
      query: (body) => ({ url: 'v1/auth/updatedetails', method: 'PUT', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeReturnedUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useUpdateDetailsMutation } = updateDetailsApi;
