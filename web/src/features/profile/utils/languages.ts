import { LANGUAGES, languageByName } from '@chingu/contract';

const displayNames = new Map<string, Intl.DisplayNames>();

function namesFor(locale: string): Intl.DisplayNames | null {
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'language' });
      displayNames.set(locale, names);
    }
    return names;
  } catch {
    return null;
  }
}

/** A stored language name ('Korean') shown in the interface language ('한국어'). */
export function localLanguageName(name: string, locale: string): string {
  const language = languageByName(name);
  if (!language) return name;
  return namesFor(locale)?.of(language.code) ?? language.name;
}

export function languageFlag(name: string): string {
  return languageByName(name)?.flag ?? '';
}

/** Select options over all languages: the English name is stored, the localised name shown. */
export function languageOptions(locale: string): { value: string; label: string }[] {
  return LANGUAGES.map((l) => ({
    value: l.name,
    label: `${l.flag} ${localLanguageName(l.name, locale)}`,
  })).sort((a, b) =>
    a.label.slice(a.label.indexOf(' ')).localeCompare(b.label.slice(b.label.indexOf(' ')), locale),
  );
}
