import { LIMITS } from '@chingu/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { analyseRecording } from '../utils/waveform';

/** The formats the server takes, in order of preference (PRODUCT §8.3). */
export const VOICE_RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const;

export const VOICE_MAX_MS = LIMITS.voiceMaxSeconds * 1000;
/** Shorter clips are taken for a slip of the finger and dropped. */
export const VOICE_MIN_MS = 500;

export type RecordedClip = { blob: Blob; durationMs: number; waveform: number[] };
export type RecorderState = 'idle' | 'starting' | 'recording';

function recordingType(): string | undefined {
  const Recorder = window.MediaRecorder;
  if (typeof Recorder?.isTypeSupported !== 'function') return undefined;
  return VOICE_RECORDING_TYPES.find((type) => Recorder.isTypeSupported(type));
}

function microphoneProblem(error: unknown): 'permissionDenied' | 'noMicrophone' | 'failed' {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permissionDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'noMicrophone';
  return 'failed';
}

/**
 * Records a voice message with MediaRecorder (Opus in WebM, else Ogg, else MP4): a live timer,
 * stopped at LIMITS.voiceMaxSeconds; `stop` hands the clip with its measured duration and
 * 64-point waveform to `onRecorded`, `cancel` throws it away. Microphone problems are toasts.
 */
export function useVoiceRecorder(onRecorded: (clip: RecordedClip) => void) {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const cancelled = useRef(false);
  const wanted = useRef(false);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  }, [onRecorded]);

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
    setState('idle');
    setElapsedMs(0);
  }, []);

  const stop = useCallback(() => {
    wanted.current = false;
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
  }, []);

  const cancel = useCallback(() => {
    cancelled.current = true;
    wanted.current = false;
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
    else if (!active) setState('idle');
  }, []);

  const start = useCallback(async () => {
    if (recorder.current || wanted.current) return;
    const type = recordingType();
    if (!navigator.mediaDevices?.getUserMedia || !window.MediaRecorder || !type) {
      notifyError(t('voice.unsupported'));
      return;
    }
    wanted.current = true;
    cancelled.current = false;
    setState('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      wanted.current = false;
      setState('idle');
      notifyError(t(`voice.${microphoneProblem(error)}`));
      return;
    }
    // Let go (or cancelled) while the browser was asking for the microphone.
    if (!wanted.current) {
      media.getTracks().forEach((track) => track.stop());
      setState('idle');
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const active = new MediaRecorder(media, { mimeType: type });
    recorder.current = active;
    active.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    active.onstop = () => {
      const measured = performance.now() - startedAt.current;
      const dropped = cancelled.current;
      release();
      if (dropped) return;
      if (measured < VOICE_MIN_MS) {
        notifyError(t('voice.tooShort'));
        return;
      }
      const blob = new Blob(chunks, { type: type.split(';')[0] });
      void analyseRecording(blob, Math.min(measured, VOICE_MAX_MS)).then(
        ({ durationMs, waveform }) =>
          deliver.current({ blob, durationMs: Math.min(durationMs, VOICE_MAX_MS), waveform }),
      );
    };
    active.onerror = () => {
      cancelled.current = true;
      notifyError(t('voice.failed'));
      if (active.state !== 'inactive') active.stop();
      else release();
    };
    startedAt.current = performance.now();
    // One chunk at stop: Chromium's time-sliced WebM has clusters of unknown size, which the
    // server's content check (music-metadata) cannot parse.
    active.start();
    setState('recording');
    timer.current = setInterval(() => {
      const elapsed = performance.now() - startedAt.current;
      setElapsedMs(Math.min(elapsed, VOICE_MAX_MS));
      if (elapsed >= VOICE_MAX_MS) {
        notifyError(t('voice.maxReached', { seconds: LIMITS.voiceMaxSeconds }));
        stop();
      }
    }, 200);
  }, [release, stop, t]);

  // Leaving the conversation throws an unfinished recording away.
  useEffect(
    () => () => {
      cancelled.current = true;
      wanted.current = false;
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  return { state, elapsedMs, start, stop, cancel };
}
