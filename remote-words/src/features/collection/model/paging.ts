// The collection lists are numbered pages of 40, newest first, read one after another as the
// student scrolls (TanStack Query's infinite query). Entries move between pages while the page is
// open (one removed, one put back), so the merge keeps each entry once and leaves out those the
// student has just removed.
import type { FavoriteEntry, FavoritesPage } from '../api/favorite-types';
import { favoriteKey } from './favorite-kind';

/** The page after `last`, or undefined once every entry has been asked for. */
export const nextFavoritesPage = (last: Pick<FavoritesPage, 'page' | 'limit' | 'total'>): number | undefined =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

/** The entries of the loaded pages in order, each once (the first time it appears), without the `hidden` ones. */
export function mergePages(pages: readonly Pick<FavoritesPage, 'items'>[], hidden: ReadonlySet<string>): FavoriteEntry[] {
  const seen = new Set<string>();
  const entries: FavoriteEntry[] = [];
  for (const page of pages) {
    for (const entry of page.items) {
      const key = favoriteKey(entry);
      if (seen.has(key)) continue;
      seen.add(key);
      if (!hidden.has(key)) entries.push(entry);
    }
  }
  return entries;
}

/**
 * How many entries the tab holds for the student: the server's total (from its newest answer)
 * less the hidden entries it still counts, which are those still among the loaded pages (an
 * entry removed on the server is gone from the next reading of the list and its total alike).
 */
export function visibleTotal(pages: readonly Pick<FavoritesPage, 'items' | 'total'>[], hidden: ReadonlySet<string>): number {
  const last = pages.at(-1);
  if (!last) return 0;
  const stillCounted = new Set<string>();
  for (const page of pages) for (const entry of page.items) if (hidden.has(favoriteKey(entry))) stillCounted.add(favoriteKey(entry));
  return Math.max(0, last.total - stillCounted.size);
}
