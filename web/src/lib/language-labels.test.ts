import { INTERFACE_LANGUAGES, LANGUAGES } from '@chingu/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_LABELS } from './language-labels.ts';
import { labelForCode, languageOptions, localLanguageName } from './languages.ts';

afterEach(() => vi.restoreAllMocks());

describe('language labels', () => {
  it.each(INTERFACE_LANGUAGES)(
    'names every member language in %s as Intl.DisplayNames does',
    (locale) => {
      const names = new Intl.DisplayNames([locale, 'en'], { type: 'language' });
      const expected = Object.fromEntries(LANGUAGES.map(({ code }) => [code, names.of(code)]));
      expect(LANGUAGE_LABELS[locale]).toEqual(expected);
    },
  );

  it('labels the interface languages without asking Intl (its locale data costs a phone ~55 ms)', () => {
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    expect(localLanguageName('Korean', 'ko')).toBe('한국어');
    expect(labelForCode('tr', 'ko')).toBe('튀르키예어');
    expect(languageOptions('en')).toContainEqual({ value: 'Bengali', label: '🇧🇩 Bangla' });
    expect(displayNames).not.toHaveBeenCalled();
  });

  it('still asks Intl for another locale, and falls back to the stored name', () => {
    expect(labelForCode('ko', 'de')).toBe('Koreanisch');
    expect(localLanguageName('Klingon', 'en')).toBe('Klingon');
  });
});

it('gives the fallback for a code Intl does not accept, instead of throwing in a render', () => {
  expect(labelForCode('xx-invalid-', 'en', 'fallback')).toBe('fallback');
});

it('does not take a name from the table’s prototype for a code such as "constructor"', () => {
  expect(labelForCode('constructor', 'en', 'fallback')).toBe('fallback');
  expect(typeof labelForCode('toString', 'ko')).toBe('string');
});
