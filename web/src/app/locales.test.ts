import { describe, expect, it } from 'vitest';
import enCommon from '../../public/locales/en/common.json';
import enLanding from '../../public/locales/en/landing.json';
import koCommon from '../../public/locales/ko/common.json';
import koLanding from '../../public/locales/ko/landing.json';
import enMoments from '../../public/locales/en/moments.json';
import koMoments from '../../public/locales/ko/moments.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locale files', () => {
  it.each([
    ['common', enCommon, koCommon],
    ['landing', enLanding, koLanding],
    ['moments', enMoments, koMoments],
  ])('%s.json has the same keys in English and Korean, none empty', (_ns, en, ko) => {
    expect(keys(ko).sort()).toEqual(keys(en).sort());
    for (const file of [en, ko]) {
      for (const key of keys(file)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });
});
