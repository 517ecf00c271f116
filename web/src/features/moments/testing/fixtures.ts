import {
  ZComment,
  ZMoment,
  ZMomentCorrection,
  type TComment,
  type TMoment,
  type TMomentCorrection,
} from '@chingu/contract';
import { pngFile } from '@/testing/files';
import { ME_ID, OTHER_ID } from '@/testing/members';

export { ME_ID, OTHER_ID };

export const MOMENT_ID = '33333333-3333-4333-8333-333333333333';
export const COMMENT_ID = '44444444-4444-4444-8444-444444444444';

/**
 * A moment as the API sends it (Carlos's Hangang picnic, five minutes ago), parsed by the
 * contract's schema (strict: no missing, mistyped or extra field).
 */
export function makeMoment(overrides: Partial<TMoment> = {}): TMoment {
  return ZMoment.strict().parse({
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
    correctMe: false,
    correctionCount: 0,
    ...overrides,
  });
}

/** A comment as the API sends it (Carlos, two hours ago), parsed by the contract's schema. */
export function makeComment(overrides: Partial<TComment> = {}): TComment {
  return ZComment.strict().parse({
    _id: COMMENT_ID,
    text: 'Looks lovely!',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    user: { _id: OTHER_ID, name: 'Carlos Ruiz', imageUrls: [] },
    ...overrides,
  });
}

export const CORRECTION_ID = '55555555-5555-4555-8555-555555555555';

/** A correction of the moment (Carlos's, an hour ago), parsed by the contract's schema. */
export function makeCorrection(overrides: Partial<TMomentCorrection> = {}): TMomentCorrection {
  return ZMomentCorrection.strict().parse({
    _id: CORRECTION_ID,
    momentId: MOMENT_ID,
    author: { _id: OTHER_ID, name: 'Carlos Ruiz', imageUrls: [] },
    original: 'I goed to school yesterday.',
    corrected: 'I went to school yesterday.',
    note: 'go → went',
    helpful: false,
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    ...overrides,
  });
}

export function png(name: string, size = 100): File {
  return pngFile(name, size);
}
