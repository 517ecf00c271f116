import type { TMember } from '@chingu/contract';
import { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler } from '@/test/api-stubs';

export { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler };

export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

export function makeMember(overrides: Partial<TMember> = {}): TMember {
  return {
    _id: OTHER_ID,
    name: 'Carlos Ruiz',
    gender: 'Male',
    bio: 'Coffee lover.',
    birth_year: '1990',
    native_language: 'Spanish',
    language_to_learn: 'Korean',
    location: { city: 'Madrid', country: 'Spain' },
    imageUrls: ['/uploads/carlos-1.webp', '/uploads/carlos-2.webp'],
    createdAt: '2025-03-14T10:00:00.000Z',
    followersCount: 3,
    followingCount: 4,
    momentsCount: 2,
    isFollowing: false,
    ...overrides,
  };
}
