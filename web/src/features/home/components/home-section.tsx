import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatePanel } from '@/components/state-panel';
import { apiErrorMessage } from '@/lib/api';

type Query = {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** One block of the home: heading, then loading, failed, empty or its content. */
export function HomeSection({
  id,
  title,
  more,
  query,
  isEmpty,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** A link to the whole list ("See all"). */
  more?: { label: string; href: string };
  query: Query;
  isEmpty: boolean;
  empty: { icon: ReactNode; title: string; description?: string; action?: ReactNode };
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  let body: ReactNode;
  if (query.isLoading) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={72} radius="lg" />
        <Skeleton height={72} radius="lg" />
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <QueryErrorAlert
        compact
        title={t('loadFailed')}
        message={apiErrorMessage(query.error, t, '')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (isEmpty) {
    body = <StatePanel order={3} {...empty} />;
  } else {
    body = children;
  }
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={id}>
          {title}
        </Title>
        {more ? (
          <Anchor
            component={Link}
            to={more.href}
            size="sm"
            fw={600}
            // A long title wraps; the link keeps its line.
            style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {more.label}
          </Anchor>
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}
