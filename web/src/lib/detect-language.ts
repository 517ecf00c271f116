import { languageFromScript } from '../utils/scripts';

/** Latin-script texts shorter than this are too short to guess from. */
const MIN_DETECT_LENGTH = 12;

/**
 * The language of a message or moment, guessed in the browser (PRODUCT §8.3): by script first
 * (Hangul, kana, Han, Cyrillic...), else with tinyld's light model, loaded on first use.
 * Null when it cannot tell.
 */
export async function detectLanguage(text: string): Promise<string | null> {
  const byScript = languageFromScript(text);
  if (byScript) return byScript;
  if (text.trim().length < MIN_DETECT_LENGTH) return null;
  const { detect } = await import('tinyld/light');
  return detect(text) || null;
}
