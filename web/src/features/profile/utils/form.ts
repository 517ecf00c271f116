import type { TOwnUser } from '@chingu/contract';
import { GENDERS, type Gender, type Level } from '@chingu/contract/constants';

export type EditMode = 'none' | 'personal' | 'bio' | 'languages';

/** The whole profile form of `updatedetails` (ZUpdateDetailsRequest) as the screen edits it. */
export type ProfileForm = {
  name: string;
  gender: Gender | '';
  bio: string;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  native_language: string;
  language_to_learn: string;
  location: TOwnUser['location'];
  /** PRODUCT §9.2: the level in `language_to_learn`; null = not set. */
  level: Level | null;
};

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

export function formFromUser(user: TOwnUser): ProfileForm {
  return {
    name: user.name,
    gender: isGender(user.gender) ? user.gender : '',
    bio: user.bio,
    birth_year: user.birth_year,
    birth_month: user.birth_month,
    birth_day: user.birth_day,
    native_language: user.native_language,
    language_to_learn: user.language_to_learn,
    location: user.location,
    // A user stored before levels existed has none.
    level: user.level ?? null,
  };
}

/** '@' handle: the lowercase name with spaces removed. */
export function handleOf(name: string): string {
  return `@${name.toLowerCase().replace(/\s+/g, '')}`;
}
