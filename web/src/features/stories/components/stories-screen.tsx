import type { TOwnUser, TStoryGroup } from '@chingu/contract';
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCircleDashed, IconLogin, IconPlus, IconUsers } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RelativeTime } from '@/components/relative-time';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { useRelativeTime } from '@/hooks/use-relative-time';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetMyStoriesQuery } from '../api/get-my-stories';
import { useGetStoriesFeedQuery } from '../api/get-stories-feed';
import { useStoryViewer } from '../hooks/use-story-viewer';
import { LazyStoryComposer } from './lazy';
import { StoriesBar } from './stories-bar';
import { StoryContent } from './story-content';

/** `/stories/` (PRODUCT §8.1): the bar, the groups of people I follow, and my own live stories. */
export function StoriesScreen() {
  const { t } = useTranslation('stories');
  const me = useAppSelector(selectCurrentUser);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('page.title')}
          </Title>
          <Text c="dimmed">{t('page.subtitle')}</Text>
        </div>
        {me ? (
          <MemberStories me={me} />
        ) : (
          <StatePanel
            icon={<IconLogin size={28} />}
            title={t('page.visitorTitle')}
            description={t('page.visitorHint')}
            action={
              <Button component={Link} to={paths.login.getHref(paths.stories.getHref())}>
                {t('page.signIn')}
              </Button>
            }
          />
        )}
      </Stack>
    </Container>
  );
}

function MemberStories({ me }: { me: TOwnUser }) {
  const viewer = useStoryViewer();
  const [composing, setComposing] = useState(false);
  return (
    <>
      <StoriesBar />
      <FollowingSection me={me} onPlay={viewer.open} />
      <MineSection me={me} onPlay={viewer.open} onAdd={() => setComposing(true)} />
      {viewer.element}
      {composing && (
        <Suspense fallback={null}>
          <LazyStoryComposer opened onClose={() => setComposing(false)} />
        </Suspense>
      )}
    </>
  );
}

type Play = (groups: TStoryGroup[], groupIndex: number, storyIndex?: number) => void;

function FollowingSection({ me, onPlay }: { me: TOwnUser; onPlay: Play }) {
  const { t } = useTranslation('stories');
  const headingId = useId();
  const feed = useGetStoriesFeedQuery();
  const groups = (feed.data?.data ?? []).filter((g) => g.user._id !== me._id);
  let body;
  if (feed.isLoading) {
    body = (
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (feed.isError) {
    body = (
      <QueryErrorAlert
        title={t('bar.loadFailed')}
        retryLabel={t('bar.retry')}
        retrying={feed.isFetching}
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (groups.length === 0) {
    body = (
      <StatePanel
        order={3}
        icon={<IconUsers size={28} />}
        title={t('page.followingEmpty')}
        description={t('page.followingEmptyHint')}
        action={
          <Button component={Link} to={paths.communities.getHref()} variant="light">
            {t('page.browse')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {groups.map((group, index) => (
          <GroupCard key={group.user._id} group={group} onClick={() => onPlay(groups, index)} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} fz="xl" id={headingId} mb="sm">
        {t('page.following')}
      </Title>
      {body}
    </Box>
  );
}

function GroupCard({ group, onClick }: { group: TStoryGroup; onClick: () => void }) {
  const { t } = useTranslation('stories');
  const latest = group.stories[group.stories.length - 1];
  if (!latest) return null;
  return (
    <Box
      pos="relative"
      h={240}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        overflow: 'hidden',
        boxShadow: group.hasUnviewed
          ? '0 0 0 3px var(--mantine-primary-color-filled)'
          : '0 0 0 1px var(--mantine-color-default-border)',
      }}
    >
      <Box h="100%" aria-hidden>
        <StoryContent story={latest} compact />
      </Box>
      <Box
        pos="absolute"
        left={0}
        right={0}
        bottom={0}
        p="sm"
        style={{ background: 'linear-gradient(transparent, rgba(0,0,0,0.85))' }}
      >
        <Group gap={6} wrap="nowrap">
          <MemberAvatar member={group.user} alt="" size={28} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={700} c="#fff" truncate>
              {group.user.name}
            </Text>
            <Text size="xs" c="#fff">
              {t('page.storiesCount', { count: group.stories.length })} ·{' '}
              <RelativeTime date={latest.createdAt} />
            </Text>
          </div>
        </Group>
      </Box>
      {group.hasUnviewed && (
        <Badge pos="absolute" top={8} left={8} variant="filled">
          {t('page.new')}
        </Badge>
      )}
      {/* The whole card is the button; its name is the bar's ("Ana's stories, new"). */}
      <UnstyledButton
        pos="absolute"
        inset={0}
        onClick={onClick}
        aria-label={t(group.hasUnviewed ? 'bar.groupLabelNew' : 'bar.groupLabel', {
          name: group.user.name,
        })}
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      />
    </Box>
  );
}

function MineSection({ me, onPlay, onAdd }: { me: TOwnUser; onPlay: Play; onAdd: () => void }) {
  const { t } = useTranslation('stories');
  const relativeTime = useRelativeTime(t);
  const headingId = useId();
  // "N hours left" is read when the section opens; it need not tick.
  const [now] = useState(() => Date.now());
  const mine = useGetMyStoriesQuery();
  const stories = mine.data?.data ?? [];
  const group: TStoryGroup = {
    user: { _id: me._id, name: me.name, imageUrls: me.imageUrls },
    stories,
    hasUnviewed: false,
  };
  let body;
  if (mine.isLoading) body = <Skeleton h={160} radius="lg" aria-busy="true" />;
  else if (mine.isError) {
    body = (
      <QueryErrorAlert
        title={t('bar.loadFailed')}
        retryLabel={t('bar.retry')}
        retrying={mine.isFetching}
        onRetry={() => void mine.refetch()}
      />
    );
  } else if (stories.length === 0) {
    body = (
      <StatePanel
        order={3}
        icon={<IconCircleDashed size={28} />}
        title={t('page.mineEmpty')}
        description={t('page.mineEmptyHint')}
      />
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
        {stories.map((story, index) => {
          const hoursLeft = Math.max(
            1,
            Math.ceil((new Date(story.expiresAt).getTime() - now) / 3600_000),
          );
          return (
            <Stack key={story._id} gap={4}>
              <UnstyledButton
                h={150}
                aria-label={t('page.openStory', { time: relativeTime(story.createdAt) })}
                onClick={() => onPlay([group], 0, index)}
                style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
              >
                <StoryContent story={story} compact />
              </UnstyledButton>
              <Text size="xs" c="dimmed">
                {t('page.views', { count: story.viewsCount ?? 0 })} ·{' '}
                {t('page.hoursLeft', { count: hoursLeft })}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="xl" id={headingId}>
          {t('page.mine')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={onAdd}>
          {t('bar.addStory')}
        </Button>
      </Group>
      {body}
    </Box>
  );
}
