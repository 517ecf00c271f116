import type { TStory, TStoryGroup } from '@chingu/contract';
import {
  ActionIcon,
  type ActionIconProps,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Progress,
  Text,
} from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDots,
  IconEye,
  IconFlag,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconTrash,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';

const WHITE = '#fff';

/** A white icon button over the story, named by `label`. */
function ChromeButton({
  label,
  ...props
}: ActionIconProps & ComponentPropsWithoutRef<'button'> & { label: string }) {
  return <ActionIcon variant="transparent" c={WHITE} size="lg" aria-label={label} {...props} />;
}

type HeaderProps = {
  group: TStoryGroup;
  story: TStory;
  index: number;
  /** 0–1 of the current story. */
  progress: number;
  paused: boolean;
  reduceMotion: boolean;
  onTogglePause: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  onDelete?: () => void;
  onReport?: () => void;
};

/** Progress bars, the author and time, and the viewer's buttons (pause, previous, next, close). */
export function StoryViewerHeader(props: HeaderProps) {
  const { group, story, index, progress, paused, reduceMotion } = props;
  const { t } = useTranslation('stories');
  // With reduced motion the bar moves in whole seconds instead of gliding.
  const shown = reduceMotion ? Math.floor(progress * 5) / 5 : progress;
  const total = group.stories.length;
  return (
    <Box px="sm" pt="sm" pb={6}>
      <Group gap={4} wrap="nowrap" aria-hidden>
        {group.stories.map((s, i) => (
          <Progress
            key={s._id}
            flex={1}
            size={3}
            radius="xl"
            color={WHITE}
            bg="rgba(255,255,255,0.35)"
            transitionDuration={0}
            value={i < index ? 100 : i > index ? 0 : shown * 100}
            data-testid="story-progress"
          />
        ))}
      </Group>
      <Group mt="sm" gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <MemberAvatar member={group.user} alt="" size={36} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" c={WHITE} truncate>
              {group.user.name}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c={WHITE}>
                <RelativeTime date={story.createdAt} />
              </Text>
              {story.privacy === 'friends' && (
                <Group gap={2} wrap="nowrap">
                  <IconUsers size={12} aria-hidden />
                  <Text size="xs" c={WHITE}>
                    {t('viewer.friendsOnly')}
                  </Text>
                </Group>
              )}
            </Group>
          </div>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ChromeButton
            label={t(paused ? 'viewer.resume' : 'viewer.pause')}
            aria-pressed={paused}
            onClick={props.onTogglePause}
            data-autofocus
          >
            {paused ? <IconPlayerPlayFilled size={20} /> : <IconPlayerPauseFilled size={20} />}
          </ChromeButton>
          <ChromeButton label={t('viewer.previous')} onClick={props.onPrevious}>
            <IconChevronLeft size={22} />
          </ChromeButton>
          <ChromeButton label={t('viewer.next')} onClick={props.onNext}>
            <IconChevronRight size={22} />
          </ChromeButton>
          {(props.onDelete || props.onReport) && (
            <Menu position="bottom-end" withinPortal zIndex={450}>
              <Menu.Target>
                <ChromeButton label={t('viewer.more')}>
                  <IconDots size={22} />
                </ChromeButton>
              </Menu.Target>
              <Menu.Dropdown>
                {props.onDelete && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={props.onDelete}
                  >
                    {t('viewer.delete')}
                  </Menu.Item>
                )}
                {props.onReport && (
                  <Menu.Item leftSection={<IconFlag size={16} />} onClick={props.onReport}>
                    {t('viewer.report')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
          <ChromeButton label={t('viewer.close')} onClick={props.onClose}>
            <IconX size={22} />
          </ChromeButton>
        </Group>
      </Group>
      {/* Under the buttons, not beside them: a phone's header has no room for the badge. */}
      <Group gap="xs" mt={4} wrap="nowrap">
        <Text size="xs" c={WHITE} aria-hidden>
          {index + 1}/{total}
        </Text>
        {paused && (
          <Badge color="dark" variant="filled" c={WHITE} data-testid="story-paused">
            {t('viewer.paused')}
          </Badge>
        )}
      </Group>
    </Box>
  );
}

/** The caption under the story, and the author's "Seen by N". */
export function StoryViewerFooter({
  story,
  isOwn,
  onShowViews,
}: {
  story: TStory;
  isOwn: boolean;
  onShowViews: () => void;
}) {
  const { t } = useTranslation('stories');
  return (
    <Box px="md" pb="md" pt="sm">
      {story.caption && (
        <Text c={WHITE} ta="center" style={{ overflowWrap: 'anywhere' }}>
          {story.caption}
        </Text>
      )}
      {isOwn && (
        <Group justify="center" mt="xs">
          <Button
            variant="subtle"
            c={WHITE}
            leftSection={<IconEye size={18} />}
            onClick={onShowViews}
          >
            {t('viewer.seenBy', { count: story.viewsCount ?? 0 })}
          </Button>
        </Group>
      )}
    </Box>
  );
}
