import { LIMITS } from '@chingu/contract/constants';

/** File names longer than 15 characters are shown as their first 12 plus '...' (SPEC §2). */
export function cutFileName(name: string): string {
  return name.length > LIMITS.fileNameCut ? `${name.slice(0, LIMITS.fileNameKeep)}...` : name;
}

/** Slots left in a gallery of at most 10 images. */
export function remainingSlots(existing: number, selected: number): number {
  return Math.max(0, LIMITS.imagesPerGallery - existing - selected);
}

/**
 * Keeps the files that fit in the remaining slots; `cutOff` is how many were dropped, so the
 * dialog can warn 'You can only upload {{count}} more image(s).'.
 */
export function fitToSlots<T>(
  files: readonly T[],
  remaining: number,
): { kept: T[]; cutOff: number } {
  const room = Math.max(0, remaining);
  const kept = files.slice(0, room);
  return { kept, cutOff: files.length - kept.length };
}
