import type { SetURLSearchParams } from 'react-router';

/**
 * A paged, filtered list keeps its filters and page in the address (SPEC §2), so a reload or a
 * shared link shows the same page. These change them the same way on every list screen.
 */

/** Changes one filter and goes back to page 1 (the page resets on any filter change). */
export function setListFilter(setParams: SetURLSearchParams, key: string, value?: string) {
  setParams((prev) => {
    const next = new URLSearchParams(prev);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    return next;
  });
}

/** Goes to a page (page 1 is the address without `page`) and back to the top of the list. */
export function goToListPage(setParams: SetURLSearchParams, page: number) {
  setParams((prev) => {
    const next = new URLSearchParams(prev);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return next;
  });
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
