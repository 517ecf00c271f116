import type { TContactRequest, TNewsletterRequest } from '@chingu/contract';
import { api } from '@/lib/api';

export const siteFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ success: true }, TContactRequest>({
      query: (body) => ({ url: 'v1/contact', method: 'POST', body }),
    }),
    subscribeNewsletter: build.mutation<{ success: true }, TNewsletterRequest>({
      query: (body) => ({ url: 'v1/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation, useSubscribeNewsletterMutation } = siteFormsApi;
