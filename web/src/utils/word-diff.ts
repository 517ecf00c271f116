import { diffWords } from 'diff';

export type DiffPart = { value: string; change: 'same' | 'removed' | 'added' };

/** Word boundaries in any language: Japanese and Chinese have no spaces between words. */
const segmenter =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'word' })
    : null;

/** A correction as words kept, removed and added, in reading order (removed before added). */
export function wordDiff(original: string, corrected: string): DiffPart[] {
  const changes = diffWords(original, corrected, segmenter ? { intlSegmenter: segmenter } : {});
  return changes
    .filter((c) => c.value !== '')
    .map((c) => ({
      value: c.value,
      change: c.removed ? 'removed' : c.added ? 'added' : 'same',
    }));
}
