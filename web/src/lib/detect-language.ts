import { languageFromScript } from '../utils/scripts';
import { askBackground } from './background-worker';

/** Latin-script texts shorter than this are too short to guess from. */
const MIN_DETECT_LENGTH = 12;

/**
 * The language of a message or moment, guessed in the browser (PRODUCT §8.3): by script first
 * (Hangul, kana, Han, Cyrillic...), else with tinyld's light model, loaded on first use in the
 * background worker.
 * Null when it cannot tell.
 */
export async function detectLanguage(text: string): Promise<string | null> {
  const byScript = languageFromScript(text);
  if (byScript) return byScript;
  if (text.trim().length < MIN_DETECT_LENGTH) return null;
  return askBackground({ kind: 'detectLanguage', text });
}
