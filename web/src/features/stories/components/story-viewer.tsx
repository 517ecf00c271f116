import type { TStoryGroup } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Box, Modal, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { useStoryControls } from '../hooks/use-story-controls';
import { useStoryPlaylist } from '../hooks/use-story-playlist';
import { StoryContent } from './story-content';
import { StoryViewerFooter, StoryViewerHeader } from './story-viewer-chrome';
import { StoryViewersModal } from './story-viewers-modal';

const STORY_MS = LIMITS.storySeconds * 1000;

type Props = {
  groups: TStoryGroup[];
  startGroup: number;
  /** The story to begin with; else the group's first unwatched one. */
  startStory?: number;
  onClose: () => void;
};

/**
 * The full-screen story viewer (PRODUCT §8.1): 5 s a story with progress bars, tap or swipe or
 * arrow keys for next/previous, hold or Space to pause, the group after this one at its end.
 */
export function StoryViewer({ groups: initialGroups, startGroup, startStory, onClose }: Props) {
  const { t } = useTranslation('stories');
  const me = useAppSelector(selectCurrentUser);
  const report = useReport();
  const reduceMotion = useReducedMotion();
  const { group, story, index, next, previous, removeCurrent } = useStoryPlaylist(
    initialGroups,
    startGroup,
    startStory,
    onClose,
  );
  const [pausedByUser, setPausedByUser] = useState(false);
  const [dialog, setDialog] = useState<'views' | 'delete' | null>(null);
  const [viewStory] = useViewStoryMutation();
  const [deleteStory] = useDeleteStoryMutation();
  const posted = useRef(new Set<string>());
  const isOwn = Boolean(me && group && group.user._id === me._id);
  const togglePause = useCallback(() => setPausedByUser((value) => !value), []);
  const { held, stageHandlers } = useStoryControls({
    enabled: dialog === null,
    next,
    previous,
    togglePause,
  });

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

  const confirmDelete = async () => {
    if (!story) return;
    const result = await deleteStory(story._id);
    setDialog(null);
    if ('error' in result) {
      notifyError(apiErrorMessage(result.error, t, t('viewer.deleteFailed')));
      return;
    }
    notifySuccess(t('viewer.deleted'));
    removeCurrent();
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
                index={index}
                progress={progress}
                paused={paused}
                reduceMotion={reduceMotion}
                onTogglePause={togglePause}
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
                {...stageHandlers}
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
                  current: index + 1,
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
