/**
 * Ring tones drawn with Web Audio (PRODUCT §8.2: no audio files): two soft sine tones in a
 * pattern. 'incoming' rings twice every 3 s; 'outgoing' is the quieter ring-back the caller hears.
 */
export type RingKind = 'incoming' | 'outgoing';

type Pattern = { frequencies: number[]; bursts: number[]; period: number; volume: number };

const PATTERNS: Record<RingKind, Pattern> = {
  // Seconds from the start of each period at which a 0.4 s burst begins.
  incoming: { frequencies: [659.25, 880], bursts: [0, 0.6], period: 3, volume: 0.18 },
  outgoing: { frequencies: [440, 480], bursts: [0], period: 4, volume: 0.06 },
};
const BURST_SECONDS = 0.4;
/** Bursts are scheduled this far ahead, then again, so the pattern never has to be timed by JS. */
const SCHEDULE_AHEAD_PERIODS = 10;

type AudioContextConstructor = new () => AudioContext;

function audioContextClass(): AudioContextConstructor | null {
  const w = window as Window & { webkitAudioContext?: AudioContextConstructor };
  return window.AudioContext ?? w.webkitAudioContext ?? null;
}

/**
 * Starts ringing; returns the function that stops it. Without Web Audio, or while the browser
 * refuses to play before the first user gesture (autoplay rules), it stays silent and resumes on
 * the next click or key press: the dialog on screen is what matters.
 */
export function startRingTone(kind: RingKind): () => void {
  const Context = audioContextClass();
  if (!Context) return () => {};
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return () => {};
  }
  const pattern = PATTERNS[kind];
  const output = context.createGain();
  output.gain.value = pattern.volume;
  output.connect(context.destination);

  let scheduledUntil = context.currentTime;
  const schedule = () => {
    const start = Math.max(scheduledUntil, context.currentTime + 0.05);
    for (let period = 0; period < SCHEDULE_AHEAD_PERIODS; period++) {
      for (const offset of pattern.bursts) {
        const at = start + period * pattern.period + offset;
        const envelope = context.createGain();
        envelope.gain.setValueAtTime(0, at);
        envelope.gain.linearRampToValueAtTime(1, at + 0.02);
        envelope.gain.setValueAtTime(1, at + BURST_SECONDS - 0.05);
        envelope.gain.linearRampToValueAtTime(0, at + BURST_SECONDS);
        envelope.connect(output);
        for (const frequency of pattern.frequencies) {
          const oscillator = context.createOscillator();
          oscillator.type = 'sine';
          oscillator.frequency.value = frequency;
          oscillator.connect(envelope);
          oscillator.start(at);
          oscillator.stop(at + BURST_SECONDS);
        }
      }
    }
    scheduledUntil = start + SCHEDULE_AHEAD_PERIODS * pattern.period;
  };
  schedule();
  const refill = setInterval(schedule, (SCHEDULE_AHEAD_PERIODS - 1) * pattern.period * 1000);

  const unlock = () => void context.resume().catch(() => {});
  if (context.state === 'suspended') {
    unlock();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
  }

  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    clearInterval(refill);
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
    output.disconnect();
    void context.close().catch(() => {});
  };
}
