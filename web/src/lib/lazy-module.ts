import { lazy, startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
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

  // Loaded when idle, nobody waits for it: React renders what it brings (the header's menus and
  // tooltips, a 200 ms render on a slow phone, issue 32) in slices that leave the page free. A
  // click meanwhile requests it at once, which React renders first.
  const requestInBackground = useCallback(() => {
    loader.load().then(
      (loaded) => startTransition(() => setModule(loaded)),
      () => {
        // As in `request`.
      },
    );
  }, [loader]);

  useEffect(() => {
    if (module || when === 'later') return;
    window.addEventListener('online', request);
    let cancel = () => {};
    if (when === 'now') request();
    else cancel = whenIdle(requestInBackground);
    return () => {
      cancel();
      window.removeEventListener('online', request);
    };
  }, [module, when, request, requestInBackground]);

  return { module, request };
}

/**
 * `React.lazy` over a module loader, which renders in the same render when the module has
 * already been loaded (a promise, even a settled one, suspends a lazy component once). A page
 * the server rendered (decision 056) is hydrated with such a part whole, not left dehydrated
 * until a later pass, where a click on it would be lost.
 */
export function lazyFromLoader<P extends object>(
  loader: ModuleLoader<{ default: ComponentType<P> }>,
) {
  return lazy(() => {
    const loaded = loader.current();
    if (!loaded) return loader.load();
    // React calls `then` at once: the component resolves before the render goes on.
    const settled = { then: (resolve: (module: typeof loaded) => void) => resolve(loaded) };
    return settled as unknown as Promise<typeof loaded>;
  });
}
