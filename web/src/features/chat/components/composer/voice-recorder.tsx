import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { useVoiceRecorder } from '../../hooks/use-voice-recorder';
import { formatClipTime } from '../../utils/waveform';
import classes from '../chat.module.css';
import { ComposerIconButton } from './composer-icon-button';

type Recorder = ReturnType<typeof useVoiceRecorder>;

/** A press held at least this long records while held; a shorter one is a tap (tap to stop). */
const HOLD_MS = 400;
/** Moving the held pointer this far (px) cancels the recording. */
const CANCEL_DISTANCE = 80;

/** Adds `listeners` to the window; returns the function that removes them. */
function listenOnWindow(listeners: {
  [K in keyof WindowEventMap]?: (event: WindowEventMap[K]) => void;
}): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  entries.forEach(([type, listener]) => window.addEventListener(type, listener));
  return () => entries.forEach(([type, listener]) => window.removeEventListener(type, listener));
}

/**
 * The composer's microphone: hold to record and let go to send (sliding away cancels), or tap
 * to start and tap the stop button to send. Keyboard: Enter or Space starts (tap mode).
 */
export function VoiceRecordButton({
  recorder,
  disabled,
}: {
  recorder: Recorder;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  const byPointer = useRef(false);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (disabled || event.button !== 0) return;
    byPointer.current = true;
    // When the press began and ended as the member did them (the events' times), not when the
    // handlers ran: on a busy phone a quick tap's handlers can run a second apart, and that
    // tap was taken for a hold and stopped the recording it had just started.
    const pressedAt = event.timeStamp;
    const from = { x: event.clientX, y: event.clientY };
    const onMove = (move: globalThis.PointerEvent) => {
      if (Math.hypot(move.clientX - from.x, move.clientY - from.y) > CANCEL_DISTANCE) {
        done();
        recorder.cancel();
      }
    };
    const onUp = (up: globalThis.PointerEvent) => {
      done();
      // A tap keeps recording until the stop button; a hold sends on release.
      if (up.timeStamp - pressedAt >= HOLD_MS) recorder.stop();
    };
    const onCancel = () => {
      done();
      recorder.cancel();
    };
    const done = listenOnWindow({ pointermove: onMove, pointerup: onUp, pointercancel: onCancel });
    void recorder.start();
  }

  return (
    <ComposerIconButton
      label={t('voice.record')}
      hint={t('voice.recordHint')}
      disabled={disabled}
      loading={recorder.state === 'starting'}
      onPointerDown={onPointerDown}
      // Keyboard and assistive technology clicks start in tap mode.
      onClick={() => {
        if (byPointer.current) {
          byPointer.current = false;
          return;
        }
        void recorder.start();
      }}
      onContextMenu={(event) => event.preventDefault()}
      className={classes.micButton}
    >
      <IconMicrophone size={18} />
    </ComposerIconButton>
  );
}

/** Shown in place of the composer while recording: timer, cancel (or Escape) and send. */
export function VoiceRecordingBar({ recorder }: { recorder: Recorder }) {
  const { t } = useTranslation('chat');
  const stopRef = useRef<HTMLButtonElement>(null);
  const { cancel } = recorder;

  useEffect(() => {
    stopRef.current?.focus();
    return listenOnWindow({
      keydown: (event) => {
        if (event.key === 'Escape') cancel();
      },
    });
  }, [cancel]);

  return (
    <div className={classes.composer} role="group" aria-label={t('voice.recording')}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('voice.cancel')}
          onClick={recorder.cancel}
        >
          <IconTrash size={18} />
        </ActionIcon>
        <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <span className={classes.recordingDot} aria-hidden />
          <Text size="sm" fw={600} role="timer" aria-live="off" data-testid="recording-time">
            {formatClipTime(recorder.elapsedMs)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t('voice.slideToCancel')}
          </Text>
        </Group>
        <ActionIcon
          ref={stopRef}
          size="lg"
          color="red"
          aria-label={t('voice.stop')}
          onClick={recorder.stop}
        >
          <IconPlayerStopFilled size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
