import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type BookmarkLists = ApiData<'/v3/biz-word/bookmark-lists', 'get'>;
export type BookmarkList = BookmarkLists['list'][number];

const PATH = '/biz-word/bookmark-lists';
export const BOOKMARK_LISTS_KEY = [PATH];

export const getBookmarkLists = (signal?: AbortSignal) => apiGet<BookmarkLists>(PATH, {}, { signal });

/** The student's named bookmark lists with their word counts. */
export const useBookmarkLists = () => useQuery(queryOptions({ queryKey: BOOKMARK_LISTS_KEY, queryFn: ({ signal }) => getBookmarkLists(signal) }));
