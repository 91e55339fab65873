import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type BookmarkWords = ApiData<'/v3/biz-word/bookmark-words', 'get'>;
export type BookmarkWord = BookmarkWords['words'][number];

const PATH = '/biz-word/bookmark-words';
export const BOOKMARK_WORDS_KEY = [PATH];

export const getBookmarkWords = (listId: number, signal?: AbortSignal) => apiGet<BookmarkWords>(PATH, { list_id: listId, limit: 200 }, { signal });

/** The words of one bookmark list, as cards. */
export const useBookmarkWords = (listId: number | undefined) =>
  useQuery(queryOptions({ queryKey: [...BOOKMARK_WORDS_KEY, listId], queryFn: listId ? ({ signal }) => getBookmarkWords(listId, signal) : skipToken }));
