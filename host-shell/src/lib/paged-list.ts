// Lists with a 「もっと見る」 button (news, study history, monthly cards) are TanStack Query infinite
// queries over the server's numbered pages: each answer says its page, page size and the total.

/** One answer of a numbered list call. */
export type NumberedPage = { page: number; limit: number; total: number };

/** The page after `lastPage`, or undefined once every item has been asked for (no more button). */
export function nextPageNumber(lastPage: NumberedPage): number | undefined {
  return lastPage.page * lastPage.limit < lastPage.total ? lastPage.page + 1 : undefined;
}

/**
 * The items of every loaded page in order, each once: when an item arrives between two page
 * loads, the next page starts with the one the previous page ended with.
 */
export function itemsOfPages<Page, Item>(pages: readonly Page[], itemsOf: (page: Page) => readonly Item[], keyOf: (item: Item) => string | number): Item[] {
  const seen = new Set<string | number>();
  const items: Item[] = [];
  for (const page of pages) {
    for (const item of itemsOf(page)) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
