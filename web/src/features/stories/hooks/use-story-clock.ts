import { useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

/**
 * How far the current story has played (0–1) over `durationMs`, restarting when `key` changes and
 * standing still while `paused`. Calls `onEnd` once when it is full.
 */
export function useStoryClock({
  key,
  durationMs,
  paused,
  onEnd,
}: {
  key: string;
  durationMs: number;
  paused: boolean;
  onEnd: () => void;
}): number {
  const [elapsed, setElapsed] = useState(0);
  const [shownKey, setShownKey] = useState(key);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  // A new story starts from zero (state reset during render, as React recommends).
  if (shownKey !== key) {
    setShownKey(key);
    setElapsed(0);
  }

  useEffect(() => {
    if (paused) return;
    let last = Date.now();
    const timer = window.setInterval(() => {
      const now = Date.now();
      const step = now - last;
      last = now;
      setElapsed((value) => Math.min(durationMs, value + step));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [paused, key, durationMs]);

  const done = elapsed >= durationMs;
  useEffect(() => {
    if (done) onEndRef.current();
  }, [done, key]);

  return Math.min(1, elapsed / durationMs);
}
