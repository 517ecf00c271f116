import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';

/** Anyone shown with a picture: members, chat partners, moment and comment authors. */
export type Pictured = { avatar?: string; imageUrls: readonly string[] };

/**
 * A member's picture: the chosen avatar, else the first image, else the site's default picture;
 * with `fallback` null, undefined instead (where initials stand in).
 */
export function avatarOf(member: Pictured): string;
export function avatarOf(member: Pictured, fallback: null): string | undefined;
export function avatarOf(member: Pictured, fallback: string | null = DEFAULT_AVATAR_URL) {
  return member.avatar || member.imageUrls[0] || fallback || undefined;
}

/** The photos a member uploaded: the server stores the default picture for a member with none. */
export function photosOf(imageUrls: readonly string[]): string[] {
  return imageUrls.filter((url) => url && url !== DEFAULT_AVATAR_URL);
}

/** Up to `max` initials for a generated avatar ('Minji Kim' -> 'MK'). */
export function initialsOf(name: string, max = 2): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}
