import {
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { TPublicUser } from '@chingu/contract';
import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { avatarOf } from '@/lib/avatar';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetFollowersQuery, useGetFollowingQuery } from '../api/get-follow-lists';
import { useLanguageLabel } from '@/lib/languages';

type Kind = 'followers' | 'following';

function FollowCard({ user }: { user: TPublicUser }) {
  const { t } = useTranslation('members');
  const languageLabel = useLanguageLabel();
  const native = languageLabel(user.native_language);
  const learning = languageLabel(user.language_to_learn);
  const bio = user.bio.trim();
  const place = user.location
    ? [user.location.city, user.location.country].filter(Boolean).join(', ')
    : '';
  return (
    <Card
      component={Link}
      to={paths.communityMember.getHref(user._id)}
      padding="md"
      shadow="xs"
      style={{ height: '100%' }}
      data-testid="follow-card"
    >
      <Card.Section>
        <Image
          src={avatarOf(user)}
          fallbackSrc={DEFAULT_AVATAR_URL}
          h={180}
          fit="cover"
          alt=""
          loading="lazy"
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={700} lineClamp={1}>
          {user.name}
        </Text>
        <Text size="sm" c={bio ? undefined : 'dimmed'} lineClamp={2}>
          {bio || t('lists.noBio')}
        </Text>
        <Group gap={6}>
          {native && (
            <Badge variant="light" size="sm" tt="none">
              {native.flag} {t('lists.native', { language: native.label })}
            </Badge>
          )}
          {learning && (
            <Badge variant="light" color="grape" size="sm" tt="none">
              {learning.flag} {t('lists.learning', { language: learning.label })}
            </Badge>
          )}
        </Group>
        {place && (
          <Text size="sm" c="dimmed">
            📍 {place}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function FollowList({ kind, userId }: { kind: Kind; userId: string }) {
  const { t } = useTranslation('members');
  const followers = useGetFollowersQuery(userId, { skip: kind !== 'followers' });
  const following = useGetFollowingQuery(userId, { skip: kind !== 'following' });
  const query = kind === 'followers' ? followers : following;
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
  const list = query.data?.data ?? [];
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
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg">
        {list.map((user) => (
          <FollowCard key={user._id} user={user} />
        ))}
      </SimpleGrid>
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
