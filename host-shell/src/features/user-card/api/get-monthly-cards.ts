import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';
import { nextPageNumber } from '../../../lib/paged-list';

const PATH = '/user-card/list';

export const MONTHLY_CARDS_PAGE_SIZE = 12;

export type MonthlyCardPage = ApiData<'/v3/user-card/list', 'get'>;
export type MonthlyCard = MonthlyCardPage['items'][number];

export const getMonthlyCards = (page: number, signal?: AbortSignal) => apiGet<MonthlyCardPage>(PATH, { page, limit: MONTHLY_CARDS_PAGE_SIZE }, { signal });

/** One card per month studied, newest first, 12 a page; each 「もっと見る」 appends the next page. */
export const monthlyCardsQuery = () =>
  infiniteQueryOptions({
    queryKey: [PATH, { limit: MONTHLY_CARDS_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => getMonthlyCards(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });

export const useMonthlyCards = () => useInfiniteQuery(monthlyCardsQuery());
