import { LIMITS } from '@chingu/contract/constants';

export type TagError = 'maxTags' | 'tagTooLong' | 'duplicateTag';

/**
 * Adds a typed tag (trimmed, without a leading '#') following SPEC §5: at most 5 tags of 20
 * characters, no duplicates (case-insensitive). Blank input changes nothing.
 */
export function addTag(
  tags: readonly string[],
  input: string,
): { tags: readonly string[]; error?: TagError } {
  const tag = input.trim().replace(/^#+/, '').trim();
  if (!tag) return { tags };
  if (tags.length >= LIMITS.tagsMax) return { tags, error: 'maxTags' };
  if (Array.from(tag).length > LIMITS.tagMax) return { tags, error: 'tagTooLong' };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) {
    return { tags, error: 'duplicateTag' };
  }
  return { tags: [...tags, tag] };
}
