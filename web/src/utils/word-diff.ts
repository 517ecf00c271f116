import { diffWords } from 'diff';

export type DiffPart = { value: string; change: 'same' | 'removed' | 'added' };

/**
 * Word boundaries in any language: Japanese and Chinese have no spaces between words. Made on the
 * first diff, not when the chat's code loads: the browser's first word segmenter loads its break
 * data (~30 ms of a phone's main thread while /chat starts; issue 32, twelfth slice).
 */
let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter() {
  // undefined: not tried yet; null: this browser has no Segmenter (asked once, not on every diff).
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'word' })
        : null;
  }
  return segmenter;
}

/** A correction as words kept, removed and added, in reading order (removed before added). */
export function wordDiff(original: string, corrected: string): DiffPart[] {
  const intlSegmenter = wordSegmenter();
  const changes = diffWords(original, corrected, intlSegmenter ? { intlSegmenter } : {});
  return changes
    .filter((c) => c.value !== '')
    .map((c) => ({
      value: c.value,
      change: c.removed ? 'removed' : c.added ? 'added' : 'same',
    }));
}
