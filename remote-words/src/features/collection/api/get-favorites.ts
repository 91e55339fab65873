import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import { nextFavoritesPage } from '../model/paging';
import type { FavoritesPage } from './favorite-types';

/** The two tabs: words — collected words and sentences and recordings of an English text; recordings — recordings without one. */
export const COLLECTION_TABS = ['words', 'recordings'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

export const FAVORITES_PATHS: Record<CollectionTab, string> = {
  words: '/device/favorites/en-page-list',
  recordings: '/device/favorites/not-en-page-list',
};

/** Entries per page (spec part 3, section 9: device favourites page size 40). */
export const FAVORITES_PAGE_SIZE = 40;

export const getFavorites = (tab: CollectionTab, page: number, signal?: AbortSignal) =>
  apiGet<FavoritesPage>(FAVORITES_PATHS[tab], { page, limit: FAVORITES_PAGE_SIZE }, { signal });

/** A tab's list, newest first, 40 a page; the next page is read as the student scrolls. */
export const favoritesQuery = (tab: CollectionTab) =>
  infiniteQueryOptions({
    queryKey: [FAVORITES_PATHS[tab], { limit: FAVORITES_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => getFavorites(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextFavoritesPage,
  });

export const useFavorites = (tab: CollectionTab, enabled = true) => useInfiniteQuery({ ...favoritesQuery(tab), enabled });
