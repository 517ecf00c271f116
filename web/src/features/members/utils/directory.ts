import {
  LANGUAGE_NAMES,
  LEVELS,
  MEMBER_SORTS,
  type LanguageName,
  type Level,
} from '@chingu/contract/constants';

export type MemberSort = (typeof MEMBER_SORTS)[number];

function languageParam(params: URLSearchParams, key: string): LanguageName | undefined {
  const raw = params.get(key);
  return LANGUAGE_NAMES.includes(raw as LanguageName) ? (raw as LanguageName) : undefined;
}

/** The directory's filters as the address holds them (unknown values are dropped). */
export function readDirectoryFilters(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  /** Speaks or learns (older links); the screen offers "Speaks" and "Learns" separately. */
  const language = languageParam(params, 'language');
  const nativeLanguage = languageParam(params, 'native_language');
  const languageToLearn = languageParam(params, 'language_to_learn');
  const rawSort = params.get('sort');
  const sort = MEMBER_SORTS.includes(rawSort as MemberSort) ? (rawSort as MemberSort) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const country = (params.get('country') ?? '').trim();
  const online = params.get('online') === 'true';
  const rawLevel = params.get('level');
  /** PRODUCT §9.2: the level in the language they learn. */
  const level = LEVELS.includes(rawLevel as Level) ? (rawLevel as Level) : undefined;
  return { q, language, nativeLanguage, languageToLearn, level, sort, page, country, online };
}

export type DirectoryFilters = ReturnType<typeof readDirectoryFilters>;

/** How many filters beyond the search narrow the list (the count on the phone's Filters button). */
export function activeFilterCount(
  filters: Pick<
    DirectoryFilters,
    'language' | 'nativeLanguage' | 'languageToLearn' | 'level' | 'country' | 'online'
  >,
): number {
  const { language, nativeLanguage, languageToLearn, level, country, online } = filters;
  return [language, nativeLanguage, languageToLearn, level, country, online].filter(Boolean).length;
}
