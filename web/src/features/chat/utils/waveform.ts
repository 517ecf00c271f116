import { LIMITS } from '@chingu/contract/constants';

/** Points of a voice clip's waveform (the contract's maximum). */
export const WAVEFORM_POINTS = LIMITS.waveformMaxPoints;

/**
 * Loudness of `samples` (PCM, -1..1) at `points` evenly spaced stretches: the root mean square
 * of each stretch, scaled so that the loudest stretch is 1, rounded to two decimals (0..1).
 * Silence (or nothing) gives zeros; fewer samples than points leave the empty stretches at 0.
 */
export function computeWaveform(
  samples: ArrayLike<number>,
  points: number = WAVEFORM_POINTS,
): number[] {
  const levels = new Array<number>(points).fill(0);
  const length = samples.length;
  if (length === 0 || points <= 0) return levels;
  for (let point = 0; point < points; point += 1) {
    const start = Math.floor((point * length) / points);
    const end = Math.floor(((point + 1) * length) / points);
    if (end <= start) continue;
    let sum = 0;
    for (let i = start; i < end; i += 1) {
      const value = samples[i] ?? 0;
      sum += value * value;
    }
    levels[point] = Math.sqrt(sum / (end - start));
  }
  const loudest = Math.max(...levels);
  if (!(loudest > 0)) return levels.map(() => 0);
  return levels.map((level) => Math.min(1, Math.round((level / loudest) * 100) / 100));
}

/** The channels of a decoded clip averaged into one. */
export function mixDown(
  buffer: Pick<AudioBuffer, 'numberOfChannels' | 'length' | 'getChannelData'>,
) {
  if (buffer.numberOfChannels === 1) return buffer.getChannelData(0);
  const mixed = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < mixed.length; i += 1) mixed[i]! += (data[i] ?? 0) / buffer.numberOfChannels;
  }
  return mixed;
}

/**
 * Duration and waveform of a recorded clip, decoded with Web Audio; `fallbackMs` (the recording
 * timer) and a flat waveform when the browser cannot decode it.
 */
export async function analyseRecording(
  blob: Blob,
  fallbackMs: number,
): Promise<{ durationMs: number; waveform: number[] }> {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return { durationMs: Math.round(fallbackMs), waveform: [] };
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(await blob.arrayBuffer());
    return {
      durationMs: Math.round(buffer.duration * 1000) || Math.round(fallbackMs),
      waveform: computeWaveform(mixDown(buffer)),
    };
  } catch {
    return { durationMs: Math.round(fallbackMs), waveform: [] };
  } finally {
    void context.close().catch(() => undefined);
  }
}

/** m:ss for voice clip times. */
export function formatClipTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
