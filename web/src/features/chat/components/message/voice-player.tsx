import type { TAttachment } from '@chingu/contract';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClipTime, WAVEFORM_POINTS } from '../../utils/waveform';
import classes from '../chat.module.css';

/** The clip playing now: starting another pauses it (one voice at a time). */
let playing: HTMLAudioElement | null = null;

/** Bars drawn when the clip has no waveform. */
const FLAT = new Array<number>(WAVEFORM_POINTS / 2).fill(0.3);
/** Arrow keys move the position by this much. */
const KEY_STEP_MS = 5000;

/**
 * A voice clip in a bubble (PRODUCT §8.3): play/pause, the waveform filling as it plays, elapsed
 * time and duration; clicking the waveform (or arrow keys on it) seeks. Plays inline.
 */
export function VoicePlayer({
  clip,
}: {
  clip: Pick<TAttachment, 'url' | 'durationMs' | 'waveform'>;
}) {
  const { t } = useTranslation('chat');
  const audio = useRef<HTMLAudioElement>(null);
  const [paused, setPaused] = useState(true);
  const [positionMs, setPositionMs] = useState(0);
  const [mediaMs, setMediaMs] = useState<number | null>(null);
  const durationMs = clip.durationMs ?? mediaMs ?? 0;
  const bars = clip.waveform && clip.waveform.length > 0 ? clip.waveform : FLAT;
  const fraction = durationMs > 0 ? Math.min(1, positionMs / durationMs) : 0;

  useEffect(() => {
    const element = audio.current;
    return () => {
      if (playing === element) playing = null;
    };
  }, []);

  function toggle() {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playing && playing !== element) playing.pause();
    playing = element;
    void element.play()?.catch(() => setPaused(true));
  }

  function seekTo(ms: number) {
    const element = audio.current;
    if (!element || durationMs <= 0) return;
    const target = Math.max(0, Math.min(durationMs, ms));
    element.currentTime = target / 1000;
    setPositionMs(target);
  }

  function onWaveClick(event: MouseEvent<HTMLDivElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    seekTo(((event.clientX - rect.left) / rect.width) * durationMs);
  }

  function onWaveKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: positionMs + KEY_STEP_MS,
      ArrowUp: positionMs + KEY_STEP_MS,
      ArrowLeft: positionMs - KEY_STEP_MS,
      ArrowDown: positionMs - KEY_STEP_MS,
      Home: 0,
      End: durationMs,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    seekTo(target);
  }

  const elapsed = formatClipTime(positionMs);
  const duration = formatClipTime(durationMs);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.voice} data-testid="voice-player">
      <ActionIcon
        radius="xl"
        size="lg"
        variant="white"
        color="dark"
        aria-label={paused ? t('voice.play') : t('voice.pause')}
        onClick={toggle}
      >
        {paused ? <IconPlayerPlayFilled size={16} /> : <IconPlayerPauseFilled size={16} />}
      </ActionIcon>
      <div
        className={classes.waveform}
        role="slider"
        tabIndex={0}
        aria-label={t('voice.seek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(durationMs / 1000)}
        aria-valuenow={Math.round(positionMs / 1000)}
        aria-valuetext={t('voice.position', { elapsed, duration })}
        onClick={onWaveClick}
        onKeyDown={onWaveKey}
        data-testid="voice-waveform"
      >
        {bars.map((level, index) => (
          <span
            key={index}
            className={classes.waveBar}
            data-played={(index + 0.5) / bars.length <= fraction || undefined}
            style={{ height: `${Math.max(12, Math.round(level * 100))}%` }}
          />
        ))}
      </div>
      <Text size="xs" c="inherit" className={classes.voiceTime} data-testid="voice-time">
        {paused && positionMs === 0 ? duration : `${elapsed} / ${duration}`}
      </Text>
      <audio
        ref={audio}
        src={clip.url}
        preload="metadata"
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onEnded={() => {
          setPaused(true);
          setPositionMs(0);
        }}
        onTimeUpdate={(event) => setPositionMs(event.currentTarget.currentTime * 1000)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds)) setMediaMs(seconds * 1000);
        }}
      />
    </Group>
  );
}
