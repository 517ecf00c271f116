import type { StoryBackground, TStoryResponse } from '@chingu/contract';
import { api } from '@/lib/api';

/** What the composer sends: a photo, or a text card on a background (never both). */
export type CreateStoryArgs = { caption?: string; privacy: 'public' | 'friends' } & (
  { kind: 'photo'; image: File } | { kind: 'text'; text: string; background: StoryBackground }
);

/** The multipart body of `POST /api/v1/stories`: `image`, or `text` + `background`. */
export function storyFormData(args: CreateStoryArgs): FormData {
  const body = new FormData();
  if (args.kind === 'photo') body.append('image', args.image);
  else {
    body.append('text', args.text);
    body.append('background', args.background);
  }
  // An empty caption is not sent: the server would store it as null anyway.
  if (args.caption) body.append('caption', args.caption);
  body.append('privacy', args.privacy);
  return body;
}

export const createStoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStory: build.mutation<TStoryResponse, CreateStoryArgs>({
      query: (args) => ({ url: 'v1/stories', method: 'POST', body: storyFormData(args) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Stories']),
    }),
  }),
});

export const { useCreateStoryMutation } = createStoryApi;
