/**
 * Keyset pages for a numbered list (decision 063): the last item of each page seen, kept so that
 * the next page is asked for "after" it. The server then starts where that page ended instead of
 * skipping (page - 1) x limit rows, and an item published in between is not shown twice. A page
 * reached without its page before (a link, a reload, a jump) is asked for by its number alone.
 */
export type PageAnchors<Args extends { page: number }> = {
  /** The args with `after` when the page before this one was seen with these filters. */
  withAnchor: (args: Args) => Args & { after?: string };
  /** Remembers where the page `args` asked for ends (its last item's id). */
  rememberPageEnd: (args: Args, lastId: string | undefined) => void;
};

/** Lists (filters) remembered at once: the oldest are forgotten. */
const MAX_LISTS = 20;
/** Pages remembered per list: enough for a long walk, bounded for a very long one. */
const MAX_PAGES = 200;

export function createPageAnchors<Args extends { page: number }>(): PageAnchors<Args> {
  // Per list (the args without page or anchor): the id each page starts after.
  const lists = new Map<string, Map<number, string>>();
  const listKey = ({ page: _page, ...filters }: Args & { after?: string }) => {
    const { after: _after, ...rest } = filters;
    return JSON.stringify(rest);
  };
  return {
    withAnchor(args) {
      const after = lists.get(listKey(args))?.get(args.page);
      return after === undefined ? args : { ...args, after };
    },
    rememberPageEnd(args, lastId) {
      const key = listKey(args);
      let pages = lists.get(key);
      if (!pages) {
        if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value as string);
        lists.set(key, (pages = new Map()));
      }
      if (lastId === undefined) pages.delete(args.page + 1);
      else if (pages.size < MAX_PAGES || pages.has(args.page + 1)) pages.set(args.page + 1, lastId);
    },
  };
}
