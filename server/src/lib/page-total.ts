/**
 * The list's total when the page itself tells it, without counting: a page that is not full is
 * the last one, so the total is the rows before it plus its own. An empty page past the first
 * says nothing (the list may end anywhere before it). Searches mostly find less than a page, so
 * most of them skip the count, the larger half of their database work (issue 32, target 1).
 */
export function totalFromPage(page: number, limit: number, rows: number): number | undefined {
  if (rows >= limit || (rows === 0 && page > 1)) return undefined;
  return (page - 1) * limit + rows;
}
