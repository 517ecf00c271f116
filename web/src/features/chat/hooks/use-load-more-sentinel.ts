import { useEffect, useRef, type RefObject } from 'react';

/** Start loading the next page this far before the end of the list comes into view. */
const AHEAD = '0px 0px 240px 0px';

/**
 * Calls `onVisible` when the element behind the returned ref scrolls into view of `root`, while
 * `enabled`. The observer is recreated each time `enabled` turns on, so a sentinel still in
 * view after a page arrived (a short list) asks for the next page at once.
 */
export function useLoadMoreSentinel(
  root: RefObject<HTMLElement | null>,
  enabled: boolean,
  onVisible: () => void,
) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root.current, rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, root]);

  return sentinel;
}
