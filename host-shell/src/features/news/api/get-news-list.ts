import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';
import { nextPageNumber } from '../../../lib/paged-list';
import { setUnreadNewsCount } from '../../dashboard/api/get-dashboard';

const PATH = '/news/list';

export const NEWS_PAGE_SIZE = 20;

export type NewsPage = ApiData<'/v3/news/list', 'get'>;
export type NewsItem = NewsPage['list'][number];

export const getNewsList = (page: number, signal?: AbortSignal) => apiGet<NewsPage>(PATH, { page, limit: NEWS_PAGE_SIZE }, { signal });

/** News, newest first, 20 a page; each 「もっと見る」 appends the next page. */
export const newsListQuery = () =>
  infiniteQueryOptions({
    queryKey: [PATH, { limit: NEWS_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => getNewsList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });

/** The news list; every answer's unread count also becomes the header badge's. */
export function useNewsList() {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(newsListQuery());
  const unread = list.data?.pages.at(-1)?.unread_count;
  useEffect(() => {
    if (unread !== undefined) setUnreadNewsCount(queryClient, unread);
  }, [unread, list.dataUpdatedAt, queryClient]);
  return list;
}
