import type { TMembersQuery } from '@chingu/contract';
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { goToListPage } from '@/lib/list-params';
import { createPageAnchors } from '@/lib/page-anchors';
import { useGetMembersQuery } from '../api/get-members';
import { useDebouncedParam } from '../hooks/use-debounced-param';
import { readDirectoryFilters } from '../utils/directory';
import { MEMBERS_PAGE_SIZE } from '../utils/member';
import { DirectoryFilters } from './directory-filters';
import { DirectoryHero } from './directory-hero';
import { DirectoryResults } from './directory-results';

/** Where the directory's pages seen so far end: the next one is asked for after it (decision 063). */
const directoryAnchors = createPageAnchors<TMembersQuery>();

/** `/communities`: the member directory, its filters kept in the address (SPEC §2). */
export function CommunitiesScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readDirectoryFilters(params);
  const { q, language, nativeLanguage, languageToLearn, level, sort, page, country, online } =
    filters;
  // Typed search and country become `q` and `country` after the 300 ms debounce (SPEC §9).
  const search = useDebouncedParam('q', q, setParams);
  const countryInput = useDebouncedParam('country', country, setParams);

  const query: TMembersQuery = {
    page,
    limit: MEMBERS_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(language ? { language } : {}),
    ...(nativeLanguage ? { native_language: nativeLanguage } : {}),
    ...(languageToLearn ? { language_to_learn: languageToLearn } : {}),
    ...(level ? { level } : {}),
    ...(sort ? { sort } : {}),
    ...(country ? { country } : {}),
    ...(online ? { online: true } : {}),
  };
  const members = useGetMembersQuery(directoryAnchors.withAnchor(query));
  // This page's own answer (not the last page's, kept while the next one loads).
  if (members.currentData) {
    directoryAnchors.rememberPageEnd(query, members.currentData.data.at(-1)?._id);
  }

  const hasFilters = Boolean(
    q ||
    language ||
    nativeLanguage ||
    languageToLearn ||
    level ||
    sort ||
    country ||
    online ||
    search.text ||
    countryInput.text,
  );
  const resetFilters = () => {
    search.forget();
    countryInput.forget();
    setParams(new URLSearchParams());
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <DirectoryHero />
      <DirectoryFilters
        filters={filters}
        setParams={setParams}
        search={search}
        countryInput={countryInput}
        total={members.data ? (members.data.count ?? 0) : undefined}
        hasFilters={hasFilters}
        onReset={resetFilters}
      />
      <DirectoryResults
        members={members}
        page={page}
        onPage={(next) => goToListPage(setParams, next)}
        onReset={resetFilters}
      />
    </Container>
  );
}
