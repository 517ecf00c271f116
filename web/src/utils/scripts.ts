/**
 * What the browser can tell about a text from its writing system alone (PRODUCT §8.3): which
 * romanization fits it, and its language when the script names one.
 */
export type RomanizableScript = 'hangul' | 'kana' | 'han';

const HANGUL = /\p{Script=Hangul}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Korean (Hangul), Japanese (any kana: kanji alone read as Chinese) or Chinese (Han without
 * kana); null for any other text, Latin included.
 */
export function romanizableScript(text: string): RomanizableScript | null {
  const hangul = count(text, HANGUL);
  const kana = count(text, KANA);
  const han = count(text, HAN);
  if (hangul === 0 && kana === 0 && han === 0) return null;
  if (kana > 0 && kana + han >= hangul) return 'kana';
  return hangul >= han ? 'hangul' : 'han';
}

/** Scripts used by one language (or one most likely), checked when they dominate the text. */
const SCRIPT_LANGUAGES: [RegExp, string][] = [
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Devanagari}/gu, 'hi'],
];

const ROMANIZABLE_LANGUAGE: Record<RomanizableScript, string> = {
  hangul: 'ko',
  kana: 'ja',
  han: 'zh',
};

/** The language the script says (ko, ja, zh, ru...), or null for Latin and mixed text. */
export function languageFromScript(text: string): string | null {
  const letters = count(text, LETTER);
  if (letters === 0) return null;
  const cjk = romanizableScript(text);
  if (cjk) {
    const cjkLetters = count(text, HANGUL) + count(text, KANA) + count(text, HAN);
    if (cjkLetters * 2 >= letters) return ROMANIZABLE_LANGUAGE[cjk];
  }
  for (const [pattern, language] of SCRIPT_LANGUAGES) {
    if (count(text, pattern) * 2 >= letters) return language;
  }
  return null;
}
