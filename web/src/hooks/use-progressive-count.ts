import { useDeferredValue } from 'react';

/**
 * How many items of a list to render: `first` on the first render, all of them in a second,
 * background render. Data that arrives through the store renders synchronously (one long task
 * for a whole page of cards on a slow phone); React renders a deferred value in slices that
 * yield to the browser, so the first cards paint sooner and the rest follow without blocking
 * input (docs/decisions/033-progressive-first-render.md). Later changes of `total` render at once
 * when nothing is pending.
 */
export function useProgressiveCount(total: number, first: number): number {
  return useDeferredValue(total, Math.min(total, first));
}
