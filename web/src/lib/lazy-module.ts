import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * A module loaded on demand, once. A failed load (offline, or a new deploy removed the chunk)
 * is forgotten so the next call tries again: it must never reach React as an error, where the
 * router's error page would replace the whole screen for a menu or a toast container.
 */
export function createModuleLoader<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: (): T | null => loaded,
    load(): Promise<T> {
      pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
export type ModuleLoader<T> = ReturnType<typeof createModuleLoader<T>>;

/**
 * The loader's module once loaded, else null. `when`: 'idle' loads after the first paint,
 * 'now' at once, 'later' only on `request()`. After a failure it stays null and tries again
 * when the browser is back online, or on the next `request()`.
 */
export function useLazyModule<T>(loader: ModuleLoader<T>, when: 'idle' | 'now' | 'later') {
  const [module, setModule] = useState<T | null>(loader.current);
  const request = useCallback(() => {
    loader.load().then(setModule, () => {
      // Offline or gone: keep the fallback; 'online' or the next request retries.
    });
  }, [loader]);

  useEffect(() => {
    if (module || when === 'later') return;
    window.addEventListener('online', request);
    let cancel = () => {};
    if (when === 'now') request();
    else cancel = whenIdle(request);
    return () => {
      cancel();
      window.removeEventListener('online', request);
    };
  }, [module, when, request]);

  return { module, request };
}
