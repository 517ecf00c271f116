import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** A press shorter than this is a tap (next/previous); longer is a hold (pause). */
const TAP_MS = 250;
const SWIPE_PX = 50;

function isInteractive(target: EventTarget | null) {
  return target instanceof Element && Boolean(target.closest('button, a, input, textarea'));
}

/**
 * The viewer's keys and touches (PRODUCT §8.1): arrows for next/previous and Space to pause
 * (not while a dialog is open); on the stage a tap on either half or a swipe moves, a hold pauses.
 */
export function useStoryControls({
  enabled,
  next,
  previous,
  togglePause,
}: {
  enabled: boolean;
  next: () => void;
  previous: () => void;
  togglePause: () => void;
}) {
  const [held, setHeld] = useState(false);
  const press = useRef<{ x: number; y: number; at: number } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else if (event.key === ' ' && !isInteractive(event.target)) {
        event.preventDefault();
        togglePause();
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, next, previous, togglePause]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    press.current = { x: event.clientX, y: event.clientY, at: Date.now() };
    setHeld(true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    setHeld(false);
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      if (dx < 0) next();
      else previous();
      return;
    }
    if (Date.now() - start.at > TAP_MS) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX - box.left < box.width / 2) previous();
    else next();
  };
  const release = () => setHeld(false);

  return {
    held,
    stageHandlers: {
      onPointerDown,
      onPointerUp,
      onPointerCancel: release,
      onPointerLeave: release,
    },
  };
}
