import type { TOwnUser } from '@chingu/contract';
import { api } from '@/lib/api';
import { setUser } from '@/stores/auth-slice';

export type OwnUserResponse = { success: true; data: TOwnUser };

/** `GET /api/v1/auth/me`: the signed-in member's own profile. */
export const getProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<OwnUserResponse, void>({
      query: () => 'v1/auth/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;

type StoreUserDispatch = (
  action: ReturnType<typeof getProfileApi.util.upsertQueryData> | ReturnType<typeof setUser>,
) => unknown;

/**
 * After a profile or photo change the server returns the whole own user: store it in the profile
 * cache (no refetch flash) and in the auth state (SPEC §7: the returned user is kept in auth).
 */
export async function storeReturnedUser(
  dispatch: StoreUserDispatch,
  queryFulfilled: Promise<{ data: OwnUserResponse }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      getProfileApi.util.upsertQueryData('getProfile', undefined, {
        success: true,
        data: data.data,
      }),
    );
    dispatch(setUser(data.data));
  } catch {
    // The component shows the failure; nothing to store.
  }
}
