import { makeOwnMember } from '@/testing/members';

/** The signed-in member whose own profile the tests show (Min Ji Kim, in Seoul). */
export const ownUser = makeOwnMember({
  _id: '7d2f7a6e-7a38-4f49-9a3c-0c3f0d6f1a01',
  name: 'Min Ji Kim',
  bio: 'I love hiking and Korean food.',
  birth_year: '1990',
  native_language: 'Korean',
  language_to_learn: 'English',
  location: { city: 'Seoul', country: 'South Korea' },
  imageUrls: ['/uploads/a.webp', '/uploads/b.webp'],
  createdAt: '2025-03-01T10:00:00.000Z',
  followersCount: 12,
  followingCount: 7,
  momentsCount: 3,
  visitorsCount: 57,
});
