import { LANGUAGE_NAMES, MEMBER_SORTS, type LanguageName } from '@chingu/contract/constants';

export type MemberSort = (typeof MEMBER_SORTS)[number];

/** The directory's filters as the address holds them (unknown values are dropped). */
export function readDirectoryFilters(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  const rawLanguage = params.get('language');
  const language = LANGUAGE_NAMES.includes(rawLanguage as LanguageName)
    ? (rawLanguage as LanguageName)
    : undefined;
  const rawSort = params.get('sort');
  const sort = MEMBER_SORTS.includes(rawSort as MemberSort) ? (rawSort as MemberSort) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const country = (params.get('country') ?? '').trim();
  const online = params.get('online') === 'true';
  return { q, language, sort, page, country, online };
}

export type DirectoryFilters = ReturnType<typeof readDirectoryFilters>;
