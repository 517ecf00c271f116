/**
 * `getNextPageParam` of an infinite query whose pages carry the list's whole `count`: one more
 * page while fewer items are loaded than counted (and the last page was not empty).
 */
export function nextPageWhileCounted(
  lastPage: { data: readonly unknown[]; count: number },
  allPages: readonly { data: readonly unknown[] }[],
  lastPageParam: number,
): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.data.length, 0);
  return lastPage.data.length > 0 && loaded < lastPage.count ? lastPageParam + 1 : undefined;
}
