import { LIMITS } from '@chingu/contract';
import { AppError } from '../../lib/app-error.ts';

export type VoiceClip = {
  mime: 'audio/webm' | 'audio/ogg' | 'audio/mp4';
  extension: string;
  durationMs: number;
};

/**
 * Accepts a voice clip by its content, never its name or declared type (PRODUCT §8.3): WebM or
 * Ogg carrying Opus, or MP4 audio (AAC or Opus), parsed with music-metadata. Browsers' MediaRecorder
 * WebM files carry no duration; then the client's measured `durationMs` is used, still bounded.
 */
export async function checkVoiceClip(
  data: Buffer,
  clientDurationMs: number | undefined,
): Promise<VoiceClip> {
  if (data.length > LIMITS.voiceMaxBytes) throw new AppError(413, 'voiceTooLarge');
  // Loaded on the first voice clip, not at every start (decision 024).
  const { parseBuffer } = await import('music-metadata');
  const format = await parseBuffer(data, undefined, { duration: true, skipCovers: true }).then(
    (metadata) => metadata.format,
    () => {
      throw new AppError(415, 'notAVoiceClip');
    },
  );
  const container = (format.container ?? '').toLowerCase();
  // Fragmented MP4 (Chromium's recorder) names its codec only on the track.
  const codec = [format.codec, ...(format.trackInfo ?? []).map((t) => t.codecName)]
    .join(' ')
    .toLowerCase();
  const seconds = format.duration;
  const hasVideo = Boolean(format.trackInfo?.some((track) => track.video));
  const opus = codec.includes('opus');
  const aac = codec.includes('aac') || codec.includes('mp4a');
  let clip: Omit<VoiceClip, 'durationMs'>;
  if (!hasVideo && (container.includes('webm') || container.includes('ebml')) && opus) {
    clip = { mime: 'audio/webm', extension: 'webm' };
  } else if (!hasVideo && container.includes('ogg') && opus) {
    clip = { mime: 'audio/ogg', extension: 'ogg' };
  } else if (!hasVideo && /mp4|m4a|isom|iso\d|mp42/.test(container) && (opus || aac)) {
    clip = { mime: 'audio/mp4', extension: 'm4a' };
  } else {
    throw new AppError(415, 'notAVoiceClip');
  }
  // The longer of what the file says and what the client measured: a fragmented MP4 states only
  // its first fragment, and a client cannot make a clip shorter than its content says.
  const measuredMs =
    seconds !== undefined && Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0;
  const durationMs = Math.max(measuredMs, clientDurationMs ?? 0);
  if (durationMs <= 0) {
    throw new AppError(400, 'invalidInput', 'durationMs is required for this clip');
  }
  if (durationMs > LIMITS.voiceMaxSeconds * 1000 + 500) throw new AppError(400, 'voiceTooLong');
  return { ...clip, durationMs };
}
