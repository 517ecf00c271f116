import { useDeferredValue, useState } from 'react';
import { wholeListsOnMount } from '@/lib/first-render';

/**
 * How many items of a list to render: at least `first` at once, all of them in a background
 * render just after. Data that arrives through the store renders synchronously: a whole page of
 * cards is one long task on a slow phone. React renders a deferred value in slices that yield to
 * the browser, so the first cards paint sooner and the rest follow without blocking input
 * (docs/decisions/033-progressive-first-render.md). When nothing is pending (a later page of the
 * same size), the deferred count is already the total and everything renders at once.
 * A list that replaces prerendered HTML (decision 035) mounts whole: the page already shows every
 * card, and rendering two first would shorten it and move the visitor's scroll position.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [whole] = useState(wholeListsOnMount);
  const deferred = useDeferredValue(total, whole ? total : 0);
  return Math.min(total, Math.max(deferred, first));
}
