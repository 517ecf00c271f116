import { makeOwnMember } from '@/testing/members';

/** The member who signs in or registers in the auth screens' tests (Ana, Spanish → Korean). */
export const testUser = makeOwnMember({
  _id: '3f1c1c4e-8b7a-4d61-9f3e-1a2b3c4d5e6f',
  name: 'Ana',
  email: 'ana@example.com',
  gender: 'Female',
  birth_year: '1990',
  native_language: 'Spanish',
  language_to_learn: 'Korean',
  imageUrls: ['/uploads/a.webp'],
  createdAt: '2026-01-01T00:00:00.000Z',
});
