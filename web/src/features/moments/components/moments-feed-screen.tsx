import type { TMomentsQuery } from '@chingu/contract';
import { CATEGORIES } from '@chingu/contract/constants';
import {
  Affix,
  ActionIcon,
  Avatar,
  Button,
  Center,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconFilterOff, IconPhotoPlus, IconPlus, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { NoResultsPanel, StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { goToListPage, setListFilter } from '@/lib/list-params';
import { createPageAnchors } from '@/lib/page-anchors';
import { selectCurrentUserSummary } from '@/stores/auth-slice';
import { useGetMomentsQuery, type MomentsArgs } from '../api/get-moments';
import { FEED_LANGUAGE_CODES, FEED_PAGE_SIZE } from '../utils/moment';
import { FeedFilters, type FeedFilterKey, type FeedFilterValues } from './feed-filters';
import { FeedLanguages } from './feed-languages';
import { MomentCard, MomentCardSkeleton } from './moment-card';
import classes from './moments-feed-screen.module.css';

/** Where the feed's pages seen so far end: the next one is asked for after it (decision 063). */
const feedAnchors = createPageAnchors<MomentsArgs>();

/** Cards in the first render: what a phone's first screen shows; the rest render just after. */
const FIRST_CARDS = 2;

type Category = NonNullable<TMomentsQuery['category']>;
type LanguageCode = NonNullable<TMomentsQuery['language']>;

function readFilters(params: URLSearchParams): FeedFilterValues & { page: number } {
  const category = params.get('category') ?? '';
  const language = params.get('language') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    category: CATEGORIES.includes(category as Category) ? category : '',
    language: (FEED_LANGUAGE_CODES as readonly string[]).includes(language) ? language : '',
    tag: (params.get('tag') ?? '').trim(),
    correctMe: params.get('correctMe') === 'true' ? 'true' : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function toQuery(filters: ReturnType<typeof readFilters>): MomentsArgs {
  return {
    page: filters.page,
    limit: FEED_PAGE_SIZE,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category as Category } : {}),
    ...(filters.language ? { language: filters.language as LanguageCode } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.correctMe ? { correctMe: true } : {}),
  };
}

/**
 * The moments feed (SPEC §2): composer prompt, filters, cards, pagination and its states.
 * `storiesBar` is the stories feature's bar, given by the route (features do not import features).
 */
export function MomentsFeedScreen({ storiesBar }: { storiesBar?: ReactNode } = {}) {
  const { t } = useTranslation('moments');
  // Only what the composer prompt shows: the cards below are not re-rendered when the member's
  // own row changes otherwise (a time zone sent after the first paint, issue 32).
  const me = useAppSelector(selectCurrentUserSummary, shallowEqual);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = toQuery(filters);
  const moments = useGetMomentsQuery(feedAnchors.withAnchor(query));
  // This page's own answer (not the last page's, kept while the next one loads).
  if (moments.currentData) feedAnchors.rememberPageEnd(query, moments.currentData.data.at(-1)?._id);

  /** Any filter change goes back to page 1 (SPEC §2). */
  const setFilter = (key: FeedFilterKey, value: string) => setListFilter(setParams, key, value);
  const clearFilters = () => setParams(new URLSearchParams());
  const goToPage = (page: number) => goToListPage(setParams, page);
  const retry = () => {
    if (filters.page === 1) void moments.refetch();
    else goToPage(1);
  };

  const hasFilters = Boolean(
    filters.q || filters.category || filters.language || filters.tag || filters.correctMe,
  );
  const total = moments.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / FEED_PAGE_SIZE));
  const shownCards = useProgressiveCount(moments.data?.data.length ?? 0, FIRST_CARDS);

  let body: ReactNode;
  if (moments.isLoading || (moments.isFetching && moments.isError)) {
    body = (
      <Stack gap="lg" aria-busy>
        {Array.from({ length: 3 }, (_, index) => (
          <MomentCardSkeleton key={index} />
        ))}
      </Stack>
    );
  } else if (moments.isError) {
    body = (
      <QueryErrorAlert
        title={t('feed.errorTitle')}
        message={t('feed.errorText')}
        retryLabel={t('feed.retry')}
        onRetry={retry}
      />
    );
  } else if (moments.data && moments.data.data.length === 0) {
    body = hasFilters ? (
      <NoResultsPanel
        icon={<IconFilterOff size={30} />}
        title={t('feed.noMatchTitle')}
        description={t('feed.noMatchText')}
        clearLabel={t('filters.clearAll')}
        onClear={clearFilters}
      />
    ) : (
      <StatePanel
        order={2}
        icon={<IconSparkles size={30} />}
        title={t('feed.emptyTitle')}
        description={t('feed.emptyText')}
        action={
          <Button
            component={Link}
            to={paths.addMoment.getHref()}
            leftSection={<IconPhotoPlus size={18} />}
          >
            {t('feed.shareFirst')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack
        gap="lg"
        style={{ opacity: moments.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {moments.data?.data.slice(0, shownCards).map((moment, index) => (
          <MomentCard
            key={moment._id}
            moment={moment}
            priority={index === 0}
            onTagSelect={(tag) => setFilter('tag', tag)}
          />
        ))}
        {/* After the last card: shown with the first two it would be pushed down a moment later. */}
        {totalPages > 1 && shownCards === moments.data?.data.length && (
          <Center>
            <ResponsivePagination
              total={totalPages}
              value={Math.min(filters.page, totalPages)}
              onChange={goToPage}
              aria-label={t('feed.pagination')}
            />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Container
      // Wide enough on desktops for a full feed column beside the side column (issue 28 item 23).
      size="lg"
      pt={{ base: 'md', sm: 'xl' }}
      // On phones the floating add button sits over the page end: leave it room below the last card.
      pb={{ base: me ? 96 : 'md', sm: 'xl' }}
      px={{ base: 'sm', sm: 'md' }}
    >
      <div className={classes.layout}>
        <Stack gap="lg" className={classes.head}>
          <div>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {t('feed.title')}
            </Title>
            <Text c="dimmed">{t('feed.subtitle')}</Text>
          </div>
          {storiesBar}
        </Stack>
        <Paper withBorder radius="lg" p="md" className={classes.composer}>
          <Group gap="sm" wrap="nowrap">
            {me ? <MemberAvatar member={me} alt="" /> : <Avatar radius="xl" alt="" />}
            <UnstyledButton
              component={Link}
              to={paths.addMoment.getHref()}
              flex={1}
              // A flex item never shrinks below its text unless told: the prompt is cut with an
              // ellipsis instead of pushing the pill past the card on phones.
              miw={0}
              px="md"
              py={10}
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 999 }}
            >
              <Text c="dimmed" truncate>
                {me
                  ? t('feed.composer', { name: me.name.split(' ')[0] })
                  : t('feed.composerVisitor')}
              </Text>
            </UnstyledButton>
          </Group>
        </Paper>
        <div className={classes.filters}>
          <FeedFilters values={filters} onChange={setFilter} onClear={clearFilters} />
        </div>
        <div className={classes.feed} data-testid="moments-feed">
          {body}
        </div>
        <div className={classes.side}>
          <FeedLanguages
            value={filters.language}
            onChange={(code) => setFilter('language', code)}
          />
        </div>
      </div>
      {me && (
        // Above the phone tab bar (the app shell's footer), never over it.
        <Affix
          position={{
            bottom:
              'calc(var(--app-shell-footer-offset, 0px) + env(safe-area-inset-bottom, 0px) + 16px)',
            right: 20,
          }}
          hiddenFrom="sm"
          // In the page's main landmark, not a portal after it (axe: region).
          withinPortal={false}
        >
          <ActionIcon
            component={Link}
            to={paths.addMoment.getHref()}
            size={56}
            radius="xl"
            variant="filled"
            aria-label={t('feed.addMoment')}
            style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
          >
            <IconPlus size={28} />
          </ActionIcon>
        </Affix>
      )}
    </Container>
  );
}
