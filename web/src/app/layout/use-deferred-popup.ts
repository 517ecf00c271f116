import { useState } from 'react';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';

const headerPopups = createModuleLoader(() => import('./header-popups'));

/**
 * Mantine's Menu, Popover and Tooltip (with floating-ui, ~35 KB gzip) are not needed to paint the
 * header: its menus render a plain button first and swap in the real menu (header-popups.tsx) once
 * the browser is idle after the first paint. A click before that loads it at once and opens it
 * (docs/decisions/010-light-landing.md). If the load fails the plain button stays.
 */
export function useDeferredPopup() {
  const { module: popups, request } = useLazyModule(headerPopups, 'idle');
  const [openedEarly, setOpenedEarly] = useState(false);
  const openEarly = () => {
    setOpenedEarly(true);
    request();
  };
  return { popups, openedEarly, openEarly };
}
