import { languageByName } from '@chingu/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type LanguageLabel = { flag: string; label: string; code: string | null };

const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

function displayNames(lng: string): Intl.DisplayNames | null {
  if (!displayNamesCache.has(lng)) {
    try {
      displayNamesCache.set(lng, new Intl.DisplayNames([lng], { type: 'language' }));
    } catch {
      displayNamesCache.set(lng, null);
    }
  }
  return displayNamesCache.get(lng) ?? null;
}

/** Localised name and flag of a language code in the interface language. */
export function labelForCode(code: string, lng: string, fallback = code): string {
  return displayNames(lng)?.of(code) ?? fallback;
}

/** Localised label and flag of a stored language name ('Korean'); null when the name is empty. */
export function labelForName(name: string, lng: string): LanguageLabel | null {
  if (!name) return null;
  const language = languageByName(name);
  if (!language) return { flag: '🌐', label: name, code: null };
  return {
    flag: language.flag,
    label: labelForCode(language.code, lng, language.name),
    code: language.code,
  };
}

/** `(name) => label` in the current interface language. */
export function useLanguageLabel() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback((name: string) => labelForName(name, lng), [lng]);
}
