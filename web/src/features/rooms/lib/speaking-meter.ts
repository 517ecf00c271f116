/** Above this RMS level (0–1) a stream counts as speech; a fake or quiet microphone stays under. */
const SPEAKING_LEVEL = 0.02;
/** How often levels are read, and how long a speaker stays "speaking" after their last word. */
const READ_EVERY_MS = 150;
const HOLD_MS = 600;

type Watched = {
  stream: MediaStream;
  source: MediaStreamAudioSourceNode;
  analyser: AnalyserNode;
  lastHeard: number;
};

/**
 * Who is speaking in a mesh room (PRODUCT §9.3's speaking ring): the level of each member's audio
 * (the microphone for oneself) through an AnalyserNode, read a few times a second. Janus rooms
 * get the same from the bridge's talking events instead (one mixed stream cannot say who speaks).
 */
export class SpeakingMeter {
  private context: AudioContext | null = null;
  private readonly watched = new Map<string, Watched>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private speaking = new Set<string>();
  private readonly samples = new Float32Array(1024);

  constructor(private readonly onChange: (speaking: Set<string>) => void) {}

  /** Follows `stream` as member `id`'s voice (null: stops following them). */
  watch(id: string, stream: MediaStream | null) {
    if (stream && this.watched.get(id)?.stream === stream) return;
    this.unwatch(id);
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') {
      return;
    }
    // Made after the Join click, so browsers let it run; resumed in case it started suspended.
    this.context ??= new AudioContext();
    void this.context.resume().catch(() => undefined);
    const source = this.context.createMediaStreamSource(stream);
    const analyser = this.context.createAnalyser();
    analyser.fftSize = this.samples.length;
    source.connect(analyser);
    this.watched.set(id, { stream, source, analyser, lastHeard: 0 });
    this.timer ??= setInterval(() => this.read(), READ_EVERY_MS);
  }

  unwatch(id: string) {
    const watched = this.watched.get(id);
    if (!watched) return;
    watched.source.disconnect();
    this.watched.delete(id);
    if (this.speaking.delete(id)) this.onChange(new Set(this.speaking));
  }

  close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const id of [...this.watched.keys()]) this.unwatch(id);
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private read() {
    const now = Date.now();
    const speaking = new Set<string>();
    for (const [id, watched] of this.watched) {
      watched.analyser.getFloatTimeDomainData(this.samples);
      let sum = 0;
      for (const sample of this.samples) sum += sample * sample;
      if (Math.sqrt(sum / this.samples.length) > SPEAKING_LEVEL) watched.lastHeard = now;
      if (now - watched.lastHeard < HOLD_MS) speaking.add(id);
    }
    const changed =
      speaking.size !== this.speaking.size || [...speaking].some((id) => !this.speaking.has(id));
    this.speaking = speaking;
    if (changed) this.onChange(new Set(speaking));
  }
}
