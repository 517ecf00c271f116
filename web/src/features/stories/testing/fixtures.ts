import {
  ZStoriesFeedResponse,
  ZStory,
  ZStoryGroup,
  ZStoryViewResponse,
  ZStoryViewsResponse,
  type TStory,
  type TStoryGroup,
  type TStoryViewer,
} from '@chingu/contract';
import { http, ME_ID, OTHER_ID, respond, server } from '@/testing/api';

export { ME_ID, OTHER_ID };

export const ANA_ID = '55555555-5555-4555-8555-555555555555';
export const STORY_ID = '66666666-6666-4666-8666-666666666661';

let nextStory = 2;
/** A fresh story id (…662, …663, …) so groups never share one. */
export function storyId(): string {
  return `66666666-6666-4666-8666-${String(666666666660 + nextStory++)}`;
}

const author = {
  [ME_ID]: { _id: ME_ID, name: 'Minji Kim', imageUrls: [] },
  [OTHER_ID]: { _id: OTHER_ID, name: 'Carlos Ruiz', imageUrls: ['/uploads/carlos.webp'] },
  [ANA_ID]: { _id: ANA_ID, name: 'Ana Lima', imageUrls: [] },
};

/**
 * A story as the API sends it (Carlos's text card, ten minutes ago), parsed by the contract's
 * schema (strict: no missing, mistyped or extra field).
 */
export function makeStory(overrides: Partial<TStory> = {}): TStory {
  const createdAt = new Date(Date.now() - 10 * 60_000);
  return ZStory.strict().parse({
    _id: STORY_ID,
    user: author[OTHER_ID],
    imageUrl: null,
    text: '¡Hola desde Madrid!',
    background: 'ocean',
    caption: null,
    privacy: 'public',
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + 24 * 3600_000).toISOString(),
    viewed: false,
    ...overrides,
  });
}

/** One member's group of stories; `hasUnviewed` follows the stories unless told. */
export function makeGroup(
  userId: keyof typeof author,
  stories: Partial<TStory>[],
  hasUnviewed?: boolean,
): TStoryGroup {
  const built = stories.map((s) =>
    makeStory({
      _id: storyId(),
      user: author[userId],
      ...(userId === ME_ID ? { viewed: true, viewsCount: 0 } : {}),
      ...s,
    }),
  );
  return ZStoryGroup.strict().parse({
    user: author[userId],
    stories: built,
    hasUnviewed: hasUnviewed ?? built.some((s) => !s.viewed),
  });
}

/** `GET /stories/feed` answering with these groups, and `POST .../view` counting each view. */
export function stubStoriesFeed(groups: TStoryGroup[]) {
  server.use(
    http.get('/api/v1/stories/feed', () =>
      respond(ZStoriesFeedResponse, {
        success: true,
        count: groups.filter((g) => g.user._id !== ME_ID).length,
        data: groups,
      }),
    ),
    http.post('/api/v1/stories/:id/view', () =>
      respond(ZStoryViewResponse, { success: true, data: { counted: true } }),
    ),
  );
}

/** `GET /stories/{id}/views` answering page by page from `viewers` (2 a page in tests). */
export function stubStoryViews(id: string, viewers: TStoryViewer[]) {
  server.use(
    http.get(`/api/v1/stories/${id}/views`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return respond(ZStoryViewsResponse, {
        success: true,
        count: viewers.length,
        data: viewers.slice((page - 1) * limit, page * limit),
      });
    }),
  );
}

export function makeViewer(userId: keyof typeof author, minutesAgo = 3): TStoryViewer {
  return {
    user: author[userId],
    viewedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  };
}
