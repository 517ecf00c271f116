import type { TAuthResponse, TRegisterRequest } from '@chingu/contract';
import { api } from '@/lib/api';

export type RegisterInput = TRegisterRequest & { files: File[] };

/** Multipart: the text fields of SPEC §3 plus the profile images under `file`, stored atomically. */
export function toRegisterFormData({ files, ...fields }: RegisterInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value ?? ''));
  for (const file of files) form.append('file', file, file.name);
  return form;
}

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<TAuthResponse, RegisterInput>({
      query: (input) => ({
        url: 'v1/auth/register',
        method: 'POST',
        body: toRegisterFormData(input),
      }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
