import {
  Box,
  Button,
  Center,
  Chip,
  CloseButton,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconFilterOff,
  IconLanguage,
  IconMapPin,
  IconSearch,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import {
  FEATURED_LANGUAGE_CODES,
  LANGUAGE_NAMES,
  LANGUAGES,
  MEMBER_SORTS,
  type LanguageName,
} from '@chingu/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type SetURLSearchParams } from 'react-router';
import { goToListPage, setListFilter } from '@/lib/list-params';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { NoResultsPanel } from '@/components/state-panel';
import { apiErrorMessage } from '@/lib/api';
import { useGetMembersQuery } from '../api/get-members';
import { useGetStatsQuery } from '../api/get-stats';
import { useDebouncedParam } from '../hooks/use-debounced-param';
import { labelForCode } from '@/lib/languages';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { useNarrowViewport } from '@/hooks/use-narrow-viewport';
import { MEMBERS_PAGE_SIZE } from '../utils/member';
import { StatCard } from './directory-stat-card';
import { MemberCard, MemberCardSkeleton } from './member-card';

type Sort = (typeof MEMBER_SORTS)[number];

/** Cards in the first render (a desktop row, a phone's first screen); the rest follow at once. */
const FIRST_CARDS = 4;
const FEATURED = FEATURED_LANGUAGE_CODES.map((code) => LANGUAGES.find((l) => l.code === code)!);

function readFilters(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  const rawLanguage = params.get('language');
  const language = LANGUAGE_NAMES.includes(rawLanguage as LanguageName)
    ? (rawLanguage as LanguageName)
    : undefined;
  const rawSort = params.get('sort');
  const sort = MEMBER_SORTS.includes(rawSort as Sort) ? (rawSort as Sort) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const country = (params.get('country') ?? '').trim();
  const online = params.get('online') === 'true';
  return { q, language, sort, page, country, online };
}

/** Changes one filter and goes back to page 1 (SPEC §2: page resets on any filter change). */
function setFilter(
  setParams: SetURLSearchParams,
  key: 'language' | 'sort' | 'online',
  value?: string,
) {
  setListFilter(setParams, key, value);
}

export function CommunitiesScreen() {
  const { t, i18n } = useTranslation('members');
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const [params, setParams] = useSearchParams();
  const { q, language, sort, page, country, online } = readFilters(params);
  const isNarrow = useNarrowViewport();
  // Typed search and country become `q` and `country` after the 300 ms debounce (SPEC §9).
  const search = useDebouncedParam('q', q, setParams);
  const countryInput = useDebouncedParam('country', country, setParams);

  const stats = useGetStatsQuery();
  const members = useGetMembersQuery({
    page,
    limit: MEMBERS_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(language ? { language } : {}),
    ...(sort ? { sort } : {}),
    ...(country ? { country } : {}),
    ...(online ? { online: true } : {}),
  });

  const hasFilters = Boolean(
    q || language || sort || country || online || search.text || countryInput.text,
  );
  const resetFilters = () => {
    search.forget();
    countryInput.forget();
    setParams(new URLSearchParams());
  };
  const goToPage = (next: number) => goToListPage(setParams, next);

  const total = members.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));
  const shownCards = useProgressiveCount(members.data?.data.length ?? 0, FIRST_CARDS);
  const showSkeletons = members.isLoading || (members.isFetching && members.isError);

  let body: ReactNode;
  if (showSkeletons) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" aria-busy>
        {Array.from({ length: 8 }, (_, index) => (
          <MemberCardSkeleton key={index} compact={isNarrow} />
        ))}
      </SimpleGrid>
    );
  } else if (members.isError) {
    body = (
      <QueryErrorAlert
        title={t('directory.errorTitle')}
        message={apiErrorMessage(members.error, t, t('directory.errorFallback'))}
        retryLabel={t('directory.tryAgain')}
        onRetry={() => void members.refetch()}
      />
    );
  } else if (members.data && members.data.data.length === 0) {
    body = (
      <NoResultsPanel
        icon={<IconUsersGroup size={30} />}
        title={t('directory.emptyTitle')}
        description={t('directory.emptyText')}
        clearLabel={t('directory.resetFilters')}
        onClear={resetFilters}
      />
    );
  } else {
    body = (
      <Box style={{ opacity: members.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {members.data?.data.slice(0, shownCards).map((member) => (
            <MemberCard key={member._id} member={member} compact={isNarrow} />
          ))}
        </SimpleGrid>
        {totalPages > 1 && shownCards === members.data?.data.length && (
          <Center mt="xl">
            <ResponsivePagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={goToPage}
              aria-label={t('directory.pagination')}
            />
          </Center>
        )}
      </Box>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Paper
        radius="xl"
        p={{ base: 'lg', sm: 'xl' }}
        mb="xl"
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-chingu-light) 0%, var(--mantine-color-body) 70%)',
        }}
        withBorder
      >
        <Title order={1} fz={{ base: 26, sm: 36 }}>
          {t('directory.title')}
        </Title>
        <Text c="dimmed" mt="xs" maw={640}>
          {t('directory.subtitle')}
        </Text>
        <SimpleGrid cols={3} mt="lg" spacing={{ base: 'xs', sm: 'md' }} maw={720}>
          <StatCard
            icon={<IconUsersGroup size={20} />}
            value={stats.data?.data.activeLearners}
            label={t('directory.stats.activeLearners')}
            loading={stats.isLoading}
          />
          <StatCard
            icon={<IconLanguage size={20} />}
            value={stats.data?.data.languages}
            label={t('directory.stats.languages')}
            loading={stats.isLoading}
          />
          <StatCard
            icon={<IconWorld size={20} />}
            value={stats.data?.data.countries}
            label={t('directory.stats.countries')}
            loading={stats.isLoading}
          />
        </SimpleGrid>
      </Paper>

      <Stack gap="md" mb="lg">
        <TextInput
          size="md"
          radius="xl"
          value={search.text}
          onChange={(event) => search.setText(event.currentTarget.value)}
          placeholder={t('directory.searchPlaceholder')}
          aria-label={t('directory.searchLabel')}
          leftSection={<IconSearch size={18} />}
          rightSection={
            search.text ? (
              <CloseButton
                aria-label={t('directory.clearSearch')}
                onClick={search.clear}
                radius="xl"
              />
            ) : null
          }
        />
        <Group gap="xs" role="group" aria-label={t('directory.languageFilter')}>
          {FEATURED.map((l) => (
            <Chip
              key={l.code}
              checked={language === l.name}
              onChange={() => setFilter(setParams, 'language', language === l.name ? '' : l.name)}
              variant="outline"
            >
              <span aria-hidden>{l.flag}</span> {labelForCode(l.code, lng, l.name)}
            </Chip>
          ))}
        </Group>
        <Group gap="md" align="center">
          <TextInput
            value={countryInput.text}
            onChange={(event) => countryInput.setText(event.currentTarget.value)}
            placeholder={t('directory.countryPlaceholder')}
            aria-label={t('directory.countryLabel')}
            leftSection={<IconMapPin size={16} />}
            rightSection={
              countryInput.text ? (
                <CloseButton
                  size="sm"
                  aria-label={t('directory.clearCountry')}
                  onClick={countryInput.clear}
                />
              ) : null
            }
            maxLength={100}
            w={{ base: '100%', xs: 260 }}
          />
          <Switch
            checked={online}
            onChange={(event) =>
              setFilter(setParams, 'online', event.currentTarget.checked ? 'true' : '')
            }
            label={t('directory.onlineNow')}
          />
        </Group>
        <Tabs
          value={sort ?? 'all'}
          onChange={(value) => setFilter(setParams, 'sort', value === 'all' ? '' : (value ?? ''))}
        >
          <Tabs.List>
            <Tabs.Tab value="all">{t('directory.tabs.all')}</Tabs.Tab>
            <Tabs.Tab value="popular">{t('directory.tabs.popular')}</Tabs.Tab>
            <Tabs.Tab value="new">{t('directory.tabs.new')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Group justify="space-between" gap="xs">
          <Text c="dimmed" size="sm" aria-live="polite" data-testid="result-count">
            {members.data ? t('directory.resultCount', { count: total }) : '\u00a0'}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} />}
            onClick={resetFilters}
            disabled={!hasFilters}
          >
            {t('directory.resetFilters')}
          </Button>
        </Group>
      </Stack>

      {body}
    </Container>
  );
}
