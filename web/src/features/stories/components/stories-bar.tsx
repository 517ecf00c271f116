import type { TOwnUser, TStoryGroup } from '@chingu/contract';
import {
  ActionIcon,
  Box,
  Skeleton,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetStoriesFeedQuery } from '../api/get-stories-feed';
import { useStoryViewer } from '../hooks/use-story-viewer';
import { LazyStoryComposer } from './lazy';
import classes from './stories.module.css';
import { StoryRingAvatar } from './story-ring-avatar';

/**
 * A ring's name: the short one shown (a first name, the avatar's initials are decorative) and the
 * full one read out, which contains it; the button is named by its content, not an aria-label that
 * would differ from what is on screen (WCAG 2.5.3, axe label-content-name-mismatch).
 */
function RingName({ visible, full }: { visible: string; full: string }) {
  return (
    <>
      <Text size="xs" truncate className={classes.name} aria-hidden>
        {visible}
      </Text>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}

/**
 * The stories bar (PRODUCT §8.1): the member's own avatar first (add, or play their stories),
 * then the people they follow, a coloured ring while something is unwatched. Members only.
 */
export function StoriesBar() {
  const me = useAppSelector(selectCurrentUser);
  return me ? <MemberStoriesBar me={me} /> : null;
}

function MemberStoriesBar({ me }: { me: TOwnUser }) {
  const { t } = useTranslation('stories');
  // The content renders in slices once the answer lands (decision 055).
  const feed = useDeferredValue(useGetStoriesFeedQuery());
  const viewer = useStoryViewer();
  const [composing, setComposing] = useState(false);
  const groups = feed.data?.data ?? [];
  const own = groups.find((g) => g.user._id === me._id);
  const others = groups.filter((g) => g.user._id !== me._id);
  const ordered = own ? [own, ...others] : others;
  const play = (group: TStoryGroup) => viewer.open(ordered, ordered.indexOf(group));

  let body;
  if (feed.isLoading) {
    body = (
      <div className={classes.bar} aria-busy="true" aria-label={t('bar.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={classes.item}>
            <Skeleton circle height={70} mx="auto" />
            {/* As tall as a name under its ring (the button's 6 px gap, one line of xs text): the
                home's sections below do not move when the bar comes (issue 32: layout shift). */}
            <Skeleton
              height="calc(var(--mantine-font-size-xs) * var(--mantine-line-height-xs))"
              mt={6}
              radius="xl"
            />
          </div>
        ))}
      </div>
    );
  } else if (feed.isError) {
    body = (
      <QueryErrorAlert
        compact
        title={t('bar.loadFailed')}
        retryLabel={t('bar.retry')}
        retrying={feed.isFetching}
        onRetry={() => void feed.refetch()}
      />
    );
  } else {
    body = (
      <div className={classes.bar}>
        <div className={classes.item}>
          {own ? (
            <>
              <UnstyledButton
                className={classes.itemButton}
                data-story-group
                onClick={() => play(own)}
              >
                <StoryRingAvatar member={me} ring={own.hasUnviewed ? 'unviewed' : 'viewed'} />
                <RingName visible={t('bar.you')} full={t('bar.yourStories')} />
              </UnstyledButton>
              <ActionIcon
                className={classes.addBadge}
                radius="xl"
                size={24}
                aria-label={t('bar.addStory')}
                onClick={() => setComposing(true)}
              >
                <IconPlus size={14} stroke={3} />
              </ActionIcon>
            </>
          ) : (
            <UnstyledButton className={classes.itemButton} onClick={() => setComposing(true)}>
              <StoryRingAvatar member={me} ring="none" />
              <ThemeIcon className={classes.addBadge} radius="xl" size={24} aria-hidden>
                <IconPlus size={14} stroke={3} />
              </ThemeIcon>
              <Text size="xs" truncate className={classes.name}>
                {t('bar.addStory')}
              </Text>
            </UnstyledButton>
          )}
        </div>
        {others.map((group) => (
          <div key={group.user._id} className={classes.item}>
            <UnstyledButton
              className={classes.itemButton}
              data-story-group
              onClick={() => play(group)}
            >
              <StoryRingAvatar
                member={group.user}
                ring={group.hasUnviewed ? 'unviewed' : 'viewed'}
              />
              <RingName
                visible={group.user.name.split(' ')[0] ?? group.user.name}
                full={t(group.hasUnviewed ? 'bar.groupLabelNew' : 'bar.groupLabel', {
                  name: group.user.name,
                })}
              />
            </UnstyledButton>
          </div>
        ))}
        {others.length === 0 && (
          <Text size="sm" c="dimmed" style={{ alignSelf: 'center' }}>
            {t('bar.empty')}
          </Text>
        )}
      </div>
    );
  }

  return (
    <Box component="section" aria-label={t('bar.label')}>
      {body}
      {viewer.element}
      {composing && (
        <Suspense fallback={null}>
          <LazyStoryComposer opened onClose={() => setComposing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
