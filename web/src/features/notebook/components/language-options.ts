import { LANGUAGES } from '@chingu/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelForCode } from '@/lib/languages';

/** Select options over every language by code (cards store the code), in the interface language. */
export function useLanguageCodeOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () =>
      LANGUAGES.map((language) => ({
        language,
        display: labelForCode(language.code, locale, language.name),
      }))
        .sort((a, b) => a.display.localeCompare(b.display, locale))
        .map(({ language, display }) => ({
          value: language.code,
          label: `${language.flag} ${display}`,
        })),
    [locale],
  );
}
