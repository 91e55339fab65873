import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/news/detail';

export type NewsDetail = ApiData<'/v3/news/detail', 'get'>;

/** An unknown id is the page's own "not found", so the client's 400 toast is switched off. */
export const getNewsDetail = (newsId: number, signal?: AbortSignal) => apiGet<NewsDetail>(PATH, { news_id: newsId }, { signal, silentBadRequest: true });

export const newsDetailQuery = (newsId: number) => queryOptions({ queryKey: [PATH, newsId], queryFn: ({ signal }) => getNewsDetail(newsId, signal) });

/** One news item (nothing is asked while `enabled` is false: an id that is not a number). */
export const useNewsDetail = (newsId: number, enabled = true) => useQuery({ ...newsDetailQuery(newsId), enabled });
