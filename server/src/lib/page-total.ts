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

/**
 * A page after an anchor (keyset paging, decision 063), else the numbered page: `read(after)`
 * reads the rows after that item, `read()` the `page`th. Nothing after the anchor means it is
 * gone, hidden from the viewer, or was the last item, and the numbered page answers (one read
 * more, only then). `total` is what the page tells of the list's total: nothing for a page after
 * an anchor, which the client numbers (items published since would make it wrong).
 */
export async function readPage<Row>(
  { page, limit, after }: { page: number; limit: number; after?: string | undefined },
  read: (after?: string) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number | undefined }> {
  if (after !== undefined) {
    const rows = await read(after);
    if (rows.length > 0) return { rows, total: undefined };
  }
  const rows = await read();
  return { rows, total: totalFromPage(page, limit, rows.length) };
}
