import { LIMITS } from '@chingu/contract/constants';
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
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { goToListPage } from '@/lib/list-params';
import { createPageAnchors } from '@/lib/page-anchors';
import { selectCurrentUser } from '@/stores/auth-slice';
import {
  useGetFollowersQuery,
  useGetFollowingQuery,
  type FollowListArgs,
} from '../api/get-follow-lists';
import { FollowCard, FollowRow } from './follow-list-items';

type Kind = 'followers' | 'following';

/** Where the lists' pages seen so far end: the next one is asked for after it (decision 063). */
const followerAnchors = createPageAnchors<FollowListArgs>();
const followingAnchors = createPageAnchors<FollowListArgs>();

function FollowList({ kind, userId }: { kind: Kind; userId: string }) {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const isNarrow = useMediaQuery('(max-width: 639px)');
  const asked = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const args: FollowListArgs = { userId, page: asked, limit: LIMITS.followListPageSize };
  const anchors = kind === 'followers' ? followerAnchors : followingAnchors;
  const followers = useGetFollowersQuery(anchors.withAnchor(args), {
    skip: kind !== 'followers',
  });
  const following = useGetFollowingQuery(anchors.withAnchor(args), {
    skip: kind !== 'following',
  });
  const query = kind === 'followers' ? followers : following;
  // This page's own answer (not the last page's, kept while the next one loads).
  if (query.currentData) anchors.rememberPageEnd(args, query.currentData.data.at(-1)?._id);
  const title = t(kind === 'followers' ? 'lists.followersTitle' : 'lists.followingTitle');

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
  const shown = query.data?.data ?? [];
  const total = query.data?.count ?? 0;
  // The server sends a page at a time (PRODUCT §2); the page is in the address.
  const totalPages = Math.max(1, Math.ceil(total / LIMITS.followListPageSize));
  const page = Math.min(totalPages, asked);
  if (total === 0) {
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
          {total}
        </Badge>
      </Group>
      {isNarrow ? (
        <Paper withBorder radius="md" data-testid="follow-rows">
          {shown.map((user, index) => (
            <Fragment key={user._id}>
              {index > 0 && <Divider />}
              <FollowRow user={user} isFollowing={user.isFollowing} />
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
