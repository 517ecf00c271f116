import { LANGUAGES } from '@chingu/contract';

export type LanguageOption = { value: string; label: string };

/** All member languages; the value is the English name (stored), the label is localised plus flag. */
export function languageOptions(interfaceLanguage: string): LanguageOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([interfaceLanguage, 'en'], { type: 'language' });
  } catch {
    names = null;
  }
  return LANGUAGES.map((language) => ({
    language,
    display: names?.of(language.code) ?? language.name,
  }))
    .sort((a, b) => a.display.localeCompare(b.display, interfaceLanguage))
    .map(({ language, display }) => ({
      value: language.name,
      label: `${language.flag} ${display}`,
    }));
}
