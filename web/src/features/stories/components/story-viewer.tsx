import { Box, Modal, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { TStoryGroup } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useReport } from '@/components/report/report-context';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useDeleteStoryMutation } from '../api/delete-story';
import { useViewStoryMutation } from '../api/view-story';
import { useStoryClock } from '../hooks/use-story-clock';
import { StoryContent } from './story-content';
import { StoryViewerFooter, StoryViewerHeader } from './story-viewer-chrome';
import { StoryViewersModal } from './story-viewers-modal';

const STORY_MS = LIMITS.storySeconds * 1000;
/** A press shorter than this is a tap (next/previous); longer is a hold (pause). */
const TAP_MS = 250;
const SWIPE_PX = 50;

type Props = {
  groups: TStoryGroup[];
  startGroup: number;
  /** The story to begin with; else the group's first unwatched one. */
  startStory?: number;
  onClose: () => void;
};

const firstUnviewed = (group: TStoryGroup | undefined) =>
  Math.max(0, group?.stories.findIndex((s) => !s.viewed) ?? 0);

function isInteractive(target: EventTarget | null) {
  return target instanceof Element && Boolean(target.closest('button, a, input, textarea'));
}

/**
 * The full-screen story viewer (PRODUCT §8.1): 5 s a story with progress bars, tap or swipe or
 * arrow keys for next/previous, hold or Space to pause, the group after this one at its end.
 */
export function StoryViewer({ groups: initialGroups, startGroup, startStory, onClose }: Props) {
  const { t } = useTranslation('stories');
  const me = useAppSelector(selectCurrentUser);
  const report = useReport();
  const reduceMotion = useReducedMotion();
  const [groups, setGroups] = useState(initialGroups);
  const [position, setPosition] = useState(() => ({
    group: startGroup,
    story: startStory ?? firstUnviewed(initialGroups[startGroup]),
  }));
  const [held, setHeld] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [dialog, setDialog] = useState<'views' | 'delete' | null>(null);
  const [viewStory] = useViewStoryMutation();
  const [deleteStory] = useDeleteStoryMutation();
  const posted = useRef(new Set<string>());
  const press = useRef<{ x: number; y: number; at: number } | null>(null);

  const group = groups[position.group];
  const story = group?.stories[position.story];
  const isOwn = Boolean(me && group && group.user._id === me._id);

  const next = useCallback(() => {
    setPosition((at) => {
      const current = groups[at.group];
      if (current && at.story < current.stories.length - 1) return { ...at, story: at.story + 1 };
      if (at.group < groups.length - 1) {
        return { group: at.group + 1, story: firstUnviewed(groups[at.group + 1]) };
      }
      onClose();
      return at;
    });
  }, [groups, onClose]);

  const previous = useCallback(() => {
    setPosition((at) => {
      if (at.story > 0) return { ...at, story: at.story - 1 };
      if (at.group > 0) {
        const before = groups[at.group - 1];
        return { group: at.group - 1, story: Math.max(0, (before?.stories.length ?? 1) - 1) };
      }
      return at;
    });
  }, [groups]);

  const paused = held || pausedByUser || dialog !== null;
  const progress = useStoryClock({
    key: story?._id ?? '',
    durationMs: STORY_MS,
    paused: paused || !story,
    onEnd: next,
  });

  // Each story shown counts as viewed once (never the author's own: the server ignores those).
  useEffect(() => {
    if (!story || isOwn || story.viewed || posted.current.has(story._id)) return;
    posted.current.add(story._id);
    void viewStory(story._id);
  }, [story, isOwn, viewStory]);

  // Nothing left to show (the last story deleted): the viewer closes.
  useEffect(() => {
    if (!story) onClose();
  }, [story, onClose]);

  useEffect(() => {
    if (dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else if (event.key === ' ' && !isInteractive(event.target)) {
        event.preventDefault();
        setPausedByUser((value) => !value);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, next, previous]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    press.current = { x: event.clientX, y: event.clientY, at: Date.now() };
    setHeld(true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    setHeld(false);
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      if (dx < 0) next();
      else previous();
      return;
    }
    if (Date.now() - start.at > TAP_MS) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX - box.left < box.width / 2) previous();
    else next();
  };

  const confirmDelete = async () => {
    if (!story) return;
    const result = await deleteStory(story._id);
    setDialog(null);
    if ('error' in result) {
      notifyError(apiErrorMessage(result.error, t, t('viewer.deleteFailed')));
      return;
    }
    notifySuccess(t('viewer.deleted'));
    const gone = story._id;
    setGroups((list) =>
      list.map((g, i) =>
        i === position.group ? { ...g, stories: g.stories.filter((s) => s._id !== gone) } : g,
      ),
    );
    // The next story of the group slides into this place; past the group's end, move on.
    if (group && position.story >= group.stories.length - 1) {
      if (position.story > 0) setPosition((at) => ({ ...at, story: at.story - 1 }));
      else next();
    }
  };

  if (!group || !story) return null;
  const name = group.user.name;

  return (
    <>
      <Modal.Root
        opened
        onClose={onClose}
        fullScreen
        closeOnEscape={dialog === null}
        transitionProps={{ transition: 'fade', duration: reduceMotion ? 0 : 150 }}
      >
        <Modal.Overlay />
        <Modal.Content aria-label={t('viewer.label', { name })} bg="#000" c="#fff">
          <Modal.Body p={0} h="100dvh">
            <Box
              maw={480}
              h="100%"
              mx="auto"
              pos="relative"
              style={{ display: 'flex', flexDirection: 'column' }}
            >
              <StoryViewerHeader
                group={group}
                story={story}
                index={position.story}
                progress={progress}
                paused={paused}
                reduceMotion={reduceMotion}
                onTogglePause={() => setPausedByUser((value) => !value)}
                onPrevious={previous}
                onNext={next}
                onClose={onClose}
                onDelete={isOwn ? () => setDialog('delete') : undefined}
                onReport={
                  !isOwn && report
                    ? () => {
                        onClose();
                        report({ targetType: 'story', targetId: story._id, name });
                      }
                    : undefined
                }
              />
              <Box
                flex={1}
                mih={0}
                pos="relative"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => setHeld(false)}
                onPointerLeave={() => setHeld(false)}
                style={{ touchAction: 'pan-y', userSelect: 'none' }}
                data-testid="story-stage"
              >
                <StoryContent key={story._id} story={story} />
              </Box>
              <StoryViewerFooter
                story={story}
                isOwn={isOwn}
                onShowViews={() => setDialog('views')}
              />
              <VisuallyHidden aria-live="polite">
                {t('viewer.progress', {
                  current: position.story + 1,
                  total: group.stories.length,
                })}
              </VisuallyHidden>
            </Box>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      {isOwn && (
        <StoryViewersModal
          storyId={story._id}
          opened={dialog === 'views'}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('viewer.deleteTitle')}
        message={t('viewer.deleteMessage')}
        confirmLabel={t('viewer.deleteConfirm')}
        cancelLabel={t('viewer.deleteCancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
