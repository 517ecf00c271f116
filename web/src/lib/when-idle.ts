/**
 * Runs `callback` once the page is idle (at the latest after `timeout` ms), so that work nobody
 * waits for stays out of the first paint's long tasks (issue 32). Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay still lets the first paint go first.
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
