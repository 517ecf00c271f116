import { describe, expect, it } from 'vitest';
import { I18N_NAMESPACES } from '@/lib/i18n';

// Every locale file the app ships, keyed by path ('../../public/locales/ko/chat.json').
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const locale = (lng: string, ns: string) => files[`../../public/locales/${lng}/${ns}.json`];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Plural forms differ by language (Korean has only `_other`): compare the base keys. */
const baseKeys = (file: unknown) =>
  [...new Set(keys(file).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('locale files', () => {
  it.each([...I18N_NAMESPACES])(
    '%s.json has the same keys in English and Korean, none empty',
    (ns) => {
      const en = locale('en', ns);
      const ko = locale('ko', ns);
      expect(en, `en/${ns}.json`).toBeDefined();
      expect(ko, `ko/${ns}.json`).toBeDefined();
      expect(baseKeys(ko)).toEqual(baseKeys(en));
      for (const file of [en, ko]) {
        for (const key of keys(file)) {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
          expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
        }
      }
    },
  );
});
