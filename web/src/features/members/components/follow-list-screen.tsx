import {
  Badge,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { goToListPage } from '@/lib/list-params';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetFollowersQuery, useGetFollowingQuery } from '../api/get-follow-lists';
import { FOLLOW_LIST_PAGE_SIZE } from '../utils/member';
import { FollowCard, FollowRow } from './follow-list-items';

type Kind = 'followers' | 'following';

function FollowList({ kind, userId }: { kind: Kind; userId: string }) {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const isNarrow = useMediaQuery('(max-width: 639px)');
  const followers = useGetFollowersQuery(userId, { skip: kind !== 'followers' });
  // Also who I follow on the followers list: each row's Follow / Following says it.
  const following = useGetFollowingQuery(userId);
  const query = kind === 'followers' ? followers : following;
  const title = t(kind === 'followers' ? 'lists.followersTitle' : 'lists.followingTitle');
  const followed = useMemo(
    () => new Set((following.data?.data ?? []).map((user) => user._id)),
    [following.data],
  );

  if (query.isLoading) {
    return (
      <Center py={80} role="status" aria-label={t('lists.loading')}>
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t('lists.loadError')}
        message={apiErrorMessage(query.error, t, t('communityDetail.errors.tryAgainLater'))}
        retryLabel={t('directory.tryAgain')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const list = query.data?.data ?? [];
  // The server sends the whole list; it is shown a page at a time (page in the address).
  const totalPages = Math.max(1, Math.ceil(list.length / FOLLOW_LIST_PAGE_SIZE));
  const page = Math.min(
    totalPages,
    Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  );
  const shown = list.slice((page - 1) * FOLLOW_LIST_PAGE_SIZE, page * FOLLOW_LIST_PAGE_SIZE);
  if (list.length === 0) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title} (0)
        </Title>
        <StatePanel
          icon={<IconUsers size={30} />}
          title={t(kind === 'followers' ? 'lists.noFollowers' : 'lists.noFollowing')}
          description={t(kind === 'followers' ? 'lists.noFollowersHint' : 'lists.noFollowingHint')}
          action={
            <Button component={Link} to={paths.communities.getHref()}>
              {t('lists.findPartners')}
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Badge size="xl" variant="light" circle={false} data-testid="list-count">
          {query.data?.count ?? list.length}
        </Badge>
      </Group>
      {isNarrow ? (
        <Paper withBorder radius="md" data-testid="follow-rows">
          {shown.map((user, index) => (
            <Fragment key={user._id}>
              {index > 0 && <Divider />}
              <FollowRow user={user} isFollowing={followed.has(user._id)} />
            </Fragment>
          ))}
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg">
          {shown.map((user) => (
            <FollowCard key={user._id} user={user} />
          ))}
        </SimpleGrid>
      )}
      {totalPages > 1 && (
        <Center>
          <ResponsivePagination
            total={totalPages}
            value={page}
            onChange={(next) => goToListPage(setParams, next)}
            aria-label={t('lists.pagination')}
          />
        </Center>
      )}
    </Stack>
  );
}

/** /followersList and /followingsList: the signed-in member's lists (the router requires sign-in). */
export function FollowListScreen({ kind }: { kind: Kind }) {
  const me = useAppSelector(selectCurrentUser);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {me ? <FollowList kind={kind} userId={me._id} /> : null}
    </Container>
  );
}
