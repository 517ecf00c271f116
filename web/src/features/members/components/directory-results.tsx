import type { TMembersResponse } from '@chingu/contract';
import { Box, Center, SimpleGrid } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { NoResultsPanel } from '@/components/state-panel';
import { useNarrowViewport } from '@/hooks/use-narrow-viewport';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { apiErrorMessage } from '@/lib/api';
import { MEMBERS_PAGE_SIZE } from '../utils/member';
import { MemberCard, MemberCardSkeleton } from './member-card';

/** Cards in the first render (a desktop row, a phone's first screen); the rest follow at once. */
const FIRST_CARDS = 4;
const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** What the directory reads of its members query. */
type MembersQuery = {
  data?: TMembersResponse;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type Props = {
  members: MembersQuery;
  page: number;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** The directory's cards with their pages, or skeletons, an error or "no one found". */
export function DirectoryResults({ members, page, onPage, onReset }: Props) {
  const { t } = useTranslation('members');
  const isNarrow = useNarrowViewport();
  const total = members.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));
  const shownCards = useProgressiveCount(members.data?.data.length ?? 0, FIRST_CARDS);

  if (members.isLoading || (members.isFetching && members.isError)) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy>
        {Array.from({ length: 8 }, (_, index) => (
          <MemberCardSkeleton key={index} compact={isNarrow} />
        ))}
      </SimpleGrid>
    );
  }
  if (members.isError) {
    return (
      <QueryErrorAlert
        title={t('directory.errorTitle')}
        message={apiErrorMessage(members.error, t, t('directory.errorFallback'))}
        retryLabel={t('directory.tryAgain')}
        onRetry={() => void members.refetch()}
      />
    );
  }
  if (members.data && members.data.data.length === 0) {
    return (
      <NoResultsPanel
        icon={<IconUsersGroup size={30} />}
        title={t('directory.emptyTitle')}
        description={t('directory.emptyText')}
        clearLabel={t('directory.resetFilters')}
        onClear={onReset}
      />
    );
  }
  return (
    <Box
      // Results being replaced (a new search or page): dimmed, and said so to assistive tech.
      aria-busy={members.isFetching || undefined}
      style={{ opacity: members.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <SimpleGrid cols={GRID_COLS} spacing="lg">
        {members.data?.data.slice(0, shownCards).map((member) => (
          <MemberCard key={member._id} member={member} compact={isNarrow} />
        ))}
      </SimpleGrid>
      {totalPages > 1 && shownCards === members.data?.data.length && (
        <Center mt="xl">
          <ResponsivePagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPage}
            aria-label={t('directory.pagination')}
          />
        </Center>
      )}
    </Box>
  );
}
