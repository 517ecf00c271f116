import type { TComment, TMoment } from '@chingu/contract';
import { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler } from '@/test/api-stubs';
import { pngFile } from '@/test/files';

export { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler };

export const OTHER_ID = '22222222-2222-4222-8222-222222222222';
export const MOMENT_ID = '33333333-3333-4333-8333-333333333333';
export const COMMENT_ID = '44444444-4444-4444-8444-444444444444';

export function makeMoment(overrides: Partial<TMoment> = {}): TMoment {
  return {
    _id: MOMENT_ID,
    title: 'Hangang picnic',
    description: 'We practised Korean by the river.',
    imageUrls: ['/uploads/m1.webp', '/uploads/m2.webp'],
    likeCount: 2,
    likedUsers: [OTHER_ID],
    isLiked: false,
    commentCount: 1,
    user: { _id: OTHER_ID, name: 'Carlos Ruiz', imageUrls: ['/uploads/carlos.webp'] },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
    category: 'travel',
    language: 'ko',
    mood: 'happy',
    tags: ['seoul', 'picnic'],
    location: { formattedAddress: 'Seoul, South Korea', type: 'Point', coordinates: [127, 37.5] },
    privacy: 'public',
    scheduledDate: null,
    reactions: [],
    ...overrides,
  };
}

export function makeComment(overrides: Partial<TComment> = {}): TComment {
  return {
    _id: COMMENT_ID,
    text: 'Looks lovely!',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    user: { _id: OTHER_ID, name: 'Carlos Ruiz', imageUrls: [] },
    ...overrides,
  };
}

/** The URLs of the GET requests to one API path. */
export function urlsOf(requests: Request[], pathname: string, method = 'GET'): URL[] {
  return requests
    .filter((r) => r.method === method)
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === pathname);
}

export function png(name: string, size = 100): File {
  return pngFile(name, size);
}
