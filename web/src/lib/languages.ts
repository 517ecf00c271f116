import { INTERFACE_LANGUAGES, LANGUAGES, languageByName } from '@chingu/contract/constants';
import type { InterfaceLanguage, Language } from '@chingu/contract/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from './language-labels.ts';

/**
 * Language names for display. Members store English names ('Korean'), moments store codes ('ko');
 * the interface shows names localised with Intl.DisplayNames (PRODUCT §7).
 */
export type LanguageLabel = { flag: string; label: string; code: string | null };

const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!displayNamesCache.has(locale)) {
    try {
      displayNamesCache.set(locale, new Intl.DisplayNames([locale, 'en'], { type: 'language' }));
    } catch {
      displayNamesCache.set(locale, null);
    }
  }
  return displayNamesCache.get(locale) ?? null;
}

/** A language code ('ko') in the interface language ('한국어'). */
export function labelForCode(code: string, locale: string, fallback = code): string {
  if (isInterfaceLanguage(locale)) {
    // hasOwn: a code such as 'constructor' must not reach the object's prototype.
    const labels = LANGUAGE_LABELS[locale];
    if (Object.hasOwn(labels, code)) return labels[code as Language['code']];
  }
  try {
    return displayNames(locale)?.of(code) ?? fallback;
  } catch {
    return fallback; // not a language code Intl accepts
  }
}

function isInterfaceLanguage(locale: string): locale is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(locale);
}

/** A stored language name ('Korean') in the interface language ('한국어'). */
export function localLanguageName(name: string, locale: string): string {
  const language = languageByName(name);
  if (!language) return name;
  return labelForCode(language.code, locale, language.name);
}

export function languageFlag(name: string): string {
  return languageByName(name)?.flag ?? '';
}

/** Localised label and flag of a stored language name; null when the name is empty. */
export function labelForName(name: string, locale: string): LanguageLabel | null {
  if (!name) return null;
  const language = languageByName(name);
  if (!language) return { flag: '🌐', label: name, code: null };
  return {
    flag: language.flag,
    label: labelForCode(language.code, locale, language.name),
    code: language.code,
  };
}

/** `(name) => label` in the current interface language. */
export function useLanguageLabel() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback((name: string) => labelForName(name, locale), [locale]);
}

/** Select options over all member languages: the English name is stored, the localised one shown. */
export function languageOptions(locale: string): { value: string; label: string }[] {
  return LANGUAGES.map((language) => ({
    language,
    display: labelForCode(language.code, locale, language.name),
  }))
    .sort((a, b) => a.display.localeCompare(b.display, locale))
    .map(({ language, display }) => ({
      value: language.name,
      label: `${language.flag} ${display}`,
    }));
}
