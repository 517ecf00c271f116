import { useEffect, useState } from 'react';

/**
 * Mantine's Menu, Popover and Tooltip (with floating-ui, ~35 KB gzip) are not needed to paint the
 * header: its menus render a plain button first and swap in the real menu (header-popups.tsx) once
 * the browser is idle after the first paint. A click before that loads it at once and opens it
 * (docs/decisions/010-light-landing.md).
 */
export function useDeferredPopup() {
  const [ready, setReady] = useState(false);
  const [openedEarly, setOpenedEarly] = useState(false);

  useEffect(() => {
    if (ready) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(handle);
  }, [ready]);

  const openEarly = () => {
    setOpenedEarly(true);
    setReady(true);
  };
  return { ready, openedEarly, openEarly };
}
