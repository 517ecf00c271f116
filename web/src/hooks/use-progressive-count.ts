import { useDeferredValue } from 'react';

/**
 * How many items of a list to render: at least `first` at once, all of them in a background
 * render just after. Data that arrives through the store renders synchronously: a whole page of
 * cards is one long task on a slow phone. React renders a deferred value in slices that yield to
 * the browser, so the first cards paint sooner and the rest follow without blocking input
 * (docs/decisions/033-progressive-first-render.md). When nothing is pending (a later page of the
 * same size), the deferred count is already the total and everything renders at once.
 */
export function useProgressiveCount(total: number, first: number): number {
  const deferred = useDeferredValue(total, 0);
  return Math.min(total, Math.max(deferred, first));
}
