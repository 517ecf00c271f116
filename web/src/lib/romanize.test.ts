import { describe, expect, it } from 'vitest';
import { languageFromScript, romanizableScript } from '../utils/scripts';
import { detectLanguage } from './detect-language';
import { romanize } from './romanize';

describe('romanization by script', () => {
  it('romanizes Korean Hangul', async () => {
    expect(romanizableScript('안녕하세요')).toBe('hangul');
    expect(await romanize('안녕하세요')).toBe('annyeonghaseyo');
  });

  it('turns Japanese kana into romaji, even among kanji', async () => {
    expect(romanizableScript('ありがとう')).toBe('kana');
    expect(romanizableScript('元気ですか')).toBe('kana');
    expect(await romanize('ありがとう')).toBe('arigatou');
    expect(await romanize('カメラ')).toBe('kamera');
  });

  it('gives Chinese (Han without kana) as pinyin with tones', async () => {
    expect(romanizableScript('你好')).toBe('han');
    expect(await romanize('你好')).toBe('nǐ hǎo');
  });

  it('offers nothing for Latin-script text', async () => {
    expect(romanizableScript('Hello, how are you?')).toBeNull();
    expect(romanizableScript('¿Qué tal? 123 👍')).toBeNull();
    expect(await romanize('Bonjour')).toBeNull();
  });
});

describe('language of a text', () => {
  it('names the language of a script', () => {
    expect(languageFromScript('오늘 날씨 좋네요')).toBe('ko');
    expect(languageFromScript('今日はいい天気ですね')).toBe('ja');
    expect(languageFromScript('今天天气很好')).toBe('zh');
    expect(languageFromScript('Привет, как дела?')).toBe('ru');
    expect(languageFromScript('I love 김치 very much')).toBeNull();
  });

  it('guesses a Latin-script language, and not from a word or two', async () => {
    expect(await detectLanguage('Bonjour, comment allez-vous aujourd’hui ?')).toBe('fr');
    expect(await detectLanguage('Hello how are you today my friend')).toBe('en');
    expect(await detectLanguage('ok')).toBeNull();
    expect(await detectLanguage('잘 지냈어요?')).toBe('ko');
  });
});
