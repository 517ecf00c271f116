import { romanizableScript } from '../utils/scripts';

/**
 * The text in Latin letters: Hangul with es-hangul, kana with wanakana (kanji stay as they are),
 * Chinese as tone-marked pinyin with pinyin-pro. Each library loads the first time it is needed,
 * so none of them weighs on the main bundle. Null when the text has no such script.
 */
export async function romanize(text: string): Promise<string | null> {
  switch (romanizableScript(text)) {
    case 'hangul': {
      const { romanize: hangul } = await import('es-hangul');
      // es-hangul romanizes Hangul syllables and keeps everything else.
      return hangul(text);
    }
    case 'kana': {
      const { toRomaji } = await import('wanakana');
      return toRomaji(text);
    }
    case 'han': {
      const { pinyin } = await import('pinyin-pro');
      return pinyin(text, { nonZh: 'consecutive' });
    }
    default:
      return null;
  }
}
