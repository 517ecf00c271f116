import { useEffect, useState, type KeyboardEvent } from 'react';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';

const headerPopups = createModuleLoader(() => import('./header-popups'));

/** Events after which a press on the plain button is over, whether or not it was a click. */
const PRESS_ENDS = ['click', 'pointercancel', 'keyup'] as const;

/**
 * Mantine's Menu, Popover and Tooltip (with floating-ui, ~35 KB gzip) are not needed to paint the
 * header: its menus render a plain button first and swap in the real menu (header-popups.tsx) once
 * the browser is idle after the first paint. A click before that loads it at once and opens it
 * (docs/decisions/010-light-landing.md). If the load fails the plain button stays.
 *
 * The swap puts a new button on the page. A press that began on the plain one and ended on the
 * new one would be no click at all (the browser clicks only where a press began and ended), so
 * the swap waits while the plain button is pressed: spread `holdWhilePressed` on it.
 */
export function useDeferredPopup() {
  const { module: loaded, request } = useLazyModule(headerPopups, 'idle');
  const [openedEarly, setOpenedEarly] = useState(false);
  const [pressed, setPressed] = useState(false);
  const openEarly = () => {
    setOpenedEarly(true);
    request();
  };
  useEffect(() => {
    if (!pressed) return;
    // After the click's own handlers (which open the menu early) have run on the plain button.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      timer ??= setTimeout(() => setPressed(false), 0);
    };
    for (const type of PRESS_ENDS) window.addEventListener(type, release, true);
    return () => {
      for (const type of PRESS_ENDS) window.removeEventListener(type, release, true);
      clearTimeout(timer);
    };
  }, [pressed]);
  const holdWhilePressed = {
    onPointerDown: () => setPressed(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ' || event.key === 'Enter') setPressed(true);
    },
  };
  return { popups: pressed ? null : loaded, openedEarly, openEarly, holdWhilePressed };
}
