import { describe, expect, it } from 'vitest';
import { computeWaveform, formatClipTime, mixDown, WAVEFORM_POINTS } from './waveform';

describe('computeWaveform', () => {
  it('gives 64 points from 0 to 1, the loudest stretch at 1', () => {
    // A quiet first half (0.1) and a loud second half (0.5).
    const samples = Float32Array.from({ length: 6400 }, (_, i) => (i < 3200 ? 0.1 : -0.5));
    const waveform = computeWaveform(samples);
    expect(WAVEFORM_POINTS).toBe(64);
    expect(waveform).toHaveLength(64);
    expect(waveform.slice(0, 32).every((v) => v === 0.2)).toBe(true);
    expect(waveform.slice(32).every((v) => v === 1)).toBe(true);
  });

  it('measures the root mean square of each stretch', () => {
    // Stretch 1 alternates ±1 (RMS 1), stretch 2 is 1 and 0 (RMS ≈ 0.71).
    const samples = [1, -1, 1, -1, 1, 0, 1, 0];
    expect(computeWaveform(samples, 2)).toEqual([1, 0.71]);
  });

  it('gives zeros for silence or no samples, and for stretches without samples', () => {
    expect(computeWaveform(new Float32Array(1000))).toEqual(new Array(64).fill(0));
    expect(computeWaveform([])).toEqual(new Array(64).fill(0));
    const few = computeWaveform([0.5, 0.25], 4);
    expect(few).toHaveLength(4);
    expect(few.filter((v) => v > 0)).toEqual([1, 0.5]);
  });

  it('never leaves 0..1', () => {
    const noisy = Array.from({ length: 10_000 }, (_, i) => Math.sin(i) * (i % 7));
    for (const value of computeWaveform(noisy)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});

describe('mixDown and formatClipTime', () => {
  it('averages the channels', () => {
    const channels = [Float32Array.from([1, 0]), Float32Array.from([0, -1])];
    const mixed = mixDown({ numberOfChannels: 2, length: 2, getChannelData: (c) => channels[c]! });
    expect(Array.from(mixed)).toEqual([0.5, -0.5]);
  });

  it('writes m:ss', () => {
    expect(formatClipTime(0)).toBe('0:00');
    expect(formatClipTime(7_900)).toBe('0:07');
    expect(formatClipTime(120_000)).toBe('2:00');
  });
});
