/**
 * A list's query string: `page` and `limit`, then `keys` in this order, leaving out empty values
 * (`true` is written 'true'), so the cache key and the URL stay stable (the server's preloads and
 * prerendered pages ask for the very same URL).
 */
export function listSearchParams<Q extends { page: number; limit: number }>(
  query: Q,
  keys: readonly Exclude<keyof Q & string, 'page' | 'limit'>[],
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  for (const key of keys) {
    const value = query[key];
    if (value) params.set(key, String(value));
  }
  return params;
}
